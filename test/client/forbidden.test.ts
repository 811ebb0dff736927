import { describe, expect, it } from 'vitest';
import type { ServiceError } from '../../src/client/types.ts';
import { serviceFailure, useEmulatorClients } from './fixtures.ts';

// 403 has three causes the service's reference names: a key restricted to `read` on a request that is
// not a GET, a key restricted to IP addresses used from another address, a plan without the feature.
// The status alone cannot tell them apart, so the message names those that fit the request, and only those.

const JOB_MS = 8_000;
const week = { dateFrom: '2026-11-09', dateTo: '2026-11-16' };
const world = useEmulatorClients(JOB_MS);
const { clock, clientWith } = world;

async function forbidden(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await serviceFailure(promise);
  expect(error.status).toBe(403);
  expect(error.reason).toBe('forbidden');
  return error;
}

const READ_ONLY = /the key is restricted to `read`, which allows only GET requests: use a key with `write` access/;
const IP_LIST =
  /the key is restricted to IP addresses and this runner's address is not one of them \(a hosted runner's address changes\)/;
const EXPORT_PLAN = /the organization's plan does not include static export \(it needs the Enterprise plan\)/;
const ANALYTICS_PLAN = /the organization's plan does not include this analytics/;
const DEPLOY_ACCESS = /the key or the organization's plan has no access to deployments/;

async function completedJob(): Promise<string> {
  const job = await clientWith(world.emulator.keys.demo).startJob({ domain: 'docs.example.com' });
  await clock.sleep(JOB_MS);
  return job.jobId;
}

describe('403 names the causes that fit the request', () => {
  it('starting an export with a read-only key: read, IP addresses or the plan, and the service’s own words', async () => {
    const error = await forbidden(clientWith(world.emulator.keys.readOnly).startJob({ domain: 'docs.example.com' }));
    expect(error.message).toContain(
      'POST /v1/static-export/jobs: 403 Forbidden: This API key is restricted to read access: POST requests are not allowed. ',
    );
    expect(error.message).toContain('one of three causes that fit a POST');
    for (const cause of [READ_ONLY, IP_LIST, EXPORT_PLAN]) expect(error.message).toMatch(cause);
    expect(world.emulator.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('asking for a bundle link with a read-only key names the same three', async () => {
    const jobId = await completedJob();
    const error = await forbidden(clientWith(world.emulator.keys.readOnly).createBundle(jobId));
    for (const cause of [READ_ONLY, IP_LIST, EXPORT_PLAN]) expect(error.message).toMatch(cause);
  });

  it('triggering a deployment with a read-only key: read, IP addresses or access to deployments', async () => {
    const error = await forbidden(
      clientWith(world.emulator.keys.readOnly).triggerDeployment(world.emulator.projects.demo),
    );
    for (const cause of [READ_ONLY, IP_LIST, DEPLOY_ACCESS]) expect(error.message).toMatch(cause);
    expect(error.message).toContain('leave deploy-first off');
  });

  it('an analytics read with an IP-restricted key: IP addresses or the plan, never read (it is a GET)', async () => {
    const error = await forbidden(
      clientWith(world.emulator.keys.ipRestricted).visitors(world.emulator.projects.demo, {
        ...week,
        limit: 10,
        offset: 0,
      }),
    );
    expect(error.message).toContain(
      `GET /v1/analytics/${world.emulator.projects.demo}/visitors: 403 Forbidden: This API key does not accept requests from the IP address 127.0.0.1. `,
    );
    expect(error.message).toContain('one of two causes that fit a GET');
    expect(error.message).toMatch(IP_LIST);
    expect(error.message).toMatch(ANALYTICS_PLAN);
    expect(error.message).not.toMatch(/`read`/);
  });

  it('a further analytics endpoint with an IP-restricted key says the same', async () => {
    const error = await forbidden(
      clientWith(world.emulator.keys.ipRestricted).searches(world.emulator.projects.demo, { ...week, limit: 10 }),
    );
    expect(error.message).toMatch(IP_LIST);
    expect(error.message).toMatch(ANALYTICS_PLAN);
    expect(error.message).not.toMatch(/`read`/);
  });

  it('a job poll with an IP-restricted key: IP addresses or the plan', async () => {
    const error = await forbidden(clientWith(world.emulator.keys.ipRestricted).getJob('se_0000000000000000'));
    expect(error.message).toMatch(IP_LIST);
    expect(error.message).toMatch(EXPORT_PLAN);
    expect(error.message).not.toMatch(/`read`/);
  });

  it('starting an export in the organization without the plan still names all three (the status cannot tell)', async () => {
    const error = await forbidden(clientWith(world.emulator.keys.starter).startJob({ domain: 'docs.example.com' }));
    expect(error.message).toContain(
      'Static export is not enabled for this organization: it requires the Enterprise plan',
    );
    for (const cause of [READ_ONLY, IP_LIST, EXPORT_PLAN]) expect(error.message).toMatch(cause);
  });
});
