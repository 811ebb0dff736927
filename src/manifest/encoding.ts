import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { HASH_DIGITS } from './files.ts';
import type { FileHashes } from './files.ts';

// The compact serialisation of a bundle's manifest (path → start of the file's SHA-256), recorded where a rollout
// publishes the values so the next run diffs against it with no request at all (sealed by seal.ts, framed by
// framing.ts). GitHub caps a pull request body at 65,536 characters, so:
// - the paths, sorted, each as the length it shares with the one before and the rest (front coding), the lengths
//   and the rests in two columns, then brotli: a 10,000-page reference site takes under 2 bytes a path;
// - the hashes in a separate part, HASH_DIGITS hex digits each, packed two digits a byte;
// - both parts in base64url: `<paths>.<hashes>`, only characters that cannot end an HTML comment.
// The hashes take 8 bytes a file and cannot be compressed: a site whose record does not fit has none, and the next
// run reads the deployed bundle at its link instead.
//
// Reading is bounded before any work that a record's length does not already bound: the file count comes from the
// hash part and must match the paths part, and the count, each path and all paths together are capped, so a record
// of a few hundred characters cannot inflate into gigabytes of paths. A record that breaks a rule is no record.

/** Files a record may hold: more than any record that fits in a commit message (about 24,000 at 8 bytes a hash). */
export const MAX_RECORD_FILES = 50_000;
/** One path's bytes: far beyond any real page path, far below what a hostile record could otherwise expand one to. */
export const MAX_PATH_BYTES = 4_096;
/** All paths of a record together, and the front-coded columns brotli may inflate to. */
export const MAX_DECODED_BYTES = 8 * 1024 * 1024;
/** The longest record body read; longer text is refused before it is decoded at all. */
const MAX_BODY_CHARACTERS = 400_000;

const HASH_BYTES = HASH_DIGITS / 2;
const HEX_HASH = new RegExp(`^[0-9a-f]{${HASH_DIGITS}}$`);
const SEPARATOR = Buffer.from([0]);
const BODY_PATTERN = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/;

/** How a manifest is recorded: `text(maxCharacters)` encodes it when it fits, else undefined. */
export interface ManifestEncoder {
  text(maxCharacters: number): string | undefined;
}

/** The encoder of `files`; the paths are compressed once, on the first call. */
export function manifestEncoder(files: FileHashes): ManifestEncoder {
  let encoded: string | null | undefined;
  return {
    text(maxCharacters) {
      if (encoded === undefined) encoded = encodeManifest(files) ?? null;
      return encoded !== null && encoded.length <= maxCharacters ? encoded : undefined;
    },
  };
}

/** The body of `files`, or undefined when it cannot be written faithfully (a NUL in a path, a hash of another form). */
function encodeManifest(files: FileHashes): string | undefined {
  if (files.size === 0 || files.size > MAX_RECORD_FILES) return undefined;
  const sorted = [...files.keys()].sort();
  if (!sorted.every((path) => HEX_HASH.test(files.get(path) ?? ''))) return undefined;
  // Two columns compress better than one interleaved list: the count and the shared lengths, then the rests.
  const shared: Buffer[] = [varint(sorted.length)];
  const rests: Buffer[] = [];
  let previous = Buffer.alloc(0);
  for (const path of sorted) {
    const bytes = Buffer.from(path, 'utf8');
    // A tar path never holds NUL, the rests' separator; anything else has no record rather than a wrong one.
    if (bytes.length === 0 || bytes.length > MAX_PATH_BYTES || bytes.includes(0)) return undefined;
    let common = 0;
    while (common < previous.length && common < bytes.length && previous[common] === bytes[common]) common += 1;
    shared.push(varint(common));
    rests.push(bytes.subarray(common), SEPARATOR);
    previous = bytes;
  }
  const raw = Buffer.concat([...shared, ...rests]);
  if (raw.length > MAX_DECODED_BYTES) return undefined;
  const paths = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const hashes = Buffer.from(sorted.map((path) => files.get(path)).join(''), 'hex');
  return `${paths.toString('base64url')}.${hashes.toString('base64url')}`;
}

/** The files of a record body; undefined for anything this version did not write or that breaks a bound (never a throw). */
export function decodeManifest(body: string): Map<string, string> | undefined {
  if (body.length > MAX_BODY_CHARACTERS) return undefined;
  const match = BODY_PATTERN.exec(body);
  if (!match) return undefined;
  // The count first, from the part whose size the record's length bounds: 8 bytes a file.
  const hashes = Buffer.from(match[2] ?? '', 'base64url');
  const count = hashes.length / HASH_BYTES;
  if (!Number.isInteger(count) || count === 0 || count > MAX_RECORD_FILES) return undefined;
  // What `count` paths can take front-coded: the count, then per path a shared length (2 bytes), a NUL and its rest.
  const columnsCap = 3 + count * 3 + Math.min(MAX_DECODED_BYTES, count * MAX_PATH_BYTES);
  let columns: Buffer;
  try {
    columns = brotliDecompressSync(Buffer.from(match[1] ?? '', 'base64url'), { maxOutputLength: columnsCap });
  } catch {
    return undefined;
  }
  const paths = decodePaths(columns, count);
  if (!paths) return undefined;
  const files = new Map<string, string>();
  for (const [index, path] of paths.entries())
    files.set(path, hashes.toString('hex', index * HASH_BYTES, (index + 1) * HASH_BYTES));
  return files;
}

/** Exactly `count` paths, each within MAX_PATH_BYTES, all within MAX_DECODED_BYTES, strictly ascending; else undefined. */
function decodePaths(bytes: Buffer, count: number): string[] | undefined {
  const stated = readVarint(bytes, 0);
  if (stated?.value !== count) return undefined;
  const shared: number[] = [];
  let at = stated.next;
  for (let index = 0; index < count; index += 1) {
    const read = readVarint(bytes, at);
    if (!read) return undefined;
    shared.push(read.value);
    at = read.next;
  }
  const paths: string[] = [];
  let previous = Buffer.alloc(0);
  let total = 0;
  for (const common of shared) {
    const end = bytes.indexOf(0, at);
    if (end < 0 || common > previous.length) return undefined;
    // The length is known before the path is built: a path over the bounds is refused, never assembled.
    const length = common + (end - at);
    total += length;
    if (length === 0 || length > MAX_PATH_BYTES || total > MAX_DECODED_BYTES) return undefined;
    const path = Buffer.concat([previous.subarray(0, common), bytes.subarray(at, end)], length);
    if (paths.length > 0 && Buffer.compare(previous, path) >= 0) return undefined;
    paths.push(path.toString('utf8'));
    previous = path;
    at = end + 1;
  }
  return at === bytes.length ? paths : undefined;
}

/** An unsigned LEB128 integer, as the paths part writes its counts (exported for tests that craft records). */
export function varint(value: number): Buffer {
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
