// Issues (never pull requests): list newest first, open, edit, close. Failures come out explained.
import type { RepositoryRef } from '../settings/types.ts';
import { explainGitHubError } from './errors.ts';
import type { Author } from './identity.ts';
import type { Octokit } from './octokit.ts';
import { cappedItems, ISSUE_PAGE_CAP, PageCapReached, PER_PAGE } from './pages.ts';
import { fullNameOf } from './repository.ts';

export interface Issue {
  number: number;
  title: string;
  body: string;
  state: string;
  url: string;
  /** When it was opened (ISO 8601, UTC). */
  createdAt: string;
  /** When it was last closed (ISO 8601, UTC), for a closed issue. */
  closedAt?: string;
  /** GitHub's `state_reason` (`completed`, `not_planned`, ...), when the server says one. */
  stateReason?: string;
  author?: Author;
}

export interface IssueFilter {
  state: 'open' | 'closed' | 'all';
  /** What "newest first" goes by: when opened (default), or when last changed (closed, edited, commented). */
  sort?: 'created' | 'updated';
  /** Issues carrying every one of these labels. */
  labels?: string[];
  /** Issues opened by this login. */
  creator?: string;
  /** Issues changed at or after this time (ISO 8601). */
  since?: string;
}

const attemptOf = (repo: RepositoryRef, action: string) => ({
  repository: fullNameOf(repo),
  action,
  permission: 'issues' as const,
});

type IssueData = {
  number: number;
  title: string;
  body?: string | null;
  state: string;
  html_url: string;
  created_at: string;
  closed_at?: string | null;
  state_reason?: string | null;
  user: Author | null;
  performed_via_github_app?: { slug?: string } | null;
};

function issueOf(data: IssueData): Issue {
  const app = data.performed_via_github_app?.slug;
  const author = data.user ? { login: data.user.login, type: data.user.type, ...(app ? { app } : {}) } : undefined;
  return {
    number: data.number,
    title: data.title,
    body: data.body ?? '',
    state: data.state,
    url: data.html_url,
    createdAt: data.created_at,
    ...(data.closed_at ? { closedAt: data.closed_at } : {}),
    ...(data.state_reason ? { stateReason: data.state_reason } : {}),
    author,
  };
}

/**
 * Issues of the repository, newest first, page by page (the caller may stop early: no further page is asked for);
 * pull requests are left out.
 * Anyone may open issues, so the list ends at ISSUE_PAGE_CAP pages: a PageCapReached when there are more.
 */
export async function* listIssues(octokit: Octokit, repo: RepositoryRef, filter: IssueFilter): AsyncGenerator<Issue> {
  const query = {
    ...repo,
    state: filter.state,
    sort: filter.sort ?? 'created',
    direction: 'desc' as const,
    per_page: PER_PAGE,
    ...(filter.labels && filter.labels.length > 0 ? { labels: filter.labels.join(',') } : {}),
    ...(filter.creator ? { creator: filter.creator } : {}),
    ...(filter.since ? { since: filter.since } : {}),
  };
  try {
    const pages = octokit.paginate.iterator(octokit.rest.issues.listForRepo, query);
    for await (const issue of cappedItems(pages, ISSUE_PAGE_CAP, `issues of ${fullNameOf(repo)}`))
      if (!issue.pull_request) yield issueOf(issue);
  } catch (error) {
    if (error instanceof PageCapReached) throw error;
    throw explainGitHubError(error, attemptOf(repo, 'list the issues'));
  }
}

export async function createIssue(
  octokit: Octokit,
  repo: RepositoryRef,
  issue: { title: string; body: string; labels: string[] },
): Promise<Issue> {
  try {
    const { data } = await octokit.rest.issues.create({ ...repo, ...issue });
    return issueOf(data);
  } catch (error) {
    throw explainGitHubError(error, attemptOf(repo, 'open an issue'));
  }
}

/** What an edit changes: only the fields given are sent, so a writer's change to another is never undone. */
export interface IssueChange {
  title?: string;
  body?: string;
}

export async function updateIssue(
  octokit: Octokit,
  repo: RepositoryRef,
  issueNumber: number,
  change: IssueChange,
): Promise<Issue> {
  try {
    const { data } = await octokit.rest.issues.update({ ...repo, issue_number: issueNumber, ...change });
    return issueOf(data);
  } catch (error) {
    throw explainGitHubError(error, attemptOf(repo, `edit issue #${issueNumber}`));
  }
}

/** Closes as completed, with its title and body changed in the same write when `change` is given. */
export async function closeIssue(
  octokit: Octokit,
  repo: RepositoryRef,
  issueNumber: number,
  change?: IssueChange,
): Promise<void> {
  try {
    await octokit.rest.issues.update({
      ...repo,
      issue_number: issueNumber,
      ...change,
      state: 'closed',
      state_reason: 'completed',
    });
  } catch (error) {
    throw explainGitHubError(error, attemptOf(repo, `close issue #${issueNumber}`));
  }
}

/** Who closed the issue (GitHub's `closed_by`, given only when one issue is read); undefined when open or unknown. */
export async function issueClosedBy(
  octokit: Octokit,
  repo: RepositoryRef,
  issueNumber: number,
): Promise<Author | undefined> {
  try {
    const { data } = await octokit.rest.issues.get({ ...repo, issue_number: issueNumber });
    const by = data.closed_by;
    return by ? { login: by.login, type: by.type } : undefined;
  } catch (error) {
    throw explainGitHubError(error, attemptOf(repo, `read issue #${issueNumber}`));
  }
}

export async function reopenIssue(
  octokit: Octokit,
  repo: RepositoryRef,
  issueNumber: number,
  change: IssueChange,
): Promise<Issue> {
  try {
    const { data } = await octokit.rest.issues.update({ ...repo, issue_number: issueNumber, ...change, state: 'open' });
    return issueOf(data);
  } catch (error) {
    throw explainGitHubError(error, attemptOf(repo, `reopen issue #${issueNumber}`));
  }
}
