/** A seeded generator (mulberry32): the same seed gives the same quarter, run after run. */
export interface Random {
  next(): number;
  uniform(min: number, max: number): number;
  chance(probability: number): boolean;
  /** A generator of its own for one purpose, so adding draws in one place does not shift every other. */
  fork(label: string): Random;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    uniform: (min, max) => min + (max - min) * next(),
    chance: (probability) => next() < probability,
    fork: (label) => seededRandom(hash(`${seed}:${label}`)),
  };
}

function hash(text: string): number {
  let h = 2_166_136_261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16_777_619);
  return h >>> 0;
}
