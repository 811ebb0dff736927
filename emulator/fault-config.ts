// The fault settings: every knob, its meaning and its default. The rule engine that applies
// them lives in faults.ts; their JSON validation in fault-schema.ts.
import type { AnalyticsFeature, FeatureState } from './accounts.ts';

export type ArchiveKind =
  | 'ok'
  | 'absolute'
  | 'dotdot'
  | 'symlink'
  | 'hardlink'
  | 'device'
  | 'fifo'
  | 'no-index'
  | 'corrupt-gzip'
  | 'truncated'
  | 'page-count-mismatch'
  | 'stuffed'
  | 'case-collision';

export const ARCHIVE_KINDS: readonly ArchiveKind[] = [
  'ok',
  'absolute',
  'dotdot',
  'symlink',
  'hardlink',
  'device',
  'fifo',
  'no-index',
  'corrupt-gzip',
  'truncated',
  'page-count-mismatch',
  'stuffed',
  'case-collision',
];

/**
 * How a project's answers read where the service's reference allows two readings: `ctr` as a fraction
 * (0 to 1) or a percentage (0 to 100); feedback entries named by their page's path or by its full URL;
 * the feedback widget on, or off (both feedback endpoints answer empty lists, visitors stay).
 */
export interface ProjectReadings {
  ctrScale?: 'fraction' | 'percentage';
  /** Share (0 to 1) of feedback entries whose `path` is the page's full URL. */
  entriesByUrl?: number;
  feedbackWidget?: 'on' | 'off';
}
export const CTR_SCALES = ['fraction', 'percentage'] as const;

export type FaultAction = 'status' | 'reset-before-headers' | 'truncate-json' | 'delay' | 'slow-body';

export interface FaultRule {
  method?: string;
  /** RegExp source matched against the URL path, e.g. `^/v1/static-export/jobs/[^/]+$`. */
  path?: string;
  /** Applies to this many matching requests, then is spent (default: unlimited). */
  times?: number;
  /** Probability 0..1 per matching request, from the seeded generator (default 1). */
  rate?: number;
  action: FaultAction;
  /** For `status`: e.g. 500, 502, 503, 429. */
  status?: number;
  /** For `status`: a JSON error (API default), an nginx-like HTML page, nothing, or an S3 XML error (store default). */
  body?: 'json' | 'html' | 'empty' | 'xml';
  /** Retry-After header value (seconds or an HTTP date). */
  retryAfter?: string;
  delayMs?: number;
  bytesPerSecond?: number;
}

/** How the object store labels objects: a strong ETag (S3's MD5), a weak one, or none. */
export type StoreEtag = 'strong' | 'weak' | 'none';

export interface FaultConfig {
  /** Added before every API and store response. */
  latencyMs: number;
  /** Evaluated in order on every API and store request. */
  rules: FaultRule[];
  /** Outcome of jobs started from now on; `never` stays running below 100%. */
  jobOutcome: 'complete' | 'fail' | 'never';
  /** Reported instead of `running` while a job runs (an unknown status, e.g. `rendering`). */
  jobStatusName: string | null;
  /** Error text of a failed job. */
  jobError: string;
  /** Shape of bundles built from now on. */
  archive: ArchiveKind;
  /** Pages and stylesheets load scripts, styles, fonts and images from other hosts. */
  externalRefs: boolean;
  /** Incompressible assets of this total size are added to bundles. */
  bundlePaddingBytes: number;
  /** Added to the `sizeBytes` of bundle answers (0: the object's real size). */
  bundleSizeBytesDelta: number;
  /** Sent as the `expiresAt` of bundle answers instead of the link's expiry (null: the real one). */
  bundleExpiresAt: string | null;
  /** 0: unthrottled. Rate of object store bodies. */
  downloadBytesPerSecond: number;
  /** 0: off. Destroy the connection after this many body bytes of a store GET. */
  dropDownloadAfterBytes: number;
  /** How many downloads the drop applies to. */
  dropDownloadTimes: number;
  /** 0: off. After this many bytes the connection drops and the link answers 403 expired from then on. */
  expireLinkAfterBytes: number;
  /** The ETag the object store sends. */
  storeEtag: StoreEtag;
  /** Store bodies go chunked, with no Content-Length (a 206 still states the total in Content-Range). */
  storeOmitsLength: boolean;
  /** Objects linked from now on are replaced by a rebuilt object once their first GET sent bytes. */
  replaceObjectAfterFirstGet: boolean;
  /** Analytics requests per organization per rolling hour. */
  rateLimitPerHour: number;
  /** Per project, overrides which further analytics endpoints answer data, no data or 404. */
  projectFeatures: Record<string, Partial<Record<AnalyticsFeature, FeatureState>>>;
  /** Per project, the readings of its answers the reference leaves open (default: fraction, paths, widget on). */
  projectReadings: Record<string, ProjectReadings>;
  /** 0: off. Every window's most searched term is one of this many characters that nothing answers. */
  longSearchTermChars: number;
  /** 0: off. Every window's most visited page has a path of this many characters. */
  longPagePathChars: number;
  /** Outcome of deployments triggered from now on; `never` stays in progress. */
  deploymentOutcome: 'success' | 'fail' | 'never';
  /** Why a failing deployment fails: in its summary and its last log lines. */
  deploymentError: string;
  /** Reported instead of `in_progress` while a deployment runs (an unknown status). */
  deploymentStatusName: string | null;
  /** Successful deployments carry `screenshot`, `screenshotLight` and `screenshotDark`. */
  deploymentScreenshots: boolean;
  /** The next N deployment status requests answer 429. */
  throttleDeploymentPolls: number;
  /** The next N deployment triggers answer 429. */
  throttleDeploymentTriggers: number;
  /** Retry-After of those 429 answers; null sends none. */
  deploymentRetryAfter: string | null;
}

export function defaultFaults(): FaultConfig {
  return {
    latencyMs: 0,
    rules: [],
    jobOutcome: 'complete',
    jobStatusName: null,
    jobError: 'Export failed: rendering timed out for 3 pages (first: /reference/api/shipments)',
    archive: 'ok',
    externalRefs: false,
    bundlePaddingBytes: 0,
    bundleSizeBytesDelta: 0,
    bundleExpiresAt: null,
    downloadBytesPerSecond: 0,
    dropDownloadAfterBytes: 0,
    dropDownloadTimes: 1,
    expireLinkAfterBytes: 0,
    storeEtag: 'strong',
    storeOmitsLength: false,
    replaceObjectAfterFirstGet: false,
    rateLimitPerHour: 100,
    projectFeatures: {},
    projectReadings: {},
    longSearchTermChars: 0,
    longPagePathChars: 0,
    deploymentOutcome: 'success',
    deploymentError: 'guides/webhooks.mdx:14:3: Expected a closing tag for <Tabs> before the end of the file',
    deploymentStatusName: null,
    deploymentScreenshots: true,
    throttleDeploymentPolls: 0,
    throttleDeploymentTriggers: 0,
    deploymentRetryAfter: '5',
  };
}
