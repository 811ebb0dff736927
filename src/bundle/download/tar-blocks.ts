/**
 * Hands a tar parser whole 512-byte blocks only. The parser keeps the tail of a write that is not a
 * whole block as a view, to join it with the next write; when the bytes come from a buffer that is
 * reused, that view would change under it. The odd tail is copied here instead, into a block of its own.
 */
export interface BlockFeeder {
  push(bytes: Buffer): void;
  /** Writes a last partial block, if any (a copy: the parser may keep it). */
  flush(): void;
}

const BLOCK = 512;

export function createBlockFeeder(write: (blocks: Buffer) => void): BlockFeeder {
  const partial = Buffer.allocUnsafe(BLOCK);
  let held = 0;
  return {
    push(bytes) {
      let offset = 0;
      if (held > 0) {
        offset = bytes.copy(partial, held, 0, BLOCK - held);
        held += offset;
        if (held < BLOCK) return;
        held = 0;
        write(partial);
      }
      const whole = (bytes.length - offset) - ((bytes.length - offset) % BLOCK);
      if (whole > 0) write(bytes.subarray(offset, offset + whole));
      offset += whole;
      if (offset < bytes.length) held = bytes.copy(partial, 0, offset);
    },
    flush() {
      if (held === 0) return;
      const tail = Buffer.from(partial.subarray(0, held));
      held = 0;
      write(tail);
    },
  };
}
