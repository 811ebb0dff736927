/** Time as the code sees it: injected so tests control waits instead of sleeping. */
export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

/** A clock whose sleep advances time at once: for tests and pure simulations. */
export function virtualClock(start = Date.UTC(2026, 10, 21, 12)): Clock & { slept: number[] } {
  let current = start;
  const slept: number[] = [];
  return {
    slept,
    now: () => current,
    sleep: async (ms) => {
      slept.push(ms);
      current += Math.max(0, ms);
    },
  };
}
