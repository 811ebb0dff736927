import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createInflater } from '../../src/bundle/verify/inflate.ts';

/** The in-place inflater leans on zlib's handle; the public stream is its fallback. Both must agree. */
async function inflate(input: Buffer, inPlace: boolean, pieceBytes: number): Promise<{ output?: Buffer; error?: string; usedInPlace: boolean }> {
  const out: Buffer[] = [];
  let failure: Error | undefined;
  const inflater = createInflater({ onOutput: (piece) => void out.push(Buffer.from(piece)), onError: (error) => (failure ??= error), inPlace });
  try {
    for (let at = 0; at < input.length && !failure; at += pieceBytes) await inflater.write(input.subarray(at, at + pieceBytes));
    if (!failure) await inflater.end();
  } catch (error) {
    failure ??= error as Error;
  }
  return failure ? { error: failure.message, usedInPlace: inflater.inPlace } : { output: Buffer.concat(out), usedInPlace: inflater.inPlace };
}

function flip(bytes: Buffer, at: number, mask: number): void {
  bytes.writeUInt8(bytes.readUInt8(at) ^ mask, at);
}

const text = Buffer.from('<html><body>'.padEnd(300_000, 'docs page text '));
const noise = randomBytes(500_000);
const cases: [string, Buffer][] = [
  ['compressible text', gzipSync(text)],
  ['incompressible data', gzipSync(noise)],
  ['two gzip members', Buffer.concat([gzipSync(text.subarray(0, 1000)), gzipSync(text.subarray(1000, 5000))])],
  ['a flipped byte', (() => { const b = gzipSync(text); flip(b, b.length >> 1, 0x40); return b; })()],
  ['a bad CRC', (() => { const b = gzipSync(text); flip(b, b.length - 6, 0xff); return b; })()],
  ['truncated', gzipSync(noise).subarray(0, 200_000)],
  ['not gzip', Buffer.from('PK\u0003\u0004 not a gzip stream at all')],
];

describe('inflater', () => {
  it('uses the in-place path on this runtime', async () => {
    expect((await inflate(gzipSync(text), true, 65_536)).usedInPlace).toBe(true);
  });

  it.each(cases)('gives the same result in place and through the stream: %s', async (_name, input) => {
    for (const pieceBytes of [1_000, 65_536]) {
      const inPlace = await inflate(input, true, pieceBytes);
      const stream = await inflate(input, false, pieceBytes);
      expect(stream.usedInPlace).toBe(false);
      expect(Boolean(inPlace.error)).toBe(Boolean(stream.error));
      if (inPlace.output && stream.output) expect(inPlace.output.equals(stream.output)).toBe(true);
    }
  });

  it('inflates exactly what gzip compressed', async () => {
    expect((await inflate(gzipSync(noise), true, 4_096)).output?.equals(noise)).toBe(true);
  });
});
