import { createHash } from 'node:crypto';
import type { Hash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { BundleError } from '../errors.ts';
import { createArchiveInspector } from '../verify/archive.ts';
import type { ArchiveInspector, ArchiveInspectorOptions } from '../verify/archive.ts';
import type { ArchiveFacts } from '../verify/verdict.ts';

/**
 * Where the downloaded bytes go, in one pass: a SHA-256, the temp file, and the archive inspector.
 * A resumed download keeps writing to the same sink; a server that starts over calls `reset`.
 */
export interface BundleSink {
  /** Bytes accepted since the last reset. */
  readonly received: number;
  /**
   * Takes `chunk` (a buffer the caller does not reuse): hashed and checked at once, written to the file.
   * Throws the first problem; a returned promise asks to wait before writing more.
   */
  write(chunk: Buffer): Promise<void> | undefined;
  reset(): Promise<void>;
  /** Ends the archive checks and closes the temp file. */
  finish(): Promise<SinkResult>;
  /** Stops everything and deletes the temp file. */
  discard(): Promise<void>;
}

/** What the download loop needs of a sink; a sink that keeps no file (hashing only) has just this. */
export type TransferSink = Pick<BundleSink, 'received' | 'write' | 'reset'>;

export interface SinkResult {
  sha256: string;
  sizeBytes: number;
  archive: ArchiveFacts;
}

// Bytes queued for the disk before the download waits for it.
const FILE_QUEUE_BYTES = 1024 * 1024;

export function openBundleSink(tempPath: string, inspection: ArchiveInspectorOptions): BundleSink {
  let hash: Hash;
  let file: WriteStream;
  let fileError: NodeJS.ErrnoException | undefined;
  let inspector: ArchiveInspector;
  let received = 0;

  const start = () => {
    hash = createHash('sha256');
    inspector = createArchiveInspector(inspection);
    // `wx`: never write through something already at this random name. No fsync: the bundle lives for the job,
    // which a crash of the machine ends anyway, and forcing gigabytes to disk would hold the step up for nothing.
    const opened = createWriteStream(tempPath, { flags: 'wx', highWaterMark: FILE_QUEUE_BYTES });
    opened.on('error', (error: NodeJS.ErrnoException) => {
      if (file === opened) fileError ??= error;
    });
    file = opened;
    fileError = undefined;
    received = 0;
  };
  const check = () => {
    const problem = fileProblem(fileError, tempPath) ?? inspector.problem();
    if (problem) throw problem;
  };
  const stop = async () => {
    inspector.destroy();
    const closing = file;
    if (!closing.closed) {
      const closed = once(closing, 'close').catch(() => undefined);
      closing.destroy();
      await closed;
    }
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
      const writing = file.write(chunk) ? undefined : drained(file);
      if (!checking && !writing) return undefined;
      return Promise.all([checking, writing]).then(check);
    },
    async reset() {
      await stop();
      start();
    },
    async finish() {
      check();
      const archive = inspector.end();
      // 'close' comes once everything was written and the descriptor closed (or the stream failed: `check` tells).
      const written = new Promise<void>((resolve) => file.once('close', () => resolve()));
      file.end();
      const [facts] = await Promise.all([archive, written]);
      check();
      return { sha256: hash.digest('hex'), sizeBytes: received, archive: facts };
    },
    discard: stop,
  };
}

/** Resolves when the file has room again, or once it failed or closed (the failure is read by `check`). */
function drained(file: WriteStream): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      file.off('drain', done);
      file.off('close', done);
      file.off('error', done);
      resolve();
    };
    file.on('drain', done);
    file.on('close', done);
    file.on('error', done);
  });
}

function fileProblem(error: NodeJS.ErrnoException | undefined, tempPath: string): BundleError | undefined {
  if (!error) return undefined;
  return new BundleError(
    'download',
    `Could not write the bundle to ${tempPath} (${error.code ?? error.message}); check that the directory of bundle-path is writable and has space.`,
  );
}
