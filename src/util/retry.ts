import type { Clock } from './clock.ts';

/**
 * When to try a failed request again and how long to wait first: the one formula of every retry loop.
 * The decisions are pure (randomness and time come in as arguments); `retryWithPolicy` is the loop around them.
 */

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

/**
 * `Retry-After` as a delay in milliseconds from `nowMs`: either delta-seconds or an HTTP date.
 * Undefined when absent or unreadable (the caller falls back to its own backoff); a date in the
 * past is a delay of 0.
 */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  // Checked before Date.parse, which would happily read "120" as a year.
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  // An HTTP date names a weekday or month; this keeps stray numbers and words out of Date.parse.
  if (!/[a-z]{3}/i.test(text) || !/\d/.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}

/** What one attempt gave: a value, or a failure the loop classifies. */
export type AttemptOutcome<T, F> = { ok: true; value: T } | { ok: false; failure: F };

/** Runs `run` and turns what it throws into a failure outcome, for loops whose attempts throw. */
export async function settle<T>(run: () => Promise<T>): Promise<AttemptOutcome<T, unknown>> {
  try {
    return { ok: true, value: await run() };
  } catch (failure) {
    return { ok: false, failure };
  }
}

export type StopDecision = Extract<RetryDecision, { action: 'stop' }>;

export interface RetryLoop<T, F> {
  /** One attempt (1-based number). What it throws ends the loop at once; failures worth judging are returned. */
  attempt(attempt: number): Promise<AttemptOutcome<T, F>>;
  /** Whether a failure is worth another attempt, and the wait the server asked for (`Retry-After`). */
  classify(failure: F, attempt: number): { retryable: boolean; retryAfterMs?: number };
  policy: RetryPolicy;
  clock: Clock;
  /** Defaults to Math.random; tests pass a fixed source. */
  random?: () => number;
  /** Longest `Retry-After` obeyed (defaults to the policy's). */
  maxRetryAfterMs?: number;
  signal?: AbortSignal;
  /** Called before each wait, e.g. for a log line. */
  onRetry?(failure: F, retry: { attempt: number; delayMs: number; basis: 'retry-after' | 'backoff' }): void;
  /** What to throw when the loop stops (defaults to the failure itself). */
  giveUp?(
    failure: F,
    stop: {
      decision: StopDecision;
      attempt: number;
      elapsedMs: number;
      retryAfterMs?: number;
      maxRetryAfterMs: number;
    },
  ): unknown;
}

/** Attempts until one succeeds or `decideRetry` says stop; waits on the injected clock. */
export async function retryWithPolicy<T, F>(loop: RetryLoop<T, F>): Promise<T> {
  const { clock, policy } = loop;
  const random = loop.random ?? Math.random;
  const maxRetryAfterMs = loop.maxRetryAfterMs ?? policy.maxRetryAfterMs;
  const started = clock.now();
  for (let attempt = 1; ; attempt++) {
    loop.signal?.throwIfAborted();
    const outcome = await loop.attempt(attempt);
    if (outcome.ok) return outcome.value;
    const { retryable, retryAfterMs } = loop.classify(outcome.failure, attempt);
    const elapsedMs = clock.now() - started;
    const decision = decideRetry({ attempt, retryable, retryAfterMs, elapsedMs }, policy, random, maxRetryAfterMs);
    if (decision.action === 'stop') {
      // The caller decides what a failure is and what to throw for it.
      const thrown: unknown = loop.giveUp
        ? loop.giveUp(outcome.failure, { decision, attempt, elapsedMs, retryAfterMs, maxRetryAfterMs })
        : outcome.failure;
      throw thrown;
    }
    loop.onRetry?.(outcome.failure, { attempt, delayMs: decision.delayMs, basis: decision.basis });
    await clock.sleep(decision.delayMs, loop.signal);
  }
}
