import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOMAIN, expectNoLeaks, groups, useExportHarness } from './context.ts';

const harness = useExportHarness();

const sha256 = async (path: string) =>
  createHash('sha256')
    .update(await readFile(path))
    .digest('hex');
const requestsTo = (pattern: RegExp, method?: string) =>
  harness.emulator.requests.filter((r) => pattern.test(r.path) && (method === undefined || r.method === method));

describe('export mode against the emulator', () => {
  it('starts a job, waits, downloads, verifies and extracts the bundle, and sets every output', async () => {
    const run = await harness.run({ 'extract-to': 'site' });
    expect(run.failure?.message).toBeUndefined();
    const outputs = run.outputs ?? {};

    expect(outputs['job-id']).toMatch(/^se_[0-9a-f]{16}$/);
    expect(outputs.status).toBe('completed');
    expect(Number(outputs['page-count'])).toBeGreaterThan(0);
    expect(outputs['bundle-url']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+X-Amz-Signature=/);
    expect(outputs['expires-at']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(Date.parse(outputs['expires-at'] ?? '') - harness.clock.now()).toBeGreaterThan(6 * 86_400_000);

    const bundlePath = outputs['bundle-path'] ?? '';
    expect(bundlePath).toBe(join(run.dir, 'runner-temp', 'docs-export', 'bundle.tar.gz'));
    expect(String((await stat(bundlePath)).size)).toBe(outputs['bundle-size']);
    expect(await sha256(bundlePath)).toBe(outputs['bundle-sha256']);
    expect(outputs['extracted-path']).toBe(join(run.dir, 'workspace', 'site'));
    expect(await readdir(outputs['extracted-path'] ?? '', { recursive: true })).toContain('index.html');

    // Only what was asked for goes to the service.
    const [start] = requestsTo(/^\/v1\/static-export\/jobs$/, 'POST');
    expect(start?.body).toEqual({ domain: DOMAIN });

    expect(groups(run)).toEqual([
      `Starting export job for ${DOMAIN}`,
      `Waiting for export job ${outputs['job-id']}`,
      'Getting the bundle link',
      'Downloading and verifying the bundle',
      'Extracting the bundle',
    ]);
    expect(run.logText).toContain(`Started export job ${outputs['job-id']}`);
    expect(run.logText).toMatch(/info: running: \d+% · \d+ pages · \d+(ms|s) elapsed/);
    expect(run.logText).toMatch(/info: completed: 100% · \d+ pages/);

    expect(run.summaries).toHaveLength(1);
    const summary = run.summaries[0] ?? '';
    expect(summary).toContain(`\`${outputs['job-id']}\``);
    expect(summary).toContain(outputs['bundle-sha256']);
    expect(summary).toContain(`| Pages | ${outputs['page-count']} |`);
    expect(summary).toContain('No page loads scripts, styles, fonts or images from another host.');
    expectNoLeaks(harness.emulator, run, harness.emulator.keys.demo);
  });

  it('sends version only when it is given', async () => {
    const run = await harness.run({ 'export-version': '2024-06-01', download: 'false' });
    expect(run.failure?.message).toBeUndefined();
    const [start] = requestsTo(/^\/v1\/static-export\/jobs$/, 'POST');
    expect(start?.body).toEqual({ domain: DOMAIN, version: '2024-06-01' });
    expect(run.outputs?.['bundle-path']).toBeUndefined();
    expect(run.outputs?.['bundle-url']).toBeDefined();
    expect(run.summaries[0]).toContain('the bundle was not downloaded');
  });

  it('exports only the pages paths names, sent as the service names them (no leading "/" or ".html"), with a notice of what changed', async () => {
    const run = await harness.run({
      paths: '/guides/getting-started\nconcepts/shipments.html\nreference/api/errors\n/',
      'extract-to': 'site',
    });
    expect(run.failure?.message).toBeUndefined();
    const [start] = requestsTo(/^\/v1\/static-export\/jobs$/, 'POST');
    expect(start?.body).toEqual({
      domain: DOMAIN,
      paths: ['guides/getting-started', 'concepts/shipments', 'reference/api/errors', 'index'],
    });
    expect(run.outputs?.['page-count']).toBe('4');
    const files = await readdir(run.outputs?.['extracted-path'] ?? '', { recursive: true });
    const pages = files.filter((file) => file.endsWith('.html')).map((file) => file.split('\\').join('/'));
    expect(pages.sort()).toEqual([
      '404.html',
      'concepts/shipments.html',
      'guides/getting-started.html',
      'index.html',
      'reference/api/errors.html',
    ]);
    const notices = run.entries.filter((entry) => entry.level === 'notice').map((entry) => entry.message);
    expect(notices).toEqual([
      'paths: sent as the service names pages, without a leading "/" or a trailing ".html": "/guides/getting-started" as "guides/getting-started", "concepts/shipments.html" as "concepts/shipments", "/" as "index".',
    ]);
  });

  it('waits for a bundle still being packaged longer than request-timeout, asking only once', async () => {
    harness.emulator.setFaults({
      // Twice request-timeout; 5 s leaves a busy machine room for the other answers, which must not trip it.
      rules: [{ path: '/bundle$', method: 'POST', times: 1, action: 'delay', delayMs: 10_000 }],
    });
    const run = await harness.run({ download: 'false', 'request-timeout': '5s' });
    expect(run.failure?.message).toBeUndefined();
    expect(run.outputs?.['bundle-url']).toBeDefined();
    expect(requestsTo(/\/bundle$/, 'POST')).toHaveLength(1);
  }, 60_000);

  it('polls adaptively: a few polls, and completion seen soon after it happened', async () => {
    const run = await harness.run({ download: 'false' });
    const polls = requestsTo(/^\/v1\/static-export\/jobs\/se_[^/]+$/, 'GET');
    // An 8 s job; a fixed 10 s loop would need 2 polls and see it up to 10 s late.
    expect(polls.length).toBeGreaterThanOrEqual(2);
    expect(polls.length).toBeLessThanOrEqual(5);
    expect(run.outputs?.status).toBe('completed');
  });

  it('waits for an existing job given by job-id instead of starting one', async () => {
    const first = await harness.run({ download: 'false' });
    const jobId = first.outputs?.['job-id'] ?? '';
    harness.emulator.clearRequests();
    const run = await harness.run({ 'job-id': jobId, domain: '', download: 'false' });
    expect(run.outputs?.['job-id']).toBe(jobId);
    expect(run.outputs?.status).toBe('completed');
    expect(requestsTo(/^\/v1\/static-export\/jobs$/, 'POST')).toHaveLength(0);
    // Already complete: one poll, at once.
    expect(requestsTo(/^\/v1\/static-export\/jobs\/se_[^/]+$/, 'GET')).toHaveLength(1);
    expect(groups(run)[0]).toBe(`Reusing export job ${jobId}`);
  });

  it('tolerates a status it does not know, counting it as running', async () => {
    harness.emulator.setFaults({ jobStatusName: 'rendering' });
    const run = await harness.run({ download: 'false' });
    expect(run.failure?.message).toBeUndefined();
    expect(run.outputs?.status).toBe('completed');
    expect(run.logText).toContain('Status "rendering" is not one this action knows');
    expect(run.logText).toMatch(/info: rendering: \d+%/);
  });

  it('rides out 5xx answers and an HTML 502 page on status polls', async () => {
    harness.emulator.setFaults({
      rules: [
        {
          path: '^/v1/static-export/jobs/se_[^/]+$',
          method: 'GET',
          times: 2,
          action: 'status',
          status: 503,
          body: 'json',
        },
        {
          path: '^/v1/static-export/jobs/se_[^/]+$',
          method: 'GET',
          times: 1,
          action: 'status',
          status: 502,
          body: 'html',
        },
        {
          path: '^/v1/static-export/jobs/se_[^/]+$',
          method: 'GET',
          times: 1,
          action: 'status',
          status: 500,
          body: 'empty',
        },
      ],
    });
    const run = await harness.run({ download: 'false' });
    expect(run.failure?.message).toBeUndefined();
    expect(run.outputs?.status).toBe('completed');
    const statuses = requestsTo(/^\/v1\/static-export\/jobs\/se_[^/]+$/, 'GET').map((r) => r.status);
    expect(statuses).toEqual(expect.arrayContaining([503, 502, 500, 200]));
  });

  it('asks again for the bundle after a 409, within the timeout', async () => {
    harness.emulator.setFaults({
      rules: [{ path: '/bundle$', method: 'POST', times: 2, action: 'status', status: 409, body: 'json' }],
    });
    const run = await harness.run({ download: 'false' });
    expect(run.failure?.message).toBeUndefined();
    expect(requestsTo(/\/bundle$/, 'POST').map((r) => r.status)).toEqual([409, 409, 200]);
    expect(run.logText).toContain('is not ready yet (409)');
    expectNoLeaks(harness.emulator, run, harness.emulator.keys.demo);
  });

  it('fails clearly when 409 lasts past the timeout', async () => {
    harness.emulator.setFaults({
      rules: [{ path: '/bundle$', method: 'POST', action: 'status', status: 409, body: 'json' }],
    });
    const run = await harness.run({ download: 'false', timeout: '1m' });
    expect(run.failure?.message).toMatch(
      /^The bundle of export job se_\w+ was still not ready after .* the timeout is spent: .*409 Conflict/,
    );
    expect(run.failure?.outputs.status).toBe('completed');
    expect(run.failure?.outputs['job-id']).toMatch(/^se_/);
  });
});
