// Did the fix work? The verdict on a task closed as done: its windows around the fix period (which, like the period
// the task opened in, falls in neither), too little data, watching, and a move judged beyond chance and beyond what
// the untouched gaps moved in the same weeks; then the verdict and its figures in words.
import { describe, expect, it } from 'vitest';
import type { TaskState } from '../../src/tasks/state.ts';
import { periodUnit, stillAGapSentence, verdictFigures, verdictWords } from '../../src/tasks/verdict-words.ts';
import { judgeFix, judgeTask, periodsOf, untouchedCounts } from '../../src/tasks/verdict.ts';
import type { PeriodCount, PeriodRead, VerdictInput } from '../../src/tasks/verdict.ts';

/** The Monday `i` weeks after 5 Oct 2026. */
const week = (i: number) => new Date(Date.UTC(2026, 9, 5 + 7 * i)).toISOString().slice(0, 10);

/** Weeks `from` to `to` (both included) with `events` and `hits` each; `gap` unless told. */
const weeks = (from: number, to: number, events: number, hits: number, gap = true): PeriodRead[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ p: week(from + i), gap, events, hits }));

/** The untouched gaps' pooled counts, weeks `from` to `to`. */
const pooled = (from: number, to: number, events: number, hits: number): PeriodCount[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ p: week(from + i), events, hits }));

// A search task opened in week 0 (its peak), fixed in week 6; `task-close-after` 2.
const base: Omit<VerdictInput, 'periods' | 'untouched'> = {
  kind: 'search',
  opened: week(0),
  fixPeriod: week(6),
  closeAfter: 2,
};

describe('the windows around the fix period', () => {
  it('counts up to 4 periods before and after, the fix period and the opening period in neither', () => {
    const periods = [
      { p: week(0), gap: true, events: 900, hits: 0 }, // the peak the task opened on
      ...weeks(1, 5, 80, 2),
      { p: week(6), gap: true, events: 500, hits: 400 }, // the merge week: half fixed
      ...weeks(7, 11, 70, 40, false),
    ];
    const verdict = judgeFix({ ...base, periods, untouched: [] });
    expect(verdict.before.periods).toEqual([week(2), week(3), week(4), week(5)]);
    expect(verdict.after.periods).toEqual([week(7), week(8), week(9), week(10)]);
    expect(verdict.before).toMatchObject({ events: 320, hits: 8, rate: 8 / 320 });
    expect(verdict.periodsAfter).toBe(5);
  });

  it('leaves out the opening period even when it is one of the 4 before the fix', () => {
    const periods = [...weeks(0, 0, 900, 0), ...weeks(1, 2, 30, 1)];
    const verdict = judgeFix({
      ...base,
      fixPeriod: week(3),
      periods: [...periods, ...weeks(4, 5, 30, 20, false)],
      untouched: [],
    });
    expect(verdict.before.periods).toEqual([week(1), week(2)]);
  });

  it('leaves periods without counts out of the window before, and counts them after (a term no longer read)', () => {
    const periods = [
      ...weeks(1, 5, 40, 1),
      { p: week(3), gap: false },
      { p: week(7), gap: false },
      ...weeks(8, 8, 5, 4, false),
    ];
    const verdict = judgeFix({ ...base, periods: periods.filter((r, i) => i !== 2), untouched: [] });
    expect(verdict.before.periods).toEqual([week(1), week(2), week(4), week(5)]);
    expect(verdict.after).toMatchObject({ periods: [week(7), week(8)], events: 5, gapPeriods: 0 });
  });
});

describe('the verdict', () => {
  // Before: 4 weeks of 80 searches, 2 clicked (2.5%). Untouched gaps: 400 searches a week at 5% before.
  const before = weeks(2, 5, 80, 2);
  const untouchedFlat = pooled(0, 12, 400, 20);
  const rows: {
    name: string;
    periods: PeriodRead[];
    untouched: PeriodCount[];
    closeAfter?: number;
    opened?: string;
    verdict: string;
  }[] = [
    {
      name: 'too few searches before the fix',
      periods: [...weeks(0, 0, 900, 0), ...weeks(4, 5, 9, 0), ...weeks(7, 8, 60, 50, false)],
      untouched: untouchedFlat,
      verdict: 'too-little-data',
    },
    {
      name: 'opened the week before the fix: nothing before but the peak',
      opened: week(5),
      periods: [...weeks(5, 5, 900, 0), ...weeks(7, 8, 60, 50, false)],
      untouched: untouchedFlat,
      verdict: 'too-little-data',
    },
    {
      name: 'one period after, two needed',
      periods: [...before, ...weeks(7, 7, 60, 50, false)],
      untouched: untouchedFlat,
      verdict: 'watching',
    },
    {
      name: 'watching waits for task-close-after periods, here 5',
      periods: [...before, ...weeks(7, 10, 60, 50, false)],
      untouched: untouchedFlat,
      closeAfter: 5,
      verdict: 'watching',
    },
    {
      name: 'a real fix: no longer a gap, clicks up while the untouched stay flat',
      periods: [...before, ...weeks(7, 8, 72, 30, false)],
      untouched: untouchedFlat,
      verdict: 'fixed',
    },
    {
      name: 'gone because readers stopped searching for it: nothing left to judge a rate on',
      periods: [...before, { p: week(7), gap: false }, ...weeks(8, 8, 3, 0, false)],
      untouched: untouchedFlat,
      verdict: 'fixed',
    },
    {
      name: 'better beyond chance and the untouched, but still a gap some week',
      periods: [...before, ...weeks(7, 7, 80, 12), ...weeks(8, 8, 80, 30, false)],
      untouched: untouchedFlat,
      verdict: 'improved',
    },
    {
      name: 'a move that only follows the untouched gaps (regression to the mean) is not improved',
      // Own 2.5% → 15%; the untouched 5% → 18% in the same weeks: the gap moved as they did.
      periods: [...before, ...weeks(7, 8, 80, 12)],
      untouched: [...pooled(2, 5, 400, 20), ...pooled(7, 8, 400, 72)],
      verdict: 'no-change',
    },
    {
      name: 'gone only as the untouched gaps went is not fixed',
      periods: [...before, ...weeks(7, 8, 80, 26, false)],
      untouched: [...pooled(2, 5, 400, 20), ...pooled(7, 8, 400, 140)],
      verdict: 'no-change',
    },
    {
      name: 'the same beyond chance: clicks moved by a point',
      periods: [...before, ...weeks(7, 8, 80, 3)],
      untouched: untouchedFlat,
      verdict: 'no-change',
    },
    {
      name: 'worse: fewer clicks than before beyond chance and the untouched',
      periods: [...weeks(2, 5, 80, 16), ...weeks(7, 8, 80, 1)],
      untouched: untouchedFlat,
      verdict: 'worse',
    },
    {
      name: 'fewer clicks, as the untouched gaps lost theirs: no change',
      periods: [...weeks(2, 5, 80, 16), ...weeks(7, 8, 80, 1)],
      untouched: [...pooled(2, 5, 400, 80), ...pooled(7, 8, 400, 4)],
      verdict: 'no-change',
    },
    {
      name: 'an old history without counts before: too little data',
      periods: [...weeks(2, 5, 80, 2).map(({ p, gap }) => ({ p, gap })), ...weeks(7, 8, 72, 30, false)],
      untouched: untouchedFlat,
      verdict: 'too-little-data',
    },
  ];
  it.each(rows)('$name: $verdict', (row) => {
    const verdict = judgeFix({
      ...base,
      opened: row.opened ?? base.opened,
      closeAfter: row.closeAfter ?? 2,
      periods: row.periods,
      untouched: row.untouched,
    });
    expect(verdict.verdict).toBe(row.verdict);
  });

  it('judges a category’s share unanswered: down is better', () => {
    const input = { ...base, kind: 'category' as const, untouched: pooled(0, 12, 200, 120) };
    const fixed = judgeFix({ ...input, periods: [...weeks(2, 5, 30, 24), ...weeks(7, 8, 30, 3, false)] });
    expect([fixed.verdict, fixed.outcome]).toEqual(['fixed', 'holding']);
    const stays = judgeFix({ ...input, periods: [...weeks(2, 5, 30, 24), ...weeks(7, 8, 30, 22)] });
    expect([stays.verdict, stays.outcome]).toEqual(['no-change', 'failing']);
    const worse = judgeFix({ ...input, periods: [...weeks(2, 5, 30, 9), ...weeks(7, 8, 30, 27)] });
    expect([worse.verdict, worse.outcome]).toEqual(['worse', 'failing']);
  });

  it('says the figures behind it', () => {
    const verdict = judgeFix({
      ...base,
      periods: [...before, ...weeks(7, 8, 72, 30, false)],
      untouched: untouchedFlat,
    });
    expect(verdict).toEqual({
      verdict: 'fixed',
      outcome: 'holding',
      kind: 'search',
      before: { periods: [week(2), week(3), week(4), week(5)], events: 320, hits: 8, rate: 0.025, gapPeriods: 4 },
      after: { periods: [week(7), week(8)], events: 144, hits: 60, rate: 60 / 144, gapPeriods: 0 },
      periodsAfter: 2,
      closeAfter: 2,
      untouched: { before: 0.05, after: 0.05 },
    });
  });
});

describe('from the hidden state', () => {
  const watched: TaskState = {
    v: 1,
    kind: 'search',
    term: 'sso',
    opened: week(0),
    seen: [
      { p: week(0), n: 900, e: 900, h: 0 },
      { p: week(1), n: 30 }, // written before counts were kept
      ...[2, 3, 4, 5].map((i) => ({ p: week(i), n: 80, e: 80, h: 2 })),
    ],
    quiet: [{ p: week(7), e: 72, h: 30 }],
    without: [week(7), week(8)],
    closed: { on: week(6), by: 'pr', pr: 12 },
  };
  const other = (opened: number, extra: Partial<TaskState> = {}): TaskState => ({
    v: 1,
    kind: 'search',
    term: 'x',
    opened: week(opened),
    seen: [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => ({ p: week(i), n: 200, e: 200, h: 10 })),
    without: [],
    ...extra,
  });

  it('reads its periods: with the gap, without it with counts, without it with none', () => {
    expect(periodsOf(watched).slice(-3)).toEqual([
      { p: week(5), gap: true, events: 80, hits: 2 },
      { p: week(7), gap: false, events: 72, hits: 30 },
      { p: week(8), gap: false },
    ]);
    expect(periodsOf(watched)[1]).toEqual({ p: week(1), gap: true });
  });

  it('pools the open tasks of its kind as the untouched gaps, each without the period it opened in', () => {
    const counts = untouchedCounts(
      [other(0), other(3), other(0, { kind: 'category' }), other(0, { closed: { on: week(2) } })],
      'search',
    );
    expect(counts.find((c) => c.p === week(0))).toEqual({ p: week(0), events: 200, hits: 10 });
    expect(counts.find((c) => c.p === week(3))).toEqual({ p: week(3), events: 200, hits: 10 });
    expect(counts.find((c) => c.p === week(4))).toEqual({ p: week(4), events: 400, hits: 20 });
  });

  it('judges a watched task, and none that is not watched', () => {
    const verdict = judgeTask(watched, 2, [other(0), other(1)]);
    expect(verdict).toMatchObject({ verdict: 'fixed', periodsAfter: 2, untouched: { before: 0.05, after: 0.05 } });
    expect(judgeTask({ ...watched, closed: undefined }, 2, [])).toBeUndefined();
  });
});

describe('in words', () => {
  it('says the one comment on a task whose gap stays', () => {
    const base = { closedOn: '2026-11-18', phrase: 'the week of 23–29 Nov 2026' };
    expect(stillAGapSentence({ ...base, kind: 'search', events: 104, hits: 3 })).toBe(
      'closed as done on 18 Nov 2026; readers still searched for it 104 times in the week of 23–29 Nov 2026, 3% clicked',
    );
    expect(stillAGapSentence({ ...base, kind: 'category', events: 1_240, hits: 620 })).toBe(
      'closed as done on 18 Nov 2026; readers still asked 1,240 questions in this category in the week of 23–29 Nov 2026, 50% unanswered',
    );
    expect(stillAGapSentence({ ...base, kind: 'page', events: 1 })).toBe(
      'closed as done on 18 Nov 2026; readers still asked 1 question on this page in the week of 23–29 Nov 2026',
    );
  });

  it('prints a hostile term inert', () => {
    const sentence = stillAGapSentence({
      kind: 'search',
      closedOn: '2026-11-18',
      phrase: 'the week of 23–29 Nov 2026',
      events: 40,
      hits: 0,
      term: '@team <img src=x onerror=alert(1)> [x](https://evil.example)',
    });
    // No mention, no HTML, no link: what bodyTerm makes of it.
    expect(sentence).not.toMatch(/@team|<img|\]\(/);
    expect(sentence).toContain('@&#8203;team &lt;img');
  });

  it('says the figures behind a verdict', () => {
    const verdict = judgeFix({
      ...base,
      periods: [...weeks(2, 5, 78, 2), ...weeks(7, 7, 100, 41, false), ...weeks(8, 9, 95, 39, false)],
      untouched: [...pooled(2, 5, 400, 20), ...pooled(7, 9, 400, 24)],
      closeAfter: 3,
    });
    expect(verdictFigures(verdict, 'week')).toBe(
      'clicked 3% (of 312) in the 4 weeks before, 41% (of 290) in the 3 weeks after; untouched gaps 5% → 6%',
    );
    expect(verdictWords(verdict, 'week')).toBe('fixed: no longer a gap in the 3 weeks after');
    const early = judgeFix({ ...base, periods: weeks(4, 4, 12, 0), untouched: [] });
    expect(verdictWords(early, 'month')).toBe('watching: 0 months read after the fix of 2');
    expect(verdictFigures(early, 'month')).toBe(
      'clicked 0% (of 12) in the month before, no months read after; too few untouched gaps to compare',
    );
  });

  it('names the period unit', () => {
    expect(periodUnit('2026-11-16', '2026-11-23')).toBe('week');
    expect(periodUnit('2026-11-01', '2026-12-01')).toBe('month');
    expect(periodUnit('2026-02-01', '2026-03-01')).toBe('month');
    expect(periodUnit('2026-11-01', '2026-11-15')).toBe('period');
  });
});
