import type { Server } from 'node:http';
import { watchRequests } from '../github-contract/watch.ts';
import { buildRouter } from './app.ts';
import { FaultBook } from './faults.ts';
import type { FaultSpec } from './faults.ts';
import type { Actor } from './model/actors.ts';
import { githubTime } from './model/clock.ts';
import type { FakeClock } from './model/clock.ts';
import { closingReferences } from './model/closing-references.ts';
import { addIssueComment, commentsOf, openIssue, setIssueState } from './model/issues.ts';
import type { IssueRecord } from './model/issues.ts';
import { signatureOf } from './model/repository.ts';
import type { RepoState } from './model/repository.ts';
import { FakeState } from './model/state.ts';
import type { RepoSpec } from './model/state.ts';
import type { FakeSwitches } from './model/switches.ts';
import type { TokenSpec } from './model/tokens.ts';
import type { RecordedRequest } from './request-log.ts';
import { listen } from './server.ts';
import { commentSnapshot, commitSnapshot, issueSnapshot, pullSnapshot } from './snapshots.ts';
import type { CommentSnapshot, CommitSnapshot, IssueSnapshot, PullSnapshot } from './snapshots.ts';

export type { FaultSpec, RaceFaultSpec, RequestFaultSpec, RequestMatcher } from './faults.ts';
export type { FakeClock } from './model/clock.ts';
export { followingClock, steppingClock } from './model/clock.ts';
export { gitBlobSha } from './model/git-objects.ts';
export type { RepoSpec } from './model/state.ts';
export type { FakeSwitches } from './model/switches.ts';
export type { TokenSpec } from './model/tokens.ts';
export type { RecordedRequest } from './request-log.ts';
export type { CommentSnapshot, CommitSnapshot, IssueSnapshot, PullSnapshot, UserSnapshot } from './snapshots.ts';

export interface GitHubFakeOptions {
  tokens?: TokenSpec[];
  repos?: RepoSpec[];
  /** Source of timestamps; default: a fixed start moving one second per request, so shas are stable. */
  clock?: FakeClock;
  /** Base of `html_url` fields (default `https://github.com`). */
  webUrl?: string;
  /** Mount the API under this path, as GitHub Enterprise Server does under `/api/v3` (default: the root). */
  pathPrefix?: string;
  /**
   * Check the requests octokit sends against GitHub's OpenAPI description after each test, which then fails
   * naming each undocumented call (default on; off only for tests of the fake itself).
   */
  checkContract?: boolean;
}

/** The set-up most tests share: a private `acme/deploy` holding `files`, writable with `ghp_deploy` (release-bot). */
export function deployRepository(
  files: Record<string, string>,
  options: Omit<GitHubFakeOptions, 'tokens' | 'repos'> = {},
): GitHubFakeOptions {
  return {
    ...options,
    tokens: [{ token: 'ghp_deploy', login: 'release-bot', repos: ['acme/deploy'] }],
    repos: [{ owner: 'acme', name: 'deploy', private: true, files }],
  };
}

export interface SeedIssue {
  title: string;
  body?: string;
  labels?: string[];
  login: string;
  type?: 'User' | 'Bot';
  state?: 'open' | 'closed';
}

export interface IssueEdit {
  title?: string;
  body?: string;
  /** Logins, in place of those it is assigned to. */
  assignees?: string[];
}

/** A running fake of the GitHub REST API; repository names are `owner/name`. */
export interface GitHubFake {
  /** Base URL to give octokit as `baseUrl` (and the action as GITHUB_API_URL), the path prefix included. */
  readonly url: string;
  /** Every request answered so far, oldest first. */
  readonly requests: RecordedRequest[];
  addRepo(spec: RepoSpec): void;
  addToken(spec: TokenSpec): void;
  /** Creates `branch` at the head of `from` (default: the default branch); returns its sha. */
  addBranch(repo: string, branch: string, from?: string): string;
  /** Commits file changes (null deletes) as `login` (default: the owner); returns the commit sha. */
  commitFiles(
    repo: string,
    branch: string,
    files: Record<string, string | null>,
    options?: { message?: string; login?: string },
  ): string;
  readFile(repo: string, branch: string, path: string): string | undefined;
  /** First-parent history of the branch, newest first. */
  commits(repo: string, branch: string): CommitSnapshot[];
  /** Pull requests by number. */
  pulls(repo: string): PullSnapshot[];
  /**
   * Merges an open pull request as its merge button would: a merge commit on the base whose tree is the head's (the
   * fake does no three-way merge), and the pull request closed as merged. Merged into the default branch, it closes
   * as completed each open issue its body names with a closing keyword (`Fixes #N`), by the merge commit, with the
   * pull request as the closer. `at` dates it (default: the fake's clock): `merged_at`, the merge commit's author and
   * committer, the closes it makes (as `setIssueState`'s `at`). Returns the merge commit's sha.
   */
  mergePull(repo: string, number: number, options?: { login?: string; at?: Date }): string;
  /** Issues (not pull requests) by number. */
  issues(repo: string): IssueSnapshot[];
  /** Comments of an issue or pull request, oldest first. */
  comments(repo: string, number: number): CommentSnapshot[];
  addComment(
    repo: string,
    number: number,
    comment: { login: string; body: string; type?: 'User' | 'Bot' },
  ): CommentSnapshot;
  addIssue(repo: string, issue: SeedIssue): IssueSnapshot;
  /**
   * Edits an issue as `login` would in GitHub's interface: its title, its body (the interface sends its lines ended
   * with CR LF, which the caller writes as it wants them kept), who it is assigned to.
   */
  editIssue(repo: string, number: number, change: IssueEdit): IssueSnapshot;
  /**
   * Closes (as completed unless `reason` says) or reopens an issue as `login` would in GitHub's interface. `at` dates
   * the change (default: the fake's clock): `closed_at`, the timeline's event, GraphQL's `closedAt`, taken as given,
   * even before the issue was opened (a demo whose periods lie in the past closes its tasks in one of them).
   */
  setIssueState(
    repo: string,
    number: number,
    state: 'open' | 'closed',
    login: string,
    reason?: 'completed' | 'not_planned' | 'duplicate',
    at?: Date,
  ): IssueSnapshot;
  /** Turns on the behaviour of an older server or a narrower token (see FakeSwitches); off again with the defaults. */
  setSwitches(switches: Partial<FakeSwitches>): void;
  labels(repo: string): string[];
  /** Replaces the armed faults. */
  setFaults(faults: FaultSpec[]): void;
  /** Faults armed but not (fully) spent. */
  pendingFaults(): FaultSpec[];
  close(): Promise<void>;
}

function headOf(repo: RepoState, branch: string): string {
  const head = repo.branches.get(branch);
  if (!head) throw new Error(`github-fake: ${repo.fullName} has no branch ${branch}`);
  return head;
}

function issueOf(repo: RepoState, number: number) {
  const issue = repo.issues.get(number);
  if (!issue) throw new Error(`github-fake: ${repo.fullName} has no issue or pull request #${number}`);
  return issue;
}

/**
 * When a change happened, and when it was written: the fake's clock moves at every write, and a change dated by the
 * caller (`at`) happened then. `updated_at` stays the time of the write, as GitHub stamps it, never before the change.
 */
interface Stamp {
  at: string;
  written: string;
}

function stampOf(state: FakeState, at: Date | undefined): Stamp {
  const written = state.tick();
  if (at === undefined) return { at: written, written };
  if (Number.isNaN(at.getTime())) throw new Error('github-fake: `at` is not a valid date');
  const when = githubTime(at);
  return { at: when, written: when > written ? when : written };
}

/** What GitHub does on merging `pull` into the default branch: the open issues it names with a keyword close. */
function closeReferenced(repo: RepoState, pull: IssueRecord, merger: Actor, mergeSha: string, stamp: Stamp): void {
  for (const number of closingReferences(pull.body)) {
    const issue = repo.issues.get(number);
    if (!issue || issue.pull || issue.state !== 'open') continue;
    setIssueState(issue, 'closed', 'completed', stamp.at, merger, { commitId: mergeSha, pull: pull.number });
    issue.updatedAt = stamp.written;
  }
}

export async function startGitHubFake(options: GitHubFakeOptions = {}): Promise<GitHubFake> {
  const state = new FakeState(options.clock);
  const faults = new FaultBook();
  const requests: RecordedRequest[] = [];
  const pathPrefix = (options.pathPrefix ?? '').replace(/\/+$/, '');
  const { server, url } = await listen({
    state,
    faults,
    router: buildRouter(),
    requests,
    webUrl: options.webUrl ?? 'https://github.com',
    pathPrefix,
  });
  for (const token of options.tokens ?? []) state.addToken(token);
  for (const repo of options.repos ?? []) state.addRepo(repo);
  if (options.checkContract ?? true) watchRequests(requests, pathPrefix);
  return fakeHandle(url, server, state, faults, requests);
}

function fakeHandle(
  url: string,
  server: Server,
  state: FakeState,
  faults: FaultBook,
  requests: RecordedRequest[],
): GitHubFake {
  return {
    url,
    requests,
    addRepo: (spec) => void state.addRepo(spec),
    addToken: (spec) => void state.addToken(spec),
    addBranch(repo, branch, from) {
      const r = state.mustRepo(repo);
      const sha = headOf(r, from ?? r.defaultBranch);
      r.branches.set(branch, sha);
      return sha;
    },
    commitFiles(repo, branch, files, opts = {}) {
      const r = state.mustRepo(repo);
      headOf(r, branch);
      const changes = new Map(Object.entries(files).map(([p, c]) => [p, c === null ? null : Buffer.from(c, 'utf8')]));
      const author = opts.login ? state.actor(opts.login) : r.owner;
      return r.commitChanges(branch, changes, opts.message ?? 'Update files', author, state.tick()).sha;
    },
    readFile(repo, branch, path) {
      const r = state.mustRepo(repo);
      return r.readFile(headOf(r, branch), path)?.toString('utf8');
    },
    commits(repo, branch) {
      const r = state.mustRepo(repo);
      return r.git.firstParentLog(headOf(r, branch)).map(commitSnapshot);
    },
    pulls(repo) {
      const r = state.mustRepo(repo);
      return [...r.issues.values()].filter((i) => i.pull).map((i) => pullSnapshot(r, i));
    },
    mergePull(repo, number, opts = {}) {
      const r = state.mustRepo(repo);
      const issue = issueOf(r, number);
      const pull = issue.pull;
      if (!pull || issue.state !== 'open')
        throw new Error(`github-fake: #${number} of ${repo} is not an open pull request`);
      const head = headOf(r, pull.headRef);
      const base = headOf(r, pull.baseRef);
      const stamp = stampOf(state, opts.at);
      const merger = opts.login ? state.actor(opts.login) : r.owner;
      const signature = signatureOf(merger, stamp.at);
      const merge = r.git.writeCommit({
        tree: r.git.commit(head)?.tree ?? '',
        parents: [base, head],
        message: `Merge pull request #${number} from ${r.owner.login}/${pull.headRef}\n\n${issue.title}`,
        author: signature,
        committer: signature,
      });
      r.branches.set(pull.baseRef, merge.sha);
      pull.mergedAt = stamp.at;
      pull.mergeCommitSha = merge.sha;
      setIssueState(issue, 'closed', undefined, stamp.at);
      if (pull.baseRef === r.defaultBranch) closeReferenced(r, issue, merger, merge.sha, stamp);
      return merge.sha;
    },
    issues(repo) {
      return [...state.mustRepo(repo).issues.values()].filter((i) => !i.pull).map(issueSnapshot);
    },
    comments(repo, number) {
      const r = state.mustRepo(repo);
      issueOf(r, number);
      return commentsOf(r, number).map(commentSnapshot);
    },
    addComment(repo, number, comment) {
      const r = state.mustRepo(repo);
      const author = state.actor(comment.login, comment.type);
      return commentSnapshot(addIssueComment(r, issueOf(r, number), comment.body, author, state.tick(), state.ids));
    },
    addIssue(repo, seed) {
      const r = state.mustRepo(repo);
      const now = state.tick();
      const fields = { title: seed.title, body: seed.body ?? null, ...(seed.labels ? { labels: seed.labels } : {}) };
      const issue = openIssue(r, fields, state.actor(seed.login, seed.type), now, state.ids);
      if (seed.state === 'closed') setIssueState(issue, 'closed', undefined, now, issue.user);
      return issueSnapshot(issue);
    },
    editIssue(repo, number, change) {
      const issue = issueOf(state.mustRepo(repo), number);
      if (change.title !== undefined) issue.title = change.title;
      if (change.body !== undefined) issue.body = change.body;
      if (change.assignees) issue.assignees = change.assignees.map((login) => state.actor(login));
      issue.updatedAt = state.tick();
      return issueSnapshot(issue);
    },
    setIssueState(repo, number, to, login, reason, at) {
      const r = state.mustRepo(repo);
      const issue = issueOf(r, number);
      const stamp = stampOf(state, at);
      setIssueState(issue, to, reason, stamp.at, state.actor(login));
      issue.updatedAt = stamp.written;
      return issueSnapshot(issue);
    },
    labels: (repo) => [...state.mustRepo(repo).labels.values()].map((l) => l.name),
    setSwitches: (switches) => void Object.assign(state.switches, switches),
    setFaults: (list) => faults.set(list),
    pendingFaults: () => faults.pending(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
