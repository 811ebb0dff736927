// The files a pull request changes and the lines it adds, page by page, within a bound on files and on patch bytes:
// a pull request of thousands of files (a vendored tree, a generated site) costs a bounded read, and says so.
import type { RepositoryRef } from '../settings/types.ts';
import { explainGitHubError } from './errors.ts';
import type { Octokit } from './octokit.ts';
import { PER_PAGE } from './pages.ts';
import { fullNameOf } from './repository.ts';

/** Files read at most: GitHub lists no more than 3,000 files of a pull request itself. */
export const MAX_PULL_FILES = 3000;
/** Patch text read at most, all files together; the files past it are named without their lines. */
export const MAX_PATCH_BYTES = 8 * 1024 * 1024;

export interface ChangedFile {
  path: string;
  /** The path it had before, for a renamed file. */
  previousPath?: string;
  /** The lines the pull request adds to it (without the leading `+`); empty for a binary file or one past the bound. */
  addedLines: string[];
}

export interface ChangedFiles {
  files: ChangedFile[];
  /** Files whose lines were not read (past MAX_PATCH_BYTES, or a patch GitHub leaves out as too large). */
  linesUnread: number;
  /** The list went on past MAX_PULL_FILES. */
  filesCut: boolean;
}

/** The lines a patch adds. GitHub's `patch` has no file headers: a line `+++x` adds the line `++x`. */
export function addedLinesOf(patch: string): string[] {
  return patch
    .split('\n')
    .filter((line) => line.startsWith('+'))
    .map((line) => line.slice(1).replace(/\r$/, ''));
}

/** `GET /repos/{owner}/{repo}/pulls/{number}/files`, every page up to the bounds. */
export async function listChangedFiles(octokit: Octokit, repo: RepositoryRef, number: number): Promise<ChangedFiles> {
  const read: ChangedFiles = { files: [], linesUnread: 0, filesCut: false };
  let patchBytes = 0;
  try {
    const pages = octokit.paginate.iterator(octokit.rest.pulls.listFiles, {
      ...repo,
      pull_number: number,
      per_page: PER_PAGE,
    });
    for await (const page of pages) {
      for (const file of page.data) {
        if (read.files.length === MAX_PULL_FILES) return { ...read, filesCut: true };
        const patch = file.patch ?? '';
        const fits = patchBytes + Buffer.byteLength(patch) <= MAX_PATCH_BYTES;
        // A text file changed without a patch: GitHub left it out (too large to show).
        if (!fits || (file.patch === undefined && file.changes > 0 && file.status !== 'removed')) read.linesUnread += 1;
        if (fits) patchBytes += Buffer.byteLength(patch);
        read.files.push({
          path: file.filename,
          ...(file.previous_filename && { previousPath: file.previous_filename }),
          addedLines: fits ? addedLinesOf(patch) : [],
        });
      }
    }
    return read;
  } catch (error) {
    throw explainGitHubError(error, {
      repository: fullNameOf(repo),
      action: `list the files pull request #${number} changes`,
      permission: 'pull-requests',
      notFound: `There is no pull request #${number} in ${fullNameOf(repo)} (404), or the token cannot see it.`,
    });
  }
}
