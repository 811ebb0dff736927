import { visibleRepo, writableRepo } from '../access.ts';
import { bodyObject, optionalString, requiredString } from '../body.ts';
import { landRaceIfDue } from '../concurrent-writes.ts';
import { json } from '../context.ts';
import type { Reply, RequestContext } from '../context.ts';
import { HttpError, notFound } from '../errors.ts';
import { contentJson, gitCommitJson } from '../json/git.ts';
import type { RepoState } from '../model/repository.ts';
import type { Router } from '../router.ts';

function filePath(ctx: RequestContext): string {
  return (ctx.params.path ?? '').replace(/^\/+|\/+$/g, '');
}

function decodeBase64(text: string): Buffer {
  if (!/^[A-Za-z0-9+/=\s]*$/.test(text)) throw new HttpError(422, 'content is not valid Base64');
  return Buffer.from(text, 'base64');
}

function branchHead(repo: RepoState, branch: string): string {
  const head = repo.branches.get(branch);
  if (!head) throw new HttpError(404, `Branch ${branch} not found`);
  return head;
}

function listDirectory(
  ctx: RequestContext,
  repo: RepoState,
  files: Map<string, string>,
  dir: string,
  ref: string,
): Reply {
  const prefix = dir === '' ? '' : `${dir}/`;
  const children = new Map<string, Map<string, string>>();
  const entries: Record<string, unknown>[] = [];
  for (const [path, sha] of files) {
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash < 0) {
      const size = repo.git.readBlob(sha)?.length ?? 0;
      entries.push(contentJson(ctx.urls, repo, path, ref, { type: 'file', sha, size }));
      continue;
    }
    const name = rest.slice(0, slash);
    const sub = children.get(name) ?? new Map<string, string>();
    sub.set(rest.slice(slash + 1), sha);
    children.set(name, sub);
  }
  for (const [name, sub] of children) {
    const sha = repo.git.writeTree(sub);
    entries.push(contentJson(ctx.urls, repo, `${prefix}${name}`, ref, { type: 'dir', sha, size: 0 }));
  }
  if (entries.length === 0) throw notFound();
  entries.sort((a, b) => String(a.name).localeCompare(String(b.name)));
  return json(entries);
}

function getContents(ctx: RequestContext): Reply {
  const repo = visibleRepo(ctx);
  const path = filePath(ctx);
  const ref = ctx.query.get('ref') ?? repo.defaultBranch;
  const commit = repo.resolveRef(ref);
  if (!commit) throw new HttpError(404, `No commit found for the ref ${ref}`);
  const files = repo.filesAt(commit);
  const blob = files.get(path);
  if (blob === undefined) return listDirectory(ctx, repo, files, path, ref);
  const content = repo.git.readBlob(blob) ?? Buffer.alloc(0);
  return json(contentJson(ctx.urls, repo, path, ref, { type: 'file', sha: blob, content, size: content.length }));
}

/** The blob sha a contents write must name: required when the file exists, and it must be current. */
function checkExpectedSha(path: string, current: string | undefined, given: string | undefined): void {
  if (current === undefined) return;
  if (given === undefined) throw new HttpError(422, 'Invalid request.\n\n"sha" wasn\'t supplied.');
  if (given !== current) throw new HttpError(409, `${path} does not match ${given}`);
}

function putContents(ctx: RequestContext): Reply {
  const repo = writableRepo(ctx);
  const path = filePath(ctx);
  const body = bodyObject(ctx);
  const message = requiredString(body, 'message');
  const content = decodeBase64(requiredString(body, 'content'));
  const branch = optionalString(body, 'branch') ?? repo.defaultBranch;
  branchHead(repo, branch);
  landRaceIfDue(ctx, repo, branch, path);
  const current = repo.filesAt(branchHead(repo, branch)).get(path);
  checkExpectedSha(path, current, optionalString(body, 'sha'));
  const commit = repo.commitChanges(
    branch,
    new Map([[path, content]]),
    message,
    ctx.identity.actor,
    ctx.state.timestamp(),
  );
  const blob = repo.filesAt(commit.sha).get(path) as string;
  return json(
    {
      content: contentJson(ctx.urls, repo, path, branch, { type: 'file', sha: blob, size: content.length }),
      commit: gitCommitJson(ctx.urls, repo, commit),
    },
    current === undefined ? 201 : 200,
  );
}

function deleteContents(ctx: RequestContext): Reply {
  const repo = writableRepo(ctx);
  const path = filePath(ctx);
  const body = bodyObject(ctx);
  const message = requiredString(body, 'message');
  const sha = requiredString(body, 'sha');
  const branch = optionalString(body, 'branch') ?? repo.defaultBranch;
  branchHead(repo, branch);
  landRaceIfDue(ctx, repo, branch, path);
  const current = repo.filesAt(branchHead(repo, branch)).get(path);
  if (current === undefined) throw notFound();
  checkExpectedSha(path, current, sha);
  const commit = repo.commitChanges(
    branch,
    new Map([[path, null]]),
    message,
    ctx.identity.actor,
    ctx.state.timestamp(),
  );
  return json({ content: null, commit: gitCommitJson(ctx.urls, repo, commit) });
}

export function contentRoutes(router: Router): void {
  router
    .add('GET', '/repos/:owner/:repo/contents/*path', getContents)
    .add('PUT', '/repos/:owner/:repo/contents/*path', putContents)
    .add('DELETE', '/repos/:owner/:repo/contents/*path', deleteContents);
}
