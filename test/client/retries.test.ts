import { afterEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../../src/client/types.ts';
import { API_KEY, runningJob, testClient, visitorsBody } from './fixtures.ts';
import type { TestClient } from './fixtures.ts';
import { cutMidBody, hang, htmlPage, json, raw, reset, scriptedServer } from './scripted-server.ts';
import type { ScriptedServer, Step } from './scripted-server.ts';

let server: ScriptedServer | undefined;
let handle: TestClient | undefined;
afterEach(async () => {
  await handle?.close();
  await server?.close();
  server = handle = undefined;
});

async function setUp(steps: Step[], options: Parameters<typeof testClient>[1] = {}): Promise<TestClient> {
  server = await scriptedServer(steps);
  handle = testClient(server.url, options);
  return handle;
}

async function failure(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

const serverError = json(500, { error: 'Internal error' });
const jobOk = json(200, runningJob);

describe('getJob retries (a local server answers each attempt as scripted)', () => {
  it.each([
    ['500 then success', [serverError, jobOk], 2],
    ['502 then success', [json(502, { error: 'bad gateway' }), jobOk], 2],
    ['503 twice then success', [json(503, { error: 'unavailable' }), json(503, { error: 'unavailable' }), jobOk], 3],
    ['502 HTML page then success', [htmlPage(502), jobOk], 2],
    ['empty 500 then success', [raw(500, ''), jobOk], 2],
    ['connection reset before headers then success', [reset, jobOk], 2],
    ['connection dropped mid-body then success', [cutMidBody(JSON.stringify(runningJob)), jobOk], 2],
    [
      'complete but cut JSON then success',
      [raw(200, '{"jobId":"se_3f9a', { 'content-type': 'application/json' }), jobOk],
      2,
    ],
    ['504 then 429 then success', [json(504, { error: 'timeout' }), json(429, { error: 'slow down' }), jobOk], 3],
  ])('%s', async (_name, steps, attempts) => {
    const { client, clock } = await setUp(steps);
    let hookCalls = 0;
    const job = await client.getJob(runningJob.jobId, { beforeAttempt: () => void hookCalls++ });
    expect(job).toEqual(runningJob);
    expect(server?.requests).toHaveLength(attempts);
    expect(hookCalls).toBe(attempts);
    expect(clock.slept).toHaveLength(attempts - 1);
    // random() = 0.5: half of each full-jitter window (1s, 2s, ...).
    clock.slept.forEach((ms, i) => expect(ms).toBe(0.5 * 1000 * 2 ** i));
  });

  it('gives up after 5 attempts on a 502 HTML page and says what came back', async () => {
    const { client, clock } = await setUp([htmlPage(502)]);
    const error = await failure(client.getJob('se_1'));
    expect(server?.requests).toHaveLength(5);
    expect(clock.slept).toHaveLength(4);
    expect(error.reason).toBe('server');
    expect(error.status).toBe(502);
    expect(error.message).toContain(
      'GET /v1/static-export/jobs/se_1: 502 Bad Gateway (the service answered with an HTML page, not JSON)',
    );
    expect(error.message).toContain('gave up after 5 attempts');
    expect(error.message).not.toContain('nginx');
  });

  it('names an empty 500 body', async () => {
    const { client } = await setUp([raw(500, '')], { retry: { maxAttempts: 2 } });
    const error = await failure(client.getJob('se_1'));
    expect(server?.requests).toHaveLength(2);
    expect(error.message).toMatch(
      /^GET \/v1\/static-export\/jobs\/se_1: 500 Internal Server Error \(the service answered with an empty body\)/,
    );
  });

  it('waits a Retry-After given in seconds', async () => {
    const { client, clock, log } = await setUp([
      json(429, { error: 'Rate limit exceeded' }, { 'retry-after': '7' }),
      json(200, visitorsBody),
    ]);
    const page = await client.visitors('proj', { dateFrom: '2026-11-01', dateTo: '2026-11-08', limit: 250, offset: 0 });
    expect(page).toEqual(visitorsBody);
    expect(clock.slept).toEqual([7000]);
    expect(log.text()).toContain('429 Too Many Requests; attempt 2 of 5 in 7s, as its Retry-After asks');
  });

  it('waits a Retry-After given as an HTTP date, relative to the injected clock', async () => {
    // `handle` is the module's test client, set up just below, before any request arrives.
    const dated: Step = (req, res) =>
      json(
        503,
        { error: 'maintenance' },
        { 'retry-after': new Date((handle?.clock.now() ?? 0) + 42_000).toUTCString() },
      )(req, res, '');
    const { client, clock } = await setUp([dated, jobOk]);
    await client.getJob('se_1');
    expect(clock.slept).toEqual([42_000]);
  });

  it('ends at once, with the quota advice, when Retry-After is beyond the cap', async () => {
    const { client, clock } = await setUp([json(429, { error: 'Rate limit exceeded' }, { 'retry-after': '3600' })]);
    const error = await failure(
      client.visitors('proj', { dateFrom: '2026-11-01', dateTo: '2026-11-08', limit: 250, offset: 0 }),
    );
    expect(server?.requests).toHaveLength(1);
    expect(clock.slept).toEqual([]);
    expect(error.reason).toBe('rate-limited');
    expect(error.retryAfterMs).toBe(3_600_000);
    expect(error.message).toContain('GET /v1/analytics/proj/visitors: 429 Too Many Requests: Rate limit exceeded.');
    expect(error.message).toContain(
      "The organization's hourly analytics quota (100 requests an hour, shared by every tool of the organization) is spent; retry after 1h (at 2026-11-21T13:00:00Z)",
    );
    expect(error.message).toContain('longer than the 1m this call may wait');
  });

  it('lets a call accept a longer Retry-After (maxRetryAfterMs)', async () => {
    const { client, clock } = await setUp([
      json(429, { error: 'quota' }, { 'retry-after': '90' }),
      json(200, visitorsBody),
    ]);
    await client.visitors(
      'proj',
      { dateFrom: '2026-11-01', dateTo: '2026-11-08', limit: 10, offset: 0 },
      { maxRetryAfterMs: 120_000 },
    );
    expect(clock.slept).toEqual([90_000]);
  });

  it('stops when the next wait would pass the total time bound', async () => {
    const { client, clock } = await setUp([json(503, { error: 'busy' }, { 'retry-after': '4' })], {
      retry: { maxTotalMs: 10_000, maxRetryAfterMs: 5_000 },
    });
    const error = await failure(client.getJob('se_1'));
    expect(clock.slept).toEqual([4000, 4000]);
    expect(server?.requests).toHaveLength(3);
    expect(error.message).toContain('gave up after 3 attempts over 8s');
    expect(error.retryAfterMs).toBe(4000);
  });

  it('times out a request that gets no answer, and retries it', async () => {
    const { client } = await setUp([hang], { requestTimeoutMs: 200, retry: { maxAttempts: 2 } });
    const error = await failure(client.getJob('se_1'));
    expect(error.reason).toBe('timeout');
    expect(server?.requests).toHaveLength(2);
    expect(error.message).toBe(
      'GET /v1/static-export/jobs/se_1: no complete answer within 200ms (request-timeout) (gave up after 2 attempts)',
    );
  });

  it('keeps full-jitter delays within [0, min(cap, base * 2^n)]', async () => {
    const { client, clock } = await setUp([serverError], {
      random: Math.random,
      retry: { maxAttempts: 8, baseDelayMs: 100, maxDelayMs: 1000 },
    });
    await failure(client.getJob('se_1'));
    expect(clock.slept).toHaveLength(7);
    clock.slept.forEach((ms, i) => {
      expect(ms).toBeGreaterThanOrEqual(0);
      expect(ms).toBeLessThanOrEqual(Math.min(1000, 100 * 2 ** i));
    });
  });

  it('uses the top of each window when random() is near 1', async () => {
    const { client, clock } = await setUp([serverError], {
      random: () => 0.9999999,
      retry: { maxAttempts: 6, baseDelayMs: 1000, maxDelayMs: 5000 },
    });
    await failure(client.getJob('se_1'));
    expect(clock.slept).toEqual([999, 1999, 3999, 4999, 4999]);
  });

  it.each([
    [400, 'bad-request'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [409, 'conflict'],
    [501, 'server'],
  ] as const)('does not retry %i', async (status, kind) => {
    const { client, clock } = await setUp([json(status, { error: 'no' })]);
    const error = await failure(client.getJob('se_1'));
    expect(error.reason).toBe(kind);
    expect(server?.requests).toHaveLength(1);
    expect(clock.slept).toEqual([]);
  });

  it('gives up on repeated 429s without Retry-After, keeping the quota advice', async () => {
    const { client } = await setUp([json(429, { error: 'Rate limit exceeded' })]);
    const error = await failure(
      client.feedbackByPage('proj', { dateFrom: '2026-11-01', dateTo: '2026-11-08', limit: 100 }),
    );
    expect(server?.requests).toHaveLength(5);
    expect(error.reason).toBe('rate-limited');
    expect(error.retryAfterMs).toBeUndefined();
    expect(error.message).toContain('is spent; retry after the hour is over');
  });

  it('calls beforeAttempt before every attempt and stops when it throws', async () => {
    const { client } = await setUp([serverError, jobOk]);
    let calls = 0;
    const spent = new Error('request budget spent');
    const outcome = client.getJob('se_1', {
      beforeAttempt: () => {
        calls++;
        if (calls === 2) throw spent;
      },
    });
    await expect(outcome).rejects.toBe(spent);
    expect(server?.requests).toHaveLength(1);
  });

  it('stops at once when the caller aborts', async () => {
    const { client } = await setUp([jobOk]);
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(client.getJob('se_1', { signal: controller.signal })).rejects.toThrow('cancelled');
    expect(server?.requests).toHaveLength(0);
  });

  it('retries the bundle POST (it only makes a fresh link)', async () => {
    const bundle = {
      jobId: 'se_1',
      bundleUrl: 'https://bucket.example/se_1/bundle.tar.gz?X-Amz-Signature=abc',
      expiresAt: '2026-11-22T12:00:00Z',
      sizeBytes: 1234,
    };
    const { client } = await setUp([json(503, { error: 'busy' }), reset, json(200, bundle)]);
    expect(await client.createBundle('se_1')).toEqual(bundle);
    expect(server?.requests.map((r) => r.method)).toEqual(['POST', 'POST', 'POST']);
  });

  it('logs each retry without the key', async () => {
    const { client, log } = await setUp([serverError, reset, jobOk]);
    await client.getJob('se_1');
    const lines = log.entries.map((e) => e.message);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('GET /v1/static-export/jobs/se_1: 500 Internal Server Error; attempt 2 of 5 in 500ms.');
    expect(lines[1]).toMatch(
      /^GET \/v1\/static-export\/jobs\/se_1: the connection (was reset|closed before the answer was complete).*; attempt 3 of 5 in 1s\.$/,
    );
    expect(log.text()).not.toContain(API_KEY);
  });
});

describe('responses', () => {
  it('accepts extra fields and a status it does not know, and returns only known fields', async () => {
    const { client } = await setUp([
      json(200, { status: 'paused_for_maintenance', progress: 12.5, region: 'eu', nested: { a: 1 }, pageCount: null }),
    ]);
    expect(await client.getJob('se_1')).toEqual({ jobId: 'se_1', status: 'paused_for_maintenance', progress: 12.5 });
  });

  it('turns a 200 missing a required number into invalid-response naming the field', async () => {
    const body = {
      totals: { human: 1, ai: 2 },
      visitors: [{ path: '/a', human: 1, ai: 0, total: '1' }],
      hasMore: false,
    };
    const { client } = await setUp([json(200, body)]);
    const error = await failure(
      client.visitors('proj', { dateFrom: '2026-11-01', dateTo: '2026-11-08', limit: 250, offset: 0 }),
    );
    expect(error.reason).toBe('invalid-response');
    expect(server?.requests).toHaveLength(1);
    expect(error.message).toBe(
      'GET /v1/analytics/proj/visitors: 200 OK, but the body does not have the expected fields: totals.total: Invalid input: expected number, received undefined; visitors[0].total: Invalid input: expected number, received string',
    );
  });

  it('retries a 200 whose JSON arrived cut, then reports invalid-response', async () => {
    const { client, log } = await setUp(
      [raw(200, '{"status":"running","progress":4', { 'content-type': 'application/json' })],
      { retry: { maxAttempts: 3 } },
    );
    const error = await failure(client.getJob('se_1'));
    expect(error.reason).toBe('invalid-response');
    expect(server?.requests).toHaveLength(3);
    expect(error.message).toBe(
      'GET /v1/static-export/jobs/se_1: 200 OK, but the body is not JSON (it starts with "{"status":"running","progress":4") (gave up after 3 attempts)',
    );
    expect(log.entries[0]?.message).toContain('200 OK, but the body is not JSON');
  });

  it('does not retry a 200 whose JSON lacks fields: the service answered, wrongly', async () => {
    const { client } = await setUp([json(200, { progress: 3 })]);
    expect((await failure(client.getJob('se_1'))).message).toBe(
      'GET /v1/static-export/jobs/se_1: 200 OK, but the body does not have the expected fields: status: Invalid input: expected string, received undefined',
    );
    expect(server?.requests).toHaveLength(1);
  });

  it('names an HTML page and an empty body on a 200', async () => {
    const { client } = await setUp([htmlPage(200), raw(200, '')], { retry: { maxAttempts: 2 } });
    expect((await failure(client.getJob('se_1'))).message).toBe(
      'GET /v1/static-export/jobs/se_1: 200 OK, but the body is an HTML page, not JSON: check api-url',
    );
    expect(server?.requests).toHaveLength(1);
    expect((await failure(client.getJob('se_1'))).message).toBe(
      'GET /v1/static-export/jobs/se_1: 200 OK, but the body is empty (gave up after 2 attempts)',
    );
    expect(server?.requests).toHaveLength(3);
  });

  it('cuts a long non-JSON body to a short snippet', async () => {
    const { client } = await setUp([raw(200, 'x'.repeat(5000))]);
    const error = await failure(client.getJob('se_1'));
    expect(error.message.length).toBeLessThan(200);
  });

  it('rejects a bundle link that is not a URL without echoing it', async () => {
    const { client } = await setUp([
      json(200, { bundleUrl: 'not a link?X-Amz-Signature=secret', expiresAt: '2026-11-22T12:00:00Z' }),
    ]);
    const error = await failure(client.createBundle('se_1'));
    expect(error.message).toContain('bundleUrl: expected an absolute http(s) URL');
    expect(error.message).not.toContain('secret');
  });
});
