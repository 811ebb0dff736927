// The report model: pure numbers from a fixed data set.
import { describe, expect, it } from 'vitest';
import { buildReportModel } from '../../../src/report/model/build.ts';
import { change } from '../../../src/report/model/pages.ts';
import { sitePath } from '../../../src/report/page-path.ts';
import {
  CURRENT_PERIOD,
  currentData,
  MODEL_OPTIONS,
  PREVIOUS_PERIOD,
  previousData,
  sampleCollected,
} from '../fixtures.ts';

describe('sitePath', () => {
  it.each([
    ['/docs/', '/docs'],
    ['docs', '/docs'],
    ['//docs//install/', '/docs/install'],
    ['/', '/'],
    ['', '/'],
    ['///', '/'],
  ])('%j -> %j', (path, normal) => expect(sitePath(path)).toBe(normal));
});

describe('change', () => {
  it('gives absolute and relative change, and no relative change on a base of 0', () => {
    expect(change(150, 100)).toEqual({ current: 150, previous: 100, delta: 50, relative: 0.5 });
    expect(change(7, 0)).toEqual({ current: 7, previous: 0, delta: 7 });
    expect(change(7)).toEqual({ current: 7 });
  });
});

describe('buildReportModel', () => {
  const model = buildReportModel(sampleCollected(), MODEL_OPTIONS);

  it('compares totals with the preceding period and gives the AI share in points', () => {
    expect(model.totals.total).toEqual({ current: 4400, previous: 3400, delta: 1000, relative: 1000 / 3400 });
    expect(model.totals.aiShare.current).toBeCloseTo(0.25);
    expect(model.totals.aiShare.previous).toBeCloseTo(700 / 3400);
    expect(model.totals.aiShare.deltaPoints).toBeCloseTo((0.25 - 700 / 3400) * 100);
    expect(model.period).toEqual(CURRENT_PERIOD);
    expect(model.comparison).toMatchObject({ source: 'service', period: PREVIOUS_PERIOD });
  });

  it('ranks top pages by visitors, merging paths that differ only in slashes', () => {
    expect(model.topPages.rows.map((r) => r.path).slice(0, 5)).toEqual([
      '/',
      '/docs/quickstart',
      '/docs/api/auth',
      '/docs/guide',
      '/docs/install',
    ]);
    expect(model.topPages.rows).toHaveLength(10);
    const guide = model.topPages.rows.find((r) => r.path === '/docs/guide');
    expect(guide?.change).toEqual({ current: 330, previous: 325, delta: 5, relative: 5 / 325 });
    const fresh = model.allPages.rows.find((r) => r.path === '/docs/new-page');
    expect(fresh?.change).toEqual({ current: 22, previous: 0, delta: 22 });
    expect(model.topAiPages.rows[0]).toMatchObject({ path: '/docs/api/auth', ai: 500 });
    expect(model.topHumanPages.rows[0]).toMatchObject({ path: '/', human: 1200 });
    expect(model.allPages.rows).toHaveLength(13);
  });

  it('finds movers against a minimum base, leaving out tiny and new pages', () => {
    expect(model.moversUp.rows.map((r) => r.path)).toEqual([
      '/docs/install',
      '/docs/api/auth',
      '/',
      '/docs/a|b',
      '/docs/guide',
    ]);
    expect(model.moversDown.rows.map((r) => r.path)).toEqual(['/docs/retired', '/docs/quickstart']);
    const all = [...model.moversUp.rows, ...model.moversDown.rows].map((r) => r.path);
    expect(all).not.toContain('/docs/tiny'); // 5 visitors before: below the base of 20
    expect(all).not.toContain('/docs/new-page'); // no base at all
  });

  it('leaves out of the movers pages that an incomplete list does not know', () => {
    const previous = { ...previousData(), visitorsComplete: false };
    const current = { ...currentData(), visitorsComplete: false };
    const partial = buildReportModel(sampleCollected({ previous, current }), MODEL_OPTIONS);
    expect(partial.moversDown.rows.map((r) => r.path)).toEqual(['/docs/quickstart']); // /docs/retired: unknown now
    expect(partial.allPages.rows.find((r) => r.path === '/docs/new-page')?.change).toBeUndefined();
    expect(partial.notes.map((n) => n.kind)).toEqual([
      'comments-public',
      'feedback-cut',
      'visitors-incomplete',
      'visitors-incomplete',
    ]);
  });

  it('joins feedback with visitors after normalising paths, with the thumbs-down ratio from 5 thumbs', () => {
    const byPath = new Map(model.feedback.rows.map((r) => [r.path, r]));
    expect(byPath.get('/docs/quickstart')).toMatchObject({ total: 15, thumbs: 12, visitors: 980, downRatio: 2 / 12 });
    expect(byPath.get('/docs/quickstart')?.per100Visitors).toBeCloseTo((15 / 980) * 100);
    expect(byPath.get('/docs/a|b')?.downRatio).toBeUndefined(); // 2 thumbs: too few
    expect(byPath.get('/docs/ghost')).toMatchObject({ visitors: 0 });
    expect(byPath.get('/docs/ghost')?.per100Visitors).toBeUndefined();
    // Both periods' feedback by page was cut and no entry was counted: lower bounds, not compared.
    expect(model.feedbackTotals?.total).toEqual({ current: 39 });
    expect(model.feedbackTotals?.count).toMatchObject({ exact: false, bound: '≥ ' });
    expect(model.feedbackTotals?.pages).toBe(5);
    expect(model.allPages.rows.find((r) => r.path === '/docs/quickstart')?.feedback).toBe(15);
  });

  it('gives each feedback row its change when the comparison holds feedback; a page absent from a cut list is unknown', () => {
    const byPath = new Map(model.feedback.rows.map((r) => [r.path, r]));
    expect(model.compared).toBe(true);
    expect(model.feedbackCompared).toBe(true);
    expect(byPath.get('/docs/api/auth')?.change).toEqual({ current: 11, previous: 8, delta: 3, relative: 0.375 });
    expect(byPath.get('/docs/ghost')?.change).toEqual({ current: 6, previous: 0, delta: 6 });
    const cut = buildReportModel(
      sampleCollected({ previous: { ...previousData(), feedbackCut: true } }),
      MODEL_OPTIONS,
    );
    const cutByPath = new Map(cut.feedback.rows.map((r) => [r.path, r]));
    expect(cutByPath.get('/docs/ghost')?.change).toBeUndefined();
    expect(cutByPath.get('/docs/api/auth')?.change?.previous).toBe(8);
    const none = buildReportModel(
      sampleCollected({ previous: { ...previousData(), feedback: [], feedbackFetched: false } }),
      MODEL_OPTIONS,
    );
    expect(none.feedbackCompared).toBe(false);
    expect(none.feedback.rows.every((r) => r.change === undefined)).toBe(true);
  });

  it('lists pages needing attention: a high thumbs-down ratio, or much feedback per 100 visitors', () => {
    expect(model.attention.rows.map((r) => [r.path, r.reasons])).toEqual([
      ['/docs/api/auth', ['80% thumbs down (8 of 10)']],
      ['/docs/ghost', ['50% thumbs down (3 of 6)']],
      ['/docs/<script>alert(1)</script>', ['9.6 feedback per 100 visitors']],
    ]);
  });

  it('names every gap: feedback cut by the API, feedback and comparison not fetched', () => {
    expect(model.notes.map((n) => n.kind)).toEqual(['comments-public', 'feedback-cut']);
    expect(model.notes[1]?.text).toContain('lists 5 pages only (the API has no next page)');
    expect(model.notes[1]?.text).toContain('the feedback total is a lower bound');
    const poor = buildReportModel(
      sampleCollected({
        current: { ...currentData(), feedback: [], feedbackFetched: false, feedbackCut: false },
        previous: undefined,
        comparisonSource: 'none',
        requestsUsed: 1,
        requestBudget: 1,
        sections: ['traffic', 'feedback'],
        missing: ['the comparison period (x): the request budget of 1 requests was spent'],
      }),
      MODEL_OPTIONS,
    );
    expect(poor.feedbackTotals).toBeUndefined();
    expect(poor.feedback.rows).toEqual([]);
    expect(poor.notes.map((n) => n.text)).toEqual([
      `Feedback of this period (${CURRENT_PERIOD.label}) was not fetched: the request budget was spent, so its feedback is not shown.`,
      'Not fetched: the comparison period (x): the request budget of 1 requests was spent.',
    ]);
    expect(poor.comparison).toMatchObject({ source: 'none', period: PREVIOUS_PERIOD });
    expect(poor.moversUp.rows).toEqual([]);
    expect(poor.totals.total).toEqual({ current: 4400 });
  });

  it('says where the comparison came from', () => {
    const readBack = buildReportModel(
      sampleCollected({ comparisonSource: 'earlier-report', comparisonOrigin: 'https://github.com/o/r/issues/7' }),
      MODEL_OPTIONS,
    );
    expect(readBack.comparison.text).toBe(
      'Compared with the week of 7–13 Nov 2026, read back from [an earlier report](https://github.com/o/r/issues/7) at no request cost.',
    );
    const off = buildReportModel(sampleCollected({ previous: undefined, comparisonSource: 'none' }), {
      ...MODEL_OPTIONS,
      comparisonPeriod: undefined,
    });
    expect(off.comparison).toEqual({ source: 'none', text: 'No comparison: compare is off.' });
    const hostile = buildReportModel(
      sampleCollected({ comparisonSource: 'earlier-report', comparisonOrigin: 'javascript:alert(1)' }),
      MODEL_OPTIONS,
    );
    expect(hostile.comparison.text).not.toContain('javascript');
  });

  it('cuts every ranked table at `top`', () => {
    const small = buildReportModel(sampleCollected(), { ...MODEL_OPTIONS, top: 2 });
    for (const table of [
      small.topPages,
      small.topHumanPages,
      small.topAiPages,
      small.moversUp,
      small.moversDown,
      small.feedback,
      small.attention,
    ]) {
      expect(table.rows.length).toBeLessThanOrEqual(2);
    }
    expect(small.allPages.rows).toHaveLength(13);
    expect(small.allFeedback.rows).toHaveLength(5);
  });

  it('sets aside junk and task-ignore terms: not in the gaps, their count or highlights, counted and named apart', () => {
    const gaps = (m: typeof model) => m.contentGaps.rows.map((row) => row.term);
    // The sample's frequent unanswered terms: "rate limit", and three hostile ones no reader types.
    expect(gaps(model)).toEqual(['rate limit']);
    expect(model.searches.contentGaps).toBe(1);
    expect(model.highlights.gaps.map((row) => row.term)).toEqual(['rate limit']);
    expect(model.setAside).toEqual({
      terms: 3,
      junk: 3,
      ignored: 0,
      examples: [
        { term: '@octocat please help', hits: 95, reason: 'markup' },
        { term: '<img src=x onerror=alert(1)>', hits: 40, reason: 'markup' },
        { term: 'invoicegnp.exe', hits: 12, reason: 'control characters' },
      ],
    });
    const ignoring = buildReportModel(sampleCollected(), { ...MODEL_OPTIONS, taskIgnore: ['RATE *'] });
    expect(gaps(ignoring)).toEqual([]);
    expect(ignoring.searches.contentGaps).toBe(0);
    expect(ignoring.setAside).toMatchObject({ terms: 4, junk: 3, ignored: 1 });
    expect(ignoring.setAside.examples[0]).toEqual({ term: 'rate limit', hits: 180, reason: 'matched task-ignore' });
  });
});
