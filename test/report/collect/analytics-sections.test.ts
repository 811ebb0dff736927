// Every feedback entry counted, searches, the assistant, views and comments, collected over HTTP from
// the emulator: cursor paging, exact totals beyond 100 pages, the budget ending paging (a lower bound,
// said so), and a 404 per endpoint as "not available", never a failed run.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sumFeedback } from '../../../src/report/collect/feedback-sums.ts';
import { buildReportModel } from '../../../src/report/model/build.ts';
import { indexFeedback } from '../../../src/report/model/feedback.ts';
import { loadReportTemplate } from '../../../src/report/render/template.ts';
import { ALL_SECTIONS, client, gather, NOW, startWorld, tap } from '../emulator-world.ts';
import type { World } from '../emulator-world.ts';

let world: World;
beforeEach(async () => {
  world = await startWorld();
});
afterEach(() => world.close());

const modelOf = (collected: Parameters<typeof buildReportModel>[0]) =>
  buildReportModel(collected, { projectId: 'proj_demo', top: 10, feedbackStatus: [], generatedAt: NOW });

describe('every feedback entry counted', () => {
  it('pages the entries by cursor beyond the 100 pages of feedback by page, to the exact total', async () => {
    const { collected, budget } = await gather(world, {
      projectId: world.emulator.projects.demo,
      budget: 40,
      sections: ['traffic', 'feedback'],
    });
    const { current } = collected;
    expect(current.feedbackCut).toBe(true);
    const byPageSum = sumFeedback(current.feedback).total;
    expect(current.feedbackCount).toMatchObject({ exact: true, entriesRead: 630, total: 630 });
    expect(byPageSum).toBe(523);
    // The pages that feedback by page lists count the same from their entries (paths in one spelling).
    for (const [path, counts] of indexFeedback(current.feedback))
      expect(current.feedbackCount?.byPath[path]?.total, path).toBe(counts.total);

    const entries = world.emulator.requests.filter((r) => r.path.endsWith('/feedback'));
    expect(entries).toHaveLength(7);
    expect(entries[0]?.query).toEqual({ dateFrom: '2025-03-05', dateTo: '2025-03-12', limit: '100' });
    for (const request of entries.slice(1)) expect(request.query.cursor).toMatch(/.+/);
    expect(new Set(entries.map((r) => r.query.cursor)).size).toBe(7);
    expect(budget.used).toBe(world.emulator.requests.length);

    const model = modelOf(collected);
    expect(model.feedbackTotals?.total.current).toBe(630);
    expect(model.feedbackTotals?.count).toEqual({ exact: true, bound: '', text: 'exact: every entry counted' });
    expect(model.allFeedback.rows.length).toBeGreaterThan(100);
    const markdown = loadReportTemplate(undefined)(model);
    expect(markdown).toContain('- **Feedback entries:** 630 (exact: every entry counted)');
  });

  it('stops paging where the budget ends and says the total is a lower bound, and why', async () => {
    // Minimum 2 (visitors, feedback by page), 12 more visitor pages of the 3,037-page site, then 3 entries pages.
    const { collected, budget, log } = await gather(world, {
      projectId: world.emulator.projects.demo,
      budget: 17,
      sections: ['traffic', 'feedback'],
    });
    expect(budget.used).toBe(17);
    expect(world.emulator.requests).toHaveLength(17);
    const count = collected.current.feedbackCount;
    expect(count).toMatchObject({ exact: false, shortfall: 'budget', entriesRead: 300 });
    expect(count?.total).toBeGreaterThanOrEqual(523);
    expect(count?.total).toBeLessThan(630);
    expect(log.text()).toMatch(
      /warning: Feedback entries, .*request budget of 17 requests was spent after 300 entries/,
    );

    const model = modelOf(collected);
    expect(model.feedbackTotals?.count).toMatchObject({ exact: false, bound: '≥ ' });
    expect(model.feedbackTotals?.count.text).toBe(
      'lower bound: the request budget ran out while the feedback entries were paged (300 entries read)',
    );
    expect(model.notes.find((n) => n.kind === 'feedback-cut')?.text).toContain(
      'raise request-budget to count them all',
    );
    const markdown = loadReportTemplate(undefined)(model);
    expect(markdown).toContain(
      `- **Feedback entries:** ≥ ${count?.total.toLocaleString('en')} (lower bound: the request budget ran out while the feedback entries were paged (300 entries read))`,
    );
  });

  it('plans the minimum of every section of both periods first, then search and visitor pages, then entries', async () => {
    const { collected, log } = await gather(world, {
      projectId: world.emulator.projects.demo,
      budget: 20,
      sections: ['traffic', 'feedback', 'searches', 'assistant', 'views'],
      compare: true,
    });
    expect(log.text()).toContain(
      "Plan: 6 requests a period at least (visitor totals, feedback, searches, assistant callers, assistant conversations, views) for 2 periods, 12 in all; 8 of the budget of 20 left for search pages beyond the first (the period's, until a term is searched fewer times than the gap minimum), then visitor pages beyond the first, then further conversation pages, then feedback entries.",
    );
    // Every section of both periods made it; visitor paging of the period kept the comparison's 6.
    for (const data of [collected.current, collected.previous]) {
      expect(data?.feedbackFetched).toBe(true);
      expect(data?.searches?.state).toBe('ok');
      expect(data?.assistant?.state).toBe('ok');
      expect(data?.conversations?.state).toBe('ok');
      expect(data?.views?.state).toBe('ok');
    }
    expect(collected.current.visitorsComplete).toBe(false);
    expect(world.emulator.requests).toHaveLength(20);
  });
});

describe('an endpoint the project lacks (404)', () => {
  it('air-gapped project: searches and the assistant are "not available", the report goes on', async () => {
    const { collected } = await gather(world, { projectId: world.emulator.projects.airgapped, budget: 40 });
    expect(collected.current.searches).toEqual({ state: 'unavailable' });
    expect(collected.current.assistant).toEqual({ state: 'unavailable' });
    expect(collected.current.views?.state).toBe('ok');
    const model = modelOf(collected);
    expect(model.searches.state).toBe('unavailable');
    const notes = model.notes.filter((n) => n.kind === 'section-unavailable').map((n) => n.text);
    expect(notes).toEqual([
      'Searches of this period: not available for this project (the service answered 404: optional on client-hosted deployments, absent on air-gapped ones).',
      'AI assistant questions of this period: not available for this project (the service answered 404: optional on client-hosted deployments, absent on air-gapped ones).',
    ]);
    const markdown = loadReportTemplate(undefined)(model);
    expect(markdown).toContain('Search is not available for this project.');
    expect(markdown).toContain('The AI assistant is not available for this project.');
  });

  it.each(['feedbackEntries', 'searches', 'views', 'assistant'] as const)(
    '%s absent: a note, never a failure',
    async (feature) => {
      world.emulator.setFaults({ projectFeatures: { [world.emulator.projects.demo]: { [feature]: 'absent' } } });
      const { collected } = await gather(world, {
        projectId: world.emulator.projects.demo,
        budget: 40,
        sections: ALL_SECTIONS,
      });
      const { current } = collected;
      if (feature === 'feedbackEntries') {
        expect(current.feedbackCount).toMatchObject({ exact: false, shortfall: 'service-cap', total: 523 });
        expect(current.comments).toEqual({ state: 'unavailable' });
        expect(modelOf(collected).feedbackTotals?.count.text).toBe(
          'lower bound: the service does not offer the feedback entries for this project',
        );
      } else {
        const key = feature === 'assistant' ? 'assistant' : feature;
        expect(current[key]).toEqual({ state: 'unavailable' });
        expect(current.feedbackCount?.exact).toBe(true);
      }
    },
  );

  it('a refused query (400) is named with what the service said, as what to fix', async () => {
    // The tap answers the searches request as the service answers an invalid query.
    const tapped = await tap(world.emulator.url);
    try {
      tapped.intercept = (path) =>
        path.endsWith('/searches')
          ? {
              status: 400,
              body: JSON.stringify({
                error: 'Invalid query parameters',
                details: [{ message: 'limit must be at most 100' }],
              }),
            }
          : undefined;
      const { collected } = await gather(world, {
        projectId: world.emulator.projects.demo,
        budget: 40,
        sections: ['traffic', 'searches'],
        service: client(world, tapped.url),
      });
      expect(collected.current.searches?.state).toBe('not-fetched');
      const note = modelOf(collected).notes.find((n) => n.kind === 'section-missing')?.text ?? '';
      expect(note).toContain('Searches of this period were not fetched: the service refused the query');
      expect(note).toContain('400 Bad Request: Invalid query parameters; limit must be at most 100');
    } finally {
      await tapped.close();
    }
  });
});

describe('searches and content gaps', () => {
  it('takes the top 100 terms and the total, with the change, and ranks the content gaps by searches', async () => {
    const { collected } = await gather(world, {
      projectId: world.emulator.projects.demo,
      budget: 40,
      sections: ['traffic', 'searches'],
      compare: true,
    });
    const searches = collected.current.searches;
    expect(searches?.state).toBe('ok');
    if (searches?.state !== 'ok') return;
    expect(searches.value.total).toBe(5503);
    expect(searches.value.terms).toHaveLength(100);
    const model = modelOf(collected);
    expect(model.searches.total).toMatchObject({ current: 5503, previous: 5474 });
    expect(model.contentGaps.rows.length).toBeGreaterThan(0);
    const hits = model.contentGaps.rows.map((r) => r.hits);
    expect(hits).toEqual([...hits].sort((a, b) => b - a));
    for (const gap of model.contentGaps.rows) {
      expect(gap.hits).toBeGreaterThanOrEqual(10);
      expect(gap.topClickedPage === undefined || gap.ctr < 0.2).toBe(true);
    }
    expect(model.contentGaps.rows.map((r) => r.term)).toContain('refund');
  });
});

describe('a failure of the current period keeps its kind', () => {
  it("the service's refusal stays the service's, a defect in the code stays a defect", async () => {
    const tapped = await tap(world.emulator.url);
    try {
      tapped.intercept = (path) =>
        path.endsWith('/visitors')
          ? { status: 400, body: JSON.stringify({ error: 'Invalid query parameters' }) }
          : undefined;
      const refused = gather(world, {
        projectId: world.emulator.projects.demo,
        budget: 40,
        service: client(world, tapped.url),
      });
      await expect(refused).rejects.toMatchObject({ kind: 'service', outputs: { 'requests-used': '1' } });
    } finally {
      await tapped.close();
    }
    const service = client(world);
    const broken = {
      ...service,
      visitors: () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'totals')")),
    };
    const failed = gather(world, { projectId: world.emulator.projects.demo, budget: 40, service: broken });
    await expect(failed).rejects.toThrow(/No report for .*Cannot read properties/);
    await expect(failed).rejects.toMatchObject({ kind: 'other' });
  });
});
