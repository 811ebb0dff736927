/** When to try a failed call again and how long to wait first. Pure: randomness comes in as an argument. */

export interface RetryPolicy {
  /** Attempts in all, the first one included. */
  maxAttempts: number;
  /** Backoff ceiling of the first retry; it doubles with each retry up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Longest `Retry-After` obeyed; a longer one ends the call with the error. */
  maxRetryAfterMs: number;
  /** Longest time, from the first attempt, that a call may spend before a retry starts. */
  maxTotalMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 60_000,
  maxTotalMs: 180_000,
};

/**
 * Full jitter: a uniform delay in [0, min(maxDelay, base * 2^retryIndex)). Spreading retries over the
 * whole window keeps a matrix of jobs that failed together from retrying together.
 */
export function backoffDelayMs(retryIndex: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retryIndex);
  const draw = Math.min(Math.max(random(), 0), 1);
  return Math.min(Math.floor(draw * ceiling), ceiling);
}

/** Server statuses worth another attempt: throttling and passing server trouble (not 501/505, which stay). */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status <= 599 && status !== 501 && status !== 505);
}

export interface FailedAttempt {
  /** 1-based number of the attempt that just failed. */
  attempt: number;
  retryable: boolean;
  /** From the response's `Retry-After`, when it had one. */
  retryAfterMs?: number;
  /** Time since the first attempt started. */
  elapsedMs: number;
}

export type RetryDecision =
  | { action: 'retry'; delayMs: number; basis: 'retry-after' | 'backoff' }
  | { action: 'stop'; reason: 'not-retryable' | 'attempts' | 'retry-after-too-long' | 'time-limit' };

export function decideRetry(
  failed: FailedAttempt,
  policy: RetryPolicy,
  random: () => number,
  maxRetryAfterMs: number = policy.maxRetryAfterMs,
): RetryDecision {
  if (!failed.retryable) return { action: 'stop', reason: 'not-retryable' };
  if (failed.attempt >= policy.maxAttempts) return { action: 'stop', reason: 'attempts' };
  if (failed.retryAfterMs !== undefined && failed.retryAfterMs > maxRetryAfterMs) {
    return { action: 'stop', reason: 'retry-after-too-long' };
  }
  const delayMs = failed.retryAfterMs ?? backoffDelayMs(failed.attempt - 1, policy, random);
  // A caller that accepts long Retry-After waits has accepted a call that long too.
  const limitMs = Math.max(policy.maxTotalMs, maxRetryAfterMs);
  if (failed.elapsedMs + delayMs > limitMs) return { action: 'stop', reason: 'time-limit' };
  return { action: 'retry', delayMs, basis: failed.retryAfterMs === undefined ? 'backoff' : 'retry-after' };
}
