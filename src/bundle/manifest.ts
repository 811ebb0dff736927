import type { FileHashes } from '../manifest/files.ts';
import type { RunContext } from '../runtime/context.ts';
import { downloaderOf } from './download/downloader.ts';
import type { DownloaderContext } from './download/downloader.ts';
import type { DownloadedBundle, ObtainBundleSettings } from './obtain.ts';

// What the bundle capability hands a mode for the bundle diff of the values rollout (values does not import bundle:
// the mode passes these on, as the rollout's manifest and PreviousBundleSource).

/** The files the verification pass hashed in a downloaded bundle; undefined without a download or for a huge site. */
export function verifiedManifest(download: Pick<DownloadedBundle, 'fileHashes'> | undefined): FileHashes | undefined {
  return download?.fileHashes;
}

export interface DeployedBundleReader {
  fromLink(bundleUrl: string): Promise<FileHashes | undefined>;
}

/** Slack over twice the new bundle's unpacked size: a small site may grow by more than its size. */
const BUDGET_SLACK_BYTES = 16 * 1024 * 1024;

/**
 * How the deployed bundle's files are read from its link (hashing only): within what is left of the export's
 * `deadline`, and a byte budget of its own, twice what the new bundle unpacks to (the deployed one is an earlier
 * export of the same site), never more than `max-unpacked-size`.
 */
export function deployedBundleReader(
  context: Pick<RunContext, 'clock' | 'log' | 'http'> & DownloaderContext,
  settings: Pick<ObtainBundleSettings, 'maxUnpackedBytes' | 'maxEntries' | 'requestTimeoutMs'>,
  bounds: { deadline: number; newBundle?: Pick<DownloadedBundle, 'unpackedBytes'> },
): DeployedBundleReader {
  const newBytes = bounds.newBundle?.unpackedBytes ?? 0;
  const budgetBytes = Math.min(settings.maxUnpackedBytes, 2 * newBytes + BUDGET_SLACK_BYTES);
  return {
    fromLink: (bundleUrl) =>
      downloaderOf(context).readDeployed(context, bundleUrl, {
        maxEntries: settings.maxEntries,
        requestTimeoutMs: settings.requestTimeoutMs,
        deadline: bounds.deadline,
        budgetBytes,
      }),
  };
}
