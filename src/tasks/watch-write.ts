// The writes of a watched task (a task closed as done): the one comment when its gap stays, its body with the watch,
// and what the report and the outputs say of it.
import { createIssueComment } from '../github/comments.ts';
import { updateIssue } from '../github/issues.ts';
import type { IdentifiedPlace } from '../github/place.ts';
import type { RepositoryRef, TaskSettings } from '../settings/types.ts';
import type { Log } from '../util/log.ts';
import { stillAGapComment } from './body-watch.ts';
import { taskBody } from './body.ts';
import type { SourceLinks } from './body.ts';
import type { DocsIndex } from './docs-files.ts';
import type { TaskState } from './state.ts';
import { taskChange } from './task-change.ts';
import type { TaskStep } from './task-step.ts';
import type { FixWatch, TaskPeriod } from './types.ts';
import { periodUnit, verdictFigures, verdictWords } from './verdict-words.ts';

/** What the writes of a watch need: the period, the docs files read, the run's task settings, links and log. */
export interface WatchWriteContext {
  period: TaskPeriod;
  docs: DocsIndex;
  settings: TaskSettings;
  links: SourceLinks;
  log: Log;
}

/**
 * A watched task: the one comment when its gap stays (before the history that records it, so that a failed write
 * says it again rather than never), its body brought up to date, and its verdict for the report and the outputs (returned).
 */
export async function applyWatch(
  place: IdentifiedPlace,
  step: Extract<TaskStep, { do: 'watch' }>,
  context: WatchWriteContext,
): Promise<FixWatch> {
  const { octokit, repository } = place;
  const { period, docs, settings, links, log } = context;
  const { task, kind, term, gap, verdict } = step;
  const watch = step.state.closed ?? step.task.watch ?? { on: period.dateFrom };
  const pullUrl = watch.pr === undefined ? undefined : pullRequestUrl(links.serverUrl, repository, watch.pr);
  const view = { watch, verdict, unit: periodUnit(period.dateFrom, period.dateTo), ...(pullUrl && { pullUrl }) };
  if (step.comment) {
    await createIssueComment(octokit, repository, task.number, stillAGapComment(view, kind, gap, period));
    log.info(`Task #${task.number}, closed as done: its gap stays (${verdict.verdict}); said once on the task.`);
  }
  const common = { period, closeAfter: settings.closeAfter, docs, links, openedOn: task.openedOn, current: task.body };
  const body = (state: TaskState) => taskBody({ ...common, key: task.key, kind, term, gap, state, watch: view });
  const change = taskChange(step, kind, term, body);
  if (change) await updateIssue(octokit, repository, task.number, change);
  if (!step.comment) log.info(`Task #${task.number}, closed as done: ${verdictWords(verdict, view.unit)}.`);
  return {
    number: task.number,
    url: task.url,
    kind,
    term,
    closedOn: watch.day ?? watch.on,
    closer: watch.by === 'pr' ? 'pull-request' : (watch.by ?? 'person'),
    ...(pullUrl && watch.pr !== undefined ? { pullRequest: { number: watch.pr, url: pullUrl } } : {}),
    outcome: verdict.outcome,
    words: verdictWords(verdict, view.unit),
    figures: verdictFigures(verdict, view.unit),
    commented: step.comment,
  };
}

/** A pull request's page on the server the tasks live on. */
function pullRequestUrl(serverUrl: string, repository: RepositoryRef, number: number): string {
  return `${serverUrl.replace(/\/+$/, '')}/${encodeURIComponent(repository.owner)}/${encodeURIComponent(repository.repo)}/pull/${number}`;
}
