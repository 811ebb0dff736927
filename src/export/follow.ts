/**
 * The polite poll loop of export mode: follows an export job or a deployment until it ends. The poll
 * policy paces it (never two status requests within its floor of 2 s); a 429 is waited out (its
 * Retry-After, else a backoff) and polling goes on until the timeout; other passing failures get a few
 * retries, at the same pace. The last poll lands on the deadline.
 */
import { ServiceError } from '../client/types.ts';
import type { Clock } from '../util/clock.ts';
import { formatDuration } from '../util/format.ts';
import { lineText } from '../util/line-text.ts';
import type { Log } from '../util/log.ts';
import { decideRetry } from '../util/retry.ts';
import type { RetryPolicy } from '../util/retry.ts';
import { DEFAULT_POLL_POLICY, nextPollDelay } from './poll-policy.ts';
import type { JobObservation, PollPolicyOptions } from './poll-policy.ts';

export interface FollowOptions<T, R> {
  clock: Clock;
  log: Log;
  /** What is followed, for log lines: `export job se_1`, `deployment 65f1c2`. */
  subject: string;
  timeoutMs: number;
  policy?: PollPolicyOptions;
  /** Jitter source of the backoff; Math.random by default. */
  random?: () => number;
  /** The start response, when this run started what it follows: the first observation. */
  first?: T;
  /** One status request, without retries of its own (the loop retries at its own pace). */
  read(): Promise<T>;
  /** What the poll policy sees of an answer. */
  observe(value: T): Omit<JobObservation, 'at'>;
  /** Statuses this action knows: another counts as still running until the timeout, and is noticed once. */
  knownStatuses: ReadonlySet<string>;
  /** The timeout's name in that notice: `the timeout`, `deploy-timeout`. */
  timeoutName: string;
  /**
   * The progress line of an answer, logged when its key changes, and again once a minute while it does
   * not (so a long wait never looks hung). Untrusted text in it has been through `lineText`.
   */
  describe(value: T, seen: { at: number; elapsedMs: number; history: readonly JobObservation[] }): Progress;
  /** Called with every answer and all seen so far: a result ends the wait, undefined goes on, a throw fails it. */
  settle(value: T, seen: { at: number; history: readonly JobObservation[] }): R | undefined;
  /** The failure when the timeout passes without an end. */
  timedOut(waitedMs: number, last: T | undefined): Error;
  /** The failure when a status request failed for good. */
  readFailed(error: unknown, last: T | undefined): Error;
}

export interface Progress {
  key: string;
  line: string;
}

export interface Followed<R> {
  result: R;
  /** Status requests made (the start response not counted; failed ones counted). */
  polls: number;
  /** Clock time the end was seen. */
  seenAt: number;
  waitedMs: number;
}

/** Backoff of a 429 without Retry-After: from the poll floor up to a minute, with no limit of attempts but the deadline. */
const RATE_LIMIT_BACKOFF: RetryPolicy = {
  maxAttempts: Number.POSITIVE_INFINITY,
  baseDelayMs: 4_000,
  maxDelayMs: 60_000,
  maxRetryAfterMs: Number.POSITIVE_INFINITY,
  maxTotalMs: Number.POSITIVE_INFINITY,
};

/** Other passing failures (5xx, a reset connection): a few attempts, as many as a single service call gets. */
const TRANSIENT_RETRY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 2_000,
  maxDelayMs: 30_000,
  // A Retry-After is obeyed as long as the deadline allows, whatever its length.
  maxRetryAfterMs: Number.POSITIVE_INFINITY,
  maxTotalMs: 180_000,
};

type Pause = { delayMs: number; basis: 'retry-after' | 'backoff'; reason: string } | { fail: true };

export async function followUntilDone<T, R>(options: FollowOptions<T, R>): Promise<Followed<R>> {
  const { clock, log, subject, timeoutMs } = options;
  const policy = options.policy ?? DEFAULT_POLL_POLICY;
  const random = options.random ?? Math.random;
  const startedAt = clock.now();
  const deadline = startedAt + timeoutMs;
  const history: JobObservation[] = [];
  let last: T | undefined;
  let polls = 0;
  let pauseMs: number | undefined;
  let failedInARow = 0;
  let failingSince = 0;

  const report = progressReporter(options, startedAt);
  const record = (value: T): Followed<R> | undefined => {
    const at = clock.now();
    last = value;
    history.push({ at, ...options.observe(value) });
    report(value, at, history);
    const result = options.settle(value, { at, history });
    return result === undefined ? undefined : { result, polls, seenAt: at, waitedMs: at - startedAt };
  };

  if (options.first !== undefined) {
    const done = record(options.first);
    if (done) return done;
  }
  for (;;) {
    const now = clock.now();
    if (polls > 0 && now >= deadline) throw options.timedOut(now - startedAt, last);
    const delayMs = nextPollDelay({ history, startedAt, timeoutMs, now, retryAfterMs: pauseMs }, policy);
    pauseMs = undefined;
    log.debug(`Next status request for ${subject} in ${formatDuration(delayMs)}`);
    await clock.sleep(delayMs);

    let value: T;
    try {
      polls++;
      value = await options.read();
    } catch (error) {
      if (failedInARow === 0) failingSince = clock.now();
      failedInARow++;
      const pause = pauseAfter(error, failedInARow, clock.now() - failingSince, random);
      if ('fail' in pause) throw options.readFailed(error, last);
      if (pause.basis === 'retry-after' && clock.now() + pause.delayMs > deadline) {
        throw options.readFailed(error, last);
      }
      const why = pause.basis === 'retry-after' ? 'as its Retry-After asks' : 'backing off';
      log.info(
        `${pause.reason}; the next status request for ${subject} follows in ${formatDuration(Math.max(pause.delayMs, policy.minDelayMs))}, ${why}.`,
      );
      pauseMs = pause.delayMs;
      continue;
    }
    failedInARow = 0;
    const done = record(value);
    if (done) return done;
  }
}

/** An unchanged answer is still reported this often. */
const HEARTBEAT_MS = 60_000;

/** The one progress reporter: a line when the key changes, a heartbeat, and a notice per unknown status. */
function progressReporter<T>(options: FollowOptions<T, unknown>, startedAt: number) {
  const { log, knownStatuses, timeoutName } = options;
  let lastKey: string | undefined;
  let lastLoggedAt = -Infinity;
  const unknown = new Set<string>();
  return (value: T, at: number, history: readonly JobObservation[]): void => {
    const status = history.at(-1)?.status ?? '';
    if (!knownStatuses.has(status) && !unknown.has(status)) {
      unknown.add(status);
      log.info(
        `Status ${lineText(status, { quoted: true, max: 80 })} is not one this action knows; it counts as still running until ${timeoutName}, and as \`unknown\` in the outputs.`,
      );
    }
    const { key, line } = options.describe(value, { at, elapsedMs: at - startedAt, history });
    if (key === lastKey && at - lastLoggedAt < HEARTBEAT_MS) return;
    lastKey = key;
    lastLoggedAt = at;
    log.info(line);
  };
}

/**
 * A status for an output: one of the statuses the service's reference names, or `unknown` (the raw one is
 * shown only in the log, quoted), so no text of the service's choosing becomes an output.
 */
export function outputStatus(status: string, knownStatuses: ReadonlySet<string>): string {
  return knownStatuses.has(status) ? status : 'unknown';
}

/** A status as the service sent it, as one short harmless word (it may start a log line). */
export function statusText(status: string): string {
  return lineText(status, { max: 40 }) || '(empty)';
}

/** How long to pause after a failed status request, or that it is not worth another. */
function pauseAfter(error: unknown, failedInARow: number, failingForMs: number, random: () => number): Pause {
  if (!(error instanceof ServiceError)) return { fail: true };
  const rateLimited = error.reason === 'rate-limited';
  const transient = rateLimited || error.transient;
  const decision = decideRetry(
    { attempt: failedInARow, retryable: transient, retryAfterMs: error.retryAfterMs, elapsedMs: failingForMs },
    rateLimited ? RATE_LIMIT_BACKOFF : TRANSIENT_RETRY,
    random,
  );
  if (decision.action === 'stop') return { fail: true };
  const reason = rateLimited
    ? 'The service is rate limiting status requests (429)'
    : `A status request failed (${error.message})`;
  return { delayMs: decision.delayMs, basis: decision.basis, reason };
}
