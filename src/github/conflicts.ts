import type { Clock } from '../util/clock.ts';
import { ActionError } from '../util/errors.ts';
import type { Log } from '../util/log.ts';
import { retryWithPolicy } from '../util/retry.ts';
import type { RetryPolicy } from '../util/retry.ts';
import { GitHubError } from './errors.ts';

/** Another writer got there first (a stale blob sha or ref): read again and retry. */
export class WriteConflict extends ActionError {
  readonly kind = 'github';
  constructor(message: string) {
    super(message);
    this.name = 'WriteConflict';
  }
}

export interface ConflictRetryOptions {
  clock: Clock;
  log: Log;
  /** What is being written, for the log: "deploy/values.yaml on main of acme/deploy". */
  what: string;
  /** For tests; defaults to Math.random. */
  random?: () => number;
}

/**
 * Five attempts, each pause drawn at random from a window that doubles from 0.4 s: racing runs spread out instead of
 * colliding in step again, and a run gives up within seconds when the file keeps moving.
 */
export const CONFLICT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 400,
  maxDelayMs: 4_000,
  maxRetryAfterMs: 0,
  maxTotalMs: 60_000,
};

/**
 * Runs `attempt` (which reads, edits and writes) again after a WriteConflict, with the project's one retry loop;
 * any other failure ends it at once.
 */
export function retryOnConflict<T>(attempt: () => Promise<T>, options: ConflictRetryOptions): Promise<T> {
  const policy = CONFLICT_RETRY_POLICY;
  return retryWithPolicy<T, WriteConflict>({
    policy,
    clock: options.clock,
    random: options.random,
    async attempt() {
      try {
        return { ok: true, value: await attempt() };
      } catch (error) {
        if (error instanceof WriteConflict) return { ok: false, failure: error };
        throw error;
      }
    },
    classify: () => ({ retryable: true }),
    onRetry(conflict, retry) {
      options.log.info(
        `${options.what} changed meanwhile (${conflict.message}); reading it again in ${retry.delayMs}ms (attempt ${retry.attempt + 1} of ${policy.maxAttempts}).`,
      );
    },
    giveUp: (conflict, stop) =>
      new GitHubError(
        `${options.what} kept changing while this run tried to update it (${stop.attempt} attempts): ${conflict.message.replace(/\.?$/, '.')} ` +
          'Re-run the workflow, or serialise the runs that update it with a `concurrency:` group.',
        409,
      ),
  });
}
