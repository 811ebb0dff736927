// Writes a response body with backpressure, optionally throttled or cut short. Used by the
// API (slow-body faults) and the object store (slow downloads, dropped connections).
import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Pace } from './emulator-types.ts';

export interface BodyWriteOptions {
  /** 0 or undefined: as fast as the client reads. */
  bytesPerSecond?: number;
  /** Destroy the connection once this many bytes are written (0 or undefined: never). */
  cutAfterBytes?: number;
  /** Aborted when the emulator closes. */
  signal: AbortSignal;
  /** Called as the cut happens, before the client can see the connection close (and ask again). */
  onCut?: () => void;
  /** The source hands out views of one buffer (fileChunks): each is written out before the next is taken. */
  reusesChunks?: boolean;
  /** The clock the throttle waits on (default: real time). */
  pace?: Pace;
}

export const REAL_TIME: Pace = {
  now: () => performance.now(),
  sleep: (ms, signal) => sleep(ms, undefined, { signal }).catch(() => {}),
};

/** Aborted when the emulator closes or the response does (the client went away): a throttled body stops waiting. */
export function responseSignal(res: ServerResponse, emulatorSignal: AbortSignal): AbortSignal {
  const closed = new AbortController();
  res.once('close', () => closed.abort());
  return AbortSignal.any([emulatorSignal, closed.signal]);
}

export type BodyWriteResult = 'complete' | 'cut' | 'aborted';

/** Largest write of a throttled body: small slices keep the rate smooth. */
function sliceSize(bytesPerSecond: number): number {
  return Math.max(1, Math.min(64 * 1024, Math.floor(bytesPerSecond / 20)));
}

function waitForDrain(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** Resolves once `piece` left for the socket (or the response closed), so its buffer may be refilled. */
function writeOut(res: ServerResponse, piece: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      res.off('close', done);
      resolve();
    };
    res.on('close', done);
    res.write(piece, done);
  });
}

function flushThenDestroy(res: ServerResponse, last: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const destroy = (): void => {
      res.socket?.destroy();
      res.destroy();
      resolve();
    };
    if (last.length === 0) destroy();
    else res.write(last, destroy);
  });
}

/**
 * Streams `source` into `res` and ends it. Headers must already be set (Content-Length
 * included). Returns how the body ended.
 */
export async function writeBody(
  res: ServerResponse,
  source: AsyncIterable<Buffer> | Iterable<Buffer>,
  options: BodyWriteOptions,
): Promise<BodyWriteResult> {
  const rate = options.bytesPerSecond ?? 0;
  const cutAfter = options.cutAfterBytes ?? 0;
  const pace = options.pace ?? REAL_TIME;
  const signal = responseSignal(res, options.signal);
  const started = pace.now();
  let written = 0;
  try {
    for await (const chunk of source) {
      let offset = 0;
      while (offset < chunk.length) {
        if (res.destroyed || signal.aborted) return 'aborted';
        const size = rate > 0 ? Math.min(sliceSize(rate), chunk.length - offset) : chunk.length - offset;
        let piece = chunk.subarray(offset, offset + size);
        if (cutAfter > 0 && written + piece.length >= cutAfter) {
          piece = piece.subarray(0, cutAfter - written);
          options.onCut?.();
          await flushThenDestroy(res, piece);
          return 'cut';
        }
        if (rate > 0) {
          const due = (written / rate) * 1000 - (pace.now() - started);
          if (due > 0) await pace.sleep(due, signal);
          if (res.destroyed || signal.aborted) return 'aborted';
        }
        written += piece.length;
        offset += piece.length;
        if (options.reusesChunks) await writeOut(res, piece);
        else if (!res.write(piece)) await waitForDrain(res);
      }
    }
  } catch (error) {
    if (signal.aborted || res.destroyed) return 'aborted';
    throw error;
  }
  if (res.destroyed) return 'aborted';
  res.end();
  return 'complete';
}
