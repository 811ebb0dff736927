import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SITE_PAGES, startTestEmulator } from './helpers.ts';
import type { TestEmulator } from './helpers.ts';

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

interface Job {
  jobId: string;
  status: string;
  progress: number;
  pageCount: number;
  createdAt: string;
  updatedAt: string;
  error?: string;
  version?: string;
  domain?: string;
}

let t: TestEmulator;
beforeEach(async () => {
  t = await startTestEmulator({ jobDurationMs: 10_000 });
});
afterEach(async () => {
  await t.emu.close();
});

async function start(body: unknown = { domain: 'docs.example.com' }): Promise<Job> {
  const res = await t.call('POST', '/v1/static-export/jobs', { body });
  expect(res.status).toBe(202);
  return res.body as Job;
}

async function poll(jobId: string): Promise<Job> {
  const res = await t.call('GET', `/v1/static-export/jobs/${jobId}`);
  expect(res.status).toBe(200);
  return res.body as Job;
}

describe('POST /v1/static-export/jobs', () => {
  it('answers 202 with the job object', async () => {
    const res = await t.call('POST', '/v1/static-export/jobs', { body: { domain: 'docs.example.com' } });
    expect(res.status).toBe(202);
    const job = res.body as Job;
    expect(job).toMatchObject({ status: 'queued', progress: 0, pageCount: 0, domain: 'docs.example.com' });
    expect(job.jobId).toMatch(/^se_[0-9a-f]{16}$/);
    expect(job.createdAt).toMatch(RFC3339);
    expect(job.updatedAt).toMatch(RFC3339);
    expect(Date.parse(job.createdAt)).toBe(t.clock.now);
    expect(job).not.toHaveProperty('error');
  });

  it('gives every job its own id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await start()).jobId);
    expect(ids.size).toBe(5);
  });

  it('accepts the optional version and paths, and exports only those pages', async () => {
    const job = await start({ domain: 'docs.example.com', version: '2024-06-01', paths: ['/', '/guides/webhooks/'] });
    expect(job.version).toBe('2024-06-01');
    t.clock.advance(10_000);
    expect(await poll(job.jobId)).toMatchObject({ status: 'completed', pageCount: 2, version: '2024-06-01' });
  });

  it('defaults version to the latest published one and exports every page', async () => {
    const job = await start();
    expect(job.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    t.clock.advance(10_000);
    expect((await poll(job.jobId)).pageCount).toBe(SITE_PAGES.length);
  });

  it.each([
    ['a scheme', 'https://docs.example.com'],
    ['a trailing slash', 'docs.example.com/'],
    ['a path prefix', 'docs.example.com/docs'],
    ['a port', 'docs.example.com:8443'],
    ['no dot', 'localhost'],
    ['spaces', 'docs example.com'],
    ['an empty string', ''],
    ['a label starting with a hyphen', '-docs.example.com'],
  ])('refuses a domain with %s (400)', async (_what, domain) => {
    const res = await t.call('POST', '/v1/static-export/jobs', { body: { domain } });
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toMatch(/domain/);
  });

  it('accepts bare hostnames in any case', async () => {
    for (const domain of ['docs.example.com', 'Docs.Example.COM', 'a-b.c.example.co.uk']) {
      const res = await t.call('POST', '/v1/static-export/jobs', { body: { domain } });
      expect(res.status, domain).toBe(202);
    }
  });

  it('refuses a body that is not JSON, or lacks the domain (400)', async () => {
    const notJson = await t.call('POST', '/v1/static-export/jobs', { rawBody: 'domain=docs.example.com' });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toHaveProperty('error');
    const array = await t.call('POST', '/v1/static-export/jobs', { body: ['docs.example.com'] });
    expect(array.status).toBe(400);
    const missing = await t.call('POST', '/v1/static-export/jobs', { body: {} });
    expect(missing.status).toBe(400);
    expect((missing.body as { error: string }).error).toMatch(/domain is required/);
  });

  it('takes paths as the service does: with or without the leading "/", "index" for the root', async () => {
    const job = await start({
      domain: 'docs.example.com',
      paths: ['index', 'guides/webhooks', '/guides/webhooks/', 'concepts/labels/', '/', '/index'],
    });
    t.clock.advance(10_000);
    // The root three ways and the webhooks page twice are one page each.
    expect(await poll(job.jobId)).toMatchObject({ status: 'completed', pageCount: 3 });
  });

  it('refuses unknown paths and lists each one in details (400)', async () => {
    const res = await t.call('POST', '/v1/static-export/jobs', {
      body: { domain: 'docs.example.com', paths: ['/', '/nope', 'guides/nope', 'guides/webhooks.html', '//', 7] },
    });
    expect(res.status).toBe(400);
    const body = res.body as { error: string; details: { message: string }[] };
    expect(body.error).toBeTypeOf('string');
    expect(body.details.map((d) => d.message)).toEqual([
      'paths[1]: "/nope" is not a published page',
      'paths[2]: "guides/nope" is not a published page',
      'paths[3]: "guides/webhooks.html" is not a published page',
      'paths[4]: "//" is not a published page',
      'paths[5] must be a string',
    ]);
  });

  it('refuses a version that is not a string and paths that are not an array (400)', async () => {
    const res = await t.call('POST', '/v1/static-export/jobs', {
      body: { domain: 'docs.example.com', version: 3, paths: '/' },
    });
    expect(res.status).toBe(400);
    const details = (res.body as { details: { message: string }[] }).details.map((d) => d.message);
    expect(details).toEqual(['version must be a non-empty string', 'paths must be an array of page paths']);
  });
});

describe('GET /v1/static-export/jobs/{jobId}', () => {
  it('moves queued -> running -> completed with progress and pageCount rising', async () => {
    const job = await start();
    t.clock.advance(500);
    expect((await poll(job.jobId)).status).toBe('queued');

    let previous = { progress: 0, pageCount: 0 };
    for (let elapsed = 1_500; elapsed < 10_000; elapsed += 1_500) {
      t.clock.now = Date.parse(job.createdAt) + elapsed;
      const view = await poll(job.jobId);
      expect(view.status).toBe('running');
      expect(view.progress).toBeGreaterThanOrEqual(previous.progress);
      expect(view.progress).toBeGreaterThanOrEqual(0);
      expect(view.progress).toBeLessThan(100);
      expect(Number.isInteger(view.pageCount)).toBe(true);
      expect(view.pageCount).toBeGreaterThanOrEqual(previous.pageCount);
      expect(view.pageCount).toBeLessThanOrEqual(SITE_PAGES.length);
      expect(view.updatedAt).toMatch(RFC3339);
      previous = view;
    }
    expect(previous.progress).toBeGreaterThan(50);

    t.clock.now = Date.parse(job.createdAt) + 10_000;
    const done = await poll(job.jobId);
    expect(done).toMatchObject({ status: 'completed', progress: 100, pageCount: SITE_PAGES.length });
    expect(Date.parse(done.updatedAt)).toBe(Date.parse(job.createdAt) + 10_000);
  });

  it('fails halfway with the configured error when jobOutcome is fail', async () => {
    t.emu.setFaults({ jobOutcome: 'fail', jobError: 'Renderer crashed on /guides/webhooks' });
    const job = await start();
    t.clock.advance(4_000);
    expect((await poll(job.jobId)).status).toBe('running');
    t.clock.advance(1_000);
    const failed = await poll(job.jobId);
    expect(failed).toMatchObject({ status: 'failed', error: 'Renderer crashed on /guides/webhooks' });
    expect(failed.progress).toBeGreaterThan(30);
    expect(failed.progress).toBeLessThan(60);
    t.clock.advance(60_000);
    expect((await poll(job.jobId)).status).toBe('failed');
  });

  it('keeps a job running below 100% forever when jobOutcome is never', async () => {
    t.emu.setFaults({ jobOutcome: 'never' });
    const job = await start();
    t.clock.advance(24 * 3_600_000);
    const view = await poll(job.jobId);
    expect(view.status).toBe('running');
    expect(view.progress).toBeLessThan(100);
    expect(view.progress).toBeGreaterThan(90);
  });

  it('reports an unknown status name while running when jobStatusName is set', async () => {
    t.emu.setFaults({ jobStatusName: 'rendering' });
    const job = await start();
    t.clock.advance(5_000);
    expect((await poll(job.jobId)).status).toBe('rendering');
    t.clock.advance(5_000);
    expect((await poll(job.jobId)).status).toBe('completed');
  });

  it('keeps the outcome a job started with when faults change later', async () => {
    const job = await start();
    t.emu.setFaults({ jobOutcome: 'fail' });
    t.clock.advance(10_000);
    expect((await poll(job.jobId)).status).toBe('completed');
  });

  it('answers 404 for an unknown job and for a job of another organization', async () => {
    const unknown = await t.call('GET', '/v1/static-export/jobs/se_0000000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toHaveProperty('error');

    const job = await start();
    const other = await t.call('GET', `/v1/static-export/jobs/${job.jobId}`, { key: t.emu.keys.other });
    expect(other.status).toBe(404);
    expect(other.body).toHaveProperty('error');
    const otherBundle = await t.call('POST', `/v1/static-export/jobs/${job.jobId}/bundle`, { key: t.emu.keys.other });
    expect(otherBundle.status).toBe(404);
  });
});

describe('POST /v1/static-export/jobs/{jobId}/bundle', () => {
  it('answers 409 while the job has not completed, and for a failed job', async () => {
    const job = await start();
    const queued = await t.call('POST', `/v1/static-export/jobs/${job.jobId}/bundle`);
    expect(queued.status).toBe(409);
    expect((queued.body as { error: string }).error).toMatch(/not completed/);
    t.clock.advance(5_000);
    expect((await t.call('POST', `/v1/static-export/jobs/${job.jobId}/bundle`)).status).toBe(409);

    t.emu.setFaults({ jobOutcome: 'fail' });
    const failing = await start();
    t.clock.advance(60_000);
    const failed = await t.call('POST', `/v1/static-export/jobs/${failing.jobId}/bundle`);
    expect(failed.status).toBe(409);
    expect(failed.body).toHaveProperty('error');
  });

  it('answers 404 for an unknown job', async () => {
    const res = await t.call('POST', '/v1/static-export/jobs/se_ffffffffffffffff/bundle');
    expect(res.status).toBe(404);
    expect(res.body).toHaveProperty('error');
  });

  it('answers 200 with jobId, bundleUrl, sizeBytes and an RFC 3339 expiresAt', async () => {
    const job = await start();
    t.clock.advance(10_000);
    const res = await t.call('POST', `/v1/static-export/jobs/${job.jobId}/bundle`);
    expect(res.status).toBe(200);
    const body = res.body as { jobId: string; bundleUrl: string; sizeBytes: number; expiresAt: string };
    expect(body.jobId).toBe(job.jobId);
    expect(new URL(body.bundleUrl).pathname).toBe(`/_store/acme-docs-exports/${job.jobId}/bundle.tar.gz`);
    expect(Number.isInteger(body.sizeBytes)).toBe(true);
    expect(body.sizeBytes).toBeGreaterThan(1000);
    expect(body.expiresAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(Date.parse(body.expiresAt)).toBe(Math.floor(t.clock.now / 1000) * 1000 + 604_800_000);
  });

  it('signs a fresh link on every call, without running the job again', async () => {
    const job = await start();
    t.clock.advance(10_000);
    const first = (await t.call('POST', `/v1/static-export/jobs/${job.jobId}/bundle`)).body as {
      bundleUrl: string;
      sizeBytes: number;
    };
    t.clock.advance(8 * 86_400_000);
    const second = (await t.call('POST', `/v1/static-export/jobs/${job.jobId}/bundle`)).body as {
      bundleUrl: string;
      sizeBytes: number;
    };
    const date = (url: string): string | null => new URL(url).searchParams.get('X-Amz-Date');
    expect(date(second.bundleUrl)).not.toBe(date(first.bundleUrl));
    expect(second.bundleUrl).not.toBe(first.bundleUrl);
    expect(second.sizeBytes).toBe(first.sizeBytes);
    expect((await poll(job.jobId)).status).toBe('completed');
  });
});

describe('authentication and plan', () => {
  it.each([
    ['no Authorization header', null],
    ['an unknown key', 'svc_not_a_real_key'],
    ['a key without the svc_ prefix', 'sk_live_123'],
  ])('answers 401 with an error for %s', async (_what, key) => {
    const res = await t.call('POST', '/v1/static-export/jobs', { key, body: { domain: 'docs.example.com' } });
    expect(res.status).toBe(401);
    expect((res.body as { error: string }).error).toBeTypeOf('string');
  });

  it('answers 401 for a revoked key and for a malformed header', async () => {
    const revoked = await t.call('GET', '/v1/static-export/jobs/se_0000000000000000', { key: t.emu.keys.revoked });
    expect(revoked.status).toBe(401);
    expect((revoked.body as { error: string }).error).toMatch(/revoked/);
    const res = await fetch(`${t.emu.url}/v1/static-export/jobs/se_0000000000000000`, {
      headers: { authorization: t.emu.keys.demo },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toHaveProperty('error');
  });

  it('answers 403 on every static export endpoint for an organization without Enterprise', async () => {
    const key = t.emu.keys.starter;
    const results = [
      await t.call('POST', '/v1/static-export/jobs', { key, body: { domain: 'docs.example.com' } }),
      await t.call('GET', '/v1/static-export/jobs/se_0000000000000000', { key }),
      await t.call('POST', '/v1/static-export/jobs/se_0000000000000000/bundle', { key }),
    ];
    for (const res of results) {
      expect(res.status).toBe(403);
      expect((res.body as { error: string }).error).toMatch(/Enterprise/);
    }
  });

  it('all keys start with svc_', () => {
    for (const key of Object.values(t.emu.keys)) expect(key).toMatch(/^svc_/);
  });
});

describe('routing', () => {
  it('answers unknown routes with 404 JSON and wrong methods with 405', async () => {
    const unknown = await t.call('GET', '/v1/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Not found' });
    const doubled = await t.call('GET', '//v1/static-export/jobs/se_0000000000000000');
    expect(doubled.status).toBe(404);
    const wrongMethod = await t.call('GET', '/v1/static-export/jobs');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });
});
