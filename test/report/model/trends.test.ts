// How a trend continues, in pure terms: the window of consecutive periods, a rerun replacing its own
// point, each gap's and page's standing, and the unanswered questions read from the questions' model.
import { describe, expect, it } from 'vitest';
import { buildReportModel } from '../../../src/report/model/build.ts';
import { buildTrends, itemStanding } from '../../../src/report/model/trends.ts';
import type { ReportModel } from '../../../src/report/model/types.ts';
import { continueHistory, trendWindow } from '../../../src/report/published-body/trend-history.ts';
import type { TrendHistory } from '../../../src/report/published-body/trend-history.ts';
import { CURRENT_PERIOD, MODEL_OPTIONS, sampleCollected } from '../fixtures.ts';

const window = trendWindow(CURRENT_PERIOD, 4);
const [w0, w1, w2, w3] = window.map((period) => period.dateFrom);

describe('trend standing', () => {
  it('the window is consecutive periods of the same length, ending with this one', () => {
    expect(window.map((period) => [period.dateFrom, period.dateTo])).toEqual([
      ['2026-10-24', '2026-10-31'],
      ['2026-10-31', '2026-11-07'],
      ['2026-11-07', '2026-11-14'],
      ['2026-11-14', '2026-11-21'],
    ]);
  });

  it('marks a gap new, about the same, getting better or worse by its own click-through, and gone once', () => {
    const status = (...marks: ([number, number] | null)[]) => itemStanding({ name: 'a', marks }, 'gap')?.status;
    expect(status(null, [10, 0.1])).toBe('new');
    expect(itemStanding({ name: 'a', marks: [[10, 0.1], null, [12, 0.1]] }, 'gap')).toMatchObject({
      status: 'listed',
      periods: 2,
      current: 12,
      previous: 10,
    });
    // Fewer searches at the same rate is not better; so few clicks moving is chance (the demo's "pricing").
    expect(status([41, 0], [37, 0])).toBe('listed');
    expect(status([105, 0.05], [95, 0.01])).toBe('listed');
    expect(status([10, 0.1], [12, 0.3])).toBe('listed');
    // Its own rate, beyond chance: more clicks is better, fewer is worse.
    expect(status([300, 0.02], [280, 0.45])).toBe('better');
    expect(status([200, 0.6], [210, 0.2])).toBe('worse');
    expect(itemStanding({ name: 'a', marks: [[10, 0.1], null] }, 'gap')).toMatchObject({
      status: 'gone',
      previous: 10,
    });
    // Gone in an earlier report already: no longer shown.
    expect(itemStanding({ name: 'a', marks: [[10, 0.1], null, null] }, 'gap')).toBeUndefined();
  });

  it('compares a page by thumbs down when both periods counted them, else by feedback entries', () => {
    expect(
      itemStanding(
        {
          name: '/p',
          marks: [
            [8, 10],
            [5, 12],
          ],
        },
        'page',
      ),
    ).toMatchObject({
      status: 'listed',
      measure: 'thumbs down',
    });
    // A page's share of thumbs down among its feedback, beyond chance: 30 of 40, then 4 of 40.
    const page = (marks: [number, number][]) => itemStanding({ name: '/p', marks }, 'page');
    expect(
      page([
        [30, 40],
        [4, 40],
      ]),
    ).toMatchObject({ status: 'better', measure: 'thumbs down' });
    expect(
      page([
        [4, 40],
        [30, 40],
      ]),
    ).toMatchObject({ status: 'worse' });
    expect(
      itemStanding(
        {
          name: '/p',
          marks: [
            [null, 10],
            [5, 12],
          ],
        },
        'page',
      ),
    ).toMatchObject({
      status: 'listed',
      measure: 'feedback',
      current: 12,
      previous: 10,
    });
  });

  it('a rerun replaces its own point, and an item only this period listed goes with it', () => {
    const earlier: TrendHistory = {
      chain: 'continued',
      points: [{ dateFrom: w1 ?? '' }, { dateFrom: w3 ?? '', visitors: 5 }],
      gaps: [
        {
          name: 'old',
          marks: [
            [20, 0],
            [18, 0],
          ],
        },
        { name: 'only-in-the-first-run', marks: [null, [11, 0]] },
      ],
      pages: [],
    };
    const rerun = continueHistory(
      earlier,
      window,
      { dateFrom: w3 ?? '', visitors: 7 },
      {
        gaps: [{ name: 'old', marks: [[15, 0]] }],
        pages: [],
      },
      'continued',
    );
    expect(rerun.points).toEqual([{ dateFrom: w1 }, { dateFrom: w3, visitors: 7 }]);
    expect(rerun.gaps).toEqual([
      {
        name: 'old',
        marks: [
          [20, 0],
          [15, 0],
        ],
      },
    ]);
  });

  it('drops points older than the window, and a missing period stays missing', () => {
    const model = buildReportModel(sampleCollected(), MODEL_OPTIONS);
    const earlier: TrendHistory = {
      chain: 'started',
      points: [
        { dateFrom: '2026-10-17', visitors: 1 },
        { dateFrom: w0 ?? '', visitors: 2 },
        { dateFrom: w2 ?? '', visitors: 3 },
      ],
      gaps: [],
      pages: [],
    };
    const { trends, history } = buildTrends(model, {
      earlier: {
        kind: 'found',
        history: earlier,
        period: window[2] ?? CURRENT_PERIOD,
        url: 'https://github.com/acme/docs/issues/1',
      },
      periods: 4,
    });
    expect(history.points.map((point) => point.dateFrom)).toEqual([w0, w2, w3]);
    expect(trends.points.map((point) => [point.label, point.reported, point.visitors])).toEqual([
      ['10-24', true, 2],
      ['10-31', false, undefined],
      ['11-07', true, 3],
      ['11-14', true, model.totals.total.current],
    ]);
    expect(trends.missing).toEqual(['10-31']);
    expect(trends.chain).toBe('continued');
    expect(trends.note).toBeUndefined();
  });

  it('carries no gap set aside now: junk an earlier report listed, or a term since named in task-ignore', () => {
    const model = buildReportModel(sampleCollected(), MODEL_OPTIONS);
    const listed = (name: string) => ({ name, marks: [[40, 0] as [number, number]] });
    const earlier: TrendHistory = {
      chain: 'started',
      points: [{ dateFrom: w2 ?? '', visitors: 3 }],
      gaps: [
        listed('=HYPERLINK("https://evil.example","docs")'),
        listed('`rm -rf /`'),
        listed('SSO'),
        listed('refund'),
      ],
      pages: [],
    };
    const { trends, history } = buildTrends(model, {
      earlier: { kind: 'found', history: earlier, period: window[2] ?? CURRENT_PERIOD, url: 'https://x/1' },
      periods: 4,
      taskIgnore: ['sso'],
    });
    const names = (items: { name: string }[]) => items.map((item) => item.name);
    expect(names(history.gaps).filter((name) => !model.contentGaps.rows.some((row) => row.term === name))).toEqual([
      'refund',
    ]);
    expect(names(trends.gaps.rows).filter((name) => name !== 'rate limit')).toEqual(['refund']);
    expect(trends.gaps.rows.find((row) => row.name === 'refund')?.status).toBe('gone');
  });

  it('carries the unanswered questions of the questions model when every conversation was counted', () => {
    const model = buildReportModel(sampleCollected(), MODEL_OPTIONS);
    const counted = model.assistant.unanswered;
    if (!counted) throw new Error('the sample report counts the conversations');
    const withQuestions = (complete: boolean): ReportModel => ({
      ...model,
      assistant: { ...model.assistant, unanswered: { ...counted, unanswered: { current: 17 }, complete } },
    });
    const point = (complete: boolean) =>
      buildTrends(withQuestions(complete), { earlier: { kind: 'none' }, periods: 4 }).history.points.at(-1)?.unanswered;
    expect(point(true)).toBe(17);
    expect(point(false)).toBeUndefined();
    const { unanswered: _counted, ...withoutConversations } = model.assistant;
    const absent = { ...model, assistant: withoutConversations };
    expect(
      buildTrends(absent, { earlier: { kind: 'none' }, periods: 4 }).history.points.at(-1)?.unanswered,
    ).toBeUndefined();
  });
});
