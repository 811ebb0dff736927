import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { defaultCliEntry } from '../../devkit/harness/run-action.ts';
import { virtualTimeImport } from '../../devkit/harness/virtual-time.ts';
import { tempDir } from '../../devkit/temp.ts';
import { startEmulator } from '../../emulator/server.ts';
import type { Emulator } from '../../emulator/server.ts';
import { INPUT_TABLE } from '../../src/settings/input-table.generated.ts';

// The sources (bundled for the test run, as `node src/cli.ts` without it), so a stale dist/ never decides;
// test/dist/cli.test.ts runs the built CLI.
const cli = defaultCliEntry();

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI as a shell would: a clean environment, progress on stderr, outputs on stdout. Its clock is virtual
 * and moves the emulator's with it, so the job's duration and the poll floor pass without real waiting.
 */
function runCli(args: string[], env: Record<string, string> = {}, cwd = os.tmpdir()): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [virtualTimeImport(cli, emulator.url), cli, ...args],
      { cwd, env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), TMPDIR: os.tmpdir(), ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

let emulator: Emulator;
let work: string;
const service = () => ({ DOCS_EXPORT_API_URL: emulator.url, DOCS_EXPORT_API_KEY: emulator.keys.demo });

beforeAll(async () => {
  emulator = await startEmulator({ jobDurationMs: 800 });
});
afterAll(async () => emulator.close());
beforeEach(() => {
  emulator.resetFaults();
  work = tempDir('cli-');
});

describe('the CLI against the emulator', () => {
  it('exports, verifies and prints the outputs as JSON, progress on stderr, no key anywhere', async () => {
    const run = await runCli(
      [
        'export',
        '--domain',
        'docs.example.com',
        '--bundle-path',
        'bundle.tar.gz',
        '--extract-to',
        'site',
        '--print-secret-bundle-url',
      ],
      service(),
      work,
    );
    expect(run.code, run.stderr).toBe(0);
    const outputs = JSON.parse(run.stdout) as Record<string, string>;
    expect(outputs.status).toBe('completed');
    expect(outputs['bundle-sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.existsSync(path.join(work, 'site', 'index.html'))).toBe(true);
    expect(run.stderr).toMatch(/Waiting for export job se_/);
    const signature = new URL(outputs['bundle-url'] as string).searchParams.get('X-Amz-Signature') as string;
    expect(run.stderr).not.toContain(signature);
    expect(run.stderr + run.stdout).not.toContain(emulator.keys.demo);
  });

  it('writes dotenv outputs to a file and takes flags over environment variables', async () => {
    const run = await runCli(
      [
        'export',
        '--domain',
        'docs.example.com',
        '--download',
        'false',
        '--output-format',
        'dotenv',
        '--output-file',
        'out.env',
      ],
      { ...service(), DOCS_EXPORT_DOMAIN: 'ignored.example.com' },
      work,
    );
    expect(run.code, run.stderr).toBe(0);
    const text = fs.readFileSync(path.join(work, 'out.env'), 'utf8');
    expect(text).toMatch(/^DOCS_EXPORT_JOB_ID=se_[0-9a-f]+$/m);
    expect(text).toMatch(/^DOCS_EXPORT_STATUS=completed$/m);
    expect(run.stdout).toBe('');
    expect(
      emulator.requests.find((r) => r.method === 'POST' && r.path === '/v1/static-export/jobs')?.body,
    ).toMatchObject({ domain: 'docs.example.com' });
  });

  it('never prints the presigned link on stdout or stderr (export --download false), unless asked by name', async () => {
    const run = await runCli(['export', '--domain', 'docs.example.com', '--download', 'false'], service(), work);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ status: 'completed' });
    for (const stream of [run.stdout, run.stderr]) {
      expect(stream).not.toMatch(/X-Amz-Signature|X-Amz-Credential/i);
      expect(stream).not.toMatch(/"bundle-url"/);
    }
    expect(run.stderr).toMatch(/--output-file/);

    const toFile = await runCli(
      ['export', '--domain', 'docs.example.com', '--download', 'false', '--output-file', 'out.json'],
      service(),
      work,
    );
    expect(toFile.stdout + toFile.stderr).not.toMatch(/X-Amz-Signature/i);
    const written = JSON.parse(fs.readFileSync(path.join(work, 'out.json'), 'utf8')) as Record<string, string>;
    expect(written['bundle-url']).toMatch(/X-Amz-Signature=/);

    const asked = await runCli(
      ['export', '--domain', 'docs.example.com', '--download', 'false', '--print-secret-bundle-url'],
      service(),
      work,
    );
    expect((JSON.parse(asked.stdout) as Record<string, string>)['bundle-url']).toMatch(/X-Amz-Signature=/);
    expect(asked.stderr).not.toMatch(/X-Amz-Signature/i);
  });

  it('warns when the API key or the GitHub token comes on the command line, where process lists show it', async () => {
    const run = await runCli(
      [
        'export',
        '--domain',
        'docs.example.com',
        '--download',
        'false',
        '--api-key',
        emulator.keys.demo,
        '--github-token',
        'ghp_inargv',
      ],
      { DOCS_EXPORT_API_URL: emulator.url },
      work,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/warning: --api-key .*process list.*DOCS_EXPORT_API_KEY/);
    expect(run.stderr).toMatch(/warning: --github-token .*DOCS_EXPORT_GITHUB_TOKEN/);
    expect(run.stderr + run.stdout).not.toContain(emulator.keys.demo);
    expect(run.stderr + run.stdout).not.toContain('ghp_inargv');
    const fromEnv = await runCli(['export', '--domain', 'docs.example.com', '--download', 'false'], service(), work);
    expect(fromEnv.stderr).not.toMatch(/process list/);
  });

  it.skipIf(process.platform === 'win32')(
    'makes an --output-file that others could read private (0600) before it holds the link',
    async () => {
      const file = path.join(work, 'shared.json');
      fs.writeFileSync(file, '{}', { mode: 0o644 });
      fs.chmodSync(file, 0o644);
      const run = await runCli(
        ['export', '--domain', 'docs.example.com', '--download', 'false', '--output-file', 'shared.json'],
        service(),
        work,
      );
      expect(run.code, run.stderr).toBe(0);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(file, 'utf8')).toMatch(/X-Amz-Signature=/);
    },
  );

  it('refreshes a link for a job id', async () => {
    const exported = JSON.parse(
      (await runCli(['export', '--domain', 'docs.example.com', '--download', 'false'], service(), work)).stdout,
    ) as Record<string, string>;
    const run = await runCli(['refresh-link', '--job-id', exported['job-id'] as string], service(), work);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ 'job-id': exported['job-id'], skipped: 'false' });
  });

  it('writes a report and its files', async () => {
    const run = await runCli(
      ['report', '--project-id', emulator.projects.demo, '--report-dir', 'report', '--summary-file', 'summary.md'],
      service(),
      work,
    );
    expect(run.code, run.stderr).toBe(0);
    const outputs = JSON.parse(run.stdout) as Record<string, string>;
    expect(Number(outputs['visitors-total'])).toBeGreaterThan(0);
    for (const file of ['report.md', 'report.json', 'visitors.csv', 'feedback.csv'])
      expect(fs.existsSync(path.join(work, 'report', file)), file).toBe(true);
    expect(fs.readFileSync(path.join(work, 'summary.md'), 'utf8')).toContain('Docs analytics');
  });

  it('exits 2 on bad input, naming it, before any request', async () => {
    emulator.clearRequests();
    const run = await runCli(['export', '--domain', 'docs.example.com', '--timeout', 'soon'], service(), work);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Input "timeout" accepts a duration');
    expect(emulator.requests).toHaveLength(0);
    expect((await runCli(['export', '--no-such-flag', 'x'], service(), work)).code).toBe(2);
    expect((await runCli([], service(), work)).code).toBe(2);
  });

  it('exits 3 when the service refuses the key', async () => {
    const run = await runCli(
      ['export', '--domain', 'docs.example.com'],
      { ...service(), DOCS_EXPORT_API_KEY: emulator.keys.revoked },
      work,
    );
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/401/);
    expect(run.stderr).not.toContain(emulator.keys.revoked);
  });

  it('exits 3 when the export job fails, still printing its job id', async () => {
    emulator.setFaults({ jobOutcome: 'fail', jobError: 'Rendering failed on /guides/broken' });
    const run = await runCli(['export', '--domain', 'docs.example.com'], service(), work);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('Rendering failed on /guides/broken');
    expect(JSON.parse(run.stdout)).toMatchObject({ status: 'failed' });
  });

  it('exits 4 when the bundle fails verification, leaving nothing at bundle-path', async () => {
    emulator.setFaults({ archive: 'symlink' });
    const run = await runCli(
      ['export', '--domain', 'docs.example.com', '--bundle-path', 'bundle.tar.gz'],
      service(),
      work,
    );
    expect(run.code, run.stderr).toBe(4);
    expect(fs.existsSync(path.join(work, 'bundle.tar.gz'))).toBe(false);
  });

  describe('with GitHub', () => {
    let github: GitHubFake;
    beforeAll(async () => {
      github = await startGitHubFake();
      github.addToken({ token: 'ghp_reader', login: 'reader', type: 'User', repos: [] });
      github.addRepo({
        owner: 'acme',
        name: 'deploy',
        private: true,
        files: { 'values.yaml': 'staticExport:\n  enabled: false\n' },
      });
    });
    afterAll(async () => github.close());

    it('exits 5 when GitHub refuses the change, before any export starts', async () => {
      emulator.clearRequests();
      const run = await runCli(
        [
          'export',
          '--domain',
          'docs.example.com',
          '--values-file',
          'values.yaml',
          '--values-repository',
          'acme/deploy',
          '--push',
          'commit',
          '--github-token',
          'ghp_reader',
        ],
        { ...service(), GITHUB_API_URL: github.url },
        work,
      );
      expect(run.code, run.stderr).toBe(5);
      expect(run.stderr).toMatch(/acme\/deploy/);
      expect(emulator.requests.filter((r) => r.path === '/v1/static-export/jobs')).toHaveLength(0);
    });
  });

  it('prints help listing every input', async () => {
    const run = await runCli(['--help']);
    expect(run.code).toBe(0);
    for (const input of INPUT_TABLE) expect(run.stdout).toContain(`--${input.name}`);
    // A default the runner evaluates means nothing to the CLI: shown as no default at all.
    expect(run.stdout).toContain('--timeout (default: 30m)\n');
    expect(run.stdout).toContain('--github-token\n');
    expect(run.stdout).not.toContain('${{');
  });
});

describe('exit codes by failure kind', () => {
  it('follows wrapped causes', async () => {
    const { exitCodeFor } = await import('../../src/cli/main.ts');
    const { ServiceError } = await import('../../src/client/types.ts');
    const { StepFailure, withOutputs } = await import('../../src/runtime/failure.ts');
    const service = new ServiceError('unauthorized', 'GET /v1/x: 401');
    expect(exitCodeFor(new Error('Could not start', { cause: service }))).toBe(3);
    expect(exitCodeFor(withOutputs(new Error('wrapped', { cause: service }), {}))).toBe(3);
    expect(exitCodeFor(new StepFailure('job failed', {}))).toBe(3);
    expect(exitCodeFor('a thrown string')).toBe(1);
    expect(exitCodeFor(new Error('plain'))).toBe(1);
  });
});
