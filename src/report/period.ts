// Report periods: windows of whole UTC days with an exclusive `dateTo`, as the analytics API takes them.
import type { PeriodName } from '../settings/types.ts';
import { dayBefore, rangeWords } from '../util/day-words.ts';
import { OperationError } from '../util/errors.ts';

/** A window of whole UTC days; `dateTo` is exclusive, as in the API. */
export interface Period {
  name: PeriodName;
  /** e.g. "ISO week 2026-W47 (2026-11-16 to 2026-11-22, 7 days)": titles, headers, and how earlier reports are found. */
  label: string;
  /**
   * The period as a sentence says it: "the week of 16–22 Nov 2026" (7 days), "November 2026" (a calendar month),
   * "28 Oct – 26 Nov 2026" (any other days). For running text; rebuilt from the dates like the label.
   */
  phrase: string;
  /** `YYYY-MM-DD`, inclusive. */
  dateFrom: string;
  /** `YYYY-MM-DD`, exclusive. */
  dateTo: string;
  days: number;
}

const DAY_MS = 86_400_000;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const LAST_N_DAYS: Partial<Record<PeriodName, number>> = { 'last-7-days': 7, 'last-28-days': 28, 'last-30-days': 30 };

export interface PeriodSpec {
  period: PeriodName;
  /** `YYYY-MM-DD`, for `custom`. */
  dateFrom?: string;
  /** `YYYY-MM-DD`, exclusive, for `custom`. */
  dateTo?: string;
}

/** The period a report covers, seen from the instant `now` (ms since the epoch, read as UTC). */
export function resolvePeriod(spec: PeriodSpec, now: number): Period {
  const today = Math.floor(now / DAY_MS);
  const lastDays = LAST_N_DAYS[spec.period];
  if (lastDays !== undefined) return rangePeriod(spec.period, today - lastDays, today);
  switch (spec.period) {
    case 'previous-week': {
      const thisMonday = today - isoWeekday(today);
      return weekPeriod(thisMonday - 7);
    }
    case 'previous-month': {
      const date = new Date(today * DAY_MS);
      return monthPeriod(date.getUTCFullYear(), date.getUTCMonth() - 1);
    }
    case 'custom': {
      if (!spec.dateFrom || !spec.dateTo)
        throw new OperationError('period "custom" needs date-from and date-to (YYYY-MM-DD)', { kind: 'input' });
      const from = parseDay(spec.dateFrom, 'date-from');
      const to = parseDay(spec.dateTo, 'date-to');
      if (from >= to)
        throw new OperationError(`date-from (${spec.dateFrom}) must be before date-to (${spec.dateTo}, exclusive)`, {
          kind: 'input',
        });
      return rangePeriod('custom', from, to);
    }
    default:
      throw new OperationError(`unknown period "${spec.period}"`, { kind: 'input' });
  }
}

/**
 * The period of the same length that ends where `period` starts, for comparisons. A month is
 * compared with the calendar month before it (whatever its length), a week with the ISO week before.
 */
export function precedingPeriod(period: Period): Period {
  const from = parseDay(period.dateFrom, 'dateFrom');
  if (period.name === 'previous-month') {
    const date = new Date(from * DAY_MS);
    return monthPeriod(date.getUTCFullYear(), date.getUTCMonth() - 1);
  }
  if (period.name === 'previous-week') return weekPeriod(from - 7);
  return rangePeriod(period.name, from - period.days, from);
}

/**
 * The period of `name` that runs from `dateFrom` to `dateTo` (exclusive), label included, or
 * undefined when no such period exists (a week that is not an ISO week, a month that is not a calendar
 * month, a "last 7 days" of another length). For data read back from GitHub: the label is rebuilt
 * here, never taken from what was read.
 */
export function periodFromDates(name: PeriodName, dateFrom: string, dateTo: string): Period | undefined {
  let from: number;
  let to: number;
  try {
    from = parseDay(dateFrom, 'dateFrom');
    to = parseDay(dateTo, 'dateTo');
  } catch {
    return undefined;
  }
  if (to <= from) return undefined;
  let period: Period;
  if (name === 'previous-week') {
    if (isoWeekday(from) !== 0) return undefined;
    period = weekPeriod(from);
  } else if (name === 'previous-month') {
    const date = new Date(from * DAY_MS);
    period = monthPeriod(date.getUTCFullYear(), date.getUTCMonth());
  } else {
    const days = LAST_N_DAYS[name];
    if (days !== undefined && to - from !== days) return undefined;
    period = rangePeriod(name, from, to);
  }
  return period.dateFrom === dateFrom && period.dateTo === dateTo ? period : undefined;
}

/** `YYYY-MM-DD` of a UTC day index (days since 1970-01-01). */
export function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function rangePeriod(name: PeriodName, from: number, to: number, prefix?: string): Period {
  const days = to - from;
  const range = days === 1 ? isoDay(from) : `${isoDay(from)} to ${isoDay(to - 1)}`;
  const span = `${days} ${days === 1 ? 'day' : 'days'}`;
  const label = prefix ? `${prefix} (${range}, ${span})` : `${range}, ${span}`;
  return { name, label, phrase: phraseOf(from, to), dateFrom: isoDay(from), dateTo: isoDay(to), days };
}

/** The days from `from` to `to` (exclusive) as a sentence says them. */
function phraseOf(from: number, to: number): string {
  const first = new Date(from * DAY_MS);
  const isMonth =
    first.getUTCDate() === 1 && to * DAY_MS === Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1);
  if (isMonth) return `${MONTHS[first.getUTCMonth()]} ${first.getUTCFullYear()}`;
  const days = rangeWords(isoDay(from), dayBefore(isoDay(to)));
  return to - from === 7 ? `the week of ${days}` : days;
}

function weekPeriod(monday: number): Period {
  const { year, week } = isoWeek(monday);
  return rangePeriod('previous-week', monday, monday + 7, `ISO week ${year}-W${String(week).padStart(2, '0')}`);
}

/** `month` may be -1: Date.UTC rolls it into December of the year before. */
function monthPeriod(year: number, month: number): Period {
  const from = Date.UTC(year, month, 1) / DAY_MS;
  const to = Date.UTC(year, month + 1, 1) / DAY_MS;
  const first = new Date(from * DAY_MS);
  return rangePeriod('previous-month', from, to, `${MONTHS[first.getUTCMonth()]} ${first.getUTCFullYear()}`);
}

/** Monday 0 to Sunday 6; day 0 (1970-01-01) was a Thursday. */
function isoWeekday(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

/** ISO 8601 week: the week belongs to the year that holds its Thursday. */
function isoWeek(day: number): { year: number; week: number } {
  const thursday = day - isoWeekday(day) + 3;
  const year = new Date(thursday * DAY_MS).getUTCFullYear();
  const firstOfYear = Date.UTC(year, 0, 1) / DAY_MS;
  return { year, week: Math.floor((thursday - firstOfYear) / 7) + 1 };
}

function parseDay(text: string, what: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (Number.isNaN(ms) || isoDay(ms / DAY_MS) !== text)
    throw new OperationError(`${what} "${text}" is not a date in the form YYYY-MM-DD`, { kind: 'input' });
  return ms / DAY_MS;
}
