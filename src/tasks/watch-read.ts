// The GitHub reads of the watches: for a task closed lately as done and not yet watched, what closed it (a person, or
// a merged pull request: closed-by.ts), which starts its watch.
import { closerOf } from '../github/closed-by.ts';
import { isOwnLogin } from '../github/identity.ts';
import type { IdentifiedPlace } from '../github/place.ts';
import type { OwnTask } from './task-step.ts';
import type { TaskPeriod } from './types.ts';
import { watchCandidate, watchOf } from './watch.ts';

/**
 * The closed tasks this run watches, among those changed lately (the lookup's `closedLately`): those whose history
 * holds a watch not over, and those newly closed as done, whose closure (one request each) starts their watch.
 */
export async function readWatches(
  place: IdentifiedPlace,
  closedLately: readonly OwnTask[],
  input: { period: TaskPeriod; closeAfter: number },
): Promise<OwnTask[]> {
  const { period, closeAfter } = input;
  const tasks: OwnTask[] = [];
  for (const task of closedLately) {
    const candidate = watchCandidate(task, period, closeAfter);
    if (candidate === 'watched' && task.history?.closed) tasks.push({ ...task, watch: task.history.closed });
    if (candidate !== 'ask') continue;
    const closure = await closerOf(place.octokit, place.repository, task.number);
    const watch = watchOf(closure, isOwnLogin(place.identity, closure.closedBy), period);
    if (watch) tasks.push({ ...task, watch });
  }
  return tasks;
}
