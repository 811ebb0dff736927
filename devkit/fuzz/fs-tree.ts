import { createHash } from 'node:crypto';
import { lstat, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface TreeNode {
  kind: 'file' | 'directory' | 'symlink' | 'other';
  size: number;
  nlink: number;
  mode: number;
  mtimeMs: number;
  /** SHA-256 of a file's content, when hashed. */
  sha256?: string;
}

/** Every path under `root` (relative, `/`-separated), read with lstat so links are seen, not followed. */
export async function readTree(root: string, options: { hash?: boolean } = {}): Promise<Map<string, TreeNode>> {
  const tree = new Map<string, TreeNode>();
  const visit = async (directory: string, prefix: string) => {
    const names = await readdir(directory).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    });
    for (const name of names) {
      const path = join(directory, name);
      const relativePath = prefix === '' ? name : `${prefix}/${name}`;
      const stat = await lstat(path);
      const kind = stat.isFile()
        ? 'file'
        : stat.isDirectory()
          ? 'directory'
          : stat.isSymbolicLink()
            ? 'symlink'
            : 'other';
      const node: TreeNode = { kind, size: stat.size, nlink: stat.nlink, mode: stat.mode, mtimeMs: stat.mtimeMs };
      if (kind === 'file' && options.hash)
        node.sha256 = createHash('sha256')
          .update(await readFile(path))
          .digest('hex');
      tree.set(relativePath, node);
      if (kind === 'directory') await visit(path, relativePath);
    }
  };
  await visit(root, '');
  return tree;
}

/** What changed between two readings of a tree, one line per path. */
export function treeChanges(before: Map<string, TreeNode>, after: Map<string, TreeNode>): string[] {
  const changes: string[] = [];
  for (const [path, node] of after) {
    const old = before.get(path);
    if (!old) changes.push(`${JSON.stringify(path)} appeared (${node.kind})`);
    else if (JSON.stringify(old) !== JSON.stringify(node)) changes.push(`${JSON.stringify(path)} changed`);
  }
  for (const path of before.keys()) if (!after.has(path)) changes.push(`${JSON.stringify(path)} disappeared`);
  return changes;
}
