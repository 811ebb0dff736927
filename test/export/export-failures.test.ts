import { describe, expect, it } from 'vitest';
import { StepFailure } from '../../src/runtime/failure.ts';
import { expectNoLeaks, useExportHarness } from './context.ts';

const harness = useExportHarness();

describe('export mode failures', () => {
  it("fails with the job's own error, and still sets job-id, status and page-count", async () => {
    harness.emulator.setFaults({
      jobOutcome: 'fail',
      jobError: 'Rendering timed out for 3 pages (first: /guides/installation)',
    });
    const run = await harness.run();
    expect(run.failure?.error).toBeInstanceOf(StepFailure);
    expect(run.failure?.message).toMatch(
      /^Export job se_\w+ failed: Rendering timed out for 3 pages \(first: \/guides\/installation\)$/,
    );
    expect(run.failure?.outputs['job-id']).toMatch(/^se_/);
    expect(run.failure?.outputs.status).toBe('failed');
    expect(Number(run.failure?.outputs['page-count'])).toBeGreaterThanOrEqual(0);
    expect(harness.emulator.requests.some((r) => r.path.endsWith('/bundle'))).toBe(false);
    expectNoLeaks(harness.emulator, run, harness.emulator.keys.demo);
  });

  it('gives up at the timeout, saying what it last saw and that the job may still finish', async () => {
    harness.emulator.setFaults({ jobOutcome: 'never' });
    const run = await harness.run({ timeout: '2m' });
    const jobId = run.failure?.outputs['job-id'] ?? '';
    expect(jobId).toMatch(/^se_/);
    expect(run.failure?.message).toContain(`Export job ${jobId} did not complete within the timeout of 2m (waited 2m;`);
    expect(run.failure?.message).toMatch(/last seen: status "running", progress 97%, \d+ pages\)/);
    expect(run.failure?.message).toContain(`re-run with job-id: ${jobId}`);
    expect(run.failure?.outputs.status).toBe('running');
    // Backed off rather than hammering: a fixed 10 s loop would have polled 13 times.
    const polls = harness.emulator.requests.filter(
      (r) => r.method === 'GET' && r.path.startsWith('/v1/static-export/jobs/'),
    );
    expect(polls.length).toBeLessThanOrEqual(30);
  });

  it('explains a revoked key (401) and never prints it', async () => {
    const run = await harness.run({ 'api-key': harness.emulator.keys.revoked });
    expect(run.failure?.message).toMatch(/^Could not start the export job for docs\.example\.com: .*401 Unauthorized/);
    expect(run.failure?.message).toMatch(/wrong, revoked or expired/);
    expect(run.failure?.outputs).toEqual({});
    expectNoLeaks(harness.emulator, run, harness.emulator.keys.revoked);
  });

  it('explains a plan without static export (403)', async () => {
    const run = await harness.run({ 'api-key': harness.emulator.keys.starter });
    expect(run.failure?.message).toMatch(/403 Forbidden/);
    expect(run.failure?.message).toMatch(/Enterprise plan/);
    expectNoLeaks(harness.emulator, run, harness.emulator.keys.starter);
  });

  it('explains an unknown job-id (404), keeping the job-id output', async () => {
    const run = await harness.run({ 'job-id': 'se_00000000deadbeef', domain: '' });
    expect(run.failure?.message).toMatch(
      /^Could not read the status of export job se_00000000deadbeef: .*404 Not Found/,
    );
    expect(run.failure?.message).toMatch(/check job-id/);
    expect(run.failure?.outputs['job-id']).toBe('se_00000000deadbeef');
  });

  it('does not reuse a job of another organization (404)', async () => {
    const first = await harness.run({ download: 'false' });
    const run = await harness.run({
      'job-id': first.outputs?.['job-id'] ?? '',
      domain: '',
      'api-key': harness.emulator.keys.other,
    });
    expect(run.failure?.message).toMatch(/404 Not Found/);
  });

  it("fails with the client's message when status polls keep failing after its retries", async () => {
    harness.emulator.setFaults({
      rules: [
        { path: '^/v1/static-export/jobs/se_[^/]+$', method: 'GET', action: 'status', status: 502, body: 'html' },
      ],
    });
    const run = await harness.run();
    expect(run.failure?.message).toMatch(
      /^Could not read the status of export job se_\w+: GET \/v1\/static-export\/jobs\/se_\w+: 502 Bad Gateway/,
    );
    expect(run.failure?.message).toContain('HTML page');
    expect(run.failure?.outputs['job-id']).toMatch(/^se_/);
  });

  it('honours a long Retry-After on status polls that the client would not wait for', async () => {
    harness.emulator.setFaults({
      rules: [
        {
          path: '^/v1/static-export/jobs/se_[^/]+$',
          method: 'GET',
          times: 1,
          action: 'status',
          status: 429,
          body: 'json',
          retryAfter: '120',
        },
      ],
    });
    const run = await harness.run({ download: 'false' });
    expect(run.failure?.message).toBeUndefined();
    expect(run.logText).toMatch(
      /The service is rate limiting status requests \(429\); the next status request for export job se_\w+ follows in 2m, as its Retry-After asks\./,
    );
  });

  it('waits out 429s without Retry-After while polling, backing off, and goes on polling to completion', async () => {
    harness.emulator.setFaults({
      rules: [
        {
          path: '^/v1/static-export/jobs/se_[^/]+$',
          method: 'GET',
          times: 8,
          action: 'status',
          status: 429,
          body: 'json',
        },
      ],
    });
    const run = await harness.run({ download: 'false' });
    expect(run.failure?.message).toBeUndefined();
    expect(run.outputs?.status).toBe('completed');
    const throttled = harness.emulator.requests.filter((r) => r.method === 'GET' && r.status === 429);
    expect(throttled).toHaveLength(8);
    expect(run.logText).toMatch(
      /rate limiting status requests \(429\); the next status request for export job se_\w+ follows in \d+s, backing off\./,
    );
  });

  it('keeps polling through 429s until the timeout, then says what it last saw', async () => {
    harness.emulator.setFaults({
      jobOutcome: 'never',
      rules: [
        { path: '^/v1/static-export/jobs/se_[^/]+$', method: 'GET', action: 'status', status: 429, body: 'json' },
      ],
    });
    const run = await harness.run({ download: 'false', timeout: '5m' });
    expect(run.failure?.message).toMatch(/^Export job se_\w+ did not complete within the timeout of 5m \(waited 5m;/);
    expect(run.failure?.outputs['job-id']).toMatch(/^se_/);
  });

  it('fails at once when a Retry-After asks for a wait beyond the timeout', async () => {
    harness.emulator.setFaults({
      rules: [
        {
          path: '^/v1/static-export/jobs/se_[^/]+$',
          method: 'GET',
          action: 'status',
          status: 429,
          body: 'json',
          retryAfter: '3600',
        },
      ],
    });
    const run = await harness.run({ download: 'false', timeout: '10m' });
    expect(run.failure?.message).toMatch(
      /^Could not read the status of export job se_\w+: GET \/v1\/static-export\/jobs\/se_\w+: 429/,
    );
    expect(harness.clock.now()).toBeGreaterThan(0);
  });
});
