import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deployRepository, startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { runRefreshLink } from '../../src/refresh-link/run.ts';
import { StepFailure } from '../../src/runtime/failure.ts';
import type { Outputs } from '../../src/runtime/outputs.ts';
import { readRecordedLink } from '../../src/values/link-record.ts';
import { useArtifactService } from '../bundle/artifact/support.ts';
import { startArtifactFake } from '../support/artifact-fake/index.ts';
import { stringContaining, stringMatching } from '../support/matchers.ts';
import { unwritableSummary } from '../support/summary.ts';
import { expectNoLeakToGitHub, expectNoLeakToUser, linkSecrets, tempDir } from '../values/helpers.ts';
import type { TestContext } from '../values/helpers.ts';
import { useRefreshEmulator } from './support.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/values');
const VALUES_WITHOUT_LINK = fs.readFileSync(path.join(FIXTURES, 'missing-block.input.yaml'), 'utf8');
const FILE = 'deploy/values.yaml';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// One clock for the action and the emulator, moved by hand (and by the action's own waits).
const world = useRefreshEmulator();
const { clock } = world;
const refreshContext = world.context;

const serviceRequests = () => world.emulator.requests.filter((r) => r.path.startsWith('/v1/'));

describe('refresh-link with the file in the workspace (push: none)', () => {
  it('renews a link only when it nears its end, reading the job id back from the file', async () => {
    const workspace = tempDir();
    const file = path.join(workspace, FILE);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, VALUES_WITHOUT_LINK);

    // 1. No link yet: the job id comes from the input, the link from the bundle endpoint.
    const first = refreshContext({ 'job-id': world.jobId, 'values-file': FILE }, { workspace });
    const firstOutputs = await runRefreshLink(first);
    const link = firstOutputs['bundle-url'] ?? '';
    expect(link).toContain('X-Amz-Signature=');
    expect(firstOutputs).toMatchObject({ skipped: 'false', 'job-id': world.jobId, 'values-changed': 'true' });
    expect(Date.parse(firstOutputs['expires-at'] ?? '')).toBe(
      clock.now() + 7 * DAY - ((clock.now() / 1000) % 1) * 1000,
    );
    expect(first.secrets).toContain(link);
    const written = fs.readFileSync(file, 'utf8');
    expect(readRecordedLink(written, ['staticExport'])).toEqual({
      bundleUrl: link,
      record: { jobId: world.jobId, expiresAt: firstOutputs['expires-at'] },
    });
    expect(serviceRequests().map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/static-export/jobs/${world.jobId}/bundle`,
    ]);
    expectNoLeakToUser(first, linkSecrets(link));

    // 2. Six days before expiry, without `job-id`: nothing is asked of the service.
    world.emulator.clearRequests();
    await clock.sleep(DAY);
    const second = refreshContext({ 'values-file': FILE }, { workspace });
    const secondOutputs = await runRefreshLink(second);
    expect(secondOutputs).toEqual({
      skipped: 'true',
      'job-id': world.jobId,
      'expires-at': firstOutputs['expires-at'],
      'values-changed': 'false',
    });
    expect(serviceRequests()).toEqual([]);
    expect(world.emulator.requests).toEqual([]);
    expect(fs.readFileSync(file, 'utf8')).toBe(written);
    expect(second.log.text()).toMatch(/stays valid until .*longer than `refresh-before` \(24h\): nothing to do/);
    expect(second.summaries.join('\n')).toContain('nothing to do');

    // 3. Twenty hours before expiry: within refresh-before (24h), so a fresh link replaces it.
    await clock.sleep(5 * DAY + 4 * HOUR);
    const third = refreshContext({ 'values-file': FILE }, { workspace });
    const thirdOutputs = await runRefreshLink(third);
    expect(thirdOutputs).toMatchObject({ skipped: 'false', 'job-id': world.jobId, 'values-changed': 'true' });
    expect(thirdOutputs['bundle-url']).not.toBe(link);
    expect(serviceRequests().map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/static-export/jobs/${world.jobId}/bundle`,
    ]);
    const refreshed = fs.readFileSync(file, 'utf8');
    expect(readRecordedLink(refreshed, ['staticExport']).record).toEqual({
      jobId: world.jobId,
      expiresAt: thirdOutputs['expires-at'],
    });
    expect(third.log.text()).toMatch(/expires at .*, in 20h; asking for a fresh one/);
    // Only the link line changed.
    expect(refreshed.split('\n').filter((line, i) => written.split('\n')[i] !== line)).toEqual([
      stringMatching(/^ {2}bundleUrl: "/),
    ]);
    expectNoLeakToUser(third, [...linkSecrets(link), ...linkSecrets(thirdOutputs['bundle-url'] ?? '')]);
  });

  it('downloads and verifies the bundle when asked to', async () => {
    const workspace = tempDir();
    const context = refreshContext(
      { 'job-id': world.jobId, 'values-file': 'values.yaml', download: 'true', 'bundle-path': 'out/bundle.tar.gz' },
      { workspace },
    );
    const outputs = await runRefreshLink(context);
    expect(outputs['bundle-path']).toBe(path.join(workspace, 'out/bundle.tar.gz'));
    expect(fs.statSync(outputs['bundle-path'] ?? '').size).toBe(Number(outputs['bundle-size']));
    expect(outputs['bundle-sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.readFileSync(path.join(workspace, 'values.yaml'), 'utf8')).toContain(`job=${world.jobId}`);
  });

  it('annotates the air-gap findings and uploads the bundle as an artifact after the rollout, as export does', async () => {
    const workspace = tempDir();
    fs.mkdirSync(path.join(workspace, '.runner-temp'));
    const artifacts = await startArtifactFake();
    const restore = useArtifactService(artifacts);
    world.emulator.setFaults({ externalRefs: true });
    try {
      const context = refreshContext(
        {
          'job-id': world.jobId,
          'values-file': 'values.yaml',
          download: 'true',
          'bundle-path': 'out/bundle.tar.gz',
          'artifact-name': 'docs-bundle',
        },
        { workspace },
      );
      const outputs = await runRefreshLink(context);
      expect(artifacts.blobOf('docs-bundle.tar.gz')?.equals(fs.readFileSync(outputs['bundle-path'] ?? ''))).toBe(true);
      const groups = context.log.entries.filter((entry) => entry.level === 'group').map((entry) => entry.message);
      expect(groups.indexOf('Uploading the bundle as an artifact')).toBeGreaterThan(
        groups.indexOf('Updating the values file'),
      );
      expect(context.log.entries.filter((entry) => entry.title === 'Air-gap check').length).toBeGreaterThan(0);
    } finally {
      world.emulator.setFaults({ externalRefs: false });
      restore();
      await artifacts.close();
    }
  });

  it('without any job id fails naming `job-id`, before asking the service anything', async () => {
    const workspace = tempDir();
    fs.writeFileSync(
      path.join(workspace, 'values.yaml'),
      'staticExport:\n  bundleUrl: "https://mirror.example/bundle.tar.gz"\n',
    );
    const attempt = runRefreshLink(refreshContext({ 'values-file': 'values.yaml' }, { workspace }));
    await expect(attempt).rejects.toThrow(/needs the export job: give the `job-id` input/);
    await expect(attempt).rejects.toBeInstanceOf(StepFailure);
    // An input problem: the CLI exits 2 for it, as for every other bad input.
    await expect(attempt).rejects.toMatchObject({ kind: 'input' });
    expect(serviceRequests()).toEqual([]);
  });

  it('without a values file, hands the fresh link to the outputs only', async () => {
    const context = refreshContext({ 'job-id': world.jobId });
    const outputs: Outputs = await runRefreshLink(context);
    expect(outputs).toMatchObject({
      skipped: 'false',
      'job-id': world.jobId,
      'bundle-url': stringContaining('X-Amz-Signature='),
    });
    expect(outputs['values-changed']).toBeUndefined();
    expect(context.summaries.join('\n')).toContain('the link is in the `bundle-url` output only');
  });

  it('with a step summary that cannot be written, warns at each write naming GITHUB_STEP_SUMMARY, and refreshes as ever', async () => {
    const workspace = tempDir();
    const unwritable = /^Could not write the step summary \(GITHUB_STEP_SUMMARY\): EISDIR: .*The run goes on/;
    const warningsOf = (context: TestContext) =>
      context.log.entries.filter((entry) => entry.level === 'warning').map((entry) => entry.message);

    const refreshing = refreshContext({ 'job-id': world.jobId, 'values-file': 'values.yaml' }, { workspace });
    refreshing.summary = unwritableSummary(workspace);
    const outputs = await runRefreshLink(refreshing);
    expect(outputs).toMatchObject({ skipped: 'false', 'job-id': world.jobId, 'values-changed': 'true' });
    expect(fs.readFileSync(path.join(workspace, 'values.yaml'), 'utf8')).toContain(`job=${world.jobId}`);
    // The refresh's summary and the rollout's.
    expect(warningsOf(refreshing)).toEqual([stringMatching(unwritable), stringMatching(unwritable)]);
    expectNoLeakToUser(refreshing, linkSecrets(outputs['bundle-url'] ?? ''));

    const skipping = refreshContext({ 'values-file': 'values.yaml' }, { workspace });
    skipping.summary = unwritableSummary(workspace);
    expect(await runRefreshLink(skipping)).toMatchObject({ skipped: 'true', 'job-id': world.jobId });
    expect(warningsOf(skipping)).toEqual([stringMatching(unwritable)]);
  });

  it('with a key the service no longer takes (401), says keys expire and how to make a new one, without the key', async () => {
    // A schedule that worked for months meets an expired admin key; the emulator's revoked key answers the same 401.
    const key = world.emulator.keys.revoked;
    const context = refreshContext({ 'job-id': world.jobId }, { apiKey: key });
    const failure = await runRefreshLink(context).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StepFailure);
    const message = (failure as StepFailure).message;
    expect(message).toMatch(/401 Unauthorized/);
    expect(message).toContain(
      'wrong, revoked or expired (admin keys expire 7 to 90 days after they are made, 90 by default)',
    );
    expect(message).toContain(
      "create a new admin key in the organization's API keys settings and store it as the secret",
    );
    expect(message).not.toContain(key);
  });
});

describe('refresh-link against a deployment repository', () => {
  let github: GitHubFake;

  beforeEach(async () => {
    github = await startGitHubFake(deployRepository({ [FILE]: VALUES_WITHOUT_LINK }));
  });

  afterEach(async () => {
    await github.close();
  });

  const repoInputs = (push: string, extra: Record<string, string> = {}) => ({
    push,
    'values-file': FILE,
    'values-repository': 'acme/deploy',
    'github-token': 'ghp_deploy',
    ...extra,
  });

  it('push: commit reads the committed file, skips while fresh, and never sends the link anywhere but the file', async () => {
    const first = await runRefreshLink(refreshContext(repoInputs('commit', { 'job-id': world.jobId }), { github }));
    expect(first).toMatchObject({
      skipped: 'false',
      'values-changed': 'true',
      'commit-sha': github.commits('acme/deploy', 'main')[0]?.sha,
    });
    expect(github.readFile('acme/deploy', 'main', FILE)).toContain(
      `# docs-export: job=${world.jobId} expires=${first['expires-at']}`,
    );

    world.emulator.clearRequests();
    const writesBefore = github.requests.filter((r) => r.method !== 'GET').length;
    const second = await runRefreshLink(refreshContext(repoInputs('commit'), { github }));
    expect(second).toMatchObject({ skipped: 'true', 'job-id': world.jobId });
    expect(serviceRequests()).toEqual([]);
    expect(github.requests.filter((r) => r.method !== 'GET')).toHaveLength(writesBefore);
    expectNoLeakToGitHub(github, linkSecrets(first['bundle-url'] ?? ''));
  });

  it('push: pull-request reads the open pull request branch, where the newest link is', async () => {
    const first = await runRefreshLink(
      refreshContext(repoInputs('pull-request', { 'job-id': world.jobId }), { github }),
    );
    expect(first['pull-request-url']).toMatch(/\/pull\/1$/);
    const body = github.pulls('acme/deploy')[0]?.body ?? '';
    expect(body).toContain('No new export ran');
    expect(body).not.toContain('X-Amz');

    // The base still has no link; the open pull request has a fresh one: nothing to do.
    world.emulator.clearRequests();
    const context = refreshContext(repoInputs('pull-request'), { github });
    const second = await runRefreshLink(context);
    expect(second).toMatchObject({ skipped: 'true', 'job-id': world.jobId });
    expect(serviceRequests()).toEqual([]);
    expect(context.log.text()).toContain('the branch of the open pull request');
    expectNoLeakToGitHub(github, linkSecrets(first['bundle-url'] ?? ''));
  });
});
