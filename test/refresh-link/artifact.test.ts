import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { virtualClock } from '../../devkit/clock.ts';
import { memoryLog } from '../../devkit/log.ts';
import { startEmulator } from '../../emulator/server.ts';
import type { Emulator } from '../../emulator/server.ts';
import { createServiceClient } from '../../src/client/service.ts';
import { runRefreshLink } from '../../src/refresh-link/run.ts';
import { StepFailure } from '../../src/runtime/failure.ts';
import type { RefreshLinkRunSettings } from '../../src/settings/types.ts';
import { readRecordedLink } from '../../src/values/link-record.ts';
import { useArtifactService } from '../bundle/artifact/support.ts';
import { startArtifactFake } from '../support/artifact-fake/index.ts';
import type { ArtifactFake } from '../support/artifact-fake/index.ts';
import { expectNoLeakToUser, linkSecrets, tempDir, testContext } from '../values/helpers.ts';
import type { TestContext } from '../values/helpers.ts';

const clock = virtualClock(Date.parse('2026-03-02T10:00:00Z'));
const VALUES = 'staticExport:\n  enabled: true\n  bundleUrl: ""\n';
let emulator: Emulator;
let fake: ArtifactFake;
let restoreEnvironment: () => void;
let jobId: string;
const workspaces: string[] = [];

beforeAll(async () => {
  emulator = await startEmulator({ now: () => clock.now(), jobDurationMs: 10_000 });
  fake = await startArtifactFake();
  const service = createServiceClient({
    apiUrl: emulator.url,
    apiKey: emulator.keys.demo,
    requestTimeoutMs: 10_000,
    clock,
    log: memoryLog(),
  });
  jobId = (await service.startJob({ domain: 'docs.example.com' })).jobId;
  await clock.sleep(60_000); // the job completes
});
afterAll(async () => {
  await emulator.close();
  await fake.close();
  for (const workspace of workspaces) fs.rmSync(workspace, { recursive: true, force: true });
});
beforeEach(() => {
  emulator.resetFaults();
  restoreEnvironment = useArtifactService(fake);
});
afterEach(() => restoreEnvironment());

function refreshWithArtifact(name: string): { context: TestContext<RefreshLinkRunSettings>; workspace: string } {
  const workspace = tempDir();
  workspaces.push(workspace);
  fs.writeFileSync(path.join(workspace, 'values.yaml'), VALUES);
  const service = createServiceClient({
    apiUrl: emulator.url,
    apiKey: emulator.keys.demo,
    requestTimeoutMs: 10_000,
    clock,
    log: memoryLog(),
  });
  const inputs = {
    mode: 'refresh-link',
    'job-id': jobId,
    'values-file': 'values.yaml',
    download: 'true',
    'artifact-name': name,
  };
  const context = testContext({ inputs, service, clock, workspace }, (settings) => {
    if (settings.mode !== 'refresh-link') throw new Error('expected refresh-link settings');
    return settings;
  });
  return { context, workspace };
}

const groups = (context: TestContext<RefreshLinkRunSettings>) =>
  context.log.entries.filter((entry) => entry.level === 'group').map((entry) => entry.message);
const valuesLink = (workspace: string) =>
  readRecordedLink(fs.readFileSync(path.join(workspace, 'values.yaml'), 'utf8'), ['staticExport']).bundleUrl;

describe('refresh-link reports the bundle checks', () => {
  it('logs the verification warnings as export does (a bundle without a root index.html, content-check: warn)', async () => {
    emulator.setFaults({ archive: 'no-index' });
    const { context } = refreshWithArtifact('with-warnings');
    const outputs = await runRefreshLink(context);
    expect(outputs['values-changed']).toBe('true');
    const warnings = context.log.entries.filter((entry) => entry.level === 'warning' && entry.title === 'Bundle check');
    expect(warnings.map((entry) => entry.message).join('\n')).toMatch(/index\.html/);
    expect(context.summaries.join('\n')).toMatch(/Bundle check: .*index\.html/);
  });
});

describe('refresh-link with artifact-name', () => {
  it('uploads the verified bundle after the values rollout, no longer ignoring artifact-name', async () => {
    const { context, workspace } = refreshWithArtifact('refreshed');
    const outputs = await runRefreshLink(context);
    expect(outputs).toMatchObject({ skipped: 'false', 'values-changed': 'true' });
    expect(groups(context).slice(-2)).toEqual(['Updating the values file', 'Uploading the bundle as an artifact']);
    expect(fake.blobOf('refreshed.tar.gz')?.equals(fs.readFileSync(outputs['bundle-path'] ?? ''))).toBe(true);
    expect(valuesLink(workspace)).toBe(outputs['bundle-url']);
    expectNoLeakToUser(context, linkSecrets(outputs['bundle-url'] ?? ''));
  });

  it('rolls the fresh link out when the upload fails, then fails the step with every output set', async () => {
    fake.fail('CreateArtifact', { kind: 'status', status: 403, message: 'artifacts are disabled' });
    const { context, workspace } = refreshWithArtifact('refused');
    const failure = await runRefreshLink(context).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(StepFailure);
    const { message, outputs } = failure as StepFailure;
    expect(message).toMatch(/artifact "refused\.tar\.gz" failed: .*artifacts are disabled/);
    expect(outputs).toMatchObject({ skipped: 'false', 'job-id': jobId, 'values-changed': 'true' });
    for (const name of ['bundle-url', 'expires-at', 'bundle-size', 'bundle-sha256', 'bundle-path'] as const)
      expect(outputs[name], name).toBeTruthy();
    expect(valuesLink(workspace)).toBe(outputs['bundle-url']);
  });

  it('on GitHub Enterprise Server skips the upload with a warning and rolls out', async () => {
    const { context, workspace } = refreshWithArtifact('on-ghes');
    Object.assign(context.runner, {
      serverUrl: 'https://ghes.example.com',
      githubApiUrl: 'https://ghes.example.com/api/v3',
    });
    const requestsBefore = fake.requests.length;
    const outputs = await runRefreshLink(context);
    expect(fake.requests.length).toBe(requestsBefore);
    expect(context.log.text()).toMatch(
      /warning: artifact-name "on-ghes" is skipped: this runner belongs to GitHub Enterprise Server .*actions\/upload-artifact@v3/,
    );
    expect(valuesLink(workspace)).toBe(outputs['bundle-url']);
  });
});
