import type { Writable } from 'node:stream';
import { createGate } from './gate.ts';

/**
 * Writes to a stream with up to `limitBytes` accepted but not yet processed. A stream's own
 * `write() === false` would stop the producer at every 64 KB chunk (zlib's buffer is 16 KB), so
 * hashing, inflating and disk writes would take turns; a window lets them overlap, still bounded.
 */
export interface WriteWindow {
  /** Undefined when more may be written at once; else a promise that resolves when the window has room. */
  write(chunk: Buffer): Promise<void> | undefined;
  /** Bytes written and not yet processed. */
  readonly pending: number;
}

export function createWriteWindow(stream: Writable, limitBytes: number): WriteWindow {
  let pending = 0;
  const room = createGate();
  const release = (bytes: number) => {
    pending -= bytes;
    // Resume at half the window, so the stream still has work queued while the producer refills it.
    if (pending <= limitBytes / 2) room.open();
  };
  // A destroyed stream may never call back: let a waiting producer go and find out from the failure.
  stream.once('close', () => room.open());
  return {
    get pending() {
      return pending;
    },
    write(chunk) {
      pending += chunk.length;
      stream.write(chunk, () => release(chunk.length));
      if (pending <= limitBytes) return undefined;
      return room.wait();
    },
  };
}
