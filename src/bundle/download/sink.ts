import { createHash, type Hash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { open, type FileHandle } from 'node:fs/promises';
import { BundleError } from '../errors.ts';
import { createArchiveInspector, type ArchiveInspector, type ArchiveInspectorOptions } from '../verify/archive.ts';
import { createGate } from '../verify/inflate.ts';
import type { ArchiveFacts } from '../verify/verdict.ts';

/**
 * Where the downloaded bytes go, in one pass: a SHA-256, the temp file, and the archive inspector.
 * A resumed download keeps writing to the same sink; a server that starts over calls `reset`.
 */
export interface BundleSink {
  /** Bytes accepted since the last reset. */
  readonly received: number;
  /**
   * Takes `chunk`, a view that is valid only during the call: hashed and checked at once, copied for
   * the file. Throws the first problem; a returned promise asks to wait before writing more.
   */
  write(chunk: Buffer): Promise<void> | undefined;
  reset(): Promise<void>;
  /** Ends the archive checks and closes (and fsyncs) the temp file. */
  finish(): Promise<SinkResult>;
  /** Stops everything and deletes the temp file. */
  discard(): Promise<void>;
}

export interface SinkResult {
  sha256: string;
  sizeBytes: number;
  archive: ArchiveFacts;
}

export function openBundleSink(tempPath: string, inspection: ArchiveInspectorOptions): BundleSink {
  let hash: Hash;
  let file: FileWriter;
  let inspector: ArchiveInspector;
  let received = 0;

  const start = () => {
    hash = createHash('sha256');
    inspector = createArchiveInspector(inspection);
    // `wx`: never write through something already at this random name.
    file = openFileWriter(tempPath);
    received = 0;
  };
  const check = () => {
    const problem = fileProblem(file, tempPath) ?? inspector.problem();
    if (problem) throw problem;
  };
  const stop = async () => {
    inspector.destroy();
    await file.abort();
    await rm(tempPath, { force: true });
  };
  start();

  return {
    get received() {
      return received;
    },
    write(chunk) {
      check();
      hash.update(chunk);
      received += chunk.length;
      const checking = inspector.write(chunk);
      const writing = file.write(chunk);
      if (!checking && !writing) return undefined;
      return Promise.all([checking, writing]).then(check);
    },
    async reset() {
      await stop();
      start();
    },
    async finish() {
      check();
      const [archive] = await Promise.all([inspector.end(), file.finish().catch(() => undefined)]);
      check();
      return { sha256: hash.digest('hex'), sizeBytes: received, archive };
    },
    discard: stop,
  };
}

function fileProblem(file: FileWriter, tempPath: string): BundleError | undefined {
  const { error } = file;
  if (!error) return undefined;
  return new BundleError(
    'download',
    `Could not write the bundle to ${tempPath} (${error.code ?? error.message}); check that the directory of bundle-path is writable and has space.`,
  );
}

/**
 * Writes a file from pieces that are only valid during the call (views of a reused read buffer): each
 * piece is copied into one of a few fixed buffers, and a full buffer is written at its offset while
 * the next one fills. The same buffers serve the whole file, so memory stays flat whatever its size.
 */
export interface FileWriter {
  /** Copies `piece`; returns a promise when every buffer is being written (pause until it resolves). */
  write(piece: Buffer): Promise<void> | undefined;
  /** Writes what is left, fsyncs and closes the file. */
  finish(): Promise<void>;
  /** Stops and closes the file (left on disk), waiting for writes under way. */
  abort(): Promise<void>;
  /** The first write or open error, if any. */
  readonly error: NodeJS.ErrnoException | undefined;
}

export interface FileWriterOptions {
  buffers?: number;
  bufferBytes?: number;
}

const DEFAULT_BUFFERS = 4;
const DEFAULT_BUFFER_BYTES = 256 * 1024;

/** Creates `path` (`wx`: never through something already there) and returns its writer. */
export function openFileWriter(path: string, options: FileWriterOptions = {}): FileWriter {
  const bufferBytes = options.bufferBytes ?? DEFAULT_BUFFER_BYTES;
  const free: Buffer[] = Array.from({ length: options.buffers ?? DEFAULT_BUFFERS }, () => Buffer.allocUnsafe(bufferBytes));
  let error: NodeJS.ErrnoException | undefined;
  const handle = open(path, 'wx');
  handle.catch((cause: NodeJS.ErrnoException) => void (error ??= cause));
  const inFlight = new Set<Promise<void>>();
  const room = createGate();
  let current: Buffer | undefined;
  let filled = 0;
  let position = 0;
  let closed = false;

  const flush = () => {
    if (!current || filled === 0) return;
    const buffer = current;
    const length = filled;
    const at = position;
    current = undefined;
    filled = 0;
    position += length;
    const done = writeAll(handle, buffer, length, at)
      .catch((cause: NodeJS.ErrnoException) => void (error ??= cause))
      .finally(() => {
        inFlight.delete(done);
        // A buffer that is not one of ours (an overflow copy) is simply dropped.
        if (buffer.length === bufferBytes) free.push(buffer);
        room.open();
      });
    inFlight.add(done);
  };
  const settle = async () => {
    while (inFlight.size > 0) await Promise.all(inFlight);
  };
  // One close for finish and abort alike: an abort during a finish waits for it, so a caller that
  // deletes the file next cannot delete it before the (still pending) open has created it.
  let closing: Promise<void> | undefined;
  const close = (sync: boolean) => (closing ??= closeOnce(sync));
  const closeOnce = async (sync: boolean) => {
    if (closed) return;
    closed = true;
    await settle();
    const file = await handle.catch((cause: NodeJS.ErrnoException) => void (error ??= cause));
    if (!file) return;
    try {
      if (sync && !error) await file.sync();
    } catch (cause) {
      error ??= cause as NodeJS.ErrnoException;
    } finally {
      await file.close().catch(() => {});
    }
  };

  return {
    write(piece) {
      let offset = 0;
      while (offset < piece.length) {
        // No free buffer: the caller pauses on the promise returned below; the rest of this piece waits in a copy.
        current ??= free.pop() ?? Buffer.allocUnsafe(piece.length - offset);
        const copied = piece.copy(current, filled, offset);
        filled += copied;
        offset += copied;
        if (filled === current.length) flush();
      }
      if (free.length > 0 || (current && filled < current.length)) return undefined;
      return room.wait();
    },
    async finish() {
      flush();
      await close(true);
      if (error) throw error;
    },
    abort: () => close(false),
    get error() {
      return error;
    },
  };
}

async function writeAll(handle: Promise<FileHandle>, buffer: Buffer, length: number, position: number): Promise<void> {
  const file = await handle;
  for (let done = 0; done < length; ) {
    const { bytesWritten } = await file.write(buffer, done, length - done, position + done);
    done += bytesWritten;
  }
}
