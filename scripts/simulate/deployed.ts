// What the deployment would see: the link on the deployed branch and how long it stays valid, at every instant.
import type { Period } from './timeline.ts';

export interface Freshness {
  /** Least validity left on the deployed link at any instant, in hours (negative: it had expired). */
  leastValidityHours: number;
  /** When that was (RFC 3339). */
  leastAt: string;
  /** Hours the deployed branch held an expired link. */
  expiredHours: number;
  /** The longest service outage or 429 period that overlapped the 72 hours before the lowest point. */
  outageBeforeLeastHours: number;
}

/**
 * Follows the deployed link's expiry through the quarter. Validity falls steadily between changes, so its lowest
 * points are the instants just before a new link lands, and the end of the quarter.
 */
export class DeployedLinkTracker {
  #expiresAt: number | undefined;
  #since: number;
  #least = { validityMs: Number.POSITIVE_INFINITY, at: 0 };
  #expiredMs = 0;

  constructor(start: number) {
    this.#since = start;
  }

  /** The deployed link's expiry as of `now` (undefined: no link deployed yet). */
  observe(now: number, expiresAt: number | undefined): void {
    this.#account(now);
    this.#expiresAt = expiresAt;
  }

  #account(now: number): void {
    const expiresAt = this.#expiresAt;
    if (expiresAt !== undefined) {
      const validityMs = expiresAt - now;
      if (validityMs < this.#least.validityMs) this.#least = { validityMs, at: now };
      this.#expiredMs += Math.max(0, now - Math.max(this.#since, expiresAt));
    }
    this.#since = now;
  }

  finish(end: number, faults: readonly Period[]): Freshness {
    this.#account(end);
    const at = this.#least.at;
    const before = faults.filter((period) => period.start < at && period.end > at - 72 * 3_600_000);
    return {
      leastValidityHours: round(this.#least.validityMs / 3_600_000),
      leastAt: new Date(at).toISOString(),
      expiredHours: round(this.#expiredMs / 3_600_000),
      outageBeforeLeastHours: round(Math.max(0, ...before.map((p) => (p.end - p.start) / 3_600_000))),
    };
  }
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
