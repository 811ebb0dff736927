/**
 * A small seeded PRNG (mulberry32). Each case gets its own stream, derived from (seed, case index)
 * by a splitmix step, so case N can be rebuilt alone without generating the cases before it.
 */
export interface Random {
  /** A uint32. */
  next(): number;
  /** An integer in [0, max). */
  int(max: number): number;
  /** An integer in [min, max]. */
  between(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  bytes(length: number): Buffer;
}

export function caseRandom(seed: number, index: number): Random {
  return mulberry32(mix(mix(seed >>> 0) ^ Math.imul(index + 1, 0x9e3779b9)));
}

function mix(value: number): number {
  let z = (value + 0x9e3779b9) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

function mulberry32(initial: number): Random {
  let state = initial >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const int = (max: number) => (max <= 0 ? 0 : Math.floor((next() / 2 ** 32) * max));
  return {
    next,
    int,
    between: (min, max) => min + int(max - min + 1),
    chance: (p) => next() / 2 ** 32 < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)] as T;
    },
    bytes(length) {
      const out = Buffer.alloc(length);
      for (let i = 0; i < length; i++) out[i] = next() & 0xff;
      return out;
    },
  };
}
