// Validation of analytics query parameters. Every problem is collected so that one 400
// lists them all, as the service does.
import { DAY_MS } from '../time.ts';
import { FEEDBACK_SOURCES, FEEDBACK_STATUSES } from './dataset.ts';
import type { FeedbackSource, FeedbackStatus } from './dataset.ts';

/** The emulated projects launched on this day: earlier days have no data. */
export const HISTORY_START_DAY = Date.UTC(2020, 0, 1) / DAY_MS;

export type Validated<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** A window of whole UTC days, `[firstDay, endDay)`, already clipped to days with data. */
export interface DayWindow {
  firstDay: number;
  endDay: number;
}

export interface VisitorsQuery extends DayWindow {
  limit: number;
  offset: number;
}

export interface FeedbackQuery extends DayWindow {
  limit: number;
  source?: FeedbackSource;
  statuses?: FeedbackStatus[];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?([Zz]|[+-]\d{2}:?\d{2})?$/;

/** Parses an ISO 8601 date (`YYYY-MM-DD`) or date-time (UTC unless it has an offset). */
export function parseIsoInstant(text: string): number | undefined {
  const date = DATE.exec(text);
  const dateTime = date ? undefined : DATE_TIME.exec(text);
  const parts = date ?? dateTime;
  if (!parts) return undefined;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const hour = dateTime ? Number(dateTime[4]) : 0;
  const minute = dateTime ? Number(dateTime[5]) : 0;
  const second = dateTime?.[6] === undefined ? 0 : Number(dateTime[6]);
  const millis = dateTime?.[7] === undefined ? 0 : Math.floor(Number(`0.${dateTime[7]}`) * 1000);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return undefined;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return undefined;
  const zone = dateTime?.[8];
  if (zone === undefined || zone === 'Z' || zone === 'z') return ms;
  const z = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  const offsetMinutes = Number(z?.[2]) * 60 + Number(z?.[3]);
  if (!z || Number(z[2]) > 23 || Number(z[3]) > 59) return undefined;
  return ms - (z[1] === '-' ? -1 : 1) * offsetMinutes * 60_000;
}

/** Reads one query parameter; a repeated one is a problem. */
export function single(params: URLSearchParams, name: string, problems: string[]): string | undefined {
  const values = params.getAll(name);
  if (values.length > 1) problems.push(`${name} must be given at most once`);
  return values[0];
}

export function parseInteger(text: string): number | undefined {
  return /^[+-]?\d+$/.test(text.trim()) ? Number(text) : undefined;
}

export function parseWindow(params: URLSearchParams, today: number, problems: string[]): DayWindow {
  const instant = (name: string): number | undefined => {
    const text = single(params, name, problems);
    if (text === undefined) return undefined;
    const ms = parseIsoInstant(text);
    if (ms === undefined) problems.push(`${name} must be an ISO 8601 date (YYYY-MM-DD) or date-time`);
    return ms;
  };
  const from = instant('dateFrom');
  const to = instant('dateTo');
  if (from !== undefined && to !== undefined && from >= to)
    problems.push('dateFrom must be before dateTo (dateTo is exclusive)');
  // Data is daily: a day counts when it starts inside [dateFrom, dateTo).
  const firstDay = Math.max(HISTORY_START_DAY, from === undefined ? HISTORY_START_DAY : Math.ceil(from / DAY_MS));
  const endDay = Math.min(today, to === undefined ? today : Math.ceil(to / DAY_MS));
  return { firstDay, endDay: Math.max(firstDay, endDay) };
}

export function parseVisitorsQuery(params: URLSearchParams, today: number): Validated<VisitorsQuery> {
  const problems: string[] = [];
  const window = parseWindow(params, today, problems);
  const limitText = single(params, 'limit', problems);
  const limit = limitText === undefined ? 50 : parseInteger(limitText);
  if (limit === undefined || limit < 1 || limit > 250) problems.push('limit must be an integer between 1 and 250');
  const offsetText = single(params, 'offset', problems);
  const offset = offsetText === undefined ? 0 : parseInteger(offsetText);
  if (offset === undefined || offset < 0) problems.push('offset must be an integer greater than or equal to 0');
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { ...window, limit: limit ?? 50, offset: offset ?? 0 } };
}

export function parseFeedbackQuery(params: URLSearchParams, today: number): Validated<FeedbackQuery> {
  const problems: string[] = [];
  const window = parseWindow(params, today, problems);
  const limitText = single(params, 'limit', problems);
  const limitNumber = limitText === undefined ? 10 : limitText.trim() === '' ? NaN : Number(limitText);
  if (!Number.isFinite(limitNumber) || limitNumber < 1 || limitNumber > 100)
    problems.push('limit must be a number between 1 and 100');

  const filter = parseFeedbackFilter(params, problems);
  if (problems.length > 0) return { ok: false, problems };
  // A fractional limit is accepted and rounded down, as a number parameter.
  return { ok: true, value: { ...window, limit: Math.floor(limitNumber), ...filter } };
}

/** `source` and `status` of the feedback endpoints. */
export function parseFeedbackFilter(
  params: URLSearchParams,
  problems: string[],
): { source?: FeedbackSource; statuses?: FeedbackStatus[] } {
  const sourceText = single(params, 'source', problems);
  const source = FEEDBACK_SOURCES.find((s) => s === sourceText);
  if (sourceText !== undefined && source === undefined)
    problems.push(`source must be one of ${FEEDBACK_SOURCES.join(', ')}`);

  const statusText = single(params, 'status', problems);
  let statuses: FeedbackStatus[] | undefined;
  if (statusText !== undefined) {
    const items = statusText.split(',').map((s) => s.trim());
    const known = items.map((item) => FEEDBACK_STATUSES.find((s) => s === item));
    if (known.some((s) => s === undefined)) {
      problems.push(`status must be a comma-separated list of ${FEEDBACK_STATUSES.join(', ')}`);
    } else {
      statuses = known.filter((s): s is FeedbackStatus => s !== undefined);
    }
  }
  return { ...(source ? { source } : {}), ...(statuses ? { statuses } : {}) };
}
