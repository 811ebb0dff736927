import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestEmulator } from './helpers.ts';
import type { TestEmulator } from './helpers.ts';

let t: TestEmulator;
beforeEach(async () => {
  t = await startTestEmulator();
});
afterEach(async () => {
  await t.emu.close();
});

async function control(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${t.emu.url}/_emulator${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('control API', () => {
  it('GET /_emulator describes keys, projects and the current faults', async () => {
    const { status, body } = await control('GET', '');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      url: t.emu.url,
      keys: {
        demo: t.emu.keys.demo,
        starter: t.emu.keys.starter,
        revoked: t.emu.keys.revoked,
        other: t.emu.keys.other,
        noDeploy: t.emu.keys.noDeploy,
        readOnly: t.emu.keys.readOnly,
        ipRestricted: t.emu.keys.ipRestricted,
      },
      faults: { latencyMs: 0, jobOutcome: 'complete', archive: 'ok', rateLimitPerHour: 100 },
    });
    const projects = (body as { projects: { id: string; pages: number; enterprise: boolean }[] }).projects;
    expect(projects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'proj_demo', enterprise: true }),
        expect.objectContaining({ id: 'proj_large', pages: 10_000 }),
        expect.objectContaining({ id: 'proj_starter', enterprise: false }),
      ]),
    );
    expect(t.emu.projects).toEqual({
      demo: 'proj_demo',
      large: 'proj_large',
      starter: 'proj_starter',
      airgapped: 'proj_airgap',
    });
  });

  it('POST /_emulator/faults merges settings and applies them', async () => {
    const first = await control('POST', '/faults', { jobOutcome: 'fail', jobError: 'boom' });
    expect(first.status).toBe(200);
    await control('POST', '/faults', { archive: 'symlink' });
    const { body } = await control('GET', '');
    expect((body as { faults: unknown }).faults).toMatchObject({
      jobOutcome: 'fail',
      jobError: 'boom',
      archive: 'symlink',
    });

    const started = await t.call('POST', '/v1/static-export/jobs', { body: { domain: 'docs.example.com' } });
    t.clock.advance(60_000);
    const job = await t.call('GET', `/v1/static-export/jobs/${(started.body as { jobId: string }).jobId}`);
    expect(job.body).toMatchObject({ status: 'failed', error: 'boom' });
  });

  it('POST /_emulator/faults refuses invalid settings and lists the problems', async () => {
    const { status, body } = await control('POST', '/faults', {
      archive: 'zip',
      latencyMs: -1,
      rules: [{ action: 'explode' }, { action: 'status', path: '(' }],
      typo: true,
    });
    expect(status).toBe(400);
    const messages = (body as { details: { message: string }[] }).details.map((d) => d.message).join('\n');
    for (const field of ['archive', 'latencyMs', 'rules.0.action', 'rules.1.path', 'typo'])
      expect(messages).toContain(field);
    expect((await control('GET', '')).body).toMatchObject({ faults: { archive: 'ok', latencyMs: 0 } });
  });

  it('POST /_emulator/faults checks the deployment, store and size knobs too', async () => {
    const { status, body } = await control('POST', '/faults', {
      deploymentOutcome: 'explode',
      deploymentRetryAfter: '',
      throttleDeploymentPolls: -1,
      storeEtag: 'maybe',
      replaceObjectAfterFirstGet: 'yes',
      bundleSizeBytesDelta: 1.5,
    });
    expect(status).toBe(400);
    const messages = (body as { details: { message: string }[] }).details.map((d) => d.message).join('\n');
    for (const field of [
      'deploymentOutcome',
      'deploymentRetryAfter',
      'throttleDeploymentPolls',
      'storeEtag',
      'replaceObjectAfterFirstGet',
      'bundleSizeBytesDelta',
    ]) {
      expect(messages).toContain(field);
    }
    const accepted = await control('POST', '/faults', {
      deploymentOutcome: 'never',
      deploymentRetryAfter: null,
      storeEtag: 'weak',
      bundleSizeBytesDelta: -3,
    });
    expect(accepted.body).toMatchObject({
      deploymentOutcome: 'never',
      deploymentRetryAfter: null,
      storeEtag: 'weak',
      bundleSizeBytesDelta: -3,
    });
  });

  it('records every API and store request in order, without the control API and without secrets', async () => {
    await t.call('POST', '/v1/static-export/jobs', { body: { domain: 'docs.example.com', version: 'v1' } });
    await t.call('GET', '/v1/analytics/proj_demo/visitors?dateFrom=2025-03-11&limit=2', { key: null });
    await control('GET', '');
    const { body } = await control('GET', '/requests');
    expect(body).toEqual([
      {
        method: 'POST',
        path: '/v1/static-export/jobs',
        query: {},
        status: 202,
        authorization: true,
        body: { domain: 'docs.example.com', version: 'v1' },
        at: new Date(t.clock.now).toISOString(),
      },
      {
        method: 'GET',
        path: '/v1/analytics/proj_demo/visitors',
        query: { dateFrom: '2025-03-11', limit: '2' },
        status: 401,
        authorization: false,
        at: new Date(t.clock.now).toISOString(),
      },
    ]);
    expect(t.emu.requests).toEqual(body);
    expect(JSON.stringify(body)).not.toContain(t.emu.keys.demo);
    t.emu.clearRequests();
    expect(t.emu.requests).toEqual([]);
  });

  it('POST /_emulator/reset restores default faults, clears the rate limit and the request log', async () => {
    await control('POST', '/faults', { latencyMs: 5, rateLimitPerHour: 1 });
    await t.call('GET', '/v1/analytics/proj_demo/visitors?dateFrom=2025-03-11');
    expect((await t.call('GET', '/v1/analytics/proj_demo/visitors?dateFrom=2025-03-11')).status).toBe(429);
    const reset = await control('POST', '/reset');
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ latencyMs: 0, rateLimitPerHour: 100 });
    expect((await control('GET', '/requests')).body).toEqual([]);
    expect((await t.call('GET', '/v1/analytics/proj_demo/visitors?dateFrom=2025-03-11')).status).toBe(200);
  });

  it('setFaults and resetFaults do the same from code', async () => {
    t.emu.setFaults({ jobStatusName: 'rendering' });
    t.emu.setFaults({ externalRefs: true });
    expect((await control('GET', '')).body).toMatchObject({
      faults: { jobStatusName: 'rendering', externalRefs: true },
    });
    t.emu.resetFaults();
    expect((await control('GET', '')).body).toMatchObject({ faults: { jobStatusName: null, externalRefs: false } });
  });

  it('POST /_emulator/clock moves the clock forward for child processes', async () => {
    const started = await t.call('POST', '/v1/static-export/jobs', { body: { domain: 'docs.example.com' } });
    const { jobId } = started.body as { jobId: string };
    const moved = await control('POST', '/clock', { advanceSeconds: 60 });
    expect(moved).toEqual({ status: 200, body: { now: new Date(t.clock.now + 60_000).toISOString() } });
    expect((await t.call('GET', `/v1/static-export/jobs/${jobId}`)).body).toMatchObject({ status: 'completed' });
    expect((await control('POST', '/clock', { advanceSeconds: -5 })).status).toBe(400);
  });
});

describe('control API round trip', () => {
  it('accepts the faults it reports, and reports how many times each rule still fires', async () => {
    await control('POST', '/faults', { rules: [{ path: '^/v1/', action: 'status', status: 500, times: 2 }] });
    await t.call('GET', '/v1/nope');
    const state = (await control('GET', '')).body as { faults: unknown; rulesRemaining: (number | null)[] };
    expect(state.rulesRemaining).toEqual([1]);
    expect((await control('POST', '/faults', state.faults)).status).toBe(200);
    expect(((await control('GET', '')).body as { rulesRemaining: unknown }).rulesRemaining).toEqual([2]);
  });

  it('reports how many more times the counted knobs fire', async () => {
    await control('POST', '/faults', { throttleDeploymentPolls: 2, dropDownloadAfterBytes: 10, dropDownloadTimes: 3 });
    await t.call('GET', '/v1/project/update-status/000000000000000000000000');
    const state = (await control('GET', '')).body as { countedRemaining: unknown };
    expect(state.countedRemaining).toEqual({ downloadDrop: 3, deploymentPoll429: 1, deploymentTrigger429: 0 });
  });
});
