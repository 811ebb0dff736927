/**
 * Where producers wait for room: every caller of `wait()` until the next `open()` gets the same
 * promise, so a producer that writes twice before pausing is not left with one that never settles.
 */
export interface Gate {
  wait(): Promise<void>;
  /** Lets everyone waiting go; a later `wait()` waits anew. */
  open(): void;
}

export function createGate(): Gate {
  let waiting: { promise: Promise<void>; resolve: () => void } | undefined;
  return {
    wait() {
      if (!waiting) {
        let resolve: () => void = () => {};
        const promise = new Promise<void>((settle) => (resolve = settle));
        waiting = { promise, resolve };
      }
      return waiting.promise;
    },
    open() {
      const opened = waiting;
      waiting = undefined;
      opened?.resolve();
    },
  };
}
