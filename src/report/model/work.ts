// What the report leads with: the task issues this run wrote, each linked, and the gaps still waiting for one with
// the highest scores, each with its trend where the trend lists it. A writer opens the report and sees the work first.
import type { GapKind, TaskDone } from '../../tasks/types.ts';
import type { TrendItem, TrendModel, WaitingTaskRow, WorkRow } from './types.ts';

/** Gaps waiting the opening section names (the rest in "Gaps waiting for a task"). */
export const WORK_WAITING_SHOWN = 5;

const ORDER: Record<WorkRow['did'], number> = { opened: 0, reopened: 1, closed: 2, updated: 3 };

/** A search term's standing in the trend (by its name, as the trend lists gaps). */
function standingOf(trends: TrendModel | undefined, kind: GapKind, term: string): TrendItem['status'] | undefined {
  if (kind !== 'search' || !trends) return undefined;
  return trends.gaps.rows.find((row) => row.name === term)?.status;
}

/** The rows of the opening section and the top of the waiting list, with their trend standing. */
export function workModel(
  done: readonly TaskDone[],
  waiting: readonly WaitingTaskRow[],
  what: (kind: GapKind) => string,
  trends: TrendModel | undefined,
): { workTasks: WorkRow[]; workWaiting: WaitingTaskRow[]; waitingTasks: WaitingTaskRow[] } {
  const workTasks = done
    .map((task): WorkRow => {
      const standing = standingOf(trends, task.kind, task.term);
      return { ...task, what: what(task.kind), ...(standing && { standing }) };
    })
    .sort((a, b) => ORDER[a.did] - ORDER[b.did] || (b.score ?? 0) - (a.score ?? 0) || a.number - b.number);
  const waitingTasks = waiting.map((row) => {
    const standing = standingOf(trends, row.kind, row.term);
    return standing ? { ...row, standing } : row;
  });
  return { workTasks, workWaiting: waitingTasks.slice(0, WORK_WAITING_SHOWN), waitingTasks };
}
