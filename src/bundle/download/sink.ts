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
import { createPieceGatherer } from './pieces.ts';
import type { PieceGatherer } from './pieces.ts';

/**
 * Where the downloaded bytes go, in one pass: a SHA-256, the temp file, and the archive inspector.
 * A resumed download keeps writing to the same sink; a server that starts over calls `reset`.
 */
export interface BundleSink {
  /** Bytes accepted since the last reset. */
  readonly received: number;
  /**
   * Takes `chunk` (copied; the caller must not change it while a returned promise is pending): hashed, checked
   * and written to the file. Throws the first problem; a returned promise asks to wait before writing more.
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

/** A sink that only checks the archive (nothing hashed whole, nothing written): `end` gives what it found. */
export interface InspectionSink extends TransferSink {
  end(): Promise<ArchiveFacts>;
  destroy(): void;
}

export interface SinkResult {
  sha256: string;
  sizeBytes: number;
  archive: ArchiveFacts;
}

// The bytes are gathered into a few reused pieces of 1 MiB, and each piece is hashed, written to the file and
// inflated as one: a thread-pool round trip per MiB for the disk and for zlib instead of one per network read
// (64 KiB), and no buffer per read kept waiting for the disk. A piece is free again once both are done with it;
// the download waits only while all are in use, so hashing, inflating and writing overlap.
const PIECE_BYTES = 1024 * 1024;
const PIECES = 3;

type PieceReader = (piece: Buffer, done: () => void) => void;

/** Pieces handed to every reader in turn; a piece is free again once all of them called back. */
function piecesFor(readers: PieceReader[]): PieceGatherer {
  return createPieceGatherer(PIECE_BYTES, PIECES, (piece, done) => {
    let reading = readers.length;
    const release = () => {
      if (--reading === 0) done();
    };
    for (const read of readers) read(piece, release);
  });
}

/** Takes `chunk` into `pieces`; a wait for a free piece ends at a problem too, which `check` then throws. */
function addChunk(
  pieces: PieceGatherer,
  chunk: Buffer,
  interrupted: Promise<void>,
  check: () => void,
): Promise<void> | undefined {
  const waiting = pieces.add(chunk);
  return waiting ? Promise.race([waiting, interrupted]).then(check) : undefined;
}

export function openBundleSink(tempPath: string, inspection: ArchiveInspectorOptions): BundleSink {
  let hash: Hash;
  let file: WriteStream;
  let fileError: NodeJS.ErrnoException | undefined;
  let inspector: ArchiveInspector;
  let pieces: PieceGatherer;
  /** Settles at the first problem of the file or the archive: a wait for a free piece ends there too. */
  let interrupted: Promise<void>;
  let received = 0;

  const start = () => {
    const digest = createHash('sha256');
    const checks = createArchiveInspector(inspection);
    // `wx`: never write through something already at this random name. No fsync: the bundle lives for the job,
    // which a crash of the machine ends anyway, and forcing gigabytes to disk would hold the step up for nothing.
    const opened = createWriteStream(tempPath, { flags: 'wx' });
    const fileFailed = new Promise<void>((resolve) =>
      opened.on('error', (error: NodeJS.ErrnoException) => {
        if (file === opened) fileError ??= error;
        resolve();
      }),
    );
    hash = digest;
    inspector = checks;
    file = opened;
    fileError = undefined;
    interrupted = Promise.race([fileFailed, checks.failed]);
    // A reset makes new pieces: the old ones may still be held by the file and the inspector it stopped.
    pieces = piecesFor([
      (piece, done) => {
        digest.update(piece);
        done();
      },
      (piece, done) => opened.write(piece, () => done()),
      (piece, done) => checks.write(piece, done),
    ]);
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
      received += chunk.length;
      return addChunk(pieces, chunk, interrupted, check);
    },
    async reset() {
      await stop();
      start();
    },
    async finish() {
      check();
      pieces.flush();
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

/** The archive checks alone, fed in the same pieces: for a bundle that is read and never kept. */
export function openInspectionSink(inspection: ArchiveInspectorOptions): InspectionSink {
  let inspector: ArchiveInspector;
  let pieces: PieceGatherer;
  let received = 0;
  const start = () => {
    const checks = createArchiveInspector(inspection);
    inspector = checks;
    pieces = piecesFor([(piece, done) => checks.write(piece, done)]);
    received = 0;
  };
  const check = () => {
    const problem = inspector.problem();
    if (problem) throw problem;
  };
  start();
  return {
    get received() {
      return received;
    },
    write(chunk) {
      check();
      received += chunk.length;
      return addChunk(pieces, chunk, inspector.failed, check);
    },
    reset() {
      inspector.destroy();
      start();
      return Promise.resolve();
    },
    end() {
      check();
      pieces.flush();
      return inspector.end();
    },
    destroy: () => inspector.destroy(),
  };
}

function fileProblem(error: NodeJS.ErrnoException | undefined, tempPath: string): BundleError | undefined {
  if (!error) return undefined;
  return new BundleError(
    'download',
    `Could not write the bundle to ${tempPath} (${error.code ?? error.message}); check that the directory of bundle-path is writable and has space.`,
  );
}
