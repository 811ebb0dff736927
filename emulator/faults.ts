// Fault injection: the knobs, their defaults, and the rule engine that decides what to do
// to one request.
import { seededRandom } from './hash.ts';

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
  | 'page-count-mismatch';

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
];

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
  /** 0: unthrottled. Rate of object store bodies. */
  downloadBytesPerSecond: number;
  /** 0: off. Destroy the connection after this many body bytes of a store GET. */
  dropDownloadAfterBytes: number;
  /** How many downloads the drop applies to. */
  dropDownloadTimes: number;
  /** 0: off. After this many bytes the connection drops and the link answers 403 expired from then on. */
  expireLinkAfterBytes: number;
  /** Analytics requests per organisation per rolling hour. */
  rateLimitPerHour: number;
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
    downloadBytesPerSecond: 0,
    dropDownloadAfterBytes: 0,
    dropDownloadTimes: 1,
    expireLinkAfterBytes: 0,
    rateLimitPerHour: 100,
  };
}

/** What the rules decided for one request. */
export interface FaultDecision {
  /** Answer with this instead of reaching the service. */
  respond?: { status: number; body: 'json' | 'html' | 'empty' | 'xml' | undefined; retryAfter?: string };
  /** Destroy the connection before any header. */
  reset?: boolean;
  /** Cut the JSON body in half (Content-Length matches the cut body). */
  truncateJson?: boolean;
  /** Wait this long before handling. */
  delayMs: number;
  /** Throttle the response body. */
  bytesPerSecond?: number;
}

interface ActiveRule {
  rule: FaultRule;
  pattern: RegExp | undefined;
  remaining: number;
}

/** Holds the current configuration and the state of its rules (spent counts, dice, drops). */
export class FaultState {
  #config: FaultConfig = defaultFaults();
  #rules: ActiveRule[] = [];
  #dropsLeft = 1;
  readonly #random: () => number;

  constructor(seed: number, initial?: Partial<FaultConfig>) {
    this.#random = seededRandom(seed ^ 0x5eed_fa17);
    if (initial) this.merge(initial);
  }

  get config(): FaultConfig {
    return this.#config;
  }

  /** Merges a partial configuration; new rules replace the old ones and start unspent. */
  merge(patch: Partial<FaultConfig>): void {
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    this.#config = { ...this.#config, ...defined };
    if (patch.rules !== undefined) {
      this.#rules = patch.rules.map((rule) => ({
        rule,
        pattern: rule.path === undefined ? undefined : new RegExp(rule.path),
        remaining: rule.times ?? Infinity,
      }));
    }
    if (patch.dropDownloadAfterBytes !== undefined || patch.dropDownloadTimes !== undefined) {
      this.#dropsLeft = this.#config.dropDownloadTimes;
    }
  }

  reset(): void {
    this.#config = defaultFaults();
    this.#rules = [];
    this.#dropsLeft = this.#config.dropDownloadTimes;
  }

  /** How many more times each rule fires (null: unlimited), for the control API. */
  rulesRemaining(): (number | null)[] {
    return this.#rules.map((r) => (r.remaining === Infinity ? null : r.remaining));
  }

  /** Applies the rules to one request; spends the ones that fire. */
  decide(method: string, path: string): FaultDecision {
    const decision: FaultDecision = { delayMs: this.#config.latencyMs };
    for (const active of this.#rules) {
      const { rule } = active;
      if (active.remaining <= 0) continue;
      if (rule.method !== undefined && rule.method.toUpperCase() !== method.toUpperCase()) continue;
      if (active.pattern !== undefined && !active.pattern.test(path)) continue;
      if (rule.rate !== undefined && this.#random() >= rule.rate) continue;
      active.remaining -= 1;
      switch (rule.action) {
        case 'delay':
          decision.delayMs += rule.delayMs ?? 1000;
          continue;
        case 'slow-body':
          decision.bytesPerSecond = rule.bytesPerSecond ?? 1024;
          continue;
        case 'status':
          decision.respond = { status: rule.status ?? 503, body: rule.body };
          if (rule.retryAfter !== undefined) decision.respond.retryAfter = rule.retryAfter;
          return decision;
        case 'reset-before-headers':
          decision.reset = true;
          return decision;
        case 'truncate-json':
          decision.truncateJson = true;
          return decision;
      }
    }
    return decision;
  }

  /** Bytes after which the next store download is to be dropped (0: none left). */
  downloadDropPoint(): number {
    return this.#dropsLeft > 0 ? this.#config.dropDownloadAfterBytes : 0;
  }

  /** Counts a download that was dropped. */
  spendDownloadDrop(): void {
    this.#dropsLeft = Math.max(0, this.#dropsLeft - 1);
  }
}
