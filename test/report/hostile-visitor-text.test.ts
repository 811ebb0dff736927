// What a visitor's text alone could do to the report: one search term that wipes the published report, one page
// path that keeps next week's report from reading its data back, a formula hidden from the CSV writer behind a
// leading space.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import type { CallOptions, SearchesPage, VisitorRow } from '../../src/client/types.ts';
import type { PeriodData } from '../../src/report/collect/period-data.ts';
import { buildReportModel } from '../../src/report/model/build.ts';
import {
  encodeDataBlock,
  publishedBody,
  readPublishedBody,
  reportMarker,
} from '../../src/report/published-body/report-body.ts';
import { runReport } from '../../src/report/run.ts';
import { SEARCH_TERM_MAX_CHARS, SHOWN_PATH_MAX_CHARS } from '../../src/report/text-caps.ts';
import { settled } from '../support/settled.ts';
import { CURRENT_PERIOD, currentData, MODEL_OPTIONS, NOW, previousData } from './fixtures.ts';
import { analyticsService, filesIn, reportRun, reportSettings, REPOSITORY, tempDir } from './harness.ts';

const TOKEN = 'ghs_workflow_token';
/** The caps a term may take where it is shown: the content-gap highlight, the content gaps, the top terms, the trend's gaps. */
const PLACES_A_TERM_IS_SHOWN = 4;

let fake: GitHubFake;
beforeEach(async () => {
  fake = await startGitHubFake({
    tokens: [{ token: TOKEN, login: 'github-actions[bot]', type: 'Bot', installation: true }],
    repos: [{ owner: 'acme', name: 'docs', files: { 'README.md': '# docs\n' } }],
  });
});
afterEach(async () => {
  await fake.close();
});

/** Searches with `term` on top: searched more than any other, and no result was clicked. */
function searchesWith(term: string) {
  const ordinary = Array.from({ length: 30 }, (_, i) => ({
    searchQuery: `ordinary term ${i}`,
    hits: 100 - i,
    ctr: i % 3 === 0 ? 0.05 : 0.6,
    topClickedPage: i % 3 === 0 ? null : `/docs/page-${i}`,
  }));
  return (_project: string, _query: unknown, options?: CallOptions): Promise<SearchesPage> =>
    settled(() => {
      options?.beforeAttempt?.();
      const searches = [{ searchQuery: term, hits: 500, ctr: 0, topClickedPage: null }, ...ordinary];
      return { searches, totalSearches: searches.reduce((sum, s) => sum + s.hits, 0), nextCursor: null };
    });
}

/** Runs a report published as an issue and a summary, with `term` the top content gap and `page` a visited page. */
async function reportWith(
  term: string,
  page = '/docs/ordinary-page',
): Promise<{ issue: string; summary: string; files: Record<string, string> }> {
  const dir = tempDir('report-hostile-text-');
  const data = currentData();
  data.visitors.push({ path: page, human: 3, ai: 0, total: 3 });
  const service = { ...analyticsService({ [CURRENT_PERIOD.dateFrom]: data }), searches: searchesWith(term) };
  const settings = reportSettings(
    { publish: ['issue', 'summary'], compare: false, sections: ['traffic', 'feedback', 'searches'], top: 20 },
    TOKEN,
    dir,
  );
  const run = reportRun({ settings, service, now: NOW, githubUrl: fake.url });
  await runReport(run.context);
  // Each run edits the one issue of the period.
  const issue = fake.issues(REPOSITORY).at(-1)?.body ?? '';
  const files = filesIn(dir);
  fs.rmSync(dir, { recursive: true, force: true });
  return { issue, summary: run.summaries.join(''), files };
}

/** A text field as RFC 4180 writes it. */
const csvText = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

const tableRows = (markdown: string) => markdown.split('\n').filter((line) => /^\| \d+ \|/.test(line)).length;

describe('one search term that would wipe the published report', () => {
  it('a 100,000-character search term nobody finds an answer for keeps every table row of the issue, and the summary grows by at most the cap where the term is shown', async () => {
    // Both past the length a reader types, so both set aside (no content gap, named once in a line, cut short).
    const short = await reportWith(`refund ${'a'.repeat(80)}`);
    const long = await reportWith(`refund ${'a'.repeat(100_000)}`);
    expect(tableRows(short.issue)).toBeGreaterThan(20);
    expect(tableRows(long.issue)).toBe(tableRows(short.issue));
    expect(long.issue).toMatch(/\d+ content gaps?/);
    expect(long.issue.match(/(\d+) content gaps?/)?.[1]).toBe(short.issue.match(/(\d+) content gaps?/)?.[1]);
    expect(long.summary.length - short.summary.length).toBeLessThanOrEqual(
      SEARCH_TERM_MAX_CHARS * PLACES_A_TERM_IS_SHOWN,
    );
  });

  it('a visited page with a 100,000-character path keeps every table row of the issue, shown cut and kept whole in the files', async () => {
    const short = await reportWith('refund', '/docs/short');
    const longPath = `/docs/${'b'.repeat(100_000)}`;
    const long = await reportWith('refund', longPath);
    expect(tableRows(long.issue)).toBe(tableRows(short.issue));
    // Shown where the page is listed (all pages, top pages by human visitors), each time cut.
    expect(long.summary.length - short.summary.length).toBeLessThanOrEqual(SHOWN_PATH_MAX_CHARS * 3);
    expect(long.issue).toContain(`${'b'.repeat(SHOWN_PATH_MAX_CHARS - 10)}…`);
    expect(long.files['visitors.csv']).toContain(`,${longPath},`);
    expect(long.files['report.json']).toContain(longPath);
  });
});

describe("a data block written past its reader's bounds", () => {
  const readBack = (data: PeriodData) => {
    const report = { projectId: 'proj_docs', filters: { feedbackStatus: [] }, data };
    const body = publishedBody(reportMarker('proj_docs', data.period), '## Report', encodeDataBlock(report));
    return readPublishedBody(body)?.data?.data;
  };

  it('a visited page with a 5,200-character path does not keep the next report from reading the data block back', () => {
    const long = `/docs/${'x'.repeat(5_200)}`;
    const data = currentData();
    data.visitors.push({ path: long, human: 1, ai: 0, total: 1 });
    const back = readBack(data);
    expect(back).toBeDefined();
    // The page is unknown to the comparison, never cut into another page's path.
    expect(back?.visitorsComplete).toBe(false);
    expect(back?.visitors.map((v) => v.path)).toEqual(currentData().visitors.map((v) => v.path));
  });

  it('feedback rows past 100, long paths and counts that are not whole numbers never make a block that does not read back', () => {
    const hostile: VisitorRow[] = [
      { path: '/docs/half', human: 1.5, ai: 0, total: 1.5 },
      { path: '/docs/negative', human: -1, ai: 0, total: -1 },
      { path: '/docs/huge', human: Number.MAX_SAFE_INTEGER + 2, ai: 0, total: 1 },
      { path: '/docs/nan', human: Number.NaN, ai: 0, total: 0 },
      { path: `/${'p'.repeat(4_096)}`, human: 1, ai: 0, total: 1 },
    ];
    const data = currentData();
    data.visitors.push(...hostile);
    data.feedbackCut = false;
    data.feedback = Array.from({ length: 101 }, (_, i) => ({
      path: i === 7 ? `/${'f'.repeat(4_100)}` : `/docs/feedback-${i}`,
      thumbsUp: i === 9 ? 0.5 : 1,
      thumbsDown: 0,
      code: 0,
      total: 1,
    }));
    const back = readBack(data);
    expect(back).toBeDefined();
    expect(back?.visitorsComplete).toBe(false);
    expect(back?.visitors.map((v) => v.path)).toEqual(currentData().visitors.map((v) => v.path));
    expect(back?.feedbackCut).toBe(true);
    expect(back?.feedback.length).toBeLessThanOrEqual(100);
    expect(back?.feedback.map((f) => f.path)).not.toContain('/docs/feedback-9');
    expect(back?.feedback.some((f) => f.path.length > 4_096)).toBe(false);
  });

  it("a feedback page dropped from last week's block is unknown to this week's comparison, never compared with zero", () => {
    const long = `/docs/${'y'.repeat(5_200)}`;
    const before = previousData();
    before.feedbackCut = false;
    before.feedback = [...before.feedback, { path: long, thumbsUp: 9, thumbsDown: 0, code: 0, total: 9 }];
    before.feedbackCount = { total: 40, exact: true, entriesRead: 0, byPath: {} };
    const previous = readBack(before);
    expect(previous?.feedbackCut).toBe(true);
    const current = currentData();
    current.feedback = [...current.feedback, { path: long, thumbsUp: 1, thumbsDown: 0, code: 0, total: 1 }];
    const model = buildReportModel(
      {
        current,
        previous,
        comparisonSource: 'earlier-report',
        requestsUsed: 3,
        requestBudget: 40,
        sections: ['traffic', 'feedback'],
        missing: [],
      },
      MODEL_OPTIONS,
    );
    const row = model.allFeedback.rows.find((r) => r.path === long);
    expect(row).toBeDefined();
    expect(row?.change).toBeUndefined();
  });
});

describe('a CSV formula behind a leading space or an invisible character', () => {
  const HIDDEN = [
    ' =HYPERLINK("https://evil.example","open")',
    '  +1+1',
    '\u00A0-2+3',
    '\u200B@SUM(A1:A9)',
    '\uFEFF=1+1',
    '\n=1+1',
    '\u0000=1+1',
  ];

  it('writes a page path whose formula follows a leading space or an invisible character to visitors.csv with a leading quote', async () => {
    const dir = tempDir('report-hostile-csv-');
    const visitors: VisitorRow[] = HIDDEN.map((p, i) => ({ path: p, human: i, ai: 0, total: i }));
    const service = analyticsService({ [CURRENT_PERIOD.dateFrom]: { ...currentData(), visitors } });
    const settings = reportSettings({ publish: ['summary'], compare: false }, TOKEN, dir);
    const run = reportRun({ settings, service, now: NOW });
    await runReport(run.context);
    const csv = fs.readFileSync(path.join(dir, 'visitors.csv'), 'utf8');
    for (const hidden of HIDDEN) expect(csv, JSON.stringify(hidden)).toContain(`,${csvText(`'${hidden}`)},`);
  });
});
