// Writes the report to GitHub idempotently: one sticky comment per project on an issue or pull
// request, one report issue per project and period; earlier report issues closed in its favour.
import { createIssueComment, updateIssueComment } from '../../github/comments.ts';
import { closeIssue, createIssue, updateIssue } from '../../github/issues.ts';
import type { Log } from '../../util/log.ts';
import { findStickyComment, reportIssues } from '../history/read-back.ts';
import type { PublishedPlace, ReportIssue } from '../history/read-back.ts';
import type { Period } from '../types.ts';

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
  const existing = await findStickyComment(place, issueNumber, target.projectId);
  if (existing && existing.body === body) {
    log.info(`The report comment on #${issueNumber} is already up to date: ${existing.url}`);
    return { url: existing.url, action: 'unchanged' };
  }
  if (existing) {
    const updated = await updateIssueComment(octokit, repository, existing.id, body);
    log.info(`Updated the report comment on #${issueNumber}: ${updated.url}`);
    return { url: updated.url, action: 'updated' };
  }
  const created = await createIssueComment(octokit, repository, issueNumber, body);
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
  const open: ReportIssue[] = [];
  for await (const issue of reportIssues(place, report.projectId, report.labels, 'open')) open.push(issue);
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
