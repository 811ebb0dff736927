// The switches for what one visitor can send: a search term and a page path of any length, each on
// top of its list (searched or visited more than any other), off by default.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ok, WEEK } from './analytics-more-helpers.ts';
import type { SearchesPage } from './analytics-more-helpers.ts';
import { startTestEmulator } from './helpers.ts';
import type { TestEmulator } from './helpers.ts';

interface Visitors {
  totals: { human: number; ai: number; total: number };
  visitors: { path: string; human: number; ai: number; total: number }[];
  hasMore: boolean;
}

let t: TestEmulator;
beforeAll(async () => {
  t = await startTestEmulator({ faults: { rateLimitPerHour: 1_000_000 } });
});
afterAll(async () => {
  await t.emu.close();
});
beforeEach(() => {
  t.emu.setFaults({ longSearchTermChars: 0, longPagePathChars: 0 });
});

const searches = () => ok<SearchesPage>(t, `/v1/analytics/proj_demo/searches?${WEEK}&limit=5`);
const visitors = () => ok<Visitors>(t, `/v1/analytics/proj_demo/visitors?${WEEK}&limit=5`);

describe('longSearchTermChars', () => {
  it('puts a term of that many characters on top, searched once more than the top term, never clicked', async () => {
    const before = await searches();
    t.emu.setFaults({ longSearchTermChars: 66_000 });
    const after = await searches();
    const [long, ...rest] = after.searches;
    expect(long?.searchQuery).toHaveLength(66_000);
    expect(long).toMatchObject({ hits: (before.searches[0]?.hits ?? 0) + 1, ctr: 0, topClickedPage: null });
    expect(rest).toEqual(before.searches.slice(0, 4));
    expect(after.totalSearches).toBe(before.totalSearches + (long?.hits ?? 0));
  });

  it('is refused when it is no whole number of characters', async () => {
    const res = await fetch(`${t.emu.url}/_emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ longSearchTermChars: -1 }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('longSearchTermChars');
  });
});

describe('longPagePathChars', () => {
  it('puts a page with a path of that many characters on top of the visitors, counted in the totals', async () => {
    const before = await visitors();
    t.emu.setFaults({ longPagePathChars: 5_200 });
    const after = await visitors();
    const [long, ...rest] = after.visitors;
    const topTotal = before.visitors[0]?.total ?? 0;
    expect(long?.path).toHaveLength(5_200);
    expect(long?.path.startsWith('/guides/')).toBe(true);
    expect(long).toMatchObject({ human: topTotal + 1, ai: 0, total: topTotal + 1 });
    expect(rest).toEqual(before.visitors.slice(0, 4));
    expect(after.totals).toEqual({
      human: before.totals.human + topTotal + 1,
      ai: before.totals.ai,
      total: before.totals.total + topTotal + 1,
    });
  });
});
