/**
 * The CLI from the sources, as a runner behind a corporate proxy runs it: the service is reachable only through
 * the proxy (its name exists for the proxy alone), over HTTPS through the tunnel, with the certificate checked
 * against a private CA given by NODE_EXTRA_CA_CERTS. The CLI's waits (the job, the poll floor) run on virtual time
 * (devkit/harness/virtual-time.ts); the proxy, the tunnel and the TLS stay real.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCliEntry } from '../../devkit/harness/run-action.ts';
import { virtualTimeImport } from '../../devkit/harness/virtual-time.ts';
import { startEmulator } from '../../emulator/server.ts';
import type { Emulator } from '../../emulator/server.ts';
import { startTestProxy } from '../support/proxy.ts';
import type { TestProxy } from '../support/proxy.ts';
import { makeTestCertificates, startTlsFront } from '../support/tls.ts';
import type { TlsFront } from '../support/tls.ts';

const cli = defaultCliEntry();
const PASSWORD = 'pr0xy-s3cret';

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], env: Record<string, string>, cwd: string): Promise<CliRun> {
  return new Promise((resolve) => {
    const childEnv = { PATH: process.env.PATH ?? '', HOME: cwd, DOCS_EXPORT_DEBUG: '1', ...env };
    execFile(
      process.execPath,
      [virtualTimeImport(cli, emulator.url), cli, ...args],
      { cwd, env: childEnv, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
      },
    );
  });
}

let emulator: Emulator;
let front: TlsFront;
let proxy: TestProxy;
let work: string;
let caFile: string;

beforeAll(async () => {
  emulator = await startEmulator({ jobDurationMs: 500 });
  const certificates = await makeTestCertificates(['emulator.test']);
  front = await startTlsFront(Number(new URL(emulator.url).port), certificates);
  proxy = await startTestProxy({ credentials: { username: 'ci-bot', password: PASSWORD } });
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-proxy-'));
  caFile = path.join(work, 'test-ca.pem');
  fs.writeFileSync(caFile, certificates.caCert);
});

afterAll(async () => {
  await proxy.close();
  await front.close();
  await emulator.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const args = () => [
  'export',
  '--domain',
  'docs.example.com',
  '--download',
  'false',
  '--api-url',
  `https://emulator.test:${front.port}`,
];

describe('the CLI behind a proxy', () => {
  it('exports over HTTPS through the tunnel, trusting the private CA from NODE_EXTRA_CA_CERTS, and never prints the proxy password', async () => {
    proxy.requests.length = 0;
    const run = await runCli(
      args(),
      { DOCS_EXPORT_API_KEY: emulator.keys.demo, HTTPS_PROXY: proxy.urlWithCredentials, NODE_EXTRA_CA_CERTS: caFile },
      work,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ status: 'completed' });
    expect(proxy.requests.length).toBeGreaterThan(0);
    expect(
      proxy.requests.every((r) => r.method === 'CONNECT' && r.target === `emulator.test:${front.port}` && r.authorized),
    ).toBe(true);
    expect(run.stderr).toContain(`through the proxy ${proxy.url}`);
    expect(run.stderr + run.stdout).not.toContain(PASSWORD);
    expect(run.stderr + run.stdout).not.toContain(emulator.keys.demo);
  });

  it('checks the certificate: without the CA the tunnel is refused with a message that points at NODE_EXTRA_CA_CERTS', async () => {
    const run = await runCli(
      args(),
      { DOCS_EXPORT_API_KEY: emulator.keys.demo, HTTPS_PROXY: proxy.urlWithCredentials },
      work,
    );
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(
      /the certificate of emulator\.test:\d+ is not signed by an authority this runner trusts \([A-Z_]+\).*NODE_EXTRA_CA_CERTS/,
    );
    expect(run.stderr).not.toContain(PASSWORD);
  });

  it('fails with the proxy named when its credentials are wrong', async () => {
    const wrong = proxy.urlWithCredentials.replace(PASSWORD, 'not-it');
    const run = await runCli(
      args(),
      { DOCS_EXPORT_API_KEY: emulator.keys.demo, https_proxy: wrong, NODE_EXTRA_CA_CERTS: caFile },
      work,
    );
    expect(run.code).toBe(3);
    expect(run.stderr).toContain(`the proxy ${proxy.url} asks for credentials (407 Proxy Authentication Required)`);
    expect(run.stderr).not.toContain('not-it');
  });
});
