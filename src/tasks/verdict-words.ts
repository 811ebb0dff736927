// A fix's verdict in words: the sentence of the one comment on a task closed as done whose gap stays, and the line of
// figures behind each verdict in the report. Pure; a term is hostile text and printed only through bodyTerm.
import { dayWords } from '../util/day-words.ts';
import { groupThousands, wholePercent } from '../util/format.ts';
import { bodyTerm } from './text.ts';
import type { GapKind } from './types.ts';
import { MINIMUM_EVENTS_BEFORE } from './verdict.ts';
import type { Verdict, WindowFigures } from './verdict.ts';

/** What one period is called in a count of them. */
export type PeriodUnit = 'week' | 'month' | 'period';

/** The unit of a period from its first day and its end (exclusive): 7 days a week, a calendar month a month. */
export function periodUnit(dateFrom: string, dateTo: string): PeriodUnit {
  const from = new Date(`${dateFrom}T00:00:00Z`);
  const to = Date.parse(`${dateTo}T00:00:00Z`);
  if (to - from.getTime() === 7 * 86_400_000) return 'week';
  const nextMonth = Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1);
  return from.getUTCDate() === 1 && to === nextMonth ? 'month' : 'period';
}

/** "1 week", "2 weeks", "1,204 searches". */
export const plural = (n: number, one: string, many = `${one}s`): string =>
  `${groupThousands(n)} ${n === 1 ? one : many}`;

/** "the 4 weeks", "the week". */
export function spanWords(periods: number, unit: PeriodUnit): string {
  return periods === 1 ? `the ${unit}` : `the ${groupThousands(periods)} ${unit}s`;
}

/** What the rate counts, and its events. */
const RATE: Record<GapKind, { rate: string; event: string; events: string }> = {
  search: { rate: 'clicked', event: 'search', events: 'searches' },
  category: { rate: 'unanswered', event: 'question', events: 'questions' },
  page: { rate: 'unanswered', event: 'question', events: 'questions' },
};

export interface StillAGapInput {
  kind: GapKind;
  /** `YYYY-MM-DD`: the day the task was closed. */
  closedOn: string;
  /** The period the figures are of, as a sentence says it ("the week of 23–29 Nov 2026"). */
  phrase: string;
  /** Its searches, or questions asked... */
  events: number;
  /** ...and of those, the searches that clicked, or the questions unanswered, when known. */
  hits?: number;
  /** The term, category or page, when the sentence is read away from its task (hostile: printed by bodyTerm). */
  term?: string;
}

/**
 * "closed as done on 18 Nov 2026; readers still searched for it 104 times in the week of 23–29 Nov 2026, 3% clicked":
 * the one comment on a task closed as done whose gap stays.
 */
export function stillAGapSentence(input: StillAGapInput): string {
  const { kind, events, hits } = input;
  const closed = `closed as done on ${dayWords(input.closedOn)}`;
  const share =
    hits !== undefined && events > 0 ? `, ${wholePercent(Math.min(hits, events) / events)} ${RATE[kind].rate}` : '';
  if (kind === 'search') {
    const what = input.term === undefined ? 'it' : bodyTerm(input.term);
    return `${closed}; readers still searched for ${what} ${plural(events, 'time')} in ${input.phrase}${share}`;
  }
  const where =
    input.term === undefined
      ? kind === 'page'
        ? 'on this page'
        : 'in this category'
      : `${kind === 'page' ? 'on' : 'in'} ${bodyTerm(input.term)}`;
  return `${closed}; readers still asked ${plural(events, 'question')} ${where} in ${input.phrase}${share}`;
}

/** "2% (of 310) in the 4 weeks before", or "no searches in the 2 weeks after". */
function windowWords(kind: GapKind, window: WindowFigures, unit: PeriodUnit, side: 'before' | 'after'): string {
  if (window.periods.length === 0) return `no ${unit}s read ${side}`;
  const span = `in ${spanWords(window.periods.length, unit)} ${side}`;
  if (window.rate === undefined) return `no ${RATE[kind].events} counted ${span}`;
  return `${wholePercent(window.rate)} (of ${groupThousands(window.events)}) ${span}`;
}

/**
 * The figures behind a verdict, for the report: "clicked 2% (of 310) in the 4 weeks before, 41% (of 290) in the 3
 * weeks after; untouched gaps 5% → 6%".
 */
export function verdictFigures(verdict: Verdict, unit: PeriodUnit): string {
  const { kind, before, after, untouched } = verdict;
  const own = `${RATE[kind].rate} ${windowWords(kind, before, unit, 'before')}, ${windowWords(kind, after, unit, 'after')}`;
  const others = untouched
    ? `untouched gaps ${wholePercent(untouched.before)} → ${wholePercent(untouched.after)}`
    : 'too few untouched gaps to compare';
  return `${own}; ${others}`;
}

/** What a verdict means, before its figures. */
export function verdictWords(verdict: Verdict, unit: PeriodUnit): string {
  const after = spanWords(verdict.after.periods.length, unit);
  switch (verdict.verdict) {
    case 'watching':
      return `watching: ${plural(verdict.periodsAfter, unit)} read after the fix of ${groupThousands(verdict.closeAfter)}`;
    case 'too-little-data':
      return `too little data to judge: ${plural(verdict.before.events, RATE[verdict.kind].event, RATE[verdict.kind].events)} before the fix (${MINIMUM_EVENTS_BEFORE} needed)`;
    case 'fixed':
      return `fixed: no longer a gap in ${after} after`;
    case 'improved':
      return 'improved beyond chance and beyond the untouched gaps, but still a gap';
    case 'no-change':
      return 'no change beyond chance and the untouched gaps: still a gap';
    case 'worse':
      return 'worse beyond chance and beyond the untouched gaps';
  }
}
