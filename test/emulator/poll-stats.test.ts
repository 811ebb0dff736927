import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestEmulator } from './helpers.ts';
import type { TestEmulator } from './helpers.ts';

let t: TestEmulator;
beforeAll(async () => {
  t = await startTestEmulator();
});
afterAll(async () => {
  await t.emu.close();
});
beforeEach(async () => {
  await fetch(`${t.emu.url}/_emulator/reset`, { method: 'POST' });
});

async function startJob(): Promise<string> {
  const res = await t.call('POST', '/v1/static-export/jobs', { body: { domain: 'docs.example.com' } });
  return (res.body as { jobId: string }).jobId;
}

async function startDeployment(): Promise<string> {
  const res = await t.call('POST', '/v1/project/update/proj_demo');
  return (res.body as { statusId: string }).statusId;
}

/** Polls `path` after each of the waits (ms on the emulator clock). */
async function pollAfter(path: string, waits: number[]): Promise<void> {
  for (const wait of waits) {
    t.clock.advance(wait);
    await t.call('GET', path);
  }
}

async function stats(): Promise<unknown> {
  const res = await fetch(`${t.emu.url}/_emulator/stats`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { polls: unknown }).polls;
}

describe('politeness meter', () => {
  it('notes on each status request the time since the previous one for the same job, on the emulator clock', async () => {
    const jobId = await startJob();
    await pollAfter(`/v1/static-export/jobs/${jobId}`, [0, 500, 2_000, 100]);
    const polls = t.emu.requests.filter((r) => r.poll !== undefined).map((r) => r.poll);
    expect(polls).toEqual([
      { kind: 'job', id: jobId },
      { kind: 'job', id: jobId, sincePreviousMs: 500 },
      { kind: 'job', id: jobId, sincePreviousMs: 2_000 },
      { kind: 'job', id: jobId, sincePreviousMs: 100 },
    ]);
    expect(t.emu.requests[0]).not.toHaveProperty('poll');
  });

  it('counts polls less than 2 s after the previous one, per job and per deployment', async () => {
    const jobA = await startJob();
    const jobB = await startJob();
    const deployment = await startDeployment();
    await pollAfter(`/v1/static-export/jobs/${jobA}`, [0, 1_999, 2_000]);
    await pollAfter(`/v1/static-export/jobs/${jobB}`, [0, 10_000]);
    await pollAfter(`/v1/project/update-status/${deployment}`, [0, 300, 300, 5_000]);
    const body = await stats();
    expect(body).toEqual({
      floorMs: 2_000,
      polls: 9,
      fastPolls: 3,
      jobs: [
        { id: jobA, polls: 3, fastPolls: 1, gapsMs: [1_999, 2_000], shortestGapMs: 1_999 },
        { id: jobB, polls: 2, fastPolls: 0, gapsMs: [10_000], shortestGapMs: 10_000 },
      ],
      deployments: [{ id: deployment, polls: 4, fastPolls: 2, gapsMs: [300, 300, 5_000], shortestGapMs: 300 }],
    });
    expect(t.emu.pollStats()).toEqual(body);
  });

  it('counts every status request, including ones answered by a fault, a 429 or a 404', async () => {
    const deployment = await startDeployment();
    t.emu.setFaults({
      throttleDeploymentPolls: 1,
      rules: [{ method: 'GET', path: '^/v1/project/update-status/', action: 'status', status: 503, times: 1 }],
    });
    await pollAfter(`/v1/project/update-status/${deployment}`, [0, 100, 100]);
    await pollAfter('/v1/static-export/jobs/se_0000000000000000', [0, 100]);
    const polls = t.emu.requests.filter((r) => r.poll !== undefined).map((r) => r.status);
    expect(polls).toEqual([503, 429, 200, 404, 404]);
    expect(t.emu.pollStats()).toMatchObject({ polls: 5, fastPolls: 3 });
  });

  it('ignores other requests: job starts, bundle requests, triggers', async () => {
    const jobId = await startJob();
    await t.call('POST', `/v1/static-export/jobs/${jobId}/bundle`);
    await startDeployment();
    expect(t.emu.pollStats()).toMatchObject({ polls: 0, fastPolls: 0, jobs: [], deployments: [] });
  });

  it('is cleared with the request log', async () => {
    const jobId = await startJob();
    await pollAfter(`/v1/static-export/jobs/${jobId}`, [0, 1]);
    await fetch(`${t.emu.url}/_emulator/requests`, { method: 'DELETE' });
    expect(await stats()).toMatchObject({ polls: 0, fastPolls: 0 });
    await pollAfter(`/v1/static-export/jobs/${jobId}`, [1]);
    expect(t.emu.pollStats().jobs).toEqual([{ id: jobId, polls: 1, fastPolls: 0, gapsMs: [], shortestGapMs: null }]);
  });
});
