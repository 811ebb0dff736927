import { describe, expect, it } from 'vitest';
import { virtualClock } from '../../devkit/clock.ts';
import { memoryLog } from '../../devkit/log.ts';
import { ServiceError } from '../../src/client/types.ts';
import type { Job, ServiceClient } from '../../src/client/types.ts';
import { jobOutputs, servicePaths, waitForJob } from '../../src/export/job.ts';
import { StepFailure } from '../../src/runtime/failure.ts';
import { settled } from '../support/settled.ts';

/** A service whose status answers come from a script, one per poll (the last one repeats). */
function scriptedService(script: (Job | Error)[]): ServiceClient & { polls: number } {
  const unused = () => Promise.reject(new Error('not used'));
  const service = {
    polls: 0,
    startJob: unused,
    createBundle: unused,
    visitors: unused,
    feedbackByPage: unused,
    feedbackEntries: unused,
    searches: unused,
    views: unused,
    assistantCallers: unused,
    assistantConversations: unused,
    triggerDeployment: unused,
    getDeploymentStatus: unused,
    getJob: (): Promise<Job> =>
      settled(() => {
        const answer = script[Math.min(service.polls, script.length - 1)] as Job | Error;
        service.polls++;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
  };
  return service;
}

const job = (status: string, progress?: number, pageCount?: number, error?: string): Job => ({
  jobId: 'se_1',
  status,
  progress,
  pageCount,
  error,
});

describe('waitForJob', () => {
  it('logs progress only when it changes, plus a heartbeat while nothing does', async () => {
    const log = memoryLog();
    const stuck = Array.from({ length: 30 }, () => job('running', 40, 12));
    const service = scriptedService([...stuck, job('completed', 100, 30)]);
    const result = await waitForJob({ service, clock: virtualClock(), log, jobId: 'se_1', timeoutMs: 3_600_000 });
    expect(result.job.status).toBe('completed');
    const lines = log.entries.filter((e) => e.level === 'info').map((e) => e.message);
    const stuckLines = lines.filter((l) => l.startsWith('running: 40% · 12 pages'));
    expect(stuckLines.length).toBeGreaterThanOrEqual(2);
    expect(stuckLines.length).toBeLessThan(30);
    expect(lines.at(-1)).toMatch(/^completed: 100% · 30 pages · [\dhms ]+ elapsed$/);
    expect(log.entries[0]).toEqual({ level: 'group', message: 'Waiting for export job se_1' });
  });

  it('fails a failed job with its error, or says none was given', async () => {
    const failed = waitForJob({
      service: scriptedService([job('failed', 50, 9, 'Out of memory')]),
      clock: virtualClock(),
      log: memoryLog(),
      jobId: 'se_1',
      timeoutMs: 60_000,
    });
    await expect(failed).rejects.toThrow('Export job se_1 failed: Out of memory');
    await expect(failed).rejects.toMatchObject({ outputs: { 'job-id': 'se_1', status: 'failed', 'page-count': '9' } });
    const silent = waitForJob({
      service: scriptedService([job('failed')]),
      clock: virtualClock(),
      log: memoryLog(),
      jobId: 'se_1',
      timeoutMs: 60_000,
    });
    await expect(silent).rejects.toThrow('Export job se_1 failed: the service gave no reason');
  });

  it("a failed job's error cannot start a workflow command, repaint the log or show the API key", async () => {
    const key = 'svc_Q7xK2mP9vL4tR8nW3yZ6bC1dF5gH0jA';
    const hostile = `Out of memory\n::error::forged\u0085::warning::nel\u2028::notice::ls \u001b[31mred \u202Eevil ${key}`;
    const failed = waitForJob({
      service: scriptedService([job('failed', 50, 9, hostile)]),
      clock: virtualClock(),
      log: memoryLog(),
      jobId: 'se_1',
      timeoutMs: 60_000,
      secrets: [key],
    });
    const message = await failed.then(
      () => '',
      (error: unknown) => (error as Error).message,
    );
    expect(message).toBe(
      'Export job se_1 failed: Out of memory ::error::forged ::warning::nel ::notice::ls [31mred evil ***',
    );
  });

  it('stops at the timeout exactly, after one last poll at the deadline', async () => {
    const clock = virtualClock();
    const begin = clock.now();
    const service = scriptedService([job('queued', 0, 0)]);
    const waiting = waitForJob({ service, clock, log: memoryLog(), jobId: 'se_1', timeoutMs: 90_000 });
    await expect(waiting).rejects.toBeInstanceOf(StepFailure);
    await expect(waiting).rejects.toThrow(
      /did not complete within the timeout of 1m 30s \(waited 1m 30s; last seen: status "queued", progress 0%, 0 pages\)/,
    );
    expect(clock.now() - begin).toBe(90_000);
  });

  it('honours a Retry-After the client would not wait for, but not past the deadline', async () => {
    const clock = virtualClock();
    const pause = new ServiceError('rate-limited', 'GET /v1/static-export/jobs/se_1: 429 Too Many Requests', {
      status: 429,
      retryAfterMs: 120_000,
    });
    const service = scriptedService([pause, job('completed', 100, 3)]);
    const result = await waitForJob({ service, clock, log: memoryLog(), jobId: 'se_1', timeoutMs: 600_000 });
    expect(result.polls).toBe(2);
    expect(clock.slept).toContain(120_000);

    const tooLong = scriptedService([pause]);
    await expect(
      waitForJob({ service: tooLong, clock: virtualClock(), log: memoryLog(), jobId: 'se_1', timeoutMs: 60_000 }),
    ).rejects.toThrow(
      'Could not read the status of export job se_1: GET /v1/static-export/jobs/se_1: 429 Too Many Requests',
    );
  });

  it('waits out 429s without Retry-After with a growing backoff, never sooner than 2 s, and goes on polling', async () => {
    const clock = virtualClock();
    const log = memoryLog();
    const throttled = new ServiceError('rate-limited', 'GET /v1/static-export/jobs/se_1: 429 Too Many Requests', {
      status: 429,
    });
    const service = scriptedService([...Array.from({ length: 6 }, () => throttled), job('completed', 100, 3)]);
    const result = await waitForJob({ service, clock, log, jobId: 'se_1', timeoutMs: 3_600_000, random: () => 0.5 });
    expect(result.polls).toBe(7);
    expect(result.job.status).toBe('completed');
    // The first poll goes at once (no start response); every pause after a 429 is at least the floor, and grows.
    expect(clock.slept).toEqual([0, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(log.text()).toContain(
      'info: The service is rate limiting status requests (429); the next status request for export job se_1 follows in 2s, backing off.',
    );
  });

  it('stops after a few other passing failures in a row, paced like polls', async () => {
    const clock = virtualClock();
    const broken = new ServiceError('server', 'GET /v1/static-export/jobs/se_1: 502 Bad Gateway', { status: 502 });
    const service = scriptedService([job('running', 10), broken]);
    const waiting = waitForJob({
      service,
      clock,
      log: memoryLog(),
      jobId: 'se_1',
      timeoutMs: 3_600_000,
      random: () => 0,
    });
    await expect(waiting).rejects.toThrow(
      'Could not read the status of export job se_1: GET /v1/static-export/jobs/se_1: 502 Bad Gateway',
    );
    expect(service.polls).toBe(6);
    expect(clock.slept.slice(1).every((ms) => ms >= 2_000)).toBe(true);
  });

  it('returns at once for a job that is already complete, without polling', async () => {
    const service = scriptedService([job('running')]);
    const result = await waitForJob({
      service,
      clock: virtualClock(),
      log: memoryLog(),
      jobId: 'se_1',
      timeoutMs: 60_000,
      started: job('completed', 100, 4),
    });
    expect(result.polls).toBe(0);
    expect(service.polls).toBe(0);
  });

  it('keeps a hostile status from starting a workflow command', async () => {
    const log = memoryLog();
    const service = scriptedService([job('::add-mask::x ##[error]forged', 10), job('completed', 100)]);
    await waitForJob({ service, clock: virtualClock(), log, jobId: 'se_1', timeoutMs: 60_000 });
    expect(log.entries.some((e) => e.message.trimStart().startsWith('::') || /##(?:vso)?\[/i.test(e.message))).toBe(
      false,
    );
    // The raw status is shown once, quoted and exact.
    expect(log.text()).toContain('Status "::add-mask::x ##\\u005berror]forged" is not one this action knows');
  });

  it('gives the outputs a status of the closed set, `unknown` for one the reference does not name', async () => {
    for (const status of ['queued', 'running', 'completed', 'failed'])
      expect(jobOutputs('se_1', job(status)).status).toBe(status);
    for (const status of ['##vso[task.setvariable variable=PWNED]yes', 'rendering', 'Completed', ''])
      expect(jobOutputs('se_1', job(status, 50, 3))).toEqual({
        'job-id': 'se_1',
        status: 'unknown',
        'page-count': '3',
      });

    const service = scriptedService([job('##vso[task.setvariable variable=PWNED]yes', 50, 3)]);
    const failure = await waitForJob({
      service,
      clock: virtualClock(),
      log: memoryLog(),
      jobId: 'se_1',
      timeoutMs: 60_000,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StepFailure);
    expect((failure as StepFailure).outputs).toEqual({ 'job-id': 'se_1', status: 'unknown', 'page-count': '3' });
  });
});

describe('servicePaths', () => {
  it('drops a leading "/", a trailing "/" or ".html", names the site root index, and sends each page once', () => {
    expect(
      servicePaths(['guides/start', '/guides/start', '/concepts/a.html', 'b/', '/', 'index.html', 'API/Ref.HTML']),
    ).toEqual({
      sent: ['guides/start', 'concepts/a', 'b', 'index', 'API/Ref'],
      changed: [
        { from: '/guides/start', to: 'guides/start' },
        { from: '/concepts/a.html', to: 'concepts/a' },
        { from: 'b/', to: 'b' },
        { from: '/', to: 'index' },
        { from: 'index.html', to: 'index' },
        { from: 'API/Ref.HTML', to: 'API/Ref' },
      ],
    });
    expect(servicePaths(['guides/start'])).toEqual({ sent: ['guides/start'], changed: [] });
  });
});
