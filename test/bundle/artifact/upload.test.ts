import { createHash } from 'node:crypto';
import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { memoryLog } from '../../../devkit/log.ts';
import { artifactFileName, uploadBundleArtifact } from '../../../src/bundle/artifact.ts';
import { startArtifactFake } from '../../support/artifact-fake/index.ts';
import type { ArtifactFake } from '../../support/artifact-fake/index.ts';
import { bundleState, leftovers, useArtifactService, workspace, writeBundle } from './support.ts';
import type { Workspace } from './support.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const dayMs = 24 * 3600 * 1000;

let fake: ArtifactFake;
let space: Workspace;
let restoreEnvironment: () => void;

beforeEach(async () => {
  fake = await startArtifactFake();
  space = await workspace();
  restoreEnvironment = useArtifactService(fake);
});

afterEach(async () => {
  restoreEnvironment();
  await fake.close();
  await space.remove();
});

describe('artifactFileName', () => {
  test('adds .tar.gz unless the name already ends like a tarball', () => {
    expect(artifactFileName('docs-bundle')).toBe('docs-bundle.tar.gz');
    expect(artifactFileName('docs-bundle.tar.gz')).toBe('docs-bundle.tar.gz');
    expect(artifactFileName('docs.tgz')).toBe('docs.tgz');
    expect(artifactFileName('docs.tar')).toBe('docs.tar.tar.gz');
  });
});

describe('uploadBundleArtifact', () => {
  test('uploads the tarball byte for byte, without a zip, as <name>.tar.gz', async () => {
    const bundle = await writeBundle(space.root);
    const log = memoryLog();

    const uploaded = await uploadBundleArtifact({
      bundlePath: bundle.path,
      name: 'docs-bundle',
      tempDir: space.tempDir,
      log,
    });

    const stored = fake.blobOf('docs-bundle.tar.gz');
    expect(stored?.equals(bundle.bytes)).toBe(true);
    expect([...(stored ?? Buffer.alloc(0)).subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    const created = fake.twirpBody('CreateArtifact');
    expect(created).toMatchObject({
      workflow_run_backend_id: fake.ids.runBackendId,
      workflow_job_run_backend_id: fake.ids.jobBackendId,
      name: 'docs-bundle.tar.gz',
      mime_type: 'application/gzip',
    });
    expect(created['version']).toEqual(expect.any(Number));
    expect(created).not.toHaveProperty('expires_at');
    expect(fake.calls('CommitBlockList')[0]?.headers['x-ms-blob-content-type']).toBe('application/gzip');

    expect(fake.twirpBody('FinalizeArtifact')).toEqual({
      workflow_run_backend_id: fake.ids.runBackendId,
      workflow_job_run_backend_id: fake.ids.jobBackendId,
      name: 'docs-bundle.tar.gz',
      size: String(bundle.bytes.length),
      hash: `sha256:${sha256(bundle.bytes)}`,
    });
    for (const call of [...fake.calls('CreateArtifact'), ...fake.calls('FinalizeArtifact')]) {
      expect(call.headers.authorization).toBe(`Bearer ${fake.runtimeToken}`);
    }

    const artifact = fake.artifacts[0];
    expect(uploaded).toEqual({
      name: 'docs-bundle.tar.gz',
      id: artifact?.id,
      size: bundle.bytes.length,
      digest: sha256(bundle.bytes),
    });
    expect(log.text()).toContain(`"docs-bundle.tar.gz" (id ${artifact?.id}, ${bundle.bytes.length} bytes)`);
    expect(await bundleState(bundle.path)).toEqual({ bytes: bundle.bytes, links: 1 });
    expect(await leftovers(space.tempDir)).toEqual([]);
  });

  test('keeps a name that already ends in .tar.gz', async () => {
    const bundle = await writeBundle(space.root);

    const uploaded = await uploadBundleArtifact({
      bundlePath: bundle.path,
      name: 'site-v2.tar.gz',
      tempDir: space.tempDir,
      log: memoryLog(),
    });

    expect(uploaded.name).toBe('site-v2.tar.gz');
    expect(fake.artifacts.map((a) => a.name)).toEqual(['site-v2.tar.gz']);
  });

  test('asks for the artifact to expire after the retention days', async () => {
    const bundle = await writeBundle(space.root);
    const asked = Date.now();

    await uploadBundleArtifact({
      bundlePath: bundle.path,
      name: 'docs-bundle',
      retentionDays: 5,
      tempDir: space.tempDir,
      log: memoryLog(),
    });

    const expiresAt = Date.parse(String(fake.twirpBody('CreateArtifact')['expires_at']));
    // the client adds calendar days, so a daylight-saving change may move it by an hour
    expect(Math.abs(expiresAt - (asked + 5 * dayMs))).toBeLessThan(2 * 3600 * 1000);
  });

  test('a bundle larger than one 8 MiB block arrives whole, blocks in order', async () => {
    const bundle = await writeBundle(space.root, 9 * 1024 * 1024);

    await uploadBundleArtifact({ bundlePath: bundle.path, name: 'big', tempDir: space.tempDir, log: memoryLog() });

    expect(fake.calls('StageBlock')).toHaveLength(2);
    expect(fake.blobOf('big.tar.gz')?.equals(bundle.bytes)).toBe(true);
  });

  // Making a symlink on Windows takes a privilege (administrator or developer mode) a runner need not grant;
  // the upload resolves the link with the same fs.realpath on every platform.
  test.skipIf(process.platform === 'win32')(
    'a bundle path that is a relative symlink uploads the file it points to',
    async () => {
      const bundle = await writeBundle(space.root);
      const link = path.join(path.dirname(bundle.path), 'latest.tar.gz');
      await symlink(path.basename(bundle.path), link);

      await uploadBundleArtifact({ bundlePath: link, name: 'docs-bundle', tempDir: space.tempDir, log: memoryLog() });

      expect(fake.blobOf('docs-bundle.tar.gz')?.equals(bundle.bytes)).toBe(true);
      expect(await bundleState(bundle.path)).toEqual({ bytes: bundle.bytes, links: 1 });
    },
  );

  test('a block the storage fails once with 500 is sent again and the upload completes', async () => {
    const bundle = await writeBundle(space.root);
    fake.fail('StageBlock', { kind: 'status', status: 500 });

    await uploadBundleArtifact({
      bundlePath: bundle.path,
      name: 'docs-bundle',
      tempDir: space.tempDir,
      log: memoryLog(),
    });

    expect(fake.calls('StageBlock').map((c) => c.status)).toEqual([500, 201]);
    expect(fake.blobOf('docs-bundle.tar.gz')?.equals(bundle.bytes)).toBe(true);
  });
});
