import type { RunContext } from '../runtime/context.ts';
import { downloadCap } from './download/fetch.ts';
import { openInspectionSink } from './download/sink.ts';
import { transferBundle } from './download/transfer.ts';
import { BundleError } from './errors.ts';
import { checkBundleLink } from './link.ts';
import type { ObtainBundleSettings } from './obtain.ts';

/**
 * The pages of the bundle at a link the values hold (the deployed side of the bundle diff, when no rollout recorded
 * its manifest): streamed through the archive checks of the verifier, hashing only. Nothing is written, and the
 * service is never asked for a fresh link: a link that expires on the way ends the read. Undefined for a site too
 * large to keep a manifest of.
 */
export async function readDeployedPages(
  context: Pick<RunContext, 'clock' | 'log' | 'http'>,
  bundleUrl: string,
  settings: Pick<ObtainBundleSettings, 'maxUnpackedBytes' | 'maxEntries' | 'timeoutMs' | 'requestTimeoutMs'>,
): Promise<Map<string, string> | undefined> {
  const link = checkBundleLink(bundleUrl);
  const sink = openInspectionSink({
    scanExternal: false,
    maxUnpackedBytes: settings.maxUnpackedBytes,
    maxEntries: settings.maxEntries,
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
        requestTimeoutMs: settings.requestTimeoutMs,
        timeoutMs: settings.timeoutMs,
        maxBytes: downloadCap(settings.maxUnpackedBytes),
        http: context.http,
        clock: context.clock,
        log: context.log,
      },
      link,
      sink,
    );
    return (await sink.end()).pageHashes;
  } finally {
    sink.destroy();
  }
}
