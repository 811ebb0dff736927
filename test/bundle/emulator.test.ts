import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startEmulator } from '../../emulator/server.ts';
import type { ArchiveKind, Emulator } from '../../emulator/server.ts';
import { fetchAndVerifyBundle } from '../../src/bundle/download/fetch.ts';
import { BundleError } from '../../src/bundle/errors.ts';
import { extractVerifiedBundle } from '../../src/bundle/extract.ts';
import type { Bundle } from '../../src/client/types.ts';
import { downloadOptions, namesIn, scratchDirectory } from './support/harness.ts';

// The bundle half of export mode against the project's emulator: real links, real store faults.
let emulator: Emulator;
let scratch: { path: string; remove(): Promise<void> };
let time = Date.UTC(2026, 10, 21, 12);
let runs = 0;

beforeAll(async () => {
  emulator = await startEmulator({ now: () => time, jobDurationMs: 1000 });
  scratch = await scratchDirectory();
});
afterEach(() => emulator.resetFaults());
afterAll(async () => {
  await emulator.close();
  await scratch.remove();
});

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${emulator.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${emulator.keys.demo}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

/** Runs a job to completion on the emulator's clock and asks for its bundle. */
async function completedExport(): Promise<{ pageCount: number; bundle: Bundle; refresh: () => Promise<Bundle> }> {
  const job = await api<{ jobId: string }>('POST', '/v1/static-export/jobs', { domain: 'docs.example.com' });
  time += 5000;
  const done = await api<{ pageCount: number }>('GET', `/v1/static-export/jobs/${job.jobId}`);
  const refresh = () => api<Bundle>('POST', `/v1/static-export/jobs/${job.jobId}/bundle`);
  return { pageCount: done.pageCount, bundle: await refresh(), refresh };
}

async function download(
  overrides: { airgapCheck?: 'off' | 'warn' | 'error'; contentCheck?: 'off' | 'warn' | 'error' } = {},
) {
  const job = await completedExport();
  let refreshes = 0;
  const { options, log } = downloadOptions(join(scratch.path, String(++runs)), job.bundle, {
    expectedPageCount: job.pageCount,
    refreshBundle: () => {
      refreshes++;
      time += 60_000; // a fresh link is signed later than the expired one
      return job.refresh();
    },
    ...overrides,
  });
  return { job, options, log, refreshes: () => refreshes, result: fetchAndVerifyBundle(options) };
}

describe('against the emulator', () => {
  test('a normal export downloads, verifies and extracts', async () => {
    const { job, options, result } = await download({ airgapCheck: 'error' });
    const verified = await result;
    const bytes = await readFile(options.destination);
    expect(verified.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(verified.sizeBytes).toBe(job.bundle.sizeBytes);
    expect(verified.pageCount).toBe(job.pageCount);
    expect(verified.warnings).toEqual([]);
    const extracted = await extractVerifiedBundle(verified.path, join(scratch.path, `site-${runs}`));
    expect(extracted.files).toBeGreaterThan(verified.pageCount);
    expect(emulator.requests.filter((r) => r.path.startsWith('/_store/')).every((r) => !r.authorization)).toBe(true);
  });

  test('a dropped connection resumes and a link expiring mid-download is renewed', async () => {
    emulator.setFaults({
      bundlePaddingBytes: 3_000_000,
      dropDownloadAfterBytes: 700_000,
      expireLinkAfterBytes: 1_800_000,
    });
    const { options, log, refreshes, result } = await download();
    const verified = await result;
    expect(refreshes()).toBe(1);
    expect(verified.bundle.bundleUrl).not.toBe(options.bundle.bundleUrl);
    expect(verified.sha256).toBe(
      createHash('sha256')
        .update(await readFile(options.destination))
        .digest('hex'),
    );
    expect(log.text()).toContain('resuming from byte');
    expect(log.text()).toContain('expired');
    expect(log.text()).not.toContain('X-Amz-Signature');
  });

  test('external references are found with airgap-check warn', async () => {
    emulator.setFaults({ externalRefs: true });
    const verified = await (await download()).result;
    expect(new Set(verified.airgapFindings.map((f) => f.kind))).toEqual(new Set(['script', 'style', 'font', 'image']));
  });

  test('external references fail airgap-check error', async () => {
    emulator.setFaults({ externalRefs: true });
    const { result } = await download({ airgapCheck: 'error' });
    await expect(result).rejects.toMatchObject({ stage: 'airgap' });
  });

  const unsafe: ArchiveKind[] = [
    'absolute',
    'dotdot',
    'symlink',
    'hardlink',
    'device',
    'fifo',
    'corrupt-gzip',
    'truncated',
  ];
  test.each(unsafe)('archive "%s" fails verification and leaves nothing', async (archive) => {
    emulator.setFaults({ archive });
    const { options, result } = await download();
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BundleError);
    expect((error as BundleError).stage).toBe('verification');
    expect(await namesIn(dirname(options.destination))).toEqual([]);
  });

  const content: Array<[ArchiveKind, string]> = [
    ['no-index', 'site-root'],
    ['page-count-mismatch', 'page-count'],
  ];
  test.each(content)(
    'archive "%s" is a %s finding: a warning by default, a failure under content-check: error',
    async (archive, check) => {
      emulator.setFaults({ archive });
      const warned = await (await download()).result;
      expect(warned.content.findings.map((finding) => finding.check)).toEqual([check]);
      const strict = await download({ contentCheck: 'error' });
      await expect(strict.result).rejects.toMatchObject({ stage: 'content' });
      expect(await namesIn(dirname(strict.options.destination))).toEqual([]);
    },
  );
});
