import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FetchBundleOptions } from '../../../src/bundle/download/fetch.ts';
import type { Bundle } from '../../../src/client/types.ts';
import { virtualClock } from '../../support/clock.ts';
import { memoryLog } from '../../support/log.ts';

export const SIGNATURE = 'X-Amz-Signature=0123456789abcdefSECRET';

export function bundleAt(link: string, sizeBytes?: number): Bundle {
  return { jobId: 'se_3f9a2c1b8e7d4a06', bundleUrl: link, sizeBytes, expiresAt: '2026-11-21T13:00:00Z' };
}

/** Options for one download into `directory`, with a virtual clock and a remembering log. */
export function downloadOptions(directory: string, bundle: Bundle, overrides: Partial<FetchBundleOptions> = {}) {
  const log = memoryLog();
  const clock = virtualClock();
  const options: FetchBundleOptions = {
    bundle,
    refreshBundle: () => Promise.reject(new Error('refreshBundle was not expected')),
    destination: join(directory, 'out', 'bundle.tar.gz'),
    airgapCheck: 'warn',
    contentCheck: 'warn',
    maxUnpackedBytes: 20 * 1024 ** 3,
    maxEntries: 1_000_000,
    requestTimeoutMs: 5000,
    // The top of each backoff window, so the pauses are known: 1 s, 2 s, 4 s ...
    random: () => 1,
    timeoutMs: 30 * 60_000,
    clock,
    log,
    ...overrides,
  };
  return { options, log, clock };
}

export async function scratchDirectory(): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'bundle-test-'));
  // Retries: on Windows a file a closing stream still holds cannot go for a moment (EBUSY, EPERM, ENOTEMPTY).
  return { path, remove: () => rm(path, { recursive: true, force: true, maxRetries: 5 }) };
}

/** Names in a directory, or [] when it does not exist. */
export async function namesIn(directory: string): Promise<string[]> {
  return readdir(directory).catch(() => []);
}
