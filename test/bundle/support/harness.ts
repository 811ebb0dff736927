import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { bundleOf } from '../../../devkit/bundle/archives.ts';
import type { FixtureEntry } from '../../../devkit/bundle/archives.ts';
import { sendBody, startServer } from '../../../devkit/bundle/bundle-server.ts';
import type { Handler, TestServer } from '../../../devkit/bundle/bundle-server.ts';
import { virtualClock } from '../../../devkit/clock.ts';
import { memoryLog } from '../../../devkit/log.ts';
import type { FetchBundleOptions } from '../../../src/bundle/download/fetch.ts';
import { BundleError } from '../../../src/bundle/errors.ts';
import { createHttpDispatcher } from '../../../src/client/dispatcher.ts';
import type { Bundle } from '../../../src/client/types.ts';

export const SIGNATURE = 'X-Amz-Signature=0123456789abcdefSECRET';

export function bundleAt(link: string, sizeBytes?: number): Bundle {
  return { jobId: 'se_3f9a2c1b8e7d4a06', bundleUrl: link, sizeBytes, expiresAt: '2026-11-21T13:00:00Z' };
}

/** Options for one download into `directory`, with a virtual clock and a remembering log. */
export function downloadOptions(directory: string, bundle: Bundle, overrides: Partial<FetchBundleOptions> = {}) {
  const log = memoryLog();
  const clock = virtualClock();
  const options: FetchBundleOptions = {
    bundle,
    refreshBundle: () => Promise.reject(new Error('refreshBundle was not expected')),
    destination: join(directory, 'out', 'bundle.tar.gz'),
    airgapCheck: 'warn',
    contentCheck: 'warn',
    maxUnpackedBytes: 20 * 1024 ** 3,
    maxEntries: 1_000_000,
    requestTimeoutMs: 5000,
    // The top of each backoff window, so the pauses are known: 1 s, 2 s, 4 s ...
    random: () => 1,
    timeoutMs: 30 * 60_000,
    clock,
    log,
    ...overrides,
  };
  return { options, log, clock };
}

export async function scratchDirectory(): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'bundle-test-'));
  // Retries: on Windows a file a closing stream still holds cannot go for a moment (EBUSY, EPERM, ENOTEMPTY).
  return { path, remove: () => rm(path, { recursive: true, force: true, maxRetries: 5 }) };
}

/** Names in a directory, or [] when it does not exist. */
export async function namesIn(directory: string): Promise<string[]> {
  return readdir(directory).catch(() => []);
}

/**
 * What a test opens (servers, agents, scratch directories), closed after it in reverse order. Call once at a
 * file's top level: it registers the `afterEach` that runs the cleanups.
 */
export function useTestResources() {
  let cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups = [];
  });
  const later = (cleanup: () => Promise<void> | void): void => {
    cleanups.push(async () => cleanup());
  };
  return {
    later,
    serve: async (handler: Handler): Promise<TestServer> => {
      const server = await startServer(handler);
      later(() => server.close());
      return server;
    },
    scratch: async (): Promise<string> => {
      const directory = await scratchDirectory();
      later(() => directory.remove());
      return directory.path;
    },
  };
}

/**
 * One bundle host for a whole test file (registers `beforeAll` and `afterAll`): `serve` packs entries under a
 * name of their own and gives a presigned-looking link to them; a path nothing was served at goes to `otherwise`
 * (404 by default). Also a scratch directory and a direct HTTP agent, both gone after the file.
 */
export function useBundleHost(otherwise: Handler = (_request, response) => response.writeHead(404).end()) {
  const served = new Map<string, Buffer>();
  const http = createHttpDispatcher({ env: {} });
  let server: TestServer | undefined;
  let scratch: { path: string; remove(): Promise<void> } | undefined;
  let counter = 0;
  beforeAll(async () => {
    server = await startServer((request, response, index) => {
      const body = served.get((request.url ?? '').split('?')[0] ?? '');
      if (body) sendBody(request, response, body);
      else otherwise(request, response, index);
    });
    scratch = await scratchDirectory();
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.remove();
    await http.dispatcher.close();
  });
  const started = () => {
    if (!server || !scratch) throw new Error('useBundleHost: call it at the top level of a test file');
    return { server, scratch };
  };
  return {
    http,
    /** The scratch directory's path. */
    scratchPath: () => started().scratch.path,
    /** The server's address of `path` (no signature). */
    link: (path: string) => started().server.link(path),
    async serve(entries: FixtureEntry[], name = `bundle-${++counter}`): Promise<string> {
      served.set(`/${name}.tar.gz`, await bundleOf(entries));
      return `${started().server.link(`/${name}.tar.gz`)}?X-Amz-Expires=600&${SIGNATURE}`;
    },
  };
}

/** The BundleError `promise` rejects with; the test fails when it resolves or rejects with anything else. */
export async function refusal(promise: Promise<unknown>): Promise<BundleError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BundleError);
  return error as BundleError;
}
