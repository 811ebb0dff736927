import type { Octokit } from '../../github/octokit.ts';
import type { RepositoryRef } from '../../settings/types.ts';
import type { Log } from '../../util/log.ts';
import { markerFor } from '../history/marker.ts';
import type { Period } from '../types.ts';
import type { PublishAction } from './comment.ts';
import { isOwnAuthor } from './identity.ts';
import type { TokenIdentity } from './identity.ts';

export interface IssuePlace {
  octokit: Octokit;
  repository: RepositoryRef;
  identity: TokenIdentity;
  projectId: string;
  /** The report issues' labels: the list is filtered by them (all of them). */
  labels: string[];
}

export interface ReportIssue {
  number: number;
  title: string;
  body: string;
  state: string;
  url: string;
  /** From the marker; undefined for a marker without one. */
  period?: { dateFrom: string; dateTo: string };
}

/**
 * Report issues of the project, newest first: issues (not pull requests) of the token's own identity
 * carrying the project's marker. Listed by label, or by creator when there are no labels.
 */
export async function* reportIssues(place: IssuePlace, state: 'open' | 'all'): AsyncGenerator<ReportIssue> {
  const { octokit, repository, identity, projectId, labels } = place;
  const filter = labels.length > 0 ? { labels: labels.join(',') } : identity.kind === 'user' ? { creator: identity.login } : {};
  const pages = octokit.paginate.iterator(octokit.rest.issues.listForRepo, { ...repository, state, sort: 'created', direction: 'desc', per_page: 100, ...filter });
  for await (const page of pages) {
    for (const issue of page.data) {
      if (issue.pull_request || !isOwnAuthor(identity, issue.user)) continue;
      const marker = markerFor(issue.body, projectId);
      if (!marker) continue;
      yield { number: issue.number, title: issue.title, body: issue.body ?? '', state: issue.state, url: issue.html_url, period: marker.period };
    }
  }
}

export interface IssueReport {
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

const samePeriod = (a: ReportIssue['period'], b: IssueReport['period']) => a?.dateFrom === b.dateFrom && a.dateTo === b.dateTo;

/**
 * One open report issue per project and period: updated when it exists, else created. With
 * `closePrevious`, open report issues of earlier periods are closed (completed) with a link to it.
 */
export async function publishReportIssue(place: IssuePlace, report: IssueReport, log: Log): Promise<PublishedIssue> {
  const { octokit, repository, labels } = place;
  const open: ReportIssue[] = [];
  for await (const issue of reportIssues(place, 'open')) open.push(issue);
  const existing = open.filter((issue) => samePeriod(issue.period, report.period)).sort((a, b) => a.number - b.number)[0];

  let published: Omit<PublishedIssue, 'closed'>;
  if (existing && existing.title === report.title && existing.body === report.body) {
    log.info(`The report issue #${existing.number} is already up to date: ${existing.url}`);
    published = { url: existing.url, number: existing.number, action: 'unchanged' };
  } else if (existing) {
    const { data } = await octokit.rest.issues.update({ ...repository, issue_number: existing.number, title: report.title, body: report.body });
    log.info(`Updated the report issue #${data.number}: ${data.html_url}`);
    published = { url: data.html_url, number: data.number, action: 'updated' };
  } else {
    const { data } = await octokit.rest.issues.create({ ...repository, title: report.title, body: report.body, labels });
    log.info(`Opened the report issue #${data.number}: ${data.html_url}`);
    published = { url: data.html_url, number: data.number, action: 'created' };
  }

  const closed: number[] = [];
  if (report.closePrevious) {
    const earlier = open.filter((issue) => issue.number !== published.number && (!issue.period || issue.period.dateFrom < report.period.dateFrom));
    for (const issue of earlier) {
      await octokit.rest.issues.createComment({ ...repository, issue_number: issue.number, body: `Superseded by #${published.number}: ${published.url}` });
      await octokit.rest.issues.update({ ...repository, issue_number: issue.number, state: 'closed', state_reason: 'completed' });
      log.info(`Closed the earlier report issue #${issue.number}.`);
      closed.push(issue.number);
    }
  }
  return { ...published, closed };
}
