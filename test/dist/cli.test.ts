// The committed dist/cli/index.js (the package's bin): one export against the emulator. test/cli runs
// the sources through every case; this proves the built CLI that ships still starts and works.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../emulator/server.ts';
import type { Emulator } from '../../emulator/server.ts';
import { tempDir } from '../../devkit/temp.ts';
import { stringMatching } from '../support/matchers.ts';
import { ON_NODE_20, posingAsNode } from '../support/posing-as-node.ts';

const BUILT_CLI = fileURLToPath(new URL('../../dist/cli/index.js', import.meta.url));

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ jobDurationMs: 800 });
});
afterAll(async () => emulator.close());

describe('dist/cli/index.js', () => {
  it('exports, verifies and prints the outputs as JSON, without the key', async () => {
    const work = tempDir('cli-dist-');
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: tmpdir(),
      TMPDIR: tmpdir(),
      DOCS_EXPORT_API_URL: emulator.url,
      DOCS_EXPORT_API_KEY: emulator.keys.demo,
    };
    const args = ['export', '--domain', 'docs.example.com', '--bundle-path', 'bundle.tar.gz', '--extract-to', 'site'];
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BUILT_CLI, ...args], { cwd: work, env, timeout: 60_000 });
    expect(JSON.parse(stdout)).toMatchObject({ status: 'completed', 'bundle-sha256': stringMatching(/^[0-9a-f]{64}$/) });
    expect(existsSync(join(work, 'site', 'index.html'))).toBe(true);
    expect(stderr + stdout).not.toContain(emulator.keys.demo);
  });

  it('on an older Node says which Node it needs, before it loads the bundle (which would fail with a riddle)', async () => {
    const work = tempDir('cli-dist-node-');
    const env = { PATH: process.env.PATH ?? '', HOME: tmpdir(), TMPDIR: tmpdir(), DOCS_EXPORT_API_KEY: 'svc_test' };
    const run = await promisify(execFile)(
      process.execPath,
      [posingAsNode('20.20.2'), BUILT_CLI, 'export', '--domain', 'docs.example.com'],
      { cwd: work, env, timeout: 60_000 },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(run.stderr).toBe(ON_NODE_20);
    expect(run.code).toBe(1);
  });
});
