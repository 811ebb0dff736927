import { ServiceError, type Bundle, type ServiceClient } from '../client/types.ts';
import { describeFailure } from '../runtime/failure.ts';
import type { Clock } from '../util/clock.ts';
import type { Log } from '../util/log.ts';
import { displayUrl } from '../util/redact.ts';
import { normalizeExpiry } from '../util/expiry.ts';
import { formatDuration } from '../util/format.ts';
import { maskLink } from './mask-link.ts';

export interface RequestBundleOptions {
  service: ServiceClient;
  clock: Clock;
  log: Log;
  setSecret: (value: string) => void;
  jobId: string;
  /** A 409 (job not finished) is retried until this clock time. */
  deadline: number;
}

const CONFLICT_FIRST_DELAY_MS = 2_000;
const CONFLICT_BACKOFF = 1.5;
const CONFLICT_MAX_DELAY_MS = 10_000;

/**
 * Asks for a bundle link. The link is masked the moment it arrives; `expiresAt` comes back as
 * RFC 3339 UTC to the second. A 409 means the job is not ready for packaging yet: wait and ask again.
 */
export async function requestBundle(options: RequestBundleOptions): Promise<Bundle> {
  const { service, clock, log, jobId, deadline } = options;
  const firstAskedAt = clock.now();
  let delayMs = CONFLICT_FIRST_DELAY_MS;
  for (;;) {
    let bundle: Bundle;
    try {
      bundle = await service.createBundle(jobId);
    } catch (error) {
      if (error instanceof ServiceError && error.kind === 'conflict') {
        const pauseMs = error.retryAfterMs ?? delayMs;
        if (clock.now() + pauseMs <= deadline) {
          log.info(`The bundle of job ${jobId} is not ready yet (409); asking again in ${formatDuration(pauseMs)}.`);
          await clock.sleep(pauseMs);
          delayMs = Math.min(CONFLICT_MAX_DELAY_MS, delayMs * CONFLICT_BACKOFF);
          continue;
        }
        throw new Error(
          `The bundle of export job ${jobId} was still not ready after ${formatDuration(clock.now() - firstAskedAt)} of asking, ` +
            `and the timeout is spent: ${describeFailure(error)}`,
          { cause: error },
        );
      }
      throw new Error(`Could not get a bundle link for export job ${jobId}: ${describeFailure(error)}`, { cause: error });
    }
    maskLink(bundle.bundleUrl, options.setSecret);
    const expiresAt = normalizeExpiry(bundle.expiresAt);
    log.info(`Bundle link for job ${jobId}: ${displayUrl(bundle.bundleUrl)} (query string hidden), expires at ${expiresAt}.`);
    return { ...bundle, expiresAt };
  }
}
