import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEntries, countByPage, ok, WEEK } from './analytics-more-helpers.ts';
import type { ByPageRow, EntriesPage, Entry } from './analytics-more-helpers.ts';
import { startTestEmulator } from './helpers.ts';
import type { TestEmulator } from './helpers.ts';

let t: TestEmulator;
beforeAll(async () => {
  t = await startTestEmulator({ faults: { rateLimitPerHour: 1_000_000 } });
});
afterAll(async () => {
  await t.emu.close();
});

async function byPage(project: string, query: string): Promise<{ feedback: ByPageRow[]; hasMore: boolean }> {
  return ok(t, `/v1/analytics/${project}/feedback/by-page?${query}&limit=100`);
}

describe('feedback entries', () => {
  it('pages to the end with cursors and counts exactly what feedback by page counts, page by page', async () => {
    // One day: fewer than 100 pages, so feedback by page lists them all.
    const day = 'dateFrom=2025-03-11&dateTo=2025-03-12';
    const pages = await byPage('proj_demo', day);
    expect(pages.hasMore).toBe(false);
    const { entries } = await allEntries(t, 'proj_demo', day, 7);
    const counted = countByPage(entries);
    expect(counted.size).toBe(pages.feedback.length);
    for (const row of pages.feedback)
      expect(counted.get(row.path), row.path).toEqual({ total: row.total, code: row.code });
  });

  it('counts beyond the 100 pages feedback by page returns: its top 100 match, the rest are below them', async () => {
    const pages = await byPage('proj_demo', WEEK);
    expect(pages.hasMore).toBe(true);
    const { entries, requests } = await allEntries(t, 'proj_demo', WEEK);
    expect(entries).toHaveLength(630);
    expect(requests).toBe(7);
    const counted = countByPage(entries);
    for (const row of pages.feedback) expect(counted.get(row.path)?.total, row.path).toBe(row.total);
    const listed = new Set(pages.feedback.map((r) => r.path));
    const smallestListed = Math.min(...pages.feedback.map((r) => r.total));
    const unlisted = [...counted].filter(([path]) => !listed.has(path));
    expect(unlisted.length).toBeGreaterThan(0);
    for (const [, row] of unlisted) expect(row.total).toBeLessThanOrEqual(smallestListed);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it('agrees with feedback by page under source and status filters, thumbs included for contextual entries', async () => {
    const query = `${WEEK}&source=contextual&status=resolved,pending`;
    const pages = await byPage('proj_demo', query);
    const { entries } = await allEntries(t, 'proj_demo', query, 50);
    expect(entries.every((e) => e.source === 'contextual' && ['resolved', 'pending'].includes(e.status))).toBe(true);
    for (const row of pages.feedback) {
      const mine = entries.filter((e) => e.path === row.path);
      expect(mine.filter((e) => e.helpful === true)).toHaveLength(row.thumbsUp);
      expect(mine.filter((e) => e.helpful === false)).toHaveLength(row.thumbsDown);
    }
  });

  // 202 requests: room for a loaded machine (the answer does not depend on its speed).
  it(
    'has about 20,000 entries a week on the 10,000-page project, on thousands of pages',
    { timeout: 180_000 },
    async () => {
      const { entries, requests } = await allEntries(t, 'proj_large', WEEK);
      expect(entries).toHaveLength(20_063);
      expect(requests).toBe(201);
      const counted = countByPage(entries);
      expect(counted.size).toBe(5_197);
      const pages = await byPage('proj_large', WEEK);
      for (const row of pages.feedback) expect(counted.get(row.path)?.total, row.path).toBe(row.total);
    },
  );

  it('gives every source its fields, and agent and thumbs-only entries the common ones only', async () => {
    const { entries } = await allEntries(t, 'proj_demo', WEEK);
    const common = ['comment', 'createdAt', 'id', 'path', 'source', 'status'];
    const bySource = (source: Entry['source']): Entry[] => entries.filter((e) => e.source === source);
    for (const e of bySource('contextual')) {
      expect(typeof e.helpful).toBe('boolean');
      expect(e.contact === null || /^[^@\s]+@[^@\s]+\.[a-z]+$/.test(e.contact ?? '')).toBe(true);
    }
    for (const e of bySource('code_snippet')) {
      expect(typeof e.code).toBe('string');
      expect(e.filename === null || typeof e.filename === 'string').toBe(true);
      expect(e.lang === null || typeof e.lang === 'string').toBe(true);
    }
    for (const e of [...bySource('agent'), ...bySource('thumbs_only')]) expect(Object.keys(e).sort()).toEqual(common);
    for (const e of bySource('thumbs_only')) expect(e.comment).toBeNull();
    for (const e of entries) {
      expect(e.id).toMatch(/^fb_[0-9a-f]{16}$/);
      if (e.createdAt !== null) {
        expect(e.createdAt >= '2025-03-05T00:00:00.000Z' && e.createdAt < '2025-03-12T00:00:00.000Z').toBe(true);
      }
    }
    expect(bySource('contextual').some((e) => e.contact)).toBe(true);
    expect(bySource('contextual').some((e) => e.contact === null)).toBe(true);
  });

  it('mixes hostile comments into the demo data, and never a contact address into a comment', async () => {
    const { entries } = await allEntries(t, 'proj_demo', WEEK);
    const comments = entries.map((e) => e.comment).filter((c): c is string => c !== null);
    for (const needle of ['<script>', '@everyone', '\u202E', '=HYPERLINK(', '| injected |', '```', '::error', '${{'])
      expect(
        comments.some((c) => c.includes(needle)),
        needle,
      ).toBe(true);
    expect(comments.some((c) => c.length > 5_000)).toBe(true);
    const contacts = entries.map((e) => e.contact).filter((c): c is string => typeof c === 'string');
    for (const contact of contacts) expect(comments.some((c) => c.includes(contact))).toBe(false);
    expect(comments.some((c) => /\S+@\S+\.\w+/.test(c) && !c.includes('@acme/') && !c.includes('@everyone'))).toBe(
      false,
    );
  });

  it('answers an empty page past the data and for days without data', async () => {
    const future = await ok<EntriesPage>(t, '/v1/analytics/proj_demo/feedback?dateFrom=2025-03-12&dateTo=2025-03-20');
    expect(future).toEqual({ feedback: [], nextCursor: null, hasMore: false });
  });

  it('keeps the window of the first request when today moves while paging an open-ended query', async () => {
    const clock = await startTestEmulator({ faults: { rateLimitPerHour: 1_000_000 } });
    try {
      const first = await ok<EntriesPage>(clock, '/v1/analytics/proj_demo/feedback?dateFrom=2025-03-10&limit=100');
      clock.clock.advance(86_400_000);
      const cursor = encodeURIComponent(first.nextCursor ?? '');
      const second = await clock.call(
        'GET',
        `/v1/analytics/proj_demo/feedback?dateFrom=2025-03-10&limit=100&cursor=${cursor}`,
      );
      expect(second.status).toBe(200);
      const days = (second.body as EntriesPage).feedback.map((e) => e.createdAt?.slice(0, 10));
      expect(days.every((d) => d === undefined || d < '2025-03-12')).toBe(true);
    } finally {
      await clock.emu.close();
    }
  });
});
