import { canWrite, visibleRepo } from '../access.ts';
import { json, param } from '../context.ts';
import type { Reply, RequestContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { gitCommitJson } from '../json/git.ts';
import { repoJson } from '../json/repos.ts';
import { repoApi } from '../json/urls.ts';
import { userJson } from '../json/users.ts';
import type { RepoState } from '../model/repository.ts';
import { paginate } from '../pagination.ts';
import type { Router } from '../router.ts';

function getRepo(ctx: RequestContext): Reply {
  const repo = visibleRepo(ctx);
  const push = canWrite(ctx.identity, repo);
  return json(repoJson(ctx.urls, repo, { admin: false, push, pull: true }));
}

// An installation token has no user behind it; GitHub refuses /user for it.
function getAuthenticatedUser(ctx: RequestContext): Reply {
  if (ctx.identity.installation) throw new HttpError(403, 'Resource not accessible by integration');
  return json(userJson(ctx.urls, ctx.identity.actor));
}

function branchJson(ctx: RequestContext, repo: RepoState, name: string, sha: string): Record<string, unknown> {
  const commit = repo.git.commit(sha);
  const api = repoApi(ctx.urls, repo.fullName);
  const git = commit ? gitCommitJson(ctx.urls, repo, commit) : undefined;
  return {
    name,
    commit: {
      sha,
      node_id: git?.node_id,
      url: `${api}/commits/${sha}`,
      html_url: git?.html_url,
      commit: git ? { author: git.author, committer: git.committer, message: git.message, tree: git.tree } : null,
      parents: git?.parents ?? [],
    },
    protected: false,
    _links: { self: `${api}/branches/${name}` },
  };
}

function getBranch(ctx: RequestContext): Reply {
  const repo = visibleRepo(ctx);
  const name = param(ctx, 'branch');
  const sha = repo.branches.get(name);
  if (!sha) throw new HttpError(404, 'Branch not found');
  return json(branchJson(ctx, repo, name, sha));
}

function listBranches(ctx: RequestContext): Reply {
  const repo = visibleRepo(ctx);
  const all = [...repo.branches.entries()].sort(([a], [b]) => a.localeCompare(b));
  const page = paginate(ctx, all);
  const body = page.items.map(([name, sha]) => ({
    name,
    commit: { sha, url: `${repoApi(ctx.urls, repo.fullName)}/commits/${sha}` },
    protected: false,
  }));
  return json(body, 200, page.headers);
}

/**
 * `GET /repos/{owner}/{repo}/commits`: the first-parent history of `sha` (a branch or commit, default the default
 * branch), newest first; with `path`, only the commits that changed that file.
 */
function listCommits(ctx: RequestContext): Reply {
  const repo = visibleRepo(ctx);
  const head = repo.resolveRef(ctx.query.get('sha') ?? repo.defaultBranch);
  if (!head) throw new HttpError(404, 'Not Found');
  const path = ctx.query.get('path');
  const blobAt = (sha: string | undefined) =>
    sha === undefined || path === null ? undefined : repo.filesAt(sha).get(path);
  const all = repo.git
    .firstParentLog(head)
    .filter((commit) => path === null || blobAt(commit.sha) !== blobAt(commit.parents[0]));
  const page = paginate(ctx, all);
  const api = repoApi(ctx.urls, repo.fullName);
  const body = page.items.map((commit) => {
    const git = gitCommitJson(ctx.urls, repo, commit);
    return {
      sha: commit.sha,
      node_id: git.node_id,
      url: `${api}/commits/${commit.sha}`,
      html_url: git.html_url,
      commit: {
        author: git.author,
        committer: git.committer,
        message: git.message,
        tree: git.tree,
        url: git.url,
        comment_count: 0,
      },
      author: null,
      committer: null,
      parents: git.parents,
    };
  });
  return json(body, 200, page.headers);
}

export function repoRoutes(router: Router): void {
  router
    .add('GET', '/user', getAuthenticatedUser)
    .add('GET', '/repos/:owner/:repo/commits', listCommits)
    .add('GET', '/repos/:owner/:repo', getRepo)
    .add('GET', '/repos/:owner/:repo/branches', listBranches)
    .add('GET', '/repos/:owner/:repo/branches/*branch', getBranch);
}
