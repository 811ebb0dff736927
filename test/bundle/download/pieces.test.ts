import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { createPieceGatherer } from '../../../src/bundle/download/pieces.ts';

/** A consumer that keeps every piece until the test releases it, copying what it saw. */
function holdingConsumer() {
  const seen: Buffer[] = [];
  const held: Array<{ piece: Buffer; done: () => void }> = [];
  /** Where each piece lives (small buffers share one pool, so its buffer and offset tell them apart). */
  const places: unknown[] = [];
  const place = new Map<ArrayBufferLike, Map<number, object>>();
  return {
    seen,
    held,
    places,
    send: (piece: Buffer, done: () => void) => {
      const offsets = place.get(piece.buffer) ?? new Map<number, object>();
      place.set(piece.buffer, offsets);
      const token = offsets.get(piece.byteOffset) ?? {};
      offsets.set(piece.byteOffset, token);
      places.push(token);
      seen.push(Buffer.from(piece));
      held.push({ piece, done });
    },
    releaseOldest: () => held.shift()?.done(),
  };
}

describe('gathering chunks into reused pieces', () => {
  test('hands on full pieces, then the rest on flush, byte for byte', () => {
    const consumer = holdingConsumer();
    const gather = createPieceGatherer(10, 3, (piece, done) => {
      consumer.send(piece, done);
      done();
    });
    const bytes = randomBytes(47);
    for (let at = 0; at < bytes.length; at += 7) expect(gather.add(bytes.subarray(at, at + 7))).toBeUndefined();
    expect(consumer.seen.map((piece) => piece.length)).toEqual([10, 10, 10, 10]);
    gather.flush();
    gather.flush(); // nothing left: no empty piece
    expect(consumer.seen.map((piece) => piece.length)).toEqual([10, 10, 10, 10, 7]);
    expect(Buffer.concat(consumer.seen)).toEqual(bytes);
  });

  test('uses no more than its pieces: waits while all are held, and goes on once one is released', async () => {
    const consumer = holdingConsumer();
    const gather = createPieceGatherer(4, 2, consumer.send);
    const bytes = randomBytes(12);
    expect(gather.add(bytes.subarray(0, 6))).toBeUndefined(); // one piece sent, the second half full
    const waiting = gather.add(bytes.subarray(6, 12)); // fills the second piece, the rest needs a free one
    expect(waiting).toBeInstanceOf(Promise);
    let resumed = false;
    void waiting?.then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false);
    expect(consumer.held).toHaveLength(2);

    consumer.releaseOldest();
    await waiting;
    gather.flush();
    expect(Buffer.concat(consumer.seen)).toEqual(bytes);
    // The released piece came back: the third one is written into the first one's memory.
    expect(consumer.places).toHaveLength(3);
    expect(consumer.places[2]).toBe(consumer.places[0]);
    expect(consumer.places[1]).not.toBe(consumer.places[0]);
  });
});
