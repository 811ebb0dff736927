// Deterministic integer hashing for the data set, ids and fault dice. Everything the
// emulator invents derives from these so that one seed always gives the same service.

/** Final avalanche step of MurmurHash3: spreads every input bit over the output. */
function avalanche(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Unsigned 32-bit hash of two integers. */
export function hash2(a: number, b: number): number {
  return avalanche(Math.imul(a ^ 0x9e3779b9, 0x27d4eb2d) ^ avalanche(b + 0x165667b1));
}

/** Unsigned 32-bit hash of three integers. */
export function hash3(a: number, b: number, c: number): number {
  return hash2(hash2(a, b), c);
}

/** Unsigned 32-bit hash of a string (FNV-1a, then avalanched). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return avalanche(h);
}

/** Maps a 32-bit hash to [0, 1). */
export function unit(h: number): number {
  return h / 4294967296;
}

/** A small seeded generator (mulberry32) for sequences such as fault dice. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
