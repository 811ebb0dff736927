// Writes the report to GitHub idempotently: one sticky comment per project on an issue or pull
// request, one report issue per project and period; earlier report issues closed in its favour.
import { createIssueComment, updateIssueComment } from '../../github/comments.ts';
import { GitHubError } from '../../github/errors.ts';
import { closeIssue, createIssue, updateIssue } from '../../github/issues.ts';
import { PageCapReached } from '../../github/pages.ts';
import type { Log } from '../../util/log.ts';
import type { Period } from '../period.ts';
import { findStickyComment, rememberStickyComment, reportIssues } from '../published-body/read-back.ts';
import type { PublishedPlace, ReportIssue } from '../published-body/read-back.ts';

export type PublishAction = 'created' | 'updated' | 'unchanged';

/** Creates the sticky comment, or updates it in place (not at all when its body is already this one). */
export async function publishStickyComment(
  place: PublishedPlace,
  target: { issueNumber: number; projectId: string },
  body: string,
  log: Log,
): Promise<{ url: string; action: PublishAction }> {
  const { octokit, repository } = place;
  const { issueNumber } = target;
  const existing = await notBeyondCap(
    () => findStickyComment(place, issueNumber, target.projectId),
    'no new report comment was made, as it could be a second one. Publish to another issue or pull request with ' +
      '`comment-on`, or delete comments on this one.',
  );
  if (existing && existing.body === body) {
    log.info(`The report comment on #${issueNumber} is already up to date: ${existing.url}`);
    return { url: existing.url, action: 'unchanged' };
  }
  if (existing) {
    const updated = await updateIssueComment(octokit, repository, existing.id, body);
    rememberStickyComment(place, issueNumber, target.projectId, { ...existing, ...updated, body });
    log.info(`Updated the report comment on #${issueNumber}: ${updated.url}`);
    return { url: updated.url, action: 'updated' };
  }
  const created = await createIssueComment(octokit, repository, issueNumber, body);
  rememberStickyComment(place, issueNumber, target.projectId, created);
  log.info(`Commented the report on #${issueNumber}: ${created.url}`);
  return { url: created.url, action: 'created' };
}

export interface IssueReport {
  projectId: string;
  /** The report issues' labels: the list is filtered by them (all of them). */
  labels: string[];
  period: Pick<Period, 'dateFrom' | 'dateTo'>;
  title: string;
  body: string;
  closePrevious: boolean;
}

export interface PublishedIssue {
  url: string;
  number: number;
  action: PublishAction;
  /** Earlier report issues closed in favour of this one. */
  closed: number[];
}

const samePeriod = (a: ReportIssue['period'], b: IssueReport['period']) =>
  a.dateFrom === b.dateFrom && a.dateTo === b.dateTo;

/**
 * One open report issue per project and period: updated when it exists, else created. With
 * `closePrevious`, open report issues of earlier periods are closed (completed) with a link to it.
 */
export async function publishReportIssue(
  place: PublishedPlace,
  report: IssueReport,
  log: Log,
): Promise<PublishedIssue> {
  const { octokit, repository } = place;
  const open = await notBeyondCap(async () => {
    const found: ReportIssue[] = [];
    for await (const issue of reportIssues(place, report.projectId, report.labels, 'open')) found.push(issue);
    return found;
  }, 'no new report issue was opened, as it could be a second one. Give `issue-labels` to list report issues only.');
  const existing = open
    .filter((issue) => samePeriod(issue.period, report.period))
    .sort((a, b) => a.number - b.number)[0];

  let published: Omit<PublishedIssue, 'closed'>;
  if (existing && existing.title === report.title && existing.body === report.body) {
    log.info(`The report issue #${existing.number} is already up to date: ${existing.url}`);
    published = { url: existing.url, number: existing.number, action: 'unchanged' };
  } else if (existing) {
    const updated = await updateIssue(octokit, repository, existing.number, { title: report.title, body: report.body });
    log.info(`Updated the report issue #${updated.number}: ${updated.url}`);
    published = { url: updated.url, number: updated.number, action: 'updated' };
  } else {
    const created = await createIssue(octokit, repository, {
      title: report.title,
      body: report.body,
      labels: report.labels,
    });
    log.info(`Opened the report issue #${created.number}: ${created.url}`);
    published = { url: created.url, number: created.number, action: 'created' };
  }

  const closed: number[] = [];
  if (report.closePrevious) {
    const earlier = open.filter(
      (issue) => issue.number !== published.number && issue.period.dateFrom < report.period.dateFrom,
    );
    for (const issue of earlier) {
      await createIssueComment(
        octokit,
        repository,
        issue.number,
        `Superseded by #${published.number}: ${published.url}`,
      );
      await closeIssue(octokit, repository, issue.number);
      log.info(`Closed the earlier report issue #${issue.number}.`);
      closed.push(issue.number);
    }
  }
  return { ...published, closed };
}

/**
 * Looks for the report's own comment or issue; a list cut at its page cap may hold it further on, so instead of
 * creating one that could be a second, the publication fails and says why (`instead`).
 */
async function notBeyondCap<T>(look: () => Promise<T>, instead: string): Promise<T> {
  try {
    return await look();
  } catch (error) {
    if (!(error instanceof PageCapReached)) throw error;
    throw new GitHubError(`The action ${error.message}, and its own report was not among them: ${instead}`);
  }
}
