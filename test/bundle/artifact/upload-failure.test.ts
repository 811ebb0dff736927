import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { memoryLog } from '../../../devkit/log.ts';
import { uploadBundleArtifact } from '../../../src/bundle/artifact.ts';
import { startArtifactFake } from '../../support/artifact-fake/index.ts';
import type { ArtifactFake, FaultReply, Operation } from '../../support/artifact-fake/index.ts';
import { bundleState, leftovers, useArtifactService, workspace, writeBundle } from './support.ts';
import type { Workspace } from './support.ts';

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

async function failedUpload(name = 'docs-bundle'): Promise<{ error: Error; bundle: { path: string; bytes: Buffer } }> {
  const bundle = await writeBundle(space.root);
  const error = await uploadBundleArtifact({
    bundlePath: bundle.path,
    name,
    tempDir: space.tempDir,
    log: memoryLog(),
  }).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Error)) throw new Error('the upload was expected to fail');
  return { error, bundle };
}

/** Statuses and answers neither client retries (the Twirp client sleeps 3 s before a retry, so 500 is kept for blobs). */
const faults: Array<{ label: string; operation: Operation; reply: FaultReply; reason: RegExp }> = [
  {
    label: 'CreateArtifact refused (403)',
    operation: 'CreateArtifact',
    reply: { kind: 'status', status: 403, message: 'artifacts are disabled' },
    reason: /CreateArtifact.*403.*artifacts are disabled/,
  },
  {
    label: 'CreateArtifact answered ok: false',
    operation: 'CreateArtifact',
    reply: { kind: 'not-ok' },
    reason: /CreateArtifact: response from backend was not ok/,
  },
  {
    label: 'CreateArtifact connection dropped',
    operation: 'CreateArtifact',
    reply: { kind: 'drop' },
    reason: /ECONNRESET/,
  },
  {
    label: 'a block refused by the storage (403)',
    operation: 'StageBlock',
    reply: { kind: 'status', status: 403, message: 'signature expired' },
    reason: /signature expired/,
  },
  {
    label: 'the block list refused by the storage (403)',
    operation: 'CommitBlockList',
    reply: { kind: 'status', status: 403 },
    reason: /injected fault/,
  },
  {
    label: 'FinalizeArtifact answered ok: false',
    operation: 'FinalizeArtifact',
    reply: { kind: 'not-ok' },
    reason: /FinalizeArtifact: response from backend was not ok/,
  },
];

describe('a failed upload', () => {
  test.each(faults)(
    '$label: names the artifact and artifact-name, keeps the bundle, removes the staging',
    async ({ operation, reply, reason }) => {
      fake.fail(operation, reply);

      const { error, bundle } = await failedUpload();

      expect(error.message).toMatch(/artifact "docs-bundle\.tar\.gz" failed/);
      expect(error.message).toMatch(reason);
      expect(error.message).toContain('"artifact-name"');
      expect(error.message).toContain(bundle.path);
      for (const artifact of fake.artifacts) expect(error.message).not.toContain(artifact.signature);
      expect(fake.calls(operation).length).toBe(1);
      expect(fake.artifacts.some((a) => a.finalized)).toBe(false);
      expect(await bundleState(bundle.path)).toEqual({ bytes: bundle.bytes, links: 1 });
      expect(await leftovers(space.tempDir)).toEqual([]);
    },
  );

  test('a second upload under the same name in the run is refused by the service', async () => {
    const bundle = await writeBundle(space.root);
    await uploadBundleArtifact({
      bundlePath: bundle.path,
      name: 'docs-bundle',
      tempDir: space.tempDir,
      log: memoryLog(),
    });

    const second = uploadBundleArtifact({
      bundlePath: bundle.path,
      name: 'docs-bundle',
      tempDir: space.tempDir,
      log: memoryLog(),
    });

    await expect(second).rejects.toThrow(/409.*already exists/);
    expect(await leftovers(space.tempDir)).toEqual([]);
  });
});

describe('outside a runner', () => {
  test('without the runtime token, no request is made and the error says to leave artifact-name empty', async () => {
    restoreEnvironment();
    restoreEnvironment = useArtifactService(undefined);

    const { error, bundle } = await failedUpload();

    expect(error.message).toContain('ACTIONS_RUNTIME_TOKEN');
    expect(error.message).toMatch(/leave "artifact-name" empty/);
    expect(fake.requests).toEqual([]);
    expect(await bundleState(bundle.path)).toEqual({ bytes: bundle.bytes, links: 1 });
    expect(await leftovers(space.tempDir)).toEqual([]);
  });
});
