import type { IssueRecord } from '../model/issues.ts';
import type { RepoState } from '../model/repository.ts';
import { issueJson } from './issues.ts';
import { repoJson } from './repos.ts';
import { repoApi, repoWeb } from './urls.ts';
import type { Urls } from './urls.ts';
import { userJson } from './users.ts';

function branchEnd(urls: Urls, repo: RepoState, ref: string): Record<string, unknown> {
  return {
    label: `${repo.owner.login}:${ref}`,
    ref,
    sha: repo.branches.get(ref) ?? null,
    user: userJson(urls, repo.owner),
    repo: repoJson(urls, repo),
  };
}

/** A pull request; `issue.pull` must be set. */
export function pullJson(urls: Urls, repo: RepoState, issue: IssueRecord): Record<string, unknown> {
  const pull = issue.pull;
  if (!pull) throw new Error(`github-fake: #${issue.number} is not a pull request`);
  const api = repoApi(urls, repo.fullName);
  const web = repoWeb(urls, repo.fullName);
  const asIssue = issueJson(urls, repo, issue);
  return {
    url: `${api}/pulls/${issue.number}`,
    id: issue.id,
    node_id: asIssue.node_id,
    html_url: `${web}/pull/${issue.number}`,
    diff_url: `${web}/pull/${issue.number}.diff`,
    patch_url: `${web}/pull/${issue.number}.patch`,
    issue_url: `${api}/issues/${issue.number}`,
    comments_url: `${api}/issues/${issue.number}/comments`,
    number: issue.number,
    state: issue.state,
    locked: false,
    title: issue.title,
    body: issue.body,
    user: asIssue.user,
    labels: asIssue.labels,
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    closed_at: issue.closedAt,
    merged_at: pull.mergedAt ?? null,
    merge_commit_sha: pull.mergeCommitSha ?? null,
    draft: pull.draft,
    head: branchEnd(urls, repo, pull.headRef),
    base: branchEnd(urls, repo, pull.baseRef),
    author_association: asIssue.author_association,
    merged: pull.mergedAt !== undefined,
    mergeable: null,
    comments: issue.commentCount,
  };
}
