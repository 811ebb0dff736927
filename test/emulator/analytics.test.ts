import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator } from './helpers.ts';
import type { TestEmulator } from './helpers.ts';

interface VisitorRow {
  path: string;
  human: number;
  ai: number;
  total: number;
}
interface Visitors {
  totals: { human: number; ai: number; total: number };
  visitors: VisitorRow[];
  hasMore: boolean;
}
interface FeedbackRow {
  path: string;
  thumbsUp: number;
  thumbsDown: number;
  code: number;
  total: number;
}
interface Feedback {
  feedback: FeedbackRow[];
  hasMore: boolean;
}

let t: TestEmulator;
beforeAll(async () => {
  t = await startTestEmulator({ faults: { rateLimitPerHour: 1_000_000 } });
});
afterAll(async () => {
  await t.emu.close();
});

// The test clock's today is 2025-03-12: the last week with data is 03-05 to 03-12 (exclusive).
const WEEK = 'dateFrom=2025-03-05&dateTo=2025-03-12';

async function visitors(query: string, project = 'proj_demo'): Promise<Visitors> {
  const res = await t.call('GET', `/v1/analytics/${project}/visitors?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Visitors;
}

async function feedback(query: string, project = 'proj_demo'): Promise<Feedback> {
  const res = await t.call('GET', `/v1/analytics/${project}/feedback/by-page?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Feedback;
}

function isSortedByTotalThenPath(rows: { total: number; path: string }[]): boolean {
  return rows.every((row, i) => {
    const prev = rows[i - 1];
    return !prev || prev.total > row.total || (prev.total === row.total && prev.path < row.path);
  });
}

describe('visitors', () => {
  it('answers totals, visitors and hasMore, 50 rows by default', async () => {
    const body = await visitors(WEEK);
    expect(Object.keys(body).sort()).toEqual(['hasMore', 'totals', 'visitors']);
    expect(body.visitors).toHaveLength(50);
    expect(body.hasMore).toBe(true);
    expect(body.visitors[0]?.path).toBe('/');
    expect(isSortedByTotalThenPath(body.visitors)).toBe(true);
  });

  it('deduplicates total: between max(human, ai) and human + ai, and sometimes below the sum', async () => {
    const body = await visitors(`${WEEK}&limit=250`);
    for (const row of [...body.visitors, body.totals]) {
      expect(row.total).toBeGreaterThanOrEqual(Math.max(row.human, row.ai));
      expect(row.total).toBeLessThanOrEqual(row.human + row.ai);
    }
    expect(body.visitors.some((r) => r.total < r.human + r.ai)).toBe(true);
    expect(body.totals.total).toBeLessThan(body.totals.human + body.totals.ai);
  });

  it('splits human and AI traffic, with pages read mostly by AI agents', async () => {
    const body = await visitors(`${WEEK}&limit=50`);
    expect(body.visitors.find((r) => r.path === '/llms.txt')).toMatchObject({ path: '/llms.txt' });
    const llms = body.visitors.find((r) => r.path === '/llms.txt');
    expect(llms && llms.ai > 10 * llms.human).toBe(true);
  });

  it('pages through every page exactly once with offset += limit while hasMore', async () => {
    const seen: string[] = [];
    let offset = 0;
    for (;;) {
      const page = await visitors(`${WEEK}&limit=250&offset=${offset}`);
      seen.push(...page.visitors.map((r) => r.path));
      if (!page.hasMore) break;
      expect(page.visitors).toHaveLength(250);
      offset += 250;
    }
    expect(seen).toHaveLength(3_037);
    expect(new Set(seen).size).toBe(3_037);
    const past = await visitors(`${WEEK}&limit=250&offset=${offset + 250}`);
    expect(past).toMatchObject({ visitors: [], hasMore: false });
  });

  it('has exactly 10,000 pages in proj_large, answering a 28-day window quickly enough to page through', async () => {
    let rows = 0;
    let offset = 0;
    for (let more = true; more; offset += 250) {
      const page = await visitors(`dateFrom=2025-02-12&dateTo=2025-03-12&limit=250&offset=${offset}`, 'proj_large');
      rows += page.visitors.length;
      more = page.hasMore;
    }
    expect(rows).toBe(10_000);
  });

  it('includes dates before dateTo and not dateTo itself', async () => {
    const oneDay = await visitors('dateFrom=2025-03-10&dateTo=2025-03-11&limit=5');
    const twoDays = await visitors('dateFrom=2025-03-10&dateTo=2025-03-12&limit=5');
    const nextDay = await visitors('dateFrom=2025-03-11&dateTo=2025-03-12&limit=5');
    const home = (v: Visitors): number => v.visitors.find((r) => r.path === '/')?.human ?? -1;
    expect(home(twoDays)).toBe(home(oneDay) + home(nextDay));
    const dateTime = await visitors('dateFrom=2025-03-10T00:00:00Z&dateTo=2025-03-11T00:00:00Z&limit=5');
    expect(dateTime).toEqual(oneDay);
  });

  it("has data only for days before today (the clock's UTC day)", async () => {
    const future = await visitors('dateFrom=2025-03-12&dateTo=2025-03-20');
    expect(future).toEqual({ totals: { human: 0, ai: 0, total: 0 }, visitors: [], hasMore: false });
    const straddling = await visitors('dateFrom=2025-03-11&dateTo=2025-03-20&limit=5');
    const yesterday = await visitors('dateFrom=2025-03-11&dateTo=2025-03-12&limit=5');
    expect(straddling).toEqual(yesterday);
  });

  it('follows a weekly rhythm: fewer human visitors on weekends', async () => {
    const saturday = await visitors('dateFrom=2025-03-08&dateTo=2025-03-09&limit=1');
    const tuesday = await visitors('dateFrom=2025-03-11&dateTo=2025-03-12&limit=1');
    expect(saturday.totals.human).toBeLessThan(tuesday.totals.human * 0.7);
  });

  it('is deterministic for a seed and different for another', async () => {
    const again = await visitors(`${WEEK}&limit=20`);
    expect(again).toEqual(await visitors(`${WEEK}&limit=20`));
    const other = await startTestEmulator({ seed: 7 });
    try {
      const res = await other.call('GET', `/v1/analytics/proj_demo/visitors?${WEEK}&limit=20`);
      expect(res.body).not.toEqual(again);
    } finally {
      await other.emu.close();
    }
  });

  it('contains paths that reports must escape or normalise', async () => {
    const rows = (await visitors(`${WEEK}&limit=250`)).visitors.map((r) => r.path);
    for (const needle of ['|', '*', '`', '<script>', '__'])
      expect(
        rows.some((p) => p.includes(needle)),
        needle,
      ).toBe(true);
    expect(rows.some((p) => p.length > 1 && p.endsWith('/'))).toBe(true);
    expect(rows.some((p) => p.includes('//'))).toBe(true);
  });

  it("answers 404 for an unknown project and for another organization's project", async () => {
    const unknown = await t.call('GET', '/v1/analytics/proj_nope/visitors');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toHaveProperty('error');
    const foreign = await t.call('GET', '/v1/analytics/proj_demo/visitors', { key: t.emu.keys.other });
    expect(foreign.status).toBe(404);
  });

  it('answers 401 without a valid key', async () => {
    expect((await t.call('GET', '/v1/analytics/proj_demo/visitors', { key: null })).status).toBe(401);
    expect((await t.call('GET', '/v1/analytics/proj_demo/visitors', { key: t.emu.keys.revoked })).status).toBe(401);
  });

  it('serves analytics to an organization without Enterprise', async () => {
    const res = await t.call('GET', '/v1/analytics/proj_starter/visitors?limit=1', { key: t.emu.keys.starter });
    expect(res.status).toBe(200);
  });
});

describe('feedback by page', () => {
  it('answers feedback and hasMore, 10 rows by default, sorted by total then path', async () => {
    const body = await feedback('dateFrom=2025-02-12&dateTo=2025-03-12');
    expect(Object.keys(body).sort()).toEqual(['feedback', 'hasMore']);
    expect(body.feedback).toHaveLength(10);
    expect(body.hasMore).toBe(true);
    expect(isSortedByTotalThenPath(body.feedback)).toBe(true);
    for (const row of body.feedback) {
      expect(row.thumbsUp + row.thumbsDown + row.code).toBeLessThanOrEqual(row.total);
    }
  });

  it('has entries of the four sources, counted as the spec says', async () => {
    const window = 'dateFrom=2025-02-12&dateTo=2025-03-12&limit=100';
    const bySource = async (source: string): Promise<FeedbackRow[]> =>
      (await feedback(`${window}&source=${source}`)).feedback;
    const code = await bySource('code_snippet');
    const contextual = await bySource('contextual');
    const agent = await bySource('agent');
    const thumbs = await bySource('thumbs_only');
    for (const rows of [code, contextual, agent, thumbs]) expect(rows.length).toBeGreaterThan(0);
    for (const r of code) expect(r).toMatchObject({ thumbsUp: 0, thumbsDown: 0, code: r.total });
    for (const r of [...contextual, ...thumbs]) {
      expect(r.code).toBe(0);
      expect(r.thumbsUp + r.thumbsDown).toBe(r.total);
    }
    for (const r of agent) expect(r).toMatchObject({ thumbsUp: 0, thumbsDown: 0, code: 0 });
    expect(contextual.some((r) => r.thumbsDown > 0)).toBe(true);
  });

  it('filters by a comma-separated status list; the statuses partition the entries', async () => {
    const window = 'dateFrom=2025-02-12&dateTo=2025-03-12&limit=100';
    const all = (await feedback(window)).feedback.find((r) => r.path === '/');
    let sum = 0;
    for (const status of ['pending', 'in_progress', 'resolved', 'dismissed']) {
      sum += (await feedback(`${window}&status=${status}`)).feedback.find((r) => r.path === '/')?.total ?? 0;
    }
    expect(sum).toBe(all?.total);
    const open =
      (await feedback(`${window}&status=pending,in_progress`)).feedback.find((r) => r.path === '/')?.total ?? 0;
    expect(open).toBeGreaterThan(0);
    expect(open).toBeLessThan(all?.total ?? 0);
  });

  it('cuts at limit (1 to 100) and says so with hasMore; offset is ignored', async () => {
    const window = 'dateFrom=2025-03-11&dateTo=2025-03-12';
    const full = await feedback(`${window}&limit=100`);
    expect(full.feedback.length).toBeGreaterThan(3);
    const cut = await feedback(`${window}&limit=3&offset=3`);
    expect(cut.feedback).toEqual(full.feedback.slice(0, 3));
    expect(cut.hasMore).toBe(true);
    const exact = await feedback(`${window}&limit=${Math.min(100, full.feedback.length)}`);
    expect(exact.hasMore).toBe(full.hasMore);
  });

  it('has no feedback for days from today on', async () => {
    expect(await feedback('dateFrom=2025-03-12&dateTo=2025-04-12')).toEqual({ feedback: [], hasMore: false });
  });

  it('answers 404 for an unknown project', async () => {
    expect((await t.call('GET', '/v1/analytics/proj_nope/feedback/by-page')).status).toBe(404);
  });
});
