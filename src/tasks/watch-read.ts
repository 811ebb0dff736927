// The GitHub reads of the watches: for a task closed lately as done and not yet watched, what closed it (a person, or
// a merged pull request: closed-by.ts), which starts its watch.
import { closerOf } from '../github/closed-by.ts';
import { GitHubRateLimitError } from '../github/errors.ts';
import { isOwnLogin } from '../github/identity.ts';
import type { IdentifiedPlace } from '../github/place.ts';
import { rateLimitOf } from '../github/rate-limit.ts';
import { describeFailure } from '../util/errors.ts';
import type { OwnTask } from './task-step.ts';
import type { TaskPeriod } from './types.ts';
import { watchCandidate, watchOf } from './watch.ts';

/** The watches of this run, and the closed tasks whose close could not be read (tried again by the next run). */
export interface Watches {
  tasks: OwnTask[];
  /** "#12: <why>", one per task whose closure could not be read (never a rate limit: that stops the tasks). */
  unread: string[];
}

/**
 * The closed tasks this run watches, among those changed lately (the lookup's `closedLately`): those whose history
 * holds a watch not over, and those newly closed as done, whose closure (one request each) starts their watch. A
 * closure GitHub does not answer (a server without the timeline, a transient error) leaves that task unwatched this
 * run, said, rather than stopping every task; a rate limit is passed on.
 */
export async function readWatches(
  place: IdentifiedPlace,
  closedLately: readonly OwnTask[],
  input: { period: TaskPeriod; closeAfter: number },
): Promise<Watches> {
  const { period, closeAfter } = input;
  const tasks: OwnTask[] = [];
  const unread: string[] = [];
  for (const task of closedLately) {
    const candidate = watchCandidate(task, period, closeAfter);
    if (candidate === 'watched' && task.history?.closed) tasks.push({ ...task, watch: task.history.closed });
    if (candidate !== 'ask') continue;
    try {
      const closure = await closerOf(place.octokit, place.repository, task.number);
      const watch = watchOf(closure, isOwnLogin(place.identity, closure.closedBy), period);
      if (watch) tasks.push({ ...task, watch });
    } catch (error) {
      if (error instanceof GitHubRateLimitError || rateLimitOf(error)) throw error;
      unread.push(`#${task.number}: ${describeFailure(error)}`);
    }
  }
  return { tasks, unread };
}
