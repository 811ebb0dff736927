// The control API under /_emulator: no authentication, not logged, not rate limited.
// Tests, child processes and people at a terminal use it to read keys and set faults.
import { allProjects, findOrganization, KEYS } from './accounts.ts';
import { projectFeatures, projectReadings } from './analytics/features.ts';
import { registerAnswerControl } from './control-answers.ts';
import type { AnswerOperations } from './control-answers.ts';
import { registerSiteControl } from './control-site.ts';
import { parseFaultPatch } from './fault-schema.ts';
import type { FaultState } from './faults.ts';
import { errorReply, jsonReply } from './http.ts';
import { pollStats } from './poll-stats.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { RecordedRequest } from './recorded-request.ts';
import { Router } from './router.ts';
import type { SiteState } from './site-state/revisions.ts';
import { rfc3339 } from './time.ts';

export const CONTROL_PREFIX = '/_emulator';

export interface ControlDeps {
  url: () => string;
  faults: FaultState;
  limiter: RateLimiter;
  requests: RecordedRequest[];
  siteState: SiteState;
  /** Fixes published for search terms (`/answers`). */
  answers: AnswerOperations;
  now: () => number;
  /** Moves the emulator clock forward (for link expiry and job progress in child processes). */
  advanceClock: (ms: number) => void;
}

function parseBody(raw: Buffer): unknown {
  if (raw.length === 0) return {};
  return JSON.parse(raw.toString('utf8')) as unknown;
}

export function controlRouter(deps: ControlDeps): Router {
  const router = new Router();

  router.add('GET', CONTROL_PREFIX, () =>
    jsonReply(200, {
      url: deps.url(),
      apiUrl: `${deps.url()}/v1`,
      now: rfc3339(deps.now()),
      keys: KEYS,
      projects: allProjects().map((p) => ({
        id: p.id,
        organization: p.orgId,
        enterprise: findOrganization(p.orgId)?.enterprise ?? false,
        pages: p.pageCount,
        features: projectFeatures(p, deps.faults.config),
        readings: projectReadings(p, deps.faults.config),
      })),
      faults: deps.faults.config,
      rulesRemaining: deps.faults.rulesRemaining(),
      countedRemaining: deps.faults.countedRemaining(),
      searchAnswers: deps.answers.list(),
    }),
  );

  router.add('POST', `${CONTROL_PREFIX}/faults`, (ctx) => {
    let body: unknown;
    try {
      body = parseBody(ctx.body);
    } catch {
      return errorReply(400, 'Body must be a JSON object of fault settings');
    }
    const parsed = parseFaultPatch(body);
    if (!parsed.ok) return errorReply(400, 'Invalid fault settings', parsed.problems);
    deps.faults.merge(parsed.patch);
    return jsonReply(200, deps.faults.config);
  });

  router.add('POST', `${CONTROL_PREFIX}/reset`, () => {
    deps.faults.reset();
    deps.limiter.reset();
    deps.requests.length = 0;
    return jsonReply(200, deps.faults.config);
  });

  router.add('GET', `${CONTROL_PREFIX}/requests`, () => jsonReply(200, deps.requests));

  router.add('DELETE', `${CONTROL_PREFIX}/requests`, () => {
    deps.requests.length = 0;
    return jsonReply(200, []);
  });

  router.add('GET', `${CONTROL_PREFIX}/stats`, () => jsonReply(200, { polls: pollStats(deps.requests) }));

  registerSiteControl(router, CONTROL_PREFIX, deps.siteState, deps.now);
  registerAnswerControl(router, CONTROL_PREFIX, deps.answers);

  router.add('POST', `${CONTROL_PREFIX}/clock`, (ctx) => {
    let body: unknown;
    try {
      body = parseBody(ctx.body);
    } catch {
      return errorReply(400, 'Body must be JSON: {"advanceSeconds": n}');
    }
    const seconds = (body as { advanceSeconds?: unknown }).advanceSeconds;
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) {
      return errorReply(400, 'advanceSeconds must be a number >= 0 (the clock only moves forward)');
    }
    deps.advanceClock(seconds * 1000);
    return jsonReply(200, { now: rfc3339(deps.now()) });
  });

  return router;
}
