import { readablePulls, writableRepo } from '../access.ts';
import { bodyObject, optionalBoolean, optionalOneOf, optionalString, requiredString } from '../body.ts';
import { json } from '../context.ts';
import type { Reply, RequestContext } from '../context.ts';
import { validationFailed } from '../errors.ts';
import { pullFilesJson } from '../json/pull-files.ts';
import { pullJson } from '../json/pulls.ts';
import { openIssue, setIssueState } from '../model/issues.ts';
import type { IssueRecord } from '../model/issues.ts';
import type { RepoState } from '../model/repository.ts';
import { direction, paginate } from '../pagination.ts';
import type { Router } from '../router.ts';
import { issueOrder, pullFrom } from './lookup.ts';

/** `owner:branch` or `branch` to the branch name; pull requests from forks are not modelled. */
function headBranch(repo: RepoState, head: string): string {
  const colon = head.indexOf(':');
  if (colon < 0) return head;
  if (head.slice(0, colon).toLowerCase() !== repo.owner.login.toLowerCase()) {
    throw validationFailed({ resource: 'PullRequest', field: 'head', code: 'invalid' });
  }
  return head.slice(colon + 1);
}

function openPullFor(repo: RepoState, head: string, base: string, except?: number): IssueRecord | undefined {
  return [...repo.issues.values()].find(
    (i) => i.number !== except && i.state === 'open' && i.pull?.headRef === head && i.pull.baseRef === base,
  );
}

/** GitHub refuses a pull request body over 65,536 characters. */
const BODY_LIMIT = 65_536;

function checkedBody(body: Record<string, unknown>): string | undefined {
  const text = optionalString(body, 'body');
  if (text !== undefined && text.length > BODY_LIMIT) {
    throw validationFailed({
      resource: 'Issue',
      field: 'body',
      code: 'custom',
      message: `body is too long (maximum is ${BODY_LIMIT} characters)`,
    });
  }
  return text;
}

function alreadyExists(repo: RepoState, head: string): never {
  throw validationFailed({
    resource: 'PullRequest',
    code: 'custom',
    message: `A pull request already exists for ${repo.owner.login}:${head}.`,
  });
}

function createPull(ctx: RequestContext): Reply {
  const repo = writableRepo(ctx);
  const body = bodyObject(ctx);
  const title = requiredString(body, 'title');
  const head = headBranch(repo, requiredString(body, 'head'));
  const base = requiredString(body, 'base');
  const headSha = repo.branches.get(head);
  const baseSha = repo.branches.get(base);
  if (!headSha) throw validationFailed({ resource: 'PullRequest', field: 'head', code: 'invalid' });
  if (!baseSha) throw validationFailed({ resource: 'PullRequest', field: 'base', code: 'invalid' });
  if (openPullFor(repo, head, base)) alreadyExists(repo, head);
  if (repo.git.isAncestor(headSha, baseSha)) {
    throw validationFailed({
      resource: 'PullRequest',
      code: 'custom',
      message: `No commits between ${base} and ${head}`,
    });
  }
  const issue = openIssue(
    repo,
    {
      title,
      body: checkedBody(body) ?? null,
      pull: { headRef: head, baseRef: base, draft: optionalBoolean(body, 'draft') ?? false },
    },
    ctx.identity.actor,
    ctx.state.timestamp(),
    ctx.state.ids,
  );
  return json(pullJson(ctx.urls, repo, issue), 201);
}

// GitHub ignores a `head` filter without an owner: it answers with every pull request.
function wanted(ctx: RequestContext, repo: RepoState): (issue: IssueRecord) => boolean {
  const state = ctx.query.get('state') ?? 'open';
  const head = ctx.query.get('head');
  const base = ctx.query.get('base');
  const [headOwner, headRef] = head?.includes(':')
    ? [head.slice(0, head.indexOf(':')), head.slice(head.indexOf(':') + 1)]
    : [];
  return (issue) =>
    issue.pull !== undefined &&
    (state === 'all' || issue.state === state) &&
    (headOwner === undefined ||
      (headOwner.toLowerCase() === repo.owner.login.toLowerCase() && issue.pull.headRef === headRef)) &&
    (base === null || issue.pull.baseRef === base);
}

function listPulls(ctx: RequestContext): Reply {
  const repo = readablePulls(ctx);
  const sort = ctx.query.get('sort') ?? 'created';
  const all = [...repo.issues.values()]
    .filter(wanted(ctx, repo))
    .sort(issueOrder(sort, direction(ctx, sort === 'created' ? 'desc' : 'asc')));
  const page = paginate(ctx, all);
  return json(
    page.items.map((i) => pullJson(ctx.urls, repo, i)),
    200,
    page.headers,
  );
}

function getPull(ctx: RequestContext): Reply {
  const repo = readablePulls(ctx);
  return json(pullJson(ctx.urls, repo, pullFrom(ctx, repo)));
}

/** The files a pull request changes, from its merge base to its head, paged (GitHub lists at most 3,000). */
function listPullFiles(ctx: RequestContext): Reply {
  const repo = readablePulls(ctx);
  const pull = pullFrom(ctx, repo).pull as NonNullable<IssueRecord['pull']>;
  // A merged pull request keeps the changes it merged: its merge commit's parents, base first.
  const merged = pull.mergeCommitSha ? repo.git.commit(pull.mergeCommitSha)?.parents : undefined;
  const head = merged ? merged[1] : repo.branches.get(pull.headRef);
  const base = merged ? merged[0] : repo.branches.get(pull.baseRef);
  const files = head && base ? pullFilesJson(ctx.urls, repo, { head, base }).slice(0, 3000) : [];
  const page = paginate(ctx, files);
  return json(page.items, 200, page.headers);
}

function updatePull(ctx: RequestContext): Reply {
  const repo = writableRepo(ctx);
  const issue = pullFrom(ctx, repo);
  const pull = issue.pull as NonNullable<IssueRecord['pull']>;
  const body = bodyObject(ctx);
  const now = ctx.state.timestamp();
  const base = optionalString(body, 'base');
  if (base !== undefined) {
    if (!repo.branches.has(base)) throw validationFailed({ resource: 'PullRequest', field: 'base', code: 'invalid' });
    pull.baseRef = base;
  }
  const state = optionalOneOf(body, 'state', ['open', 'closed'] as const);
  if (state === 'open' && issue.state === 'closed' && openPullFor(repo, pull.headRef, pull.baseRef, issue.number)) {
    alreadyExists(repo, pull.headRef);
  }
  const title = optionalString(body, 'title');
  if (title !== undefined) issue.title = title;
  if ('body' in body) issue.body = checkedBody(body) ?? null;
  if (state) setIssueState(issue, state, undefined, now);
  issue.updatedAt = now;
  return json(pullJson(ctx.urls, repo, issue));
}

export function pullRoutes(router: Router): void {
  router
    .add('GET', '/repos/:owner/:repo/pulls', listPulls)
    .add('POST', '/repos/:owner/:repo/pulls', createPull)
    .add('GET', '/repos/:owner/:repo/pulls/:number', getPull)
    .add('GET', '/repos/:owner/:repo/pulls/:number/files', listPullFiles)
    .add('PATCH', '/repos/:owner/:repo/pulls/:number', updatePull);
}
