// The service as its reference allows, over HTTP against the emulator's `projectReadings`: `ctr` as a
// percentage, feedback entries named by full URL (the same pages as feedback by page and visitors), and a
// project whose feedback widget is off (visitors, no feedback at all: said, not reported as a fact).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CollectedReport } from '../../../src/report/collect/period-data.ts';
import { buildReportModel } from '../../../src/report/model/build.ts';
import type { ModelOptions } from '../../../src/report/model/build.ts';
import { loadReportTemplate } from '../../../src/report/render/template.ts';
import { gather, NOW, startWorld } from '../emulator-world.ts';
import type { World } from '../emulator-world.ts';

let world: World;
beforeEach(async () => {
  world = await startWorld();
});
afterEach(() => world.close());

const modelOf = (collected: CollectedReport, options: Partial<ModelOptions> = {}) =>
  buildReportModel(collected, { projectId: 'proj_demo', top: 10, feedbackStatus: [], generatedAt: NOW, ...options });
const render = (collected: CollectedReport) => loadReportTemplate(undefined)(modelOf(collected));
const readings = (world: World, set: Record<string, unknown>) =>
  world.emulator.setFaults({ projectReadings: { [world.emulator.projects.demo]: set } });
/** Every percentage a text shows, as numbers. */
const percentages = (text: string) =>
  [...text.matchAll(/(\d[\d,]*(?:\.\d+)?)%/g)].map((m) => Number(m[1]?.replace(/,/g, '')));

describe('ctr as a percentage (one scale per answer)', () => {
  it('finds the same content gaps and shows the same click-through as on the fraction scale', async () => {
    const project = world.emulator.projects.demo;
    const fraction = await gather(world, { projectId: project, budget: 10, sections: ['searches'] });
    readings(world, { ctrScale: 'percentage' });
    const percentage = await gather(world, { projectId: project, budget: 10, sections: ['searches'] });

    const gapsOf = (collected: CollectedReport) => modelOf(collected).contentGaps.rows.map((r) => r.term);
    // Frequent terms with a few clicks are gaps too, not only those nobody clicked.
    expect(modelOf(fraction.collected).contentGaps.rows.some((r) => r.topClickedPage !== undefined)).toBe(true);
    expect(gapsOf(percentage.collected)).toEqual(gapsOf(fraction.collected));
    const ctrs = (collected: CollectedReport) => modelOf(collected).searchTerms.rows.map((r) => r.ctr);
    const asFractions = ctrs(fraction.collected);
    ctrs(percentage.collected).forEach((ctr, i) => expect(ctr).toBeCloseTo(asFractions[i] ?? Number.NaN, 4));

    const markdown = render(percentage.collected);
    expect(markdown).toBe(render(fraction.collected));
    expect(Math.max(...percentages(markdown))).toBeLessThanOrEqual(100);
    expect(percentage.log.text()).toContain('click-through rates as percentages');
  });
});

describe('feedback entries named by full URL', () => {
  it('join their pages: the same pages, totals and comments as entries named by path', async () => {
    const project = world.emulator.projects.demo;
    const sections = ['traffic', 'feedback', 'comments'] as const;
    const plain = await gather(world, { projectId: project, budget: 40, sections: [...sections] });
    readings(world, { entriesByUrl: 0.5 });
    const byUrl = await gather(world, { projectId: project, budget: 40, sections: [...sections] });

    expect(byUrl.collected.current.feedbackCount).toMatchObject({ exact: true, total: 630 });
    const rows = (collected: CollectedReport) => modelOf(collected).allFeedback.rows.map((r) => [r.path, r.total]);
    expect(rows(byUrl.collected)).toEqual(rows(plain.collected));
    const pages = new Set(modelOf(byUrl.collected).allPages.rows.map((r) => r.path));
    const comments = modelOf(byUrl.collected).commentRows.rows;
    expect(comments.length).toBeGreaterThan(0);
    for (const row of comments) expect(pages.has(row.path), row.path).toBe(true);
    expect(comments.map((r) => [r.path, r.text])).toEqual(
      modelOf(plain.collected).commentRows.rows.map((r) => [r.path, r.text]),
    );
    expect(render(byUrl.collected)).not.toContain('https:/');
  });

  it('a lower bound never exceeds the entries there are: half named by URL, the budget cut short', async () => {
    readings(world, { entriesByUrl: 0.5 });
    // Minimum 2 (visitors, feedback by page), 12 more visitor pages of the 3,037-page site, then 3 entries pages.
    const { collected } = await gather(world, {
      projectId: world.emulator.projects.demo,
      budget: 17,
      sections: ['traffic', 'feedback'],
    });
    const count = collected.current.feedbackCount;
    expect(count).toMatchObject({ exact: false, shortfall: 'budget', entriesRead: 300 });
    // 630 entries in the period; feedback by page's 100 pages hold 523 of them.
    expect(count?.total).toBeGreaterThanOrEqual(523);
    expect(count?.total).toBeLessThanOrEqual(630);
    for (const path of Object.keys(count?.byPath ?? {})) expect(path).toMatch(/^\/(?!https?:)/);
  });
});

describe('a project whose feedback widget is off', () => {
  it('says that feedback collection may be off, instead of reporting zero feedback as a fact', async () => {
    readings(world, { feedbackWidget: 'off' });
    const { collected } = await gather(world, {
      projectId: world.emulator.projects.demo,
      budget: 40,
      sections: ['traffic', 'feedback'],
      compare: true,
    });
    expect(collected.current.totals.total).toBeGreaterThan(0);
    expect(collected.current.feedback).toEqual([]);
    const model = modelOf(collected);
    expect(model.feedbackTotals?.count).toMatchObject({ exact: false, bound: '' });
    expect(model.feedbackTotals?.count.text).toBe('none received: feedback collection may be off');
    const notes = model.notes.filter((n) => n.kind === 'feedback-none').map((n) => n.text);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(
      /^No feedback at all in this period, which had [\d,]+ visitors: the project's feedback collection/,
    );
    const markdown = loadReportTemplate(undefined)(model);
    expect(markdown).toContain('- **Feedback entries:** 0 (none received: feedback collection may be off)');
    expect(markdown).not.toMatch(/Feedback entries[^\n]*\(exact\)/);
    expect(markdown).toContain(
      'No feedback in this period: feedback collection may be off for this project (see the notes).',
    );
  });

  it('with a feedback filter, reports zero as what matched it, not as collection that may be off', async () => {
    readings(world, { feedbackWidget: 'off' });
    const { collected } = await gather(world, {
      projectId: world.emulator.projects.demo,
      budget: 40,
      sections: ['traffic', 'feedback'],
      feedbackStatus: ['dismissed'],
    });
    expect(collected.current.feedback).toEqual([]);
    const model = modelOf(collected, { feedbackStatus: ['dismissed'] });
    expect(model.feedbackTotals?.count).toMatchObject({ exact: true });
    expect(model.feedbackTotals?.collectionMayBeOff).toBeUndefined();
    expect(model.notes.filter((n) => n.kind === 'feedback-none')).toEqual([]);
  });
});
