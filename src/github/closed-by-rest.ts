// What closed an issue, by REST where GraphQL cannot say (closed-by.ts): the issue for its state, the timeline's
// last `closed` event for the commit that closed it, and the merged pull request of that commit.
import type { RepositoryRef } from '../settings/types.ts';
import { reasonOf } from './closure.ts';
import type { CloseReason, ClosingPullRequest, IssueClosure } from './closure.ts';
import { explainGitHubError, GitHubError, statusOf } from './errors.ts';
import type { GitHubAttempt } from './errors.ts';
import type { Octokit } from './octokit.ts';
import { PER_PAGE } from './pages.ts';

interface TimelineEvent {
  event?: string;
  commit_id?: string | null;
  actor?: { login: string } | null;
}

/** The page number of `rel="last"` in a Link header; undefined when there is one page only. */
function lastPage(link: string | undefined): number | undefined {
  const match = /<([^>]+)>;\s*rel="last"/.exec(link ?? '');
  const page = match?.[1] ? new URL(match[1]).searchParams.get('page') : null;
  return page ? Number(page) : undefined;
}

/** The last `closed` event: read from the last page back, since the timeline lists the oldest first. */
async function lastClose(octokit: Octokit, repository: RepositoryRef, issueNumber: number) {
  const query = { ...repository, issue_number: issueNumber, per_page: PER_PAGE };
  const first = await octokit.rest.issues.listEventsForTimeline(query);
  for (let page = lastPage(first.headers.link) ?? 1; page >= 1; page -= 1) {
    const events = (page === 1 ? first : await octokit.rest.issues.listEventsForTimeline({ ...query, page }))
      .data as TimelineEvent[];
    const close = events.filter((event) => event.event === 'closed').at(-1);
    if (close) return close;
  }
  return undefined;
}

/**
 * The merged pull request that brought `sha` in: the one whose merge commit it is, else the first merged. Refused
 * (no `pull-requests: read`): `hidden`; the commit gone (422): none; neither is a failure.
 */
async function mergedPullOf(
  octokit: Octokit,
  repository: RepositoryRef,
  sha: string,
  attempt: GitHubAttempt,
): Promise<ClosingPullRequest | 'hidden' | undefined> {
  try {
    const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({ ...repository, commit_sha: sha });
    const pull = data.find((p) => p.merged_at && p.merge_commit_sha === sha) ?? data.find((p) => p.merged_at);
    if (!pull?.merged_at) return undefined;
    return {
      number: pull.number,
      url: pull.html_url,
      mergedAt: pull.merged_at,
      ...(pull.merge_commit_sha ? { mergeCommitSha: pull.merge_commit_sha } : {}),
    };
  } catch (error) {
    const status = statusOf(error);
    if (status === 403 || status === 404) return 'hidden';
    if (status === 422) return undefined;
    throw explainGitHubError(error, { ...attempt, action: `${attempt.action} (the pull request of ${sha})` });
  }
}

export async function closureFromRest(
  octokit: Octokit,
  repository: RepositoryRef,
  issueNumber: number,
  attempt: GitHubAttempt,
): Promise<IssueClosure> {
  try {
    const { data: issue } = await octokit.rest.issues.get({ ...repository, issue_number: issueNumber });
    const stateReason: CloseReason | null = reasonOf(issue.state_reason);
    if (issue.state !== 'closed') return { closedAt: null, stateReason, closedBy: null };
    const close = await lastClose(octokit, repository, issueNumber);
    const pull = close?.commit_id ? await mergedPullOf(octokit, repository, close.commit_id, attempt) : undefined;
    return {
      closedAt: issue.closed_at,
      stateReason,
      closedBy: issue.closed_by?.login ?? close?.actor?.login ?? null,
      ...(pull === 'hidden' ? { pullRequestHidden: true } : pull ? { pullRequest: pull } : {}),
    };
  } catch (error) {
    if (error instanceof GitHubError) throw error;
    throw explainGitHubError(error, attempt);
  }
}
