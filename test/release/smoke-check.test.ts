import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../../devkit/harness/run-action.ts';
import { startEmulator } from '../../emulator/server.ts';
import type { Emulator } from '../../emulator/server.ts';
import { checkSmokeOutputs } from '../../scripts/check-smoke-outputs.ts';
import type { SmokeRuns } from '../../scripts/check-smoke-outputs.ts';

// The CI smoke job (.github/workflows/ci.yml) runs these three steps on GitHub's runner; here the harness
// plays the runner, so the checker is proven on real outputs of the built action before CI depends on it.
const root = fileURLToPath(new URL('../../', import.meta.url));
const checker = path.join(root, 'scripts/check-smoke-outputs.ts');

let emulator: Emulator;
let workspace: string;
let runs: SmokeRuns;

beforeAll(async () => {
  emulator = await startEmulator({ jobDurationMs: 500 });
  workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'smoke-check-'));
  fs.copyFileSync(path.join(root, 'examples/helm/values.yaml'), path.join(workspace, 'values.yaml'));
  const service = { 'api-url': emulator.url, 'api-key': emulator.keys.demo };
  const step = async (inputs: Record<string, string>) => {
    const run = await runAction({ workspace, inputs: { ...service, ...inputs } });
    await run.cleanup();
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    return run.outputs;
  };
  // As in ci.yml: the values file is a throwaway of the job's workspace, so a public repository is allowed.
  const values = { push: 'none', 'values-file': 'values.yaml', 'allow-public-repository': 'true' };
  const exported = await step({
    mode: 'export',
    domain: 'docs.example.com',
    ...values,
    'bundle-path': path.join(workspace, 'bundle.tar.gz'),
  });
  const refreshed = await step({
    mode: 'refresh-link',
    'job-id': exported['job-id'] ?? '',
    ...values,
    'refresh-before': '30d',
  });
  const report = await step({
    mode: 'report',
    'project-id': emulator.projects.demo,
    publish: 'summary',
    'report-dir': path.join(workspace, 'report'),
  });
  runs = { export: exported, refresh: refreshed, report, valuesFile: path.join(workspace, 'values.yaml') };
}, 120_000);

afterAll(async () => {
  await emulator?.close();
  fs.rmSync(workspace, { recursive: true, force: true });
});

function runChecker(subject: SmokeRuns) {
  return spawnSync(process.execPath, [checker], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '',
      EXPORT_OUTPUTS: JSON.stringify(subject.export),
      REFRESH_OUTPUTS: JSON.stringify(subject.refresh),
      REPORT_OUTPUTS: JSON.stringify(subject.report),
      VALUES_FILE: subject.valuesFile,
    },
  });
}

describe("the smoke job's output check", () => {
  it('accepts what the built action gives for export, refresh-link and report', () => {
    expect(checkSmokeOutputs(runs)).toEqual([]);
    const run = runChecker(runs);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('outputs are as expected');
  });

  it('names each broken output as a workflow error, never printing the link', () => {
    const signature = new URL(runs.refresh['bundle-url'] as string).searchParams.get('X-Amz-Signature') as string;
    const broken: SmokeRuns = {
      export: { ...runs.export, 'bundle-sha256': '0'.repeat(64), status: 'failed' },
      refresh: { ...runs.refresh, skipped: 'true', 'bundle-url': `${runs.refresh['bundle-url']}&tampered=1` },
      report: { ...runs.report, 'requests-used': '0', 'data-path': path.join(workspace, 'nowhere.json') },
      valuesFile: runs.valuesFile,
    };
    expect(checkSmokeOutputs(broken)).toEqual([
      'export: status is "failed", expected "completed"',
      'export: bundle-sha256 is not the SHA-256 of the file at bundle-path',
      'refresh-link: skipped is "true", expected "false" (refresh-before is longer than the link\'s life)',
      'refresh-link: the values file does not hold the refreshed bundle-url',
      'report: requests-used is not between 1 and the default request-budget, 40',
      'report: data-path is not a JSON file',
    ]);
    const run = runChecker(broken);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('::error title=Smoke check::export: status is "failed"');
    expect(run.stdout + run.stderr).not.toContain(signature);
  });

  it('refuses a link without a signature and an expiry in the past', () => {
    const problems = checkSmokeOutputs(
      { ...runs, export: { ...runs.export, 'bundle-url': 'https://bundles.example/b.tar.gz' } },
      new Date('2999-01-01T00:00:00Z'),
    );
    expect(problems).toEqual([
      'export: bundle-url is not a presigned link',
      'export: expires-at is not a future RFC 3339 UTC time',
    ]);
  });
});
