import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

// The compact serialisation of a bundle's page manifest (path → start of the page's SHA-256), recorded where a
// rollout publishes the values so the next run diffs against it with no request at all. GitHub caps a pull request
// body at 65,536 characters, and a site of 10,000 pages must fit beside the diff, so:
// - the paths, sorted, each as the length it shares with the one before and the rest (front coding), the lengths
//   and the rests in two columns, then brotli: a 10,000-page reference site takes under 2 bytes a path;
// - the hashes in a separate part, as many hex digits each as the room allows (8 = 32 bits down to 4 = 16 bits: a
//   changed page is taken for unchanged with a chance of 2^-bits), packed two digits a byte;
// - both parts in base64url: `v1.<digits>.<paths>.<hashes>`, only characters that cannot end an HTML comment.

const VERSION = 'v1';
/** Hex digits per hash, widest first: the record takes the widest that fits. */
const DIGITS_WIDEST = 8;
const DIGITS_NARROWEST = 4;
/** Inflating a record never yields more than this (a hostile record is refused, not inflated without bound). */
const MAX_PATHS_BYTES = 64 * 1024 * 1024;
const HEX_HASH = new RegExp(`^[0-9a-f]{${DIGITS_NARROWEST},}$`, 'i');
const SEPARATOR = Buffer.from([0]);
const RECORD_PATTERN = /^v1\.(\d{1,2})\.([A-Za-z0-9_-]*)\.([A-Za-z0-9_-]*)$/;

/** How a manifest is recorded: `text(maxCharacters)` encodes it with the widest hashes that fit, or undefined. */
export interface ManifestRecorder {
  text(maxCharacters: number): string | undefined;
}

/** The recorder of `pages`; the paths are compressed once, on the first call. */
export function manifestRecorder(pages: ReadonlyMap<string, string>): ManifestRecorder {
  let paths: { sorted: string[]; part: string | undefined } | undefined;
  return {
    text(maxCharacters) {
      paths ??= encodePaths(pages);
      const { sorted, part } = paths;
      if (part === undefined) return undefined;
      if (!sorted.every((path) => HEX_HASH.test(pages.get(path) ?? ''))) return undefined;
      for (let digits = DIGITS_WIDEST; digits >= DIGITS_NARROWEST; digits -= 1) {
        const length =
          VERSION.length +
          1 +
          String(digits).length +
          1 +
          part.length +
          1 +
          base64Length(packedBytes(sorted.length, digits));
        if (length > maxCharacters) continue;
        return `${VERSION}.${digits}.${part}.${packHashes(sorted, pages, digits)}`;
      }
      return undefined;
    },
  };
}

/** The pages of a record; undefined for anything this version did not write (never a throw). */
export function parseManifestRecord(record: string): Map<string, string> | undefined {
  const match = RECORD_PATTERN.exec(record);
  if (!match) return undefined;
  const digits = Number(match[1]);
  if (digits < DIGITS_NARROWEST || digits > DIGITS_WIDEST) return undefined;
  let bytes: Buffer;
  try {
    bytes = brotliDecompressSync(Buffer.from(match[2] ?? '', 'base64url'), { maxOutputLength: MAX_PATHS_BYTES });
  } catch {
    return undefined;
  }
  const paths = decodePaths(bytes);
  const hex = Buffer.from(match[3] ?? '', 'base64url').toString('hex');
  if (!paths || hex.length !== packedBytes(paths.length, digits) * 2) return undefined;
  const pages = new Map<string, string>();
  for (const [index, path] of paths.entries()) pages.set(path, hex.slice(index * digits, (index + 1) * digits));
  return pages.size === paths.length ? pages : undefined;
}

function encodePaths(pages: ReadonlyMap<string, string>): { sorted: string[]; part: string | undefined } {
  const sorted = [...pages.keys()].sort();
  // Two columns compress better than one interleaved list: the count and the shared lengths, then the rests.
  const shared: Buffer[] = [varint(sorted.length)];
  const rests: Buffer[] = [];
  let previous = Buffer.alloc(0);
  for (const path of sorted) {
    const bytes = Buffer.from(path, 'utf8');
    // A tar path never holds NUL, the rests' separator; anything else has no record rather than a wrong one.
    if (bytes.length === 0 || bytes.includes(0)) return { sorted, part: undefined };
    let common = 0;
    while (common < previous.length && common < bytes.length && previous[common] === bytes[common]) common += 1;
    shared.push(varint(common));
    rests.push(bytes.subarray(common), SEPARATOR);
    previous = bytes;
  }
  const raw = Buffer.concat([...shared, ...rests]);
  const compressed = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  return { sorted, part: compressed.toString('base64url') };
}

function decodePaths(bytes: Buffer): string[] | undefined {
  const count = readVarint(bytes, 0);
  if (!count) return undefined;
  const shared: number[] = [];
  let at = count.next;
  for (let index = 0; index < count.value; index += 1) {
    const read = readVarint(bytes, at);
    if (!read) return undefined;
    shared.push(read.value);
    at = read.next;
  }
  const paths: string[] = [];
  let previous = Buffer.alloc(0);
  for (const common of shared) {
    const end = bytes.indexOf(0, at);
    if (end < 0 || common > previous.length) return undefined;
    const path = Buffer.concat([previous.subarray(0, common), bytes.subarray(at, end)]);
    if (path.length === 0) return undefined;
    paths.push(path.toString('utf8'));
    previous = path;
    at = end + 1;
  }
  return at === bytes.length ? paths : undefined;
}

/** The hashes' first `digits` hex digits one after the other, two to a byte (the last nibble padded with 0). */
function packHashes(sorted: string[], pages: ReadonlyMap<string, string>, digits: number): string {
  const hex = sorted.map((path) => (pages.get(path) ?? '').slice(0, digits).toLowerCase()).join('');
  return Buffer.from(hex.length % 2 === 0 ? hex : `${hex}0`, 'hex').toString('base64url');
}

function packedBytes(count: number, digits: number): number {
  return Math.ceil((count * digits) / 2);
}

/** Characters of unpadded base64url for `bytes` bytes. */
function base64Length(bytes: number): number {
  return Math.ceil((bytes * 4) / 3);
}

function varint(value: number): Buffer {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return Buffer.from(bytes);
}

function readVarint(bytes: Buffer, start: number): { value: number; next: number } | undefined {
  let value = 0;
  let scale = 1;
  for (let at = start; at < bytes.length && at < start + 5; at += 1) {
    const byte = bytes[at] ?? 0;
    value += (byte & 0x7f) * scale;
    if (byte < 0x80) return { value, next: at + 1 };
    scale *= 0x80;
  }
  return undefined;
}
