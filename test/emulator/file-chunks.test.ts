// The object store's reader: byte ranges of a bundle in pieces of one reused buffer.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileChunks } from '../../emulator/file-chunks.ts';

let directory: string;
let file: string;
const bytes = randomBytes(2.5 * 1024 * 1024);

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'docs-file-chunks-'));
  file = join(directory, 'bundle.tar.gz');
  await writeFile(file, bytes);
});
afterAll(() => rm(directory, { recursive: true, force: true }));

/** The process's open file descriptors: Linux lists them (the other systems' CI jobs skip that check). */
const openDescriptors = async (): Promise<number> => (await readdir('/proc/self/fd')).length;

/** Copies each piece as it comes: the reader refills the same buffer for the next. */
async function collect(start: number, end: number): Promise<{ body: Buffer; pieces: number }> {
  const pieces: Buffer[] = [];
  for await (const piece of fileChunks(file, start, end)) pieces.push(Buffer.from(piece));
  return { body: Buffer.concat(pieces), pieces: pieces.length };
}

describe('fileChunks', () => {
  it('yields the whole file, and ranges that start and end inside a piece, byte for byte', async () => {
    const whole = await collect(0, bytes.length - 1);
    expect(whole.body.equals(bytes)).toBe(true);
    expect(whole.pieces).toBe(3);
    const start = 1024 * 1024 - 7;
    const end = 2 * 1024 * 1024 + 11;
    expect((await collect(start, end)).body.equals(bytes.subarray(start, end + 1))).toBe(true);
    expect((await collect(5, 5)).body).toEqual(bytes.subarray(5, 6));
  });

  it('hands out views of one buffer', async () => {
    const seen = new Set<ArrayBufferLike>();
    for await (const piece of fileChunks(file, 0, bytes.length - 1)) seen.add(piece.buffer);
    expect(seen.size).toBe(1);
  });

  it.runIf(process.platform === 'linux')('closes the file when the consumer stops early', async () => {
    const openFiles = await openDescriptors();
    for await (const piece of fileChunks(file, 0, bytes.length - 1)) {
      expect(piece.length).toBe(1024 * 1024);
      expect(await openDescriptors()).toBe(openFiles + 1);
      break;
    }
    expect(await openDescriptors()).toBe(openFiles);
  });
});
