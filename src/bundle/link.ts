import { ServiceError } from '../client/types.ts';
import type { Bundle, ServiceClient } from '../client/types.ts';
import { isLoopbackHost } from '../settings/parsers.ts';
import type { Clock } from '../util/clock.ts';
import { describeFailure, OperationError } from '../util/errors.ts';
import { normalizeExpiry } from '../util/expiry.ts';
import { formatDuration } from '../util/format.ts';
import type { Log } from '../util/log.ts';
import { displayUrl } from '../util/redact.ts';
import { retryWithPolicy } from '../util/retry.ts';
import type { RetryPolicy } from '../util/retry.ts';
import { BundleError } from './errors.ts';

/** The presigned bundle link: asked for, masked the moment it arrives, and followed only over a safe scheme. */

export interface RequestBundleOptions {
  service: ServiceClient;
  clock: Clock;
  log: Log;
  setSecret: (value: string) => void;
  jobId: string;
  /** A 409 (job not finished) is retried until this clock time. */
  deadline: number;
  /** For tests; defaults to Math.random. */
  random?: () => number;
}

/**
 * While the service packages the bundle it answers 409: ask again, pauses drawn from a window that
 * doubles from 2 s to 10 s (or the service's Retry-After), until the deadline.
 */
const CONFLICT_RETRY_POLICY: Omit<RetryPolicy, 'maxTotalMs'> = {
  maxAttempts: Number.POSITIVE_INFINITY,
  baseDelayMs: 2_000,
  maxDelayMs: 10_000,
  maxRetryAfterMs: 60_000,
};

/**
 * Asks for a bundle link. The link is masked the moment it arrives; `expiresAt` comes back as
 * RFC 3339 UTC to the second. A 409 means the job is not ready for packaging yet: wait and ask again.
 */
export async function requestBundle(options: RequestBundleOptions): Promise<Bundle> {
  const { service, clock, log, jobId, deadline } = options;
  const firstAskedAt = clock.now();
  const policy: RetryPolicy = { ...CONFLICT_RETRY_POLICY, maxTotalMs: Math.max(0, deadline - firstAskedAt) };
  const bundle = await retryWithPolicy<Bundle, ServiceError>({
    policy,
    clock,
    random: options.random,
    // A long Retry-After is obeyed as far as the deadline allows.
    maxRetryAfterMs: policy.maxTotalMs,
    async attempt() {
      try {
        // Packaging a large site may take minutes: the answer may take what is left of the deadline.
        return {
          ok: true,
          value: await service.createBundle(jobId, { answerTimeoutMs: Math.max(0, deadline - clock.now()) }),
        };
      } catch (error) {
        if (error instanceof ServiceError && error.reason === 'conflict') return { ok: false, failure: error };
        throw new OperationError(`Could not get a bundle link for export job ${jobId}: ${describeFailure(error)}`, {
          cause: error,
        });
      }
    },
    classify: (conflict) => ({ retryable: true, retryAfterMs: conflict.retryAfterMs }),
    onRetry(_conflict, retry) {
      log.info(`The bundle of job ${jobId} is not ready yet (409); asking again in ${formatDuration(retry.delayMs)}.`);
    },
    giveUp: (conflict) =>
      new OperationError(
        `The bundle of export job ${jobId} was still not ready after ${formatDuration(clock.now() - firstAskedAt)} of asking, ` +
          `and the timeout is spent: ${describeFailure(conflict)}`,
        { cause: conflict },
      ),
  });
  maskLink(bundle.bundleUrl, options.setSecret);
  const expiresAt = normalizeExpiry(bundle.expiresAt);
  log.info(
    `Bundle link for job ${jobId}: ${displayUrl(bundle.bundleUrl)} (query string hidden), expires at ${expiresAt}.`,
  );
  return { ...bundle, expiresAt };
}

const SECRET_PARAMETER = /signature|credential|token|^sig$|^key$/i;

/** A presigned link is a credential: masks the whole link, its query string, and each secret-looking query value (raw and decoded). */
export function maskLink(link: string, setSecret: (value: string) => void): void {
  setSecret(link);
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return;
  }
  if (url.search.length > 1) setSecret(url.search.slice(1));
  for (const part of url.search.slice(1).split('&')) {
    const [name = '', raw = ''] = part.split('=', 2);
    if (!raw || !SECRET_PARAMETER.test(safeDecode(name))) continue;
    setSecret(raw);
    const decoded = safeDecode(raw);
    if (decoded !== raw) setSecret(decoded);
  }
}

/** Query values of the link that must never be shown (for leak checks). */
export function secretLinkValues(link: string): string[] {
  const values: string[] = [];
  maskLink(link, (value) => values.push(value));
  return values;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** A bundle link is followed over https://, or over http:// on a loopback host only (the emulator). */
export function checkBundleLink(link: string): URL {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new BundleError(
      'download',
      'The bundle link from the service is not a valid URL; run the export again or report it to the service.',
    );
  }
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return url;
  if (url.protocol === 'http:') {
    throw new BundleError(
      'download',
      `Refusing to download the bundle over plain http:// from ${displayUrl(link)}: a presigned link is a credential and is only followed over https:// (http:// is accepted for a loopback host such as the emulator).`,
    );
  }
  throw new BundleError(
    'download',
    `Refusing to download the bundle: its link uses the unsupported scheme ${url.protocol} (only https:// is followed).`,
  );
}
