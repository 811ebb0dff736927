import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { newestRelease, releaseNotes } from '../../scripts/changelog.ts';

// A release tag vX.Y.Z is accepted only when these agree (scripts/release-notes.ts); npm run release moves them
// together. This holds them equal on every commit, so a tag never waits on a forgotten bump.
const root = new URL('../../', import.meta.url);
const read = (file: string) => fs.readFileSync(new URL(file, root), 'utf8');
const pkg = JSON.parse(read('package.json')) as { version: string };
const lock = JSON.parse(read('package-lock.json')) as {
  version: string;
  packages: Record<string, { version: string }>;
};
const cliSource = fileURLToPath(new URL('src/cli.ts', root));

function runCliSource(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cliSource, ...args],
      { env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env }, timeout: 30_000 },
      (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
    );
  });
}

describe('one version everywhere', () => {
  it("package.json, package-lock.json and the changelog's newest release agree", () => {
    expect([lock.version, lock.packages['']?.version]).toEqual([pkg.version, pkg.version]);
    expect(newestRelease(read('CHANGELOG.md'))).toBe(pkg.version);
    expect(releaseNotes(read('CHANGELOG.md'), pkg.version).length).toBeGreaterThan(0);
    expect(read('CHANGELOG.md')).toMatch(/^## \[Unreleased\]$/m);
  });

  it('is the version the code sends in its User-Agent and prints for --version', async () => {
    const agents: string[] = [];
    const service = http.createServer((request, response) => {
      agents.push(request.headers['user-agent'] ?? '');
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"Invalid API key"}');
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
      const run = await runCliSource(['export', '--api-url', url, '--domain', 'docs.example.com'], {
        DOCS_EXPORT_API_KEY: 'svc_version_check',
      });
      expect(run.code).toBe(3);
    } finally {
      await new Promise((resolve) => service.close(resolve));
    }
    expect(agents.length).toBeGreaterThan(0);
    for (const agent of agents)
      expect(agent).toMatch(new RegExp(`^docs-export-action/${pkg.version.replaceAll('.', '\\.')} `));
    expect((await runCliSource(['--version'], {})).stdout.trim()).toBe(pkg.version);
  });
});
