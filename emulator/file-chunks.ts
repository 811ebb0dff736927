// Reads a byte range of a file in pieces of one reused buffer: serving a large bundle then costs the emulator
// no fresh memory per read, which matters when it shares the machine's cores with the client it serves (the
// benchmarks run both on one machine; a real object store does not take the runner's CPU).
import { open } from 'node:fs/promises';

const PIECE_BYTES = 1024 * 1024;

/**
 * Yields bytes `start` to `end` (inclusive) of `path`. Each piece is a view of the same buffer, valid only
 * until the next one is asked for: the consumer must be done with it by then (writeBody's `reusesChunks`).
 */
export async function* fileChunks(path: string, start: number, end: number): AsyncGenerator<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(Math.max(1, Math.min(PIECE_BYTES, end - start + 1)));
    for (let at = start; at <= end;) {
      const { bytesRead } = await file.read(buffer, 0, Math.min(buffer.length, end - at + 1), at);
      if (bytesRead === 0) return;
      at += bytesRead;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await file.close();
  }
}
