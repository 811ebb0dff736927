import { constants, createGunzip, type Gunzip } from 'node:zlib';
import { createWriteWindow } from './write-window.ts';

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
