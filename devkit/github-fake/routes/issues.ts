import { visibleRepo, writableRepo } from '../access.ts';
import { bodyObject, optionalLabels, optionalOneOf, optionalString, requiredString } from '../body.ts';
import { json } from '../context.ts';
import type { Reply, RequestContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { issueJson, labelJson } from '../json/issues.ts';
import { userJson } from '../json/users.ts';
import { openIssue, setIssueState } from '../model/issues.ts';
import type { IssueRecord } from '../model/issues.ts';
import type { RepoState } from '../model/repository.ts';
import { direction, paginate } from '../pagination.ts';
import type { Router } from '../router.ts';
import { issueFrom, issueOrder } from './lookup.ts';

/** GitHub's answer for an issue route of a repository with issues turned off. */
function issuesOn(repo: RepoState): RepoState {
  if (!repo.hasIssues) throw new HttpError(410, 'Issues are disabled for this repo');
  return repo;
}

function wanted(ctx: RequestContext): (issue: IssueRecord) => boolean {
  const state = ctx.query.get('state') ?? 'open';
  const labels = (ctx.query.get('labels') ?? '')
    .split(',')
    .map((l) => l.trim().toLowerCase())
    .filter(Boolean);
  const creator = ctx.query.get('creator')?.toLowerCase();
  const since = ctx.query.get('since');
  return (issue) =>
    (state === 'all' || issue.state === state) &&
    labels.every((l) => issue.labels.some((name) => name.toLowerCase() === l)) &&
    (creator === undefined || issue.user.login.toLowerCase() === creator) &&
    (since === null || Date.parse(issue.updatedAt) >= Date.parse(since));
}

// Pull requests are issues too: GitHub lists them here, marked by `pull_request`.
function listIssues(ctx: RequestContext): Reply {
  const repo = issuesOn(visibleRepo(ctx));
  const all = [...repo.issues.values()]
    .filter(wanted(ctx))
    .sort(issueOrder(ctx.query.get('sort') ?? 'created', direction(ctx, 'desc')));
  const page = paginate(ctx, all);
  return json(
    page.items.map((i) => issueJson(ctx.urls, repo, i)),
    200,
    page.headers,
  );
}

function createIssue(ctx: RequestContext): Reply {
  const repo = issuesOn(writableRepo(ctx));
  const body = bodyObject(ctx);
  const labels = optionalLabels(body);
  const issue = openIssue(
    repo,
    { title: requiredString(body, 'title'), body: optionalString(body, 'body') ?? null, ...(labels ? { labels } : {}) },
    ctx.identity.actor,
    ctx.state.timestamp(),
    ctx.state.ids,
  );
  return json(issueJson(ctx.urls, repo, issue), 201);
}

// Only one issue read alone says who closed it, as GitHub's list does not.
function getIssue(ctx: RequestContext): Reply {
  const repo = visibleRepo(ctx);
  const issue = issueFrom(ctx, repo);
  if (!issue.pull) issuesOn(repo);
  return json({
    ...issueJson(ctx.urls, repo, issue),
    closed_by: issue.closedBy ? userJson(ctx.urls, issue.closedBy) : null,
  });
}

function updateIssue(ctx: RequestContext): Reply {
  const repo = writableRepo(ctx);
  const issue = issueFrom(ctx, repo);
  if (!issue.pull) issuesOn(repo);
  const body = bodyObject(ctx);
  const now = ctx.state.timestamp();
  const title = optionalString(body, 'title');
  if (title !== undefined) issue.title = title;
  if ('body' in body) issue.body = optionalString(body, 'body') ?? null;
  const labels = optionalLabels(body);
  if (labels) issue.labels = labels.map((name) => repo.labelFor(name, ctx.state.ids).name);
  const state = optionalOneOf(body, 'state', ['open', 'closed'] as const);
  const reason = optionalOneOf(body, 'state_reason', ['completed', 'not_planned', 'reopened', 'duplicate'] as const);
  if (state) setIssueState(issue, state, reason, now, ctx.identity.actor);
  else if (reason && issue.state === 'closed') issue.stateReason = reason;
  issue.updatedAt = now;
  return json(issueJson(ctx.urls, repo, issue));
}

function addLabels(ctx: RequestContext): Reply {
  const repo = writableRepo(ctx);
  const issue = issueFrom(ctx, repo);
  const names = optionalLabels(bodyObject(ctx)) ?? [];
  for (const name of names) {
    const label = repo.labelFor(name, ctx.state.ids);
    if (!issue.labels.some((l) => l.toLowerCase() === label.name.toLowerCase())) issue.labels.push(label.name);
  }
  issue.updatedAt = ctx.state.timestamp();
  const labels = issue.labels.flatMap((n) => {
    const label = repo.labels.get(n.toLowerCase());
    return label ? [labelJson(ctx.urls, repo, label)] : [];
  });
  return json(labels);
}

export function issueRoutes(router: Router): void {
  router
    .add('GET', '/repos/:owner/:repo/issues', listIssues)
    .add('POST', '/repos/:owner/:repo/issues', createIssue)
    .add('GET', '/repos/:owner/:repo/issues/:number', getIssue)
    .add('PATCH', '/repos/:owner/:repo/issues/:number', updateIssue)
    .add('POST', '/repos/:owner/:repo/issues/:number/labels', addLabels);
}
