import type { CommitObject, Signature, TreeEntry } from '../model/git-objects.ts';
import type { RepoState } from '../model/repository.ts';
import { nodeId, repoApi, repoWeb } from './urls.ts';
import type { Urls } from './urls.ts';

/** GitHub wraps base64 content at 60 characters, with a trailing newline. */
export function wrappedBase64(content: Buffer): string {
  const flat = content.toString('base64');
  const lines = flat.match(/.{1,60}/g) ?? [];
  return lines.map((line) => `${line}\n`).join('');
}

function signatureJson(sig: Signature): Record<string, unknown> {
  return { name: sig.name, email: sig.email, date: sig.date };
}

/** A commit as the git data API shows it (`GET /git/commits/{sha}`, and `commit` of a contents write). */
export function gitCommitJson(urls: Urls, repo: RepoState, commit: CommitObject): Record<string, unknown> {
  const api = repoApi(urls, repo.fullName);
  const web = repoWeb(urls, repo.fullName);
  return {
    sha: commit.sha,
    node_id: nodeId('Commit', commit.sha),
    url: `${api}/git/commits/${commit.sha}`,
    html_url: `${web}/commit/${commit.sha}`,
    author: signatureJson(commit.author),
    committer: signatureJson(commit.committer),
    message: commit.message,
    tree: { sha: commit.tree, url: `${api}/git/trees/${commit.tree}` },
    parents: commit.parents.map((sha) => ({ sha, url: `${api}/git/commits/${sha}`, html_url: `${web}/commit/${sha}` })),
    verification: { verified: false, reason: 'unsigned', signature: null, payload: null },
  };
}

export function refJson(urls: Urls, repo: RepoState, branch: string, sha: string): Record<string, unknown> {
  const api = repoApi(urls, repo.fullName);
  return {
    ref: `refs/heads/${branch}`,
    node_id: nodeId('Ref', `${repo.id}:${branch}`),
    url: `${api}/git/refs/heads/${branch}`,
    object: { sha, type: 'commit', url: `${api}/git/commits/${sha}` },
  };
}

export function treeJson(
  urls: Urls,
  repo: RepoState,
  sha: string,
  entries: (TreeEntry & { path: string; size?: number })[],
): Record<string, unknown> {
  const api = repoApi(urls, repo.fullName);
  return {
    sha,
    url: `${api}/git/trees/${sha}`,
    tree: entries.map((e) => ({
      path: e.path,
      mode: e.mode === '40000' ? '040000' : e.mode,
      type: e.type,
      sha: e.sha,
      ...(e.size === undefined ? {} : { size: e.size }),
      url: `${api}/git/${e.type === 'tree' ? 'trees' : 'blobs'}/${e.sha}`,
    })),
    truncated: false,
  };
}

/** One file as `GET /contents/{path}` shows it; `content` only when it is the requested file. */
export function contentJson(
  urls: Urls,
  repo: RepoState,
  path: string,
  ref: string,
  entry: { type: 'file' | 'dir'; sha: string; content?: Buffer; size: number },
): Record<string, unknown> {
  const api = repoApi(urls, repo.fullName);
  const web = repoWeb(urls, repo.fullName);
  const self = `${api}/contents/${path}?ref=${encodeURIComponent(ref)}`;
  const html = `${web}/${entry.type === 'file' ? 'blob' : 'tree'}/${ref}/${path}`;
  const git = `${api}/git/${entry.type === 'file' ? 'blobs' : 'trees'}/${entry.sha}`;
  return {
    type: entry.type,
    name: path.split('/').pop() ?? path,
    path,
    sha: entry.sha,
    size: entry.size,
    url: self,
    html_url: html,
    git_url: git,
    download_url: entry.type === 'file' ? `${urls.web}/raw/${repo.fullName}/${ref}/${path}` : null,
    ...(entry.content ? { content: wrappedBase64(entry.content), encoding: 'base64' } : {}),
    _links: { self, git, html },
  };
}
