import { crc32, deflateRawSync, gzipSync } from 'node:zlib';

/** Several gzip members, one per part: valid gzip that a reader must join back into one stream. */
export function gzipMembers(parts: Buffer[], level = 6): Buffer {
  return Buffer.concat(parts.map((part) => gzipSync(part, { level })));
}

export interface GzipHeaderFields {
  /** FNAME: the original file name, which readers must ignore. */
  fileName?: string;
  /** FCOMMENT. */
  comment?: string;
  /** FEXTRA payload. */
  extra?: Buffer;
  /** Corrupt the trailer's CRC-32 or size. */
  badCrc?: boolean;
  badSize?: boolean;
}

/** A gzip member written by hand, so its header carries the optional fields zlib never writes. */
export function gzipWithHeader(data: Buffer, fields: GzipHeaderFields): Buffer {
  let flags = 0;
  const optional: Buffer[] = [];
  if (fields.extra) {
    flags |= 0x04;
    const length = Buffer.alloc(2);
    length.writeUInt16LE(fields.extra.length);
    optional.push(length, fields.extra);
  }
  if (fields.fileName !== undefined) {
    flags |= 0x08;
    optional.push(Buffer.from(`${fields.fileName}\0`, 'latin1'));
  }
  if (fields.comment !== undefined) {
    flags |= 0x10;
    optional.push(Buffer.from(`${fields.comment}\0`, 'latin1'));
  }
  const head = Buffer.from([0x1f, 0x8b, 8, flags, 0, 0, 0, 0, 0, 3]);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE((crc32(data) ^ (fields.badCrc ? 1 : 0)) >>> 0, 0);
  trailer.writeUInt32LE(((data.length + (fields.badSize ? 1 : 0)) % 2 ** 32) >>> 0, 4);
  return Buffer.concat([head, ...optional, deflateRawSync(data), trailer]);
}

const MEMBER_SIZE = 64 * 1024 * 1024;
let zeroMember: Buffer | undefined;

/** gzip of 64 MB of zeros (about 64 KB), built once: bombs repeat it as further members. */
function zeros64MbMember(): Buffer {
  zeroMember ??= gzipSync(Buffer.alloc(MEMBER_SIZE), { level: 9 });
  return zeroMember;
}

/**
 * A gzip stream that inflates to `before`, then `megabytes64 × 64 MB` of zeros, then `after`: a bomb
 * of any size in a few hundred kilobytes, each zero run a separate (and valid) gzip member.
 */
export function zeroBomb(before: Buffer, megabytes64: number, after: Buffer): Buffer {
  const member = zeros64MbMember();
  return Buffer.concat([gzipSync(before), ...Array.from({ length: megabytes64 }, () => member), gzipSync(after)]);
}

export const ZERO_RUN_BYTES = MEMBER_SIZE;
