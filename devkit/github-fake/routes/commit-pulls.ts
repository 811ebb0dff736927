import { readablePulls } from '../access.ts';
import { json, param } from '../context.ts';
import type { Reply, RequestContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { pullJson } from '../json/pulls.ts';
import { paginate } from '../pagination.ts';
import type { Router } from '../router.ts';

/**
 * The pull requests a commit belongs to (GitHub's "list pull requests associated with a commit"): the merged one whose
 * merge commit it is, and the open ones whose head branch holds it.
 */
function pullsOfCommit(ctx: RequestContext): Reply {
  const repo = readablePulls(ctx);
  const sha = param(ctx, 'sha');
  if (!repo.git.commit(sha)) throw new HttpError(422, `No commit found for SHA: ${sha}`);
  const found = [...repo.issues.values()].filter(({ pull, state }) => {
    if (!pull) return false;
    if (pull.mergeCommitSha === sha) return true;
    const head = repo.branches.get(pull.headRef);
    return state === 'open' && head !== undefined && repo.git.isAncestor(sha, head);
  });
  const page = paginate(ctx, found);
  return json(
    page.items.map((issue) => pullJson(ctx.urls, repo, issue)),
    200,
    page.headers,
  );
}

export function commitPullRoutes(router: Router): void {
  router.add('GET', '/repos/:owner/:repo/commits/:sha/pulls', pullsOfCommit);
}
