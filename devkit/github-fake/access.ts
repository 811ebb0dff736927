import { param } from './context.ts';
import type { RequestContext } from './context.ts';
import { HttpError, notFound } from './errors.ts';
import type { RepoState } from './model/repository.ts';
import type { Identity } from './model/tokens.ts';

export function canWrite(identity: Identity, repo: RepoState): boolean {
  return identity.writable === undefined || identity.writable.has(repo.fullName.toLowerCase());
}

/** GitHub hides a private repository the token cannot reach behind a 404. */
export function visibleRepo(ctx: RequestContext): RepoState {
  const repo = ctx.state.repo(`${param(ctx, 'owner')}/${param(ctx, 'repo')}`);
  if (!repo) throw notFound();
  if (repo.private && !canWrite(ctx.identity, repo)) throw notFound();
  return repo;
}

/** 403: refused to a token without `pull-requests: read` (a test's switch, FakeSwitches). */
export function readablePulls(ctx: RequestContext): RepoState {
  const repo = visibleRepo(ctx);
  if (!ctx.state.switches.pullRequestsReadable) throw refused(ctx.identity);
  return repo;
}

function refused(identity: Identity): HttpError {
  const kind = identity.installation ? 'integration' : 'personal access token';
  return new HttpError(403, `Resource not accessible by ${kind}`);
}

export function writableRepo(ctx: RequestContext): RepoState {
  const repo = visibleRepo(ctx);
  if (!canWrite(ctx.identity, repo)) throw refused(ctx.identity);
  return repo;
}
