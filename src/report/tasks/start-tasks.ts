// The report mode drives the task lifecycle (src/tasks/) as export drives the rollout: the gaps of the model go in,
// the waiting ones come back for the report, and the writes happen before the report is built, which leads with
// them (each linked). A failure is kept for the end: the report is published and its outputs set first.
import { identified } from '../../github/place.ts';
import type { GitHubPlace, IdentifiedPlace } from '../../github/place.ts';
import type { RunContext } from '../../runtime/context.ts';
import type { ReportRunSettings } from '../../settings/types.ts';
import { unreadDocs } from '../../tasks/docs-files.ts';
import { putOffLines } from '../../tasks/put-off.ts';
import { applyTasks, noOutcome, prepareTasks, TaskRateLimited } from '../../tasks/run.ts';
import type { PreparedTasks } from '../../tasks/run.ts';
import { kindWords } from '../../tasks/text.ts';
import type { TaskOutcome } from '../../tasks/types.ts';
import { describeFailure } from '../../util/errors.ts';
import type { ReportNote, WaitingTaskRow } from '../model/types.ts';
import { taskPeriodOf } from './task-period.ts';
import type { GapSources } from './task-period.ts';

/** What the task writes came to: what was done (when anything was tried), and the failure to end the step with. */
export interface TasksWritten {
  outcome?: TaskOutcome;
  failure?: string;
}

export interface TaskDriver {
  /** Gaps left without a task this run, for the report's section. */
  waiting: WaitingTaskRow[];
  /**
   * For the report's notes: what this run's tasks put off to the next run (over the budget of writes, a rate limit,
   * a lookup cut short), and docs files not read (so the tasks' lists of files may miss some).
   */
  notes: ReportNote[];
  /** Writes the tasks: what was done (when anything was tried), and the failure to end the step with, if any. */
  finish(): Promise<TasksWritten>;
}

/**
 * Reads and decides before the report's model is built (it lists the gaps left waiting); never throws (a failure
 * comes back from `finish`).
 */
export async function startTasks(
  context: RunContext<ReportRunSettings>,
  github: GitHubPlace,
  sources: GapSources,
): Promise<TaskDriver> {
  const { settings, log, runner, clock } = context;
  const tasks = settings.report.tasks;
  if (!tasks) return { waiting: [], notes: [], finish: () => Promise.resolve({}) };
  let place: IdentifiedPlace | undefined;
  let prepared: PreparedTasks | undefined;
  let failure: string | undefined;
  const notes: ReportNote[] = [];
  try {
    place = await identified(github);
    const input = { projectId: settings.report.projectId, period: taskPeriodOf(sources), settings: tasks };
    const ready = place;
    prepared = await log.group('Tasks', () => prepareTasks(ready, input));
  } catch (error) {
    // GitHub said to wait: the tasks are kept by the next run, which is said, and the step does not fail for it.
    if (error instanceof TaskRateLimited) {
      log.warning(`Task issues were not kept this run: ${error.message} The next run keeps them.`);
      notes.push({ kind: 'tasks', text: rateLimitNote(error) });
    } else failure = describeFailure(error);
  }
  if (prepared) for (const text of putOffLines(prepared.plan, prepared.cut)) notes.push({ kind: 'tasks', text });
  // A task closed as done whose close GitHub did not say: not watched this run, which the log and the notes say.
  const unreadCloses = prepared?.watchesUnread ?? [];
  if (unreadCloses.length > 0) {
    log.warning(
      `Tasks: what closed ${unreadCloses.length} task(s) could not be read, so whether their fix worked is not watched this run (the next run asks again): ${unreadCloses.join('; ')}`,
    );
    notes.push({
      kind: 'tasks',
      text: `What closed ${unreadCloses.length} task issue(s) could not be read from GitHub this run (see the log): whether their fix worked is watched from the next run on.`,
    });
  }
  const waiting = (prepared?.plan.waiting ?? []).map((gap) => ({
    kind: gap.kind,
    what: kindWords(gap.kind),
    term: gap.term,
    count: gap.count,
    score: gap.score,
  }));
  // Docs files past the run's limits: the tasks' lists of files may be short, which the log and the report say.
  const unread = prepared && unreadDocs(prepared.docs);
  const said = unread && `${unread}, so a task's list of the files that mention its term may be incomplete`;
  if (said) log.warning(`Tasks: ${said}.`);
  if (said) notes.push({ kind: 'docs-unread', text: `Task issues: ${said}.` });
  return {
    waiting,
    notes,
    async finish() {
      if (!place || !prepared) return { failure };
      const links = { serverUrl: runner.serverUrl, repository: runner.repository, sha: runner.sha };
      const ready = { place, prepared };
      // What was done, even when a later write failed.
      const outcome = noOutcome(prepared);
      try {
        await log.group('Tasks', () =>
          applyTasks(ready.place, ready.prepared, { settings: tasks, links, log, clock }, outcome),
        );
        return { outcome };
      } catch (error) {
        return { outcome, failure: describeFailure(error) };
      }
    },
  };
}

/** The note for tasks a rate limit stopped before anything was decided: GitHub's own words stay in the log. */
function rateLimitNote(error: TaskRateLimited): string {
  const which = error.secondary ? 'secondary rate limit (too many requests in a short time)' : 'API rate limit';
  return `Task issues were not kept this run: GitHub's ${which} stopped the action while it read them (see the log). This is not a missing permission; the next run keeps them.`;
}
