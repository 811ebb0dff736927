import { visibleRepo, writableRepo } from '../access.ts';
import { bodyObject, optionalBoolean, optionalOneOf, optionalString, requiredString } from '../body.ts';
import type { JsonObject } from '../body.ts';
import { landRaceIfDue } from '../concurrent-writes.ts';
import { json, param } from '../context.ts';
import type { Reply, RequestContext } from '../context.ts';
import { HttpError, notFound, unprocessable } from '../errors.ts';
import { gitCommitJson, refJson, treeJson, wrappedBase64 } from '../json/git.ts';
import { repoApi } from '../json/urls.ts';
import type { RepoState } from '../model/repository.ts';
import { signatureOf } from '../model/repository.ts';
import type { Router } from '../router.ts';

/** `heads/x` (from a route) or `refs/heads/x` (from a body) to the branch name `x`. */
function branchOf(ref: string): string {
  const match = /^(?:refs\/)?heads\/(.+)$/.exec(ref);
  if (!match?.[1]) throw unprocessable('Only branch references (refs/heads/...) are supported by the fake');
  return match[1];
}

function getRef(ctx: RequestContext): Reply {
  const repo = visibleRepo(ctx);
  const branch = branchOf(param(ctx, 'ref'));
  const sha = repo.branches.get(branch);
  if (!sha) throw notFound();
  return json(refJson(ctx.urls, repo, branch, sha));
}

function requireCommit(repo: RepoState, sha: string): void {
  if (!repo.git.commit(sha)) throw unprocessable('Object does not exist');
}

function createRef(ctx: RequestContext): Reply {
  const repo = writableRepo(ctx);
  const body = bodyObject(ctx);
  const ref = requiredString(body, 'ref');
  const sha = requiredString(body, 'sha');
  if (!/^refs\/[^/]+\/.+/.test(ref))
    throw unprocessable("Reference name must start with 'refs/' and have at least two slashes.");
  const branch = branchOf(ref);
  requireCommit(repo, sha);
  if (repo.branches.has(branch)) throw unprocessable('Reference already exists');
  repo.branches.set(branch, sha);
  return json(refJson(ctx.urls, repo, branch, sha), 201);
}

function updateRef(ctx: RequestContext): Reply {
  const repo = writableRepo(ctx);
  const branch = branchOf(param(ctx, 'ref'));
  const body = bodyObject(ctx);
  const sha = requiredString(body, 'sha');
  const force = optionalBoolean(body, 'force') ?? false;
  landRaceIfDue(ctx, repo, branch);
  const current = repo.branches.get(branch);
  if (!current) throw unprocessable('Reference does not exist');
  requireCommit(repo, sha);
  if (!force && !repo.git.isAncestor(current, sha)) throw unprocessable('Update is not a fast forward');
  repo.branches.set(branch, sha);
  return json(refJson(ctx.urls, repo, branch, sha));
}

function deleteRef(ctx: RequestContext): Reply {
  const repo = writableRepo(ctx);
  const branch = branchOf(param(ctx, 'ref'));
  if (!repo.branches.delete(branch)) throw unprocessable('Reference does not exist');
  return { status: 204 };
}

function getCommit(ctx: RequestContext): Reply {
  const repo = visibleRepo(ctx);
  const commit = repo.git.commit(param(ctx, 'sha'));
  if (!commit) throw notFound();
  return json(gitCommitJson(ctx.urls, repo, commit));
}

function createCommit(ctx: RequestContext): Reply {
  const repo = writableRepo(ctx);
  const body = bodyObject(ctx);
  const message = requiredString(body, 'message');
  const tree = requiredString(body, 'tree');
  const parents = Array.isArray(body.parents) ? body.parents.map(String) : [];
  if (!repo.git.treeEntries(tree)) throw unprocessable('Tree SHA does not exist');
  for (const parent of parents)
    if (!repo.git.commit(parent)) throw unprocessable('Parent SHA does not exist or is not a commit object');
  const signature = signatureOf(ctx.identity.actor, ctx.state.timestamp());
  const commit = repo.git.writeCommit({ tree, parents, message, author: signature, committer: signature });
  return json(gitCommitJson(ctx.urls, repo, commit), 201);
}

function createBlob(ctx: RequestContext): Reply {
  const repo = writableRepo(ctx);
  const body = bodyObject(ctx);
  const content = requiredString(body, 'content');
  const encoding = optionalOneOf(body, 'encoding', ['utf-8', 'base64'] as const) ?? 'utf-8';
  const sha = repo.git.writeBlob(Buffer.from(content, encoding === 'base64' ? 'base64' : 'utf8'));
  return json({ sha, url: `${repoApi(ctx.urls, repo.fullName)}/git/blobs/${sha}` }, 201);
}

function getBlob(ctx: RequestContext): Reply {
  const repo = visibleRepo(ctx);
  const sha = param(ctx, 'sha');
  const content = repo.git.readBlob(sha);
  if (!content) throw notFound();
  const url = `${repoApi(ctx.urls, repo.fullName)}/git/blobs/${sha}`;
  return json({ sha, node_id: sha, size: content.length, url, content: wrappedBase64(content), encoding: 'base64' });
}

/** Applies one `tree` entry of a create-tree request to the flattened file map. */
function applyTreeEntry(repo: RepoState, files: Map<string, string>, entry: JsonObject): void {
  const path = requiredString(entry, 'path');
  const type = optionalString(entry, 'type') ?? 'blob';
  const content = optionalString(entry, 'content');
  if (type === 'tree') {
    for (const key of [...files.keys()]) if (key.startsWith(`${path}/`)) files.delete(key);
    if (entry.sha === null) return;
    const sub = repo.git.filesOf(requiredString(entry, 'sha'));
    for (const [p, s] of sub) files.set(`${path}/${p}`, s);
    return;
  }
  if (type !== 'blob') throw unprocessable(`Unsupported tree entry type ${type}`);
  if (entry.sha === null) {
    files.delete(path);
  } else if (content !== undefined) {
    files.set(path, repo.git.writeBlob(Buffer.from(content, 'utf8')));
  } else {
    const sha = requiredString(entry, 'sha');
    if (!repo.git.hasBlob(sha)) throw unprocessable(`tree.sha ${sha} is not a valid blob`);
    files.set(path, sha);
  }
}

function createTree(ctx: RequestContext): Reply {
  const repo = writableRepo(ctx);
  const body = bodyObject(ctx);
  const base = optionalString(body, 'base_tree');
  if (base !== undefined && !repo.git.treeEntries(base)) throw unprocessable('base_tree is not a valid tree oid');
  if (!Array.isArray(body.tree)) throw new HttpError(422, 'Invalid request.\n\n"tree" wasn\'t supplied.');
  const files = base === undefined ? new Map<string, string>() : repo.git.filesOf(base);
  for (const entry of body.tree as JsonObject[]) applyTreeEntry(repo, files, entry);
  const sha = repo.git.writeTree(files);
  const entries = (repo.git.treeEntries(sha) ?? []).map((e) => ({ ...e, path: e.name }));
  return json(treeJson(ctx.urls, repo, sha, entries), 201);
}

function getTree(ctx: RequestContext): Reply {
  const repo = visibleRepo(ctx);
  const sha = param(ctx, 'sha');
  const top = repo.git.treeEntries(sha);
  if (!top) throw notFound();
  const recursive = ctx.query.has('recursive');
  const entries = recursive
    ? [...repo.git.filesOf(sha)].map(([path, blob]) => ({
        name: path,
        path,
        mode: '100644' as const,
        type: 'blob' as const,
        sha: blob,
        size: repo.git.readBlob(blob)?.length ?? 0,
      }))
    : top.map((e) => ({ ...e, path: e.name }));
  return json(treeJson(ctx.urls, repo, sha, entries));
}

export function gitRoutes(router: Router): void {
  router
    .add('GET', '/repos/:owner/:repo/git/ref/*ref', getRef)
    .add('POST', '/repos/:owner/:repo/git/refs', createRef)
    .add('PATCH', '/repos/:owner/:repo/git/refs/*ref', updateRef)
    .add('DELETE', '/repos/:owner/:repo/git/refs/*ref', deleteRef)
    .add('GET', '/repos/:owner/:repo/git/commits/:sha', getCommit)
    .add('POST', '/repos/:owner/:repo/git/commits', createCommit)
    .add('POST', '/repos/:owner/:repo/git/blobs', createBlob)
    .add('GET', '/repos/:owner/:repo/git/blobs/:sha', getBlob)
    .add('POST', '/repos/:owner/:repo/git/trees', createTree)
    .add('GET', '/repos/:owner/:repo/git/trees/:sha', getTree);
}
