import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync, zstdCompressSync } from 'node:zlib';
import { page } from '../bundle/archives.ts';
import { gzipMembers, gzipWithHeader, ZERO_RUN_BYTES, zeroBomb } from './compression.ts';
import { END_OF_ARCHIVE, entry, gnuLongRecord, octal, paxHeader } from './tar-raw.ts';
import type { RawHeader } from './tar-raw.ts';

/** What a case must come to: verified and extracted, refused by the verification, or either. */
export type Expectation = 'accept' | 'reject' | 'any';

export interface CraftContext {
  /** An absolute directory outside the extraction target, holding `canary.txt`: what escapes aim at. */
  outsideDir: string;
}

export interface CraftedCase {
  label: string;
  expect: Expectation;
  build(context: CraftContext): Buffer;
  /** Where the first response breaks off, for cases about a resumed download; drawn at random otherwise. */
  breakAt?: (body: Buffer) => number;
}

/** A small valid site, written block by block. */
export function siteBlocks(): Buffer[] {
  return [
    entry({ name: 'index.html' }, page('Home', '<a href="guides/a.html">A</a>')),
    entry({ name: 'assets/', typeflag: '5', mode: 0o755 }),
    entry({ name: 'assets/site.css' }, 'body { margin: 0; }'),
    entry({ name: 'guides/', typeflag: '5', mode: 0o755 }),
    entry({ name: 'guides/a.html' }, page('A', '<p>A</p>')),
  ];
}

export type Position = 'first' | 'middle' | 'last';

/** The site with `blocks` placed among its entries, and the end-of-archive marker. */
export function siteTarWith(blocks: Buffer[], position: Position = 'last', end = true): Buffer {
  const site = siteBlocks();
  const at = position === 'first' ? 0 : position === 'middle' ? 2 : site.length;
  return Buffer.concat([...site.slice(0, at), ...blocks, ...site.slice(at), ...(end ? [END_OF_ARCHIVE] : [])]);
}

const siteBundle = (blocks: Buffer[], position: Position = 'last') => gzipSync(siteTarWith(blocks, position));

/** How a path reaches the reader: the ustar name, the prefix field, a pax record or a GNU long-name record. */
export type NameEncoding = 'ustar' | 'prefix' | 'pax' | 'pax-old' | 'gnu' | 'gnu-old';
export const NAME_ENCODINGS: readonly NameEncoding[] = ['ustar', 'prefix', 'pax', 'pax-old', 'gnu', 'gnu-old'];

/** An entry named `path`; the override encodings hide it behind an innocent ustar name. */
export function namedEntry(
  path: string,
  encoding: NameEncoding,
  fields: Omit<RawHeader, 'name'> = {},
  data: Buffer | string = '',
): Buffer[] {
  const innocent = 'innocent.html';
  const fits = Buffer.byteLength(path) <= 100;
  switch (encoding) {
    case 'prefix': {
      const slash = path.lastIndexOf('/');
      const name = path.slice(slash + 1);
      const prefix = path.slice(0, Math.max(slash, 0));
      if (slash > 0 && Buffer.byteLength(name) <= 100 && Buffer.byteLength(prefix) <= 155)
        return [entry({ ...fields, name, prefix }, data)];
      return fits ? [entry({ ...fields, name: path }, data)] : namedEntry(path, 'pax', fields, data);
    }
    case 'ustar':
      return fits ? [entry({ ...fields, name: path }, data)] : namedEntry(path, 'pax', fields, data);
    case 'pax':
      return [paxHeader([['path', path]]), entry({ ...fields, name: innocent }, data)];
    case 'pax-old':
      return [paxHeader([['path', path]], 'X'), entry({ ...fields, name: innocent }, data)];
    case 'gnu':
      return [gnuLongRecord(path, 'L'), entry({ ...fields, name: innocent, format: 'gnu' }, data)];
    case 'gnu-old':
      return [gnuLongRecord(path, 'N'), entry({ ...fields, name: innocent, format: 'gnu' }, data)];
  }
}

/** Paths that leave the extraction directory on some platform; `outside` is an absolute directory. */
export function escapingPaths(outside: string): string[] {
  return [
    '../x.html',
    '../../x.html',
    '../../../x.html',
    'a/../../x.html',
    './../x.html',
    '.././x.html',
    'guides/../../escape.html',
    'a/b/../../../x.html',
    '..',
    'x/..',
    `${outside}/absolute.html`,
    `/${outside}/double-slash.html`,
    'C:\\x.html',
    'C:/x.html',
    'c:x.html',
    'C:..\\x.html',
    '\\\\server\\share\\x.html',
    '//server/share/x.html',
    '\\x.html',
    'a\\..\\..\\x.html',
    '..\\x.html',
    'a\\b.html',
  ];
}

function escapingNameCases(): CraftedCase[] {
  const cases: CraftedCase[] = [];
  const sample = escapingPaths('/OUTSIDE');
  sample.forEach((shown, pathIndex) => {
    NAME_ENCODINGS.forEach((encoding, encodingIndex) => {
      const position: Position = (['first', 'middle', 'last'] as const)[(pathIndex + encodingIndex) % 3] ?? 'last';
      cases.push({
        label: `escaping name ${JSON.stringify(shown)} as ${encoding}, ${position}`,
        expect: 'reject',
        build: ({ outsideDir }) =>
          siteBundle(namedEntry(escapingPaths(outsideDir)[pathIndex] ?? '', encoding, {}, 'escaped'), position),
      });
    });
  });
  // A directory entry that escapes, then a file inside it.
  cases.push({
    label: 'escaping directory then a file in it',
    expect: 'reject',
    build: () =>
      siteBundle([entry({ name: '../escape-dir/', typeflag: '5' }), entry({ name: '../escape-dir/x.html' }, 'x')]),
  });
  return cases;
}

function linkCases(): CraftedCase[] {
  const symlink = (name: string, target: string) => entry({ name, typeflag: '2', linkname: target });
  const hardlink = (name: string, target: string) => entry({ name, typeflag: '1', linkname: target });
  const reject = (label: string, build: (outside: string) => Buffer[]): CraftedCase => ({
    label,
    expect: 'reject',
    build: ({ outsideDir }) => siteBundle(build(outsideDir)),
  });
  return [
    reject('symlink to /etc/passwd', () => [symlink('passwd.html', '/etc/passwd')]),
    reject('symlink to ../../x', () => [symlink('up.html', '../../x.html')]),
    reject('symlink to an outside directory, then a file written through it', (out) => [
      symlink('out', out),
      entry({ name: 'out/pwned.html' }, 'pwned'),
    ]),
    reject('symlink directory to .., then a file written through it', () => [
      symlink('assets2', '..'),
      entry({ name: 'assets2/pwned.html' }, 'pwned'),
    ]),
    reject('hard link to the outside canary', (out) => [hardlink('canary.html', `${out}/canary.txt`)]),
    reject('hard link to the outside canary, then a write to the link', (out) => [
      hardlink('canary.html', `${out}/canary.txt`),
      entry({ name: 'canary.html' }, 'overwritten'),
    ]),
    reject('hard link to ../../x', () => [hardlink('h.html', '../../x.html')]),
    reject('hard link to a file inside', () => [hardlink('copy.html', 'index.html')]),
    reject('symlink chain to outside, then a file through it', (out) => [
      symlink('a', 'b'),
      symlink('b', out),
      entry({ name: 'a/pwned.html' }, 'pwned'),
    ]),
    reject('hard link to a hard link', () => [hardlink('h1.html', 'index.html'), hardlink('h2.html', 'h1.html')]),
    reject('symlink with a GNU long link target', (out) => [
      gnuLongRecord(`${out}/${'long/'.repeat(30)}x`, 'K'),
      symlink('innocent.html', 'index.html'),
    ]),
    reject('symlink with a pax linkpath override', (out) => [
      paxHeader([['linkpath', out]]),
      symlink('innocent', 'index.html'),
      entry({ name: 'innocent/pwned.html' }, 'x'),
    ]),
    reject('a directory, then a symlink of the same name, then a file through it', (out) => [
      entry({ name: 'assets/', typeflag: '5' }),
      symlink('assets', out),
      entry({ name: 'assets/pwned.html' }, 'pwned'),
    ]),
    reject('a file entry with a pax type and an outside linkpath', (out) => [
      paxHeader([
        ['type', 'SymbolicLink'],
        ['linkpath', out],
      ]),
      entry({ name: 'typed.html' }, ''),
    ]),
    reject('a symlink with an absolute target in the prefix-split name', (out) => [
      entry({ name: 'x', prefix: 'l', typeflag: '2', linkname: out }),
    ]),
  ];
}

function duplicateCases(): CraftedCase[] {
  const any = (label: string, blocks: () => Buffer[]): CraftedCase => ({
    label,
    expect: 'any',
    build: () => siteBundle(blocks()),
  });
  const directory = (name: string) => entry({ name, typeflag: '5', mode: 0o755 });
  return [
    any('a file, then a directory of the same name, then a file in it', () => [
      entry({ name: 'dup.html' }, 'file'),
      directory('dup.html/'),
      entry({ name: 'dup.html/inner.html' }, 'inner'),
    ]),
    any('index.html twice', () => [entry({ name: 'index.html' }, page('Second', 'second'))]),
    any('index.html, then a directory named index.html', () => [directory('index.html/')]),
    any('a non-empty directory, then a file of the same name', () => [
      entry({ name: 'guides' }, 'file over a directory'),
    ]),
    any('a file, then a file below it', () => [
      entry({ name: 'leaf.html' }, 'leaf'),
      entry({ name: 'leaf.html/below.html' }, 'below'),
    ]),
    any('names that differ only in case', () => [
      entry({ name: 'Index.html' }, 'upper'),
      entry({ name: 'INDEX.HTML' }, 'all upper'),
    ]),
    any('the same name with and without ./', () => [entry({ name: './index.html' }, page('Dot', 'dot'))]),
  ];
}

function typeCases(): CraftedCase[] {
  const typed = (typeflag: string, expect: Expectation, extra: Partial<RawHeader> = {}, data = ''): CraftedCase => ({
    label: `type flag ${JSON.stringify(typeflag)}`,
    expect,
    build: () => siteBundle([entry({ name: `typed-${typeflag.charCodeAt(0) || 0}.html`, typeflag, ...extra }, data)]),
  });
  return [
    typed('3', 'reject', { devmajor: 1, devminor: 3 }),
    typed('4', 'reject', { devmajor: 8, devminor: 0 }),
    typed('6', 'reject'),
    typed('7', 'any', {}, 'contiguous file'),
    typed('\0', 'any', {}, 'old-style file'),
    typed('D', 'reject', {}, 'dumpdir listing'),
    typed('S', 'reject', {}, 'sparse'),
    typed('V', 'reject'),
    typed('M', 'reject', {}, 'continuation'),
    typed('I', 'reject'),
    typed('A', 'reject', {}, 'acl'),
    typed('Z', 'reject', {}, 'unknown'),
    typed('9', 'reject', {}, 'unknown'),
    typed('\u0001', 'reject', {}, 'unknown'),
    typed(' ', 'reject', {}, 'unknown'),
    {
      label: 'a dangling pax header before the end marker',
      expect: 'any',
      build: () => siteBundle([paxHeader([['path', '../x.html']])]),
    },
    {
      label: 'a dangling GNU long name before the end marker',
      expect: 'any',
      build: () => siteBundle([gnuLongRecord('../x.html')]),
    },
    {
      label: 'a global pax header naming ../x (global paths are ignored)',
      expect: 'any',
      build: () => siteBundle([paxHeader([['path', '../x.html']], 'g'), entry({ name: 'g.html' }, 'g')]),
    },
    {
      label: 'a pax path cut by a NUL',
      expect: 'any',
      build: () => siteBundle([paxHeader([['path', 'cut.html\0../../x.html']]), entry({ name: 'innocent.html' }, 'x')]),
    },
    {
      label: 'a pax linkpath on a plain file',
      expect: 'reject',
      build: () => siteBundle([paxHeader([['linkpath', '/etc/passwd']]), entry({ name: 'plain.html' }, 'x')]),
    },
    {
      label: 'a symlink header with a pax type of File',
      expect: 'reject',
      build: () =>
        siteBundle([
          paxHeader([['type', 'File']]),
          entry({ name: 'retyped.html', typeflag: '2', linkname: '/etc/passwd' }),
        ]),
    },
  ];
}

/** A header for `../smuggled.html`: what a reader finds if it misjudges the size of the entry before. */
const smuggled = () => entry({ name: '../smuggled.html' }, 'smuggled');

function sizeCases(): CraftedCase[] {
  const sized = (label: string, sizeField: Buffer, data: Buffer, expect: Expectation = 'reject'): CraftedCase => ({
    label,
    expect,
    build: () =>
      gzipSync(Buffer.concat([...siteBlocks(), entry({ name: 'sized.html', sizeField }, ''), data, END_OF_ARCHIVE])),
  });
  /** The base-256 form: 0x80 then the value, or a two's complement that starts 0xff for a negative one. */
  const base256 = (value: bigint) => {
    const field = Buffer.alloc(12);
    let rest = value < 0n ? (1n << 96n) + value : value;
    for (let i = 11; i >= 0; i--) {
      field[i] = Number(rest & 0xffn);
      rest >>= 8n;
    }
    if (value >= 0n) field[0] = 0x80;
    return field;
  };
  return [
    sized('an 8 GB size with 100 bytes of data', octal(8 * 1024 ** 3 - 1, 12), Buffer.alloc(512, 0x61)),
    sized('a base-256 size of 1 TB with a little data', base256(1n << 40n), Buffer.alloc(512, 0x61)),
    sized('a base-256 size beyond 2^53', base256(1n << 80n), Buffer.alloc(512, 0x61)),
    sized('a negative base-256 size hiding a ../ header', base256(-512n), smuggled()),
    sized('a non-octal size hiding a ../ header', Buffer.from('99999999999\0', 'latin1'), smuggled()),
    sized('a size with a stray letter', Buffer.from('0000001x000\0', 'latin1'), Buffer.alloc(512, 0x62), 'any'),
    sized('a size padded with spaces', Buffer.from('       144 \0', 'latin1'), Buffer.alloc(512, 0x63), 'any'),
    sized('a size of all spaces', Buffer.from('           \0', 'latin1'), smuggled()),
    {
      label: 'a directory with a size, its data a ../ header',
      expect: 'reject',
      build: () =>
        gzipSync(
          Buffer.concat([
            ...siteBlocks(),
            entry({ name: 'sized-dir/', typeflag: '5', size: 1024 }),
            smuggled(),
            END_OF_ARCHIVE,
          ]),
        ),
    },
    {
      label: 'a pax size larger than the data',
      expect: 'reject',
      build: () =>
        siteBundle([paxHeader([['size', String(10 * 1024 ** 3)]]), entry({ name: 'paxsize.html' }, 'small')]),
    },
    {
      label: 'a pax size of 0 hiding a ../ header in the data',
      expect: 'reject',
      build: () =>
        siteBundle([
          paxHeader([['size', '0']]),
          entry({ name: 'paxzero.html', size: 1024 }, Buffer.concat([smuggled()])),
        ]),
    },
    {
      label: 'a negative pax size',
      expect: 'any',
      build: () => siteBundle([paxHeader([['size', '-5']]), entry({ name: 'paxneg.html' }, 'x')]),
    },
    {
      label: 'a 2 MB GNU long name',
      expect: 'reject',
      build: () => siteBundle([gnuLongRecord('a/'.repeat(1024 * 1024)), entry({ name: 'x.html' }, 'x')]),
    },
    {
      label: 'a 2 MB pax header',
      expect: 'reject',
      build: () => siteBundle([paxHeader([['comment', 'c'.repeat(2 * 1024 * 1024)]]), entry({ name: 'x.html' }, 'x')]),
    },
  ];
}

function nameCases(): CraftedCase[] {
  const named = (
    label: string,
    name: string | Buffer,
    expect: Expectation,
    encoding: NameEncoding = 'ustar',
  ): CraftedCase => ({
    label,
    expect,
    build: () => siteBundle(typeof name === 'string' ? namedEntry(name, encoding, {}, 'x') : [entry({ name }, 'x')]),
  });
  return [
    named('a newline in a name', 'a\nb.html', 'reject'),
    // pax records end at a newline: this record is dropped, and the entry keeps its innocent name.
    named('a newline forging a log line, via pax', 'x.html\n::error::forged', 'any', 'pax'),
    named('a carriage return', 'a\rb.html', 'reject'),
    named('an escape sequence', '\u001b[31mred.html', 'reject'),
    named('a tab', 'tab\t.html', 'reject'),
    named('a DEL', 'del\u007f.html', 'reject'),
    named('an empty ustar name', '', 'reject'),
    named('an empty pax path', '', 'reject', 'pax'),
    named('a name starting with NUL', Buffer.from('\0hidden.html', 'latin1'), 'reject'),
    named('a name that is only a dot', '.', 'any'),
    named('a name of ./', './', 'any'),
    named('three dots', '.../x.html', 'any'),
    named('NFC and NFD spellings of café', 'caf\u00e9.html', 'any'),
    {
      label: 'NFC and NFD spellings side by side',
      expect: 'any',
      build: () => siteBundle([entry({ name: 'caf\u00e9.html' }, 'nfc'), entry({ name: 'cafe\u0301.html' }, 'nfd')]),
    },
    named('one-dot leaders that look like ..', '\u2024\u2024/x.html', 'any'),
    named('fullwidth dots', '\uff0e\uff0e/x.html', 'any'),
    named('a division slash', '..\u2215x.html', 'any'),
    named('a right-to-left override', 'a\u202eb.html', 'any'),
    named('a C1 control (NEL)', 'a\u0085b.html', 'any'),
    named('invalid UTF-8', Buffer.from([0x66, 0xff, 0xfe, 0x2e, 0x68, 0x74, 0x6d, 0x6c]), 'any'),
    named('a ligature that NFKC turns into fi', '\ufb01le.html', 'any'),
    named('a 300-byte file name', `${'n'.repeat(300)}.html`, 'any', 'pax'),
    named('a 5000-byte path', `${'segment/'.repeat(625)}x.html`, 'any', 'pax'),
    named('1100 nested directories', `${'d/'.repeat(1100)}x.html`, 'any', 'pax'),
    named('a 900 kB pax path', `${'p/'.repeat(450 * 1024)}x.html`, 'any', 'pax'),
  ];
}

function compressionCases(): CraftedCase[] {
  const site = () => siteTarWith([]);
  const withExtraSite = (blocks: Buffer[]) => siteTarWith(blocks);
  const bombFile = (runs: number) => {
    const head = Buffer.concat([
      ...siteBlocks(),
      entry({ name: 'assets/zero.bin', size: runs * ZERO_RUN_BYTES }).subarray(0, 512),
    ]);
    return zeroBomb(head, runs, END_OF_ARCHIVE);
  };
  // Sparse bytes keep each layer's ratio well under the limit; the product of the two is not.
  const nestedBomb = () => {
    const zeros = Buffer.alloc(64 * 1024 * 1024);
    for (let i = 0; i < zeros.length; i += 128) zeros[i] = (i * 2654435761) & 0xff;
    const inner = gzipSync(Buffer.concat([...siteBlocks(), entry({ name: 'assets/big.bin' }, zeros), END_OF_ARCHIVE]), {
      level: 9,
    });
    return gzipSync(inner, { level: 9 });
  };
  return [
    { label: 'the plain site, written by hand', expect: 'accept', build: () => gzipSync(site()) },
    { label: 'an uncompressed tar', expect: 'reject', build: () => site() },
    { label: 'an empty body', expect: 'reject', build: () => Buffer.alloc(0) },
    { label: 'one byte', expect: 'reject', build: () => Buffer.from([0x1f]) },
    { label: 'a gzip header only', expect: 'reject', build: () => gzipSync(site()).subarray(0, 10) },
    { label: 'gzip of nothing', expect: 'reject', build: () => gzipSync(Buffer.alloc(0)) },
    { label: 'gzip of the end marker only', expect: 'reject', build: () => gzipSync(END_OF_ARCHIVE) },
    { label: 'raw deflate', expect: 'reject', build: () => deflateRawSync(site()) },
    { label: 'zlib', expect: 'reject', build: () => deflateSync(site()) },
    { label: 'zstd', expect: 'reject', build: () => zstdCompressSync(site()) },
    { label: 'brotli', expect: 'reject', build: () => brotliCompressSync(site()) },
    { label: 'gzip inside gzip (tar.gz.gz)', expect: 'reject', build: () => gzipSync(gzipSync(site())) },
    { label: 'zstd inside gzip', expect: 'reject', build: () => gzipSync(zstdCompressSync(site())) },
    { label: 'a nested gzip bomb (each layer under the ratio limit)', expect: 'reject', build: nestedBomb },
    {
      label: 'gzip header with FNAME ../../etc/passwd, FCOMMENT and FEXTRA',
      expect: 'accept',
      build: () =>
        gzipWithHeader(site(), {
          fileName: '../../etc/passwd',
          comment: 'hi\n::error::x',
          extra: Buffer.alloc(300, 7),
        }),
    },
    { label: 'a wrong CRC-32', expect: 'reject', build: () => gzipWithHeader(site(), { badCrc: true }) },
    { label: 'a wrong ISIZE', expect: 'reject', build: () => gzipWithHeader(site(), { badSize: true }) },
    {
      label: 'one gzip member per tar block',
      expect: 'accept',
      build: () => {
        const tar = site();
        return gzipMembers(Array.from({ length: tar.length / 512 }, (_, i) => tar.subarray(i * 512, (i + 1) * 512)));
      },
    },
    {
      label: 'zeros after the gzip stream',
      expect: 'accept',
      build: () => Buffer.concat([gzipSync(site()), Buffer.alloc(4096)]),
    },
    {
      label: 'zeros after the gzip stream, the download breaking in them',
      expect: 'accept',
      build: () => Buffer.concat([gzipSync(site()), Buffer.alloc(4096)]),
      breakAt: (body) => body.length - 4000,
    },
    {
      label: 'the download breaking right at the end of the gzip stream',
      expect: 'accept',
      build: () => Buffer.concat([gzipSync(site()), Buffer.alloc(512)]),
      breakAt: (body) => body.length - 512,
    },
    {
      label: 'garbage after the gzip stream',
      expect: 'reject',
      build: () => Buffer.concat([gzipSync(site()), Buffer.from('not gzip at all')]),
    },
    {
      label: 'a second member with a ../ entry after the end marker',
      expect: 'any',
      build: () => Buffer.concat([gzipSync(site()), gzipSync(Buffer.concat([smuggled(), END_OF_ARCHIVE]))]),
    },
    {
      label: 'a first member without end marker, a second with a ../ entry',
      expect: 'reject',
      build: () => gzipMembers([siteTarWith([], 'last', false), Buffer.concat([smuggled(), END_OF_ARCHIVE])]),
    },
    { label: 'no end marker', expect: 'accept', build: () => gzipSync(siteTarWith([], 'last', false)) },
    {
      label: 'one zero block at the end',
      expect: 'accept',
      build: () => gzipSync(Buffer.concat([siteTarWith([], 'last', false), Buffer.alloc(512)])),
    },
    {
      label: 'garbage after the end marker',
      expect: 'accept',
      build: () => gzipSync(Buffer.concat([site(), Buffer.from('trailing garbage'.repeat(100))])),
    },
    {
      label: 'a ../ entry after the end marker',
      expect: 'any',
      build: () => gzipSync(Buffer.concat([site(), smuggled(), END_OF_ARCHIVE])),
    },
    {
      label: 'no index.html',
      expect: 'reject',
      build: () => gzipSync(Buffer.concat([entry({ name: 'guides/a.html' }, 'a'), END_OF_ARCHIVE])),
    },
    {
      label: 'index.html in one of two folders',
      expect: 'reject',
      build: () =>
        gzipSync(
          Buffer.concat([entry({ name: 'a/index.html' }, 'a'), entry({ name: 'b/x.html' }, 'b'), END_OF_ARCHIVE]),
        ),
    },
    {
      label: 'index.html as a directory only',
      expect: 'reject',
      build: () => gzipSync(Buffer.concat([entry({ name: 'index.html/', typeflag: '5' }), END_OF_ARCHIVE])),
    },
    {
      label: '500 tiny files',
      expect: 'accept',
      build: () =>
        gzipSync(withExtraSite(Array.from({ length: 500 }, (_, i) => entry({ name: `many/f${i}.txt` }, String(i))))),
    },
    {
      label: 'index.html 500 times',
      expect: 'accept',
      build: () => gzipSync(withExtraSite(Array.from({ length: 500 }, () => entry({ name: 'index.html' }, 'again')))),
    },
    { label: 'a gzip bomb: 256 MB of zeros in a file', expect: 'reject', build: () => bombFile(4) },
    { label: 'a gzip bomb: 1 GB of zeros in a file', expect: 'reject', build: () => bombFile(16) },
    {
      label: 'a gzip bomb: 256 MB of zeros after the end marker',
      expect: 'reject',
      build: () => zeroBomb(site(), 4, Buffer.alloc(0)),
    },
    {
      // Under 64 MB inflated, but over tar's ratio limit, which the extraction applies from the first byte.
      label: 'a highly compressible 16 MB file',
      expect: 'reject',
      build: () =>
        gzipSync(withExtraSite([entry({ name: 'assets/zero.bin' }, Buffer.alloc(16 * 1024 * 1024))]), { level: 9 }),
    },
  ];
}

/** Every crafted case, in a fixed order. */
export function craftedCases(): CraftedCase[] {
  return [
    ...compressionCases(),
    ...escapingNameCases(),
    ...linkCases(),
    ...duplicateCases(),
    ...typeCases(),
    ...sizeCases(),
    ...nameCases(),
  ];
}
