/**
 * Runs `work` at once and hands its value over as a promise, a throw as a rejection: what an async function does,
 * for test doubles of async interfaces whose work has nothing to await.
 */
export function settled<T>(work: () => T): Promise<T> {
  return new Promise<T>((resolve) => resolve(work()));
}
