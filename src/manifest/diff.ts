import { isPagePath, scriptsAndStylesFirst } from './files.ts';
import type { FileHashes } from './files.ts';

/** What a rollout changes: the pages (the counts the outputs name), and every other file that differs. */
export interface BundleDiff {
  added: string[];
  removed: string[];
  changed: string[];
  /** Pages in both bundles with the same content; undefined when neither side's pages are known (same job). */
  unchanged: number | undefined;
  /** Files that are not pages and differ (scripts and styles first): a changed script alters every page. */
  otherFiles: OtherFileChange[];
}

export interface OtherFileChange {
  path: string;
  change: 'added' | 'removed' | 'changed';
}

/** Where the deployed side of a diff came from. */
export type PreviousSource = 'record' | 'link' | 'same-job';

/** The diff of a rollout, or why there is none. */
export type DiffOutcome =
  { kind: 'diff'; diff: BundleDiff; previousJobId: string; source: PreviousSource } | { kind: 'none'; reason: string };

/** The pure diff of two bundles' files; every page list sorted. */
export function diffFiles(previous: FileHashes, next: FileHashes): BundleDiff {
  const diff: BundleDiff = { added: [], removed: [], changed: [], unchanged: 0, otherFiles: [] };
  const note = (path: string, change: OtherFileChange['change']): void => {
    if (isPagePath(path)) diff[change].push(path);
    else diff.otherFiles.push({ path, change });
  };
  let unchanged = 0;
  for (const [path, hash] of next) {
    const before = previous.get(path);
    if (before === undefined) note(path, 'added');
    else if (before !== hash) note(path, 'changed');
    else if (isPagePath(path)) unchanged += 1;
  }
  for (const path of previous.keys()) if (!next.has(path)) note(path, 'removed');
  diff.added.sort();
  diff.removed.sort();
  diff.changed.sort();
  diff.otherFiles.sort((a, b) => scriptsAndStylesFirst(a.path, b.path));
  return { ...diff, unchanged };
}

/** The diff of one job's bundle with itself: nothing changes. */
export function sameJobDiff(pages: number | undefined): BundleDiff {
  return { added: [], removed: [], changed: [], unchanged: pages, otherFiles: [] };
}

/** Identical content: every file the same, pages and others alike. */
export function isIdentical(diff: BundleDiff): boolean {
  return (
    diff.added.length === 0 && diff.removed.length === 0 && diff.changed.length === 0 && diff.otherFiles.length === 0
  );
}
