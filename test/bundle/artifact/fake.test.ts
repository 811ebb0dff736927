import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { backendIdsOf, runtimeToken, startArtifactFake } from '../../support/artifact-fake/index.ts';
import type { ArtifactFake } from '../../support/artifact-fake/index.ts';

/** The fake must refuse what the real service refuses, or a green upload test proves little. */

let fake: ArtifactFake;
beforeEach(async () => {
  fake = await startArtifactFake();
});
afterEach(() => fake.close());

const service = 'twirp/github.actions.results.api.v1.ArtifactService';
const blockId = (n: number) => Buffer.from(`block-${String(n).padStart(4, '0')}`).toString('base64');

function twirp(method: string, body: Record<string, unknown>, token = fake.runtimeToken): Promise<Response> {
  return fetch(`${fake.resultsUrl}${service}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

const ids = () => ({
  workflow_run_backend_id: fake.ids.runBackendId,
  workflow_job_run_backend_id: fake.ids.jobBackendId,
});

async function created(name = 'a.tar.gz'): Promise<string> {
  const answer = (await (await twirp('CreateArtifact', { ...ids(), name, version: 7 })).json()) as {
    signed_upload_url: string;
  };
  return answer.signed_upload_url;
}

const put = (url: string, query: string, body: string | Buffer, headers: Record<string, string> = {}) =>
  fetch(`${url}&${query}`, { method: 'PUT', headers: { 'x-ms-version': '2025-11-05', ...headers }, body });

const blockList = (...ns: number[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><BlockList>${ns.map((n) => `<Latest>${blockId(n)}</Latest>`).join('')}</BlockList>`;

describe('runtime token', () => {
  test('carries the backend ids in the Actions.Results scope', () => {
    const token = runtimeToken({ runBackendId: 'run-1', jobBackendId: 'job-2' });
    expect(token.split('.')).toHaveLength(3);
    expect(backendIdsOf(token)).toEqual({ runBackendId: 'run-1', jobBackendId: 'job-2' });
    expect(
      backendIdsOf(runtimeToken({ runBackendId: 'run-1', jobBackendId: 'job-2' }).replace(/^[^.]+\.[^.]+/, 'x.e30')),
    ).toBeUndefined();
  });
});

describe('Twirp endpoints', () => {
  test('refuse another bearer token and ids the token does not grant', async () => {
    const stranger = runtimeToken({ runBackendId: 'other-run', jobBackendId: 'other-job' });
    expect((await twirp('CreateArtifact', { ...ids(), name: 'a.tar.gz', version: 7 }, stranger)).status).toBe(401);
    const foreign = await twirp('CreateArtifact', {
      ...ids(),
      workflow_run_backend_id: 'other-run',
      name: 'a.tar.gz',
      version: 7,
    });
    expect(foreign.status).toBe(403);
    expect(fake.artifacts).toEqual([]);
  });

  test('finalize refuses a size or hash that differs from the committed bytes', async () => {
    const url = await created();
    await put(url, `comp=block&blockid=${encodeURIComponent(blockId(0))}`, 'content');
    await put(url, 'comp=blocklist', blockList(0));
    const good = `sha256:${createHash('sha256').update('content').digest('hex')}`;

    expect((await twirp('FinalizeArtifact', { ...ids(), name: 'a.tar.gz', size: '8', hash: good })).status).toBe(400);
    expect((await twirp('FinalizeArtifact', { ...ids(), name: 'a.tar.gz', size: '7', hash: 'sha256:00' })).status).toBe(
      400,
    );
    const ok = await twirp('FinalizeArtifact', { ...ids(), name: 'a.tar.gz', size: '7', hash: good });
    expect(await ok.json()).toEqual({ ok: true, artifact_id: String(fake.artifacts[0]?.id) });
  });
});

describe('blob storage', () => {
  test('commits blocks in block-list order, whatever order they arrived in', async () => {
    const url = await created();
    await put(url, `comp=block&blockid=${encodeURIComponent(blockId(1))}`, 'world');
    await put(url, `comp=block&blockid=${encodeURIComponent(blockId(0))}`, 'hello ');

    const commit = await put(url, 'comp=blocklist', blockList(0, 1), { 'x-ms-blob-content-type': 'application/gzip' });

    expect(commit.status).toBe(201);
    expect(commit.headers.get('etag')).toBeTruthy();
    expect(fake.blobOf('a.tar.gz')?.toString()).toBe('hello world');
  });

  test('refuses a wrong signature and a block list naming a block never staged', async () => {
    const url = await created();
    const forged = url.replace(/sig=[^&]+/, 'sig=forged');

    const refused = await put(forged, `comp=block&blockid=${encodeURIComponent(blockId(0))}`, 'x');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('x-ms-error-code')).toBe('AuthenticationFailed');
    expect((await put(url, 'comp=blocklist', blockList(0))).status).toBe(400);
    expect(fake.blobOf('a.tar.gz')).toBeUndefined();
  });

  test('takes a whole blob in one PUT only with x-ms-blob-type: BlockBlob', async () => {
    const url = await created();
    expect((await put(url, 'timeout=30', 'whole')).status).toBe(400);
    expect((await put(url, 'timeout=30', 'whole', { 'x-ms-blob-type': 'BlockBlob' })).status).toBe(201);
    expect(fake.blobOf('a.tar.gz')?.toString()).toBe('whole');
  });
});
