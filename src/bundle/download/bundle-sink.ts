import { createHash, type Hash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createArchiveInspector, type ArchiveFacts, type ArchiveInspectorOptions, type ArchiveInspector } from '../verify/archive-inspector.ts';
import { BundleError } from './errors.ts';
import { openFileWriter, type FileWriter } from './file-writer.ts';

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
