/**
 * Gathers small chunks (a network read each, 64 KiB or less) into a few reused pieces of a fixed size for a
 * consumer that says when it is done with each: every write to a zlib stream is a round trip to the thread
 * pool, and a round trip per network read made inflating the slowest part of the download. The pieces are
 * allocated once, so gathering costs a copy and no memory per byte.
 */
export interface PieceGatherer {
  /** Copies `chunk` in, handing on each piece that fills; a returned promise asks to wait for a free piece. */
  add(chunk: Buffer): Promise<void> | undefined;
  /** Hands on the piece being filled, if it holds anything. */
  flush(): void;
}

/** `send` gets each filled piece (a view of one of `count` buffers) and calls `done` once it no longer reads it. */
export function createPieceGatherer(
  size: number,
  count: number,
  send: (piece: Buffer, done: () => void) => void,
): PieceGatherer {
  const free = Array.from({ length: count }, () => Buffer.allocUnsafe(size));
  let piece: Buffer<ArrayBuffer> | undefined;
  let used = 0;
  let wake: (() => void) | undefined;

  const handOn = (): void => {
    const full = piece;
    if (!full) return;
    const length = used;
    piece = undefined;
    used = 0;
    send(full.subarray(0, length), () => {
      free.push(full);
      const waiting = wake;
      wake = undefined;
      waiting?.();
    });
  };
  /** Copies from `offset` on while a piece is at hand; returns where it stopped. */
  const fill = (chunk: Buffer, offset: number): number => {
    let at = offset;
    while (at < chunk.length) {
      piece ??= free.pop();
      if (!piece) return at;
      const copied = chunk.copy(piece, used, at);
      used += copied;
      at += copied;
      if (used === size) handOn();
    }
    return at;
  };
  const fillWhenFree = async (chunk: Buffer, offset: number): Promise<void> => {
    for (let at = offset; at < chunk.length;) {
      await new Promise<void>((resolve) => (wake = resolve));
      at = fill(chunk, at);
    }
  };

  return {
    add(chunk) {
      const stopped = fill(chunk, 0);
      return stopped < chunk.length ? fillWhenFree(chunk, stopped) : undefined;
    },
    flush() {
      if (used > 0) handOn();
    },
  };
}
