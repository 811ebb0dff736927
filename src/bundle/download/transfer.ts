import type { Bundle } from '../../client/types.ts';
import type { Clock } from '../../util/clock.ts';
import { formatBytes } from '../../util/format.ts';
import type { Log } from '../../util/log.ts';
import { displayUrl } from '../../util/redact.ts';
import { BundleError } from '../errors.ts';
import { checkBundleLink } from '../link.ts';
import type { ResponseBody } from './http-get.ts';
import { describeNetworkError, discardBody, openBundleResponse } from './response.ts';
import type { BundleSink } from './sink.ts';

export interface TransferOptions {
  /** From the bundle endpoint. */
  bundle: Bundle;
  /** Asks the bundle endpoint for a fresh link; called when the link expires mid-download. */
  refreshBundle: () => Promise<Bundle>;
  requestTimeoutMs: number;
  clock: Clock;
  log: Log;
  /** Retries after a broken connection or a transient answer, in all (default 5). */
  maxResumes?: number;
}

const DEFAULT_MAX_RESUMES = 5;
const MAX_REFRESHES = 3;
const MAX_BACKOFF_MS = 30_000;
const MAX_RETRY_AFTER_MS = 60_000;

/** The download loop: resumes with `Range` after a break, renews an expired link, and returns the bundle used. */
export async function transferBundle(options: TransferOptions, firstLink: URL, sink: BundleSink): Promise<Bundle> {
  const { log, clock } = options;
  const maxResumes = options.maxResumes ?? DEFAULT_MAX_RESUMES;
  const progress = createDownloadProgress(log, clock);
  let bundle = options.bundle;
  let url = firstLink;
  let etag: string | undefined;
  let retries = 0;
  let refreshes = 0;

  const pause = async (reason: string, retryAfterMs?: number) => {
    if (retries >= maxResumes) {
      throw new BundleError(
        'download',
        `The bundle download failed after ${retries} retries, at ${formatBytes(sink.received)}: ${reason}. Check the runner's network, then run again.`,
      );
    }
    retries++;
    const delay = Math.min(retryAfterMs ?? Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (retries - 1)), MAX_RETRY_AFTER_MS);
    const from = sink.received > 0 ? `resuming from byte ${sink.received}` : 'retrying';
    log.info(`The bundle download was interrupted (${reason}); ${from} in ${Math.round(delay / 1000)} s (retry ${retries} of ${maxResumes}).`);
    await clock.sleep(delay);
  };

  const size = bundle.sizeBytes === undefined ? '' : ` (${formatBytes(bundle.sizeBytes)})`;
  log.info(`Downloading the bundle from ${displayUrl(url.href)}${size}`);
  for (;;) {
    const response = await openBundleResponse({
      url,
      offset: sink.received,
      etag,
      timeoutMs: options.requestTimeoutMs,
      now: () => clock.now(),
    });
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
          log.info('The fresh link is for a bundle of another size; starting the download over.');
          await sink.reset();
          etag = undefined;
        }
        bundle = fresh;
        continue;
      }
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
    if (response.status === 200 && sink.received > 0) {
      log.info('The server sent the whole bundle instead of the rest; starting over.');
      await sink.reset();
    }
    let expected: number | undefined;
    try {
      expected = expectedSize(bundle.sizeBytes, response.total);
    } catch (error) {
      discardBody(response.body);
      throw error;
    }
    etag = response.etag ?? etag;
    progress.setTotal(expected);
    const broken = await streamBody(response.body, sink, expected, progress);
    if (broken === undefined && (expected === undefined || sink.received === expected)) return bundle;
    await pause(broken ?? `the connection closed after ${sink.received} of ${expected} bytes`);
  }
}

/** The size to expect: the response's and the service's `sizeBytes` must agree when both are known. */
function expectedSize(sizeBytes: number | undefined, total: number | undefined): number | undefined {
  if (sizeBytes !== undefined && total !== undefined && sizeBytes !== total) {
    throw new BundleError(
      'download',
      `The bundle download is the wrong size: the server sends ${total} bytes but the service announced ${sizeBytes} (sizeBytes). Run the export again; report it to the service if it persists.`,
    );
  }
  return total ?? sizeBytes;
}

/** Feeds the body to the sink; returns why it broke off, or undefined when it ended. Sink failures throw. */
async function streamBody(body: ResponseBody, sink: BundleSink, expected: number | undefined, progress: DownloadProgress): Promise<string | undefined> {
  try {
    await body.read((chunk) => {
      if (expected !== undefined && sink.received + chunk.length > expected) {
        throw new BundleError(
          'download',
          `The bundle download is the wrong size: the server sent more than the ${expected} bytes announced. Run the export again; report it to the service if it persists.`,
        );
      }
      const wait = sink.write(chunk);
      progress.update(sink.received);
      return wait;
    });
    return undefined;
  } catch (error) {
    if (error instanceof BundleError) throw error;
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
    const message = error instanceof Error ? error.message : String(error);
    throw new BundleError('download', `The bundle link expired during the download, and asking the service for a fresh one failed: ${message}`);
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
      const share = total ? ` of ${formatBytes(total)} (${Math.floor((received / total) * 100)}%)` : '';
      log.info(`Downloaded ${formatBytes(received)}${share}${speed}`);
    },
  };
}

