import { describe, expect, it } from 'vitest';
import { periodFromDates, precedingPeriod, resolvePeriod } from '../../src/report/period.ts';
import type { Period } from '../../src/report/period.ts';
import type { PeriodName } from '../../src/settings/types.ts';

const at = (iso: string) => Date.parse(iso);
const DAY = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY;

describe('resolvePeriod', () => {
  const cases: Array<[string, PeriodName, string, string, number, string]> = [
    // now, period, dateFrom, dateTo (exclusive), days, label
    ['2026-11-21T12:00:00Z', 'last-7-days', '2026-11-14', '2026-11-21', 7, '2026-11-14 to 2026-11-20, 7 days'],
    ['2026-11-21T00:00:00Z', 'last-7-days', '2026-11-14', '2026-11-21', 7, '2026-11-14 to 2026-11-20, 7 days'],
    ['2026-11-21T23:59:59Z', 'last-7-days', '2026-11-14', '2026-11-21', 7, '2026-11-14 to 2026-11-20, 7 days'],
    ['2026-11-21T12:00:00Z', 'last-28-days', '2026-10-24', '2026-11-21', 28, '2026-10-24 to 2026-11-20, 28 days'],
    ['2026-11-21T12:00:00Z', 'last-30-days', '2026-10-22', '2026-11-21', 30, '2026-10-22 to 2026-11-20, 30 days'],
    ['2027-01-03T08:00:00Z', 'last-7-days', '2026-12-27', '2027-01-03', 7, '2026-12-27 to 2027-01-02, 7 days'],
    ['2027-01-01T00:00:00Z', 'last-30-days', '2026-12-02', '2027-01-01', 30, '2026-12-02 to 2026-12-31, 30 days'],
    ['2028-03-01T00:00:00Z', 'last-7-days', '2028-02-23', '2028-03-01', 7, '2028-02-23 to 2028-02-29, 7 days'],
    ['2028-02-29T23:59:59Z', 'last-7-days', '2028-02-22', '2028-02-29', 7, '2028-02-22 to 2028-02-28, 7 days'],
    ['2028-03-30T10:00:00Z', 'last-30-days', '2028-02-29', '2028-03-30', 30, '2028-02-29 to 2028-03-29, 30 days'],
    ['2027-03-01T10:00:00Z', 'last-28-days', '2027-02-01', '2027-03-01', 28, '2027-02-01 to 2027-02-28, 28 days'],
    // previous-week: Monday to Sunday before the current ISO week
    [
      '2026-11-21T12:00:00Z',
      'previous-week',
      '2026-11-09',
      '2026-11-16',
      7,
      'ISO week 2026-W46 (2026-11-09 to 2026-11-15, 7 days)',
    ],
    [
      '2026-11-22T23:59:59Z',
      'previous-week',
      '2026-11-09',
      '2026-11-16',
      7,
      'ISO week 2026-W46 (2026-11-09 to 2026-11-15, 7 days)',
    ],
    [
      '2026-11-22T00:00:00Z',
      'previous-week',
      '2026-11-09',
      '2026-11-16',
      7,
      'ISO week 2026-W46 (2026-11-09 to 2026-11-15, 7 days)',
    ],
    [
      '2026-11-23T00:00:00Z',
      'previous-week',
      '2026-11-16',
      '2026-11-23',
      7,
      'ISO week 2026-W47 (2026-11-16 to 2026-11-22, 7 days)',
    ],
    [
      '2026-11-23T23:59:59Z',
      'previous-week',
      '2026-11-16',
      '2026-11-23',
      7,
      'ISO week 2026-W47 (2026-11-16 to 2026-11-22, 7 days)',
    ],
    [
      '2026-11-16T00:00:00Z',
      'previous-week',
      '2026-11-09',
      '2026-11-16',
      7,
      'ISO week 2026-W46 (2026-11-09 to 2026-11-15, 7 days)',
    ],
    [
      '2026-11-15T23:59:59Z',
      'previous-week',
      '2026-11-02',
      '2026-11-09',
      7,
      'ISO week 2026-W45 (2026-11-02 to 2026-11-08, 7 days)',
    ],
    [
      '2027-01-04T00:00:00Z',
      'previous-week',
      '2026-12-28',
      '2027-01-04',
      7,
      'ISO week 2026-W53 (2026-12-28 to 2027-01-03, 7 days)',
    ],
    [
      '2026-01-05T09:00:00Z',
      'previous-week',
      '2025-12-29',
      '2026-01-05',
      7,
      'ISO week 2026-W01 (2025-12-29 to 2026-01-04, 7 days)',
    ],
    [
      '2028-03-01T12:00:00Z',
      'previous-week',
      '2028-02-21',
      '2028-02-28',
      7,
      'ISO week 2028-W08 (2028-02-21 to 2028-02-27, 7 days)',
    ],
    [
      '2028-03-06T00:00:00Z',
      'previous-week',
      '2028-02-28',
      '2028-03-06',
      7,
      'ISO week 2028-W09 (2028-02-28 to 2028-03-05, 7 days)',
    ],
    [
      '2021-01-03T23:59:59Z',
      'previous-week',
      '2020-12-21',
      '2020-12-28',
      7,
      'ISO week 2020-W52 (2020-12-21 to 2020-12-27, 7 days)',
    ],
    [
      '2021-01-04T00:00:00Z',
      'previous-week',
      '2020-12-28',
      '2021-01-04',
      7,
      'ISO week 2020-W53 (2020-12-28 to 2021-01-03, 7 days)',
    ],
    // previous-month: the calendar month before the current one
    [
      '2026-11-21T12:00:00Z',
      'previous-month',
      '2026-10-01',
      '2026-11-01',
      31,
      'October 2026 (2026-10-01 to 2026-10-31, 31 days)',
    ],
    [
      '2026-11-01T00:00:00Z',
      'previous-month',
      '2026-10-01',
      '2026-11-01',
      31,
      'October 2026 (2026-10-01 to 2026-10-31, 31 days)',
    ],
    [
      '2026-10-31T23:59:59Z',
      'previous-month',
      '2026-09-01',
      '2026-10-01',
      30,
      'September 2026 (2026-09-01 to 2026-09-30, 30 days)',
    ],
    [
      '2027-01-01T00:00:00Z',
      'previous-month',
      '2026-12-01',
      '2027-01-01',
      31,
      'December 2026 (2026-12-01 to 2026-12-31, 31 days)',
    ],
    [
      '2027-01-31T23:59:59Z',
      'previous-month',
      '2026-12-01',
      '2027-01-01',
      31,
      'December 2026 (2026-12-01 to 2026-12-31, 31 days)',
    ],
    [
      '2028-03-01T00:00:00Z',
      'previous-month',
      '2028-02-01',
      '2028-03-01',
      29,
      'February 2028 (2028-02-01 to 2028-02-29, 29 days)',
    ],
    [
      '2028-02-29T12:00:00Z',
      'previous-month',
      '2028-01-01',
      '2028-02-01',
      31,
      'January 2028 (2028-01-01 to 2028-01-31, 31 days)',
    ],
    [
      '2027-03-15T12:00:00Z',
      'previous-month',
      '2027-02-01',
      '2027-03-01',
      28,
      'February 2027 (2027-02-01 to 2027-02-28, 28 days)',
    ],
  ];

  it.each(cases)('at %s, %s is %s to %s', (now, name, dateFrom, dateTo, days, label) => {
    // The phrase is checked in 'the period in words' below.
    const { phrase, ...period } = resolvePeriod({ period: name }, at(now));
    expect(period).toEqual({ name, dateFrom, dateTo, days, label });
    expect(phrase).toBeTruthy();
  });

  it('takes custom dates as given, date-to exclusive', () => {
    const now = at('2026-11-21T12:00:00Z');
    expect(resolvePeriod({ period: 'custom', dateFrom: '2028-02-27', dateTo: '2028-03-02' }, now)).toEqual({
      name: 'custom',
      dateFrom: '2028-02-27',
      dateTo: '2028-03-02',
      days: 4,
      label: '2028-02-27 to 2028-03-01, 4 days',
      phrase: '27 Feb – 1 Mar 2028',
    });
    expect(resolvePeriod({ period: 'custom', dateFrom: '2026-11-14', dateTo: '2026-11-15' }, now).label).toBe(
      '2026-11-14, 1 day',
    );
  });

  it('refuses custom dates that are missing, malformed or out of order', () => {
    const now = at('2026-11-21T12:00:00Z');
    expect(() => resolvePeriod({ period: 'custom', dateFrom: '2026-11-14' }, now)).toThrow(/date-from and date-to/);
    expect(() => resolvePeriod({ period: 'custom', dateFrom: '2026-02-30', dateTo: '2026-03-02' }, now)).toThrow(
      /date-from "2026-02-30"/,
    );
    expect(() => resolvePeriod({ period: 'custom', dateFrom: '2026-11-14', dateTo: '2026-11-14' }, now)).toThrow(
      /must be before/,
    );
  });

  it('keeps its invariants at every seventh hour over four years', () => {
    const names: PeriodName[] = ['last-7-days', 'last-28-days', 'last-30-days', 'previous-week', 'previous-month'];
    for (let now = at('2025-12-01T00:00:00Z'); now < at('2029-12-31T00:00:00Z'); now += 3_600_000 * 7) {
      const today = Math.floor(now / DAY);
      for (const name of names) {
        const period = resolvePeriod({ period: name }, now);
        const from = dayOf(period.dateFrom);
        const to = dayOf(period.dateTo);
        expect(to - from).toBe(period.days);
        expect(to).toBeLessThanOrEqual(today);
        if (name.startsWith('last-')) expect(to).toBe(today);
        if (name === 'previous-week') {
          expect(new Date(from * DAY).getUTCDay()).toBe(1);
          expect(today - to).toBeGreaterThanOrEqual(0);
          expect(today - to).toBeLessThan(7);
        }
        if (name === 'previous-month') {
          expect(period.dateFrom.endsWith('-01') && period.dateTo.endsWith('-01')).toBe(true);
          expect(period.dateTo).toBe(new Date(now).toISOString().slice(0, 8) + '01');
        }
        const before = precedingPeriod(period);
        expect(before.dateTo).toBe(period.dateFrom);
        if (name !== 'previous-month') expect(before.days).toBe(period.days);
      }
    }
  });
});

describe('precedingPeriod', () => {
  const period = (name: PeriodName, now: string): Period => resolvePeriod({ period: name }, at(now));

  it('is the same number of days right before', () => {
    expect(precedingPeriod(period('last-7-days', '2026-11-21T12:00:00Z'))).toEqual({
      name: 'last-7-days',
      dateFrom: '2026-11-07',
      dateTo: '2026-11-14',
      days: 7,
      label: '2026-11-07 to 2026-11-13, 7 days',
      phrase: 'the week of 7–13 Nov 2026',
    });
    expect(precedingPeriod(period('last-30-days', '2028-03-30T10:00:00Z'))).toMatchObject({
      dateFrom: '2028-01-30',
      dateTo: '2028-02-29',
      days: 30,
    });
    expect(precedingPeriod(period('last-7-days', '2027-01-03T08:00:00Z'))).toMatchObject({
      dateFrom: '2026-12-20',
      dateTo: '2026-12-27',
    });
  });

  it('is the ISO week before for previous-week', () => {
    expect(precedingPeriod(period('previous-week', '2027-01-05T12:00:00Z'))).toEqual({
      name: 'previous-week',
      dateFrom: '2026-12-21',
      dateTo: '2026-12-28',
      days: 7,
      label: 'ISO week 2026-W52 (2026-12-21 to 2026-12-27, 7 days)',
      phrase: 'the week of 21–27 Dec 2026',
    });
  });

  it('is the calendar month before for previous-month, whatever its length', () => {
    expect(precedingPeriod(period('previous-month', '2026-11-21T12:00:00Z'))).toEqual({
      name: 'previous-month',
      dateFrom: '2026-09-01',
      dateTo: '2026-10-01',
      days: 30,
      label: 'September 2026 (2026-09-01 to 2026-09-30, 30 days)',
      phrase: 'September 2026',
    });
    expect(precedingPeriod(period('previous-month', '2028-03-10T00:00:00Z'))).toMatchObject({
      dateFrom: '2028-01-01',
      dateTo: '2028-02-01',
      days: 31,
    });
    expect(precedingPeriod(period('previous-month', '2028-04-01T00:00:00Z'))).toMatchObject({
      dateFrom: '2028-02-01',
      dateTo: '2028-03-01',
      days: 29,
    });
    expect(precedingPeriod(period('previous-month', '2027-02-14T00:00:00Z'))).toMatchObject({
      dateFrom: '2026-12-01',
      dateTo: '2027-01-01',
      label: 'December 2026 (2026-12-01 to 2026-12-31, 31 days)',
    });
  });

  it('is the same length before a custom period', () => {
    const custom = resolvePeriod({ period: 'custom', dateFrom: '2028-02-27', dateTo: '2028-03-02' }, 0);
    expect(precedingPeriod(custom)).toEqual({
      name: 'custom',
      dateFrom: '2028-02-23',
      dateTo: '2028-02-27',
      days: 4,
      label: '2028-02-23 to 2028-02-26, 4 days',
      phrase: '23–26 Feb 2028',
    });
  });
});

describe('periodFromDates', () => {
  it('rebuilds every kind of period, label included, from its name and dates', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    for (const name of ['last-7-days', 'last-28-days', 'last-30-days', 'previous-week', 'previous-month'] as const) {
      const original = resolvePeriod({ period: name }, now);
      expect(periodFromDates(name, original.dateFrom, original.dateTo)).toEqual(original);
    }
    const custom = resolvePeriod({ period: 'custom', dateFrom: '2028-02-27', dateTo: '2028-03-02' }, 0);
    expect(periodFromDates('custom', '2028-02-27', '2028-03-02')).toEqual(custom);
  });

  it.each([
    ['a week that does not start on a Monday', 'previous-week', '2026-11-17', '2026-11-24'],
    ['a month that does not start on the 1st', 'previous-month', '2026-10-02', '2026-11-01'],
    ['a month one day short', 'previous-month', '2026-10-01', '2026-10-31'],
    ['"last 7 days" of 8 days', 'last-7-days', '2026-11-13', '2026-11-21'],
    ['an impossible date', 'custom', '2026-02-30', '2026-03-02'],
    ['dates the wrong way round', 'custom', '2026-03-02', '2026-03-01'],
    ['a date that is not one', 'custom', '2026-1-1', '2026-01-08'],
  ] as const)('is nothing for %s', (_what, name, from, to) => expect(periodFromDates(name, from, to)).toBeUndefined());
});

describe('the period in words', () => {
  it.each([
    // a 7-day period, whichever its kind
    ['previous-week', '2026-11-16', '2026-11-23', 'the week of 16–22 Nov 2026'],
    ['last-7-days', '2026-10-29', '2026-11-05', 'the week of 29 Oct – 4 Nov 2026'],
    ['previous-week', '2025-12-29', '2026-01-05', 'the week of 29 Dec 2025 – 4 Jan 2026'],
    // a calendar month
    ['previous-month', '2026-11-01', '2026-12-01', 'November 2026'],
    ['previous-month', '2028-02-01', '2028-03-01', 'February 2028'],
    ['last-30-days', '2026-11-01', '2026-12-01', 'November 2026'],
    // any other run of days
    ['last-30-days', '2026-10-28', '2026-11-27', '28 Oct – 26 Nov 2026'],
    ['last-28-days', '2026-10-24', '2026-11-21', '24 Oct – 20 Nov 2026'],
    ['custom', '2028-02-27', '2028-03-02', '27 Feb – 1 Mar 2028'],
    ['custom', '2026-11-14', '2026-11-15', '14 Nov 2026'],
  ] as const)('%s from %s to %s (exclusive) is "%s"', (name, dateFrom, dateTo, phrase) => {
    // Read back from a data block, a period is rebuilt from its dates: its phrase with it.
    expect(periodFromDates(name, dateFrom, dateTo)?.phrase).toBe(phrase);
  });

  it('is said the same way whether resolved or rebuilt, and beside an unchanged label', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    const week = resolvePeriod({ period: 'previous-week' }, now);
    expect(week).toMatchObject({ label: 'ISO week 2026-W47 (2026-11-16 to 2026-11-22, 7 days)' });
    expect(week.phrase).toBe('the week of 16–22 Nov 2026');
    expect(precedingPeriod(week).phrase).toBe('the week of 9–15 Nov 2026');
    expect(resolvePeriod({ period: 'previous-month' }, now).phrase).toBe('October 2026');
  });
});
