// Days as a reader says them ("16 Nov 2026", "16–22 Nov 2026"), in UTC and in English month names whatever the
// runner's locale: sentences of reports and task issues read the same on every runner.

import { OperationError } from './errors.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Parts {
  year: number;
  month: number;
  day: number;
}

function partsOf(day: string): Parts {
  const match = DAY.exec(day);
  if (!match) throw new OperationError(`Not a day (YYYY-MM-DD): ${day}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The day before `day` (`YYYY-MM-DD`): the last day of a range whose end is exclusive. */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** `2026-11-27` → `27 Nov 2026`. */
export function dayWords(day: string): string {
  const { year, month, day: date } = partsOf(day);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

/**
 * The days from `first` to `last` (both included), as short as it reads: `16–22 Nov 2026`, `28 Oct – 3 Nov 2026`,
 * `29 Dec 2025 – 4 Jan 2026`, or one day.
 */
export function rangeWords(first: string, last: string): string {
  const a = partsOf(first);
  const b = partsOf(last);
  if (first === last) return dayWords(first);
  if (a.year !== b.year) return `${dayWords(first)} – ${dayWords(last)}`;
  if (a.month !== b.month) return `${a.day} ${MONTHS[a.month - 1]} – ${dayWords(last)}`;
  return `${a.day}–${b.day} ${MONTHS[b.month - 1]} ${b.year}`;
}
