// The search terms past the first page, over HTTP from the emulator: the report period's terms are read by cursor
// until the least searched is below the content-gap minimum (no term further down can be a gap), within the plan
// (after every section's minimum, before visitor pages, keeping the comparison's minimum), and every other stop (the
// budget, a cursor given twice or not at all, the page cap) is logged with its reason; the comparison reads its first
// page only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SearchesData } from '../../../src/report/collect/period-data.ts';
import { MAX_SEARCH_PAGES } from '../../../src/report/collect/searches.ts';
import { buildReportModel } from '../../../src/report/model/build.ts';
import { client, gather, NOW, startWorld, tap } from '../emulator-world.ts';
import type { Tapped, World } from '../emulator-world.ts';

let world: World;
let tapped: Tapped;
beforeEach(async () => {
  world = await startWorld();
  tapped = await tap(world.emulator.url);
});
afterEach(async () => {
  await tapped.close();
  await world.close();
});

const searchRequests = () => world.emulator.requests.filter((r) => r.path.endsWith('/searches'));
const valueOf = (section: { state: string; value?: SearchesData } | undefined): SearchesData => {
  if (section?.state !== 'ok' || !section.value) throw new Error(`searches not read: ${JSON.stringify(section)}`);
  return section.value;
};

/** Every searches answer with `more` searches added to each term: the list never falls below the minimum. */
function searchedMore(more: number) {
  return (path: string, body: Record<string, unknown>): Record<string, unknown> => {
    if (!path.endsWith('/searches') || !Array.isArray(body.searches)) return body;
    const rows = body.searches as { hits: number }[];
    return { ...body, searches: rows.map((row) => ({ ...row, hits: row.hits + more })) };
  };
}

describe('search terms past the first page', () => {
  it('reads the large project page by page until the least searched term is below the gap minimum, before visitor pages; the comparison reads one page', async () => {
    const { collected, log, budget } = await gather(world, {
      projectId: world.emulator.projects.large,
      budget: 40,
      sections: ['traffic', 'searches'],
      compare: true,
    });
    const current = valueOf(collected.current.searches);
    expect(current.pages).toBe(2);
    expect(current.terms).toHaveLength(200);
    expect(current.terms.filter((t) => t.hits >= 10).length).toBeGreaterThan(100);
    expect(current.terms.at(-1)?.hits).toBeLessThan(10);
    expect(current.shortfall).toBeUndefined();
    expect(valueOf(collected.previous?.searches).pages).toBe(1);
    expect(valueOf(collected.previous?.searches).terms).toHaveLength(100);

    const pages = searchRequests();
    expect(pages.map((r) => [r.query.dateFrom, r.query.limit, r.query.cursor !== undefined])).toEqual([
      ['2025-03-05', '100', false],
      ['2025-03-05', '100', true],
      ['2025-02-26', '100', false],
    ]);
    // The second page comes right after the period's minimum, before its second visitor page.
    const paths = world.emulator.requests.map((r) => `${r.path.split('/').pop()} ${r.query.cursor ? 'cursor' : ''}`);
    expect(paths.slice(0, 4)).toEqual(['visitors ', 'searches ', 'searches cursor', 'visitors ']);
    expect(budget.used).toBe(world.emulator.requests.length);

    const text = log.text();
    expect(text).toContain(
      "Plan: 2 requests a period at least (visitor totals, searches) for 2 periods, 4 in all; 36 of the budget of 40 left for search pages beyond the first (the period's, until a term is searched fewer times than the gap minimum), then visitor pages beyond the first, then feedback entries.",
    );
    expect(text).toMatch(
      /Searches, 2025-03-05 to 2025-03-11, 7 days: page 1, 100 terms so far, the least searched 13 times, more to come \(requests 2\/40\)/,
    );
    expect(text).toMatch(
      /Searches, 2025-03-05 to 2025-03-11, 7 days: page 2, 200 terms so far, the least searched \d times: every term further down is searched fewer than 10 times \(requests 3\/40\)/,
    );

    // The report's table still shows the top terms.
    const model = buildReportModel(collected, {
      projectId: 'proj_large',
      top: 10,
      feedbackStatus: [],
      generatedAt: NOW,
    });
    expect(model.searchTerms.rows).toHaveLength(10);
    expect(model.searchTerms.rows[0]?.hits).toBe(current.terms[0]?.hits);
  });

  it('stops where the request budget ends, says why, and keeps the terms read', async () => {
    tapped.rewrite = searchedMore(10);
    const { collected, log, budget } = await gather(world, {
      projectId: world.emulator.projects.demo,
      budget: 4,
      sections: ['searches'],
      service: client(world, tapped.url),
    });
    expect(budget.used).toBe(4);
    const searches = valueOf(collected.current.searches);
    expect(searches).toMatchObject({ pages: 3, shortfall: 'budget', everyTerm: false });
    expect(searches.terms).toHaveLength(300);
    expect(log.text()).toContain(
      'warning: Searches, 2025-03-05 to 2025-03-11, 7 days: the request budget of 4 requests was spent; 3 pages (300 terms) read, none searched fewer than 10 times: search tasks count this period only for the terms read.',
    );
    const model = buildReportModel(collected, {
      projectId: 'proj_demo',
      top: 10,
      feedbackStatus: [],
      generatedAt: NOW,
    });
    expect(model.notes.find((n) => n.kind === 'searches-cut')?.text).toBe(
      'Search terms of this period were read in part (300 terms, 3 pages): the list stopped before its terms were searched too rarely to be gaps, so content gaps further down it are not counted, and a search task whose term was not read does not count this period toward closing (the request budget ran out while the search terms were paged; raise request-budget to count them all).',
    );
  });

  it("keeps the comparison period's minimum", async () => {
    tapped.rewrite = searchedMore(10);
    const { collected, log, budget } = await gather(world, {
      projectId: world.emulator.projects.demo,
      budget: 5,
      sections: ['searches'],
      service: client(world, tapped.url),
      compare: true,
    });
    expect(budget.used).toBe(5);
    expect(valueOf(collected.current.searches)).toMatchObject({ pages: 2, shortfall: 'budget' });
    expect(valueOf(collected.previous?.searches).pages).toBe(1);
    expect(log.text()).toContain(
      "Searches, 2025-03-05 to 2025-03-11, 7 days: stopped to keep 2 requests for the comparison period's minimum; 2 pages (200 terms) read, none searched fewer than 10 times",
    );
  });

  it('stops on a cursor given twice, or a full page without one, with the reason', async () => {
    let first: unknown;
    tapped.rewrite = (path, body) => {
      const more = searchedMore(10)(path, body);
      if (!path.endsWith('/searches')) return more;
      first ??= more.nextCursor;
      return { ...more, nextCursor: first };
    };
    const repeated = await gather(world, {
      projectId: world.emulator.projects.demo,
      budget: 40,
      sections: ['searches'],
      service: client(world, tapped.url),
    });
    expect(valueOf(repeated.collected.current.searches)).toMatchObject({
      pages: 2,
      shortfall: 'error',
      everyTerm: false,
    });
    expect(repeated.log.text()).toContain(
      'warning: Searches, 2025-03-05 to 2025-03-11, 7 days: the service gave no new cursor after a full page of terms; 2 pages (200 terms) read',
    );

    tapped.rewrite = (path, body) => ({ ...searchedMore(10)(path, body), nextCursor: null });
    const missing = await gather(world, {
      projectId: world.emulator.projects.demo,
      budget: 40,
      sections: ['searches'],
      service: client(world, tapped.url),
    });
    expect(valueOf(missing.collected.current.searches)).toMatchObject({
      pages: 1,
      shortfall: 'error',
      everyTerm: false,
    });
  });

  it('stops at its page cap however much budget is left', async () => {
    tapped.rewrite = searchedMore(10_000);
    const { collected, log } = await gather(world, {
      projectId: world.emulator.projects.demo,
      budget: 40,
      sections: ['searches'],
      service: client(world, tapped.url),
    });
    expect(valueOf(collected.current.searches)).toMatchObject({ pages: MAX_SEARCH_PAGES, shortfall: 'page-cap' });
    expect(searchRequests()).toHaveLength(MAX_SEARCH_PAGES);
    expect(log.text()).toContain(`stopped at its cap of ${MAX_SEARCH_PAGES} pages`);
  });

  it('reads every term of a list that ends before the gap minimum', async () => {
    // The second page is the last: shorter than a page, and no cursor after it.
    let answers = 0;
    tapped.rewrite = (path, body) => {
      const more = searchedMore(10)(path, body);
      if (!path.endsWith('/searches') || (answers += 1) < 2) return more;
      return { ...more, searches: (more.searches as unknown[]).slice(0, 40), nextCursor: null };
    };
    const { collected } = await gather(world, {
      projectId: world.emulator.projects.demo,
      budget: 40,
      sections: ['searches'],
      service: client(world, tapped.url),
    });
    const searches = valueOf(collected.current.searches);
    expect(searches).toMatchObject({ pages: 2, everyTerm: true });
    expect(searches.terms).toHaveLength(140);
    expect(searches.shortfall).toBeUndefined();
    expect(searchRequests()).toHaveLength(2);
  });
});
