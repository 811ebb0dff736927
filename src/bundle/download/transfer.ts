import { Writable } from 'node:stream';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { HttpDispatcher } from '../../client/dispatcher.ts';
import type { Bundle } from '../../client/types.ts';
import type { Clock } from '../../util/clock.ts';
import { describeFailure, failureKind } from '../../util/errors.ts';
import { formatBytes, formatDuration } from '../../util/format.ts';
import type { Log } from '../../util/log.ts';
import { displayUrl } from '../../util/redact.ts';
import { decideRetry } from '../../util/retry.ts';
import type { RetryPolicy } from '../../util/retry.ts';
import { BundleError } from '../errors.ts';
import { checkBundleLink } from '../link.ts';
import { describeNetworkError, discardBody, openBundleResponse } from './http.ts';
import type { BundleResponse } from './http.ts';
import type { TransferSink } from './sink.ts';

export interface TransferOptions {
  /** From the bundle endpoint. */
  bundle: Bundle;
  /** Asks the bundle endpoint for a fresh link; called when the link expires mid-download. */
  refreshBundle: () => Promise<Bundle>;
  /** Longest wait for response headers, and between two pieces of a body (`request-timeout`). */
  requestTimeoutMs: number;
  /** Longest the whole download may take, retries included (`timeout`). */
  timeoutMs: number;
  /** Most bytes taken from a response that states no length; `max-unpacked-size` bounds it. */
  maxBytes: number;
  /** The run's HTTP agent: direct, or through the runner's proxy. */
  http: HttpDispatcher;
  clock: Clock;
  log: Log;
  /** Retries after a broken connection or a transient answer, in all (default 5). */
  maxResumes?: number;
  /** For tests; defaults to Math.random (the jitter of the pauses). */
  random?: () => number;
}

const DEFAULT_MAX_RESUMES = 5;
const MAX_REFRESHES = 3;
/** Pauses between tries: drawn from a window that doubles from 1 s up to 30 s; a Retry-After is obeyed up to a minute. */
const RESUME_BACKOFF = { baseDelayMs: 1_000, maxDelayMs: 30_000, maxRetryAfterMs: 60_000 };

/**
 * The download loop: resumes after a break with `Range` and `If-Range` (only when the object has a
 * strong ETag; otherwise it starts over), renews an expired link, stops at the overall deadline and at
 * the byte cap, and returns the bundle used.
 */
export async function transferBundle(options: TransferOptions, firstLink: URL, sink: TransferSink): Promise<Bundle> {
  const { log, clock } = options;
  const maxResumes = options.maxResumes ?? DEFAULT_MAX_RESUMES;
  const progress = createDownloadProgress(log, clock);
  const deadline = clock.now() + options.timeoutMs;
  // The deadline in real time too: a server that drips a byte per request-timeout never trips the idle timer.
  const signal = AbortSignal.timeout(Math.min(options.timeoutMs, 2 ** 31 - 1));
  let bundle = options.bundle;
  let url = firstLink;
  let etag: string | undefined;
  let retries = 0;
  let refreshes = 0;
  // A body without a length that ended short of sizeBytes gets one look at whether more follows.
  let checkedShortEnd = false;

  const outOfTime = (reason?: string) =>
    new BundleError(
      'download',
      `The bundle download did not finish within ${formatDuration(options.timeoutMs)} (timeout), at ${formatBytes(sink.received)}` +
        `${reason ? ` (${reason})` : ''}. Check the runner's network, or raise timeout for a very large bundle.`,
    );
  const policy: RetryPolicy = { ...RESUME_BACKOFF, maxAttempts: maxResumes + 1, maxTotalMs: options.timeoutMs };
  const pause = async (reason: string, retryAfterMs?: number) => {
    const decision = decideRetry(
      {
        attempt: retries + 1,
        retryable: true,
        retryAfterMs: retryAfterMs === undefined ? undefined : Math.min(retryAfterMs, RESUME_BACKOFF.maxRetryAfterMs),
        elapsedMs: clock.now() - (deadline - options.timeoutMs),
      },
      policy,
      options.random ?? Math.random,
    );
    if (decision.action === 'stop') {
      if (decision.reason === 'time-limit') throw outOfTime(reason);
      throw new BundleError(
        'download',
        `The bundle download failed after ${retries} retries, at ${formatBytes(sink.received)}: ${reason}. Check the runner's network, then run again.`,
      );
    }
    retries++;
    const delay = decision.delayMs;
    const from = sink.received > 0 ? `resuming from byte ${sink.received}` : 'retrying';
    log.info(
      `The bundle download was interrupted (${reason}); ${from} in ${formatDuration(delay)} (retry ${retries} of ${maxResumes}).`,
    );
    await clock.sleep(delay);
  };
  const startOver = async (reason: string) => {
    log.info(`${reason}; starting the download over from byte 0.`);
    await sink.reset();
    etag = undefined;
  };

  const size = bundle.sizeBytes === undefined ? '' : ` (${formatBytes(bundle.sizeBytes)})`;
  log.info(`Downloading the bundle from ${displayUrl(url.href)}${size}`);
  for (;;) {
    if (sink.received > 0 && etag === undefined) {
      await startOver(
        'The server gave no strong ETag to resume against, so a resumed download could splice two versions',
      );
    }
    let response: BundleResponse;
    try {
      response = await openBundleResponse({
        url,
        offset: sink.received,
        etag,
        timeoutMs: options.requestTimeoutMs,
        dispatcher: options.http.dispatcher,
        proxyFor: options.http.proxyFor,
        signal,
        now: () => clock.now(),
      });
    } catch (error) {
      if (signal.aborted) throw outOfTime();
      throw error;
    }
    switch (response.kind) {
      case 'expired': {
        if (refreshes >= MAX_REFRESHES) {
          throw new BundleError(
            'download',
            `The bundle link kept expiring: ${MAX_REFRESHES} fresh links from the service were refused as expired. Check that the runner's clock is right, then run again.`,
          );
        }
        refreshes++;
        log.info(`The bundle link expired after ${formatBytes(sink.received)}; asking the service for a fresh one.`);
        const fresh = await refreshedBundle(options);
        url = checkBundleLink(fresh.bundleUrl);
        if (bundle.sizeBytes !== undefined && fresh.sizeBytes !== undefined && fresh.sizeBytes !== bundle.sizeBytes) {
          await startOver('The fresh link is for a bundle of another size');
        }
        bundle = fresh;
        continue;
      }
      case 'complete':
        return bundle;
      case 'restart':
        await sink.reset();
        etag = undefined;
        await pause(response.reason);
        continue;
      case 'transient':
        await pause(response.reason, response.retryAfterMs);
        continue;
      case 'body':
        break;
    }
    if (response.status === 200 && sink.received > 0)
      await startOver('The server sent the whole bundle instead of the rest');
    if (response.status === 206 && response.etag !== undefined && response.etag !== etag) {
      discardBody(response.body);
      await startOver('The bundle changed on the server since the download began (another ETag)');
      continue;
    }
    if (response.status === 200) etag = response.etag;
    const { total } = response;
    if (total !== undefined && total > options.maxBytes) {
      discardBody(response.body);
      throw tooLarge(options.maxBytes, `the server announces ${formatBytes(total)}`);
    }
    progress.setTotal(total ?? bundle.sizeBytes);
    const broken = await streamBody(response.body, sink, total ?? options.maxBytes, progress, signal, outOfTime);
    if (broken !== undefined) {
      await pause(broken);
      continue;
    }
    if (total !== undefined && sink.received !== total) {
      await pause(`the body ended after ${sink.received} of ${total} bytes`);
      continue;
    }
    // Without a stated length a body that ends is the whole object, unless sizeBytes says more is due:
    // then one resume asks the server (a 416 for exactly these bytes confirms the end).
    const announced = bundle.sizeBytes;
    if (
      total === undefined &&
      announced !== undefined &&
      sink.received < announced &&
      etag !== undefined &&
      !checkedShortEnd
    ) {
      checkedShortEnd = true;
      log.info(
        `The body ended after ${sink.received} of the ${announced} bytes announced, with no length stated; asking for the rest.`,
      );
      continue;
    }
    return bundle;
  }
}

function tooLarge(maxBytes: number, why: string): BundleError {
  return new BundleError(
    'download',
    `The bundle download is larger than ${formatBytes(maxBytes)} (max-unpacked-size bounds the download too): ${why}. Raise max-unpacked-size if the site is really this large.`,
    { overSizeLimit: true },
  );
}

/** Feeds the body to the sink; returns why it broke off, or undefined when it ended. Sink failures, the cap and the deadline throw. */
async function streamBody(
  body: Readable,
  sink: TransferSink,
  limit: number,
  progress: DownloadProgress,
  signal: AbortSignal,
  outOfTime: () => BundleError,
): Promise<string | undefined> {
  // A Writable rather than `for await`: a chunk the sink takes at once costs no promise.
  const into = new Writable({
    highWaterMark: 0,
    write(chunk: Buffer, _encoding, done) {
      try {
        if (sink.received + chunk.length > limit)
          throw tooLarge(limit, 'more than that arrived with no Content-Length to bound it');
        const wait = sink.write(chunk);
        progress.update(sink.received);
        if (wait) wait.then(() => done(), done);
        else done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
  try {
    await pipeline(body, into);
    return undefined;
  } catch (error) {
    if (error instanceof BundleError) throw error;
    if (signal.aborted) throw outOfTime();
    return describeNetworkError(error);
  } finally {
    discardBody(body);
  }
}

async function refreshedBundle(options: TransferOptions): Promise<Bundle> {
  try {
    return await options.refreshBundle();
  } catch (error) {
    if (error instanceof BundleError) throw error;
    // The renewal's failure keeps its kind: a key the service refuses is the service's failure, not the bundle's.
    throw new BundleError(
      'download',
      `The bundle link expired during the download, and asking the service for a fresh one failed: ${describeFailure(error)}`,
      { kind: failureKind(error), cause: error },
    );
  }
}

const STEP = 0.1;
const INTERVAL_MS = 5000;

/** Logs bytes and speed every 10% of a known size, or every 5 s, whichever comes first. */
export interface DownloadProgress {
  setTotal(total: number | undefined): void;
  update(received: number): void;
}

export function createDownloadProgress(log: Log, clock: Clock): DownloadProgress {
  const started = clock.now();
  let total: number | undefined;
  let lastStep = 0;
  let lastLine = started;
  let lastReceived = 0;
  return {
    setTotal(value) {
      total = value;
    },
    update(received) {
      const now = clock.now();
      if (received < lastReceived) lastStep = 0; // started over
      lastReceived = received;
      const step = total ? Math.floor(received / total / STEP) : 0;
      if (step <= lastStep && now - lastLine < INTERVAL_MS) return;
      lastStep = Math.max(lastStep, step);
      lastLine = now;
      const seconds = (now - started) / 1000;
      const speed = seconds > 0 ? `, ${formatBytes(Math.round(received / seconds))}/s` : '';
      const share = total ? ` of ${formatBytes(total)} (${Math.min(100, Math.floor((received / total) * 100))}%)` : '';
      log.info(`Downloaded ${formatBytes(received)}${share}${speed}`);
    },
  };
}
