// A site with thousands of pages: the GitHub body fits 65,536 characters with a note where rows
// were cut, while report.md keeps every row.
import { describe, expect, it } from 'vitest';
import type { FeedbackRow, VisitorRow } from '../../../src/client/types.ts';
import { GITHUB_BODY_LIMIT } from '../../../src/github/limits.ts';
import type { CollectedReport } from '../../../src/report/collect/period-data.ts';
import { buildReportModel } from '../../../src/report/model/build.ts';
import { MAX_DATA_BLOCK_CHARS, readPublishedBody } from '../../../src/report/published-body/report-body.ts';
import { renderReport, renderWithin } from '../../../src/report/render/publication.ts';
import { compileTemplate, compileTitle, loadReportTemplate } from '../../../src/report/render/template.ts';
import { CURRENT_PERIOD, MODEL_OPTIONS, PREVIOUS_PERIOD } from '../fixtures.ts';
import { tableCells, tables } from '../markdown-table.ts';

const PAGES = 4000;

function bigSite(): CollectedReport {
  const visitors = (factor: number): VisitorRow[] =>
    Array.from({ length: PAGES }, (_, i) => {
      const human = Math.round(((PAGES - i) * factor) / 3) + 1;
      return {
        path: `/docs/section-${i % 40}/a-rather-long-page-name-for-page-${i}`,
        human,
        ai: Math.round(human / 4),
        total: human + Math.round(human / 5),
      };
    });
  const feedback: FeedbackRow[] = Array.from({ length: 100 }, (_, i) => ({
    path: `/docs/section-${i % 40}/a-rather-long-page-name-for-page-${i}`,
    thumbsUp: i % 7,
    thumbsDown: i % 5,
    code: i % 3,
    total: (i % 7) + (i % 5) + (i % 3),
  }));
  // Every section, as long as the service can make it: entries counted on every page, 100 terms, 3 comments a page.
  const byPath = Object.fromEntries(
    Array.from({ length: PAGES }, (_, i) => [
      `/docs/section-${i % 40}/a-rather-long-page-name-for-page-${i}`,
      { total: 1 + (i % 4), code: i % 2 },
    ]),
  );
  // Terms as long as a content gap can be (80 characters: a longer one is set aside), a table pipe in each.
  const terms = Array.from({ length: 100 }, (_, i) => ({
    searchQuery: `${'configure-'.repeat(6)}thing-${i} | how do i`,
    hits: 1000 - i,
    ctr: (i % 10) / 50,
    topClickedPage: i % 3 === 0 ? null : `/docs/section-${i % 40}/a-rather-long-page-name-for-page-${i}`,
  }));
  const comments = Array.from({ length: 300 }, (_, i) => ({
    path: `/docs/section-${i % 40}/a-rather-long-page-name-for-page-${i % 100}`,
    source: 'contextual',
    status: 'pending',
    createdAt: `2026-11-${String(14 + (i % 7)).padStart(2, '0')}T10:00:00Z`,
    text: `${'This page does not say how to do it. '.repeat(7)}`.slice(0, 280),
  }));
  return {
    sections: ['traffic', 'feedback', 'searches', 'assistant', 'views', 'comments'],
    current: {
      period: CURRENT_PERIOD,
      totals: { human: 900_000, ai: 200_000, total: 1_000_000 },
      visitors: visitors(3),
      visitorsComplete: true,
      feedback,
      feedbackCut: true,
      feedbackFetched: true,
      feedbackCount: { total: 10_000, exact: true, entriesRead: 10_000, byPath },
      searches: { state: 'ok', value: { total: 50_000, terms } },
      assistant: { state: 'ok', value: { web: 10, api: 5, other: 1, total: 16 } },
      views: { state: 'ok', value: { human: 2_000_000, ai: 400_000, total: 2_400_000 } },
      comments: { state: 'ok', value: { entriesRead: 10_000, complete: true, comments } },
    },
    previous: {
      period: PREVIOUS_PERIOD,
      totals: { human: 800_000, ai: 150_000, total: 900_000 },
      visitors: visitors(2),
      visitorsComplete: true,
      feedback,
      feedbackCut: true,
      feedbackFetched: true,
    },
    comparisonSource: 'service',
    requestsUsed: 34,
    requestBudget: 40,
    missing: [],
  };
}

describe('fitting the GitHub body', () => {
  const collected = bigSite();
  const model = buildReportModel(collected, { ...MODEL_OPTIONS, top: 100 });
  const render = loadReportTemplate(undefined);
  const filters = { feedbackStatus: [] };
  const rendered = renderReport(model, collected, { render, renderTitle: compileTitle('{{period.label}}'), filters });

  it('keeps report.md complete', () => {
    expect(rendered.full.length).toBeGreaterThan(GITHUB_BODY_LIMIT * 4);
    for (let i = 0; i < PAGES; i += 997) expect(rendered.full).toContain(`a-rather-long-page-name-for-page-${i}\``);
    expect(rendered.full).not.toContain('more rows in report.md');
  });

  it('cuts the longest tables of the body to fit, says how many rows are elsewhere, and keeps the hidden data', () => {
    const body = rendered.githubBody;
    expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    expect(body.length).toBeGreaterThan(GITHUB_BODY_LIMIT * 0.8); // cut no more than needed
    expect(body).toMatch(/_[\d,]+ more rows in report\.md \/ the job's files\._/);
    expect(body).toContain("report.md and the job's files hold every row");
    expect(rendered.omittedRows).toBeGreaterThan(PAGES - 200);
    const published = readPublishedBody(body);
    expect(published?.marker).toEqual({
      projectId: 'proj_docs',
      period: { dateFrom: CURRENT_PERIOD.dateFrom, dateTo: CURRENT_PERIOD.dateTo },
    });
    expect(published?.data?.data.period).toEqual(CURRENT_PERIOD);
    for (const table of tables(body)) {
      const width = tableCells(table[0] ?? '').length;
      for (const row of table) expect(tableCells(row)).toHaveLength(width);
    }
    // The What changed block, the headline numbers and the top pages survive the cut.
    expect(body).toContain('- **Feedback entries:** 10,000 (exact: every entry counted)');
    expect(body).toContain('- **Searched for, not found:**');
    expect(body).toContain('| Visitors | 1,000,000 |');
    expect(body).toContain('```mermaid');
  });

  it('leaves a body that fits as it is', () => {
    const small = renderWithin(model, compileTemplate('{{period.label}}', 'test'), GITHUB_BODY_LIMIT);
    expect(small).toEqual({ markdown: CURRENT_PERIOD.label, omittedRows: 0, truncated: false });
  });

  it('cuts the text itself, at a line end with a note, when even empty tables do not fit', () => {
    const wordy = compileTemplate(
      `${'words '.repeat(20_000)}\n{{#each allPages.rows}}{{path path}}\n{{/each}}`,
      'test',
    );
    const fitted = renderWithin(model, wordy, GITHUB_BODY_LIMIT, MAX_DATA_BLOCK_CHARS);
    expect(fitted.truncated).toBe(true);
    expect(fitted.markdown.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT - MAX_DATA_BLOCK_CHARS);
    expect(fitted.markdown).toContain('The report is cut here to fit 65,536 characters');
  });
});
