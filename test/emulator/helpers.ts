// Shared helpers of the emulator tests: an emulator on a hand-driven clock, JSON calls,
// and a tar.gz reader.
import { get as httpGet } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { startEmulator } from '../../emulator/server.ts';
import type { Emulator, EmulatorOptions } from '../../emulator/server.ts';

/** Wednesday 2025-03-12 10:00 UTC. */
export const START = Date.parse('2025-03-12T10:00:00Z');
export const DAY = 86_400_000;

export interface TestEmulator {
  emu: Emulator;
  clock: { now: number; advance(ms: number): void };
  /** JSON request to the API with the demo key unless `key` says otherwise (null: no header). */
  call(
    method: string,
    path: string,
    init?: { key?: string | null; body?: unknown; rawBody?: string },
  ): Promise<ApiResult>;
}

export interface ApiResult {
  status: number;
  headers: Headers;
  body: unknown;
}

export async function startTestEmulator(options: EmulatorOptions = {}): Promise<TestEmulator> {
  const clock = {
    now: START,
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const emu = await startEmulator({ jobDurationMs: 10_000, ...options, now: () => clock.now });
  const call: TestEmulator['call'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = {};
    const key = init.key === undefined ? emu.keys.demo : init.key;
    if (key !== null) headers.authorization = `Bearer ${key}`;
    let body: string | undefined = init.rawBody;
    if (init.body !== undefined) body = JSON.stringify(init.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${emu.url}${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed };
  };
  return { emu, clock, call };
}

export interface TarEntry {
  name: string;
  type: string;
  size: number;
  linkname: string | null;
  content: Buffer;
}

/** Reads every entry of a tar.gz; rejects when the gzip or tar stream is broken. */
export async function readTarGz(data: Buffer): Promise<TarEntry[]> {
  const entries: TarEntry[] = [];
  const extract = tar.extract();
  const collecting = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const { header } = entry;
      entries.push({
        name: header.name,
        type: header.type,
        size: header.size,
        linkname: header.linkname ?? null,
        content: Buffer.concat(chunks),
      });
    }
  })();
  await Promise.all([pipeline(Readable.from([data]), createGunzip(), extract), collecting]);
  return entries;
}

/** Pages of the emulated site, in navigation order. */
export const SITE_PAGES = [
  '/',
  '/guides/getting-started',
  '/guides/installation',
  '/guides/authentication',
  '/guides/tracking-shipments',
  '/guides/webhooks',
  '/guides/rate-limits',
  '/guides/troubleshooting',
  '/concepts/shipments',
  '/concepts/labels',
  '/concepts/tracking-events',
  '/reference/api/overview',
  '/reference/api/shipments',
  '/reference/api/labels',
  '/reference/api/tracking',
  '/reference/api/errors',
  '/reference/cli',
  '/changelog',
];

interface JobBody {
  jobId: string;
  status: string;
}

interface BundleBody {
  jobId: string;
  bundleUrl: string;
  sizeBytes: number;
  expiresAt: string;
}

/** Starts a job, lets it complete on the test clock, and asks for its bundle link. */
export async function completedBundle(
  t: TestEmulator,
  request: Record<string, unknown> = { domain: 'docs.example.com' },
): Promise<BundleBody> {
  const started = await t.call('POST', '/v1/static-export/jobs', { body: request });
  if (started.status !== 202) throw new Error(`start answered ${started.status}: ${JSON.stringify(started.body)}`);
  const { jobId } = started.body as JobBody;
  t.clock.advance(60_000);
  const bundle = await t.call('POST', `/v1/static-export/jobs/${jobId}/bundle`);
  if (bundle.status !== 200) throw new Error(`bundle answered ${bundle.status}: ${JSON.stringify(bundle.body)}`);
  return bundle.body as BundleBody;
}

/** Downloads a link and returns the bytes. */
export async function download(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; data: Buffer }> {
  const res = await fetch(url, { headers });
  return { status: res.status, headers: res.headers, data: Buffer.from(await res.arrayBuffer()) };
}

/**
 * GET with node:http, keeping every byte that arrived before the connection broke (a fetch
 * body stream may drop queued chunks when it errors).
 */
export function getRaw(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; data: Buffer; complete: boolean }> {
  return new Promise((resolve, reject) => {
    const req = httpGet(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', () => undefined);
      res.on('close', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          data: Buffer.concat(chunks),
          complete: res.complete,
        }),
      );
    });
    req.on('error', reject);
  });
}
