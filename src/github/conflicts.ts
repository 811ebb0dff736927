import type { Clock } from '../util/clock.ts';
import type { Log } from '../util/log.ts';
import { ActionError } from '../util/errors.ts';

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
  attempts?: number;
  /** For tests; defaults to Math.random. */
  random?: () => number;
}

const DEFAULT_ATTEMPTS = 5;
const STEP_MS = 400;

/**
 * Runs `attempt` (which reads, edits and writes) again after a WriteConflict, a bounded number of times, with a
 * short jittered pause so that racing runs do not collide in step again.
 */
export async function retryOnConflict<T>(attempt: () => Promise<T>, options: ConflictRetryOptions): Promise<T> {
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  const random = options.random ?? Math.random;
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof WriteConflict)) throw error;
      if (n >= attempts) {
        throw new Error(
          `${options.what} kept changing while this run tried to update it (${attempts} attempts): ${error.message.replace(/\.?$/, '.')} ` +
            'Re-run the workflow, or serialise the runs that update it with a `concurrency:` group.',
        );
      }
      const pauseMs = Math.round(STEP_MS * n + random() * STEP_MS);
      options.log.info(`${options.what} changed meanwhile (${error.message}); reading it again in ${pauseMs}ms (attempt ${n + 1} of ${attempts}).`);
      await options.clock.sleep(pauseMs);
    }
  }
}
