import { afterEach, describe, expect, it } from 'vitest';
import { USER_AGENT } from '../../src/client/service.ts';
import { ACTION_VERSION } from '../../src/version.ts';
import { API_KEY, runningJob, testClient, visitorsBody } from './fixtures.ts';
import type { TestClient } from './fixtures.ts';
import { json, scriptedServer } from './scripted-server.ts';
import type { ScriptedServer } from './scripted-server.ts';

let server: ScriptedServer | undefined;
let handle: TestClient | undefined;
afterEach(async () => {
  await handle?.close();
  await server?.close();
  server = handle = undefined;
});

const feedbackBody = {
  feedback: [{ path: '/a', thumbsUp: 3, thumbsDown: 1, code: 2, total: 6, extra: true }],
  hasMore: true,
};

describe('requests as sent', () => {
  it('sends bearer auth, JSON accept and the action User-Agent', async () => {
    server = await scriptedServer([json(200, runningJob)]);
    handle = testClient(server.url);
    await handle.client.getJob(runningJob.jobId);
    const headers = server.requests[0]?.headers;
    expect(headers?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(headers?.accept).toBe('application/json');
    expect(headers?.['user-agent']).toBe(
      `docs-export-action/${ACTION_VERSION} (+https://github.com/docs-export-action/docs-export-action)`,
    );
    expect(USER_AGENT).toContain(ACTION_VERSION);
    expect(headers?.['content-type']).toBeUndefined();
  });

  it('encodes path segments', async () => {
    server = await scriptedServer([
      json(200, { status: 'running' }),
      json(200, { bundleUrl: 'https://b.example/x', expiresAt: '2026-11-22T00:00:00Z' }),
      json(200, visitorsBody),
    ]);
    handle = testClient(server.url);
    const job = await handle.client.getJob('se 1/../x?y#z');
    expect(job.jobId).toBe('se 1/../x?y#z');
    await handle.client.createBundle('a/b');
    await handle.client.visitors('my project/ü', {
      dateFrom: '2026-11-01',
      dateTo: '2026-11-08',
      limit: 250,
      offset: 500,
    });
    expect(server.requests.map((r) => r.url)).toEqual([
      '/v1/static-export/jobs/se%201%2F..%2Fx%3Fy%23z',
      '/v1/static-export/jobs/a%2Fb/bundle',
      '/v1/analytics/my%20project%2F%C3%BC/visitors?dateFrom=2026-11-01&dateTo=2026-11-08&limit=250&offset=500',
    ]);
  });

  it('sends the feedback filters, comma-joined, and leaves out those not given', async () => {
    server = await scriptedServer([json(200, feedbackBody)]);
    handle = testClient(server.url);
    const page = await handle.client.feedbackByPage('p', {
      dateFrom: '2026-11-01',
      dateTo: '2026-11-08',
      limit: 100,
      source: 'code_snippet',
      status: ['pending', 'in_progress'],
    });
    expect(page).toEqual({ feedback: [{ path: '/a', thumbsUp: 3, thumbsDown: 1, code: 2, total: 6 }], hasMore: true });
    await handle.client.feedbackByPage('p', {
      dateFrom: '2026-11-01T00:00:00+02:00',
      dateTo: '2026-11-08',
      limit: 10,
      status: [],
    });
    expect(server.requests.map((r) => r.url)).toEqual([
      '/v1/analytics/p/feedback/by-page?dateFrom=2026-11-01&dateTo=2026-11-08&limit=100&source=code_snippet&status=pending,in_progress',
      '/v1/analytics/p/feedback/by-page?dateFrom=2026-11-01T00%3A00%3A00%2B02%3A00&dateTo=2026-11-08&limit=10',
    ]);
  });

  it('appends /v1 paths to a base address with a path and a trailing slash', async () => {
    server = await scriptedServer([json(200, runningJob)]);
    handle = testClient(`${server.url}/api/`);
    await handle.client.getJob('se_1');
    expect(server.requests[0]?.url).toBe('/api/v1/static-export/jobs/se_1');
  });

  it('posts the bundle request without a body and reads a numeric expiry', async () => {
    server = await scriptedServer([
      json(200, { bundleUrl: 'https://b.example/x.tar.gz?sig=1', expiresAt: 1_800_000_000, sizeBytes: '42' }),
    ]);
    handle = testClient(server.url);
    const result = await handle.client.createBundle('se_1');
    expect(result).toEqual({
      bundleUrl: 'https://b.example/x.tar.gz?sig=1',
      expiresAt: '2027-01-15T08:00:00.000Z',
      sizeBytes: 42,
    });
    expect(server.requests[0]?.body).toBe('');
  });
});
