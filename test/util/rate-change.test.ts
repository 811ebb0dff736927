// A rate moves only beyond chance for its counts, and by a change a writer would call one.
import { describe, expect, it } from 'vitest';
import { rateChange } from '../../src/util/rate-change.ts';

const at = (events: number, rate: number) => ({ events, hits: Math.round(events * rate) });

describe('rate change', () => {
  it.each([
    // before, now, change
    ['“pricing”: 5 of 105 clicked, then 1 of 95', at(105, 0.05), at(95, 0.01), 'same'],
    ['a gap at 0% both times, fewer searches', at(41, 0), at(37, 0), 'same'],
    ['“refund”: 4% of 125, then 4% of 106', at(125, 0.04), at(106, 0.04), 'same'],
    ['fixed: 2% of 300 clicked, then 45% of 280', at(300, 0.02), at(280, 0.45), 'up'],
    ['broken: 60% of 200, then 20% of 210', at(200, 0.6), at(210, 0.2), 'down'],
    ['large counts, a small move: 30% to 32% of 10,000', at(10_000, 0.3), at(10_000, 0.32), 'same'],
    ['a big move on few events: 0 of 9, then 9 of 9', at(9, 0), at(9, 1), 'same'],
    ['every event a hit in both', at(50, 1), at(60, 1), 'same'],
  ])('%s: %s', (_name, before, now, change) => {
    expect(rateChange(before, now)).toBe(change);
  });
});
