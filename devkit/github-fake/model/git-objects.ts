import { createHash } from 'node:crypto';

/** Who made a commit, as git records it (date is ISO 8601 UTC). */
export interface Signature {
  name: string;
  email: string;
  date: string;
}

export interface CommitObject {
  sha: string;
  tree: string;
  parents: string[];
  message: string;
  author: Signature;
  committer: Signature;
}

export interface TreeEntry {
  name: string;
  mode: '100644' | '40000';
  type: 'blob' | 'tree';
  sha: string;
}

/** A flattened tree: full path -> blob sha. */
export type FileMap = Map<string, string>;

export const EMPTY_TREE_SHA = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

function hashObject(type: string, body: Buffer): string {
  return createHash('sha1').update(`${type} ${body.length}\0`).update(body).digest('hex');
}

/** The sha git gives a file's content (`git hash-object`). */
export function gitBlobSha(content: Buffer | string): string {
  return hashObject('blob', Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'));
}

interface DirNode {
  files: Map<string, string>;
  dirs: Map<string, DirNode>;
}

function newDir(): DirNode {
  return { files: new Map(), dirs: new Map() };
}

// Git orders entries by name bytes, a tree's name compared as if it ended in '/'.
function gitOrder(a: TreeEntry, b: TreeEntry): number {
  const ka = Buffer.from(a.type === 'tree' ? `${a.name}/` : a.name);
  const kb = Buffer.from(b.type === 'tree' ? `${b.name}/` : b.name);
  return Buffer.compare(ka, kb);
}

function signatureLine(role: string, sig: Signature): string {
  const seconds = Math.floor(Date.parse(sig.date) / 1000);
  return `${role} ${sig.name} <${sig.email}> ${seconds} +0000`;
}

/** Content-addressed store of real git objects, so every sha matches what git would compute. */
export class GitObjects {
  readonly #blobs = new Map<string, Buffer>();
  readonly #trees = new Map<string, TreeEntry[]>();
  readonly #commits = new Map<string, CommitObject>();

  constructor() {
    this.#trees.set(EMPTY_TREE_SHA, []);
  }

  writeBlob(content: Buffer): string {
    const sha = gitBlobSha(content);
    this.#blobs.set(sha, content);
    return sha;
  }

  readBlob(sha: string): Buffer | undefined {
    return this.#blobs.get(sha);
  }

  hasBlob(sha: string): boolean {
    return this.#blobs.has(sha);
  }

  writeTree(files: ReadonlyMap<string, string>): string {
    const root = newDir();
    for (const [path, sha] of files) {
      const parts = path.split('/');
      const name = parts.pop() ?? path;
      let dir = root;
      for (const part of parts) {
        let next = dir.dirs.get(part);
        if (!next) {
          next = newDir();
          dir.dirs.set(part, next);
        }
        dir = next;
      }
      dir.files.set(name, sha);
    }
    return this.#writeDir(root);
  }

  #writeDir(dir: DirNode): string {
    const entries: TreeEntry[] = [];
    for (const [name, sha] of dir.files) entries.push({ name, mode: '100644', type: 'blob', sha });
    for (const [name, child] of dir.dirs)
      entries.push({ name, mode: '40000', type: 'tree', sha: this.#writeDir(child) });
    entries.sort(gitOrder);
    const body = Buffer.concat(
      entries.flatMap((e) => [Buffer.from(`${e.mode} ${e.name}\0`), Buffer.from(e.sha, 'hex')]),
    );
    const sha = hashObject('tree', body);
    this.#trees.set(sha, entries);
    return sha;
  }

  treeEntries(sha: string): TreeEntry[] | undefined {
    return this.#trees.get(sha);
  }

  /** Every file under a tree, by full path. */
  filesOf(treeSha: string, prefix = ''): FileMap {
    const files: FileMap = new Map();
    for (const entry of this.#trees.get(treeSha) ?? []) {
      const path = `${prefix}${entry.name}`;
      if (entry.type === 'blob') files.set(path, entry.sha);
      else for (const [p, s] of this.filesOf(entry.sha, `${path}/`)) files.set(p, s);
    }
    return files;
  }

  writeCommit(input: Omit<CommitObject, 'sha'>): CommitObject {
    const lines = [`tree ${input.tree}`, ...input.parents.map((p) => `parent ${p}`)];
    lines.push(signatureLine('author', input.author), signatureLine('committer', input.committer), '', input.message);
    const sha = hashObject('commit', Buffer.from(lines.join('\n'), 'utf8'));
    const commit: CommitObject = { sha, ...input, parents: [...input.parents] };
    this.#commits.set(sha, commit);
    return commit;
  }

  commit(sha: string): CommitObject | undefined {
    return this.#commits.get(sha);
  }

  /** True when `ancestor` is `descendant` or reachable from it through parents. */
  isAncestor(ancestor: string, descendant: string): boolean {
    const pending = [descendant];
    const seen = new Set<string>();
    while (pending.length > 0) {
      const sha = pending.pop() as string;
      if (sha === ancestor) return true;
      if (seen.has(sha)) continue;
      seen.add(sha);
      pending.push(...(this.#commits.get(sha)?.parents ?? []));
    }
    return false;
  }

  /** First-parent history, newest first. */
  firstParentLog(head: string): CommitObject[] {
    const log: CommitObject[] = [];
    let current = this.#commits.get(head);
    while (current) {
      log.push(current);
      const parent = current.parents[0];
      current = parent === undefined ? undefined : this.#commits.get(parent);
    }
    return log;
  }
}
