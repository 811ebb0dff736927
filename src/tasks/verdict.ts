// Did the fix work? The verdict on a task closed as done, from its own history: the gap's own rate (a term's share of
// searches that clicked a result, a category's or page's share of questions unanswered), not its volume, in the
// periods before the fix against those after, beyond chance and beyond what the untouched gaps (the open tasks of the
// same kind) moved in the same periods: gaps are opened at their peak and drift back on their own. Pure.
import { rateChange } from '../util/rate-change.ts';
import type { RateCount } from '../util/rate-change.ts';
import type { TaskState } from './state.ts';
import type { FixOutcome, GapKind } from './types.ts';

export type { FixOutcome } from './types.ts';

/** Periods each window holds at most, before the fix and after it. */
export const VERDICT_WINDOW = 4;
/** Events (searches, questions asked) the window before the fix needs for a verdict: fewer is too little data. */
export const MINIMUM_EVENTS_BEFORE = 20;

/** One period of a history read in full (or its term read as no gap): with its gap or without, and its counts if known. */
export interface PeriodRead {
  /** `YYYY-MM-DD`, the period's first day. */
  p: string;
  gap: boolean;
  /** Searches, or questions asked: undefined when not known (a term missing from a list read in full, an old history). */
  events?: number;
  /** Searches that clicked a result, or questions unanswered. */
  hits?: number;
}

/** One period's counts: the untouched gaps' pooled. */
export interface PeriodCount extends RateCount {
  p: string;
}

/** What a verdict says at the end of the watch, or `watching` before it. */
export type VerdictKind = 'watching' | 'too-little-data' | 'fixed' | 'improved' | 'no-change' | 'worse';

/** The figures of one window. */
export interface WindowFigures {
  /** The periods it counts (first days), oldest first. */
  periods: string[];
  events: number;
  hits: number;
  /** hits / events, undefined without events. */
  rate?: number;
  /** Of `periods`, those with the gap. */
  gapPeriods: number;
}

export interface Verdict {
  verdict: VerdictKind;
  outcome: FixOutcome;
  kind: GapKind;
  /** Up to VERDICT_WINDOW periods with counts before the fix period, the period the task opened left out. */
  before: WindowFigures;
  /** The first VERDICT_WINDOW periods read after the fix period (with the gap or not; counts where known). */
  after: WindowFigures;
  /** Periods read after the fix period so far, against the `task-close-after` the verdict waits for. */
  periodsAfter: number;
  closeAfter: number;
  /**
   * The untouched gaps' pooled rate in the same periods, when both windows have MINIMUM_EVENTS_BEFORE of their
   * events: else the task's own move is judged alone.
   */
  untouched?: { before: number; after: number };
}

export interface VerdictInput {
  kind: GapKind;
  /** The task's history (periodsOf), any order. */
  periods: readonly PeriodRead[];
  /** First day of the period the task opened in (usually its peak): in neither window. */
  opened: string;
  /** First day of the period the fix landed in (the merge's, or the close's): in neither window. */
  fixPeriod: string;
  /** `task-close-after`: periods read after the fix before there is a verdict. */
  closeAfter: number;
  /** The untouched gaps' counts per period (untouchedCounts), pooled. */
  untouched: readonly PeriodCount[];
}

/** The periods a history holds: with the gap (`seen`), without it with counts (`quiet`), without it with none. */
export function periodsOf(state: TaskState): PeriodRead[] {
  const periods = new Map<string, PeriodRead>();
  for (const p of state.without) periods.set(p, { p, gap: false });
  for (const q of state.quiet ?? []) periods.set(q.p, { p: q.p, gap: false, events: q.e, hits: q.h });
  for (const s of state.seen)
    periods.set(s.p, { p: s.p, gap: true, ...(s.e !== undefined && s.h !== undefined && { events: s.e, hits: s.h }) });
  return [...periods.values()].sort((a, b) => (a.p < b.p ? -1 : a.p > b.p ? 1 : 0));
}

/**
 * The untouched gaps' counts per period, pooled: those of the open tasks of `kind` (a closed one is watched or done,
 * not untouched), each without the period it opened in, as the watched task's own windows leave its own out.
 */
export function untouchedCounts(others: readonly TaskState[], kind: GapKind): PeriodCount[] {
  const pooled = new Map<string, RateCount>();
  for (const state of others) {
    if (state.kind !== kind || state.closed) continue;
    for (const read of periodsOf(state)) {
      if (read.p === state.opened || read.events === undefined) continue;
      const sum = pooled.get(read.p) ?? { events: 0, hits: 0 };
      pooled.set(read.p, { events: sum.events + read.events, hits: sum.hits + (read.hits ?? 0) });
    }
  }
  return [...pooled].map(([p, count]) => ({ p, ...count })).sort((a, b) => (a.p < b.p ? -1 : a.p > b.p ? 1 : 0));
}

function windowOf(periods: readonly PeriodRead[]): WindowFigures {
  const events = sum(periods.map((r) => r.events ?? 0));
  const hits = sum(periods.map((r) => (r.events === undefined ? 0 : Math.min(r.hits ?? 0, r.events))));
  return {
    periods: periods.map((r) => r.p),
    events,
    hits,
    ...(events > 0 && { rate: hits / events }),
    gapPeriods: periods.filter((r) => r.gap).length,
  };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The untouched gaps' pooled rate over `periods`, when they have enough events there to say one. */
function pooledRate(untouched: readonly PeriodCount[], periods: readonly string[]): number | undefined {
  const inWindow = untouched.filter((u) => periods.includes(u.p));
  const events = sum(inWindow.map((u) => u.events));
  return events >= MINIMUM_EVENTS_BEFORE ? sum(inWindow.map((u) => u.hits)) / events : undefined;
}

/** Better for readers: more searches clicked, fewer questions unanswered. */
const betterMove = (kind: GapKind): 'up' | 'down' => (kind === 'search' ? 'up' : 'down');

const OUTCOME: Record<VerdictKind, FixOutcome> = {
  watching: 'watching',
  'too-little-data': 'too-little-data',
  fixed: 'holding',
  improved: 'holding',
  'no-change': 'failing',
  worse: 'failing',
};

/**
 * The verdict on a fix. Windows: up to VERDICT_WINDOW periods with counts before the fix period (the period the task
 * opened in left out), and the first VERDICT_WINDOW periods read after it; the fix period is in neither.
 * - fewer than `closeAfter` periods read after it: `watching`, no verdict yet;
 * - fewer than MINIMUM_EVENTS_BEFORE events before: `too-little-data`;
 * - the rate before is moved by the untouched gaps' move over the same windows (an additive shift) into the rate the
 *   gap would have had untouched, and the rate after is tested against both the rate before and that one (two
 *   proportions, 95%, at least MINIMUM_RATE_CHANGE: rateChange). Then
 *   - `fixed`: no longer a gap in any period after, beyond what the untouched gaps moved (or too few events after to
 *     test a rate: its readers stopped asking);
 *   - `improved`: still a gap in some period after, but better beyond chance and beyond what the untouched moved;
 *   - `worse`: worse beyond chance and beyond what the untouched moved;
 *   - `no-change`: the rest, among it a move that only follows the untouched gaps (regression to the mean).
 */
export function judgeFix(input: VerdictInput): Verdict {
  const { kind, opened, fixPeriod, closeAfter } = input;
  const sorted = [...input.periods].sort((a, b) => (a.p < b.p ? -1 : a.p > b.p ? 1 : 0));
  const beforeReads = sorted.filter((r) => r.p < fixPeriod && r.p !== opened && r.events !== undefined);
  const afterReads = sorted.filter((r) => r.p > fixPeriod);
  const before = windowOf(beforeReads.slice(-VERDICT_WINDOW));
  const after = windowOf(afterReads.slice(0, VERDICT_WINDOW));
  const beforeRate = pooledRate(input.untouched, before.periods);
  const afterRate = pooledRate(input.untouched, after.periods);
  const untouched =
    beforeRate !== undefined && afterRate !== undefined ? { before: beforeRate, after: afterRate } : undefined;
  const verdict = (which: VerdictKind): Verdict => ({
    verdict: which,
    outcome: OUTCOME[which],
    kind,
    before,
    after,
    periodsAfter: afterReads.length,
    closeAfter,
    ...(untouched && { untouched }),
  });

  if (afterReads.length < closeAfter) return verdict('watching');
  if (before.events < MINIMUM_EVENTS_BEFORE || before.rate === undefined) return verdict('too-little-data');
  const better = betterMove(kind);
  const own = rateChange(before, after);
  // The rate the gap would have had after if it had moved as the untouched gaps did.
  const shift = untouched ? untouched.after - untouched.before : 0;
  const expected = Math.min(1, Math.max(0, before.rate + shift));
  const beyondUntouched = rateChange({ events: before.events, hits: expected * before.events }, after);
  const gone = after.gapPeriods === 0 && after.periods.length > 0;
  const testable = after.events >= 10;
  if (gone && (!testable || (own === better && beyondUntouched === better))) return verdict('fixed');
  if (own === better && beyondUntouched === better) return verdict('improved');
  if (own !== 'same' && own !== better && beyondUntouched === own) return verdict('worse');
  return verdict('no-change');
}

/** The verdict on a watched task from its hidden state (`closed.on` the fix period), or undefined when not watched. */
export function judgeTask(state: TaskState, closeAfter: number, others: readonly TaskState[]): Verdict | undefined {
  if (!state.closed) return undefined;
  return judgeFix({
    kind: state.kind,
    periods: periodsOf(state),
    opened: state.opened,
    fixPeriod: state.closed.on,
    closeAfter,
    untouched: untouchedCounts(others, state.kind),
  });
}
