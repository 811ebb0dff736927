import { createHash, type Hash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createArchiveInspector, type ArchiveFacts, type ArchiveInspectorOptions, type ArchiveInspector } from '../verify/archive-inspector.ts';
import { BundleError } from './errors.ts';
import { createWriteWindow, type WriteWindow } from './write-window.ts';

/**
 * Where the downloaded bytes go, in one pass: a SHA-256, the temp file, and the archive inspector.
 * A resumed download keeps writing to the same sink; a server that starts over calls `reset`.
 */
export interface BundleSink {
  /** Bytes accepted since the last reset. */
  readonly received: number;
  write(chunk: Buffer): Promise<void>;
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

const FILE_BUFFER = 1024 * 1024;
const FILE_WINDOW = 4 * 1024 * 1024;

export function openBundleSink(tempPath: string, inspection: ArchiveInspectorOptions): BundleSink {
  let hash: Hash;
  let file: WriteStream;
  let fileWindow: WriteWindow;
  let inspector: ArchiveInspector;
  let fileError: BundleError | undefined;
  let received = 0;

  const start = () => {
    hash = createHash('sha256');
    inspector = createArchiveInspector(inspection);
    received = 0;
    fileError = undefined;
    // `wx`: never write through something already at this random name; `flush`: fsync before close.
    file = createWriteStream(tempPath, { flags: 'wx', flush: true, highWaterMark: FILE_BUFFER });
    fileWindow = createWriteWindow(file, FILE_WINDOW);
    file.on('error', (error: NodeJS.ErrnoException) => {
      fileError ??= new BundleError('download', `Could not write the bundle to ${tempPath} (${error.code ?? error.message}); check that the directory of bundle-path is writable and has space.`);
    });
  };
  const closeFile = async () => {
    if (!file.closed) {
      file.destroy();
      await once(file, 'close').catch(() => {});
    }
  };
  const check = () => {
    const problem = fileError ?? inspector.problem();
    if (problem) throw problem;
  };
  start();

  return {
    get received() {
      return received;
    },
    async write(chunk) {
      check();
      hash.update(chunk);
      received += chunk.length;
      const fileReady = fileWindow.write(chunk);
      await Promise.all([inspector.write(chunk), fileReady]);
      check();
    },
    async reset() {
      inspector.destroy();
      await closeFile();
      await rm(tempPath, { force: true });
      start();
    },
    async finish() {
      check();
      const closed = once(file, 'close');
      file.end();
      const [archive] = await Promise.all([inspector.end(), closed.catch(() => undefined)]);
      check();
      return { sha256: hash.digest('hex'), sizeBytes: received, archive };
    },
    async discard() {
      inspector.destroy();
      await closeFile();
      await rm(tempPath, { force: true });
    },
  };
}
