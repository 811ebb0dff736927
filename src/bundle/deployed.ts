import type { RunContext } from '../runtime/context.ts';
import { formatBytes } from '../util/format.ts';
import { downloadCap } from './download/fetch.ts';
import { openInspectionSink } from './download/sink.ts';
import { transferBundle } from './download/transfer.ts';
import { BundleError } from './errors.ts';
import { checkBundleLink } from './link.ts';

/** What bounds a read of the deployed bundle: it is part of the export, not a second one. */
export interface DeployedReadLimits {
  maxEntries: number;
  requestTimeoutMs: number;
  /** The export's deadline (clock time): the read gets what is left of it, never a fresh `timeout`. */
  deadline: number;
  /** Most bytes the archive may unpack to (and, with a little more, be downloaded): the diff's own budget. */
  budgetBytes: number;
}

/**
 * The files of the bundle at a link the values hold (the deployed side of the bundle diff, when no rollout recorded
 * its manifest): streamed through the archive checks of the verifier, hashing only. Nothing is written, and the
 * service is never asked for a fresh link: a link that expires on the way ends the read. Undefined for a site too
 * large to keep a manifest of.
 */
export async function readDeployedPages(
  context: Pick<RunContext, 'clock' | 'log' | 'http'>,
  bundleUrl: string,
  limits: DeployedReadLimits,
): Promise<Map<string, string> | undefined> {
  const link = checkBundleLink(bundleUrl);
  const timeoutMs = limits.deadline - context.clock.now();
  if (timeoutMs <= 0)
    throw new BundleError('download', "no time is left of the export's deadline (`timeout`) to read it");
  const sink = openInspectionSink({
    scanExternal: false,
    maxUnpackedBytes: limits.budgetBytes,
    maxEntries: limits.maxEntries,
  });
  context.log.info(
    'Reading the deployed bundle at the link the values hold, for the diff (hashing only, nothing stored).',
  );
  try {
    await transferBundle(
      {
        bundle: { bundleUrl, expiresAt: '' },
        refreshBundle: () =>
          Promise.reject(new BundleError('download', 'the link the values hold expired while it was read')),
        requestTimeoutMs: limits.requestTimeoutMs,
        timeoutMs,
        maxBytes: downloadCap(limits.budgetBytes),
        http: context.http,
        clock: context.clock,
        log: context.log,
      },
      link,
      sink,
    );
    return (await sink.end()).fileHashes;
  } catch (error) {
    // The caps' own messages speak of max-unpacked-size: here the bound is the diff's budget.
    if (error instanceof BundleError && error.overSizeLimit)
      throw new BundleError(
        'download',
        `the deployed bundle is larger than the diff's budget of ${formatBytes(limits.budgetBytes)} (twice what the new bundle unpacks to, within max-unpacked-size)`,
      );
    throw error;
  } finally {
    sink.destroy();
  }
}
