import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectNoLeaks, groups, useExportHarness } from './context.ts';

const harness = useExportHarness({ deploymentDurationMs: 30_000 });

const DEPLOY = /^\/v1\/project\/update\/[^/]+$/;
const STATUS = /^\/v1\/project\/update-status\/[^/]+$/;
const START = /^\/v1\/static-export\/jobs$/;
const deployFirst = (extra: Record<string, string> = {}) => ({
  'deploy-first': 'true',
  'project-id': harness.emulator.projects.demo,
  download: 'false',
  ...extra,
});
/** The service calls of the run in order, as `POST update`, `GET update-status`, `POST jobs`, ... */
const calls = () =>
  harness.emulator.requests
    .map((r) =>
      DEPLOY.test(r.path)
        ? 'trigger'
        : STATUS.test(r.path)
          ? `status ${r.status}`
          : START.test(r.path)
            ? 'start'
            : undefined,
    )
    .filter((call) => call !== undefined);

describe('export mode with deploy-first, against the emulator', () => {
  it('deploys the project, follows the deployment to success, then exports; sets deployment-id and deployment-status', async () => {
    const run = await harness.run(deployFirst());
    expect(run.failure?.message).toBeUndefined();
    const outputs = run.outputs ?? {};
    expect(outputs['deployment-id']).toMatch(/^[0-9a-f]{24}$/);
    expect(outputs['deployment-status']).toBe('success');
    expect(outputs.status).toBe('completed');

    // The trigger, status polls until success, and only then the export.
    const order = calls();
    expect(order[0]).toBe('trigger');
    expect(order.indexOf('start')).toBe(order.length - 1);
    expect(order.slice(1, -1).every((call) => call === 'status 200')).toBe(true);
    expect(harness.emulator.pollStats().fastPolls).toBe(0);

    expect(groups(run)[0]).toBe(`Deploying project ${harness.emulator.projects.demo} before the export`);
    expect(run.logText).toContain(`Triggered deployment ${outputs['deployment-id']} of project proj_demo`);
    expect(run.logText).toMatch(/info: queued: 0ms elapsed/);
    expect(run.logText).toMatch(/info: in_progress: \d+s elapsed · /);
    expect(run.logText).toMatch(
      new RegExp(`Deployment ${outputs['deployment-id']} succeeded after \\d+s: Deployed \\d+ pages`),
    );
    expect(run.summaries[0]).toMatch(
      new RegExp(`\\| Deployment \\| \`${outputs['deployment-id']}\` success after \\d+s \\(deploy-first\\) \\|`),
    );
    expectNoLeaks(harness.emulator, run, harness.emulator.keys.demo);
  });

  it('fails on a failed deployment with its summary and last log lines, starts no export, and still sets both outputs', async () => {
    harness.emulator.setFaults({
      deploymentOutcome: 'fail',
      deploymentError: 'guides/webhooks.mdx:14:3: Expected a closing tag for <Tabs>',
    });
    const run = await harness.run(deployFirst());
    const outputs = run.failure?.outputs ?? {};
    expect(outputs['deployment-id']).toMatch(/^[0-9a-f]{24}$/);
    expect(outputs['deployment-status']).toBe('failure');
    expect(outputs['job-id']).toBeUndefined();
    expect(run.failure?.message).toMatch(
      new RegExp(
        `^Deployment ${outputs['deployment-id']} failed: Deployment failed: guides/webhooks\\.mdx:14:3: Expected a closing tag for <Tabs>\\. The export was not started\\.`,
      ),
    );
    expect(run.failure?.message).toContain(
      '\n  | Error: guides/webhooks.mdx:14:3: Expected a closing tag for <Tabs>\n  | Build failed after',
    );
    expect(calls()).not.toContain('start');
  });

  it('shows a hostile summary and log as plain text: no line of it can become a workflow command', async () => {
    harness.emulator.setFaults({
      deploymentOutcome: 'fail',
      deploymentError: 'bad\n::error::forged\r\n::add-mask::x \u202Eevil',
    });
    const run = await harness.run(deployFirst());
    const message = run.failure?.message ?? '';
    expect(message).toContain('failed: Deployment failed: bad ::error::forged ::add-mask::x evil.');
    for (const line of message.split('\n').slice(1)) expect(line).toMatch(/^ {2}\| /);
    for (const entry of run.entries) expect(entry.message).not.toMatch(/(^|\n)::/);
  });

  it('gives up at deploy-timeout, saying what it last saw, and starts no export', async () => {
    harness.emulator.setFaults({ deploymentOutcome: 'never' });
    const run = await harness.run(deployFirst({ 'deploy-timeout': '2m' }));
    const outputs = run.failure?.outputs ?? {};
    expect(run.failure?.message).toMatch(
      new RegExp(
        `^Deployment ${outputs['deployment-id']} of project proj_demo did not end within deploy-timeout \\(2m; waited 2m, last status "in_progress"\\)\\. The export was not started\\.`,
      ),
    );
    expect(outputs['deployment-status']).toBe('in_progress');
    expect(calls()).not.toContain('start');
    expect(harness.emulator.pollStats().fastPolls).toBe(0);
  });

  it.each([
    ['with Retry-After', '5'],
    ['without Retry-After', null],
  ])('waits out 429s while following the deployment (%s) and goes on to success', async (_, retryAfter) => {
    harness.emulator.setFaults({ throttleDeploymentPolls: 3, deploymentRetryAfter: retryAfter });
    const run = await harness.run(deployFirst());
    expect(run.failure?.message).toBeUndefined();
    expect(run.outputs?.['deployment-status']).toBe('success');
    expect(calls().filter((call) => call === 'status 429')).toHaveLength(3);
    expect(run.logText).toContain('The service is rate limiting status requests (429)');
    expect(harness.emulator.pollStats().fastPolls).toBe(0);
  });

  it('explains a key without access to deployments, before any export', async () => {
    const run = await harness.run(deployFirst({ 'api-key': harness.emulator.keys.noDeploy }));
    expect(run.failure?.message).toMatch(/^Could not trigger a deployment of project proj_demo: .*403/);
    expect(calls()).toEqual(['trigger']);
    expectNoLeaks(harness.emulator, run, harness.emulator.keys.noDeploy);
  });

  it('exports what the deployment published: a pending change of the site is in the bundle', async () => {
    harness.emulator.setPendingSiteChange({ add: { '/guides/returns': '# Returns\n\nCreate a return label.\n' } });
    const run = await harness.run(deployFirst({ download: 'true', 'extract-to': 'site' }));
    expect(run.failure?.message).toBeUndefined();
    const page = await readFile(join(run.outputs?.['extracted-path'] ?? '', 'guides', 'returns.html'), 'utf8');
    expect(page).toContain('Create a return label.');
  });
});
