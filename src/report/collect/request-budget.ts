// The analytics request budget of one run, and the one way an analytics call spends it. The service's
// 100 requests an hour are shared by every tool of the organization, so a report spends at most what
// the user allowed; a 429 is waited out here (not in the client) only while its Retry-After is short.
// A request counts as the service counts it: once its bytes may have reached the service (a timeout or a
// broken connection after sending still counts), not when it failed before a connection was made. When
// unsure it counts, so requests-used may exceed the service's count by such an attempt, never fall below it.
import { ANALYTICS_REQUESTS_PER_HOUR } from '../../client/quota.ts';
import { ServiceError } from '../../client/types.ts';
import type { CallOptions } from '../../client/types.ts';
import type { Clock } from '../../util/clock.ts';
import { ActionError, OperationError } from '../../util/errors.ts';
import { formatDuration } from '../../util/format.ts';
import type { Log } from '../../util/log.ts';
import { retryWithPolicy } from '../../util/retry.ts';
import type { RetryPolicy } from '../../util/retry.ts';

/** Thrown instead of making a request the budget cannot cover. */
export class BudgetExhausted extends ActionError {
  readonly kind = 'service';
  /** What the refused request was for, e.g. "visitors page 3 of 2026-11-14 to 2026-11-20, 7 days". */
  readonly refused: string;
  readonly limit: number;
  constructor(refused: string, limit: number) {
    super(
      `the request budget of ${limit} analytics requests is spent: ${refused} was not fetched (raise request-budget to fetch it)`,
    );
    this.name = 'BudgetExhausted';
    this.refused = refused;
    this.limit = limit;
  }
}

export class RequestBudget {
  readonly limit: number;
  #used = 0;

  constructor(limit: number) {
    if (!Number.isInteger(limit) || limit < 0)
      throw new OperationError(`internal error: a request budget is a whole number >= 0, not ${limit}`);
    this.limit = limit;
  }

  get used(): number {
    return this.#used;
  }

  get remaining(): number {
    return this.limit - this.#used;
  }

  /**
   * Counts one request about to be sent; throws BudgetExhausted (counting nothing) when none is left. Counted
   * before it is sent, so that concurrent requests can never together pass the limit.
   */
  take(what: string): void {
    if (this.#used >= this.limit) throw new BudgetExhausted(what, this.limit);
    this.#used += 1;
  }

  /**
   * Takes back one request `take` counted that certainly never reached the service (it failed before a
   * connection was made): the service did not count it against the organization's quota either.
   */
  giveBack(): void {
    if (this.#used > 0) this.#used -= 1;
  }
}

/** A 429 whose Retry-After is longer than the run may wait: the organization's quota is spent for now. */
export class AnalyticsQuotaSpent extends ActionError {
  readonly kind = 'service';
  /** When the service said to try again (ms since the epoch); undefined without a Retry-After. */
  readonly retryAt?: number;
  readonly retryAfterMs?: number;
  constructor(retryAfterMs: number | undefined, now: number, maxWaitMs: number, cause?: unknown) {
    const retryAt = retryAfterMs === undefined ? undefined : now + retryAfterMs;
    const when =
      retryAt === undefined
        ? 'The service did not say when to retry (no Retry-After); run the report again later in the hour.'
        : `The service asks to retry after ${utcTime(retryAt)} (in ${formatDuration(retryAfterMs ?? 0)}), longer than max-rate-limit-wait (${formatDuration(maxWaitMs)}). ` +
          `Run the report again after ${utcTime(retryAt)}, or raise max-rate-limit-wait.`;
    super(
      `The organization's hourly analytics quota is spent (${ANALYTICS_REQUESTS_PER_HOUR} requests an hour, shared by every tool of the organization that calls the analytics API). ${when}`,
      { cause },
    );
    this.name = 'AnalyticsQuotaSpent';
    this.retryAt = retryAt;
    this.retryAfterMs = retryAfterMs;
  }
}

export interface BudgetedCallContext {
  budget: RequestBudget;
  maxRateLimitWaitMs: number;
  clock: Clock;
  log: Log;
}

/**
 * Runs `call` with options that charge the budget before every attempt (the client's own retries
 * included), give it back for an attempt that failed before connecting, and keep the client from waiting
 * on a 429 itself; the 429 is waited out here, in the one
 * retry loop, while its Retry-After is within `maxRateLimitWaitMs` (the budget bounds the attempts).
 * Throws BudgetExhausted before a request the budget cannot cover, AnalyticsQuotaSpent on a 429 too
 * long to wait for or without a Retry-After, other errors as they come.
 */
export async function callWithinBudget<T>(
  what: string,
  call: (options: CallOptions) => Promise<T>,
  context: BudgetedCallContext,
): Promise<T> {
  const { budget, clock, log, maxRateLimitWaitMs } = context;
  const policy: RetryPolicy = {
    maxAttempts: Number.POSITIVE_INFINITY,
    baseDelayMs: 0,
    maxDelayMs: 0,
    maxRetryAfterMs: maxRateLimitWaitMs,
    maxTotalMs: Number.POSITIVE_INFINITY,
  };
  return retryWithPolicy<T, ServiceError>({
    policy,
    clock,
    attempt: async () => {
      let refused: BudgetExhausted | undefined;
      const beforeAttempt = () => {
        try {
          budget.take(what);
        } catch (error) {
          if (error instanceof BudgetExhausted) refused = error;
          throw error;
        }
      };
      try {
        const afterUnsentAttempt = () => budget.giveBack();
        return { ok: true, value: await call({ beforeAttempt, afterUnsentAttempt, maxRetryAfterMs: 0 }) };
      } catch (error) {
        // The client may wrap what beforeAttempt threw; the budget's refusal is what happened.
        if (refused) throw refused;
        if (error instanceof ServiceError && error.reason === 'rate-limited') return { ok: false, failure: error };
        throw error;
      }
    },
    // Without a Retry-After there is no telling when the hourly quota comes back: no guessing.
    classify: (failure) => ({ retryable: failure.retryAfterMs !== undefined, retryAfterMs: failure.retryAfterMs }),
    onRetry: (_failure, retry) =>
      log.info(
        `Analytics rate limit (429) on ${what}: waiting ${formatDuration(retry.delayMs)} as Retry-After asks, then trying again (requests ${budget.used}/${budget.limit})`,
      ),
    giveUp: (failure) => new AnalyticsQuotaSpent(failure.retryAfterMs, clock.now(), maxRateLimitWaitMs, failure),
  });
}

/** `2026-11-21T13:05:00Z`, rounded up: never a moment before the service's own time. */
function utcTime(ms: number): string {
  return new Date(Math.ceil(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}
