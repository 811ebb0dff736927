// What sending a GitHub request twice would do, by its method and route: the one table the resending of requests
// whose answer was lost (lost-answer.ts) reads. A create comes with the look-up that finds it once it happened.
import { createHash } from 'node:crypto';
import { statusOf } from './errors.ts';

/** The endpoint options octokit's request hook sees: method, route template (`/repos/{owner}/{repo}/issues`), params. */
export type RequestOptions = Record<string, unknown> & { method: string; url: string };

export interface FoundAnswer {
  status: number;
  url: string;
  headers: Record<string, unknown>;
  data: unknown;
}

/** Sends a GET of a documented route through the same client (base URL, headers, proxy) as the request looked for. */
export type Get = (
  route: string,
  params: Record<string, unknown>,
) => Promise<{ data: unknown; url: string; headers: Record<string, unknown> }>;

/**
 * What a look-up found: the answer the lost one would have been, or undefined when the request did not happen.
 * It throws when it cannot tell.
 */
export type LookUp = (get: Get, params: RequestOptions) => Promise<FoundAnswer | undefined>;

export type RequestKind =
  /** Sending it again changes nothing more: a read, or a write that sets what it names. */
  | { kind: 'idempotent' }
  /** Sending it again could do it twice; the look-up tells whether it happened. */
  | { kind: 'create'; lookUp: LookUp }
  /** Neither: never sent a second time after a lost answer. */
  | { kind: 'once' };

const IDEMPOTENT: RequestKind = { kind: 'idempotent' };
const ONCE: RequestKind = { kind: 'once' };

/** Edits that set fields to given values: the same result however often they land. */
const SETTING_EDITS = new Set([
  'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
  'PATCH /repos/{owner}/{repo}/issues/{issue_number}',
  'PATCH /repos/{owner}/{repo}/pulls/{pull_number}',
]);

const LOOK_UPS: Record<string, LookUp> = {
  'POST /repos/{owner}/{repo}/issues': findOpenedIssue,
  'POST /repos/{owner}/{repo}/issues/{issue_number}/comments': findComment,
  'POST /repos/{owner}/{repo}/pulls': findOpenPull,
  'POST /repos/{owner}/{repo}/git/refs': findRefAtSha,
  'PUT /repos/{owner}/{repo}/contents/{path}': findFileWrite,
};

export function kindOf(options: RequestOptions): RequestKind {
  const method = options.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') return IDEMPOTENT;
  const route = `${method} ${options.url}`;
  if (SETTING_EDITS.has(route)) return IDEMPOTENT;
  if (route === 'POST /graphql')
    return typeof options.query === 'string' && !/^\s*mutation\b/.test(options.query) ? IDEMPOTENT : ONCE;
  // A ref moved only forward lands once; a forced move sent late could undo a later writer's, so it is looked for.
  if (route === 'PATCH /repos/{owner}/{repo}/git/refs/{ref}')
    return options.force === true ? { kind: 'create', lookUp: findRefAtSha } : IDEMPOTENT;
  const lookUp = LOOK_UPS[route];
  return lookUp ? { kind: 'create', lookUp } : ONCE;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const repoOf = (p: RequestOptions) => ({ owner: p.owner, repo: p.repo });
const found = (status: number, answer: { url: string }, data: unknown): FoundAnswer => ({
  status,
  url: answer.url,
  headers: {},
  data,
});

/** A 404 from the look-up means "not there"; any other failure means it cannot tell, and is thrown. */
async function unlessMissing<T>(get: () => Promise<T>): Promise<T | undefined> {
  try {
    return await get();
  } catch (error) {
    if (statusOf(error) === 404) return undefined;
    throw error;
  }
}

/**
 * An open issue with the very title, body and labels sent, among the newest 100 open ones. An issue the action just
 * opened is open and among the newest; an older one with the same text was found by the caller before it created.
 */
async function findOpenedIssue(get: Get, p: RequestOptions): Promise<FoundAnswer | undefined> {
  const sentLabels: unknown[] = Array.isArray(p.labels) ? p.labels : [];
  const labels = sentLabels.map((l) => (typeof l === 'string' ? l : text((l as { name?: unknown } | null)?.name)));
  const answer = await get('/repos/{owner}/{repo}/issues', {
    ...repoOf(p),
    state: 'open',
    sort: 'created',
    direction: 'desc',
    per_page: 100,
    ...(labels.length > 0 && { labels: labels.join(',') }),
  });
  type Listed = { title: string; body?: string | null; pull_request?: unknown; labels: ({ name?: string } | string)[] };
  const issue = (answer.data as Listed[]).find((i) => {
    const names = i.labels.map((l) => (typeof l === 'string' ? l : text(l.name))).sort();
    return (
      !i.pull_request &&
      i.title === text(p.title) &&
      (i.body ?? '') === text(p.body) &&
      names.join('\n') === [...labels].sort().join('\n')
    );
  });
  return issue && found(201, answer, issue);
}

/** A comment with the very body sent, on the last page of the issue's comments (where a new one is). */
async function findComment(get: Get, p: RequestOptions): Promise<FoundAnswer | undefined> {
  const params = { ...repoOf(p), issue_number: p.issue_number, per_page: 100 };
  let answer = await get('/repos/{owner}/{repo}/issues/{issue_number}/comments', params);
  const last = lastPageOf(answer);
  if (last !== undefined && last > 1)
    answer = await get('/repos/{owner}/{repo}/issues/{issue_number}/comments', { ...params, page: last });
  const comment = (answer.data as { body?: string }[]).findLast((c) => c.body === text(p.body));
  return comment && found(201, answer, comment);
}

function lastPageOf(answer: { headers: Record<string, unknown> }): number | undefined {
  const link = text(answer.headers.link);
  const page = /<[^>]*[?&]page=(\d+)[^>]*>;\s*rel="last"/.exec(link)?.[1];
  return page === undefined ? undefined : Number(page);
}

/** GitHub keeps one open pull request per head and base: if there is one, the create happened (or was not needed). */
async function findOpenPull(get: Get, p: RequestOptions): Promise<FoundAnswer | undefined> {
  const head = text(p.head);
  const [owner, branch] = head.includes(':') ? head.split(':', 2) : [text(p.owner), head];
  const answer = await get('/repos/{owner}/{repo}/pulls', {
    ...repoOf(p),
    state: 'open',
    head: `${owner}:${branch}`,
    base: p.base,
    per_page: 100,
  });
  type Listed = { head: { ref: string }; base: { ref: string } };
  const pull = (answer.data as Listed[]).find((pr) => pr.head.ref === branch && pr.base.ref === text(p.base));
  return pull && found(201, answer, pull);
}

/** The ref (created, or moved by force) already points at the sha sent. */
async function findRefAtSha(get: Get, p: RequestOptions): Promise<FoundAnswer | undefined> {
  const ref = text(p.ref).replace(/^refs\//, '');
  const answer = await unlessMissing(() => get('/repos/{owner}/{repo}/git/ref/{ref}', { ...repoOf(p), ref }));
  const sha = (answer?.data as { object?: { sha?: string } } | undefined)?.object?.sha;
  return answer && sha === p.sha ? found(p.method === 'POST' ? 201 : 200, answer, answer.data) : undefined;
}

/**
 * The file on the branch is the very content sent (its blob sha says so): the write landed, and the newest commit
 * that changed the file is its commit.
 */
async function findFileWrite(get: Get, p: RequestOptions): Promise<FoundAnswer | undefined> {
  const file = { ...repoOf(p), path: p.path };
  const branch = typeof p.branch === 'string' ? { ref: p.branch } : {};
  const content = await unlessMissing(() => get('/repos/{owner}/{repo}/contents/{path}', { ...file, ...branch }));
  const data = content?.data as { sha?: string } | undefined;
  if (!content || data?.sha !== gitBlobSha(Buffer.from(text(p.content), 'base64'))) return undefined;
  const commits = await get('/repos/{owner}/{repo}/commits', {
    ...file,
    ...(typeof p.branch === 'string' && { sha: p.branch }),
    per_page: 1,
  });
  type Listed = { sha: string; html_url: string; commit: { message: string } };
  const [commit] = commits.data as Listed[];
  if (!commit) return undefined;
  return found(200, commits, {
    content: data,
    commit: { sha: commit.sha, html_url: commit.html_url, message: commit.commit.message },
  });
}

/** Git's name for a file's content. */
function gitBlobSha(content: Buffer): string {
  return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
}
