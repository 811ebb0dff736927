import type { Actor, IdSequence } from './actors.ts';
import type { RepoState } from './repository.ts';

export interface LabelRecord {
  id: number;
  name: string;
  color: string;
  description: string | null;
}

export interface PullInfo {
  headRef: string;
  baseRef: string;
  draft: boolean;
  /** Set once merged (the pull request is closed then too). */
  mergedAt?: string;
  mergeCommitSha?: string;
}

/** An issue, or the issue half of a pull request (same number space, same comments). */
export interface IssueRecord {
  id: number;
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  stateReason: string | null;
  /** Label names, as stored in the repository's label set. */
  labels: string[];
  /** Who it is assigned to (people set them; the action never does). */
  assignees: Actor[];
  user: Actor;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  /** Who closed it last (GitHub's `closed_by`); null while open. */
  closedBy: Actor | null;
  commentCount: number;
  pull?: PullInfo;
}

export interface CommentRecord {
  id: number;
  issueNumber: number;
  body: string;
  user: Actor;
  createdAt: string;
  updatedAt: string;
}

export interface NewIssue {
  title: string;
  body?: string | null;
  labels?: string[];
  pull?: PullInfo;
}

export function openIssue(repo: RepoState, fields: NewIssue, user: Actor, now: string, ids: IdSequence): IssueRecord {
  const issue: IssueRecord = {
    id: ids.take(),
    number: repo.nextNumber(),
    title: fields.title,
    body: fields.body ?? null,
    state: 'open',
    stateReason: null,
    labels: (fields.labels ?? []).map((name) => repo.labelFor(name, ids).name),
    assignees: [],
    user,
    createdAt: now,
    updatedAt: now,
    closedAt: null,
    closedBy: null,
    commentCount: 0,
    ...(fields.pull ? { pull: fields.pull } : {}),
  };
  repo.issues.set(issue.number, issue);
  return issue;
}

export function setIssueState(
  issue: IssueRecord,
  state: 'open' | 'closed',
  reason: string | undefined,
  now: string,
  by: Actor | null = null,
): void {
  if (state === issue.state) {
    if (reason !== undefined && state === 'closed') issue.stateReason = reason;
    return;
  }
  issue.state = state;
  issue.closedAt = state === 'closed' ? now : null;
  issue.closedBy = state === 'closed' ? by : null;
  issue.stateReason = state === 'closed' ? (reason ?? 'completed') : 'reopened';
}

export function addIssueComment(
  repo: RepoState,
  issue: IssueRecord,
  body: string,
  user: Actor,
  now: string,
  ids: IdSequence,
): CommentRecord {
  const comment: CommentRecord = {
    id: ids.take(),
    issueNumber: issue.number,
    body,
    user,
    createdAt: now,
    updatedAt: now,
  };
  repo.comments.set(comment.id, comment);
  issue.commentCount += 1;
  issue.updatedAt = now;
  return comment;
}

/** Comments of one issue, oldest first. */
export function commentsOf(repo: RepoState, issueNumber: number): CommentRecord[] {
  return [...repo.comments.values()].filter((c) => c.issueNumber === issueNumber).sort((a, b) => a.id - b.id);
}
