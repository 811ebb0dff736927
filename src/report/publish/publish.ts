// Publishes the rendered report to every target the user named: the job summary, a sticky comment,
// a report issue. One failing target does not stop the others; a summary that cannot be written is no failure.
import type { GitHubPlace } from '../../github/place.ts';
import type { PublishTarget } from '../../settings/types.ts';
import { describeFailure } from '../../util/errors.ts';
import type { Log } from '../../util/log.ts';
import type { Period } from '../period.ts';
import type { RenderedReport } from '../render/publication.ts';
import { publishReportIssue, publishStickyComment } from './github.ts';

const numberIn = (value: unknown): number | undefined => {
  const n = (value as { number?: unknown } | undefined)?.number;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The issue or pull request a sticky comment goes to: `comment-on`, else the event's pull request or issue. */
export function commentTarget(commentOn: number | undefined, event: Record<string, unknown>): number | undefined {
  return commentOn ?? numberIn(event.pull_request) ?? numberIn(event.issue);
}

export interface PublishInputs {
  targets: PublishTarget[];
  rendered: RenderedReport;
  projectId: string;
  period: Period;
  /** Undefined without comment or issue targets. */
  github?: GitHubPlace;
  /** The issue or pull request for `comment`, if there is one. */
  commentIssue?: number;
  eventName?: string;
  issueLabels: string[];
  closePrevious: boolean;
  /** Whether the summary was written; never throws (runtime/summary.ts). */
  writeSummary(markdown: string): Promise<boolean>;
  log: Log;
}

export interface Published {
  commentUrl?: string;
  issueUrl?: string;
  /** One line per target that failed; the others were still published. */
  failures: string[];
}

/** Publishes to every target; one failing target does not stop the others. */
export async function publishReport(inputs: PublishInputs): Promise<Published> {
  const { targets, rendered, github, log } = inputs;
  const published: Published = { failures: [] };
  const attempt = async (target: string, publish: () => Promise<void>) => {
    try {
      await publish();
    } catch (error) {
      published.failures.push(`publish "${target}": ${describeFailure(error)}`);
    }
  };
  const placeOf = async (place: GitHubPlace) => ({
    octokit: place.octokit,
    repository: place.repository,
    identity: await place.identity(),
    stickyComments: place.stickyComments,
  });

  // Not an attempt: a summary that cannot be written is the writer's warning, never a failed target.
  if (targets.includes('summary') && (await inputs.writeSummary(rendered.summary)))
    log.info('Wrote the report to the job summary.');
  if (targets.includes('comment') && github) {
    const issueNumber = inputs.commentIssue;
    if (issueNumber === undefined) {
      log.warning(
        `publish "comment": there is no pull request or issue to comment on (the "${inputs.eventName ?? 'unknown'}" event has none); set "comment-on" to a number to comment anyway.`,
      );
    } else {
      await attempt('comment', async () => {
        const target = { issueNumber, projectId: inputs.projectId };
        published.commentUrl = (
          await publishStickyComment(await placeOf(github), target, rendered.githubBody, log)
        ).url;
      });
    }
  }
  if (targets.includes('issue') && github) {
    await attempt('issue', async () => {
      const report = {
        projectId: inputs.projectId,
        labels: inputs.issueLabels,
        period: inputs.period,
        title: rendered.title,
        body: rendered.githubBody,
        closePrevious: inputs.closePrevious,
      };
      published.issueUrl = (await publishReportIssue(await placeOf(github), report, log)).url;
    });
  }
  return published;
}
