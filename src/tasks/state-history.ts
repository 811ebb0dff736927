// A task's hidden history read on by one period: its gap's number and the counts behind its own rate, or the period
// counted as without it. Pure.
import { TERM_KEPT, TREND_LIMIT, WATCH_LIMIT } from './state.ts';
import type { TaskState } from './state.ts';
import type { Gap, GapKind, NotAGap, TaskPeriod } from './types.ts';

export { WATCH_LIMIT } from './state.ts';

/** The counts behind a gap's own rate this period, when its figures hold them (see TaskState's `seen`). */
export function gapFigures(gap: Gap): { e: number; h: number } | undefined {
  if (gap.kind === 'search')
    return gap.ctr === undefined ? undefined : { e: gap.count, h: Math.round(gap.count * clamp(gap.ctr)) };
  // `asked` is 0 when unknown (read back from an earlier report's data): no rate then.
  return gap.asked !== undefined && gap.asked >= gap.count && gap.asked > 0
    ? { e: gap.asked, h: gap.count }
    : undefined;
}

const clamp = (share: number) => Math.min(1, Math.max(0, share));

/**
 * The counts of a period read without the gap, when known: the term's or name's own figures read as no gap, else, for
 * a category or page whose conversations were read in full, none asked (0 events).
 */
function quietFigures(
  kind: GapKind,
  period: TaskPeriod,
  read: NotAGap | undefined,
): { e: number; h: number } | undefined {
  if (read?.events !== undefined) return { e: read.events, h: Math.min(read.hits ?? 0, read.events) };
  return kind !== 'search' && period.readInFull[kind] ? { e: 0, h: 0 } : undefined;
}

const byPeriod = <T extends { p: string }>(a: T, b: T) => (a.p < b.p ? -1 : a.p > b.p ? 1 : 0);

/**
 * The history after this period: its number kept once per period (with the counts behind its own rate), or the
 * period counted once as without it (with its counts, when known). Without its gap, the period counts when its
 * source was read in full, or when `readAsNoGap`: the task's term was read in the period with figures of its own that
 * make it no gap (given as the NotAGap read, its figures then kept), whatever the rest of the list holds. A task
 * watched after it was closed as done (`closed`) keeps WATCH_LIMIT periods, an open one TREND_LIMIT.
 */
export function nextHistory(
  history: TaskState | undefined,
  kind: GapKind,
  gap: Gap | undefined,
  period: TaskPeriod,
  readAsNoGap: boolean | NotAGap = false,
): TaskState {
  const state: TaskState = history
    ? { ...history, seen: [...history.seen], without: [...history.without] }
    : { v: 1, kind, term: '', opened: period.dateFrom, seen: [], without: [] };
  const limit = state.closed ? WATCH_LIMIT : TREND_LIMIT;
  const quiet = (state.quiet ?? []).filter((q) => q.p !== period.dateFrom);
  if (gap) {
    state.term = [...gap.term].slice(0, TERM_KEPT).join('');
    state.seen = [
      ...state.seen.filter((s) => s.p !== period.dateFrom),
      { p: period.dateFrom, n: gap.count, ...gapFigures(gap) },
    ]
      .sort(byPeriod)
      .slice(-limit);
    state.without = state.without.filter((p) => p > period.dateFrom);
    if (state.quiet) state.quiet = quiet;
    return state;
  }
  if (!period.readInFull[kind] && !readAsNoGap) return state;
  // A rerun of a period first seen with the gap now reads it without: that period no longer counts as seen.
  state.seen = state.seen.filter((s) => s.p !== period.dateFrom);
  const figures = quietFigures(kind, period, typeof readAsNoGap === 'object' ? readAsNoGap : undefined);
  if (figures) state.quiet = [...quiet, { p: period.dateFrom, ...figures }].sort(byPeriod).slice(-limit);
  else if (state.quiet) state.quiet = quiet;
  const lastSeen = state.seen.at(-1)?.p ?? '';
  if (period.dateFrom > lastSeen && !state.without.includes(period.dateFrom))
    state.without = [...state.without, period.dateFrom].sort();
  return state;
}
