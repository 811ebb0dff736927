/**
 * The CLI in Azure Pipelines: the agent acts on `##vso[` anywhere in a line of stdout or stderr, not only at its
 * start as GitHub's runner does. Whatever the service sends (a failed deployment's summary and log lines, a job
 * status, a bundle expiry, the names in the bundle) must reach the CLI's stdout and stderr with every `##vso[`
 * broken, or the service (or whoever wrote the docs it built) sets pipeline variables, prepends to PATH or uploads
 * files from the build agent.
 */
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultCliEntry } from '../../devkit/harness/run-action.ts';
import { virtualTimeImport } from '../../devkit/harness/virtual-time.ts';
import { tempDir } from '../../devkit/temp.ts';
import { CASE_COLLISION_FIRST } from '../../emulator/bundle/contents.ts';
import { startEmulator } from '../../emulator/server.ts';
import type { Emulator } from '../../emulator/server.ts';

const cli = defaultCliEntry();
const SET_VARIABLE = '##vso[task.setvariable variable=PWNED]yes';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ jobDurationMs: 800, deploymentDurationMs: 500 });
});
afterAll(async () => emulator.close());
beforeEach(() => emulator.resetFaults());

interface CliRun {
  code: number | string;
  stdout: string;
  stderr: string;
}

/** `export` for docs.example.com with `args`, as a pipeline runs it; the waits pass on the emulator's clock. */
function runExport(args: string[]): Promise<CliRun> {
  const work = tempDir('cli-azure-');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [virtualTimeImport(cli, emulator.url), cli, 'export', '--domain', 'docs.example.com', ...args],
      {
        cwd: work,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: work,
          TMPDIR: work,
          DOCS_EXPORT_API_URL: emulator.url,
          DOCS_EXPORT_API_KEY: emulator.keys.demo,
        },
        timeout: 60_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? (error.code ?? error.signal ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('an Azure Pipelines logging command from the service', () => {
  it('in a failed deployment’s summary and log lines reaches the CLI’s stderr broken, anywhere in the line', async () => {
    emulator.setFaults({
      deploymentOutcome: 'fail',
      deploymentError:
        'build broke ##vso[task.setvariable variable=DEPLOY_URL]https://attacker.example/ and ##VSO[task.prependpath]/tmp/evil',
    });
    const run = await runExport(['--deploy-first', 'true', '--project-id', emulator.projects.demo]);

    expect(run.code, run.stderr).toBe(3);
    expect(run.stderr).toContain('build broke');
    expect(run.stderr + run.stdout).not.toMatch(/##vso\[/i);
  });

  it('as the job status is printed on stdout as `unknown`, the raw status quoted inertly on stderr', async () => {
    emulator.setFaults({ jobOutcome: 'never', jobStatusName: SET_VARIABLE });
    const run = await runExport(['--download', 'false', '--timeout', '1m']);

    expect(run.code, run.stderr).toBe(3);
    expect(run.stderr + run.stdout).not.toMatch(/##vso\[/i);
    const outputs = JSON.parse(run.stdout) as Record<string, string>;
    expect(outputs.status).toBe('unknown');
    expect(outputs['job-id']).toMatch(/^se_/);
    expect(run.stderr).toContain('"##vso\\u005btask.setvariable variable=PWNED]yes"');
  });

  it('as the bundle’s expiresAt reaches the CLI’s stderr broken, in the error that refuses it', async () => {
    emulator.setFaults({ bundleExpiresAt: SET_VARIABLE });
    const run = await runExport(['--download', 'false']);

    expect(run.code, run.stderr).toBe(3);
    expect(run.stderr).toContain('bundle expiry the action cannot read');
    expect(run.stderr + run.stdout).not.toMatch(/##vso\[/i);
  });

  it('in the name of a bundle entry that another one would overwrite reaches the CLI’s stderr broken', async () => {
    emulator.setFaults({ archive: 'case-collision' });
    const run = await runExport(['--bundle-path', 'bundle.tar.gz']);

    expect(run.code, run.stderr).toBe(4);
    expect(run.stderr).toMatch(/would overwrite .*on a file system that ignores case/);
    expect(run.stderr).toContain(CASE_COLLISION_FIRST.slice('##vso['.length));
    expect(run.stderr + run.stdout).not.toMatch(/##vso\[/i);
  });
});
