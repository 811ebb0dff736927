// The one priority across kinds: each gap's share of its own channel's traffic that ended on it unanswered.
import { describe, expect, it } from 'vitest';
import { searchGapScore, unansweredGapScore } from '../../../src/report/model/gap-score.ts';
import { shareWords } from '../../../src/util/format.ts';

describe('gap score', () => {
  it.each([
    // term, searches of the period, score
    [{ hits: 106, ctr: 0.04 }, 5_475, (106 * 0.96) / 5_475],
    [{ hits: 37, ctr: 0 }, 5_475, 37 / 5_475],
    [{ hits: 40, ctr: 1 }, 100, 0],
    [{ hits: 10, ctr: 1.7 }, 100, 0],
    [{ hits: 10, ctr: -1 }, 100, 0.1],
    [{ hits: 10, ctr: 0 }, 0, 0],
  ])('scores the unclicked searches of %o among %i', (term, total, score) => {
    expect(searchGapScore(term, total)).toBeCloseTo(score, 10);
  });

  it('scores unanswered questions among every question of the period, never above 1', () => {
    expect(unansweredGapScore(31, 140)).toBeCloseTo(0.2214, 4);
    expect(unansweredGapScore(5, 0)).toBe(0);
    expect(unansweredGapScore(9, 4)).toBe(1);
  });

  it.each([
    [0.2214, '22.1%'],
    [0.0187, '1.9%'],
    [0.0042, '0.42%'],
    [0.00004, '< 0.01%'],
    [0, '0%'],
  ])('prints %f as %s', (score, words) => {
    expect(shareWords(score)).toBe(words);
  });
});
