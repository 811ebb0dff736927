import type { RepositoryRef } from '../settings/types.ts';
import { explainGitHubError, statusOf } from './errors.ts';
import type { Octokit } from './octokit.ts';
import { fullNameOf } from './repository.ts';

export interface PullRequestFacts {
  number: number;
  url: string;
  title: string;
  body: string;
  base: string;
  /** When it was merged; undefined while open, or closed without merging. */
  mergedAt?: string;
}

export interface PullRequestDraft {
  /** Branch in the same repository. */
  head: string;
  base: string;
  title: string;
  body: string;
}

const attemptOf = (repo: RepositoryRef, action: string) => ({
  repository: fullNameOf(repo),
  action,
  permission: 'pull-requests' as const,
});

/** The open pull request from `head` into `base` (the oldest, should there be several). */
export async function findOpenPullRequest(
  octokit: Octokit,
  repo: RepositoryRef,
  head: string,
  base: string,
): Promise<PullRequestFacts | undefined> {
  const open = await listPullRequests(octokit, repo, { head, base, state: 'open' });
  return open.at(-1);
}

/** What the action reads of a pull request, from a listed one or one read alone (they share these fields). */
function pullFacts(p: {
  number: number;
  html_url: string;
  title: string;
  body: string | null;
  base: { ref: string };
  merged_at: string | null;
}): PullRequestFacts {
  return {
    number: p.number,
    url: p.html_url,
    title: p.title,
    body: p.body ?? '',
    base: p.base.ref,
    ...(p.merged_at && { mergedAt: p.merged_at }),
  };
}

/** One pull request as it is now (its description may have changed since the event that started the run). */
export async function getPullRequest(octokit: Octokit, repo: RepositoryRef, number: number): Promise<PullRequestFacts> {
  try {
    const { data } = await octokit.rest.pulls.get({ owner: repo.owner, repo: repo.repo, pull_number: number });
    return pullFacts(data);
  } catch (error) {
    throw explainGitHubError(error, {
      ...attemptOf(repo, `read pull request #${number}`),
      notFound: `There is no pull request #${number} in ${fullNameOf(repo)} (404), or the token cannot see it.`,
    });
  }
}

/**
 * Pull requests from `head` (a branch of the same repository) into `base`, newest first: one page of 100, which holds
 * the open one and the recent merged ones.
 */
export async function listPullRequests(
  octokit: Octokit,
  repo: RepositoryRef,
  query: { head: string; base: string; state: 'open' | 'closed' | 'all' },
): Promise<PullRequestFacts[]> {
  try {
    const { data } = await octokit.rest.pulls.list({
      owner: repo.owner,
      repo: repo.repo,
      state: query.state,
      head: `${repo.owner}:${query.head}`,
      base: query.base,
      sort: 'created',
      direction: 'desc',
      per_page: 100,
    });
    return data.filter((p) => p.head.ref === query.head && p.base.ref === query.base).map(pullFacts);
  } catch (error) {
    throw explainGitHubError(error, attemptOf(repo, `list the pull requests from ${query.head}`));
  }
}

/**
 * Opens the pull request, or updates the one already open from `head` (title and body), so there is exactly one.
 * A pull request opened meanwhile by a racing run (422) is found and updated instead.
 */
export async function upsertPullRequest(
  octokit: Octokit,
  repo: RepositoryRef,
  draft: PullRequestDraft,
): Promise<PullRequestFacts & { created: boolean }> {
  const existing = await findOpenPullRequest(octokit, repo, draft.head, draft.base);
  if (existing) return { ...(await updatePullRequest(octokit, repo, existing, draft)), created: false };
  try {
    const { data } = await octokit.rest.pulls.create({ owner: repo.owner, repo: repo.repo, ...draft });
    return {
      number: data.number,
      url: data.html_url,
      title: data.title,
      body: data.body ?? '',
      base: data.base.ref,
      created: true,
    };
  } catch (error) {
    if (statusOf(error) === 422) {
      const raced = await findOpenPullRequest(octokit, repo, draft.head, draft.base);
      if (raced) return { ...(await updatePullRequest(octokit, repo, raced, draft)), created: false };
    }
    throw explainGitHubError(error, attemptOf(repo, `open a pull request from ${draft.head} into ${draft.base}`));
  }
}

async function updatePullRequest(
  octokit: Octokit,
  repo: RepositoryRef,
  pull: PullRequestFacts,
  draft: PullRequestDraft,
): Promise<PullRequestFacts> {
  if (pull.title === draft.title && pull.body === draft.body) return pull;
  try {
    await octokit.rest.pulls.update({
      owner: repo.owner,
      repo: repo.repo,
      pull_number: pull.number,
      title: draft.title,
      body: draft.body,
    });
    return { ...pull, title: draft.title, body: draft.body };
  } catch (error) {
    throw explainGitHubError(error, attemptOf(repo, `update pull request #${pull.number}`));
  }
}
