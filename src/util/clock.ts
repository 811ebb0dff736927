/** Time as the code sees it: injected so tests control waits instead of sleeping. */
import { OperationError } from './errors.ts';

export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** Why the signal aborted, as an Error (abort() without a reason gives a DOMException, which is one). */
function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new OperationError(String(reason));
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(abortReason(signal));
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        if (signal) reject(abortReason(signal));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};
