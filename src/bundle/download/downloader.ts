import { readDeployedPages } from '../deployed.ts';
import { fetchAndVerifyBundle } from './fetch.ts';

/**
 * Where a run's bundle downloads run: the new bundle's (fetchAndVerifyBundle) and the read of the deployed one for
 * the diff (readDeployedPages). Chosen once by the entry (execute.ts): in the download process when the entry names
 * its script (download-process.ts), else in this process. Either way: same arguments, same result, same errors.
 */
export interface BundleDownloader {
  /** A download follows soon: what it needs may start now, so that its start-up overlaps the caller's own work. */
  prepare(): void;
  fetch: typeof fetchAndVerifyBundle;
  readDeployed: typeof readDeployedPages;
}

/** The part of a mode's context that carries it; absent (a test driving a mode), the downloads run in this process. */
export interface DownloaderContext {
  bundleDownloader?: BundleDownloader;
}

export const DOWNLOAD_IN_THIS_PROCESS: BundleDownloader = {
  prepare: () => {},
  fetch: fetchAndVerifyBundle,
  readDeployed: readDeployedPages,
};

/** The run's downloader. */
export function downloaderOf(context: DownloaderContext): BundleDownloader {
  return context.bundleDownloader ?? DOWNLOAD_IN_THIS_PROCESS;
}
