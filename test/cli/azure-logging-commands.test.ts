/**
 * The CLI in Azure Pipelines: the agent acts on `##vso[` anywhere in a line of stdout or stderr, not only at its
 * start as GitHub's runner does. A failed deployment's summary and log lines come from the service: they must reach
 * the CLI's stderr with every `##vso[` broken, or the service (or whoever wrote the docs it built) sets pipeline
 * variables, prepends to PATH or uploads files from the build agent.
 */
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCliEntry } from '../../devkit/harness/run-action.ts';
import { virtualTimeImport } from '../../devkit/harness/virtual-time.ts';
import { tempDir } from '../../devkit/temp.ts';
import { startEmulator } from '../../emulator/server.ts';
import type { Emulator } from '../../emulator/server.ts';

const cli = defaultCliEntry();

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ jobDurationMs: 800, deploymentDurationMs: 500 });
});
afterAll(async () => emulator.close());

describe('an Azure Pipelines logging command from the service', () => {
  it('in a failed deployment’s summary and log lines reaches the CLI’s stderr broken, anywhere in the line', async () => {
    emulator.setFaults({
      deploymentOutcome: 'fail',
      deploymentError:
        'build broke ##vso[task.setvariable variable=DEPLOY_URL]https://attacker.example/ and ##VSO[task.prependpath]/tmp/evil',
    });
    const work = tempDir('cli-azure-');
    const run = await new Promise<{ code: number | string; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [
          // The job, the deployment and the poll floor pass on the emulator's clock, not in real seconds.
          virtualTimeImport(cli, emulator.url),
          cli,
          'export',
          '--domain',
          'docs.example.com',
          '--deploy-first',
          'true',
          '--project-id',
          emulator.projects.demo,
        ],
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

    expect(run.code, run.stderr).toBe(3);
    expect(run.stderr).toContain('build broke');
    expect(run.stderr + run.stdout).not.toMatch(/##vso\[/i);
  });
});
