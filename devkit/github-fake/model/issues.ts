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

/** A close or reopen, as the issue's timeline lists it. */
export interface StateEventRecord {
  id: number;
  event: 'closed' | 'reopened';
  /** Who did it; null for a pull request closed by its own merge. */
  actor: Actor | null;
  createdAt: string;
  stateReason: string | null;
  /** The commit that closed it (a merge commit, or a pushed commit saying `Fixes #N`); null when closed by hand. */
  commitId: string | null;
  /** The pull request whose merge closed it: GraphQL's `ClosedEvent.closer`. */
  closerPull?: number;
}

/** What closed an issue other than a person's click: a commit, and the pull request that merged it. */
export interface CloseCause {
  commitId: string;
  pull?: number;
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
  /** Closes and reopens, oldest first. */
  events: StateEventRecord[];
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
    events: [],
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
  cause?: CloseCause,
): void {
  if (state === issue.state) {
    if (reason !== undefined && state === 'closed') issue.stateReason = reason;
    return;
  }
  issue.state = state;
  issue.closedAt = state === 'closed' ? now : null;
  issue.closedBy = state === 'closed' ? by : null;
  issue.stateReason = state === 'closed' ? (reason ?? 'completed') : 'reopened';
  issue.events.push({
    // Unique within the fake and stable for the same steps, without a sequence of its own.
    id: issue.id * 1000 + issue.events.length + 1,
    event: state === 'closed' ? 'closed' : 'reopened',
    actor: by,
    createdAt: now,
    stateReason: issue.stateReason,
    commitId: state === 'closed' ? (cause?.commitId ?? null) : null,
    ...(state === 'closed' && cause?.pull !== undefined ? { closerPull: cause.pull } : {}),
  });
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
