import { createHash } from 'node:crypto';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { generatePages } from '../../emulator/analytics/paths.ts';
import { manifestRecorder, parseManifestRecord } from '../../src/bundle/manifest-record.ts';
import { RECORD_CHARACTERS } from '../../src/values/diff-record.ts';

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

describe('the manifest record', () => {
  it('round-trips paths of every kind with 32-bit hashes when there is room', () => {
    const pages = new Map([
      ['index.html', hashOf('home')],
      ['guides/tips-&-tricks.html', hashOf('tips')],
      ['de/anleitungen/schnellstart-für-einsteiger.html', hashOf('de')],
      ['search/<script>alert(1)</script>.html', hashOf('xss')],
      ['line\nbreak.html', hashOf('nl')],
      ['guides/tips-&-tricks/index.html', hashOf('nested')],
    ]);
    const text = manifestRecorder(pages).text(10_000) ?? '';
    expect(text).toMatch(RECORD_CHARACTERS);
    expect(text.split('.')[1]).toBe('8');
    const back = parseManifestRecord(text);
    expect([...(back?.keys() ?? [])].sort()).toEqual([...pages.keys()].sort());
    for (const [path, hash] of pages) expect(back?.get(path)).toBe(hash.slice(0, 8));
  });

  it('fits a 10,000-page reference site into 50,000 characters by narrowing its hashes to 16 bits', () => {
    const pages = referenceSite(10_000);
    const recorder = manifestRecorder(pages);
    const widest = recorder.text(Number.MAX_SAFE_INTEGER) ?? '';
    const fitted = recorder.text(50_000) ?? '';
    if (process.env.SHOW_MEASURES)
      console.log(`10,000 pages: ${widest.length} characters at 32 bits, ${fitted.length} at 16 bits`);
    expect(widest.split('.')[1]).toBe('8');
    expect(fitted.split('.')[1]).toBe('4');
    expect(fitted.length).toBeLessThanOrEqual(50_000);
    expect(parseManifestRecord(fitted)?.size).toBe(10_000);
    // Too little room even for 16-bit hashes: no record rather than a weaker one.
    expect(recorder.text(30_000)).toBeUndefined();
  });

  it('has no record for what it cannot write faithfully: a NUL in a path, a hash that is not hex', () => {
    expect(manifestRecorder(new Map([['a\u0000b.html', hashOf('a')]])).text(10_000)).toBeUndefined();
    expect(manifestRecorder(new Map([['a.html', 'not-hex!']])).text(10_000)).toBeUndefined();
    expect(manifestRecorder(new Map([['a.html', 'abc']])).text(10_000)).toBeUndefined();
  });

  it('refuses anything it did not write, never throwing: other versions, damaged parts, a decompression bomb', () => {
    const good = manifestRecorder(new Map([['index.html', hashOf('x')]])).text(1_000) ?? '';
    const [, digits, paths, hashes] = good.split('.');
    const bomb = brotliCompressSync(Buffer.alloc(80 * 1024 * 1024), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 1 },
    }).toString('base64url');
    for (const bad of [
      '',
      'v2.8.AAAA.AAAA',
      `v1.3.${paths}.${hashes}`,
      `v1.9.${paths}.${hashes}`,
      `v1.${digits}.${paths}.${hashes}AAAA`,
      `v1.${digits}.${(paths ?? '').slice(2)}.${hashes}`,
      `v1.${digits}.${bomb}.${hashes}`,
      `v1.${digits}.${paths}.${hashes}-->`,
    ])
      expect(parseManifestRecord(bad)).toBeUndefined();
    expect(parseManifestRecord(good)?.get('index.html')).toBe(hashOf('x').slice(0, 8));
  });
});
