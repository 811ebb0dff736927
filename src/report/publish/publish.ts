import type { PublishTarget } from '../../settings/types.ts';
import type { Log } from '../../util/log.ts';
import type { RenderedReport } from '../render/publication.ts';
import type { Period } from '../types.ts';
import { publishStickyComment } from './comment.ts';
import type { GitHubPlace } from './github-place.ts';
import { statusOf } from '../../github/errors.ts';
import { publishReportIssue } from './issue.ts';

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
  writeSummary(markdown: string): Promise<void>;
  log: Log;
}

export interface Published {
  commentUrl?: string;
  issueUrl?: string;
  /** One line per target that failed; the others were still published. */
  failures: string[];
}

function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const status = statusOf(error);
  if (status === 403 || status === 404) {
    return `${message} (GitHub ${status}: give the token "issues: write" and "pull-requests: write", e.g. a workflow "permissions:" block)`;
  }
  return message;
}

/** Publishes to every target; one failing target does not stop the others. */
export async function publishReport(inputs: PublishInputs): Promise<Published> {
  const { targets, rendered, github, log } = inputs;
  const published: Published = { failures: [] };
  const attempt = async (target: string, publish: () => Promise<void>) => {
    try {
      await publish();
    } catch (error) {
      published.failures.push(`publish "${target}": ${reason(error)}`);
    }
  };

  if (targets.includes('summary')) {
    await attempt('summary', async () => {
      await inputs.writeSummary(rendered.summary);
      log.info('Wrote the report to the job summary.');
    });
  }
  if (targets.includes('comment') && github) {
    const issueNumber = inputs.commentIssue;
    if (issueNumber === undefined) {
      log.warning(
        `publish "comment": there is no pull request or issue to comment on (the "${inputs.eventName ?? 'unknown'}" event has none); set "comment-on" to a number to comment anyway.`,
      );
    } else {
      await attempt('comment', async () => {
        const place = { octokit: github.octokit, repository: github.repository, issueNumber, identity: await github.identity(), projectId: inputs.projectId };
        published.commentUrl = (await publishStickyComment(place, rendered.githubBody, log)).url;
      });
    }
  }
  if (targets.includes('issue') && github) {
    await attempt('issue', async () => {
      const place = { octokit: github.octokit, repository: github.repository, identity: await github.identity(), projectId: inputs.projectId, labels: inputs.issueLabels };
      const report = { period: inputs.period, title: rendered.title, body: rendered.githubBody, closePrevious: inputs.closePrevious };
      published.issueUrl = (await publishReportIssue(place, report, log)).url;
    });
  }
  return published;
}
