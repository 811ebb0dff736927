// What this run does to each task, decided without a request: the pure half of the lifecycle.
import { taskKey } from './key.ts';
import { TERM_KEPT, TREND_LIMIT } from './state.ts';
import type { TaskState } from './state.ts';
import type { Gap, GapKind, TaskPeriod, WaitingGap } from './types.ts';

/** A task issue the action opened, found by its key among the issues with `task-labels`. */
export interface OwnTask {
  number: number;
  url: string;
  state: 'open' | 'closed';
  key: string;
  title: string;
  body: string;
  /** Its hidden history, when the body still holds one that reads. */
  history?: TaskState;
  /** For a closed task whose gap is back: whether the action closed it (GitHub's `closed_by`). */
  closedByAction?: boolean;
}

export type TaskStep =
  | { do: 'open'; key: string; gap: Gap; state: TaskState }
  | { do: 'update'; task: OwnTask; kind: GapKind; term: string; gap?: Gap; state: TaskState }
  | { do: 'reopen'; task: OwnTask; gap: Gap; state: TaskState }
  | { do: 'close'; task: OwnTask; kind: GapKind; term: string; state: TaskState };

export interface TaskPlan {
  steps: TaskStep[];
  waiting: WaitingGap[];
  /** Gaps whose task someone else closed: no new task. */
  leftClosed: number;
}

/** Gaps of one key once (the most counted), most counted first, then by term. */
export function rankGaps(projectId: string, gaps: readonly Gap[]): { key: string; gap: Gap }[] {
  const byKey = new Map<string, Gap>();
  const sorted = [...gaps].sort((a, b) => b.count - a.count || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  for (const gap of sorted) {
    const key = taskKey(projectId, gap.kind, gap.term);
    if (!byKey.has(key)) byKey.set(key, gap);
  }
  return [...byKey].map(([key, gap]) => ({ key, gap }));
}

/** The history after this period: its number kept once per period, or the period counted once as without it. */
export function nextHistory(
  history: TaskState | undefined,
  kind: GapKind,
  gap: Gap | undefined,
  period: TaskPeriod,
): TaskState {
  const state: TaskState = history
    ? { ...history, seen: [...history.seen], without: [...history.without] }
    : { v: 1, kind, term: '', opened: period.dateFrom, seen: [], without: [] };
  if (gap) {
    state.term = [...gap.term].slice(0, TERM_KEPT).join('');
    state.seen = [...state.seen.filter((s) => s.p !== period.dateFrom), { p: period.dateFrom, n: gap.count }]
      .sort((a, b) => (a.p < b.p ? -1 : a.p > b.p ? 1 : 0))
      .slice(-TREND_LIMIT);
    state.without = state.without.filter((p) => p > period.dateFrom);
    return state;
  }
  if (!period.readInFull[kind]) return state;
  // A rerun of a period first seen with the gap now reads it without: that period no longer counts as seen.
  state.seen = state.seen.filter((s) => s.p !== period.dateFrom);
  const lastSeen = state.seen.at(-1)?.p ?? '';
  if (period.dateFrom > lastSeen && !state.without.includes(period.dateFrom))
    state.without = [...state.without, period.dateFrom].sort();
  return state;
}

/** The first task of each key: an open one before a closed one, then the oldest. */
function tasksByKey(tasks: readonly OwnTask[]): Map<string, OwnTask> {
  const chosen = new Map<string, OwnTask>();
  const order = [...tasks].sort((a, b) => (a.state === b.state ? a.number - b.number : a.state === 'open' ? -1 : 1));
  for (const task of order) if (!chosen.has(task.key)) chosen.set(task.key, task);
  return chosen;
}

/**
 * Every task's step this period: open tasks follow their gap (updated, or closed after `closeAfter` periods read in
 * full without it); a task the action closed reopens when its gap is back, one someone else closed stays closed;
 * gaps without a task open one each, the most counted first, at most `maxNew` (the rest wait).
 */
export function planTasks(input: {
  projectId: string;
  period: TaskPeriod;
  tasks: readonly OwnTask[];
  maxNew: number;
  closeAfter: number;
}): TaskPlan {
  const { period, closeAfter } = input;
  const ranked = rankGaps(input.projectId, period.gaps);
  const gapOf = new Map(ranked.map((r) => [r.key, r.gap]));
  const tasks = tasksByKey(input.tasks);
  const steps: TaskStep[] = [];
  const waiting: WaitingGap[] = [];
  let leftClosed = 0;

  for (const task of tasks.values()) {
    const gap = gapOf.get(task.key);
    const kind = gap?.kind ?? task.history?.kind;
    if (!kind) continue; // a closed-by-hand body without history and no gap: nothing to say about it
    if (task.state === 'closed') {
      if (!gap) continue;
      if (task.closedByAction)
        steps.push({ do: 'reopen', task, gap, state: nextHistory(task.history, kind, gap, period) });
      else leftClosed += 1;
      continue;
    }
    const term = gap?.term ?? (task.history?.term || termOfTitle(task.title));
    const state = nextHistory(task.history, kind, gap, period);
    if (!gap && state.without.length >= closeAfter) steps.push({ do: 'close', task, kind, term, state });
    else steps.push({ do: 'update', task, kind, term, gap, state });
  }

  let opened = 0;
  for (const { key, gap } of ranked) {
    if (tasks.has(key)) continue;
    if (opened < input.maxNew) {
      steps.push({ do: 'open', key, gap, state: nextHistory(undefined, gap.kind, gap, period) });
      opened += 1;
    } else waiting.push({ kind: gap.kind, term: gap.term, count: gap.count });
  }
  return { steps, waiting, leftClosed };
}

/** A term as its title shows it, for a body without history: only for its heading (the key, not the term, finds it). */
function termOfTitle(title: string): string {
  return /“(.*)”$/su.exec(title)?.[1] ?? title;
}
