// The analytics endpoints: visitors and feedback by page, behind the shared rate limit.
import { findProject } from '../accounts.ts';
import type { Organization } from '../accounts.ts';
import { authenticate } from '../auth.ts';
import type { FaultState } from '../faults.ts';
import { errorReply, jsonReply } from '../http.ts';
import type { Reply } from '../http.ts';
import type { RateLimiter } from '../rate-limit.ts';
import type { RouteContext, Router } from '../router.ts';
import { dayIndex } from '../time.ts';
import type { AnalyticsData } from './aggregate.ts';
import { parseFeedbackQuery, parseVisitorsQuery } from './validate.ts';

export interface AnalyticsDeps {
  data: AnalyticsData;
  limiter: RateLimiter;
  faults: FaultState;
  now: () => number;
}

type Endpoint = (ctx: RouteContext, org: Organization, headers: Record<string, string>) => Reply;

export function registerAnalytics(router: Router, deps: AnalyticsDeps): void {
  /** Authentication, then the quota (every authenticated request counts, even one that ends in 400 or 404). */
  const guarded =
    (endpoint: Endpoint) =>
    (ctx: RouteContext): Reply => {
      const auth = authenticate(ctx.req.headers.authorization);
      if (!auth.ok) return auth.reply;
      const limit = deps.faults.config.rateLimitPerHour;
      const quota = deps.limiter.take(auth.org.id, deps.now(), limit);
      const headers = {
        'x-ratelimit-limit': String(quota.limit),
        'x-ratelimit-remaining': String(quota.remaining),
        'x-ratelimit-reset': String(quota.resetAt),
      };
      if (!quota.allowed) {
        return errorReply(429, `Rate limit exceeded: ${limit} requests per hour per organization`, undefined, {
          ...headers,
          'retry-after': String(quota.retryAfterSeconds),
        });
      }
      return endpoint(ctx, auth.org, headers);
    };

  const projectNotFound = (id: string, headers: Record<string, string>): Reply =>
    errorReply(404, `Project ${id} not found`, undefined, headers);
  const invalid = (problems: string[], headers: Record<string, string>): Reply =>
    errorReply(400, 'Invalid query parameters', problems, headers);

  router.add(
    'GET',
    '/v1/analytics/:projectId/visitors',
    guarded((ctx, org, headers) => {
      const projectId = ctx.params.projectId ?? '';
      const project = findProject(org.id, projectId);
      if (!project) return projectNotFound(projectId, headers);
      const query = parseVisitorsQuery(ctx.url.searchParams, dayIndex(deps.now()));
      if (!query.ok) return invalid(query.problems, headers);
      const { firstDay, endDay, limit, offset } = query.value;
      const { totals, rows } = deps.data.visitors(project, firstDay, endDay);
      return jsonReply(
        200,
        { totals, visitors: rows.slice(offset, offset + limit), hasMore: offset + limit < rows.length },
        headers,
      );
    }),
  );

  router.add(
    'GET',
    '/v1/analytics/:projectId/feedback/by-page',
    guarded((ctx, org, headers) => {
      const projectId = ctx.params.projectId ?? '';
      const project = findProject(org.id, projectId);
      if (!project) return projectNotFound(projectId, headers);
      const query = parseFeedbackQuery(ctx.url.searchParams, dayIndex(deps.now()));
      if (!query.ok) return invalid(query.problems, headers);
      const { firstDay, endDay, limit, source, statuses } = query.value;
      const filter = { ...(source ? { source } : {}), ...(statuses ? { statuses } : {}) };
      const rows = deps.data.feedback(project, firstDay, endDay, filter);
      return jsonReply(200, { feedback: rows.slice(0, limit), hasMore: rows.length > limit }, headers);
    }),
  );
}
