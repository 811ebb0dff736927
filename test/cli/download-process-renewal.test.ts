/**
 * A failure that crosses from the action to its download process and back keeps its kind: the link expires
 * mid-download, the download process asks the action for a fresh one, and the service refuses the key (401). That
 * is the service's failure (exit code 3), as it would be anywhere else in the run, not a failed verification (4).
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCliEntry } from '../../devkit/harness/run-action.ts';
import { tempDir } from '../../devkit/temp.ts';
import { startEmulator } from '../../emulator/server.ts';
import type { Emulator } from '../../emulator/server.ts';

const cli = defaultCliEntry();
const BUNDLE_ENDPOINT = /^\/v1\/static-export\/jobs\/[^/]+\/bundle$/;

let emulator: Emulator;
let front: Server;
let frontUrl: string;
/** Bundle requests that reached the front, in order. */
let bundleRequests = 0;

beforeAll(async () => {
  emulator = await startEmulator({ jobDurationMs: 300 });
  // Padding that the store sends uncompressed, cut (and its link expired) halfway.
  emulator.setFaults({ bundlePaddingBytes: 512 * 1024, expireLinkAfterBytes: 256 * 1024 });
  // In front of the service: everything goes through, but the second bundle request (the renewal) is refused.
  front = createServer((incoming, answer) => {
    const path = new URL(incoming.url ?? '/', 'http://front').pathname;
    if (incoming.method === 'POST' && BUNDLE_ENDPOINT.test(path) && ++bundleRequests > 1) {
      incoming.resume();
      answer.writeHead(401, { 'content-type': 'application/json' });
      return void answer.end(JSON.stringify({ error: 'Invalid API key' }));
    }
    const target = new URL(incoming.url ?? '/', emulator.url);
    const forwarded = request(target, { method: incoming.method, headers: incoming.headers }, (reply) => {
      answer.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(answer);
    });
    forwarded.on('error', () => answer.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  frontUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
});
afterAll(async () => {
  front.closeAllConnections();
  await new Promise((resolve) => front.close(resolve));
  await emulator.close();
});

describe('a link renewal in the download process', () => {
  it('that the service refuses fails the run as the service’s failure: exit code 3, nothing at bundle-path', async () => {
    const work = tempDir('cli-download-renewal-');
    const run = await new Promise<{ code: number | string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [cli, 'export', '--domain', 'docs.example.com', '--bundle-path', 'bundle.tar.gz'],
        {
          cwd: work,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: work,
            TMPDIR: work,
            DOCS_EXPORT_API_URL: frontUrl,
            DOCS_EXPORT_API_KEY: emulator.keys.demo,
          },
          timeout: 60_000,
        },
        (error, _stdout, stderr) => resolve({ code: error ? (error.code ?? error.signal ?? 1) : 0, stderr }),
      );
    });

    expect(bundleRequests).toBe(2);
    expect(run.stderr).toContain('asking the service for a fresh one failed');
    expect(run.code, run.stderr).toBe(3);
    expect(readdirSync(work)).toEqual([]);
  });
});
