import { describe, expect, it } from 'vitest';
import { dayBefore, dayWords, rangeWords } from '../../src/util/day-words.ts';

describe('day words', () => {
  it('says a day with its month name, whatever the locale', () => {
    expect(dayWords('2026-11-27')).toBe('27 Nov 2026');
    expect(dayWords('2026-01-05')).toBe('5 Jan 2026');
  });

  it.each([
    ['2026-11-16', '2026-11-22', '16–22 Nov 2026'],
    ['2026-10-28', '2026-11-03', '28 Oct – 3 Nov 2026'],
    ['2025-12-29', '2026-01-04', '29 Dec 2025 – 4 Jan 2026'],
    ['2026-11-16', '2026-11-16', '16 Nov 2026'],
  ])('says %s to %s as %s', (first, last, words) => {
    expect(rangeWords(first, last)).toBe(words);
  });

  it('finds the last day of a range whose end is exclusive', () => {
    expect(dayBefore('2026-11-23')).toBe('2026-11-22');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
  });

  it('refuses what is not a day', () => {
    expect(() => dayWords('27/11/2026')).toThrow(/YYYY-MM-DD/);
  });
});
