import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ArchiveKind } from '../../emulator/server.ts';
import { BundleError } from '../../src/bundle/errors.ts';
import { expectNoLeaks, useExportHarness } from './context.ts';

const harness = useExportHarness();

const PADDING = 256 * 1024;
const sha256 = async (path: string) =>
  createHash('sha256')
    .update(await readFile(path))
    .digest('hex');
const storeGets = () => harness.emulator.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/_store/'));

/** Files (not directories) anywhere under the run's temp root. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => !e.isDirectory()).map((e) => join(e.parentPath, e.name));
}

describe('bundle download in export mode', () => {
  it('resumes a download whose connection dropped at 40%, and the SHA-256 is still right', async () => {
    harness.emulator.setFaults({ bundlePaddingBytes: PADDING });
    const clean = await harness.run();
    const size = Number(clean.outputs?.['bundle-size']);
    expect(size).toBeGreaterThan(PADDING);

    harness.emulator.clearRequests();
    harness.emulator.setFaults({
      bundlePaddingBytes: PADDING,
      dropDownloadAfterBytes: Math.floor(size * 0.4),
      dropDownloadTimes: 1,
    });
    const run = await harness.run();
    expect(run.failure?.message).toBeUndefined();
    expect(run.outputs?.['bundle-size']).toBe(String(size));
    expect(run.outputs?.['bundle-sha256']).toBe(clean.outputs?.['bundle-sha256']);
    expect(await sha256(run.outputs?.['bundle-path'] ?? '')).toBe(run.outputs?.['bundle-sha256']);
    expect(storeGets().length).toBeGreaterThanOrEqual(2);
    expectNoLeaks(harness.emulator, run, harness.emulator.keys.demo);
  });

  it('gets a fresh link when the link expires mid-download, and outputs the fresh one', async () => {
    harness.emulator.setFaults({ bundlePaddingBytes: PADDING });
    const size = Number((await harness.run()).outputs?.['bundle-size']);
    expect(size).toBeGreaterThan(PADDING);
    harness.emulator.clearRequests();
    // Every response is cut (and its link expired) after this many bytes: once, at 60%.
    harness.emulator.setFaults({ bundlePaddingBytes: PADDING, expireLinkAfterBytes: Math.floor(size * 0.6) });
    const run = await harness.run();
    expect(run.failure?.message).toBeUndefined();
    expect(await sha256(run.outputs?.['bundle-path'] ?? '')).toBe(run.outputs?.['bundle-sha256']);
    const bundlePosts = harness.emulator.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/bundle'));
    expect(bundlePosts).toHaveLength(2);
    const signatures = new Set(storeGets().map((r) => r.query['X-Amz-Signature']));
    expect(signatures.size).toBe(2);
    // The output is the link that worked, masked like the first.
    const outputSignature = new URL(run.outputs?.['bundle-url'] ?? '').searchParams.get('X-Amz-Signature');
    expect(storeGets().at(-1)?.query['X-Amz-Signature']).toBe(outputSignature);
    for (const signature of signatures) expect(run.secrets).toContain(signature);
    expectNoLeaks(harness.emulator, run, harness.emulator.keys.demo);
  });

  const refused: ArchiveKind[] = [
    'absolute',
    'dotdot',
    'symlink',
    'hardlink',
    'device',
    'fifo',
    'corrupt-gzip',
    'truncated',
  ];
  it.each(refused)(
    'refuses an archive with a %s problem: nothing at bundle-path, nothing extracted anywhere',
    async (kind) => {
      harness.emulator.setFaults({ archive: kind });
      const run = await harness.run({ 'extract-to': 'site' });
      expect(run.failure?.error).toBeDefined();
      expect(run.failure?.message.length).toBeGreaterThan(20);
      // The step failed with the job's facts and the link, but no bundle outputs.
      expect(run.failure?.outputs.status).toBe('completed');
      expect(run.failure?.outputs['bundle-path']).toBeUndefined();
      expect(run.failure?.outputs['extracted-path']).toBeUndefined();
      expect(await filesUnder(run.dir)).toEqual([]);
      expect(run.summaries).toEqual([]);
      expectNoLeaks(harness.emulator, run, harness.emulator.keys.demo);
    },
  );

  it('annotates pages that load from other hosts with airgap-check: warn, one warning per page', async () => {
    harness.emulator.setFaults({ externalRefs: true });
    const run = await harness.run();
    expect(run.failure?.message).toBeUndefined();
    const annotations = run.entries.filter(
      (e) => e.level === 'warning' && e.message.includes('air-gapped deployment cannot reach'),
    );
    expect(annotations.length).toBeGreaterThan(0);
    const pages = annotations.map((a) => a.message.split(' ')[0]);
    expect(new Set(pages).size).toBe(pages.length);
    expect(annotations.map((a) => a.message).join('\n')).toMatch(
      /index\.html loads resources from other hosts, .*: \S+ \((script|style|font|image)/,
    );
    expect(run.summaries[0]).toMatch(/\| Page \| Kind \| Host \|/);
    expect(run.summaries[0]).toMatch(/\| `index\.html` \| (script|style|font|image) \| `[\w.-]+` \|/);
  });

  it('a bundle without index.html is a Bundle check warning by default, a failure with content-check: error, not looked at with off', async () => {
    harness.emulator.setFaults({ archive: 'no-index' });
    const warned = await harness.run();
    expect(warned.failure?.message).toBeUndefined();
    expect(warned.entries.filter((e) => e.level === 'warning' && e.message.includes('no index.html'))).toHaveLength(1);

    const strict = await harness.run({ 'content-check': 'error', 'extract-to': 'site' });
    expect(strict.failure?.message).toMatch(
      /^Content check failed: The bundle has no index.html.*content-check to warn/,
    );
    expect(strict.failure?.outputs['bundle-path']).toBeUndefined();
    expect(await filesUnder(strict.dir)).toEqual([]);

    const off = await harness.run({ 'content-check': 'off' });
    expect(off.failure?.message).toBeUndefined();
    expect(off.entries.some((e) => e.level === 'warning' && e.message.includes('index.html'))).toBe(false);
  });

  it('fails the step with airgap-check: error, leaving nothing at bundle-path', async () => {
    harness.emulator.setFaults({ externalRefs: true });
    const run = await harness.run({ 'airgap-check': 'error' });
    expect(run.failure?.error).toBeInstanceOf(Error);
    expect(run.failure?.message).toMatch(/other host|air-gap|airgap/i);
    expect(await filesUnder(run.dir)).toEqual([]);
  });

  it('skips the scan with airgap-check: off', async () => {
    harness.emulator.setFaults({ externalRefs: true });
    const run = await harness.run({ 'airgap-check': 'off' });
    expect(run.failure?.message).toBeUndefined();
    expect(run.entries.some((e) => e.level === 'warning' && e.message.includes('air-gapped'))).toBe(false);
    expect(run.summaries[0]).toContain('Not run (`airgap-check: off`).');
  });
});

it('keeps the BundleError kind reachable for callers', () => {
  expect(new BundleError('airgap', 'x').stage).toBe('airgap');
});
