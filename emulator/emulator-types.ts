// What startEmulator() takes and gives back: the public shape of the emulator for tests,
// the demo and benchmarks.
import type { KeyName } from './accounts.ts';
import type { SearchAnswer } from './analytics/search-answers.ts';
import type { FaultConfig } from './fault-config.ts';
import type { PollStats } from './poll-stats.ts';
import type { RecordedRequest } from './recorded-request.ts';
import type { SiteChange } from './site-state/change.ts';
import type { SiteDescription } from './site-state/operations.ts';

/** Time as a throttled or held answer waits for it: `now` in ms, `sleep` settles (without throwing) once `signal` aborts. */
export interface Pace {
  now(): number;
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

export interface EmulatorOptions {
  /** 0 = a free port (default 0). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Clock in ms (default Date.now): jobs, deployments, links, the rate limit, poll gaps and "today" of the data set use it. */
  now?: () => number;
  /**
   * The API's own waits (the `delay` fault, the pace of a `slow-body` answer): `pace.sleep` must settle once the
   * signal aborts. Default: real time. A test gives its virtual clock here, the clock the action it runs also
   * sees; the object store keeps real time (bundle downloads run in a process of their own, on real time).
   */
  pace?: Pace;
  /** Data set seed (default 42). */
  seed?: number;
  /** Time from queued to completed (default 8000). */
  jobDurationMs?: number;
  /** Time a deployment takes from trigger to success (default 12000; a failing one fails after 60%). */
  deploymentDurationMs?: number;
  /** Presigned link lifetime (default 604800: 7 days, S3's maximum). */
  linkTtlSeconds?: number;
  /** Where bundles are written (default: a fresh directory under os.tmpdir(), removed on close). */
  storeDir?: string;
  faults?: Partial<FaultConfig>;
}

export interface Emulator {
  /** e.g. http://127.0.0.1:43121 (no trailing slash, no /v1). */
  url: string;
  /**
   * demo: org "acme" (Enterprise); demoSecondary: another key of acme; starter: no Enterprise; revoked: 401; other:
   * another org; noDeploy: acme without the deploy permission; readOnly: acme, restricted to `read` (403 on
   * anything but GET); ipRestricted: acme, accepted only from an address that is never the caller's (403).
   */
  keys: Record<KeyName, string>;
  /** demo; large: 10,000 pages and about 20,000 feedback entries a week; starter; airgapped: no search, no assistant (404). */
  projects: { demo: string; large: string; starter: string; airgapped: string };
  /** Merges into the current fault configuration. */
  setFaults(f: Partial<FaultConfig>): void;
  resetFaults(): void;
  /** Every API and store request, in arrival order (control API requests excluded). */
  requests: RecordedRequest[];
  clearRequests(): void;
  /** Status polls per job and deployment from the request log, with those under 2 s apart. */
  pollStats(): PollStats;
  /** The published site revision and the pending change. */
  site(): SiteDescription;
  /** Sets the change the next successful deployment publishes (undefined clears it); throws listing the problems of an invalid change. */
  setPendingSiteChange(change: SiteChange | undefined): void;
  /** Publishes a change at once, without a deployment (no argument: the pending change); throws when invalid. */
  publishSiteChange(change?: SiteChange): void;
  /**
   * From `from` on, the docs answer `term` (same as `POST /_emulator/answers`): its searches click at `ctr` (default
   * 0.65) on `page` (default the page its results lead to now, or `/guides/<term>`), in `project` (default every
   * project); throws listing the problems of an invalid answer.
   */
  answerSearch(answer: { term: string; from: string; project?: string; ctr?: number; page?: string }): void;
  /** The answers set, in the order they were set. */
  searchAnswers(): SearchAnswer[];
  clearSearchAnswers(): void;
  close(): Promise<void>;
}
