// The task lifecycle against GitHub, in two halves the report mode calls around its publication: `prepareTasks`
// reads (the action's own task issues, who closed the closed ones whose gap is back, what closed a task closed lately
// as done, which starts its watch, and the docs files) and decides;
// `applyTasks` writes, within the plan's budget. A refusal names what the token needs; a rate limit is said as one
// and puts the rest off to the next run; the report is published all the same.
import { createIssueComment } from '../github/comments.ts';
import { GitHubError, GitHubRateLimitError, statusOf } from '../github/errors.ts';
import { isOwnAuthor } from '../github/identity.ts';
import { closeIssue, createIssue, issueClosedBy, reopenIssue, updateIssue } from '../github/issues.ts';
import type { IdentifiedPlace } from '../github/place.ts';
import { rateLimitOf } from '../github/rate-limit.ts';
import { fullNameOf } from '../github/repository.ts';
import type { RepositoryRef, TaskSettings } from '../settings/types.ts';
import type { Clock } from '../util/clock.ts';
import { ActionError, describeFailure } from '../util/errors.ts';
import type { Log } from '../util/log.ts';
import { closingComment, reopeningComment, taskBody } from './body.ts';
import type { SourceLinks } from './body.ts';
import { readDocs } from './docs-files.ts';
import type { DocsIndex } from './docs-files.ts';
import { docsQueryOf } from './docs-query.ts';
import { findOwnTasks } from './lookup.ts';
import type { LookupCut } from './lookup.ts';
import { planTasks, rankGaps, TASK_WRITES_PER_RUN } from './plan.ts';
import type { TaskPlan, TaskStep } from './plan.ts';
import { putOffLines, waitingLines } from './put-off.ts';
import type { TaskState } from './state.ts';
import { taskChange } from './task-change.ts';
import { taskTitle } from './text.ts';
import type { TaskDone, TaskOutcome, TaskPeriod } from './types.ts';
import { readWatches } from './watch-read.ts';
import { applyWatch } from './watch-write.ts';

/** Task issues could not be read or written; the message names the permission or setting that is missing. */
export class TaskError extends ActionError {
  readonly kind = 'github';
  readonly status?: number;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'TaskError';
    this.status = status;
  }
}

/**
 * GitHub's rate limit stopped the tasks (GitHub said to wait, longer than the action waits): not a missing
 * permission, and not a failure of the step; what was not done is planned again by the next run.
 */
export class TaskRateLimited extends ActionError {
  readonly kind = 'github';
  readonly secondary: boolean;
  constructor(message: string, secondary: boolean) {
    super(message);
    this.name = 'TaskRateLimited';
    this.secondary = secondary;
  }
}

/** What the writes need beside the plan: the run's settings, where its files are shown, its log and its clock. */
export interface ApplyOptions {
  settings: TaskSettings;
  links: SourceLinks;
  log: Log;
  /** The run's clock: a task opened now says it was opened on the run's day. */
  clock: Pick<Clock, 'now'>;
}

export interface PreparedTasks {
  plan: TaskPlan;
  period: TaskPeriod;
  docs: DocsIndex;
  cut?: LookupCut;
  /** Tasks closed lately whose close could not be read ("#12: why"): not watched this run, asked again next run. */
  watchesUnread?: string[];
}

/** Reads what the decision needs and makes it; nothing is written. */
export async function prepareTasks(
  place: IdentifiedPlace,
  input: { projectId: string; period: TaskPeriod; settings: TaskSettings },
): Promise<PreparedTasks> {
  const { settings, period } = input;
  const gapKeys = new Set(rankGaps(input.projectId, period.gaps).map((r) => r.key));
  const lookup = await failingWithPermission(place.repository, () => findOwnTasks(place, settings.labels, gapKeys));
  // Tasks closed as done are watched: those closed lately, by their history or by what closed them.
  const watches = await failingWithPermission(place.repository, () =>
    readWatches(place, lookup.closedLately, { period, closeAfter: settings.closeAfter }),
  );
  const watched = new Map(watches.tasks.map((t) => [t.number, t]));
  const found = new Set(lookup.tasks.map((t) => t.number));
  const tasks = [
    ...lookup.tasks.map((t) => watched.get(t.number) ?? t),
    ...watches.tasks.filter((t) => !found.has(t.number)),
  ];
  // Who closed a closed task matters only when its gap is back and no open task has it: only those are read.
  const openKeys = new Set(tasks.filter((t) => t.state === 'open').map((t) => t.key));
  for (const task of tasks) {
    if (task.state !== 'closed' || task.watch || openKeys.has(task.key) || !gapKeys.has(task.key)) continue;
    const by = await failingWithPermission(place.repository, () =>
      issueClosedBy(place.octokit, place.repository, task.number),
    );
    task.closedByAction = isOwnAuthor(place.identity, by);
  }
  const plan = planTasks({
    ...input,
    tasks,
    maxNew: settings.maxNew,
    closeAfter: settings.closeAfter,
    writeBudget: TASK_WRITES_PER_RUN,
    unresolved: lookup.unresolved,
  });
  const docs = await readDocs(settings.workspace, settings.docsPaths, docsQueryOf(plan));
  const unread = watches.unread.length > 0 ? { watchesUnread: watches.unread } : {};
  return { plan, period, docs, ...(lookup.cut ? { cut: lookup.cut } : {}), ...unread };
}

/** Nothing done yet: what the plan carries to the next run counted already. */
export function noOutcome(prepared: PreparedTasks): TaskOutcome {
  const { plan } = prepared;
  return {
    opened: 0,
    updated: 0,
    closed: 0,
    carried: plan.carried.length,
    waiting: plan.waiting,
    leftClosed: plan.leftClosed,
    done: [],
    fixes: [],
  };
}

/**
 * Writes the plan: opens, updates, reopens and closes, each task once, in the plan's order; `outcome` counts what was
 * done, if it fails. A rate limit GitHub will not lift soon ends the writes there: the rest is carried to the next
 * run, said in the log, and it is no failure.
 */
export async function applyTasks(
  place: IdentifiedPlace,
  prepared: PreparedTasks,
  options: ApplyOptions,
  outcome: TaskOutcome = noOutcome(prepared),
): Promise<TaskOutcome> {
  const { plan } = prepared;
  const { log } = options;
  for (const [done, step] of plan.steps.entries()) {
    try {
      await failingWithPermission(place.repository, () => applyStep(place, step, prepared, options, outcome));
    } catch (error) {
      if (!(error instanceof TaskRateLimited)) throw error;
      const rest = plan.steps.length - done;
      outcome.carried += rest;
      log.warning(
        `${error.message} Task writes stopped there: ${rest} step(s) of this run are carried to the next run, which plans them again.`,
      );
      break;
    }
  }
  const later = [...putOffLines(plan, prepared.cut), ...waitingLines(plan, options.settings.maxNew)];
  for (const line of later) log.info(line);
  return outcome;
}

async function applyStep(
  place: IdentifiedPlace,
  step: TaskStep,
  prepared: PreparedTasks,
  options: ApplyOptions,
  outcome: TaskOutcome,
): Promise<void> {
  const { octokit, repository } = place;
  const { period, docs } = prepared;
  const { settings, links, log } = options;
  const common = { period, closeAfter: settings.closeAfter, docs, links };
  if (step.do === 'open') {
    const { gap } = step;
    const title = taskTitle(gap.kind, gap.term);
    const body = taskBody({
      ...common,
      key: step.key,
      kind: gap.kind,
      term: gap.term,
      gap,
      state: { ...step.state, title },
      openedOn: new Date(options.clock.now()).toISOString().slice(0, 10),
    });
    const created = await createIssue(octokit, repository, { title, body, labels: settings.labels });
    log.info(`Opened task #${created.number}: ${created.url}`);
    outcome.opened += 1;
    outcome.done.push({
      did: 'opened',
      number: created.number,
      url: created.url,
      kind: gap.kind,
      term: gap.term,
      score: gap.score,
    });
    return;
  }
  if (step.do === 'watch') {
    const { period, docs } = prepared;
    outcome.fixes.push(await applyWatch(place, step, { period, docs, ...options }));
    return;
  }
  const { task } = step;
  const kind = step.do === 'reopen' ? step.gap.kind : step.kind;
  const term = step.do === 'reopen' ? step.gap.term : step.term;
  const gap = step.do === 'close' ? undefined : step.gap;
  const body = (state: TaskState) =>
    taskBody({ ...common, key: task.key, kind, term, gap, state, openedOn: task.openedOn, current: task.body });
  const change = taskChange(step, kind, term, body);
  const done = (did: TaskDone['did']) =>
    outcome.done.push({ did, number: task.number, url: task.url, kind, term, ...(gap && { score: gap.score }) });
  switch (step.do) {
    case 'update': {
      if (!change) return;
      await updateIssue(octokit, repository, task.number, change);
      log.info(`Brought task #${task.number} up to date.`);
      outcome.updated += 1;
      done('updated');
      return;
    }
    case 'reopen': {
      await createIssueComment(octokit, repository, task.number, reopeningComment(step.gap, period));
      await reopenIssue(octokit, repository, task.number, change ?? {});
      log.info(`Reopened task #${task.number}: its gap is back.`);
      outcome.updated += 1;
      done('reopened');
      return;
    }
    case 'close': {
      await createIssueComment(octokit, repository, task.number, closingComment(kind, settings.closeAfter, period));
      // Closed with its last history in the same write: a close costs two writes, as the plan counts it.
      await closeIssue(octokit, repository, task.number, change);
      log.info(`Closed task #${task.number}: its gap has been gone for ${settings.closeAfter} period(s).`);
      outcome.closed += 1;
      done('closed');
      return;
    }
  }
}

/** A refusal names what tasks need; a rate limit is said as one, and what it stopped is carried to the next run. */
async function failingWithPermission<T>(repository: RepositoryRef, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const limit = error instanceof GitHubRateLimitError ? error.limit : rateLimitOf(error);
    if (limit) throw new TaskRateLimited(describeFailure(error), limit.secondary);
    const where = fullNameOf(repository);
    const status = error instanceof GitHubError ? error.status : statusOf(error);
    if (status === 403 || status === 410)
      throw new TaskError(
        `Tasks (\`tasks: issues\`) were not kept in ${where}: they need issues turned on in the repository and \`issues: write\` in the workflow's \`permissions:\`. ${describeFailure(error)}`,
        status,
      );
    throw error;
  }
}
