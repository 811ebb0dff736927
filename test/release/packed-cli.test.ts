import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../emulator/server.ts';
import type { Emulator } from '../../emulator/server.ts';

// The CLI as users get it from the registry: `npm pack`, a real `npm install <tarball>` into an empty project,
// then `npx docs-export-action`. Offline, with its own cache and a registry on a closed loopback port, so
// nothing is fetched: the package must install and run with nothing but its own files.
const root = fileURLToPath(new URL('../../', import.meta.url));
const SLOW = 180_000;

let work: string;
let app: string;
let packed: { filename: string; files: { path: string }[] };
let emulator: Emulator;

/** npm and npx with a clean environment: no config of the user or of a surrounding `npm test` leaks in. */
function npm(
  command: 'npm' | 'npx',
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const clean = {
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
    HOME: work,
    npm_config_cache: path.join(work, 'npm-cache'),
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    ...env,
  };
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env: clean, timeout: SLOW, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'packed-cli-'));
  app = path.join(work, 'app');
  fs.mkdirSync(app);
  fs.writeFileSync(path.join(app, 'package.json'), '{ "name": "packed-cli-check", "private": true }\n');
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies?: object };
  expect(
    manifest.dependencies ?? {},
    'dist/ bundles every library: add them with npm install -D, or users download them for nothing',
  ).toEqual({});
  const pack = await npm('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], root);
  expect(pack.code, pack.stderr).toBe(0);
  [packed] = JSON.parse(pack.stdout) as [typeof packed];
  const install = await npm('npm', ['install', path.join(work, packed.filename), '--no-package-lock'], app);
  expect(install.code, install.stderr).toBe(0);
  emulator = await startEmulator({ jobDurationMs: 500 });
}, SLOW);

afterAll(async () => {
  await emulator?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the CLI package, installed from its tarball', () => {
  it('ships the CLI bundle, the notices and the docs, nothing of the sources or tests', () => {
    const files = packed.files.map((file) => file.path);
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'LICENSE',
        'CHANGELOG.md',
        'dist/licenses.txt',
        'dist/cli/index.js',
        'dist/cli/supported-node.js',
        'dist/bundle-download.js',
      ]),
    );
    const outside = files.filter(
      (file) =>
        !/^(package\.json|README\.md|LICENSE|CHANGELOG\.md|dist\/licenses\.txt|dist\/bundle-download\.js|dist\/(cli|shared)\/[^/]+\.(js|json))$/.test(
          file,
        ),
    );
    expect(outside).toEqual([]);
  });

  it('installs with nothing else to download: the bundle has every library inside', () => {
    expect(fs.readdirSync(path.join(app, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual([
      'docs-export-action',
    ]);
  });

  it(
    'answers npx docs-export-action --help',
    async () => {
      const run = await npm('npx', ['docs-export-action', '--help'], app);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain('Usage: docs-export-action <export|refresh-link|report>');
      expect(run.stdout).toContain('--api-key');
    },
    SLOW,
  );

  it(
    'runs an export against the emulator and leaves a verified bundle, downloaded in its download process',
    async () => {
      const run = await npm(
        'npx',
        [
          'docs-export-action',
          'export',
          '--api-url',
          emulator.url,
          '--domain',
          'docs.example.com',
          '--bundle-path',
          'bundle.tar.gz',
        ],
        app,
        {
          DOCS_EXPORT_API_KEY: emulator.keys.demo,
          DOCS_EXPORT_DEBUG: '1',
        },
      );
      expect(run.code, run.stderr).toBe(0);
      const outputs = JSON.parse(run.stdout) as Record<string, string>;
      expect(outputs.status).toBe('completed');
      const bundle = fs.readFileSync(path.join(app, 'bundle.tar.gz'));
      expect(crypto.createHash('sha256').update(bundle).digest('hex')).toBe(outputs['bundle-sha256']);
      expect(run.stderr).not.toContain(emulator.keys.demo);
      expect(run.stderr).toContain('Downloading the bundle from');
      expect(run.stderr).not.toContain('The download process did not start');
    },
    SLOW,
  );
});
