// Writes bundle entries as a gzip-compressed tar file (tar-stream + node:zlib), streaming
// so that a bundle of hundreds of megabytes never sits in memory, then applies the
// byte-level archive faults (corrupt gzip, truncated stream).
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, stat, truncate } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Pack } from 'tar-stream';
import type { ArchiveKind } from '../fault-config.ts';
import type { BundleEntry } from './contents.ts';

export interface PackedFile {
  file: string;
  sizeBytes: number;
  /** Hex MD5 of the file, the object store's ETag. */
  md5: string;
}

function addEntry(pack: Pack, entry: BundleEntry, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error | null): void => (error ? reject(error) : resolve());
    const body = entry.body;
    if (body === undefined || Buffer.isBuffer(body)) {
      pack.entry(entry.header, body ?? Buffer.alloc(0), done);
      return;
    }
    const sink = pack.entry(entry.header, done);
    void (async () => {
      for (const chunk of body()) {
        if (signal.aborted) throw new Error('bundle build aborted');
        if (!sink.write(chunk)) await new Promise<void>((r) => sink.once('drain', () => r()));
      }
      sink.end(undefined);
    })().catch((error: unknown) => {
      sink.destroy(error instanceof Error ? error : new Error(String(error)));
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
}

/** The tar stream as an async iterable node:stream can consume. */
async function* tarBytes(pack: Pack): AsyncIterable<Buffer> {
  for await (const chunk of pack) yield chunk as Buffer;
}

function md5Tap(hash: ReturnType<typeof createHash>): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
}

async function md5OfFile(file: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

/** Flips bytes in the middle of the deflate data and the CRC of the trailer. */
async function corruptGzip(file: string, size: number): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    const middle = Math.floor(size / 2);
    const garbage = Buffer.alloc(Math.min(64, Math.max(1, size - middle - 8)), 0xa5);
    await handle.write(garbage, 0, garbage.length, middle);
    const crc = Buffer.alloc(4);
    await handle.read(crc, 0, 4, size - 8);
    for (let i = 0; i < 4; i++) crc[i] = (crc[i] ?? 0) ^ 0xff;
    await handle.write(crc, 0, 4, size - 8);
  } finally {
    await handle.close();
  }
}

/** Writes `entries` to `file` as tar.gz. Padding-heavy bundles are stored uncompressed (it is noise anyway). */
export async function packBundle(
  entries: readonly BundleEntry[],
  file: string,
  archive: ArchiveKind,
  signal: AbortSignal,
): Promise<PackedFile> {
  const temporary = `${file}.partial`;
  const incompressible = entries.some((e) => typeof e.body === 'function');
  const pack = tar.pack();
  const producing = (async () => {
    for (const entry of entries) {
      if (signal.aborted) throw new Error('bundle build aborted');
      await addEntry(pack, entry, signal);
    }
    pack.finalize();
  })();
  producing.catch((error: unknown) => pack.destroy(error instanceof Error ? error : new Error(String(error))));

  const hash = createHash('md5');
  const level = incompressible ? constants.Z_NO_COMPRESSION : constants.Z_BEST_COMPRESSION;
  try {
    await pipeline(tarBytes(pack), createGzip({ level }), md5Tap(hash), createWriteStream(temporary), { signal });
    await producing;
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }

  let size = (await stat(temporary)).size;
  let md5 = hash.digest('hex');
  if (archive === 'corrupt-gzip') {
    await corruptGzip(temporary, size);
    md5 = await md5OfFile(temporary);
  } else if (archive === 'truncated') {
    size = Math.floor(size / 2);
    await truncate(temporary, size);
    md5 = await md5OfFile(temporary);
  }
  await rename(temporary, file);
  return { file, sizeBytes: size, md5 };
}
