// Writes bundle entries as a gzip-compressed tar file (tar-stream + node:zlib), streaming
// so that a bundle of hundreds of megabytes never sits in memory, then applies the
// byte-level archive faults (corrupt gzip, truncated stream, a stream stuffed with empty blocks).
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, readFile, rename, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, crc32, createGzip, deflateRawSync, gunzipSync } from 'node:zlib';
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

/** Size of a `stuffed` bundle: far more than the few hundred kB its pages unpack to. */
export const STUFFED_BYTES = 4 * 1024 * 1024;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A non-final stored block of no bytes, on a byte boundary: 5 bytes that inflate to nothing. */
const EMPTY_BLOCK = Buffer.from([0x00, 0x00, 0x00, 0xff, 0xff]);
const LAST_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/**
 * Rewrites the gzip file as the same tar deflated, then empty stored blocks up to STUFFED_BYTES: a valid
 * stream, the same files, but many times more bytes to download than it unpacks to (meant for small bundles:
 * the tar is held in memory). Returns the new size.
 */
async function stuffWithEmptyBlocks(file: string): Promise<number> {
  const tarFile = gunzipSync(await readFile(file));
  // A sync flush ends the data on a byte boundary without a final block, so stored blocks may follow.
  const data = deflateRawSync(tarFile, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH });
  const fixed = GZIP_HEADER.length + data.length + LAST_EMPTY_BLOCK.length + 8;
  const stuffing = Buffer.alloc(
    Math.max(0, Math.ceil((STUFFED_BYTES - fixed) / EMPTY_BLOCK.length)) * EMPTY_BLOCK.length,
  );
  for (let at = 0; at < stuffing.length; at += EMPTY_BLOCK.length) EMPTY_BLOCK.copy(stuffing, at);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(tarFile), 0);
  trailer.writeUInt32LE(tarFile.length % 2 ** 32, 4);
  const stuffed = Buffer.concat([GZIP_HEADER, data, stuffing, LAST_EMPTY_BLOCK, trailer]);
  await writeFile(file, stuffed);
  return stuffed.length;
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
  } else if (archive === 'stuffed') {
    size = await stuffWithEmptyBlocks(temporary);
    md5 = await md5OfFile(temporary);
  }
  await rename(temporary, file);
  return { file, sizeBytes: size, md5 };
}
