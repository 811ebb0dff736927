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
import { KEYS, PROJECTS } from './accounts.ts';
import { AnalyticsData } from './analytics/aggregate.ts';
import { CursorCodec } from './analytics/cursor.ts';
import { registerAnalytics } from './analytics/routes.ts';
import { SearchAnswers } from './analytics/search-answers.ts';
import { REAL_TIME, responseSignal } from './body-writer.ts';
import { BundleCache } from './bundle/cache.ts';
import { loadSite } from './bundle/site.ts';
import { answerOperations } from './control-answers.ts';
import { CONTROL_PREFIX, controlRouter } from './control.ts';
import { DeploymentStore } from './deployments/deployment.ts';
import { registerDeployments } from './deployments/routes.ts';
import type { Emulator, EmulatorOptions } from './emulator-types.ts';
import { faultReply } from './fault-replies.ts';
import { FaultState } from './faults.ts';
import { BodyTooLargeError, errorReply, readBody } from './http.ts';
import { JobStore } from './jobs.ts';
import { pollStats } from './poll-stats.ts';
import { RateLimiter } from './rate-limit.ts';
import type { RecordedRequest } from './recorded-request.ts';
import { describeBody, recordRequest } from './recorder.ts';
import { parseRequestTarget } from './request-target.ts';
import { sendReply } from './respond.ts';
import type { ReplyFaults } from './respond.ts';
import { dispatch, Router } from './router.ts';
import { describeSite, publishChange, setPendingChange } from './site-state/operations.ts';
import type { SiteOperationResult } from './site-state/operations.ts';
import { SiteState } from './site-state/revisions.ts';
import { registerStaticExport } from './static-export/routes.ts';
import { ObjectStore, STORE_PREFIX } from './store.ts';

export type { Emulator, EmulatorOptions, Pace } from './emulator-types.ts';
export type { ArchiveKind, FaultConfig, FaultRule } from './fault-config.ts';
export type { SearchAnswer } from './analytics/search-answers.ts';
export type { PollStats } from './poll-stats.ts';
export type { RecordedRequest } from './recorded-request.ts';
export type { SiteChange } from './site-state/change.ts';
export type { SiteDescription } from './site-state/operations.ts';

function orThrow(result: SiteOperationResult): void {
  if (!result.ok) throw new Error(`invalid site change:\n  ${result.problems.join('\n  ')}`);
}

const MAX_BODY_BYTES = 1024 * 1024;

function formatUrl(address: AddressInfo, host: string): string {
  const wildcard = host === '0.0.0.0' || host === '::';
  const shown = wildcard ? '127.0.0.1' : address.address;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${address.port}`;
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const host = options.host ?? '127.0.0.1';
  const seed = options.seed ?? 42;
  const baseClock = options.now ?? Date.now;
  let clockOffset = 0;
  const now = (): number => baseClock() + clockOffset;
  const pace = options.pace ?? REAL_TIME;
  const ownsStoreDir = options.storeDir === undefined;
  const storeDir = options.storeDir ?? (await mkdtemp(join(tmpdir(), 'docs-emulator-')));
  await mkdir(storeDir, { recursive: true });

  const shutdown = new AbortController();
  const signal = shutdown.signal;
  let url = '';
  const faults = new FaultState(seed, options.faults);
  const limiter = new RateLimiter();
  const requests: RecordedRequest[] = [];
  const siteState = new SiteState(loadSite());
  const store = new ObjectStore({ baseUrl: () => url, now, faults, signal });
  const bundles = new BundleCache(storeDir, signal);
  const answers = new SearchAnswers();
  const analytics = new AnalyticsData(seed, answers);

  const api = new Router();
  registerStaticExport(api, {
    siteState,
    jobs: new JobStore(),
    bundles,
    store,
    faults,
    now,
    jobDurationMs: options.jobDurationMs ?? 8000,
    linkTtlSeconds: options.linkTtlSeconds ?? 604_800,
  });
  registerDeployments(api, {
    deployments: new DeploymentStore(),
    siteState,
    faults,
    now,
    durationMs: options.deploymentDurationMs ?? 12_000,
  });
  const searchAnswers = answerOperations(analytics, answers);
  registerAnalytics(api, { data: analytics, cursors: new CursorCodec(seed), limiter, faults, now });
  const control = controlRouter({
    url: () => url,
    faults,
    limiter,
    requests,
    siteState,
    answers: searchAnswers,
    now,
    advanceClock: (ms) => {
      clockOffset += ms;
    },
  });

  async function handleControl(req: IncomingMessage, res: ServerResponse, target: URL): Promise<void> {
    const body = await readBody(req, MAX_BODY_BYTES);
    await sendReply(res, await dispatch(control, req, target, body), {}, signal);
  }

  async function handleService(
    req: IncomingMessage,
    res: ServerResponse,
    target: URL,
    record: RecordedRequest,
  ): Promise<void> {
    const method = req.method ?? 'GET';
    let body: Buffer;
    try {
      body = await readBody(req, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        return sendReply(res, errorReply(413, 'Request body is too large'), {}, signal);
      throw error;
    }
    const described = describeBody(body);
    if (described !== undefined) record.body = described;

    const isStore = target.pathname.startsWith(STORE_PREFIX);
    // The object store's waits stay real: its client, the download process, runs on real time.
    const wait = isStore ? REAL_TIME : pace;
    const decision = faults.decide(method, target.pathname);
    if (decision.delayMs > 0) {
      const held = responseSignal(res, signal);
      await wait.sleep(decision.delayMs, held);
      if (held.aborted) return;
    }
    if (decision.reset) {
      req.socket.destroy();
      return;
    }
    const replyFaults: ReplyFaults = {};
    if (decision.bytesPerSecond !== undefined) replyFaults.bytesPerSecond = decision.bytesPerSecond;
    if (decision.respond) {
      const { status, body: kind, retryAfter } = decision.respond;
      return sendReply(res, faultReply(status, kind, retryAfter, isStore ? 'store' : 'api'), replyFaults, signal, wait);
    }
    if (isStore) return store.handle(req, res, target.pathname, target.searchParams, replyFaults);

    res.setHeader('x-request-id', `req_${randomBytes(8).toString('hex')}`);
    const reply = await dispatch(api, req, target, body);
    if (decision.truncateJson && reply.json !== undefined) replyFaults.truncate = true;
    await sendReply(res, reply, replyFaults, signal, pace);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const parsed = parseRequestTarget(req.url);
    if (!parsed)
      return sendReply(res, errorReply(400, 'Bad request target: expected /path or http://host/path'), {}, signal);
    const target = parsed.url;
    if (target.pathname === CONTROL_PREFIX || target.pathname.startsWith(`${CONTROL_PREFIX}/`)) {
      return handleControl(req, res, target);
    }
    const record = recordRequest(req, parsed, now(), requests);
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
    pollStats: () => pollStats(requests),
    site: () => describeSite(siteState, now()),
    setPendingSiteChange: (change) => orThrow(setPendingChange(siteState, change, now())),
    publishSiteChange: (change) => orThrow(publishChange(siteState, change, now())),
    answerSearch(answer) {
      const result = searchAnswers.set(answer);
      if (!result.ok) throw new Error(`invalid search answer:\n  ${result.problems.join('\n  ')}`);
    },
    searchAnswers: () => searchAnswers.list(),
    clearSearchAnswers: () => searchAnswers.clear(),
    close: () => {
      closing ??= (async () => {
        shutdown.abort();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await closed;
        await bundles.settle();
        // A bundle's read stream may close just after its connection (Windows refuses to remove it until then).
        if (ownsStoreDir) await rm(storeDir, { recursive: true, force: true, maxRetries: 5 });
      })();
      return closing;
    },
  };
}
