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

export function writableRepo(ctx: RequestContext): RepoState {
  const repo = visibleRepo(ctx);
  if (!canWrite(ctx.identity, repo)) {
    const kind = ctx.identity.installation ? 'integration' : 'personal access token';
    throw new HttpError(403, `Resource not accessible by ${kind}`);
  }
  return repo;
}
