// The emulator's per-project readings of what the service's reference leaves open: `ctr` as a
// percentage, feedback entries named by full URL (still the events feedback by page counts), and a
// feedback widget that is off (empty feedback lists, visitors as ever).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allEntries, allSearches, countByPage, ok, WEEK } from './analytics-more-helpers.ts';
import type { ByPageRow, EntriesPage, Entry } from './analytics-more-helpers.ts';
import { startTestEmulator } from './helpers.ts';
import type { TestEmulator } from './helpers.ts';

let t: TestEmulator;
beforeAll(async () => {
  t = await startTestEmulator({ faults: { rateLimitPerHour: 1_000_000 } });
});
afterEach(() => {
  t.emu.resetFaults();
  t.emu.setFaults({ rateLimitPerHour: 1_000_000 });
});
afterAll(async () => {
  await t.emu.close();
});

const ORIGIN = 'https://acme-parcel.docs-service.example';

/** The page path a URL-named entry stands for, undone the way the emulator named it. */
function pathOf(entry: Entry): string {
  if (!entry.path.startsWith(ORIGIN)) return entry.path;
  return decodeURI(entry.path.slice(ORIGIN.length).replace(/[?#].*$/, ''));
}

describe('projectReadings', () => {
  it('ctrScale percentage: the same terms, ctr times 100 (two decimals), only for that project', async () => {
    const fraction = (await allSearches(t, 'proj_demo', WEEK)).flatMap((p) => p.searches);
    t.emu.setFaults({ projectReadings: { proj_demo: { ctrScale: 'percentage' } } });
    const percentage = (await allSearches(t, 'proj_demo', WEEK)).flatMap((p) => p.searches);
    expect(percentage.map((r) => r.searchQuery)).toEqual(fraction.map((r) => r.searchQuery));
    fraction.forEach((row, i) => expect(percentage[i]?.ctr, row.searchQuery).toBe(Math.round(row.ctr * 10_000) / 100));
    expect(percentage.some((r) => r.ctr > 1)).toBe(true);
    const starter = await ok<{ searches: { ctr: number }[] }>(
      t,
      `/v1/analytics/proj_starter/searches?${WEEK}&limit=100`,
      t.emu.keys.starter,
    );
    expect(starter.searches.every((r) => r.ctr <= 1)).toBe(true);
  });

  it('entriesByUrl: that share of entries names the page by its full URL; counted by page, they are feedback by page', async () => {
    t.emu.setFaults({ projectReadings: { proj_demo: { entriesByUrl: 0.5 } } });
    const { entries } = await allEntries(t, 'proj_demo', WEEK);
    expect(entries).toHaveLength(630);
    const byUrl = entries.filter((e) => e.path.startsWith('https://'));
    expect(byUrl.length).toBeGreaterThan(250);
    expect(byUrl.length).toBeLessThan(380);
    expect(byUrl.every((e) => e.path.startsWith(ORIGIN))).toBe(true);
    expect(byUrl.some((e) => e.path.includes('?'))).toBe(true);
    expect(byUrl.some((e) => e.path.includes('#'))).toBe(true);
    // Pages are the same as feedback by page's, once the URL is read back to its path.
    const pages = await ok<{ feedback: ByPageRow[] }>(t, `/v1/analytics/proj_demo/feedback/by-page?${WEEK}&limit=100`);
    const counted = countByPage(entries.map((e) => ({ ...e, path: pathOf(e) })));
    for (const row of pages.feedback) expect(counted.get(row.path)?.total, row.path).toBe(row.total);
    // The same entries as without the switch, in the same order: only their names differ.
    t.emu.setFaults({ projectReadings: {} });
    const plain = (await allEntries(t, 'proj_demo', WEEK)).entries;
    expect(entries.map((e) => e.id)).toEqual(plain.map((e) => e.id));
    expect(entries.map(pathOf)).toEqual(plain.map((e) => e.path));
  });

  it('feedbackWidget off: feedback by page and the entries answer empty lists; visitors are there', async () => {
    t.emu.setFaults({ projectReadings: { proj_demo: { feedbackWidget: 'off' } } });
    const pages = await ok<{ feedback: ByPageRow[]; hasMore: boolean }>(
      t,
      `/v1/analytics/proj_demo/feedback/by-page?${WEEK}&limit=100`,
    );
    expect(pages).toEqual({ feedback: [], hasMore: false });
    const entries = await ok<EntriesPage>(t, `/v1/analytics/proj_demo/feedback?${WEEK}&limit=100`);
    expect(entries).toEqual({ feedback: [], nextCursor: null, hasMore: false });
    const visitors = await ok<{ totals: { total: number }; visitors: unknown[] }>(
      t,
      `/v1/analytics/proj_demo/visitors?${WEEK}&limit=10`,
    );
    expect(visitors.totals.total).toBeGreaterThan(0);
    expect(visitors.visitors).toHaveLength(10);
  });

  it("shows each project's effective readings on GET /_emulator, and refuses unknown ones", async () => {
    t.emu.setFaults({ projectReadings: { proj_demo: { ctrScale: 'percentage' } } });
    const state = await t.call('GET', '/_emulator', {});
    const demo = (state.body as { projects: { id: string; readings: unknown }[] }).projects.find(
      (p) => p.id === 'proj_demo',
    );
    expect(demo?.readings).toEqual({ ctrScale: 'percentage', entriesByUrl: 0, feedbackWidget: 'on' });
    const refused = await t.call('POST', '/_emulator/faults', {
      body: { projectReadings: { proj_demo: { ctrScale: 'permille', entriesByUrl: 2, widget: 'off' } } },
    });
    expect(refused.status).toBe(400);
    const text = JSON.stringify(refused.body);
    expect(text).toContain('projectReadings.proj_demo.ctrScale');
    expect(text).toContain('projectReadings.proj_demo.entriesByUrl');
    expect(text).toContain('widget');
  });
});
