// The assistant's conversations over HTTP from the emulator: paged by cursor at limit=1000 and counted
// exactly (against counts made from the emulator's own data set, not over HTTP); a project without the
// endpoint (404) falls back to the caller counts; the budget cutting paging makes lower bounds, said so;
// the comparison's unanswered counts read back from the earlier report's data block at no request.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findProject } from '../../../emulator/accounts.ts';
import { AnalyticsData } from '../../../emulator/analytics/aggregate.ts';
import { DAY_MS } from '../../../emulator/time.ts';
import type { ConversationCounts } from '../../../src/report/collect/period-data.ts';
import { buildReportModel } from '../../../src/report/model/build.ts';
import { sitePath } from '../../../src/report/page-path.ts';
import { precedingPeriod, resolvePeriod } from '../../../src/report/period.ts';
import type { Period } from '../../../src/report/period.ts';
import { encodeDataBlock, readPublishedBody, reportMarker } from '../../../src/report/published-body/report-body.ts';
import { loadReportTemplate } from '../../../src/report/render/template.ts';
import type { ReportSection } from '../../../src/settings/types.ts';
import { gather, NOW, startWorld } from '../emulator-world.ts';
import type { World } from '../emulator-world.ts';

let world: World;
beforeEach(async () => {
  world = await startWorld();
});
afterEach(() => world.close());

const PERIOD = resolvePeriod({ period: 'last-7-days' }, NOW);
const SECTIONS: ReportSection[] = ['traffic', 'assistant'];

const modelOf = (collected: Parameters<typeof buildReportModel>[0]) =>
  buildReportModel(collected, {
    projectId: 'proj_demo',
    top: 10,
    feedbackStatus: [],
    generatedAt: NOW,
    comparisonPeriod: precedingPeriod(PERIOD),
  });

/** What the emulator's own data set holds for a window, counted here without the report's code. */
function expected(projectId: string, period: Period) {
  const project = findProject('acme', projectId);
  if (!project) throw new Error(`no project ${projectId}`);
  const firstDay = Date.parse(`${period.dateFrom}T00:00:00Z`) / DAY_MS;
  const endDay = Date.parse(`${period.dateTo}T00:00:00Z`) / DAY_MS;
  const { rows } = new AnalyticsData(42).conversations(project, { firstDay, endDay }, 0, 1_000_000);
  const byCategory = new Map<string, number>();
  const byPath = new Map<string, number>();
  let unanswered = 0;
  for (const row of rows) {
    if (row.resolutionStatus !== 'unanswered') continue;
    unanswered += 1;
    const category = row.queryCategory ?? 'uncategorised';
    byCategory.set(category, (byCategory.get(category) ?? 0) + 1);
    if (row.pageUrl) byPath.set(sitePath(row.pageUrl), (byPath.get(sitePath(row.pageUrl)) ?? 0) + 1);
  }
  return {
    asked: rows.length,
    answered: rows.filter((row) => row.resolutionStatus === 'answered').length,
    unanswered,
    clarifying: rows.filter((row) => row.responseType === 'clarifying_question').length,
    byCategory,
    byPath,
  };
}

const unansweredOf = (rows: ConversationCounts['byCategory']) =>
  new Map(rows.filter((row) => row.unanswered > 0).map((row) => [row.name, row.unanswered]));

const conversationRequests = (world: World) =>
  world.emulator.requests.filter((request) => request.path.endsWith('/assistant'));

describe("the assistant's conversations", () => {
  it('pages them by cursor at limit=1000 and counts exactly what the emulator holds', async () => {
    const projectId = world.emulator.projects.demo;
    const { collected, budget } = await gather(world, { projectId, budget: 40, sections: SECTIONS });
    const section = collected.current.conversations;
    expect(section?.state).toBe('ok');
    if (section?.state !== 'ok') return;
    const counts = section.value;
    const want = expected(projectId, PERIOD);
    expect(want.asked).toBeGreaterThan(1000); // more than one page
    expect(counts).toMatchObject({
      asked: want.asked,
      answered: want.answered,
      unanswered: want.unanswered,
      clarifying: want.clarifying,
      complete: true,
      rowsRead: want.asked,
    });
    expect(unansweredOf(counts.byCategory)).toEqual(want.byCategory);
    expect(unansweredOf(counts.byPath)).toEqual(want.byPath);
    // Most unanswered first; every question counted once under its category.
    const ranks = counts.byCategory.map((row) => row.unanswered);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(counts.byCategory.reduce((n, row) => n + (row.asked ?? 0), 0)).toBe(want.asked);
    // The rows agree with the caller counts of the same window.
    expect(collected.current.assistant).toMatchObject({ state: 'ok', value: { total: want.asked } });
    // No text is kept with `questions` off.
    expect(counts.questions).toBeUndefined();

    const pages = conversationRequests(world);
    expect(pages).toHaveLength(2);
    expect(pages[0]?.query).toEqual({ dateFrom: PERIOD.dateFrom, dateTo: PERIOD.dateTo, limit: '1000' });
    expect(pages[1]?.query.cursor).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(budget.used).toBe(world.emulator.requests.length);

    const model = modelOf(collected);
    const shown = model.assistant.unanswered;
    expect(shown).toMatchObject({ complete: true, bound: '', unanswered: { current: want.unanswered } });
    expect(shown?.share?.current).toBeCloseTo(want.unanswered / want.asked, 10);
    const top = [...want.byCategory.entries()].sort((a, b) => b[1] - a[1])[0];
    expect(model.highlights.unansweredCategory).toMatchObject({
      rank: 1,
      name: top?.[0],
      unanswered: { current: top?.[1] },
    });
    expect(model.highlights.unansweredPage?.rank).toBe(1);
    const markdown = loadReportTemplate(undefined)(model);
    expect(markdown).toContain(
      `- **Unanswered assistant questions:** ${want.unanswered.toLocaleString('en')} of ${want.asked.toLocaleString('en')} (`,
    );
    expect(markdown).toContain(`- **Most unanswered category:** ${top?.[0]} (${top?.[1]} unanswered of`);
    expect(markdown).toContain('- **Page with most unanswered questions:** `');
    expect(markdown).toContain('#### Unanswered questions');
    expect(markdown).toContain(`| Clarifying questions asked back | ${want.clarifying} |`);
  });

  it('a project without the conversations endpoint (404) falls back to the caller counts and says so', async () => {
    const projectId = world.emulator.projects.demo;
    world.emulator.setFaults({ projectFeatures: { [projectId]: { conversations: 'absent' } } });
    const { collected } = await gather(world, { projectId, budget: 40, sections: SECTIONS });
    expect(collected.current.conversations).toEqual({ state: 'unavailable' });
    expect(collected.current.assistant?.state).toBe('ok');
    const model = modelOf(collected);
    expect(model.assistant.unanswered).toBeUndefined();
    expect(model.assistant.total?.current).toBeGreaterThan(0);
    expect(model.notes.map((note) => note.text)).toContain(
      'Unanswered assistant questions of this period: the project has no conversations endpoint (the service answered 404), so the assistant is shown by its caller counts only.',
    );
    const markdown = loadReportTemplate(undefined)(model);
    expect(markdown).toContain('| The documentation site |');
    expect(markdown).not.toContain('#### Unanswered questions');
    expect(markdown).not.toContain('**Unanswered assistant questions:**');
    expect(markdown).toContain(
      '- Unanswered assistant questions of this period: the project has no conversations endpoint',
    );
    expect(conversationRequests(world)).toHaveLength(1);
  });

  it('the budget cutting the paging short makes lower bounds, said in the notes and shown with ≥', async () => {
    const projectId = world.emulator.projects.demo;
    // The minimum is 3 (visitor totals, caller counts, the first conversations page): nothing for a second page.
    const { collected, log } = await gather(world, { projectId, budget: 3, sections: SECTIONS });
    const section = collected.current.conversations;
    expect(section?.state).toBe('ok');
    if (section?.state !== 'ok') return;
    const want = expected(projectId, PERIOD);
    expect(section.value).toMatchObject({ complete: false, shortfall: 'budget', asked: 1000, rowsRead: 1000 });
    expect(section.value.unanswered).toBeLessThan(want.unanswered);
    expect(log.text()).toMatch(
      /warning: Assistant conversations, .*request budget of 3 requests was spent after 1000 questions/,
    );

    const model = modelOf(collected);
    expect(model.assistant.unanswered).toMatchObject({ complete: false, bound: '≥ ' });
    const note = model.notes.find((n) => n.kind === 'unanswered')?.text ?? '';
    expect(note).toContain('Assistant conversations of this period were read in part (1,000 questions)');
    expect(note).toContain(
      'are lower bounds (the request budget ran out while the assistant conversations were paged; raise request-budget to count them all)',
    );
    const markdown = loadReportTemplate(undefined)(model);
    expect(markdown).toContain(`- **Unanswered assistant questions:** ≥ ${section.value.unanswered} of ≥ 1,000 (`);
    expect(markdown).toContain('| Questions (lower bounds: see the notes) | This period |');
    expect(markdown).toContain(`| Unanswered | ≥ ${section.value.unanswered} |`);
  });

  it('plans further conversation pages after visitor pages and before feedback entries', async () => {
    const projectId = world.emulator.projects.demo;
    const { log } = await gather(world, {
      projectId,
      budget: 40,
      sections: ['traffic', 'feedback', 'assistant'],
    });
    const paths = world.emulator.requests.map((request) =>
      request.path.endsWith('/assistant') && request.query.cursor
        ? 'more-conversations'
        : request.path.split('/').pop(),
    );
    const lastVisitors = paths.lastIndexOf('visitors');
    const more = paths.indexOf('more-conversations');
    const firstEntries = paths.indexOf('feedback', paths.indexOf('feedback') + 1);
    expect(more).toBeGreaterThan(lastVisitors);
    expect(firstEntries).toBeGreaterThan(more);
    expect(log.text()).toContain(
      'Plan: 4 requests a period at least (visitor totals, feedback, assistant callers, assistant conversations) for 1 period',
    );
  });
});

describe('the comparison of unanswered questions', () => {
  async function comparisonWeek(projectId: string) {
    const earlier = await gather(world, { projectId, budget: 40, sections: SECTIONS, period: precedingPeriod(PERIOD) });
    return earlier.collected.current;
  }

  it("reads the comparison's unanswered counts from the earlier report's data block, at no request", async () => {
    const projectId = world.emulator.projects.demo;
    const earlier = await comparisonWeek(projectId);
    const filters = { feedbackStatus: [] };
    const body = `${reportMarker(projectId, earlier.period)}\nreport\n\n${encodeDataBlock({ projectId, filters, data: earlier })}\n`;
    const report = readPublishedBody(body)?.data;
    expect(report?.data.conversations?.state).toBe('ok');
    world.emulator.clearRequests();

    const { collected } = await gather(world, {
      projectId,
      budget: 40,
      sections: SECTIONS,
      earlier: report && { data: report.data, url: 'https://github.com/acme/docs/issues/1' },
    });
    const before = precedingPeriod(PERIOD);
    expect(world.emulator.requests.filter((r) => r.query.dateFrom === before.dateFrom)).toEqual([]);

    const want = expected(projectId, before);
    const model = modelOf(collected);
    const shown = model.assistant.unanswered;
    expect(shown?.unanswered.previous).toBe(want.unanswered);
    expect(shown?.asked.previous).toBe(want.asked);
    expect(shown?.clarifying.previous).toBe(want.clarifying);
    for (const row of shown?.byCategory ?? [])
      expect(row.unanswered.previous, row.name).toBe(want.byCategory.get(row.name) ?? 0);
    for (const row of shown?.byPage ?? [])
      expect(row.unanswered.previous, row.name).toBe(want.byPath.get(row.name) ?? 0);
    const markdown = loadReportTemplate(undefined)(model);
    expect(markdown).toContain(`| Unanswered | ${shown?.unanswered.current} | ${want.unanswered} |`);
  });

  it('fetches the comparison like the current period when no earlier report holds it', async () => {
    const projectId = world.emulator.projects.demo;
    const { collected } = await gather(world, { projectId, budget: 40, sections: SECTIONS, compare: true });
    const before = precedingPeriod(PERIOD);
    const want = expected(projectId, before);
    expect(conversationRequests(world).filter((r) => r.query.dateFrom === before.dateFrom).length).toBe(
      Math.ceil(want.asked / 1000),
    );
    const shown = modelOf(collected).assistant.unanswered;
    expect(shown?.unanswered.previous).toBe(want.unanswered);
    for (const row of shown?.byCategory ?? [])
      expect(row.unanswered.previous, row.name).toBe(want.byCategory.get(row.name) ?? 0);
  });
});
