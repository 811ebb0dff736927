// Whether a rate (a gap's click-through, a page's share of thumbs down) moved by more than chance between two
// periods, for the counts behind it. A gap searched 105 times with 5 clicks and then 95 times with 1 click did not
// show that readers now find less: with so few clicks, that much moves by chance. Pure.

/** The least change, in points of the rate, that is ever called a change: smaller ones read as the same to a writer. */
export const MINIMUM_RATE_CHANGE = 0.05;
/** The two-sided z of 95% confidence. */
const Z_95 = 1.96;

/** Events and how many of them were hits (clicks, thumbs down) in one period. */
export interface RateCount {
  events: number;
  hits: number;
}

/**
 * `up` or `down` when the rate moved by at least MINIMUM_RATE_CHANGE and beyond chance (a two-proportion z-test on
 * the pooled rate, two-sided, 95%), else `same`. Fewer than 10 events in either period is never a change.
 */
export function rateChange(before: RateCount, now: RateCount): 'up' | 'down' | 'same' {
  if (before.events < 10 || now.events < 10) return 'same';
  const p1 = before.hits / before.events;
  const p2 = now.hits / now.events;
  if (Math.abs(p2 - p1) < MINIMUM_RATE_CHANGE) return 'same';
  const pooled = (before.hits + now.hits) / (before.events + now.events);
  const spread = Math.sqrt(pooled * (1 - pooled) * (1 / before.events + 1 / now.events));
  // Every event a hit, or none, in both: no spread, and the rates are equal (ruled out above).
  if (spread === 0) return 'same';
  const z = (p2 - p1) / spread;
  if (z >= Z_95) return 'up';
  if (z <= -Z_95) return 'down';
  return 'same';
}
