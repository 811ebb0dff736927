// What this run does to each task, decided without a request: the pure half of the lifecycle.
import { compareText } from '../util/text-order.ts';
import { taskKey } from './key.ts';
import { nextHistory } from './state-history.ts';
import type { TaskState } from './state.ts';
import type { FixWatchState, OwnTask, TaskStep } from './task-step.ts';
import type { Gap, NotAGap, TaskPeriod, WaitingGap } from './types.ts';
import { watchStep } from './watch.ts';

export type { OwnTask, TaskStep } from './task-step.ts';
export { gapFigures, nextHistory } from './state-history.ts';

export interface TaskPlan {
  /** The steps this run takes: within its budget of GitHub writes, in the order of `stepOrder`. */
  steps: TaskStep[];
  /**
   * Steps over the budget, not taken: the next run plans them again from what GitHub holds then (a task's history
   * is written only with its step, so nothing of a step not taken is counted). New tasks among them also wait.
   */
  carried: TaskStep[];
  waiting: WaitingGap[];
  /** Gaps whose task someone else closed: no new task. */
  leftClosed: number;
  /** Gaps with no task found whose task could be among the issues the lookup did not read: none is opened for them. */
  unresolved: number;
  /** The GitHub writes the steps were fitted in. */
  writeBudget: number;
}

/**
 * GitHub writes (requests that make or change something: an issue, a comment, an edit) the tasks of one run make at
 * most. A constant, not derived from `max-new-tasks`: what it guards against does not grow with how many tasks a run
 * may open. GitHub allows 500 content-creating requests an hour (its secondary rate limit, per token, shared with
 * the report's own publication and every workflow writing with that token), and each reopen and close is a comment
 * and a state change that notify the task's watchers. 100 is a fifth of that hour and, at the throttle's spacing (a
 * second between writes, three between those that notify), a few minutes of a run; it holds `max-new-tasks` at its
 * most (50) beside closes and reopens.
 */
export const TASK_WRITES_PER_RUN = 100;

/** The GitHub writes a step takes at most: its issue, and for a reopen or a close the comment that says why first. */
export function writesOf(step: TaskStep): number {
  return step.do === 'reopen' || step.do === 'close' || (step.do === 'watch' && step.comment) ? 2 : 1;
}

/**
 * Gaps of one key once, highest score first (then most counted, then by term). Gaps of one key are one gap: their
 * counts and scores added (one topic's searches are one demand), the click-through their searches' together, the
 * term the most counted one's, the others kept as its variants.
 */
export function rankGaps(projectId: string, gaps: readonly Gap[]): { key: string; gap: Gap }[] {
  const byKey = new Map<string, Gap[]>();
  for (const gap of gaps) {
    const key = taskKey(projectId, gap.kind, gap.term);
    byKey.set(key, [...(byKey.get(key) ?? []), gap]);
  }
  return [...byKey]
    .map(([key, group]) => ({ key, gap: oneGap(group) }))
    .sort((a, b) => b.gap.score - a.gap.score || b.gap.count - a.gap.count || compareText(a.gap.term, b.gap.term));
}

/** The gaps of one key as one. */
function oneGap(group: readonly Gap[]): Gap {
  const sorted = [...group].sort((a, b) => b.count - a.count || compareText(a.term, b.term));
  const [first, ...rest] = sorted as [Gap, ...Gap[]];
  if (rest.length === 0) return first;
  const count = sum(sorted.map((g) => g.count));
  const gap: Gap = { ...first, count, score: sum(sorted.map((g) => g.score)) };
  if (first.ctr !== undefined && count > 0) gap.ctr = sum(sorted.map((g) => g.count * (g.ctr ?? 0))) / count;
  if (first.asked !== undefined) gap.asked = sum(sorted.map((g) => g.asked ?? 0));
  gap.variants = sorted.map((g) => ({ term: g.term, count: g.count }));
  return gap;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** What the period read as no gap, by key: forms of one key (case, spaces) as one, their counts added. */
function notGapsByKey(projectId: string, read: readonly NotAGap[]): Map<string, NotAGap> {
  const added = (a?: number, b?: number) => (a === undefined || b === undefined ? undefined : a + b);
  const byKey = new Map<string, NotAGap>();
  for (const one of read) {
    const key = taskKey(projectId, one.kind, one.term);
    const before = byKey.get(key);
    byKey.set(
      key,
      before ? { ...before, events: added(before.events, one.events), hits: added(before.hits, one.hits) } : one,
    );
  }
  return byKey;
}

/** A history without what its close wrote (the action's mark, a watch): for a task open again. */
function withoutClose(history: TaskState | undefined): TaskState | undefined {
  if (!history) return undefined;
  const state = { ...history };
  delete state.shut;
  delete state.closed;
  return state;
}

/** The history of a task the action reopens: its gap back, no longer marked as closed. */
const reopened = (history: TaskState | undefined, gap: Gap, period: TaskPeriod) =>
  nextHistory(withoutClose(history), gap.kind, gap, period);

/** The first task of each key: an open one before a watched one before another closed one, then the oldest. */
function tasksByKey(tasks: readonly OwnTask[]): Map<string, OwnTask> {
  const chosen = new Map<string, OwnTask>();
  const rank = (task: OwnTask) => (task.state === 'open' ? 0 : task.watch ? 1 : 2);
  const order = [...tasks].sort((a, b) => rank(a) - rank(b) || a.number - b.number);
  for (const task of order) if (!chosen.has(task.key)) chosen.set(task.key, task);
  return chosen;
}

/**
 * Every task's step this period: open tasks follow their gap (updated, or closed after `closeAfter` periods without
 * it, each read in full or with the task's term read as no gap); a task the action closed reopens when its gap is
 * back, one someone else closed stays closed (but one closed as done is watched while its `watch` runs: its history
 * read on and its fix judged against the open tasks' gaps, watchStep); gaps without a task open one each, the most
 * counted first, at most
 * `maxNew` (the rest wait); a gap whose task may be among the issues not read (`unresolved`) gets none. Then the
 * steps are fitted in `writeBudget` by `stepOrder`.
 */
export function planTasks(input: {
  projectId: string;
  period: TaskPeriod;
  tasks: readonly OwnTask[];
  maxNew: number;
  closeAfter: number;
  writeBudget: number;
  /** Keys of gaps the lookup could not rule out a task for (it read only part of the closed issues). */
  unresolved?: ReadonlySet<string>;
}): TaskPlan {
  const { period, closeAfter } = input;
  const ranked = rankGaps(input.projectId, period.gaps);
  const gapOf = new Map(ranked.map((r) => [r.key, r.gap]));
  const readAsNoGap = notGapsByKey(input.projectId, period.notGaps ?? []);
  const tasks = tasksByKey(input.tasks);
  const wanted: TaskStep[] = [];
  const overflow: WaitingGap[] = [];
  let leftClosed = 0;
  let unresolved = 0;

  const watched: (OwnTask & { watch: FixWatchState; history: TaskState })[] = [];
  const openStates: TaskState[] = [];
  for (const task of tasks.values()) {
    const gap = gapOf.get(task.key);
    const kind = gap?.kind ?? task.history?.kind;
    if (!kind) continue; // a closed-by-hand body without history and no gap: nothing to say about it
    if (task.state === 'closed') {
      if (task.watch && task.history) watched.push({ ...task, watch: task.watch, history: task.history });
      else if (!gap) continue;
      else if (task.closedByAction)
        wanted.push({ do: 'reopen', task, gap, state: reopened(task.history, gap, period) });
      else leftClosed += 1;
      continue;
    }
    const term = gap?.term ?? (task.history?.term || termOfTitle(task.title));
    // A writer reopened a task the action watched: the watch is over, the task is worked on again.
    const state = nextHistory(withoutClose(task.history), kind, gap, period, readAsNoGap.get(task.key) ?? false);
    openStates.push(state);
    if (!gap && state.without.length >= closeAfter)
      wanted.push({ do: 'close', task, kind, term, state: { ...state, shut: period.dateFrom } });
    else wanted.push({ do: 'update', task, kind, term, gap, state });
  }
  // Watched tasks are judged against the open tasks' gaps of the same weeks, this period's included.
  for (const task of watched) {
    const gap = gapOf.get(task.key);
    const kind = gap?.kind ?? task.history.kind;
    const noGap = readAsNoGap.get(task.key) ?? false;
    wanted.push(watchStep(task, { kind, gap, period, readAsNoGap: noGap, closeAfter, others: openStates }));
  }

  let opened = 0;
  for (const { key, gap } of ranked) {
    if (tasks.has(key)) continue;
    if (input.unresolved?.has(key)) unresolved += 1;
    else if (opened < input.maxNew) {
      wanted.push({ do: 'open', key, gap, state: nextHistory(undefined, gap.kind, gap, period) });
      opened += 1;
    } else overflow.push({ kind: gap.kind, term: gap.term, count: gap.count, score: gap.score });
  }

  const { steps, carried } = fitInBudget(stepOrder(wanted), input.writeBudget);
  // A new task over the budget waits as one over max-new-tasks does, ahead of those (it ranks higher).
  const waiting = [
    ...carried.flatMap((s) =>
      s.do === 'open' ? [{ kind: s.gap.kind, term: s.gap.term, count: s.gap.count, score: s.gap.score }] : [],
    ),
    ...overflow,
  ];
  return { steps, carried, waiting, leftClosed, unresolved, writeBudget: input.writeBudget };
}

/**
 * The order in which steps get the budget:
 * 1. closes: decided on periods read in full; one put off loses this period's count (the next run counts from the
 *    task's written history, so the close comes a period later), and a closed task takes no more writes;
 * 2. reopens: the gap is back on a task the action closed, which a writer should hear of now; and watches of tasks
 *    closed as done (one put off does not count this period for its verdict);
 * 3. new tasks (at most `max-new-tasks`, the most counted first): one put off waits, listed in the report;
 * 4. updates that move the count toward closing (a period without the gap added, or the gap back after periods
 *    without it): put off, a later run counts from the older history (a close a period later, or a period early,
 *    which the gap's return then reopens);
 * 5. updates whose only change is numbers (this period's count, the docs files that mention it).
 * Within 4 and 5 the task written longest ago first (by the last period its history holds), so that one passed over
 * this run goes first in the next; then the oldest task. Closes and reopens go by task, new tasks by rank.
 */
export function stepOrder(steps: readonly TaskStep[]): TaskStep[] {
  const tier = (step: TaskStep): number => {
    switch (step.do) {
      case 'close':
        return 1;
      case 'reopen':
      case 'watch':
        return 2;
      case 'open':
        return 3;
      case 'update':
        return sameList(step.state.without, step.task.history?.without ?? []) ? 5 : 4;
    }
  };
  const written = (step: TaskStep) => (step.do === 'open' ? '' : lastWritten(step.task.history));
  const number = (step: TaskStep) => (step.do === 'open' ? 0 : step.task.number);
  // Array.prototype.sort is stable: new tasks keep their rank.
  return [...steps].sort(
    (a, b) =>
      tier(a) - tier(b) || (written(a) < written(b) ? -1 : written(a) > written(b) ? 1 : 0) || number(a) - number(b),
  );
}

/** The steps, in order, that fit in `budget` writes (one that does not fit is passed over for smaller ones behind it). */
function fitInBudget(ordered: readonly TaskStep[], budget: number): { steps: TaskStep[]; carried: TaskStep[] } {
  const steps: TaskStep[] = [];
  const carried: TaskStep[] = [];
  let left = budget;
  for (const step of ordered) {
    const cost = writesOf(step);
    if (cost <= left) {
      steps.push(step);
      left -= cost;
    } else carried.push(step);
  }
  return { steps, carried };
}

/** The last period a task's written history holds, seen or without its gap ('' for none). */
function lastWritten(history: TaskState | undefined): string {
  const seen = history?.seen.at(-1)?.p ?? '';
  const without = history?.without.at(-1) ?? '';
  return seen > without ? seen : without;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** A term as its title shows it, for a body without history: only for its heading (the key, not the term, finds it). */
function termOfTitle(title: string): string {
  return /“(.*)”$/su.exec(title)?.[1] ?? title;
}
