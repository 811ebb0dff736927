import { describe, expect, it } from 'vitest';
import { serviceFailure, useEmulatorClients } from './fixtures.ts';

/** The client against the project's emulator, sharing one virtual clock so jobs advance as the client "sleeps". */

const JOB_MS = 8_000;
const week = { dateFrom: '2026-11-09', dateTo: '2026-11-16' };
const world = useEmulatorClients(JOB_MS);
const { clock, clientWith } = world;

const countRequests = (method: string, path: RegExp) =>
  world.emulator.requests.filter((r) => r.method === method && path.test(r.path)).length;

describe('against the emulator', () => {
  it('runs the whole export: start, poll, bundle', async () => {
    const client = clientWith(world.emulator.keys.demo);
    const started = await client.startJob({ domain: 'docs.example.com' });
    expect(started.jobId).toMatch(/^se_[0-9a-f]{16}$/);
    expect(started.status).toBe('queued');

    await clock.sleep(JOB_MS / 2);
    const running = await client.getJob(started.jobId);
    expect(running.jobId).toBe(started.jobId);
    expect(running.progress).toBeGreaterThan(0);
    expect(running.progress).toBeLessThan(100);

    await clock.sleep(JOB_MS);
    const done = await client.getJob(started.jobId);
    expect(done.status).toBe('completed');
    expect(done.pageCount).toBeGreaterThan(0);

    const bundle = await client.createBundle(started.jobId);
    expect(bundle.bundleUrl.startsWith(`${world.emulator.url}/`)).toBe(true);
    expect(Date.parse(bundle.expiresAt)).toBeGreaterThan(clock.now());
    expect(bundle.sizeBytes).toBeGreaterThan(0);
  });

  it('reads visitors and feedback', async () => {
    const client = clientWith(world.emulator.keys.demo);
    const visitors = await client.visitors(world.emulator.projects.demo, { ...week, limit: 250, offset: 0 });
    expect(visitors.visitors).toHaveLength(250);
    expect(visitors.hasMore).toBe(true);
    expect(visitors.totals.total).toBeGreaterThan(0);
    expect(visitors.totals.total).toBeLessThanOrEqual(visitors.totals.human + visitors.totals.ai);
    const next = await client.visitors(world.emulator.projects.demo, { ...week, limit: 250, offset: 250 });
    expect(next.visitors[0]?.path).not.toBe(visitors.visitors[0]?.path);

    const feedback = await client.feedbackByPage(world.emulator.projects.demo, {
      ...week,
      limit: 100,
      source: 'contextual',
      status: ['pending', 'resolved'],
    });
    expect(feedback.feedback.length).toBeGreaterThan(0);
    expect(feedback.feedback.length).toBeLessThanOrEqual(100);
    for (const row of feedback.feedback) expect(row.code).toBe(0);
  });

  it('401 with the revoked key, without the key in the message', async () => {
    const error = await serviceFailure(clientWith(world.emulator.keys.revoked).getJob('se_0000000000000000'));
    expect(error.reason).toBe('unauthorized');
    expect(error.status).toBe(401);
    expect(error.message).toContain('GET /v1/static-export/jobs/se_0000000000000000: 401 Unauthorized: ');
    expect(error.message).toContain('The API key is wrong, revoked or expired');
    expect(error.message).not.toContain(world.emulator.keys.revoked);
  });

  it('403 with the key of an organization without the Enterprise plan', async () => {
    const error = await serviceFailure(
      clientWith(world.emulator.keys.starter).startJob({ domain: 'docs.example.com' }),
    );
    expect(error.reason).toBe('forbidden');
    expect(error.message).toContain('POST /v1/static-export/jobs: 403 Forbidden');
    expect(error.message).toContain("the organization's plan does not include static export");
    expect(countRequests('POST', /^\/v1\/static-export\/jobs$/)).toBe(1);
  });

  it('404 for an unknown job, and for a job of another organization', async () => {
    const unknown = await serviceFailure(clientWith(world.emulator.keys.demo).getJob('se_0000000000000000'));
    expect(unknown.reason).toBe('not-found');
    expect(unknown.message).toContain('No such job: check job-id');

    const job = await clientWith(world.emulator.keys.demo).startJob({ domain: 'docs.example.com' });
    const foreign = await serviceFailure(clientWith(world.emulator.keys.other).getJob(job.jobId));
    expect(foreign.reason).toBe('not-found');
  });

  it('404 for a project of another organization', async () => {
    const error = await serviceFailure(
      clientWith(world.emulator.keys.other).visitors(world.emulator.projects.demo, { ...week, limit: 10, offset: 0 }),
    );
    expect(error.reason).toBe('not-found');
    expect(error.message).toContain('No such project: check project-id');
  });

  it('409 when the bundle is asked for before the job completed', async () => {
    const client = clientWith(world.emulator.keys.demo);
    const job = await client.startJob({ domain: 'docs.example.com' });
    const error = await serviceFailure(client.createBundle(job.jobId));
    expect(error.reason).toBe('conflict');
    expect(error.message).toContain(`POST /v1/static-export/jobs/${job.jobId}/bundle: 409 Conflict`);
    expect(error.message).toContain('The job has not finished yet');
    expect(countRequests('POST', /\/bundle$/)).toBe(1);
  });

  it('400 with details for a bad limit, not retried', async () => {
    const error = await serviceFailure(
      clientWith(world.emulator.keys.demo).visitors(world.emulator.projects.demo, { ...week, limit: 300, offset: 0 }),
    );
    expect(error.reason).toBe('bad-request');
    expect(error.message).toBe(
      'GET /v1/analytics/proj_demo/visitors: 400 Bad Request: Invalid query parameters; limit must be an integer between 1 and 250',
    );
    expect(countRequests('GET', /visitors$/)).toBe(1);
  });

  it('retries through 502 HTML pages on the job status', async () => {
    const client = clientWith(world.emulator.keys.demo);
    const job = await client.startJob({ domain: 'docs.example.com' });
    world.emulator.setFaults({
      rules: [{ path: '^/v1/static-export/jobs/[^/]+$', times: 2, action: 'status', status: 502, body: 'html' }],
    });
    expect((await client.getJob(job.jobId)).jobId).toBe(job.jobId);
    expect(countRequests('GET', /^\/v1\/static-export\/jobs\/[^/]+$/)).toBe(3);
    expect(clock.slept).toHaveLength(2);
  });

  it('retries through an empty 500, a reset and cut JSON on the bundle POST', async () => {
    const client = clientWith(world.emulator.keys.demo);
    const job = await client.startJob({ domain: 'docs.example.com' });
    await clock.sleep(JOB_MS * 2);
    world.emulator.setFaults({
      rules: [
        { path: '/bundle$', times: 1, action: 'status', status: 500, body: 'empty' },
        { path: '/bundle$', times: 1, action: 'reset-before-headers' },
        { path: '/bundle$', times: 1, action: 'truncate-json' },
      ],
    });
    const bundle = await client.createBundle(job.jobId);
    expect(bundle.bundleUrl).toContain(job.jobId);
    expect(countRequests('POST', /\/bundle$/)).toBe(4);
  });

  it('honours the Retry-After of a 503 on analytics', async () => {
    world.emulator.setFaults({
      rules: [{ path: '/visitors$', times: 1, action: 'status', status: 503, retryAfter: '12' }],
    });
    await clientWith(world.emulator.keys.demo).visitors(world.emulator.projects.demo, {
      ...week,
      limit: 10,
      offset: 0,
    });
    expect(clock.slept).toEqual([12_000]);
  });

  it('does not retry starting a job after a 500', async () => {
    world.emulator.setFaults({
      rules: [{ method: 'POST', path: '^/v1/static-export/jobs$', times: 1, action: 'status', status: 500 }],
    });
    const error = await serviceFailure(clientWith(world.emulator.keys.demo).startJob({ domain: 'docs.example.com' }));
    expect(error.reason).toBe('server');
    expect(error.message).toContain('not retried');
    expect(countRequests('POST', /^\/v1\/static-export\/jobs$/)).toBe(1);
  });

  it('stops on the spent hourly quota with the quota advice', async () => {
    const client = clientWith(world.emulator.keys.other);
    await client.visitors('proj_globex', { ...week, limit: 10, offset: 0 });
    // At least one request of this organization is now in the hour: a limit of 1 is spent.
    world.emulator.setFaults({ rateLimitPerHour: 1 });
    const error = await serviceFailure(client.feedbackByPage('proj_globex', { ...week, limit: 10 }));
    expect(error.reason).toBe('rate-limited');
    expect(error.retryAfterMs).toBeGreaterThan(60_000);
    expect(error.message).toContain(
      "The organization's hourly analytics quota (100 requests an hour, shared by every tool of the organization) is spent; retry after",
    );
    expect(countRequests('GET', /feedback\/by-page$/)).toBe(1);
  });
});
