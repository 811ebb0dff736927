import type { RunContext } from '../runtime/context.ts';
import { readDeployedPages } from './deployed.ts';
import { manifestRecorder, parseManifestRecord } from './manifest-record.ts';
import type { DownloadedBundle, ObtainBundleSettings } from './obtain.ts';

// What the bundle capability hands a mode for the bundle diff of the values rollout (values does not import bundle:
// the mode passes these on, and their shapes are the rollout's BundleManifest and PreviousBundleSource).

export interface PageManifest {
  /** Page path in the site → the start of its SHA-256. */
  pages: ReadonlyMap<string, string>;
  /** The compact record within `maxCharacters`, or undefined when it cannot fit. */
  record(maxCharacters: number): string | undefined;
}

/** The manifest the verification pass made of a downloaded bundle; undefined without a download or for a huge site. */
export function verifiedManifest(download: Pick<DownloadedBundle, 'pageHashes'> | undefined): PageManifest | undefined {
  const pages = download?.pageHashes;
  if (!pages) return undefined;
  const recorder = manifestRecorder(pages);
  return { pages, record: (maxCharacters) => recorder.text(maxCharacters) };
}

export interface DeployedBundleReader {
  parseRecord(record: string): ReadonlyMap<string, string> | undefined;
  fromLink(bundleUrl: string): Promise<ReadonlyMap<string, string> | undefined>;
}

/** How the deployed bundle's pages are read: from a recorded manifest, else from its link (hashing only). */
export function deployedBundleReader(
  context: Pick<RunContext, 'clock' | 'log' | 'http'>,
  settings: Pick<ObtainBundleSettings, 'maxUnpackedBytes' | 'maxEntries' | 'timeoutMs' | 'requestTimeoutMs'>,
): DeployedBundleReader {
  return {
    parseRecord: parseManifestRecord,
    fromLink: (bundleUrl) => readDeployedPages(context, bundleUrl, settings),
  };
}
