import { constants, gzipSync } from 'node:zlib';
import type { BaseBundle } from './bases.ts';
import { gzipMembers, gzipWithHeader } from './compression.ts';
import { escapingPaths, NAME_ENCODINGS, namedEntry } from './crafted.ts';
import type { CraftContext, Expectation } from './crafted.ts';
import type { Random } from './prng.ts';
import { BLOCK, END_OF_ARCHIVE, entry, FIELDS, fixChecksum, octal, setField, tarLayout } from './tar-raw.ts';
import type { FieldName } from './tar-raw.ts';

export interface Mutant {
  /** What was done, enough to tell cases apart in a report. */
  label: string;
  body: Buffer;
  expect: Expectation;
}

const LEVELS = [1, 6, 9] as const;
const STRATEGIES = [
  constants.Z_DEFAULT_STRATEGY,
  constants.Z_FILTERED,
  constants.Z_HUFFMAN_ONLY,
  constants.Z_RLE,
  constants.Z_FIXED,
];

function flipBits(bytes: Buffer, random: Random, count: number, position: () => number): Buffer {
  const out = Buffer.from(bytes);
  for (let i = 0; i < count && out.length > 0; i++) {
    const at = Math.min(out.length - 1, Math.max(0, position()));
    out[at] = (out[at] ?? 0) ^ (1 << random.int(8));
  }
  return out;
}

function splice(bytes: Buffer, at: number, remove: number, insert: Buffer = Buffer.alloc(0)): Buffer {
  return Buffer.concat([bytes.subarray(0, at), insert, bytes.subarray(Math.min(bytes.length, at + remove))]);
}

/** Field values that readers get wrong: traversal, absolute and odd names, out-of-range and non-octal numbers. */
function fieldValue(field: FieldName, random: Random, context: CraftContext): Buffer {
  const text = (value: string) => Buffer.from(value, 'utf8');
  const junk = () => random.bytes(random.between(1, FIELDS[field][1]));
  switch (field) {
    case 'name':
    case 'prefix':
    case 'linkname':
      return random.chance(0.2)
        ? junk()
        : text(
            random.pick([
              ...escapingPaths(context.outsideDir),
              '',
              '.',
              './',
              'index.html',
              'a\nb',
              '/etc/passwd',
              'x/',
              'a'.repeat(100),
              '\u0000x',
            ]),
          );
    case 'size':
    case 'mtime': {
      const big = Buffer.alloc(12);
      big[0] = random.pick([0x80, 0xff]);
      random.bytes(11).copy(big, 1);
      return random.pick([
        octal(0, 12),
        octal(8 * 1024 ** 3 - 1, 12),
        octal(random.int(1 << 20), 12),
        big,
        text('99999999999'),
        text('  12  '),
        text('-1'),
        junk(),
      ]);
    }
    case 'typeflag':
      return Buffer.from([
        random.pick([
          0, 0x30, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x41, 0x44, 0x49, 0x4b, 0x4c, 0x4d, 0x4e, 0x53, 0x56, 0x58,
          0x5a, 0x67, 0x78, 0x80, 0xff,
        ]),
      ]);
    case 'magic':
      return random.pick([text('ustar  \0'), text('ustar\u000000'), Buffer.alloc(8), junk()]);
    case 'checksum':
      return random.pick([octal(0, 8), Buffer.alloc(8, 0x20), junk()]);
    default:
      return random.pick([octal(0, 8), octal(0o7777777, 8), Buffer.alloc(8, 0xff), junk()]);
  }
}

const TAR_OPERATIONS: Record<
  string,
  (tar: Buffer, random: Random, context: CraftContext, bases: BaseBundle[]) => Buffer
> = {
  'tar bit flips'(tar, random) {
    const headers = tarLayout(tar).entries;
    const inHeader = random.chance(0.6) && headers.length > 0;
    const out = flipBits(tar, random, random.between(1, 16), () =>
      inHeader ? random.pick(headers).offset + random.int(BLOCK) : random.int(tar.length),
    );
    if (inHeader && random.chance(0.5)) for (const { offset } of headers) fixChecksum(out, offset);
    return out;
  },
  'tar header field'(tar, random, context) {
    const headers = tarLayout(tar).entries;
    if (headers.length === 0) return tar;
    const out = Buffer.from(tar);
    for (let i = random.between(1, 3); i > 0; i--) {
      const { offset } = random.pick(headers);
      const field = random.pick(Object.keys(FIELDS) as FieldName[]);
      setField(out, field, fieldValue(field, random, context), offset);
      if (field !== 'checksum' && random.chance(0.9)) fixChecksum(out, offset);
    }
    return out;
  },
  'tar truncated'(tar, random) {
    const at = random.int(tar.length);
    return tar.subarray(0, random.chance(0.5) ? at - (at % BLOCK) : at);
  },
  'tar without end marker'(tar, random) {
    const { endOffset } = tarLayout(tar);
    return tar.subarray(0, endOffset + (random.chance(0.3) ? BLOCK : 0));
  },
  'tar blocks duplicated, removed or swapped'(tar, random) {
    const blocks = Array.from({ length: Math.floor(tar.length / BLOCK) }, (_, i) =>
      tar.subarray(i * BLOCK, (i + 1) * BLOCK),
    );
    for (let i = random.between(1, 3); i > 0 && blocks.length > 1; i--) {
      const at = random.int(blocks.length);
      const other = random.int(blocks.length);
      const op = random.int(3);
      if (op === 0) blocks.splice(at, 0, blocks[other] ?? Buffer.alloc(BLOCK));
      else if (op === 1) blocks.splice(at, 1);
      else [blocks[at], blocks[other]] = [blocks[other] ?? Buffer.alloc(BLOCK), blocks[at] ?? Buffer.alloc(BLOCK)];
    }
    return Buffer.concat(blocks);
  },
  'tar entries duplicated, removed or swapped'(tar, random) {
    const { entries, endOffset } = tarLayout(tar);
    const spans = entries.map((e) => tar.subarray(e.offset, e.end));
    for (let i = random.between(1, 3); i > 0 && spans.length > 1; i--) {
      const at = random.int(spans.length);
      const other = random.int(spans.length);
      const op = random.int(3);
      if (op === 0) spans.splice(at, 0, spans[other] ?? Buffer.alloc(0));
      else if (op === 1) spans.splice(at, 1);
      else [spans[at], spans[other]] = [spans[other] ?? Buffer.alloc(0), spans[at] ?? Buffer.alloc(0)];
    }
    return Buffer.concat([...spans, tar.subarray(endOffset)]);
  },
  'tar garbage inserted'(tar, random) {
    const at = random.chance(0.5) ? random.int(tar.length / BLOCK) * BLOCK : random.int(tar.length);
    const length = random.chance(0.5) ? BLOCK * random.between(1, 3) : random.between(1, 2000);
    return splice(
      tar,
      at,
      0,
      random.chance(0.5) ? random.bytes(length) : Buffer.alloc(length, random.pick([0, 0x20, 0x30, 0xff])),
    );
  },
  'tar bytes overwritten'(tar, random) {
    const out = Buffer.from(tar);
    const at = random.int(out.length);
    const length = random.between(1, 64);
    if (random.chance(0.5)) random.bytes(length).copy(out, at);
    else out.fill(random.pick([0, 0x20, 0x2f, 0x2e, 0xff]), at, Math.min(out.length, at + length));
    return out;
  },
  'tar appended after the end marker'(tar, random, _context, bases) {
    return Buffer.concat([tar, random.chance(0.5) ? random.bytes(random.between(1, 4096)) : random.pick(bases).tar]);
  },
  'tar entries spliced from another bundle'(tar, random, _context, bases) {
    const donor = random.pick(bases).tar;
    const donorEntries = tarLayout(donor).entries;
    const { entries, endOffset } = tarLayout(tar);
    if (donorEntries.length === 0) return tar;
    const taken = random.pick(donorEntries);
    const at = random.chance(0.5) || entries.length === 0 ? endOffset : random.pick(entries).offset;
    return splice(tar, at, 0, donor.subarray(taken.offset, taken.end));
  },
};

const GZIP_OPERATIONS: Record<
  string,
  (gzip: Buffer, random: Random, context: CraftContext, bases: BaseBundle[]) => Buffer
> = {
  'gzip bit flips'(gzip, random) {
    const where = random.int(3);
    return flipBits(gzip, random, random.between(1, 8), () =>
      where === 0
        ? random.int(Math.min(20, gzip.length))
        : where === 1
          ? gzip.length - 1 - random.int(8)
          : random.int(gzip.length),
    );
  },
  'gzip truncated'(gzip, random) {
    return gzip.subarray(0, random.int(gzip.length));
  },
  'gzip appended'(gzip, random, context, bases) {
    const evil = () =>
      gzipSync(
        Buffer.concat([
          ...namedEntry(random.pick(escapingPaths(context.outsideDir)), random.pick(NAME_ENCODINGS), {}, 'x'),
          END_OF_ARCHIVE,
        ]),
      );
    const tails = [
      () => Buffer.alloc(random.between(1, 4096)),
      () => random.bytes(random.between(1, 4096)),
      () => Buffer.concat([Buffer.from([0x1f, 0x8b]), random.bytes(random.between(0, 64))]),
      () => random.pick(bases).gzip,
      evil,
    ];
    return Buffer.concat([gzip, random.pick(tails)()]);
  },
  'gzip range removed or duplicated'(gzip, random) {
    const at = random.int(gzip.length);
    const length = random.between(1, Math.max(1, Math.min(4096, gzip.length - at)));
    return random.chance(0.5) ? splice(gzip, at, length) : splice(gzip, at, 0, gzip.subarray(at, at + length));
  },
  'gzip bytes overwritten'(gzip, random) {
    const out = Buffer.from(gzip);
    const at = random.int(out.length);
    const length = random.between(1, 32);
    if (random.chance(0.5)) random.bytes(length).copy(out, at);
    else out.fill(random.pick([0, 0xff]), at, Math.min(out.length, at + length));
    return out;
  },
};

/** Valid ways to write the same tar: each must verify and extract like the original. */
function reencode(tar: Buffer, random: Random): { label: string; body: Buffer } {
  switch (random.int(3)) {
    case 0: {
      const cuts = Array.from({ length: random.between(1, 4) }, () => random.int(tar.length)).sort((a, b) => a - b);
      const bounds = [0, ...cuts, tar.length];
      const parts = bounds.slice(1).map((end, i) => tar.subarray(bounds[i] ?? 0, end));
      return { label: `re-encoded as ${parts.length} gzip members`, body: gzipMembers(parts) };
    }
    case 1: {
      const level = random.between(0, 9);
      const strategy = random.pick(STRATEGIES);
      return {
        label: `re-compressed at level ${level}, strategy ${strategy}`,
        body: gzipSync(tar, { level, strategy, memLevel: random.between(1, 9) }),
      };
    }
    default:
      return {
        label: 're-encoded with FNAME, FCOMMENT and FEXTRA',
        body: gzipWithHeader(tar, { fileName: 'site.tar', comment: 'x', extra: random.bytes(random.int(200)) }),
      };
  }
}

/** An escaping entry, a link or a device, inserted at an entry boundary of a valid bundle. */
function injectAttack(base: BaseBundle, random: Random, context: CraftContext): { label: string; body: Buffer } {
  const relative = (path: string) => (/^([/\\]|[a-zA-Z]:)/.test(path) ? path : `${base.siteRoot}${path}`);
  const kind = random.int(4);
  let label: string;
  let blocks: Buffer[];
  if (kind <= 1) {
    const path = relative(random.pick(escapingPaths(context.outsideDir)));
    const encoding = random.pick(NAME_ENCODINGS);
    label = `escaping name as ${encoding}`;
    blocks = namedEntry(path, encoding, {}, 'escaped');
  } else if (kind === 2) {
    const typeflag = random.pick(['1', '2']);
    const target = random.pick([
      `${context.outsideDir}/canary.txt`,
      context.outsideDir,
      '../../x.html',
      'index.html',
      '/etc/passwd',
    ]);
    label = `${typeflag === '1' ? 'hard link' : 'symlink'} entry`;
    blocks = namedEntry(relative(`link-${random.int(100)}`), random.pick(NAME_ENCODINGS), {
      typeflag,
      linkname: target.length <= 100 ? target : 'index.html',
    });
    if (typeflag === '2' && random.chance(0.5))
      blocks.push(entry({ name: `${base.siteRoot}link-through/pwned.html` }, 'x'));
  } else {
    const typeflag = random.pick(['3', '4', '6']);
    label = `device or FIFO entry (type ${typeflag})`;
    blocks = [entry({ name: relative('device'), typeflag, devmajor: 1, devminor: 3 })];
  }
  const { entries, endOffset } = tarLayout(base.tar);
  const at = random.chance(0.3) || entries.length === 0 ? endOffset : random.pick(entries).offset;
  return { label: `attack injected: ${label}`, body: gzipSync(splice(base.tar, at, 0, Buffer.concat(blocks))) };
}

/** One mutated bundle: which family and which operators are drawn from `random`. */
export function mutateBundle(bases: BaseBundle[], random: Random, context: CraftContext): Mutant {
  const base = random.pick(bases);
  const roll = random.int(100);
  if (roll < 8) {
    const { label, body } = reencode(base.tar, random);
    return { label: `${base.name}: ${label}`, body, expect: 'accept' };
  }
  if (roll < 18) {
    const { label, body } = injectAttack(base, random, context);
    return { label: `${base.name}: ${label}`, body, expect: 'reject' };
  }
  if (roll < 20) {
    const noise = random.bytes(random.between(0, 8192));
    if (random.chance(0.5) && noise.length >= 3) noise.set([0x1f, 0x8b, 8]);
    return { label: 'random bytes', body: noise, expect: 'any' };
  }
  const labels: string[] = [];
  let tar = base.tar;
  const tarSteps = roll < 60 ? 1 : roll < 90 ? 0 : random.between(1, 3);
  for (let i = 0; i < tarSteps; i++) {
    const name = random.pick(Object.keys(TAR_OPERATIONS));
    tar = TAR_OPERATIONS[name]?.(tar, random, context, bases) ?? tar;
    labels.push(name);
  }
  let gzip = tarSteps === 0 && random.chance(0.5) ? base.gzip : gzipSync(tar, { level: random.pick(LEVELS) });
  if (tarSteps === 0 || roll >= 90) {
    const name = random.pick(Object.keys(GZIP_OPERATIONS));
    gzip = GZIP_OPERATIONS[name]?.(gzip, random, context, bases) ?? gzip;
    labels.push(name);
  }
  return { label: `${base.name}: ${labels.join(', ')}`, body: gzip, expect: 'any' };
}
