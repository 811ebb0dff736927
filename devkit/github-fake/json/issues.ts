import type { CommentRecord, IssueRecord, LabelRecord } from '../model/issues.ts';
import type { RepoState } from '../model/repository.ts';
import { nodeId, repoApi, repoWeb } from './urls.ts';
import type { Urls } from './urls.ts';
import { userJson } from './users.ts';

export function labelJson(urls: Urls, repo: RepoState, label: LabelRecord): Record<string, unknown> {
  return {
    id: label.id,
    node_id: nodeId('Label', label.id),
    url: `${repoApi(urls, repo.fullName)}/labels/${encodeURIComponent(label.name)}`,
    name: label.name,
    color: label.color,
    default: false,
    description: label.description,
  };
}

function issueLabels(urls: Urls, repo: RepoState, issue: IssueRecord): Record<string, unknown>[] {
  return issue.labels.flatMap((name) => {
    const label = repo.labels.get(name.toLowerCase());
    return label ? [labelJson(urls, repo, label)] : [];
  });
}

function authorAssociation(repo: RepoState, login: string): string {
  return login.toLowerCase() === repo.owner.login.toLowerCase() ? 'OWNER' : 'NONE';
}

export function issueJson(urls: Urls, repo: RepoState, issue: IssueRecord): Record<string, unknown> {
  const api = repoApi(urls, repo.fullName);
  const web = repoWeb(urls, repo.fullName);
  const kind = issue.pull ? 'pull' : 'issues';
  return {
    id: issue.id,
    node_id: nodeId(issue.pull ? 'PullRequest' : 'Issue', issue.id),
    number: issue.number,
    url: `${api}/issues/${issue.number}`,
    html_url: `${web}/${kind}/${issue.number}`,
    comments_url: `${api}/issues/${issue.number}/comments`,
    title: issue.title,
    body: issue.body,
    state: issue.state,
    state_reason: issue.stateReason,
    locked: false,
    labels: issueLabels(urls, repo, issue),
    assignee: issue.assignees[0] ? userJson(urls, issue.assignees[0]) : null,
    assignees: issue.assignees.map((actor) => userJson(urls, actor)),
    milestone: null,
    comments: issue.commentCount,
    user: userJson(urls, issue.user),
    author_association: authorAssociation(repo, issue.user.login),
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    closed_at: issue.closedAt,
    ...(issue.pull
      ? {
          pull_request: {
            url: `${api}/pulls/${issue.number}`,
            html_url: `${web}/pull/${issue.number}`,
            diff_url: `${web}/pull/${issue.number}.diff`,
            patch_url: `${web}/pull/${issue.number}.patch`,
            merged_at: issue.pull.mergedAt ?? null,
          },
        }
      : {}),
  };
}

export function commentJson(urls: Urls, repo: RepoState, comment: CommentRecord): Record<string, unknown> {
  const api = repoApi(urls, repo.fullName);
  const issue = repo.issues.get(comment.issueNumber);
  const kind = issue?.pull ? 'pull' : 'issues';
  return {
    id: comment.id,
    node_id: nodeId('IssueComment', comment.id),
    url: `${api}/issues/comments/${comment.id}`,
    html_url: `${repoWeb(urls, repo.fullName)}/${kind}/${comment.issueNumber}#issuecomment-${comment.id}`,
    issue_url: `${api}/issues/${comment.issueNumber}`,
    body: comment.body,
    user: userJson(urls, comment.user),
    author_association: authorAssociation(repo, comment.user.login),
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
  };
}
