import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../../src/client/types.ts';
import { runningJob, testClient } from './fixtures.ts';
import type { TestClient } from './fixtures.ts';
import { json, scriptedServer } from './scripted-server.ts';
import type { ScriptedServer, Step } from './scripted-server.ts';

let server: ScriptedServer | undefined;
let handle: TestClient | undefined;
afterEach(async () => {
  await handle?.close();
  await server?.close();
  server = handle = undefined;
});

async function setUp(steps: Step[], requestTimeoutMs = 5_000): Promise<TestClient> {
  server = await scriptedServer(steps);
  handle = testClient(server.url, { requestTimeoutMs });
  return handle;
}

const failure = (promise: Promise<unknown>): Promise<ServiceError> =>
  promise.then(
    () => {
      throw new Error('the call was expected to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ServiceError);
      return error as ServiceError;
    },
  );

const bundle = {
  jobId: runningJob.jobId,
  bundleUrl: 'https://store.example/b.tar.gz?X-Amz-Signature=abc',
  expiresAt: '2026-11-28T05:31:56Z',
};
/** Answers only after `ms`: a bundle still being packaged. */
const answerAfter =
  (ms: number, step: Step): Step =>
  (req, res, body) =>
    void setTimeout(() => step(req, res, body), ms);
/** Sends the headers and half the body at once, the rest only after `ms`: a body that goes silent. */
const silentBody =
  (ms: number): Step =>
  (_req, res: ServerResponse) => {
    const text = JSON.stringify(bundle);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write(text.slice(0, 10));
    setTimeout(() => res.end(text.slice(10)), ms);
  };

describe('per-call options', () => {
  it('attempts: 1 sends the request once and leaves retrying to the caller', async () => {
    const { client, clock } = await setUp([json(503, { error: 'unavailable' }), json(200, runningJob)]);
    const error = await failure(client.getJob(runningJob.jobId, { attempts: 1 }));
    expect(error.status).toBe(503);
    expect(server?.requests).toHaveLength(1);
    expect(clock.slept).toEqual([]);
  });

  it('answerTimeoutMs lets a slow answer take longer than request-timeout', async () => {
    const { client } = await setUp([answerAfter(1_000, json(200, bundle))], 150);
    const error = await failure(client.createBundle(runningJob.jobId, { attempts: 1 }));
    expect(error.message).toContain('no complete answer within 150ms (request-timeout)');

    const answered = await client.createBundle(runningJob.jobId, { attempts: 1, answerTimeoutMs: 30_000 });
    expect(answered.bundleUrl).toBe(bundle.bundleUrl);
  });

  it('answerTimeoutMs still ends a body that goes silent at request-timeout', async () => {
    const { client } = await setUp([silentBody(1_000)], 150);
    const error = await failure(client.createBundle(runningJob.jobId, { attempts: 1, answerTimeoutMs: 30_000 }));
    expect(error.reason).toBe('timeout');
    expect(error.message).toContain('(request-timeout)');
  });
});

describe('deployment calls', () => {
  it('trigger a deployment and read its status, tolerating fields they do not know', async () => {
    const status = {
      _id: '65f1c2aa',
      projectId: 'proj_docs',
      status: 'in_progress',
      summary: 'Deploying main',
      logs: ['Cloning', 42],
      source: 'api',
    };
    const { client } = await setUp([json(202, { statusId: '65f1c2aa' }), json(200, status)]);
    expect(await client.triggerDeployment('proj_docs')).toEqual({ statusId: '65f1c2aa' });
    expect(await client.getDeploymentStatus('65f1c2aa')).toEqual({
      statusId: '65f1c2aa',
      status: 'in_progress',
      summary: 'Deploying main',
      logs: ['Cloning'],
    });
    expect(server?.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /v1/project/update/proj_docs',
      'GET /v1/project/update-status/65f1c2aa',
    ]);
  });

  it('never sends a trigger twice once it may have reached the service', async () => {
    const { client } = await setUp([json(500, { error: 'Internal error' }), json(202, { statusId: 'x' })]);
    const error = await failure(client.triggerDeployment('proj_docs'));
    expect(error.message).toContain('could start a second one');
    expect(server?.requests).toHaveLength(1);
  });

  it('explains a key that may not deploy and an unknown project', async () => {
    const { client } = await setUp([json(403, { error: 'Forbidden' }), json(404, { error: 'Project not found' })]);
    expect((await failure(client.triggerDeployment('proj_docs'))).message).toMatch(
      /403 Forbidden: Forbidden\. The service refuses this for one of three causes that fit a POST: .*no access to deployments/,
    );
    expect((await failure(client.triggerDeployment('proj_nope'))).message).toMatch(
      /404 Not Found: Project not found\. No such project: check project-id/,
    );
  });
});
