// The action's own published reports on GitHub: the sticky comment and the report issues, found by
// the token's identity and the marker; and the comparison period read back from them for free.
import { listIssueComments } from '../../github/comments.ts';
import type { IssueComment } from '../../github/comments.ts';
import { isOwnAuthor } from '../../github/identity.ts';
import { listIssues } from '../../github/issues.ts';
import { PageCapReached } from '../../github/pages.ts';
import type { IdentifiedPlace } from '../../github/place.ts';
import type { Log } from '../../util/log.ts';
import type { Period } from '../period.ts';
import { markerFor, readPublishedBody } from './report-body.ts';
import type { DataFilters, EmbeddedReport } from './report-body.ts';

/** Where the action publishes, and who it is there. */
export interface PublishedPlace extends IdentifiedPlace {
  /**
   * The sticky comments found so far in this run, by issue and project: the comparison, the trends and
   * the publication look for the same comment, and a page-capped look costs the cap once, not thrice.
   */
  stickyComments?: Map<string, Promise<IssueComment | undefined>>;
}

/**
 * The report comment of `projectId` on the issue or pull request: the oldest comment of the token's
 * own identity that starts with the project's marker line. Comments are read oldest first until it is found, at most
 * COMMENT_PAGE_CAP pages (a PageCapReached past them); a comment of anyone else is never taken, whatever its text.
 */
export function findStickyComment(
  place: PublishedPlace,
  issueNumber: number,
  projectId: string,
): Promise<IssueComment | undefined> {
  const key = stickyKey(issueNumber, projectId);
  const found = place.stickyComments?.get(key) ?? lookForStickyComment(place, issueNumber, projectId);
  place.stickyComments?.set(key, found);
  return found;
}

const stickyKey = (issueNumber: number, projectId: string) => `${issueNumber} ${projectId}`;

/** After the sticky comment was written: a later look in the same run finds it as it is now. */
export function rememberStickyComment(
  place: PublishedPlace,
  issueNumber: number,
  projectId: string,
  comment: IssueComment,
): void {
  place.stickyComments?.set(stickyKey(issueNumber, projectId), Promise.resolve(comment));
}

async function lookForStickyComment(
  place: PublishedPlace,
  issueNumber: number,
  projectId: string,
): Promise<IssueComment | undefined> {
  const { octokit, repository, identity } = place;
  for await (const comment of listIssueComments(octokit, repository, issueNumber)) {
    if (isOwnAuthor(identity, comment.author) && markerFor(comment.body, projectId)) return comment;
  }
  return undefined;
}

export interface ReportIssue {
  number: number;
  title: string;
  body: string;
  state: string;
  url: string;
  /** From the marker. */
  period: { dateFrom: string; dateTo: string };
}

/**
 * Report issues of the project, newest first: issues of the token's own identity whose body starts
 * with the project's marker line. Listed by label, or by creator when there are no labels.
 */
export async function* reportIssues(
  place: PublishedPlace,
  projectId: string,
  labels: string[],
  state: 'open' | 'all',
): AsyncGenerator<ReportIssue> {
  const { octokit, repository, identity } = place;
  const creator = labels.length === 0 && identity.kind === 'user' ? identity.login : undefined;
  for await (const issue of listIssues(octokit, repository, { state, labels, creator })) {
    if (!isOwnAuthor(identity, issue.author)) continue;
    const marker = markerFor(issue.body, projectId);
    if (!marker) continue;
    yield {
      number: issue.number,
      title: issue.title,
      body: issue.body,
      state: issue.state,
      url: issue.url,
      period: marker.period,
    };
  }
}

export interface ComparisonNeed {
  projectId: string;
  /** The preceding period the comparison must cover exactly. */
  period: Pick<Period, 'dateFrom' | 'dateTo'>;
  filters: DataFilters;
}

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((x) => right.has(x));
};

/** The same feedback filters (the order of statuses does not matter). */
export const sameFilters = (a: DataFilters, b: DataFilters) =>
  (a.feedbackSource || undefined) === (b.feedbackSource || undefined) && sameSet(a.feedbackStatus, b.feedbackStatus);

/** An earlier report serves as the comparison only for the same project, the very same days and the same feedback filters. */
export function servesAsComparison(candidate: EmbeddedReport, need: ComparisonNeed): boolean {
  return (
    candidate.projectId === need.projectId &&
    candidate.data.period.dateFrom === need.period.dateFrom &&
    candidate.data.period.dateTo === need.period.dateTo &&
    sameFilters(candidate.filters, need.filters)
  );
}

/** How much of its period a candidate holds, for choosing among several that match. */
export function completeness(candidate: EmbeddedReport): number {
  const { data } = candidate;
  return (data.visitorsComplete ? 4 : 0) + (data.feedbackFetched ? 2 : 0) + (data.feedbackCut ? 0 : 1);
}

export interface ReadBackPlace extends PublishedPlace {
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
export async function readBackComparison(
  place: ReadBackPlace,
  need: ComparisonNeed,
  log: Log,
): Promise<ReadBack | undefined> {
  let best: (ReadBack & { score: number }) | undefined;
  const consider = (body: string, url: string) => {
    const report = readPublishedBody(body)?.data;
    if (!report || !servesAsComparison(report, need)) return;
    const score = completeness(report);
    if (!best || score > best.score) best = { report, url, score };
  };

  await readUpToCap(log, 'comparison', async () => {
    for await (const issue of reportIssues(place, need.projectId, place.issueLabels, 'all')) {
      if (issue.period.dateFrom !== need.period.dateFrom || issue.period.dateTo !== need.period.dateTo) continue;
      consider(issue.body, issue.url);
      if (best && best.score >= FULL) break;
    }
  });
  const commentIssue = place.commentIssue;
  if ((!best || best.score < FULL) && commentIssue !== undefined) {
    await readUpToCap(log, 'comparison', async () => {
      const comment = await findStickyComment(place, commentIssue, need.projectId);
      if (comment) consider(comment.body, comment.url);
    });
  }
  if (best)
    log.info(
      `Comparison ${need.period.dateFrom} to ${need.period.dateTo} (exclusive) read back from ${best.url}: no analytics requests spent on it.`,
    );
  else
    log.info(
      `No earlier report holds ${need.period.dateFrom} to ${need.period.dateTo} (exclusive) with the same filters: the comparison comes from the service.`,
    );
  return best && { report: best.report, url: best.url };
}

/**
 * A read-back that reached a list's page cap keeps what it found before (the comparison's rest is the service's to
 * give; the trends start from what was found). `what` names the read-back in the log.
 */
export async function readUpToCap(log: Log, what: string, read: () => Promise<void>): Promise<void> {
  try {
    await read();
  } catch (error) {
    if (!(error instanceof PageCapReached)) throw error;
    log.info(`The ${what} read-back ${error.message}, and looks no further there.`);
  }
}
