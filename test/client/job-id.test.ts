import { afterEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../../src/client/types.ts';
import { testClient } from './fixtures.ts';
import type { TestClient } from './fixtures.ts';
import { json, scriptedServer } from './scripted-server.ts';
import type { ScriptedServer } from './scripted-server.ts';

/** Issue 12, finding 2: a job id that would add top-level keys to the values file if written raw. */
const YAML_INJECTION = 'se_abc\nsecurityContext: {privileged: true}\nhostNetwork: true\nx:\n #';
const LINK = 'https://store.example.com/bundles/se_abc.tar.gz?X-Amz-Signature=abc123';

let server: ScriptedServer | undefined;
let handle: TestClient | undefined;

afterEach(async () => {
  await handle?.close();
  await server?.close();
  handle = undefined;
  server = undefined;
});

async function failureOf(
  call: (client: TestClient['client']) => Promise<unknown>,
  answer: unknown,
): Promise<ServiceError> {
  server = await scriptedServer([json(200, answer)]);
  handle = testClient(server.url);
  const error = await call(handle.client).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe('YAML injection through the job id: the service answers with it', () => {
  it('refuses it in the job start answer: bad data, never returned, never repeated', async () => {
    const error = await failureOf((client) => client.startJob({ domain: 'docs.example.com' }), {
      jobId: YAML_INJECTION,
      status: 'queued',
    });
    expect(error.reason).toBe('invalid-response');
    expect(error.message).toContain('jobId: expected an id of 1 to 128 letters, digits, "_" or "-"');
    expect(error.message).not.toContain('securityContext');
    // A start is not sent again: the service answered, so a job may exist.
    expect(server?.requests).toHaveLength(1);
  });

  it('refuses it in a job status answer', async () => {
    const error = await failureOf((client) => client.getJob('se_abc'), { jobId: YAML_INJECTION, status: 'completed' });
    expect(error.reason).toBe('invalid-response');
    expect(error.message).not.toContain('securityContext');
  });

  it('refuses it in a bundle answer', async () => {
    const error = await failureOf((client) => client.createBundle('se_abc'), {
      jobId: YAML_INJECTION,
      bundleUrl: LINK,
      expiresAt: '2026-11-28T05:31:56Z',
    });
    expect(error.reason).toBe('invalid-response');
    expect(error.message).not.toContain('securityContext');
  });

  it('refuses a deployment status id of another shape', async () => {
    const error = await failureOf((client) => client.triggerDeployment('proj_docs'), { statusId: 'x\n::add-mask::y' });
    expect(error.reason).toBe('invalid-response');
    expect(error.message).not.toContain('add-mask');
  });

  it('still takes a well-formed id, and a bundle answer without one', async () => {
    server = await scriptedServer([
      json(200, { jobId: 'se_3f9a2c1b8e7d4a06', status: 'completed' }),
      json(200, { bundleUrl: LINK, expiresAt: '2026-11-28T05:31:56Z' }),
    ]);
    handle = testClient(server.url);
    expect((await handle.client.getJob('se_3f9a2c1b8e7d4a06')).jobId).toBe('se_3f9a2c1b8e7d4a06');
    expect((await handle.client.createBundle('se_3f9a2c1b8e7d4a06')).bundleUrl).toBe(LINK);
  });
});
