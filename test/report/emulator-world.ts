// The report's further analytics over real HTTP: the real client against the service emulator on
// the emulator's test clock, optionally through a tap that rewrites answers (to plant a reader's
// contact address in every feedback entry, or to cut a body in half).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { virtualClock } from '../../devkit/clock.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { memoryLog } from '../../devkit/log.ts';
import { startEmulator } from '../../emulator/server.ts';
import type { Emulator } from '../../emulator/server.ts';
import { createServiceClient } from '../../src/client/service.ts';
import type { ServiceClient } from '../../src/client/types.ts';
import { gatherAnalytics } from '../../src/report/collect/gather.ts';
import type { EarlierData } from '../../src/report/collect/gather.ts';
import type { CollectedReport } from '../../src/report/collect/period-data.ts';
import { RequestBudget } from '../../src/report/collect/request-budget.ts';
import { DEFAULT_THRESHOLDS } from '../../src/report/model/build.ts';
import { precedingPeriod, resolvePeriod } from '../../src/report/period.ts';
import type { Period } from '../../src/report/period.ts';
import type { ReportSection } from '../../src/settings/types.ts';
import { filesIn, REPOSITORY } from './harness.ts';

/** The emulator's test clock: Wednesday 2025-03-12 10:00 UTC; last-7-days is 2025-03-05 to 2025-03-12. */
export const NOW = Date.parse('2025-03-12T10:00:00Z');
export const ALL_SECTIONS: ReportSection[] = ['traffic', 'feedback', 'searches', 'assistant', 'views', 'comments'];
/** Planted in every feedback entry's `contact` by the tap: it must reach no surface. */
export const PLANTED_CONTACT = 'planted.reader+leak@example.org';

export interface Tapped {
  url: string;
  /** Rewrites the JSON body of a 200 answer to `path` (query string left out). */
  rewrite?: (path: string, body: Record<string, unknown>) => Record<string, unknown>;
  /** Answers instead of the emulator when it returns a body; called once per request. */
  intercept?: (path: string, index: number) => { status: number; body: string } | undefined;
  close(): Promise<void>;
}

/** A forwarding server in front of the emulator that may rewrite what it answers. */
export async function tap(target: string): Promise<Tapped> {
  let index = 0;
  const state: Tapped = { url: '', close: () => Promise.resolve() };
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const intercepted = state.intercept?.(path, index++);
    if (intercepted) {
      res.writeHead(intercepted.status, { 'content-type': 'application/json' }).end(intercepted.body);
      return;
    }
    const forward = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.concat(chunks).toString('utf8');
          if (answer.statusCode === 200 && state.rewrite)
            body = JSON.stringify(state.rewrite(path, JSON.parse(body) as Record<string, unknown>));
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers['transfer-encoding'];
          res.writeHead(answer.statusCode ?? 502, headers).end(body);
        });
      },
    );
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}

/** Every feedback entry gets the planted contact address, as a contextual entry may carry one. */
export function plantContact(path: string, body: Record<string, unknown>): Record<string, unknown> {
  if (!path.endsWith('/feedback') || !Array.isArray(body.feedback)) return body;
  return {
    ...body,
    feedback: (body.feedback as Record<string, unknown>[]).map((entry) => ({ ...entry, contact: PLANTED_CONTACT })),
  };
}

export interface World {
  emulator: Emulator;
  clock: ReturnType<typeof virtualClock>;
  close(): Promise<void>;
}

export async function startWorld(): Promise<World> {
  const clock = virtualClock(NOW);
  const emulator = await startEmulator({ port: 0, now: () => clock.now() });
  return { emulator, clock, close: () => emulator.close() };
}

export function client(world: World, apiUrl = world.emulator.url): ServiceClient {
  return createServiceClient({
    apiUrl,
    apiKey: world.emulator.keys.demo,
    requestTimeoutMs: 10_000,
    clock: world.clock,
    log: memoryLog(),
    random: () => 0,
  });
}

export interface Gathered {
  collected: CollectedReport;
  log: ReturnType<typeof memoryLog>;
  budget: RequestBudget;
}

/** Collects last-7-days of `projectId` (and its comparison when `compare`) as runReport does. */
export async function gather(
  world: World,
  options: {
    projectId: string;
    budget: number;
    sections?: ReportSection[];
    compare?: boolean;
    service?: ServiceClient;
    feedbackStatus?: string[];
    /** Default: the last 7 days before NOW. */
    period?: Period;
    /** An earlier report's data holding the comparison (implies `compare`). */
    earlier?: EarlierData;
  },
): Promise<Gathered> {
  const log = memoryLog();
  const budget = new RequestBudget(options.budget);
  const period = options.period ?? resolvePeriod({ period: 'last-7-days' }, NOW);
  const collected = await gatherAnalytics({
    period,
    comparisonPeriod: options.compare || options.earlier ? precedingPeriod(period) : undefined,
    ...(options.earlier && { earlier: options.earlier }),
    budget,
    collect: {
      service: options.service ?? client(world),
      projectId: options.projectId,
      feedbackStatus: options.feedbackStatus ?? [],
      sections: options.sections ?? ALL_SECTIONS,
      budget,
      searchGapMinimum: DEFAULT_THRESHOLDS.contentGapMinimumHits,
      maxRateLimitWaitMs: 120_000,
      clock: world.clock,
      log,
    },
  });
  return { collected, log, budget };
}

/** What a published report run left, as the surface checks read it. */
export interface SurfacedRun {
  summaries: string[];
  log: { text(): string };
  /** The service client's own log. */
  clientLog: { text(): string };
  outputs: unknown;
  failure: unknown;
  /** The report directory. */
  dir: string;
}

/**
 * Every surface of a report run, as text: the summary, the action's and the client's log, the outputs, the error,
 * every body sent to the GitHub fake, the issues as they stand (task issues too), the comments on them (the
 * sticky report comment), and each file written.
 */
export function surfacesOf(run: SurfacedRun, fake: GitHubFake): Record<string, string> {
  return {
    summary: run.summaries.join('\n'),
    log: `${run.log.text()}\n${run.clientLog.text()}`,
    outputs: JSON.stringify(run.outputs),
    error:
      run.failure instanceof Error
        ? `${run.failure.message}\n${run.failure.stack ?? ''}`
        : JSON.stringify(run.failure ?? ''),
    github: fake.requests.map((r) => JSON.stringify(r.body ?? '')).join('\n'),
    issues: fake
      .issues(REPOSITORY)
      .map((i) => `${i.title}\n${i.body}`)
      .join('\n'),
    comments: fake
      .issues(REPOSITORY)
      .flatMap((i) => fake.comments(REPOSITORY, i.number).map((c) => c.body))
      .join('\n'),
    ...Object.fromEntries(Object.entries(filesIn(run.dir)).map(([name, text]) => [`file ${name}`, text])),
  };
}
