/**
 * Tar blocks written by hand, field by field, so a case can hold what no well-behaved tar writer
 * produces: unknown type flags, non-octal or base-256 sizes, names in the prefix field, pax and GNU
 * long-name records that disagree with the ustar name.
 */
export const BLOCK = 512;
export const END_OF_ARCHIVE = Buffer.alloc(2 * BLOCK);

export interface RawHeader {
  /** Bytes as given: may hold anything, including NUL and invalid UTF-8. */
  name: string | Buffer;
  /** Declared size; the data length by default. */
  size?: number;
  /** The 12 bytes of the size field exactly, bypassing the octal encoding. */
  sizeField?: Buffer;
  /** One character; `'0'` by default. */
  typeflag?: string;
  linkname?: string;
  prefix?: string;
  mode?: number;
  devmajor?: number;
  devminor?: number;
  /** `ustar` (POSIX, the default), `gnu` (`ustar  \0`) or `v7` (no magic, no prefix). */
  format?: 'ustar' | 'gnu' | 'v7';
}

export const FIELDS = {
  name: [0, 100],
  mode: [100, 8],
  uid: [108, 8],
  gid: [116, 8],
  size: [124, 12],
  mtime: [136, 12],
  checksum: [148, 8],
  typeflag: [156, 1],
  linkname: [157, 100],
  magic: [257, 8],
  uname: [265, 32],
  gname: [297, 32],
  devmajor: [329, 8],
  devminor: [337, 8],
  prefix: [345, 155],
} as const satisfies Record<string, readonly [number, number]>;

export type FieldName = keyof typeof FIELDS;

export function octal(value: number, width: number): Buffer {
  return Buffer.from(`${value.toString(8).padStart(width - 1, '0')}\0`, 'latin1');
}

export function setField(block: Buffer, field: FieldName, value: Buffer | string, offset = 0): void {
  const [start, width] = FIELDS[field];
  const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
  block.fill(0, offset + start, offset + start + width);
  bytes.copy(block, offset + start, 0, Math.min(width, bytes.length));
}

/** Recomputes the header checksum, so a mutated field is read rather than refused as damaged. */
export function fixChecksum(block: Buffer, offset = 0): void {
  block.fill(0x20, offset + 148, offset + 156);
  let sum = 0;
  for (let i = offset; i < offset + BLOCK; i++) sum += block[i] ?? 0;
  Buffer.from(`${sum.toString(8).padStart(6, '0')}\0 `, 'latin1').copy(block, offset + 148);
}

export function header(fields: RawHeader, dataLength = 0): Buffer {
  const block = Buffer.alloc(BLOCK);
  setField(block, 'name', fields.name);
  setField(block, 'mode', octal(fields.mode ?? 0o644, 8));
  setField(block, 'uid', octal(1000, 8));
  setField(block, 'gid', octal(1000, 8));
  setField(block, 'size', fields.sizeField ?? octal(fields.size ?? dataLength, 12));
  setField(block, 'mtime', octal(1_790_000_000, 12));
  setField(block, 'typeflag', Buffer.from(fields.typeflag ?? '0', 'latin1'));
  if (fields.linkname !== undefined) setField(block, 'linkname', fields.linkname);
  const format = fields.format ?? 'ustar';
  if (format !== 'v7') {
    setField(block, 'magic', Buffer.from(format === 'gnu' ? 'ustar  \0' : 'ustar\u000000', 'latin1'));
    setField(block, 'uname', 'docs');
    setField(block, 'gname', 'docs');
    setField(block, 'devmajor', octal(fields.devmajor ?? 0, 8));
    setField(block, 'devminor', octal(fields.devminor ?? 0, 8));
    if (fields.prefix !== undefined) setField(block, 'prefix', fields.prefix);
  }
  fixChecksum(block);
  return block;
}

export function padded(data: Buffer): Buffer {
  const rest = data.length % BLOCK;
  return rest === 0 ? data : Buffer.concat([data, Buffer.alloc(BLOCK - rest)]);
}

/** A header and its data, padded to whole blocks. */
export function entry(fields: RawHeader, data: Buffer | string = ''): Buffer {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  return Buffer.concat([header(fields, bytes.length), padded(bytes)]);
}

/** One pax record: `<length> <key>=<value>\n`, where the length counts itself. */
export function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (`${length}`.length + Buffer.byteLength(body) !== length) length++;
  return `${length}${body}`;
}

/** A pax extended header (`x`, or `g` for a global one) carrying `records` for the next entry. */
export function paxHeader(records: Array<[string, string]>, typeflag: 'x' | 'g' | 'X' = 'x'): Buffer {
  return entry({ name: 'PaxHeader/entry', typeflag }, records.map(([key, value]) => paxRecord(key, value)).join(''));
}

/** A GNU long-name (`L`, or `K` for a long link target, `N` for the old form) record for the next entry. */
export function gnuLongRecord(value: string, typeflag: 'L' | 'K' | 'N' = 'L'): Buffer {
  return entry({ name: '././@LongLink', typeflag, format: 'gnu' }, `${value}\0`);
}

export interface TarEntrySpan {
  /** Offset of the header block. */
  offset: number;
  /** Declared size. */
  size: number;
  /** Offset just past the padded data. */
  end: number;
  typeflag: string;
}

/** Where each header sits in a well-formed tar (one this module or tar-stream wrote), up to the end marker. */
export function tarLayout(tar: Buffer): { entries: TarEntrySpan[]; endOffset: number } {
  const entries: TarEntrySpan[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const block = tar.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) break;
    const size = Number.parseInt(block.subarray(124, 136).toString('latin1').replace(/\0.*$/, '').trim() || '0', 8);
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    entries.push({ offset, size, end, typeflag: String.fromCharCode(block[156] ?? 0) });
    offset = end;
  }
  return { entries, endOffset: offset };
}
