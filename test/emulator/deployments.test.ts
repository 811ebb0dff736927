import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestEmulator } from './helpers.ts';
import type { TestEmulator } from './helpers.ts';

const DURATION = 20_000;

let t: TestEmulator;
beforeAll(async () => {
  t = await startTestEmulator({ deploymentDurationMs: DURATION });
});
afterAll(async () => {
  await t.emu.close();
});
beforeEach(() => {
  t.emu.resetFaults();
});

interface StatusBody {
  _id: string;
  projectId: string;
  createdAt: string;
  endedAt?: string;
  status: string;
  summary: string;
  logs: string[];
  subdomain: string;
  screenshot?: string;
}

async function trigger(projectId = 'proj_demo', key?: string): Promise<string> {
  const res = await t.call('POST', `/v1/project/update/${projectId}`, key === undefined ? {} : { key });
  if (res.status !== 202) throw new Error(`trigger answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as { statusId: string }).statusId;
}

async function status(statusId: string): Promise<StatusBody> {
  const res = await t.call('GET', `/v1/project/update-status/${statusId}`);
  expect(res.status).toBe(200);
  return res.body as StatusBody;
}

describe('deployment trigger', () => {
  it('answers 202 with a status id', async () => {
    const res = await t.call('POST', '/v1/project/update/proj_demo');
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ statusId: expect.stringMatching(/^[0-9a-f]{24}$/) as unknown });
  });

  it('refuses a missing or revoked key with 401 and a key without the deploy permission with 403', async () => {
    expect((await t.call('POST', '/v1/project/update/proj_demo', { key: null })).status).toBe(401);
    expect((await t.call('POST', '/v1/project/update/proj_demo', { key: t.emu.keys.revoked })).status).toBe(401);
    const refused = await t.call('POST', '/v1/project/update/proj_demo', { key: t.emu.keys.noDeploy });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: expect.stringContaining('deployments') as unknown });
  });

  it('answers 404 for an unknown project and for a project of another organization', async () => {
    const unknown = await t.call('POST', '/v1/project/update/proj_nope');
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Project proj_nope not found' } });
    expect((await t.call('POST', '/v1/project/update/proj_demo', { key: t.emu.keys.other })).status).toBe(404);
    expect((await t.call('POST', '/v1/project/update/proj_globex', { key: t.emu.keys.other })).status).toBe(202);
  });

  it('answers 405 for another method on the path', async () => {
    expect((await t.call('GET', '/v1/project/update/proj_demo')).status).toBe(405);
  });
});

describe('deployment status', () => {
  it('goes queued, in_progress, success on the emulator clock, with endedAt only once ended', async () => {
    const id = await trigger();
    const queued = await status(id);
    expect(queued).toMatchObject({
      _id: id,
      projectId: 'proj_demo',
      status: 'queued',
      subdomain: 'acme-parcel',
      createdAt: new Date(t.clock.now).toISOString(),
    });
    expect(queued).not.toHaveProperty('endedAt');
    expect(queued.logs).toEqual([]);

    t.clock.advance(DURATION / 2);
    const running = await status(id);
    expect(running.status).toBe('in_progress');
    expect(running).not.toHaveProperty('endedAt');
    expect(running.logs.length).toBeGreaterThan(0);
    expect(running.logs[0]).toMatch(/^Cloning acme-parcel\/docs \(branch main\) at [0-9a-f]{7}$/);

    t.clock.advance(DURATION / 2);
    const done = await status(id);
    expect(done.status).toBe('success');
    expect(done.endedAt).toBe(new Date(Date.parse(done.createdAt) + DURATION).toISOString());
    expect(done.summary).toMatch(/^Deployed 18 pages from main \([0-9a-f]{7}\) to https:\/\/acme-parcel\./);
    expect(done.logs.at(-1)).toBe('Deployment succeeded in 20.0 s');
    expect(done).toMatchObject({
      screenshot: expect.stringMatching(/^https:\/\//) as unknown,
      screenshotLight: expect.any(String) as unknown,
      screenshotDark: expect.any(String) as unknown,
    });
  });

  it('follows the deploymentDurationMs option', async () => {
    const quick = await startTestEmulator({ deploymentDurationMs: 1_000 });
    try {
      const res = await quick.call('POST', '/v1/project/update/proj_demo');
      const { statusId } = res.body as { statusId: string };
      quick.clock.advance(999);
      expect((await quick.call('GET', `/v1/project/update-status/${statusId}`)).body).toMatchObject({
        status: 'in_progress',
      });
      quick.clock.advance(1);
      expect((await quick.call('GET', `/v1/project/update-status/${statusId}`)).body).toMatchObject({
        status: 'success',
      });
    } finally {
      await quick.emu.close();
    }
  });

  it('answers 404 for an unknown id and for a deployment of another organization', async () => {
    const unknown = await t.call('GET', '/v1/project/update-status/000000000000000000000000');
    expect(unknown).toMatchObject({ status: 404, body: { error: expect.stringContaining('not found') as unknown } });
    const id = await trigger();
    expect((await t.call('GET', `/v1/project/update-status/${id}`, { key: t.emu.keys.other })).status).toBe(404);
    expect((await t.call('GET', `/v1/project/update-status/${id}`, { key: t.emu.keys.demoSecondary })).status).toBe(
      200,
    );
    expect((await t.call('GET', `/v1/project/update-status/${id}`, { key: null })).status).toBe(401);
    expect((await t.call('GET', `/v1/project/update-status/${id}`, { key: t.emu.keys.noDeploy })).status).toBe(403);
  });
});

describe('deployment faults', () => {
  it('fail: ends in failure after 60% with a summary and log lines that say why', async () => {
    t.emu.setFaults({ deploymentOutcome: 'fail', deploymentError: 'docs.json: "navigation" must be an array' });
    const id = await trigger();
    t.clock.advance(DURATION * 0.6 - 1);
    expect((await status(id)).status).toBe('in_progress');
    t.clock.advance(DURATION);
    const failed = await status(id);
    expect(failed.status).toBe('failure');
    expect(failed.summary).toBe('Deployment failed: docs.json: "navigation" must be an array');
    expect(failed.logs.slice(-2)).toEqual([
      'Error: docs.json: "navigation" must be an array',
      'Build failed after 12.0 s: nothing was published',
    ]);
    expect(failed.endedAt).toBe(new Date(Date.parse(failed.createdAt) + DURATION * 0.6).toISOString());
    expect(failed).not.toHaveProperty('screenshot');
  });

  it('never: stays in progress, without endedAt', async () => {
    t.emu.setFaults({ deploymentOutcome: 'never' });
    const id = await trigger();
    t.clock.advance(DURATION * 50);
    const stuck = await status(id);
    expect(stuck.status).toBe('in_progress');
    expect(stuck).not.toHaveProperty('endedAt');
  });

  it('a deployment keeps the outcome it was triggered with', async () => {
    t.emu.setFaults({ deploymentOutcome: 'fail' });
    const id = await trigger();
    t.emu.resetFaults();
    t.clock.advance(DURATION);
    expect((await status(id)).status).toBe('failure');
  });

  it('deploymentStatusName replaces in_progress with a status clients do not know', async () => {
    t.emu.setFaults({ deploymentStatusName: 'building' });
    const id = await trigger();
    t.clock.advance(DURATION / 2);
    expect((await status(id)).status).toBe('building');
  });

  it('deploymentScreenshots false leaves the optional screenshot fields out', async () => {
    t.emu.setFaults({ deploymentScreenshots: false });
    const id = await trigger();
    t.clock.advance(DURATION);
    const done = await status(id);
    expect(done.status).toBe('success');
    expect(Object.keys(done).filter((k) => k.startsWith('screenshot'))).toEqual([]);
  });

  it('throttleDeploymentPolls: the next N status requests answer 429 with Retry-After, then normally', async () => {
    const id = await trigger();
    t.emu.setFaults({ throttleDeploymentPolls: 2, deploymentRetryAfter: '7' });
    for (let i = 0; i < 2; i++) {
      const res = await t.call('GET', `/v1/project/update-status/${id}`);
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('7');
      expect(res.body).toEqual({ error: 'Too many requests' });
    }
    expect((await t.call('GET', `/v1/project/update-status/${id}`)).status).toBe(200);
  });

  it('deploymentRetryAfter null: the 429 carries no Retry-After; triggers can be throttled too', async () => {
    t.emu.setFaults({ throttleDeploymentTriggers: 1, deploymentRetryAfter: null });
    const throttled = await t.call('POST', '/v1/project/update/proj_demo');
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBeNull();
    const id = await trigger();
    expect((await t.call('GET', `/v1/project/update-status/${id}`)).status).toBe(200);
  });

  it('throttling starts after authentication: a bad key still gets 401 and spends nothing', async () => {
    t.emu.setFaults({ throttleDeploymentTriggers: 1 });
    expect((await t.call('POST', '/v1/project/update/proj_demo', { key: null })).status).toBe(401);
    expect((await t.call('POST', '/v1/project/update/proj_demo')).status).toBe(429);
    expect((await t.call('POST', '/v1/project/update/proj_demo')).status).toBe(202);
  });
});
