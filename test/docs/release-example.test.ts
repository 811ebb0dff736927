// examples/export-on-release.yml driven once by a `release` event, as the runner would run it: the job's `if`, the
// action step with its `with:` evaluated from the event (only the service's address pointed at the emulator), then
// the script step with its `env:`; against the emulator, the GitHub fake and the artifact fake.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { defaultEntry, runAction } from '../../devkit/harness/run-action.ts';
import { virtualTimeImport } from '../../devkit/harness/virtual-time.ts';
import { tempDir } from '../../devkit/temp.ts';
import { startEmulator } from '../../emulator/server.ts';
import type { Emulator } from '../../emulator/server.ts';
import { startArtifactFake } from '../support/artifact-fake/index.ts';
import type { ArtifactFake } from '../support/artifact-fake/index.ts';
import { evaluateMap, jobRuns, readWorkflow, runScriptStep } from '../support/harness/workflow-example.ts';
import type { ExpressionContext } from '../support/harness/workflow-example.ts';

const root = new URL('../../', import.meta.url);
const workflow = readWorkflow(new URL('examples/export-on-release.yml', root));
const job = workflow.jobs.export;
const actionStep = job?.steps.find((step) => step.uses?.startsWith('docs-export-action/docs-export-action@'));
const scriptStep = job?.steps.find((step) => step.run !== undefined);

const DEPLOY_TOKEN = 'ghp_releaseDeployToken0123456789';
const VALUES =
  '# Values of the self-hosted product\nreplicaCount: 2\nstaticExport:\n  enabled: true\n  bundleUrl: ""\n';

/** A `release` event as GitHub sends it when a release is published (the fields the workflow reads, and a few). */
function releaseEvent(tag: string, prerelease = false) {
  return {
    action: 'published',
    release: { tag_name: tag, name: `Product ${tag}`, draft: false, prerelease, target_commitish: 'main' },
    repository: { full_name: 'acme/product', private: true },
  };
}

function contextOf(event: object, secrets: Record<string, string>, outputs: Record<string, string> = {}) {
  const context: ExpressionContext = {
    github: { event, event_name: 'release', repository: 'acme/product' },
    secrets,
    steps: { [actionStep?.id ?? 'export']: { outputs } },
  };
  return context;
}

describe('examples/export-on-release.yml', () => {
  let emulator: Emulator;
  let github: GitHubFake;
  let artifacts: ArtifactFake;
  const withInputs = evaluateMap(
    actionStep?.with,
    contextOf(releaseEvent('v0'), { DOCS_API_KEY: '', DEPLOY_REPO_TOKEN: '' }),
  );
  const deployRepo = withInputs['values-repository'] ?? '';
  const valuesFile = withInputs['values-file'] ?? '';

  beforeAll(async () => {
    emulator = await startEmulator({ jobDurationMs: 1200 });
    const [owner = '', name = ''] = deployRepo.split('/');
    github = await startGitHubFake({
      tokens: [{ token: DEPLOY_TOKEN, login: 'deploy-bot', repos: [deployRepo] }],
      repos: [
        { owner: 'acme', name: 'product', private: true, files: { 'README.md': '# Product\n' } },
        { owner, name, private: true, files: { [valuesFile]: VALUES } },
      ],
    });
    artifacts = await startArtifactFake();
  });

  afterAll(async () => {
    await Promise.all([github?.close(), artifacts?.close()]);
    await emulator?.close();
  });

  it('runs on a published release, not on a pre-release', () => {
    expect(workflow.on).toEqual({ release: { types: ['published'] } });
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(job && jobRuns(job, contextOf(releaseEvent('v2.4.0'), {}))).toBe(true);
    expect(job && jobRuns(job, contextOf(releaseEvent('v2.5.0-rc.1', true), {}))).toBe(false);
  });

  it(
    'on a release event: exports labelled with the tag, proposes the link and the tag to the deployment, keeps the bundle',
    { timeout: 300_000 },
    async () => {
      const event = releaseEvent('v2.4.0');
      const secrets = { DOCS_API_KEY: emulator.keys.demo, DEPLOY_REPO_TOKEN: DEPLOY_TOKEN };
      const inputs: Record<string, string> = {
        ...evaluateMap(actionStep?.with, contextOf(event, secrets)),
        'api-url': emulator.url,
      };
      const run = await runAction({
        inputs,
        event,
        eventName: 'release',
        repository: 'acme/product',
        githubApiUrl: github.url,
        env: { ACTIONS_RUNTIME_TOKEN: artifacts.runtimeToken, ACTIONS_RESULTS_URL: artifacts.resultsUrl },
        // The job and the poll floor pass on the emulator's clock, not in real seconds.
        nodeArgs: [virtualTimeImport(defaultEntry(), emulator.url)],
      });
      const errors = run.annotations.filter((annotation) => annotation.level === 'error');
      expect(errors).toEqual([]);
      expect(run.exitCode).toBe(0);

      // The export job carries the tag as its version label.
      const started = emulator.requests.filter(
        (request) => request.method === 'POST' && request.path === '/v1/static-export/jobs',
      );
      expect(started).toHaveLength(1);
      expect(started[0]?.body).toMatchObject({ version: 'v2.4.0' });

      // One pull request in the deployment repository; its branch holds the new link and the tag.
      const [pull] = github.pulls(deployRepo);
      expect(github.pulls(deployRepo)).toHaveLength(1);
      expect(run.outputs['pull-request-url']).toMatch(new RegExp(`/${deployRepo}/pull/${pull?.number}$`));
      const proposed = parse(github.readFile(deployRepo, pull?.head ?? '', valuesFile) ?? '') as {
        staticExport: { bundleUrl: string; version: string };
      };
      expect(proposed.staticExport).toMatchObject({ bundleUrl: run.outputs['bundle-url'], version: 'v2.4.0' });
      expect(github.readFile(deployRepo, 'main', valuesFile)).toBe(VALUES);

      // The verified bundle, kept as the artifact the example names.
      const blob = artifacts.blobOf(`${inputs['artifact-name']}.tar.gz`);
      expect(blob && createHash('sha256').update(blob).digest('hex')).toBe(run.outputs['bundle-sha256']);

      // The script step reads the tag and the outputs from its env.
      const shown = await runScriptStep(
        scriptStep ?? {},
        contextOf(event, secrets, run.outputs),
        tempDir('release-step-'),
      );
      expect(shown.exitCode).toBe(0);
      expect(shown.stdout.trim()).toBe(
        `Docs of release v2.4.0 exported; bundle ${run.outputs['bundle-sha256']} proposed in ${run.outputs['pull-request-url']}`,
      );
      await run.cleanup();
    },
  );

  it('a tag that holds shell syntax reaches the script step as text, never as code', async () => {
    const tag = 'v2.4.1$(touch${IFS}injected)`touch${IFS}backticked`';
    const cwd = tempDir('release-step-');
    const shown = await runScriptStep(
      scriptStep ?? {},
      contextOf(
        releaseEvent(tag),
        {},
        { 'pull-request-url': 'https://github.com/acme/deploy/pull/1', 'bundle-sha256': 'ab' },
      ),
      cwd,
    );
    expect(shown.exitCode).toBe(0);
    expect(shown.stdout).toContain(`Docs of release ${tag} exported`);
    expect(existsSync(join(cwd, 'injected'))).toBe(false);
    expect(existsSync(join(cwd, 'backticked'))).toBe(false);
  });
});
