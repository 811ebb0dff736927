import { randomBytes } from 'node:crypto';
import { lstat, mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { Bundle } from '../../client/types.ts';
import type { AirgapCheck } from '../../settings/types.ts';
import { formatBytes } from '../../util/format.ts';
import { BundleError } from '../errors.ts';
import { checkBundleLink } from '../link.ts';
import type { AirgapFinding } from '../verify/references.ts';
import { judgeArchive, pagesWithFindings } from '../verify/verdict.ts';
import { describeNetworkError } from './response.ts';
import { openBundleSink } from './sink.ts';
import { transferBundle, type TransferOptions } from './transfer.ts';

export interface FetchBundleOptions extends TransferOptions {
  /** `bundle-path`: written only once the bundle passed verification. */
  destination: string;
  /** The job's `pageCount`. */
  expectedPageCount?: number;
  airgapCheck: AirgapCheck;
}

export interface VerifiedBundle {
  path: string;
  sizeBytes: number;
  sha256: string;
  /** `.html` pages in the archive, not counting the site's `404.html` (the job does not count it either). */
  pageCount: number;
  airgapFindings: AirgapFinding[];
  /** The last bundle used: a fresh one if the link was renewed. */
  bundle: Bundle;
  /** Acceptable oddities, e.g. a page count a little off the job's. */
  warnings: string[];
  /** Where `index.html` is in the archive: `''` (root) or `'dir/'` (one common top-level directory). */
  siteRoot: string;
}

/**
 * Downloads the bundle and verifies it in one streaming pass (SHA-256, temp file, gzip and tar checks,
 * air-gap scan), then moves it to `destination`. On any failure nothing is left at `destination`:
 * not the temp file, and not an older bundle from an earlier run either, which is removed when the
 * download starts, so a later step can never take a stale or unverified file for this bundle.
 */
export async function fetchAndVerifyBundle(options: FetchBundleOptions): Promise<VerifiedBundle> {
  const destination = resolve(options.destination);
  await clearDestination(destination);
  const link = checkBundleLink(options.bundle.bundleUrl);
  const tempPath = join(dirname(destination), `.${basename(destination)}.${randomBytes(6).toString('hex')}.part`);
  const sink = openBundleSink(tempPath, { scanExternal: options.airgapCheck !== 'off' });
  try {
    const bundle = await transferBundle(options, link, sink);
    const result = await sink.finish();
    const warnings = judgeArchive(result.archive, options.expectedPageCount, options.airgapCheck);
    await rename(tempPath, destination);
    await syncDirectory(dirname(destination));
    const { findings } = result.archive;
    options.log.info(
      `Bundle verified: ${formatBytes(result.sizeBytes)}, ${result.archive.pages} pages, sha256 ${result.sha256}; saved to ${destination}`,
    );
    if (findings.length > 0) {
      options.log.info(`Air-gap check: ${findings.length} external reference(s) on ${pagesWithFindings(findings)} page(s).`);
    }
    return {
      path: destination,
      sizeBytes: result.sizeBytes,
      sha256: result.sha256,
      pageCount: result.archive.pages,
      airgapFindings: findings,
      bundle,
      warnings,
      siteRoot: result.archive.siteRoot ?? '',
    };
  } catch (error) {
    await sink.discard().catch(() => {});
    await rm(destination, { force: true }).catch(() => {});
    throw error instanceof BundleError
      ? error
      : new BundleError('download', `The bundle download failed unexpectedly (${describeNetworkError(error)}); run it again.`);
  }
}

/** Makes the directory, and removes an older bundle so that only this run's verified file can appear there. */
async function clearDestination(destination: string): Promise<void> {
  try {
    await mkdir(dirname(destination), { recursive: true });
    const existing = await lstat(destination).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (existing?.isDirectory()) {
      throw new BundleError('download', `bundle-path ${destination} is a directory; give a file path such as ${join(destination, 'bundle.tar.gz')}.`);
    }
    if (existing) await rm(destination, { force: true });
  } catch (error) {
    if (error instanceof BundleError) throw error;
    const { code, message } = error as NodeJS.ErrnoException;
    throw new BundleError('download', `Could not prepare bundle-path ${destination} (${code ?? message}); check that its directory is writable.`);
  }
}

/** Makes the rename durable where the platform allows it (not on Windows, where it is skipped). */
async function syncDirectory(directory: string): Promise<void> {
  try {
    const handle = await open(directory, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Best effort: the file itself was fsynced before the rename.
  }
}
