import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readdir, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { createHttpDispatcher } from '../../client/dispatcher.ts';
import type { HttpDispatcher } from '../../client/dispatcher.ts';
import type { Bundle } from '../../client/types.ts';
import type { AirgapCheck, ContentCheck } from '../../settings/types.ts';
import type { Clock } from '../../util/clock.ts';
import { formatBytes, groupThousands } from '../../util/format.ts';
import { renameWhenUnlocked } from '../../util/rename.ts';
import { BundleError } from '../errors.ts';
import { checkBundleLink } from '../link.ts';
import type { AirgapFinding } from '../verify/references.ts';
import { judgeBundle, pagesWithFindings } from '../verify/verdict.ts';
import type { ContentReport } from '../verify/verdict.ts';
import { describeNetworkError } from './http.ts';
import { openBundleSink } from './sink.ts';
import { transferBundle } from './transfer.ts';
import type { TransferOptions } from './transfer.ts';

export interface FetchBundleOptions extends Omit<TransferOptions, 'http' | 'maxBytes'> {
  /** `bundle-path`: written only once the bundle passed verification. */
  destination: string;
  /** The job's `pageCount`. */
  expectedPageCount?: number;
  airgapCheck: AirgapCheck;
  contentCheck: ContentCheck;
  /** `max-unpacked-size`: caps the inflated archive and, when no length bounds it, the download. */
  maxUnpackedBytes: number;
  /** `max-entries`. */
  maxEntries: number;
  /** The run's HTTP agent; undefined: one for this download from the runner's proxy variables, closed at the end. */
  http?: HttpDispatcher;
  /** Hash every file for the bundle diff (default true); `fileHashes` is undefined without. */
  hashFiles?: boolean;
}

export interface VerifiedBundle {
  path: string;
  sizeBytes: number;
  sha256: string;
  /** `.html` pages in the archive, not counting the site's `404.html` (the job does not count it either). */
  pageCount: number;
  airgapFindings: AirgapFinding[];
  /** The content checks: their numbers, and what they found with `content-check` on. */
  content: ContentReport;
  /** The last bundle used: a fresh one if the link was renewed. */
  bundle: Bundle;
  /** Lines for `Bundle check` warnings: acceptable oddities and content findings under `content-check: warn`. */
  warnings: string[];
  /** Where `index.html` is in the archive: `''` (root) or `'dir/'`; undefined when the bundle has none. */
  siteRoot: string | undefined;
  /** Every file by its path in the site with the start of its SHA-256 (the bundle diff); undefined for a huge site, or not asked for. */
  fileHashes: Map<string, string> | undefined;
  /** Bytes the archive unpacked to: what the read of the deployed bundle for the diff is budgeted by. */
  unpackedBytes: number;
}

/**
 * Downloads the bundle and verifies it in one streaming pass (SHA-256, temp file, gzip and tar checks,
 * limits, air-gap scan), then moves it to `destination`. On any failure nothing is left at `destination`:
 * not the temp file, and not an older bundle from an earlier run either, which is removed when the
 * download starts, so a later step can never take a stale or unverified file for this bundle.
 */
export async function fetchAndVerifyBundle(options: FetchBundleOptions): Promise<VerifiedBundle> {
  const destination = resolve(options.destination);
  await clearDestination(destination);
  const link = checkBundleLink(options.bundle.bundleUrl);
  const tempPath = join(dirname(destination), `${tempPrefix(destination)}${randomBytes(6).toString('hex')}.part`);
  const sink = openBundleSink(tempPath, {
    scanExternal: options.airgapCheck !== 'off',
    hashFiles: options.hashFiles,
    maxUnpackedBytes: options.maxUnpackedBytes,
    maxEntries: options.maxEntries,
  });
  const http = options.http ?? createHttpDispatcher({ env: process.env });
  try {
    const bundle = await transferBundle(
      { ...options, http, maxBytes: downloadCap(options.maxUnpackedBytes) },
      link,
      sink,
    );
    const result = await sink.finish();
    const { warnings, content } = judgeBundle({
      facts: result.archive,
      expectedPageCount: options.expectedPageCount,
      announcedSize: bundle.sizeBytes,
      downloadedSize: result.sizeBytes,
      airgapCheck: options.airgapCheck,
      contentCheck: options.contentCheck,
    });
    await renameRetrying(tempPath, destination, options.clock);
    const { findings } = result.archive;
    const expected =
      options.expectedPageCount === undefined ? '' : ` (the job reported ${groupThousands(options.expectedPageCount)})`;
    options.log.info(
      `Bundle verified: ${formatBytes(result.sizeBytes)}, ${groupThousands(result.archive.pages)} pages${expected}, ` +
        `${groupThousands(result.archive.entries)} entries unpacking to ${formatBytes(result.archive.unpackedBytes)}, sha256 ${result.sha256}; saved to ${destination}`,
    );
    if (findings.length > 0) {
      options.log.info(
        `Air-gap check: ${findings.length} external reference(s) on ${pagesWithFindings(findings)} page(s).`,
      );
    }
    return {
      path: destination,
      sizeBytes: result.sizeBytes,
      sha256: result.sha256,
      pageCount: result.archive.pages,
      airgapFindings: findings,
      content,
      bundle,
      warnings,
      siteRoot: result.archive.siteRoot,
      fileHashes: result.archive.fileHashes,
      unpackedBytes: result.archive.unpackedBytes,
    };
  } catch (error) {
    await sink.discard().catch(() => {});
    await rm(destination, { force: true }).catch(() => {});
    throw error instanceof BundleError
      ? error
      : new BundleError(
          'download',
          `The bundle download failed unexpectedly (${describeNetworkError(error)}); run it again.`,
        );
  } finally {
    if (!options.http) await http.close().catch(() => {});
  }
}

/**
 * Most bytes to download when no length states the size: a gzip stream is never much larger than what
 * it holds (stored blocks add 5 bytes per 64 KiB), so what may unpack to `maxUnpackedBytes` is below this.
 */
export function downloadCap(maxUnpackedBytes: number): number {
  return maxUnpackedBytes + Math.ceil(maxUnpackedBytes / 1000) + 64 * 1024;
}

/** Moves the verified bundle into place, retrying while Windows holds the new file (util/rename.ts). */
export async function renameRetrying(
  from: string,
  to: string,
  clock: Clock,
  move?: (from: string, to: string) => Promise<void>,
): Promise<void> {
  try {
    await renameWhenUnlocked(from, to, clock, move);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new BundleError(
      'download',
      `Could not move the verified bundle to ${to} (${code ?? message}); check that nothing holds the file open.`,
    );
  }
}

/** The start of a download's temp file name beside `destination` (a resolved path): `.<name>.`, then 12 hex digits and `.part`. */
function tempPrefix(destination: string): string {
  return `.${basename(destination)}.`;
}

/**
 * Removes what a download that was cut off below this code (its process died) may have left: the bundle at
 * `destination`, moved there just before, and its temp files. Nothing unverified may stay there.
 */
export async function removeDownloadLeftovers(destination: string): Promise<void> {
  const path = resolve(destination);
  const prefix = tempPrefix(path);
  const isTemp = (name: string) => name.startsWith(prefix) && /^[0-9a-f]{12}\.part$/.test(name.slice(prefix.length));
  const names = await readdir(dirname(path)).catch(() => []);
  const leftovers = [path, ...names.filter(isTemp).map((name) => join(dirname(path), name))];
  await Promise.all(leftovers.map((file) => rm(file, { force: true }).catch(() => {})));
}

/** Makes the directory, and removes an older bundle so that only this run's verified file can appear there. */
async function clearDestination(destination: string): Promise<void> {
  try {
    await mkdir(dirname(destination), { recursive: true });
    const existing = await lstat(destination).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    });
    if (existing?.isDirectory()) {
      throw new BundleError(
        'download',
        `bundle-path ${destination} is a directory; give a file path such as ${join(destination, 'bundle.tar.gz')}.`,
      );
    }
    if (existing) await rm(destination, { force: true });
  } catch (error) {
    if (error instanceof BundleError) throw error;
    const { code, message } = error as NodeJS.ErrnoException;
    throw new BundleError(
      'download',
      `Could not prepare bundle-path ${destination} (${code ?? message}); check that its directory is writable.`,
    );
  }
}
