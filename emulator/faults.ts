// Fault injection: the rule engine that decides what to do to one request, and the knobs
// that fire a limited number of times (dropped downloads, deployment 429s).
import { defaultFaults } from './fault-config.ts';
import type { FaultConfig, FaultRule } from './fault-config.ts';
import { seededRandom } from './hash.ts';

/** Knobs that fire a limited number of times, with the setting that arms each. */
const COUNTED = {
  downloadDrop: 'dropDownloadTimes',
  deploymentPoll429: 'throttleDeploymentPolls',
  deploymentTrigger429: 'throttleDeploymentTriggers',
} as const satisfies Record<string, keyof FaultConfig>;

export type CountedFault = keyof typeof COUNTED;

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
  readonly #left = new Map<CountedFault, number>();
  readonly #random: () => number;

  constructor(seed: number, initial?: Partial<FaultConfig>) {
    this.#random = seededRandom(seed ^ 0x5eed_fa17);
    this.reset();
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
    if (patch.dropDownloadAfterBytes !== undefined) this.#arm('downloadDrop');
    for (const [fault, setting] of Object.entries(COUNTED) as [CountedFault, keyof FaultConfig][]) {
      if (patch[setting] !== undefined) this.#arm(fault);
    }
  }

  reset(): void {
    this.#config = defaultFaults();
    this.#rules = [];
    for (const fault of Object.keys(COUNTED) as CountedFault[]) this.#arm(fault);
  }

  #arm(fault: CountedFault): void {
    this.#left.set(fault, this.#config[COUNTED[fault]]);
  }

  /** Spends one firing of a counted knob; false when none is left. */
  take(fault: CountedFault): boolean {
    const left = this.#left.get(fault) ?? 0;
    if (left <= 0) return false;
    this.#left.set(fault, left - 1);
    return true;
  }

  /** How many more times each counted knob fires, for the control API. */
  countedRemaining(): Record<CountedFault, number> {
    const entries = (Object.keys(COUNTED) as CountedFault[]).map(
      (fault) => [fault, this.#left.get(fault) ?? 0] as const,
    );
    return Object.fromEntries(entries) as Record<CountedFault, number>;
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
    return (this.#left.get('downloadDrop') ?? 0) > 0 ? this.#config.dropDownloadAfterBytes : 0;
  }
}
