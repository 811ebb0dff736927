// The analytics guard: bearer authentication, then the organization's shared hourly quota,
// in front of every analytics endpoint; and the error answers they share.
import type { Organization } from '../accounts.ts';
import { authenticate } from '../auth.ts';
import type { FaultState } from '../faults.ts';
import { errorReply } from '../http.ts';
import type { Reply } from '../http.ts';
import type { RateLimiter } from '../rate-limit.ts';
import type { RouteContext } from '../router.ts';
import type { AnalyticsData } from './aggregate.ts';
import type { CursorCodec } from './cursor.ts';

export interface AnalyticsDeps {
  data: AnalyticsData;
  cursors: CursorCodec;
  limiter: RateLimiter;
  faults: FaultState;
  now: () => number;
}

export type Endpoint = (ctx: RouteContext, org: Organization, headers: Record<string, string>) => Reply;

/** Authentication, then the quota (every authenticated request counts, even one that ends in 400 or 404). */
export function guard(deps: AnalyticsDeps): (endpoint: Endpoint) => (ctx: RouteContext) => Reply {
  return (endpoint) =>
    (ctx): Reply => {
      const auth = authenticate(ctx.req);
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
}

export const projectNotFound = (id: string, headers: Record<string, string>): Reply =>
  errorReply(404, `Project ${id} not found`, undefined, headers);
export const invalidQuery = (problems: string[], headers: Record<string, string>): Reply =>
  errorReply(400, 'Invalid query parameters', problems, headers);
