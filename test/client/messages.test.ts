import { afterEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../../src/client/types.ts';
import type { ServiceClient } from '../../src/client/types.ts';
import { API_KEY, testClient } from './fixtures.ts';
import type { TestClient } from './fixtures.ts';
import { json, raw, scriptedServer } from './scripted-server.ts';
import type { ScriptedServer, Step } from './scripted-server.ts';

let server: ScriptedServer | undefined;
let handle: TestClient | undefined;
afterEach(async () => {
  await handle?.close();
  await server?.close();
  server = handle = undefined;
});

const week = { dateFrom: '2026-11-01', dateTo: '2026-11-08' };
type Call = (client: ServiceClient) => Promise<unknown>;
const getJob: Call = (c) => c.getJob('se_404');
const bundle: Call = (c) => c.createBundle('se_busy');
const start: Call = (c) => c.startJob({ domain: 'docs.example.com' });
const visitors: Call = (c) => c.visitors('proj_1', { ...week, limit: 300, offset: 0 });
const feedback: Call = (c) => c.feedbackByPage('proj_1', { ...week, limit: 10 });

async function messageOf(step: Step, call: Call): Promise<ServiceError> {
  server = await scriptedServer([step]);
  handle = testClient(server.url);
  const error = await call(handle.client).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe('error messages', () => {
  it.each([
    [
      '400 with details',
      json(400, {
        error: 'Invalid query parameters',
        details: [{ message: 'limit must be at most 250' }, { message: 'offset must be >= 0' }],
      }),
      visitors,
      'bad-request',
      'GET /v1/analytics/proj_1/visitors: 400 Bad Request: Invalid query parameters; limit must be at most 250; offset must be >= 0',
    ],
    [
      '401',
      json(401, { error: 'Invalid API key' }),
      getJob,
      'unauthorized',
      "GET /v1/static-export/jobs/se_404: 401 Unauthorized: Invalid API key. The API key is wrong, revoked or expired (admin keys expire 7 to 90 days after they are made, 90 by default): create a new admin key in the organization's API keys settings and store it as the secret",
    ],
    [
      '403 on static export',
      json(403, { error: 'Static export is not enabled for this organization' }),
      start,
      'forbidden',
      "POST /v1/static-export/jobs: 403 Forbidden: Static export is not enabled for this organization. The service refuses this for one of three causes that fit a POST: (1) the key is restricted to `read`, which allows only GET requests: use a key with `write` access; (2) the key is restricted to IP addresses and this runner's address is not one of them (a hosted runner's address changes): lift the restriction, or run on a runner with a fixed address; (3) the organization's plan does not include static export (it needs the Enterprise plan)",
    ],
    [
      '403 on analytics',
      json(403, { error: 'Key lacks analytics scope' }),
      feedback,
      'forbidden',
      "GET /v1/analytics/proj_1/feedback/by-page: 403 Forbidden: Key lacks analytics scope. The service refuses this for one of two causes that fit a GET: (1) the key is restricted to IP addresses and this runner's address is not one of them (a hosted runner's address changes): lift the restriction, or run on a runner with a fixed address; (2) the organization's plan does not include this analytics endpoint",
    ],
    [
      '404 on a job',
      json(404, { error: 'Job not found' }),
      getJob,
      'not-found',
      'GET /v1/static-export/jobs/se_404: 404 Not Found: Job not found. No such job: check job-id (jobs belong to the organization of the key)',
    ],
    [
      '404 on a project',
      json(404, { error: 'Project not found' }),
      feedback,
      'not-found',
      'GET /v1/analytics/proj_1/feedback/by-page: 404 Not Found: Project not found. No such project: check project-id',
    ],
    [
      '409 on the bundle',
      json(409, { error: 'Job is still running' }),
      bundle,
      'conflict',
      'POST /v1/static-export/jobs/se_busy/bundle: 409 Conflict: Job is still running. The job has not finished yet',
    ],
    [
      'plain text',
      raw(400, 'upstream said no', { 'content-type': 'text/plain' }),
      getJob,
      'bad-request',
      'GET /v1/static-export/jobs/se_404: 400 Bad Request: upstream said no (the service answered with text, not JSON)',
    ],
    [
      'a redirect',
      raw(301, '', { location: 'https://elsewhere.example/v1/static-export/jobs/se_404' }),
      getJob,
      'invalid-response',
      'GET /v1/static-export/jobs/se_404: 301 Moved Permanently (the service answered with an empty body). The service redirected the request: set api-url to the address it redirects to',
    ],
  ] as const)('%s', async (_name, step, call, kind, expected) => {
    const error = await messageOf(step, call);
    expect(error.reason).toBe(kind);
    expect(error.message).toBe(expected);
    expect(error.message).not.toContain(API_KEY);
    expect(error.message).not.toContain('?');
    expect(error.stack ?? '').not.toContain(API_KEY);
  });

  it('never repeats the key, a bearer header or a link signature the service echoes', async () => {
    const error = await messageOf(
      json(401, {
        error: `Key ${API_KEY} was revoked (Authorization: Bearer ${API_KEY})`,
        details: [
          {
            message:
              'old link https://bucket.s3.amazonaws.com/se_1/bundle.tar.gz?X-Amz-Signature=deadbeef&X-Amz-Expires=3600',
          },
        ],
      }),
      getJob,
    );
    expect(error.message).not.toContain(API_KEY);
    expect(error.message).not.toContain('deadbeef');
    expect(error.message).not.toContain('X-Amz');
    expect(error.message).toContain('Key *** was revoked (Authorization: Bearer ***)');
    expect(error.message).toContain('https://bucket.s3.amazonaws.com/se_1/bundle.tar.gz?…');
  });

  it('keeps a long service message short', async () => {
    const error = await messageOf(json(400, { error: 'x'.repeat(2000) }), getJob);
    expect(error.message.length).toBeLessThan(300);
  });
});
