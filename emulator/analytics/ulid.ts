// ULIDs (48-bit millisecond time, 80 random bits, 26 Crockford base32 characters) for the
// assistant's conversations: row ids, thread ids and paging cursors. The "random" bits come
// from the data set's hashes, so one seed always issues the same ids.

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const ULID_PATTERN = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

export interface UlidParts {
  timeMs: number;
  /** 10 bytes. */
  random: Buffer;
}

export function encodeUlid(timeMs: number, random: Buffer): string {
  let value = (BigInt(timeMs) << 80n) | BigInt(`0x${random.subarray(0, 10).toString('hex').padStart(20, '0')}`);
  let text = '';
  for (let i = 0; i < 26; i++) {
    text = (ALPHABET[Number(value & 31n)] ?? '0') + text;
    value >>= 5n;
  }
  return text;
}

/** The time and random bits of a ULID (either case), or undefined for anything else. */
export function decodeUlid(text: string): UlidParts | undefined {
  const upper = text.toUpperCase();
  if (!ULID_PATTERN.test(upper)) return undefined;
  let value = 0n;
  for (const char of upper) value = (value << 5n) | BigInt(ALPHABET.indexOf(char));
  const random = Buffer.from((value & ((1n << 80n) - 1n)).toString(16).padStart(20, '0'), 'hex');
  return { timeMs: Number(value >> 80n), random };
}

/** 10 bytes from three 32-bit hashes (the last one's low half dropped). */
export function randomBytes(a: number, b: number, c: number): Buffer {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(a >>> 0, 0);
  bytes.writeUInt32BE(b >>> 0, 4);
  bytes.writeUInt32BE(c >>> 0, 8);
  return bytes.subarray(0, 10);
}
