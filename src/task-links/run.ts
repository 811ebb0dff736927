// Mode `task-links`: on a pull request, the open task issues it may fix, in one sticky comment. GitHub only: the
// token reads the pull request's files and the action's own task issues, and comments; no service request at all.
import { GitHubError } from '../github/errors.ts';
import { resolveIdentity } from '../github/identity.ts';
import { PageCapReached } from '../github/pages.ts';
import type { IdentifiedPlace } from '../github/place.ts';
import { listChangedFiles, MAX_PATCH_BYTES, MAX_PULL_FILES } from '../github/pull-files.ts';
import type { ChangedFiles } from '../github/pull-files.ts';
import { getPullRequest } from '../github/pulls.ts';
import type { RunContext } from '../runtime/context.ts';
import type { Outputs } from '../runtime/outputs.ts';
import { writeStepSummary } from '../runtime/summary.ts';
import type { TaskLinksRunSettings } from '../settings/types.ts';
import { findOpenTasks, TASK_ISSUES_READ } from '../tasks/lookup.ts';
import { namedFiles } from '../tasks/named-files.ts';
import { groupThousands } from '../util/format.ts';
import { commentBody, summaryText } from './comment.ts';
import type { Delivery, LinksReport } from './comment.ts';
import { matchTasks } from './match.ts';
import type { OpenTask } from './match.ts';
import { closingReferences, eventPullRequest } from './pull-request.ts';
import { findLinksComment, writeLinksComment } from './sticky.ts';

export async function runTaskLinks(context: RunContext<TaskLinksRunSettings>): Promise<Outputs> {
  const { settings, log, runner } = context;
  const pull = eventPullRequest(runner.eventName, runner.event);
  if (!pull) {
    log.warning(
      `Mode "task-links" runs on a pull request (the pull_request or pull_request_target event); this run's event is ${runner.eventName ?? 'unknown'}: nothing to do.`,
    );
    return {};
  }
  const { octokit } = await context.github();
  const repository = settings.taskLinks.repository;
  const place: IdentifiedPlace = { octokit, repository, identity: await resolveIdentity(octokit, repository) };

  const [facts, changes, open] = await Promise.all([
    getPullRequest(octokit, repository, pull.number),
    listChangedFiles(octokit, repository, pull.number),
    findOpenTasks(place, settings.taskLinks.labels),
  ]);
  const tasks: OpenTask[] = open.tasks.map((task) => ({
    number: task.number,
    title: task.title,
    ...(task.history && { term: task.history.term }),
    files: namedFiles(task.body),
  }));
  const report: LinksReport = {
    matches: matchTasks(tasks, changes.files, closingReferences(facts.body, repository)),
    notes: notesOn(changes, open.cut),
  };
  log.info(
    `Pull request #${pull.number} changes ${groupThousands(changes.files.length)} file(s); ${groupThousands(tasks.length)} open task(s) read, ${groupThousands(report.matches.length)} it may fix${report.matches.length > 0 ? `: ${report.matches.map((m) => `#${m.task.number}`).join(', ')}` : ''}.`,
  );

  const delivery = await deliver(context, place, pull, report);
  await writeStepSummary(context, summaryText(report, pull.number, delivery));
  return {};
}

/** The comment kept, or why it was not: a fork's pull request whose token may not comment gets the summary only. */
async function deliver(
  context: RunContext<TaskLinksRunSettings>,
  place: IdentifiedPlace,
  pull: { number: number; fromFork: boolean },
  report: LinksReport,
): Promise<Delivery> {
  const { log } = context;
  let existing;
  try {
    existing = await findLinksComment(place, pull.number);
  } catch (error) {
    if (!(error instanceof PageCapReached)) throw error;
    const why = `the action ${error.message} on it, and its own comment was not among them (a new one could be a second).`;
    log.warning(`Not commented on pull request #${pull.number}: ${why}`);
    return { to: 'summary-only', why };
  }
  // Nothing to say, and nothing said before: no comment. A comment said before is brought up to date (below).
  if (report.matches.length === 0 && !existing) return { to: 'nowhere' };
  try {
    const written = await writeLinksComment(place, pull.number, existing, commentBody(report));
    log.info(`The task links comment on #${pull.number} (${written.action}): ${written.url}`);
    return { to: 'comment', ...written };
  } catch (error) {
    if (!(pull.fromFork && error instanceof GitHubError && error.status === 403)) throw error;
    const why =
      'the pull request comes from a fork, and the token the workflow gets for it may not comment (403). The list is here only.';
    log.notice(`Task links for pull request #${pull.number} are in the step summary only: ${why}`);
    return { to: 'summary-only', why };
  }
}

function notesOn(changes: ChangedFiles, tasksCut: boolean): string[] {
  const notes: string[] = [];
  if (changes.filesCut)
    notes.push(
      `Only the first ${groupThousands(MAX_PULL_FILES)} changed files were read: a task may match one of the others.`,
    );
  if (changes.linesUnread > 0)
    notes.push(
      `The added lines of ${groupThousands(changes.linesUnread)} file(s) were not read (past ${MAX_PATCH_BYTES / 1024 / 1024} MiB of changes, or too large for GitHub to show): only their names were matched.`,
    );
  if (tasksCut)
    notes.push(
      `Only the first ${groupThousands(TASK_ISSUES_READ)} issues with the task labels were read: more tasks may match.`,
    );
  return notes;
}
