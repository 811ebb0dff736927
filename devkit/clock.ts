import type { Clock } from '../src/util/clock.ts';

/** A clock whose sleep advances time at once: for tests and pure simulations. */
export function virtualClock(start = Date.UTC(2026, 10, 21, 12)): Clock & { slept: number[] } {
  let current = start;
  const slept: number[] = [];
  return {
    slept,
    now: () => current,
    sleep: (ms) => {
      slept.push(ms);
      current += Math.max(0, ms);
      return Promise.resolve();
    },
  };
}
