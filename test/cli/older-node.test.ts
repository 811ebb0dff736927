/**
 * Issue "Security, round four", finding 4: on an older Node (the one a CI image of another system has), the CLI
 * failed with `Cannot read properties of undefined (reading 'bind')`. The entry now checks Node's version before it
 * loads the CLI. No old Node runs here: a module loaded first (`--import`) gives this Node an older version string.
 */
import { execFile } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultCliEntry } from '../../devkit/harness/run-action.ts';
import { tempDir } from '../../devkit/temp.ts';
import { ON_NODE_20, posingAsNode } from '../support/posing-as-node.ts';

const cli = defaultCliEntry();

let work: string;
beforeAll(() => {
  work = tempDir('cli-older-node-');
});

function runAs(version: string, args: string[]): Promise<{ code: number | string; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [posingAsNode(version), cli, ...args],
      {
        cwd: work,
        env: { PATH: process.env.PATH ?? '', HOME: work, TMPDIR: work, DOCS_EXPORT_API_KEY: 'svc_test' },
        timeout: 60_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? (error.code ?? error.signal ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('the CLI on an older Node', () => {
  it('says which Node it needs and how to get it, before it loads anything else, instead of a riddle', async () => {
    const run = await runAs('20.20.2', ['export', '--domain', 'docs.example.com']);

    expect(run.stderr).toBe(ON_NODE_20);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
  });

  it('runs on this Node as before', async () => {
    const run = await runAs(process.versions.node, ['--version']);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^\d+\.\d+\.\d+/);
    expect(run.code).toBe(0);
  });
});
