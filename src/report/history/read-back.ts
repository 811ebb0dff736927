// The comparison period for free: earlier published reports carry their data (data-block.ts).
import type { Octokit } from '../../github/octokit.ts';
import type { RepositoryRef } from '../../settings/types.ts';
import type { Log } from '../../util/log.ts';
import { findStickyComment } from '../publish/comment.ts';
import type { TokenIdentity } from '../publish/identity.ts';
import { reportIssues } from '../publish/issue.ts';
import { decodeDataBlocks } from './data-block.ts';
import type { EmbeddedReport } from './data-block.ts';
import { completeness, servesAsComparison } from './match.ts';
import type { ComparisonNeed } from './match.ts';

export interface ReadBackPlace {
  octokit: Octokit;
  repository: RepositoryRef;
  identity: TokenIdentity;
  /** Labels of the report issues. */
  issueLabels: string[];
  /** Where the sticky comment lives, when comments are published. */
  commentIssue?: number;
}

export interface ReadBack {
  report: EmbeddedReport;
  /** The issue or comment it was read from. */
  url: string;
}

const FULL = 7;

/**
 * Looks through the project's report issues (newest first, stopping at a complete match) and its
 * sticky comment for the data of exactly the needed period and filters. Costs GitHub requests only.
 */
export async function readBackComparison(place: ReadBackPlace, need: ComparisonNeed, log: Log): Promise<ReadBack | undefined> {
  const { octokit, repository, identity } = place;
  let best: (ReadBack & { score: number }) | undefined;
  const consider = (body: string, url: string) => {
    for (const report of decodeDataBlocks(body)) {
      if (!servesAsComparison(report, need)) continue;
      const score = completeness(report);
      if (!best || score > best.score) best = { report, url, score };
    }
  };

  for await (const issue of reportIssues({ octokit, repository, identity, projectId: need.projectId, labels: place.issueLabels }, 'all')) {
    if (issue.period && (issue.period.dateFrom !== need.period.dateFrom || issue.period.dateTo !== need.period.dateTo)) continue;
    consider(issue.body, issue.url);
    if (best && best.score >= FULL) break;
  }
  if ((!best || best.score < FULL) && place.commentIssue !== undefined) {
    const comment = await findStickyComment({ octokit, repository, issueNumber: place.commentIssue, identity, projectId: need.projectId });
    if (comment) consider(comment.body, comment.url);
  }
  if (best) log.info(`Comparison ${need.period.dateFrom} to ${need.period.dateTo} (exclusive) read back from ${best.url}: no analytics requests spent on it.`);
  else log.info(`No earlier report holds ${need.period.dateFrom} to ${need.period.dateTo} (exclusive) with the same filters: the comparison comes from the service.`);
  return best && { report: best.report, url: best.url };
}
