// ctrAsFractions: the reference gives `ctr` no scale; one scale is read per answer.
import { describe, expect, it } from 'vitest';
import type { SearchRow } from '../../src/client/types.ts';
import { ctrAsFractions } from '../../src/report/collect/searches.ts';

const rows = (...ctrs: number[]): SearchRow[] =>
  ctrs.map((ctr, i) => ({ searchQuery: `term ${i}`, hits: 10, ctr, topClickedPage: null }));

describe('ctrAsFractions', () => {
  it('reads an answer whose every rate is within 0 to 1 as fractions, as it is', () => {
    expect(ctrAsFractions(rows(0, 0.05, 1, 0.62))).toEqual({ rows: rows(0, 0.05, 1, 0.62), scale: 'fraction' });
  });

  it('reads a whole answer as percentages when any rate is above 1, its rates of 1 or less included', () => {
    const read = ctrAsFractions(rows(45.5, 1, 0.5, 0, 100));
    expect(read.scale).toBe('percentage');
    expect(read.rows.map((r) => r.ctr)).toEqual([0.455, 0.01, 0.005, 0, 1]);
    expect(read.rows.map((r) => r.searchQuery)).toEqual(rows(0, 0, 0, 0, 0).map((r) => r.searchQuery));
  });

  it('reads an empty answer as fractions', () => {
    expect(ctrAsFractions([])).toEqual({ rows: [], scale: 'fraction' });
  });
});
