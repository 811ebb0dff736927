import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { extract } from 'tar/extract';
import type { ReadEntry } from 'tar/read-entry';
import { lineText } from '../util/line-text.ts';
import { BundleError, ENTRY_PATH_TEXT } from './errors.ts';
import { createCollisionCheck, isFileEntry, normalizeEntryPath, unsafeEntryReason } from './verify/entry-rules.ts';

/**
 * Extracts a verified bundle into `directory`, which must be new or empty: extracting over an older
 * site would leave its removed pages behind, and the action never deletes files it did not write.
 * The archive was checked while it downloaded; it is checked again here (a filter with the same
 * rules, tar's strict mode, no absolute paths, owners not restored), so no link is created or
 * followed and nothing is written outside `directory`. On failure the directory is emptied again.
 */
export async function extractVerifiedBundle(
  bundlePath: string,
  directory: string,
): Promise<{ path: string; files: number }> {
  const target = path.resolve(directory);
  await prepareEmptyDirectory(target);
  const refused: string[] = [];
  const collisions = createCollisionCheck();
  let files = 0;
  const accept = (name: string, entry: ReadEntry): boolean => {
    const reason =
      unsafeEntryReason(name, entry.type, entry.linkpath) ??
      escapeReason(target, name) ??
      collisions.add(normalizeEntryPath(name), isFileEntry(entry.type));
    if (reason !== undefined) {
      refused.push(`${lineText(name, ENTRY_PATH_TEXT)} ${reason}`);
      return false;
    }
    if (isFileEntry(entry.type)) files++;
    return true;
  };
  try {
    // Synchronous on purpose: when an asynchronous extraction fails, file writes may still be in
    // flight and land after the clean-up; a synchronous one has nothing left running when it throws.
    extract({
      sync: true,
      file: bundlePath,
      cwd: target,
      strict: true,
      preservePaths: false,
      preserveOwner: false,
      filter: (name, entry) => accept(name, entry as ReadEntry),
    });
  } catch (error) {
    await emptyDirectory(target);
    const { code, message } = error as NodeJS.ErrnoException;
    throw new BundleError(
      'extraction',
      `Could not extract the bundle into ${target}: ${code && !message.includes(code) ? `${code} ` : ''}${message}.`,
    );
  }
  if (refused.length > 0) {
    await emptyDirectory(target);
    throw new BundleError(
      'extraction',
      `Refused to extract the bundle into ${target}: entry ${refused.slice(0, 5).join('; ')}.`,
    );
  }
  return { path: target, files };
}

/** Why `name` would land outside `target`, with the path rules of the platform (`path.win32` in tests on Linux). */
export function escapeReason(target: string, name: string, paths: path.PlatformPath = path): string | undefined {
  const inside = paths.relative(target, paths.resolve(target, name));
  const outside = inside === '..' || inside.startsWith(`..${paths.sep}`) || paths.isAbsolute(inside);
  return outside ? 'would be written outside the directory' : undefined;
}

async function prepareEmptyDirectory(target: string): Promise<void> {
  try {
    await mkdir(target, { recursive: true });
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new BundleError(
      'extraction',
      `Could not create the directory ${target} for extract-to (${code ?? message}).`,
    );
  }
  const existing = await readdir(target);
  if (existing.length > 0) {
    throw new BundleError(
      'extraction',
      `extract-to ${target} is not empty: give a new or empty directory (the action does not delete files, and old pages would otherwise stay beside the new ones).`,
    );
  }
}

async function emptyDirectory(target: string): Promise<void> {
  for (const name of await readdir(target).catch(() => [])) {
    await rm(path.join(target, name), { recursive: true, force: true }).catch(() => {});
  }
}
