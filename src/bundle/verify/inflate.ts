import type { Writable } from 'node:stream';
import { constants, createGunzip, type Gunzip } from 'node:zlib';

/**
 * Inflates a gzip stream that arrives in pieces, handing the output to `onOutput`. Errors of the data
 * go to `onError` (the first one; nothing is inflated after it).
 *
 * In place (the default): inflation runs synchronously into ONE reused output buffer, through the
 * zlib handle under Node's public stream (`_handle.writeSync`, the call Node's own `zlib.*Sync`
 * functions make). The public stream allocates a fresh output buffer per chunk instead, and V8
 * frees those only every ~64 MB of external memory: that pile alone kept the action over its
 * memory target. Where the handle is not there (another runtime), the public stream is used.
 */
export interface Inflater {
  /** Inflates `input`, a view that is valid only during the call. A returned promise asks to wait before writing more. */
  write(input: Buffer): Promise<void> | undefined;
  /** Ends the stream: a gzip stream that stops early is an error. Resolves once all output was handed on. */
  end(): Promise<void>;
  destroy(): void;
  readonly inPlace: boolean;
}

export interface InflaterOptions {
  onOutput: (piece: Buffer) => void;
  onError: (error: Error & { code?: string }) => void;
  /** false: use the public stream even where the in-place handle is there. */
  inPlace?: boolean;
}

const OUTPUT_BYTES = 64 * 1024;
const STREAM_WINDOW = 2 * 1024 * 1024;
const EMPTY = Buffer.alloc(0);

interface ZlibHandle {
  writeSync(flush: number, input: Buffer, inOffset: number, inLength: number, output: Buffer, outOffset: number, outLength: number): void;
}

export function createInflater(options: InflaterOptions): Inflater {
  const gunzip = createGunzip({ chunkSize: OUTPUT_BYTES });
  const internals = options.inPlace === false ? undefined : handleOf(gunzip);
  return internals ? inPlaceInflater(gunzip, internals, options) : streamInflater(gunzip, options);
}

/** The native handle and its result slots `[availOutAfter, availInAfter]`, when this runtime has them. */
function handleOf(gunzip: Gunzip): { handle: ZlibHandle; state: Uint32Array } | undefined {
  const { _handle: handle, _writeState: state } = gunzip as unknown as { _handle?: Partial<ZlibHandle>; _writeState?: unknown };
  if (typeof handle?.writeSync !== 'function' || !(state instanceof Uint32Array) || state.length < 2) return undefined;
  return { handle: handle as ZlibHandle, state };
}

function inPlaceInflater(gunzip: Gunzip, { handle, state }: { handle: ZlibHandle; state: Uint32Array }, options: InflaterOptions): Inflater {
  const output = Buffer.allocUnsafe(OUTPUT_BYTES);
  let stopped = false;
  // Node reports a data error by destroying the stream with it; the event itself is not needed.
  gunzip.on('error', () => {});

  const stop = () => {
    if (stopped) return;
    stopped = true;
    gunzip.close();
  };
  /** Runs zlib until it needs more input (or the stream ended); false once it failed. */
  const run = (flush: number, input: Buffer): boolean => {
    let offset = 0;
    let left = input.length;
    for (;;) {
      handle.writeSync(flush, input, offset, left, output, 0, output.length);
      const error = gunzip.errored;
      if (error) {
        stop();
        options.onError(error);
        return false;
      }
      const availOut = state[0] ?? 0;
      const availIn = state[1] ?? 0;
      offset += left - availIn;
      left = availIn;
      if (availOut < output.length) options.onOutput(output.subarray(0, output.length - availOut));
      if (stopped) return false;
      if (availOut !== 0) return true;
    }
  };

  return {
    inPlace: true,
    write(input) {
      if (!stopped) run(constants.Z_NO_FLUSH, input);
      return undefined;
    },
    async end() {
      if (stopped) return;
      if (run(constants.Z_FINISH, EMPTY)) stop();
    },
    destroy: stop,
  };
}

function streamInflater(gunzip: Gunzip, options: InflaterOptions): Inflater {
  const input = createWriteWindow(gunzip, STREAM_WINDOW);
  let failed = false;
  gunzip.on('data', (piece: Buffer) => options.onOutput(piece));
  gunzip.on('error', (error: Error) => {
    if (failed) return;
    failed = true;
    options.onError(error);
  });
  return {
    inPlace: false,
    // A copy: the caller reuses the buffer behind `piece` as soon as this returns.
    write: (piece) => (failed ? undefined : input.write(Buffer.from(piece))),
    end() {
      if (failed) return Promise.resolve();
      return new Promise<void>((resolve) => {
        gunzip.once('end', resolve);
        gunzip.once('close', resolve);
        gunzip.end();
      });
    },
    destroy: () => void gunzip.destroy(),
  };
}

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
