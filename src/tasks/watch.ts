// Did the fix work? Which closed tasks a run watches and from which period, and what a watched task's period comes
// to: its history, the verdict, and whether the one comment is due. Pure.
import type { IssueClosure } from '../github/closure.ts';
import { nextHistory } from './state-history.ts';
import type { TaskState } from './state.ts';
import type { FixWatchState, OwnTask, TaskStep } from './task-step.ts';
import type { Gap, GapKind, NotAGap, TaskPeriod } from './types.ts';
import { periodUnit } from './verdict-words.ts';
import { judgeFix, periodsOf, untouchedCounts } from './verdict.ts';

const dayMs = (day: string) => Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type PeriodGrid = Pick<TaskPeriod, 'dateFrom' | 'dateTo'>;

/**
 * Periods from the one of `day` to `period` (0 for the same, 1 for the one before, negative after it), on the grid of
 * `period`: calendar months for a month, else steps of its length from its first day.
 */
function periodsBack(day: string, period: PeriodGrid): number {
  if (periodUnit(period.dateFrom, period.dateTo) === 'month') {
    const [y1, m1] = day.split('-').map(Number) as [number, number];
    const [y2, m2] = period.dateFrom.split('-').map(Number) as [number, number];
    return (y2 - y1) * 12 + (m2 - m1);
  }
  const length = dayMs(period.dateTo) - dayMs(period.dateFrom);
  return Math.ceil((dayMs(period.dateFrom) - dayMs(day)) / length);
}

/** The first day of the period `day` (`YYYY-MM-DD` or an ISO time) falls in, on the grid of `period`. */
export function periodStartOf(day: string, period: PeriodGrid): string {
  const back = periodsBack(day, period);
  if (periodUnit(period.dateFrom, period.dateTo) === 'month') {
    const from = new Date(dayMs(period.dateFrom));
    return isoDay(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() - back, 1));
  }
  return isoDay(dayMs(period.dateFrom) - back * (dayMs(period.dateTo) - dayMs(period.dateFrom)));
}

/**
 * What a closed task of the action's own is to this run's watches:
 * - `watched`: its history holds a watch not yet over (no verdict, or the verdict given in this period, rerun);
 * - `ask`: closed as done (or with no reason said) within the last `closeAfter` periods, not by the action (whose
 *   closes mark the history), with no watch yet: who closed it, and with what, decides;
 * - undefined: anything else, left alone (not planned, a duplicate, closed long ago, a watch over, no history).
 */
export function watchCandidate(task: OwnTask, period: TaskPeriod, closeAfter: number): 'watched' | 'ask' | undefined {
  const history = task.history;
  if (task.state !== 'closed' || !history || history.shut) return undefined;
  if (history.closed) {
    const judged = history.closed.judged;
    return judged === undefined || judged >= period.dateFrom ? 'watched' : undefined;
  }
  if (task.stateReason !== undefined && task.stateReason !== 'completed') return undefined;
  if (!task.closedAt || periodsBack(task.closedAt, period) > closeAfter) return undefined;
  return 'ask';
}

/**
 * The watch a closure starts: closed as done (or with no reason, on a server that keeps none) by a person or a merged
 * pull request, counted from the period of the merge (or of the close). Undefined for anything else: not planned, a
 * duplicate, open again, or closed by the action itself (`byAction`).
 */
export function watchOf(closure: IssueClosure, byAction: boolean, period: PeriodGrid): FixWatchState | undefined {
  if (!closure.closedAt || byAction) return undefined;
  if (closure.stateReason !== null && closure.stateReason !== 'completed') return undefined;
  const pull = closure.pullRequest;
  const day = (pull?.mergedAt ?? closure.closedAt).slice(0, 10);
  return {
    on: periodStartOf(day, period),
    day,
    by: pull ? 'pr' : closure.pullRequestHidden ? 'unread' : 'person',
    ...(pull ? { pr: pull.number } : {}),
  };
}

/**
 * A watched task's step this period: its history read on (a watch keeps WATCH_LIMIT periods), the verdict against the
 * untouched gaps (`others`: the open tasks' histories after this period), marked judged in the period it is first
 * given, and the one comment due when it fails and nothing was said before (a rerun says nothing twice).
 */
export function watchStep(
  task: OwnTask & { watch: FixWatchState; history: TaskState },
  input: {
    kind: GapKind;
    gap: Gap | undefined;
    period: TaskPeriod;
    readAsNoGap: NotAGap | false;
    closeAfter: number;
    others: readonly TaskState[];
  },
): Extract<TaskStep, { do: 'watch' }> {
  const { kind, gap, period } = input;
  const read = nextHistory({ ...task.history, closed: task.watch }, kind, gap, period, input.readAsNoGap);
  const watch: FixWatchState = { ...task.watch };
  const verdict = judgeFix({
    kind: read.kind,
    periods: periodsOf(read),
    opened: read.opened,
    fixPeriod: watch.on,
    closeAfter: input.closeAfter,
    untouched: untouchedCounts(input.others, read.kind),
  });
  if (verdict.outcome !== 'watching' && watch.judged === undefined) watch.judged = period.dateFrom;
  const comment = verdict.outcome === 'failing' && (watch.said ?? []).length === 0;
  if (comment) watch.said = [period.dateFrom];
  return {
    do: 'watch',
    task,
    kind,
    term: gap?.term ?? read.term,
    ...(gap ? { gap } : {}),
    state: { ...read, closed: watch },
    verdict,
    comment,
  };
}
