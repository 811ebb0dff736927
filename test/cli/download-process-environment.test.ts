/**
 * The attack of issue "Security, round four", finding 3: whatever runs in the download process (or reads its
 * environment from procfs while it runs) finds the API key, the GitHub token and the runner's own tokens there.
 * Both entries, from the sources, run an export against the emulator with a download script that records its
 * environment and then serves the download as the real one does.
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../../devkit/harness/run-action.ts';
import { virtualTimeImport } from '../../devkit/harness/virtual-time.ts';
import { tempDir } from '../../devkit/temp.ts';
import { startEmulator } from '../../emulator/server.ts';
import type { Emulator } from '../../emulator/server.ts';

const source = (path: string) => pathToFileURL(new URL(`../../src/${path}`, import.meta.url).pathname).href;

const GITHUB_TOKEN = 'ghs_SECRETgithubtoken0000000000000000';
/** What the runner puts in every step's environment: the artifact service's and the OIDC token service's. */
const RUNNER_SECRETS = {
  ACTIONS_RUNTIME_TOKEN: 'eyJSECRETruntimetoken',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'eyJSECRETidtokenrequest',
  GITHUB_TOKEN,
};
/** What TLS and the proxies need: the download process must see these as the entry does. */
const NETWORK = {
  HTTPS_PROXY: 'http://proxy.invalid:3128',
  NO_PROXY: '127.0.0.1,localhost',
  NODE_USE_ENV_PROXY: '1',
  SSL_CERT_DIR: '/etc/ssl/certs',
};

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ jobDurationMs: 800 });
});
afterAll(async () => emulator.close());

/** A directory with the entry, and a download script that writes its environment next to itself first. */
function spyEntry(entry: string): { dir: string; entry: string; seen: () => Record<string, string> } {
  const dir = tempDir('download-environment-');
  writeFileSync(
    join(dir, 'download.mjs'),
    [
      "import { writeFileSync } from 'node:fs';",
      "writeFileSync(new URL('./environment.json', import.meta.url), JSON.stringify(process.env));",
      `await import(${JSON.stringify(source('bundle-download.ts'))});`,
      '',
    ].join('\n'),
  );
  writeFileSync(join(dir, 'entry.mjs'), entry);
  return {
    dir,
    entry: join(dir, 'entry.mjs'),
    seen: () => JSON.parse(readFileSync(join(dir, 'environment.json'), 'utf8')) as Record<string, string>,
  };
}

function expectNoSecrets(seen: Record<string, string>, secrets: string[]): void {
  const text = JSON.stringify(seen);
  for (const secret of secrets) expect(text).not.toContain(secret);
  // Of what the entry had, only what Node and the network need (Node's own channel variables aside); the harness
  // hands its children the test run's compile cache.
  const needed = new Set(['PATH', 'HOME', 'TMPDIR', 'NODE_COMPILE_CACHE', ...Object.keys(NETWORK)]);
  const names = Object.keys(seen).filter((name) => !name.startsWith('NODE_CHANNEL_'));
  expect(names.filter((name) => !needed.has(name))).toEqual([]);
  expect(seen).toMatchObject(NETWORK);
}

describe('the download process cannot read the secrets from its environment', () => {
  it('in the action: not the API key, the GitHub token, nor the runner’s tokens', async () => {
    const spy = spyEntry(
      [
        `import { run } from ${JSON.stringify(source('main.ts'))};`,
        "await run({ downloadScript: new URL('./download.mjs', import.meta.url) });",
        '',
      ].join('\n'),
    );
    const run = await runAction({
      entry: spy.entry,
      inputs: {
        mode: 'export',
        'api-key': emulator.keys.demo,
        'api-url': emulator.url,
        'github-token': GITHUB_TOKEN,
        domain: 'docs.example.com',
        'bundle-path': 'bundle.tar.gz',
      },
      env: { ...RUNNER_SECRETS, ...NETWORK },
      // The job and the poll floor pass on the emulator's clock, not in real seconds.
      nodeArgs: [virtualTimeImport(spy.entry, emulator.url)],
    });

    expect(run.exitCode, run.stderr + run.stdout).toBe(0);
    expect(run.outputs.status).toBe('completed');
    expectNoSecrets(spy.seen(), [emulator.keys.demo, ...Object.values(RUNNER_SECRETS)]);
  });

  it('in the CLI: not DOCS_EXPORT_API_KEY, DOCS_EXPORT_GITHUB_TOKEN, nor the runner’s tokens', async () => {
    const spy = spyEntry(
      [
        `import { runCli } from ${JSON.stringify(source('cli/main.ts'))};`,
        'process.exitCode = await runCli(process.argv.slice(2), process.env, {',
        "  downloadScript: new URL('./download.mjs', import.meta.url),",
        '});',
        '',
      ].join('\n'),
    );
    const run = await new Promise<{ code: number | string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [
          virtualTimeImport(spy.entry, emulator.url),
          spy.entry,
          'export',
          '--domain',
          'docs.example.com',
          '--bundle-path',
          'bundle.tar.gz',
        ],
        {
          cwd: spy.dir,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: spy.dir,
            TMPDIR: spy.dir,
            DOCS_EXPORT_API_URL: emulator.url,
            DOCS_EXPORT_API_KEY: emulator.keys.demo,
            DOCS_EXPORT_GITHUB_TOKEN: GITHUB_TOKEN,
            ...RUNNER_SECRETS,
            ...NETWORK,
          },
          timeout: 60_000,
        },
        (error, _stdout, stderr) => resolve({ code: error ? (error.code ?? error.signal ?? 1) : 0, stderr }),
      );
    });

    expect(run.code, run.stderr).toBe(0);
    expectNoSecrets(spy.seen(), [emulator.keys.demo, ...Object.values(RUNNER_SECRETS)]);
  });
});
