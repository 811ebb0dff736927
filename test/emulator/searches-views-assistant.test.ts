import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allSearches, ok, WEEK } from './analytics-more-helpers.ts';
import type { SearchesPage } from './analytics-more-helpers.ts';
import { startTestEmulator } from './helpers.ts';
import type { TestEmulator } from './helpers.ts';

interface Counts {
  human: number;
  ai: number;
  total: number;
}
interface Views {
  totals: Counts;
  views: (Counts & { path: string })[];
  hasMore: boolean;
}
interface Visitors {
  totals: Counts;
  visitors: (Counts & { path: string })[];
  hasMore: boolean;
}
interface Callers {
  web: number;
  api: number;
  other: number;
  total: number;
}

let t: TestEmulator;
beforeAll(async () => {
  t = await startTestEmulator({ faults: { rateLimitPerHour: 1_000_000 } });
});
afterAll(async () => {
  await t.emu.close();
});

describe('search terms', () => {
  it('orders terms by hits, and totalSearches is the sum of every hit over all pages', async () => {
    const pages = await allSearches(t, 'proj_demo', WEEK);
    const rows = pages.flatMap((p) => p.searches);
    expect(pages.length).toBeGreaterThan(5);
    expect(new Set(pages.map((p) => p.totalSearches)).size).toBe(1);
    expect(rows.reduce((sum, r) => sum + r.hits, 0)).toBe(pages[0]?.totalSearches);
    expect(new Set(rows.map((r) => r.searchQuery)).size).toBe(rows.length);
    rows.forEach((row, i) => {
      const prev = rows[i - 1];
      if (prev)
        expect(prev.hits > row.hits || (prev.hits === row.hits && prev.searchQuery < row.searchQuery)).toBe(true);
      expect(row.ctr).toBeGreaterThanOrEqual(0);
      expect(row.ctr).toBeLessThanOrEqual(1);
      expect(row.lastSearchedAt >= '2025-03-05' && row.lastSearchedAt < '2025-03-12').toBe(true);
      if (row.topClickedPage === null) expect(row.ctr).toBe(0);
    });
  });

  it('keeps its content gaps from week to week, so a task issue for one lives across periods', async () => {
    const gapsOf = async (query: string) =>
      new Set(
        (await allSearches(t, 'proj_demo', query))
          .flatMap((p) => p.searches)
          .filter((r) => r.hits >= 10 && (r.topClickedPage === null || r.ctr < 0.2))
          .map((r) => r.searchQuery),
      );
    const before = await gapsOf('dateFrom=2025-02-26&dateTo=2025-03-05');
    const week = await gapsOf(WEEK);
    for (const term of [
      'refund',
      'delete account',
      'pricing',
      'sso',
      'graphql',
      'webhook signature',
      'label size 4x6',
    ]) {
      expect(before.has(term), term).toBe(true);
      expect(week.has(term), term).toBe(true);
    }
  });

  it('has a long tail: a few terms take a large share, most terms are searched once or twice', async () => {
    const rows = (await allSearches(t, 'proj_demo', WEEK)).flatMap((p) => p.searches);
    const total = rows.reduce((sum, r) => sum + r.hits, 0);
    const top10 = rows.slice(0, 10).reduce((sum, r) => sum + r.hits, 0);
    expect(top10 / total).toBeGreaterThan(0.2);
    expect(rows.filter((r) => r.hits <= 2).length / rows.length).toBeGreaterThan(0.5);
  });

  it('has content gaps among the frequent terms: low click-through or no clicked page', async () => {
    const top = await ok<SearchesPage>(t, `/v1/analytics/proj_demo/searches?${WEEK}&limit=50`);
    expect(top.searches).toHaveLength(50);
    expect(top.nextCursor).not.toBeNull();
    const noPage = top.searches.filter((r) => r.topClickedPage === null);
    const lowCtr = top.searches.filter((r) => r.topClickedPage !== null && r.ctr < 0.1);
    expect(noPage.map((r) => r.searchQuery)).toEqual(expect.arrayContaining(['delete account', 'sso', 'graphql']));
    expect(lowCtr.map((r) => r.searchQuery)).toEqual(expect.arrayContaining(['refund', 'pricing']));
    expect(top.searches.filter((r) => r.ctr > 0.5).length).toBeGreaterThan(10);
  });

  it('carries hostile terms high enough to reach a report', async () => {
    const top = await ok<SearchesPage>(t, `/v1/analytics/proj_demo/searches?${WEEK}&limit=100`);
    const terms = top.searches.map((r) => r.searchQuery);
    for (const needle of ['<script>', '=HYPERLINK(', '@everyone', '| status |', '\u202E', '\n', '${{', '`'])
      expect(
        terms.some((term) => term.includes(needle)),
        JSON.stringify(needle),
      ).toBe(true);
    expect(terms.some((term) => term.length > 400)).toBe(true);
  });

  it('has more terms searched 10 times or more a week than a page holds on the large project, every week', async () => {
    // What makes it a large site for search tasks: the terms past the first page of 100 can still be gaps.
    for (const week of [WEEK, 'dateFrom=2025-02-26&dateTo=2025-03-05', 'dateFrom=2025-02-19&dateTo=2025-02-26']) {
      const pages = await allSearches(t, 'proj_large', week);
      const frequent = pages.flatMap((p) => p.searches).filter((r) => r.hits >= 10);
      expect(frequent.length, week).toBeGreaterThan(100);
      expect(frequent.length, week).toBeLessThan(200);
      expect(pages[0]?.nextCursor, week).not.toBeNull();
    }
  });

  it('answers no terms for days without data', async () => {
    const future = await ok<SearchesPage>(t, '/v1/analytics/proj_demo/searches?dateFrom=2025-03-12&dateTo=2025-03-20');
    expect(future).toEqual({ searches: [], totalSearches: 0, nextCursor: null });
  });
});

describe('page views', () => {
  it('counts at least as many views as visitors on every page, and totals are the sums', async () => {
    const views = await ok<Views>(t, `/v1/analytics/proj_starter/views?${WEEK}&limit=250`, t.emu.keys.starter);
    const more = await ok<Views>(
      t,
      `/v1/analytics/proj_starter/views?${WEEK}&limit=250&offset=250`,
      t.emu.keys.starter,
    );
    const visitors = await ok<Visitors>(t, `/v1/analytics/proj_starter/visitors?${WEEK}&limit=250`, t.emu.keys.starter);
    expect(views.hasMore).toBe(true);
    expect(more.hasMore).toBe(false);
    const rows = [...views.views, ...more.views];
    expect(rows).toHaveLength(420);
    for (const row of visitors.visitors) {
      const viewed = rows.find((r) => r.path === row.path);
      expect(viewed && viewed.human >= row.human && viewed.ai >= row.ai, row.path).toBe(true);
    }
    for (const row of rows) expect(row.total).toBe(row.human + row.ai);
    expect(views.totals.human).toBe(rows.reduce((sum, r) => sum + r.human, 0));
    expect(views.totals.ai).toBe(rows.reduce((sum, r) => sum + r.ai, 0));
    expect(views.totals.total).toBe(views.totals.human + views.totals.ai);
    expect(views.totals.human).toBeGreaterThan(1.2 * visitors.totals.human);
  });

  it('answers 50 rows by default, sorted by total', async () => {
    const views = await ok<Views>(t, `/v1/analytics/proj_demo/views?${WEEK}`);
    expect(views.views).toHaveLength(50);
    expect(views.views.every((r, i) => i === 0 || (views.views[i - 1]?.total ?? 0) >= r.total)).toBe(true);
  });
});

describe('assistant callers', () => {
  it('splits questions into web, api and other, adding up over days', async () => {
    const week = await ok<Callers>(t, `/v1/analytics/proj_demo/assistant/caller-stats?${WEEK}`);
    const first = await ok<Callers>(
      t,
      '/v1/analytics/proj_demo/assistant/caller-stats?dateFrom=2025-03-05&dateTo=2025-03-08',
    );
    const rest = await ok<Callers>(
      t,
      '/v1/analytics/proj_demo/assistant/caller-stats?dateFrom=2025-03-08&dateTo=2025-03-12',
    );
    expect(week.total).toBe(week.web + week.api + week.other);
    expect(week.web).toBeGreaterThan(week.api);
    expect(week.api).toBeGreaterThan(week.other);
    expect(week.other).toBeGreaterThan(0);
    expect(week).toEqual({
      web: first.web + rest.web,
      api: first.api + rest.api,
      other: first.other + rest.other,
      total: first.total + rest.total,
    });
  });
});

describe('determinism', () => {
  it('gives the same entries, terms, views, callers and cursors for the same seed, and others for another', async () => {
    const paths = [
      `/v1/analytics/proj_demo/feedback?${WEEK}&limit=100`,
      `/v1/analytics/proj_demo/searches?${WEEK}&limit=100`,
      `/v1/analytics/proj_demo/views?${WEEK}&limit=100`,
      `/v1/analytics/proj_demo/assistant/caller-stats?${WEEK}`,
    ];
    const same = await startTestEmulator({ faults: { rateLimitPerHour: 1_000_000 } });
    const other = await startTestEmulator({ seed: 7, faults: { rateLimitPerHour: 1_000_000 } });
    try {
      for (const path of paths) {
        const mine = await ok<unknown>(t, path);
        expect(await ok<unknown>(same, path), path).toEqual(mine);
        expect(await ok<unknown>(other, path), path).not.toEqual(mine);
      }
    } finally {
      await same.emu.close();
      await other.emu.close();
    }
  });
});
