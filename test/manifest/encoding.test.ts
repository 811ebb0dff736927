// The manifest record's encoding: compact enough for a pull request body, and bounded when it is read, whoever wrote
// it (issue 17, finding 1).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { generatePages } from '../../emulator/analytics/paths.ts';
import {
  decodeManifest,
  manifestEncoder,
  MAX_DECODED_BYTES,
  MAX_PATH_BYTES,
  MAX_RECORD_FILES,
  varint,
} from '../../src/manifest/encoding.ts';
import { RECORD_CHARACTERS } from '../../src/manifest/framing.ts';

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The emulator's 10,000-page project (proj_large) as bundle paths: reference/sdk/python/shipments/create.html. */
function referenceSite(count: number): Map<string, string> {
  return new Map(
    generatePages(42, 'proj_large', count).map((page) => {
      const file = page.path === '/' ? 'index.html' : `${page.path.slice(1).replace(/\/$/, '/index')}.html`;
      return [file, hashOf(page.path)] as const;
    }),
  );
}

/** A body as the encoder lays it out, from raw columns: what a hostile writer controls entirely. */
function bodyOf(columns: Buffer, files: number): string {
  return `${brotliCompressSync(columns).toString('base64url')}.${Buffer.alloc(files * 8, 0xab).toString('base64url')}`;
}

/** One long path, then `count - 1` paths that share all of it and add six digits each: front-coded columns. */
function sharedLongPath(pathBytes: number, count: number): Buffer {
  const shared = [varint(count), varint(0)];
  const rests = [Buffer.alloc(pathBytes, 'a'), Buffer.from([0])];
  for (let index = 1; index < count; index += 1) {
    shared.push(varint(pathBytes));
    rests.push(Buffer.from(String(index).padStart(6, '0')), Buffer.from([0]));
  }
  return Buffer.concat([...shared, ...rests]);
}

describe('the manifest record', () => {
  it('round-trips paths of every kind with 64-bit hashes', () => {
    const files = new Map([
      ['index.html', hashOf('home')],
      ['guides/tips-&-tricks.html', hashOf('tips')],
      ['de/anleitungen/schnellstart-für-einsteiger.html', hashOf('de')],
      ['search/<script>alert(1)</script>.html', hashOf('xss')],
      ['line\nbreak.html', hashOf('nl')],
      ['guides/tips-&-tricks/index.html', hashOf('nested')],
      ['assets/site.js', hashOf('js')],
    ]);
    const text = manifestEncoder(files).text(10_000) ?? '';
    expect(text).toMatch(RECORD_CHARACTERS);
    expect(decodeManifest(text)).toEqual(files);
  });

  it('measures the 10,000-page reference site: the record takes about 14 characters a page, more than a pull request body holds', () => {
    const text = manifestEncoder(referenceSite(10_000)).text(Number.MAX_SAFE_INTEGER) ?? '';
    if (process.env.SHOW_MEASURES) console.log(`10,000 pages: ${text.length} characters at 64 bits a hash`);
    expect(text.length).toBeGreaterThan(65_536);
    expect(text.length).toBeLessThan(262_144);
    expect(decodeManifest(text)?.size).toBe(10_000);
    expect(manifestEncoder(referenceSite(10_000)).text(65_536)).toBeUndefined();
  });

  it('has no record for what it cannot write faithfully: a NUL in a path, a hash that is not 16 hex digits, a path over the bound', () => {
    expect(manifestEncoder(new Map([['a\u0000b.html', hashOf('a')]])).text(10_000)).toBeUndefined();
    expect(manifestEncoder(new Map([['a.html', 'not-hex!']])).text(10_000)).toBeUndefined();
    expect(manifestEncoder(new Map([['a.html', 'abcd0123']])).text(10_000)).toBeUndefined();
    expect(manifestEncoder(new Map([['a'.repeat(MAX_PATH_BYTES + 1), hashOf('a')]])).text(100_000)).toBeUndefined();
  });

  it('refuses anything it did not write, never throwing: other layouts, damaged parts, a decompression bomb', () => {
    const good = manifestEncoder(new Map([['index.html', hashOf('x')]])).text(1_000) ?? '';
    const [paths, hashes] = good.split('.');
    const bomb = brotliCompressSync(Buffer.alloc(80 * 1024 * 1024), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 1 },
    }).toString('base64url');
    for (const bad of [
      '',
      `v1.8.${paths}.${hashes}`,
      `${paths}.${hashes}AAAA`,
      `${(paths ?? '').slice(2)}.${hashes}`,
      `${bomb}.${hashes}`,
      `${paths}.${hashes}-->`,
    ])
      expect(decodeManifest(bad)).toBeUndefined();
    expect(decodeManifest(good)?.get('index.html')).toBe(hashOf('x'));
  });
});

describe('a hostile manifest record', () => {
  it('a record front-coding one 4 KiB path into 3,000 paths (12 MB of paths from 3 KB) is refused, not inflated', () => {
    const columns = sharedLongPath(4_000, 3_000);
    expect(columns.length).toBeLessThan(MAX_DECODED_BYTES);
    expect(decodeManifest(bodyOf(columns, 3_000))).toBeUndefined();
  });

  it('a record whose hash part names one file while its paths part counts 3,000 is refused before the paths are read', () => {
    // The shape of bench/record-bomb.ts's 686-character record, which counts 22 million paths (measured there, not here).
    expect(decodeManifest(bodyOf(sharedLongPath(4_000, 3_000), 1))).toBeUndefined();
  });

  it('refuses a path over MAX_PATH_BYTES, more files than MAX_RECORD_FILES, and paths out of order or twice', () => {
    const one = (path: Buffer) => Buffer.concat([varint(1), varint(0), path, Buffer.from([0])]);
    expect(decodeManifest(bodyOf(one(Buffer.alloc(MAX_PATH_BYTES, 'a')), 1))?.size).toBe(1);
    expect(decodeManifest(bodyOf(one(Buffer.alloc(MAX_PATH_BYTES + 1, 'a')), 1))).toBeUndefined();
    const many = MAX_RECORD_FILES + 1;
    expect(
      decodeManifest(
        `${brotliCompressSync(varint(many)).toString('base64url')}.${Buffer.alloc(many * 8).toString('base64url')}`,
      ),
    ).toBeUndefined();
    const twice = Buffer.concat([varint(2), varint(0), varint(1), Buffer.from('a\u0000\u0000')]);
    expect(decodeManifest(bodyOf(twice, 2))).toBeUndefined();
    const backwards = Buffer.concat([varint(2), varint(0), varint(0), Buffer.from('b\u0000a\u0000')]);
    expect(decodeManifest(bodyOf(backwards, 2))).toBeUndefined();
  });
});
