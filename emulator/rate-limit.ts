// The analytics quota: N requests per organization per rolling hour, shared by every
// analytics endpoint and every key of the organization.

const HOUR_MS = 3_600_000;

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until a slot frees (only meaningful when the quota is used up). */
  retryAfterSeconds: number;
  /** Epoch seconds at which the oldest counted request leaves the window. */
  resetAt: number;
}

export class RateLimiter {
  readonly #hits = new Map<string, number[]>();

  /** Counts one request of `orgId` at `now` when a slot is free. */
  take(orgId: string, now: number, limit: number): RateDecision {
    const hits = (this.#hits.get(orgId) ?? []).filter((t) => t > now - HOUR_MS && t <= now);
    const allowed = hits.length < limit;
    if (allowed) hits.push(now);
    this.#hits.set(orgId, hits);
    // A slot frees when enough of the oldest hits have left the window to go below the limit.
    const blocking = limit > 0 ? hits[Math.max(0, hits.length - limit)] : undefined;
    const frees = (blocking ?? now) + HOUR_MS;
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - hits.length),
      retryAfterSeconds: Math.max(1, Math.ceil((frees - now) / 1000)),
      resetAt: Math.ceil(frees / 1000),
    };
  }

  reset(): void {
    this.#hits.clear();
  }
}
