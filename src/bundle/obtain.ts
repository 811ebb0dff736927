import type { Bundle } from '../client/types.ts';
import type { RunContext } from '../runtime/context.ts';
import type { Outputs } from '../runtime/outputs.ts';
import type { ExportSettings } from '../settings/types.ts';
import { annotateFindings } from './airgap-report.ts';
import { downloaderOf } from './download/downloader.ts';
import type { DownloaderContext } from './download/downloader.ts';
import type { VerifiedBundle } from './download/fetch.ts';
import { extractVerifiedBundle } from './extract.ts';
import { requestBundle } from './link.ts';

/** A link that expires mid-download is renewed; a 409 then is retried for at least this long. */
export const RENEWAL_CONFLICT_WINDOW_MS = 60_000;

/** What of the export settings the bundle step reads. */
export type ObtainBundleSettings = Pick<
  ExportSettings,
  | 'download'
  | 'bundlePath'
  | 'extractTo'
  | 'airgapCheck'
  | 'contentCheck'
  | 'maxUnpackedBytes'
  | 'maxEntries'
  | 'timeoutMs'
> & {
  requestTimeoutMs: number;
};

export interface ObtainBundleRequest {
  jobId: string;
  /** A 409 on the first request (the job is still being packaged) is retried until this clock time. */
  deadline: number;
  /** The job's `pageCount`, for the page-count check. */
  expectedPageCount?: number;
  settings: ObtainBundleSettings;
  /** Whether the bundle diff will read the files' hashes: only then is every file hashed while it streams by. */
  hashFiles: boolean;
  /** Title of the log group that asks for the link. */
  linkStep?: string;
  /**
   * Called with outputs as they become known (the link, a renewed link, the verified download, the
   * extraction), so a step that fails later still sets them.
   */
  onOutputs?: (outputs: Outputs) => void;
}

export interface DownloadedBundle extends VerifiedBundle {
  /** Set when `extract-to` was given and the bundle was extracted there. */
  extracted?: { path: string; files: number };
}

export interface ObtainedBundle {
  /** The last link used: the renewed one when the first expired during the download. */
  bundle: Bundle;
  /** Undefined with `download: false`. */
  download?: DownloadedBundle;
}

/**
 * The bundle step both link modes share: ask for the link (a 409 is retried until `deadline`, a renewal
 * mid-download for at least a minute more), download and verify it in one pass, report the checks'
 * warnings and air-gap findings, and extract it when asked. The artifact upload is not part of it: a
 * mode runs it after the values rollout, which an artifact failure must never prevent.
 */
export async function obtainVerifiedBundle(
  context: Pick<RunContext, 'service' | 'clock' | 'log' | 'setSecret' | 'http'> & DownloaderContext,
  request: ObtainBundleRequest,
): Promise<ObtainedBundle> {
  const { service, clock, log, setSecret, http } = context;
  const downloader = downloaderOf(context);
  const { jobId, settings } = request;
  const ask = (until: number) => requestBundle({ service, clock, log, setSecret, jobId, deadline: until });
  // Before the link is asked for: whatever the download needs to start (a process) overlaps the request.
  if (settings.download) downloader.prepare();
  const first = await log.group(request.linkStep ?? 'Getting the bundle link', () => ask(request.deadline));
  const report = request.onOutputs ?? (() => {});
  report(linkOutputs(first));
  if (!settings.download) return { bundle: first };
  const verified = await log.group('Downloading and verifying the bundle', () =>
    downloader.fetch({
      bundle: first,
      refreshBundle: async () => {
        const fresh = await ask(Math.max(request.deadline, clock.now() + RENEWAL_CONFLICT_WINDOW_MS));
        report(linkOutputs(fresh));
        return fresh;
      },
      destination: settings.bundlePath,
      expectedPageCount: request.expectedPageCount,
      airgapCheck: settings.airgapCheck,
      contentCheck: settings.contentCheck,
      maxUnpackedBytes: settings.maxUnpackedBytes,
      maxEntries: settings.maxEntries,
      hashFiles: request.hashFiles,
      requestTimeoutMs: settings.requestTimeoutMs,
      timeoutMs: settings.timeoutMs,
      http,
      clock,
      log,
    }),
  );
  for (const warning of verified.warnings) log.warning(warning, { title: 'Bundle check' });
  if (verified.airgapFindings.length > 0) annotateFindings(log, verified.airgapFindings);

  const download: DownloadedBundle = { ...verified };
  report(bundleOutputs({ bundle: verified.bundle, download }));
  const extractTo = settings.extractTo;
  if (extractTo) {
    download.extracted = await log.group('Extracting the bundle', async () => {
      const extracted = await extractVerifiedBundle(verified.path, extractTo);
      log.info(`Extracted ${extracted.files} files to ${extracted.path}.`);
      return extracted;
    });
    report({ 'extracted-path': download.extracted.path });
  }
  return { bundle: verified.bundle, download };
}

/** The link's outputs: `bundle-url` and `expires-at`. */
export function linkOutputs(bundle: Bundle): Outputs {
  return { 'bundle-url': bundle.bundleUrl, 'expires-at': bundle.expiresAt };
}

/** Every output the bundle step sets: the link's, and the download's when there was one. */
export function bundleOutputs(obtained: ObtainedBundle): Outputs {
  const outputs = linkOutputs(obtained.bundle);
  const download = obtained.download;
  if (!download) return outputs;
  outputs['bundle-size'] = String(download.sizeBytes);
  outputs['bundle-sha256'] = download.sha256;
  outputs['bundle-path'] = download.path;
  if (download.extracted) outputs['extracted-path'] = download.extracted.path;
  return outputs;
}
