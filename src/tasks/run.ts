// The task lifecycle against GitHub, in two halves the report mode calls around its publication: `prepareTasks`
// reads (the action's own task issues, who closed the closed ones whose gap is back, the docs files) and decides;
// `applyTasks` writes. A failure of either names what the token needs; the report is published all the same.
import { createIssueComment } from '../github/comments.ts';
import { GitHubError, statusOf } from '../github/errors.ts';
import { isOwnAuthor } from '../github/identity.ts';
import type { TokenIdentity } from '../github/identity.ts';
import { closeIssue, createIssue, issueClosedBy, listIssues, reopenIssue, updateIssue } from '../github/issues.ts';
import type { Octokit } from '../github/octokit.ts';
import { PageCapReached } from '../github/pages.ts';
import { fullNameOf } from '../github/repository.ts';
import type { RepositoryRef, TaskSettings } from '../settings/types.ts';
import { ActionError, describeFailure } from '../util/errors.ts';
import type { Log } from '../util/log.ts';
import { closingComment, reopeningComment, taskBody } from './body.ts';
import type { SourceLinks } from './body.ts';
import { readDocs } from './docs-files.ts';
import type { DocsIndex } from './docs-files.ts';
import { docsQueryOf } from './docs-query.ts';
import { planTasks, rankGaps } from './plan.ts';
import type { OwnTask, TaskPlan, TaskStep } from './plan.ts';
import { keyOf, stateOf } from './state.ts';
import { taskTitle } from './text.ts';
import type { TaskOutcome, TaskPeriod } from './types.ts';

/** Where the tasks live and who the token is there. */
export interface TaskPlace {
  octokit: Octokit;
  repository: RepositoryRef;
  identity: TokenIdentity;
}

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

export interface PreparedTasks {
  plan: TaskPlan;
  period: TaskPeriod;
  docs: DocsIndex;
}

/** The action's own task issues with every label of `labels`, open and closed: a person's issue is never one. */
export async function findOwnTasks(place: TaskPlace, labels: string[]): Promise<OwnTask[]> {
  const tasks: OwnTask[] = [];
  for await (const issue of listIssues(place.octokit, place.repository, { state: 'all', labels })) {
    if (!isOwnAuthor(place.identity, issue.author)) continue;
    const key = keyOf(issue.body);
    if (!key) continue;
    tasks.push({
      number: issue.number,
      url: issue.url,
      state: issue.state === 'closed' ? 'closed' : 'open',
      key,
      title: issue.title,
      body: issue.body,
      history: stateOf(issue.body),
    });
  }
  return tasks;
}

/** Reads what the decision needs and makes it; nothing is written. */
export async function prepareTasks(
  place: TaskPlace,
  input: { projectId: string; period: TaskPeriod; settings: TaskSettings },
): Promise<PreparedTasks> {
  const { settings, period } = input;
  const tasks = await failingWithPermission(place.repository, () => findOwnTasks(place, settings.labels));
  // Who closed a closed task matters only when its gap is back and no open task has it: only those are read.
  const gapKeys = new Set(rankGaps(input.projectId, period.gaps).map((r) => r.key));
  const openKeys = new Set(tasks.filter((t) => t.state === 'open').map((t) => t.key));
  for (const task of tasks) {
    if (task.state !== 'closed' || openKeys.has(task.key) || !gapKeys.has(task.key)) continue;
    const by = await failingWithPermission(place.repository, () =>
      issueClosedBy(place.octokit, place.repository, task.number),
    );
    task.closedByAction = isOwnAuthor(place.identity, by);
  }
  const plan = planTasks({ ...input, tasks, maxNew: settings.maxNew, closeAfter: settings.closeAfter });
  const docs = await readDocs(settings.workspace, settings.docsPaths, docsQueryOf(plan));
  return { plan, period, docs };
}

/** Nothing done yet. */
export function noOutcome(prepared: PreparedTasks): TaskOutcome {
  return { opened: 0, updated: 0, closed: 0, waiting: prepared.plan.waiting, leftClosed: prepared.plan.leftClosed };
}

/** Writes the plan: opens, updates, reopens and closes, each task once; `outcome` counts what was done, if it fails. */
export async function applyTasks(
  place: TaskPlace,
  prepared: PreparedTasks,
  options: { settings: TaskSettings; links: SourceLinks; log: Log },
  outcome: TaskOutcome = noOutcome(prepared),
): Promise<TaskOutcome> {
  const { plan } = prepared;
  for (const step of plan.steps) {
    await failingWithPermission(place.repository, () => applyStep(place, step, prepared, options, outcome));
  }
  if (plan.waiting.length > 0)
    options.log.info(
      `${plan.waiting.length} gap(s) wait for a task: \`max-new-tasks\` (${options.settings.maxNew}) were opened this run.`,
    );
  if (plan.leftClosed > 0)
    options.log.info(`${plan.leftClosed} gap(s) keep no task: someone closed their task, and it stays closed.`);
  return outcome;
}

async function applyStep(
  place: TaskPlace,
  step: TaskStep,
  prepared: PreparedTasks,
  options: { settings: TaskSettings; links: SourceLinks; log: Log },
  outcome: TaskOutcome,
): Promise<void> {
  const { octokit, repository } = place;
  const { period, docs } = prepared;
  const { settings, links, log } = options;
  const common = { period, closeAfter: settings.closeAfter, docs, links };
  switch (step.do) {
    case 'open': {
      const { gap } = step;
      const title = taskTitle(gap.kind, gap.term);
      const body = taskBody({ ...common, key: step.key, kind: gap.kind, term: gap.term, gap, state: step.state });
      const created = await createIssue(octokit, repository, { title, body, labels: settings.labels });
      log.info(`Opened task #${created.number}: ${created.url}`);
      outcome.opened += 1;
      return;
    }
    case 'update': {
      const { task } = step;
      const body = taskBody({
        ...common,
        key: task.key,
        kind: step.kind,
        term: step.term,
        gap: step.gap,
        state: step.state,
      });
      if (body === task.body) return;
      await updateIssue(octokit, repository, task.number, { title: task.title, body });
      log.info(`Brought task #${task.number} up to date.`);
      outcome.updated += 1;
      return;
    }
    case 'reopen': {
      const { task, gap } = step;
      const body = taskBody({ ...common, key: task.key, kind: gap.kind, term: gap.term, gap, state: step.state });
      await createIssueComment(octokit, repository, task.number, reopeningComment(gap, period));
      await reopenIssue(octokit, repository, task.number, { title: task.title, body });
      log.info(`Reopened task #${task.number}: its gap is back.`);
      outcome.updated += 1;
      return;
    }
    case 'close': {
      const { task } = step;
      const body = taskBody({ ...common, key: task.key, kind: step.kind, term: step.term, state: step.state });
      if (body !== task.body) await updateIssue(octokit, repository, task.number, { title: task.title, body });
      await createIssueComment(
        octokit,
        repository,
        task.number,
        closingComment(step.kind, settings.closeAfter, period),
      );
      await closeIssue(octokit, repository, task.number);
      log.info(`Closed task #${task.number}: its gap has been gone for ${settings.closeAfter} period(s).`);
      outcome.closed += 1;
      return;
    }
  }
}

/** A refusal names what tasks need; a list past its page cap opens nothing (a task there could be made twice). */
async function failingWithPermission<T>(repository: RepositoryRef, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const where = fullNameOf(repository);
    if (error instanceof PageCapReached)
      throw new TaskError(
        `Tasks were not kept: the action ${error.message}, and a task could be among the rest, so none was opened. Give \`task-labels\` that only task issues carry.`,
      );
    const status = error instanceof GitHubError ? error.status : statusOf(error);
    if (status === 403 || status === 410)
      throw new TaskError(
        `Tasks (\`tasks: issues\`) were not kept in ${where}: they need issues turned on in the repository and \`issues: write\` in the workflow's \`permissions:\`. ${describeFailure(error)}`,
        status,
      );
    throw error;
  }
}
