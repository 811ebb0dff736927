// `GET /repos/{owner}/{repo}/pulls/{number}/files`: what a pull request changes, from the merge base with its base
// branch to its head, each file with GitHub's fields and a unified diff of its lines (one hunk, the common lines as
// context: a valid patch, if longer than GitHub's three lines of context).
import type { RepoState } from '../model/repository.ts';
import { repoApi, repoWeb } from './urls.ts';
import type { Urls } from './urls.ts';

/** The common lines of two files, by longest common subsequence: which old and new lines are kept. */
function keptLines(before: string[], after: string[]): { old: boolean[]; next: boolean[] } {
  const table = Array.from({ length: before.length + 1 }, () => new Array<number>(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i -= 1)
    for (let j = after.length - 1; j >= 0; j -= 1)
      table[i]![j] =
        before[i] === after[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const old = before.map(() => false);
  const next = after.map(() => false);
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    if (before[i] === after[j]) {
      old[i] = true;
      next[j] = true;
      i += 1;
      j += 1;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return { old, next };
}

const linesOf = (text: string | undefined) =>
  text === undefined || text === '' ? [] : text.replace(/\n$/, '').split('\n');

/** A unified diff of one file, as GitHub's `patch` field holds it (no file headers). */
export function unifiedPatch(before: string | undefined, after: string | undefined): string {
  const a = linesOf(before);
  const b = linesOf(after);
  const { old, next } = keptLines(a, b);
  const lines: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && !old[i]) lines.push(`-${a[i++]}`);
    else if (j < b.length && !next[j]) lines.push(`+${b[j++]}`);
    else {
      lines.push(` ${b[j]}`);
      i += 1;
      j += 1;
    }
  }
  return [`@@ -${a.length === 0 ? 0 : 1},${a.length} +${b.length === 0 ? 0 : 1},${b.length} @@`, ...lines].join('\n');
}

/** The newest commit on the head's first-parent line that the base also holds. */
function mergeBase(repo: RepoState, head: string, base: string): string {
  return repo.git.firstParentLog(head).find((commit) => repo.git.isAncestor(commit.sha, base))?.sha ?? base;
}

/** Every file that differs between the merge base and the head, in path order, as the endpoint lists them. */
export function pullFilesJson(
  urls: Urls,
  repo: RepoState,
  heads: { head: string; base: string },
): Record<string, unknown>[] {
  const from = repo.filesAt(mergeBase(repo, heads.head, heads.base));
  const to = repo.filesAt(heads.head);
  const paths = [...new Set([...from.keys(), ...to.keys()])].filter((p) => from.get(p) !== to.get(p)).sort();
  const text = (blob: string | undefined) =>
    blob === undefined ? undefined : repo.git.readBlob(blob)?.toString('utf8');
  return paths.map((path) => {
    const patch = unifiedPatch(text(from.get(path)), text(to.get(path)));
    const added = patch.split('\n').filter((l) => l.startsWith('+')).length;
    const deleted = patch.split('\n').filter((l) => l.startsWith('-')).length;
    const sha = to.get(path) ?? from.get(path) ?? '';
    const encoded = path.split('/').map(encodeURIComponent).join('/');
    return {
      sha,
      filename: path,
      status: !from.has(path) ? 'added' : !to.has(path) ? 'removed' : 'modified',
      additions: added,
      deletions: deleted,
      changes: added + deleted,
      blob_url: `${repoWeb(urls, repo.fullName)}/blob/${heads.head}/${encoded}`,
      raw_url: `${repoWeb(urls, repo.fullName)}/raw/${heads.head}/${encoded}`,
      contents_url: `${repoApi(urls, repo.fullName)}/contents/${encoded}?ref=${heads.head}`,
      patch,
    };
  });
}
