import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestEmulator } from './helpers.ts';
import type { TestEmulator } from './helpers.ts';

// The three causes of 403 the service's reference names, served as it would serve them live: a key
// restricted to `read` (403 on anything but GET), a key restricted to IP addresses (403 from any other
// address), a plan without the feature (403 on static export).

const JOB_MS = 10_000;
let t: TestEmulator;
beforeAll(async () => {
  t = await startTestEmulator({ jobDurationMs: JOB_MS, deploymentDurationMs: JOB_MS });
});
afterAll(async () => {
  await t.emu.close();
});
beforeEach(() => {
  t.emu.clearRequests();
});

const errorOf = (body: unknown) => (body as { error: string }).error;

describe('a key restricted to read', () => {
  it('answers 403 on every request that is not a GET: starting an export, a bundle link, a deployment', async () => {
    const key = t.emu.keys.readOnly;
    const job = (await t.call('POST', '/v1/static-export/jobs', { body: { domain: 'docs.example.com' } })).body as {
      jobId: string;
    };
    t.clock.advance(JOB_MS);
    const refused = [
      await t.call('POST', '/v1/static-export/jobs', { key, body: { domain: 'docs.example.com' } }),
      await t.call('POST', `/v1/static-export/jobs/${job.jobId}/bundle`, { key }),
      await t.call('POST', `/v1/project/update/${t.emu.projects.demo}`, { key }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(errorOf(res.body)).toBe('This API key is restricted to read access: POST requests are not allowed');
    }
  });

  it('reads analytics, jobs and deployments like any key of its organization', async () => {
    const key = t.emu.keys.readOnly;
    const job = (await t.call('POST', '/v1/static-export/jobs', { body: { domain: 'docs.example.com' } })).body as {
      jobId: string;
    };
    const deployment = (await t.call('POST', `/v1/project/update/${t.emu.projects.demo}`)).body as {
      statusId: string;
    };
    const read = [
      await t.call('GET', `/v1/analytics/${t.emu.projects.demo}/visitors?limit=1`, { key }),
      await t.call('GET', `/v1/analytics/${t.emu.projects.demo}/feedback/by-page?limit=1`, { key }),
      await t.call('GET', `/v1/static-export/jobs/${job.jobId}`, { key }),
      await t.call('GET', `/v1/project/update-status/${deployment.statusId}`, { key }),
    ];
    expect(read.map((res) => res.status)).toEqual([200, 200, 200, 200]);
  });
});

describe('a key restricted to IP addresses', () => {
  it('answers 403 from any other address, on every endpoint, naming the address', async () => {
    const key = t.emu.keys.ipRestricted;
    const results = [
      await t.call('GET', `/v1/analytics/${t.emu.projects.demo}/visitors?limit=1`, { key }),
      await t.call('GET', `/v1/analytics/${t.emu.projects.demo}/searches?limit=1`, { key }),
      await t.call('POST', '/v1/static-export/jobs', { key, body: { domain: 'docs.example.com' } }),
      await t.call('GET', '/v1/static-export/jobs/se_0000000000000000', { key }),
      await t.call('POST', `/v1/project/update/${t.emu.projects.demo}`, { key }),
    ];
    for (const res of results) {
      expect(res.status).toBe(403);
      expect(errorOf(res.body)).toBe('This API key does not accept requests from the IP address 127.0.0.1');
    }
  });

  it("does not spend the organization's analytics quota on the refusals", async () => {
    const visitors = `/v1/analytics/${t.emu.projects.demo}/visitors?limit=1`;
    const before = (await t.call('GET', visitors)).headers.get('x-ratelimit-remaining');
    for (let i = 0; i < 3; i++)
      expect((await t.call('GET', visitors, { key: t.emu.keys.ipRestricted })).status).toBe(403);
    const after = (await t.call('GET', visitors)).headers.get('x-ratelimit-remaining');
    expect(Number(before) - Number(after)).toBe(1);
  });
});

describe('a plan without the feature', () => {
  it('answers 403 on static export for the organization without Enterprise, whose analytics work', async () => {
    const key = t.emu.keys.starter;
    const res = await t.call('POST', '/v1/static-export/jobs', { key, body: { domain: 'docs.example.com' } });
    expect(res.status).toBe(403);
    expect(errorOf(res.body)).toMatch(/Enterprise plan/);
    expect((await t.call('GET', `/v1/analytics/${t.emu.projects.starter}/visitors?limit=1`, { key })).status).toBe(200);
  });
});
