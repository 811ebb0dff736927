import type { Actor } from './model/actors.ts';
import type { CommitObject } from './model/git-objects.ts';
import type { CommentRecord, IssueRecord } from './model/issues.ts';
import type { RepoState } from './model/repository.ts';

/** Plain copies of the fake's records for assertions; changing them changes nothing in the fake. */
export interface UserSnapshot {
  login: string;
  type: Actor['type'];
}

export interface CommitSnapshot {
  sha: string;
  message: string;
  /** Login of the token (or helper user) that made the commit. */
  author: string;
  date: string;
  parents: string[];
}

export interface IssueSnapshot {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  stateReason: string | null;
  labels: string[];
  /** Logins it is assigned to. */
  assignees: string[];
  user: UserSnapshot;
  comments: number;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  /** Login of who closed it; null while open. */
  closedBy: string | null;
}

export interface PullSnapshot extends IssueSnapshot {
  head: string;
  base: string;
  draft: boolean;
  /** Current sha of the head branch (undefined once the branch is deleted). */
  headSha: string | undefined;
  mergedAt: string | undefined;
}

export interface CommentSnapshot {
  id: number;
  issueNumber: number;
  body: string;
  user: UserSnapshot;
  createdAt: string;
  updatedAt: string;
}

const user = (actor: Actor): UserSnapshot => ({ login: actor.login, type: actor.type });

export function commitSnapshot(commit: CommitObject): CommitSnapshot {
  return {
    sha: commit.sha,
    message: commit.message,
    author: commit.author.name,
    date: commit.author.date,
    parents: [...commit.parents],
  };
}

export function issueSnapshot(issue: IssueRecord): IssueSnapshot {
  return {
    number: issue.number,
    title: issue.title,
    body: issue.body,
    state: issue.state,
    stateReason: issue.stateReason,
    labels: [...issue.labels],
    assignees: issue.assignees.map((actor) => actor.login),
    user: user(issue.user),
    comments: issue.commentCount,
    createdAt: issue.createdAt,
    updatedAt: issue.updatedAt,
    closedAt: issue.closedAt,
    closedBy: issue.closedBy?.login ?? null,
  };
}

export function pullSnapshot(repo: RepoState, issue: IssueRecord): PullSnapshot {
  const pull = issue.pull;
  if (!pull) throw new Error(`github-fake: #${issue.number} is not a pull request`);
  return {
    ...issueSnapshot(issue),
    head: pull.headRef,
    base: pull.baseRef,
    draft: pull.draft,
    headSha: repo.branches.get(pull.headRef),
    mergedAt: pull.mergedAt,
  };
}

export function commentSnapshot(comment: CommentRecord): CommentSnapshot {
  return {
    id: comment.id,
    issueNumber: comment.issueNumber,
    body: comment.body,
    user: user(comment.user),
    createdAt: comment.createdAt,
    updatedAt: comment.updatedAt,
  };
}
