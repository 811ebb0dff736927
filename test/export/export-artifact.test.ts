import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readRecordedLink } from '../../src/values/link-record.ts';
import { useArtifactService } from '../bundle/artifact/support.ts';
import { startArtifactFake } from '../support/artifact-fake/index.ts';
import type { ArtifactFake } from '../support/artifact-fake/index.ts';
import { expectNoLeaks, groups, useExportHarness } from './context.ts';
import type { RunOptions } from './context.ts';

const harness = useExportHarness();
const VALUES = 'staticExport:\n  enabled: false\n  bundleUrl: ""\n';
const withValues: RunOptions = { prepare: (workspace) => writeFile(join(workspace, 'values.yaml'), VALUES) };
const inputs = { 'values-file': 'values.yaml', 'artifact-name': 'docs-bundle', 'allow-public-repository': 'true' };

let fake: ArtifactFake;
let restoreEnvironment: () => void;
beforeAll(async () => {
  fake = await startArtifactFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  restoreEnvironment = useArtifactService(fake);
});
afterEach(() => restoreEnvironment());

const valuesLink = async (workspace: string) =>
  readRecordedLink(await readFile(join(workspace, 'values.yaml'), 'utf8'), ['staticExport']).bundleUrl;

describe('export mode with artifact-name', () => {
  it('uploads the verified bundle after the values rollout, as the last step', async () => {
    const run = await harness.run({ ...inputs, 'artifact-name': 'after-rollout' }, withValues);
    expect(run.failure?.message).toBeUndefined();
    expect(groups(run).slice(-2)).toEqual(['Updating the values file', 'Uploading the bundle as an artifact']);
    const stored = fake.blobOf('after-rollout.tar.gz');
    expect(stored?.equals(await readFile(run.outputs?.['bundle-path'] ?? ''))).toBe(true);
    expect(await valuesLink(join(run.dir, 'workspace'))).toBe(run.outputs?.['bundle-url']);
    expectNoLeaks(harness.emulator, run, harness.emulator.keys.demo);
  });

  it('rolls the link out when the artifact service fails, then fails the step with every output set', async () => {
    fake.fail('CreateArtifact', { kind: 'status', status: 403, message: 'artifacts are disabled' });
    const run = await harness.run({ ...inputs, 'artifact-name': 'refused' }, withValues);
    expect(run.failure?.message).toMatch(
      /Uploading the bundle as artifact "refused\.tar\.gz" failed: .*artifacts are disabled/,
    );
    const outputs = run.failure?.outputs ?? {};
    expect(outputs).toMatchObject({ status: 'completed', 'values-changed': 'true' });
    for (const name of [
      'job-id',
      'page-count',
      'bundle-url',
      'expires-at',
      'bundle-size',
      'bundle-sha256',
      'bundle-path',
    ] as const) {
      expect(outputs[name], name).toBeTruthy();
    }
    expect(await valuesLink(join(run.dir, 'workspace'))).toBe(outputs['bundle-url']);
    expectNoLeaks(harness.emulator, run, harness.emulator.keys.demo);
  });

  it.each([
    [
      'GITHUB_SERVER_URL',
      { serverUrl: 'https://ghes.example.com', githubApiUrl: 'https://ghes.example.com/api/v3' },
      'https://ghes.example.com',
    ],
    ['GITHUB_API_URL alone', { githubApiUrl: 'https://ghes.internal/api/v3' }, 'https://ghes.internal/api/v3'],
  ])(
    'on GitHub Enterprise Server (%s) skips the artifact with a warning that says why and what to use, and rolls out',
    async (_, runner, address) => {
      const before = fake.requests.length;
      const run = await harness.run({ ...inputs, 'artifact-name': 'on-ghes' }, { ...withValues, runner });
      expect(run.failure?.message).toBeUndefined();
      expect(fake.requests.length).toBe(before);
      const warning = run.entries.find((entry) => entry.level === 'warning' && entry.message.includes('artifact-name'));
      expect(warning?.message).toMatch(/"on-ghes" is skipped: this runner belongs to GitHub Enterprise Server/);
      expect(warning?.message).toContain(`Enterprise Server (${address})`);
      expect(warning?.message).toContain('actions/upload-artifact@v3');
      expect(warning?.message).toContain(run.outputs?.['bundle-path']);
      expect(run.outputs?.['values-changed']).toBe('true');
      expect(groups(run)).not.toContain('Uploading the bundle as an artifact');
    },
  );

  it('on GitHub Enterprise Cloud (*.ghe.com) uploads as on github.com', async () => {
    const runner = { serverUrl: 'https://acme.ghe.com', githubApiUrl: 'https://api.acme.ghe.com' };
    const run = await harness.run({ ...inputs, 'artifact-name': 'on-ghe-cloud' }, { ...withValues, runner });
    expect(run.failure?.message).toBeUndefined();
    expect(fake.blobOf('on-ghe-cloud.tar.gz')).toBeDefined();
  });
});
