// The emulator of the documentation service: one node:http server with the REST API
// (/v1/...), the object store behind bundle links (/_store/...) and the control API
// (/_emulator...). See emulator/README.md.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { KEYS, PROJECTS } from './accounts.ts';
import { AnalyticsData } from './analytics/aggregate.ts';
import { registerAnalytics } from './analytics/routes.ts';
import { BundleCache } from './bundle/cache.ts';
import { loadSite } from './bundle/site.ts';
import { CONTROL_PREFIX, controlRouter } from './control.ts';
import { faultReply } from './fault-replies.ts';
import { FaultState } from './faults.ts';
import type { FaultConfig } from './faults.ts';
import { BodyTooLargeError, errorReply, queryObject, readBody } from './http.ts';
import { JobStore } from './jobs.ts';
import { RateLimiter } from './rate-limit.ts';
import { describeBody } from './recorder.ts';
import type { RecordedRequest } from './recorder.ts';
import { sendReply } from './respond.ts';
import type { ReplyFaults } from './respond.ts';
import { dispatch, Router } from './router.ts';
import { registerStaticExport } from './static-export/routes.ts';
import { ObjectStore, STORE_PREFIX } from './store.ts';

export type { ArchiveKind, FaultConfig, FaultRule } from './faults.ts';
export type { RecordedRequest } from './recorder.ts';

export interface EmulatorOptions {
  /** 0 = a free port (default 0). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Clock in ms (default Date.now): jobs, links, the rate limit and "today" of the data set use it. */
  now?: () => number;
  /** Data set seed (default 42). */
  seed?: number;
  /** Time from queued to completed (default 8000). */
  jobDurationMs?: number;
  /** Presigned link lifetime (default 604800: 7 days, S3's maximum). */
  linkTtlSeconds?: number;
  /** Where bundles are written (default: a fresh directory under os.tmpdir(), removed on close). */
  storeDir?: string;
  faults?: Partial<FaultConfig>;
}

export interface Emulator {
  /** e.g. http://127.0.0.1:43121 (no trailing slash, no /v1). */
  url: string;
  /** demo: org "acme" (Enterprise); demoSecondary: another key of acme; starter: no Enterprise; revoked: 401; other: another org. */
  keys: { demo: string; starter: string; revoked: string; other: string; demoSecondary: string };
  projects: { demo: string; large: string; starter: string };
  /** Merges into the current fault configuration. */
  setFaults(f: Partial<FaultConfig>): void;
  resetFaults(): void;
  /** Every API and store request, in arrival order (control API requests excluded). */
  requests: RecordedRequest[];
  clearRequests(): void;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;

function formatUrl(address: AddressInfo, host: string): string {
  const wildcard = host === '0.0.0.0' || host === '::';
  const shown = wildcard ? '127.0.0.1' : address.address;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${address.port}`;
}

/** The request target as a URL; keeps `//` in paths (a client bug the service would 404). */
function requestUrl(req: IncomingMessage): URL {
  const target = req.url ?? '/';
  return new URL(target.startsWith('/') ? `http://emulator${target}` : target);
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const host = options.host ?? '127.0.0.1';
  const seed = options.seed ?? 42;
  const baseClock = options.now ?? Date.now;
  let clockOffset = 0;
  const now = (): number => baseClock() + clockOffset;
  const ownsStoreDir = options.storeDir === undefined;
  const storeDir = options.storeDir ?? (await mkdtemp(join(tmpdir(), 'docs-emulator-')));
  await mkdir(storeDir, { recursive: true });

  const shutdown = new AbortController();
  const signal = shutdown.signal;
  let url = '';
  const faults = new FaultState(seed, options.faults);
  const limiter = new RateLimiter();
  const requests: RecordedRequest[] = [];
  const site = loadSite();
  const store = new ObjectStore({ baseUrl: () => url, now, faults, signal });
  const bundles = new BundleCache(storeDir, site, signal);

  const api = new Router();
  registerStaticExport(api, {
    site,
    jobs: new JobStore(),
    bundles,
    store,
    faults,
    now,
    jobDurationMs: options.jobDurationMs ?? 8000,
    linkTtlSeconds: options.linkTtlSeconds ?? 604_800,
  });
  registerAnalytics(api, { data: new AnalyticsData(seed), limiter, faults, now });
  const control = controlRouter({
    url: () => url,
    faults,
    limiter,
    requests,
    now,
    advanceClock: (ms) => {
      clockOffset += ms;
    },
  });

  async function handleControl(req: IncomingMessage, res: ServerResponse, target: URL): Promise<void> {
    const body = await readBody(req, MAX_BODY_BYTES);
    await sendReply(res, await dispatch(control, req, target, body), {}, signal);
  }

  async function handleService(req: IncomingMessage, res: ServerResponse, target: URL, record: RecordedRequest): Promise<void> {
    const method = req.method ?? 'GET';
    let body: Buffer;
    try {
      body = await readBody(req, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendReply(res, errorReply(413, 'Request body is too large'), {}, signal);
      throw error;
    }
    const described = describeBody(body);
    if (described !== undefined) record.body = described;

    const isStore = target.pathname.startsWith(STORE_PREFIX);
    const decision = faults.decide(method, target.pathname);
    if (decision.delayMs > 0) await sleep(decision.delayMs, undefined, { signal });
    if (decision.reset) {
      req.socket.destroy();
      return;
    }
    const replyFaults: ReplyFaults = {};
    if (decision.bytesPerSecond !== undefined) replyFaults.bytesPerSecond = decision.bytesPerSecond;
    if (decision.respond) {
      const { status, body: kind, retryAfter } = decision.respond;
      return sendReply(res, faultReply(status, kind, retryAfter, isStore ? 'store' : 'api'), replyFaults, signal);
    }
    if (isStore) return store.handle(req, res, target.pathname, target.searchParams, replyFaults);

    res.setHeader('x-request-id', `req_${randomBytes(8).toString('hex')}`);
    const reply = await dispatch(api, req, target, body);
    if (decision.truncateJson && reply.json !== undefined) replyFaults.truncate = true;
    await sendReply(res, reply, replyFaults, signal);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = requestUrl(req);
    if (target.pathname === CONTROL_PREFIX || target.pathname.startsWith(`${CONTROL_PREFIX}/`)) {
      return handleControl(req, res, target);
    }
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path: target.pathname,
      query: queryObject(target.searchParams),
      status: 0,
      authorization: req.headers.authorization !== undefined,
    };
    requests.push(record);
    res.on('close', () => {
      record.status = res.headersSent ? res.statusCode : 0;
    });
    return handleService(req, res, target, record);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (signal.aborted) return;
      console.error('emulator: request failed:', error);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: 'Internal server error' }));
      } else {
        res.destroy();
      }
    });
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    shutdown.abort();
    if (ownsStoreDir) await rm(storeDir, { recursive: true, force: true });
    throw error;
  }
  url = formatUrl(server.address() as AddressInfo, host);

  let closing: Promise<void> | undefined;
  return {
    url,
    keys: { ...KEYS },
    projects: { ...PROJECTS },
    setFaults: (patch) => faults.merge(patch),
    resetFaults: () => faults.reset(),
    requests,
    clearRequests: () => {
      requests.length = 0;
    },
    close: () => {
      closing ??= (async () => {
        shutdown.abort();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await closed;
        await bundles.settle();
        if (ownsStoreDir) await rm(storeDir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}
