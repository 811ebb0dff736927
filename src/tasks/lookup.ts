// Finding the action's own task issues again, by their hidden key among the issues with `task-labels`, in a bounded
// number of list requests however many such issues the repository has.
import { isOwnAuthor } from '../github/identity.ts';
import { listIssues } from '../github/issues.ts';
import type { Issue, IssueFilter } from '../github/issues.ts';
import { ISSUE_PAGE_CAP, PageCapReached, PER_PAGE } from '../github/pages.ts';
import type { IdentifiedPlace } from '../github/place.ts';
import type { OwnTask } from './plan.ts';
import { keyOf, stateOf } from './state.ts';

/** Open and closed task issues are each read within this many issues. */
export const TASK_ISSUES_READ = ISSUE_PAGE_CAP * PER_PAGE;

/** What the lookup found: the action's own tasks, and the gaps it could not rule out a task for. */
export interface TaskLookup {
  tasks: OwnTask[];
  /** The most recently changed closed tasks (CLOSED_READ_FOR_WATCHES at most): the watches are among them. */
  closedLately: OwnTask[];
  /** Keys of gaps without a task found whose task may be among the issues not read. */
  unresolved: Set<string>;
  /** Where it stopped short: more open task issues than it reads, or closed ones it did not reach. */
  cut?: LookupCut;
}

export type LookupCut = 'open' | 'closed';

/**
 * Closed tasks of the action's own read for the watches of tasks closed as done: the most recently changed. A watched
 * task's body is written at every report (its period line names the period), and one newly closed was changed by its
 * close, so both are among the newest unless more task issues than this changed since the last report.
 */
export const CLOSED_READ_FOR_WATCHES = PER_PAGE;

/**
 * The action's own task issues this period needs, found by their key among the issues with every label of `labels`
 * (a person's issue is never one), in a bounded number of list requests however many such issues there are:
 * - every open one, up to ISSUE_PAGE_CAP pages: each is updated or closed. The action opens at most
 *   `max-new-tasks` a run and closes them as their gaps go, so these stay few;
 * - of the closed ones, which pile up (one per gap that went away), the CLOSED_READ_FOR_WATCHES most recently
 *   changed (`closedLately`, for the watches) and the tasks of `gapKeys` without an open task: the closed issues are
 *   read most recently changed first, page by page, until those are read and each of those gaps has found its task
 *   (no further page is asked for) or the list ends (the others have none: they may get a new one).
 * Past ISSUE_PAGE_CAP pages of either list, a gap not found may have its task further on: it gets none this run
 * ("unresolved"), so a task is never made twice, nor one a person closed brought back under a new number.
 */
export async function findOwnTasks(
  place: IdentifiedPlace,
  labels: string[],
  gapKeys: ReadonlySet<string>,
): Promise<TaskLookup> {
  const tasks: OwnTask[] = [];
  const closedLately: OwnTask[] = [];
  const openRead = await readOwnTasks(place, { state: 'open', labels }, (task) => {
    tasks.push(task);
    return true;
  });
  const openKeys = new Set(tasks.map((t) => t.key));
  const missing = new Set([...gapKeys].filter((key) => !openKeys.has(key)));
  if (!openRead) return { tasks, closedLately, unresolved: missing, cut: 'open' };
  const closedFilter: IssueFilter = { state: 'closed', sort: 'updated', labels };
  const closedRead = await readOwnTasks(place, closedFilter, (task) => {
    if (closedLately.length < CLOSED_READ_FOR_WATCHES) closedLately.push(task);
    if (!openKeys.has(task.key) && gapKeys.has(task.key)) {
      tasks.push(task);
      missing.delete(task.key);
    }
    return missing.size > 0 || closedLately.length < CLOSED_READ_FOR_WATCHES;
  });
  return closedRead
    ? { tasks, closedLately, unresolved: new Set() }
    : { tasks, closedLately, unresolved: missing, cut: 'closed' };
}

/**
 * Every open task issue of the action's own among the issues with every label of `labels` (a person's issue is never
 * one), up to ISSUE_PAGE_CAP pages; `cut` when there were more (a task not read may be further on).
 */
export async function findOpenTasks(
  place: IdentifiedPlace,
  labels: string[],
): Promise<{ tasks: OwnTask[]; cut: boolean }> {
  const tasks: OwnTask[] = [];
  const read = await readOwnTasks(place, { state: 'open', labels }, (task) => {
    tasks.push(task);
    return true;
  });
  return { tasks, cut: !read };
}

/**
 * Feeds `take` the action's own tasks of a list until it answers false; false when the list went on past its cap
 * (an issue not read may be a task), true when it ended or `take` had enough.
 */
async function readOwnTasks(
  place: IdentifiedPlace,
  filter: IssueFilter,
  take: (task: OwnTask) => boolean,
): Promise<boolean> {
  try {
    for await (const issue of listIssues(place.octokit, place.repository, filter)) {
      const task = ownTask(place, issue);
      if (task && !take(task)) return true;
    }
    return true;
  } catch (error) {
    if (error instanceof PageCapReached) return false;
    throw error;
  }
}

/** The issue as a task, when the token's own identity opened it and its body holds a key (wherever a writer put it). */
function ownTask(place: IdentifiedPlace, issue: Issue): OwnTask | undefined {
  if (!isOwnAuthor(place.identity, issue.author)) return undefined;
  const key = keyOf(issue.body);
  if (!key) return undefined;
  return {
    number: issue.number,
    url: issue.url,
    state: issue.state === 'closed' ? 'closed' : 'open',
    key,
    title: issue.title,
    body: issue.body,
    openedOn: issue.createdAt.slice(0, 10),
    ...(issue.closedAt ? { closedAt: issue.closedAt } : {}),
    ...(issue.stateReason ? { stateReason: issue.stateReason } : {}),
    history: stateOf(issue.body, key),
  };
}
