// The service down at the moment that hurts most: right after the last run that leaves the link in place, so the
// runs that would renew it fail for the whole outage while the deployed link keeps ageing.
import { DAY } from './scenarios.ts';
import type { Period } from './timeline.ts';

/** Outages at renewal come at most this often, so a link renewed on every run is not kept down for good. */
const SPACING_MS = 3 * DAY;

export class RenewalOutages {
  readonly #refreshBeforeMs: number;
  readonly #lengthMs: number;
  readonly #outages: Period[];
  #lastStart = Number.NEGATIVE_INFINITY;

  /** Adds to `outages`, the list the world's faults follow as the clock passes. */
  constructor(refreshBeforeMs: number, lengthMs: number, outages: Period[]) {
    this.#refreshBeforeMs = refreshBeforeMs;
    this.#lengthMs = lengthMs;
    this.#outages = outages;
  }

  /**
   * After a refresh run at `now`: when the next run (at `nextRunAt`) would find the deployed link (expiring at
   * `expiresAt`) within refresh-before and renew it, the service goes down from now for the outage's length.
   */
  afterRun(now: number, expiresAt: number | undefined, nextRunAt: number | undefined): void {
    if (expiresAt === undefined || nextRunAt === undefined) return;
    if (now - this.#lastStart < SPACING_MS) return;
    if (expiresAt - nextRunAt > this.#refreshBeforeMs) return;
    this.#lastStart = now;
    this.#outages.push({ start: now + 1, end: now + 1 + this.#lengthMs });
  }
}
