import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLog } from '../../devkit/log.ts';
import { createServiceClient } from '../../src/client/service.ts';
import { ServiceError } from '../../src/client/types.ts';
import { API_KEY, testClient } from './fixtures.ts';
import type { TestClient } from './fixtures.ts';
import { closedPort, json, raw, reset, scriptedServer } from './scripted-server.ts';
import type { ScriptedServer } from './scripted-server.ts';

const started = {
  jobId: 'se_3f9a2c1b8e7d4a06',
  status: 'queued',
  progress: 0,
  pageCount: 0,
  createdAt: '2026-11-21T12:00:00Z',
};

let server: ScriptedServer | undefined;
let handle: TestClient | undefined;
afterEach(async () => {
  await handle?.close();
  await server?.close();
  server = handle = undefined;
});

async function rejection(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe('startJob', () => {
  it('posts the job as JSON and returns it (202)', async () => {
    server = await scriptedServer([json(202, started)]);
    handle = testClient(server.url);
    const job = await handle.client.startJob({
      domain: 'docs.example.com',
      version: '2024-06-01',
      paths: ['/a', '/b'],
    });
    expect(job).toEqual(started);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/static-export/jobs');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      domain: 'docs.example.com',
      version: '2024-06-01',
      paths: ['/a', '/b'],
    });
  });

  it('leaves out the optional fields and reads a response with only jobId as queued', async () => {
    server = await scriptedServer([json(200, { jobId: 'se_1' })]);
    handle = testClient(server.url);
    expect(await handle.client.startJob({ domain: 'docs.example.com' })).toEqual({ jobId: 'se_1', status: 'queued' });
    expect(server.requests[0]?.body).toBe('{"domain":"docs.example.com"}');
  });

  it.each([
    ['a 500', json(500, { error: 'Internal error' }), 'server'],
    ['a 503 with Retry-After', json(503, { error: 'busy' }, { 'retry-after': '1' }), 'server'],
    ['a reset after the request arrived', reset, 'network'],
    [
      'a 202 whose JSON arrived cut',
      raw(202, '{"jobId":"se_3f', { 'content-type': 'application/json' }),
      'invalid-response',
    ],
  ] as const)('is not retried after %s: exactly one request reached the server', async (_name, step, kind) => {
    server = await scriptedServer([step, json(202, started)]);
    handle = testClient(server.url);
    const error = await rejection(handle.client.startJob({ domain: 'docs.example.com' }));
    expect(server.requests).toHaveLength(1);
    expect(handle.clock.slept).toEqual([]);
    expect(error.reason).toBe(kind);
    expect(error.message).toMatch(/^POST \/v1\/static-export\/jobs: /);
    expect(error.message).toContain('not retried: the service may have received the request and started a job');
  });

  it('is retried after a 429: the service turned the request away before starting anything', async () => {
    server = await scriptedServer([json(429, { error: 'slow down' }, { 'retry-after': '2' }), json(202, started)]);
    handle = testClient(server.url);
    expect((await handle.client.startJob({ domain: 'docs.example.com' })).jobId).toBe(started.jobId);
    expect(server.requests).toHaveLength(2);
    expect(handle.clock.slept).toEqual([2000]);
  });

  it('is not retried after a timeout either', async () => {
    server = await scriptedServer([() => {}]);
    handle = testClient(server.url, { requestTimeoutMs: 150 });
    const error = await rejection(handle.client.startJob({ domain: 'docs.example.com' }));
    expect(error.reason).toBe('timeout');
    // No second attempt: nothing slept for a retry. (On a loaded machine the timeout may fire before
    // the server has even read the request, so the count is at most one.)
    expect(handle.clock.slept).toEqual([]);
    expect(server.requests.length).toBeLessThanOrEqual(1);
  });

  it('is retried when the connection was refused (nothing was sent)', async () => {
    const port = await closedPort();
    const slept: number[] = [];
    const dispatcher = new Agent();
    const client = createServiceClient({
      apiUrl: `http://127.0.0.1:${port}`,
      apiKey: API_KEY,
      requestTimeoutMs: 5_000,
      log: memoryLog(),
      dispatcher,
      random: () => 0,
      clock: {
        now: () => 0,
        // The service "comes up" during the first backoff.
        sleep: async (ms) => {
          slept.push(ms);
          server ??= await scriptedServer([json(202, started)], port);
        },
      },
    });
    try {
      expect(await client.startJob({ domain: 'docs.example.com' })).toEqual(started);
      expect(slept).toEqual([0]);
      expect(server?.requests).toHaveLength(1);
    } finally {
      await dispatcher.close();
    }
  });

  it('gives up on a refused connection after the attempts, saying so', async () => {
    const port = await closedPort();
    handle = testClient(`http://127.0.0.1:${port}`, { retry: { maxAttempts: 3 } });
    const error = await rejection(handle.client.startJob({ domain: 'docs.example.com' }));
    expect(error.reason).toBe('network');
    expect(handle.clock.slept).toHaveLength(2);
    expect(error.message).toBe(
      `POST /v1/static-export/jobs: connection refused by 127.0.0.1:${port} (ECONNREFUSED): is api-url right and the service up? (gave up after 3 attempts)`,
    );
  });
});
