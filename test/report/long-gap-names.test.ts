// What a visitor's or reader's text does to the report issue when it names a gap: a page URL or a category of
// thousands of characters, or a hundred long search terms, must not crowd the other tables out of the issue.
// Over HTTP: the service emulator behind a tap that plants the text, the GitHub fake for the report and task issues.
import { describe, expect, it } from 'vitest';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { CATEGORY_MAX_CHARS, SHOWN_PATH_MAX_CHARS } from '../../src/report/text-caps.ts';
import { eachTaskWorld, runWeek } from '../tasks/support.ts';
import type { Tapped, World } from './emulator-world.ts';
import { REPOSITORY } from './harness.ts';

let world: World;
let tapped: Tapped;
let fake: GitHubFake;
eachTaskWorld((started) => ({ world, tapped, fake } = started));

const setup = () => ({ world, tapped, fake });

/** The data rows of every markdown table (header and separator lines left out). */
function tableRows(markdown: string): number {
  const lines = markdown.split('\n');
  return lines.filter((line, i) => line.startsWith('|') && !/^\|[-:| ]+\|$/.test(line) && lines[i - 1]?.startsWith('|'))
    .length;
}

/** The report issue as it stands after the run (the one issue without a task key). */
function reportIssue(): string {
  const issue = fake.issues(REPOSITORY).find((i) => (i.body ?? '').startsWith('<!-- docs-export-report '));
  return issue?.body ?? '';
}

/** Adds `rows` unanswered assistant questions to the first page of conversations. */
function withConversations(rows: Record<string, unknown>[]) {
  return (where: string, body: Record<string, unknown>): Record<string, unknown> => {
    if (!where.endsWith('/assistant') || !Array.isArray(body.conversations)) return body;
    return { ...body, conversations: [...(body.conversations as unknown[]), ...rows] };
  };
}

function unanswered(i: number, fields: Record<string, unknown>): Record<string, unknown> {
  return {
    id: `planted-${i}`,
    timestamp: '2025-03-08T10:00:00Z',
    query: `How do I configure the planted thing ${i}?`,
    response: 'I could not find that in the docs.',
    responseType: 'answer',
    sources: [],
    resolutionStatus: 'unanswered',
    queryCategory: 'planted',
    pageUrl: null,
    conversationId: `planted-conversation-${i}`,
    ...fields,
  };
}

const REPORT = {
  publish: ['issue' as const],
  sections: ['traffic' as const, 'searches' as const, 'assistant' as const],
};

async function reportOf(rewrite?: Tapped['rewrite']): Promise<{ rows: number; issue: string; summary: string }> {
  tapped.rewrite = rewrite;
  // No task opened: each of the runs compared lists the same gaps as waiting.
  const run = await runWeek(setup(), 0, { maxNew: 0 }, { ...REPORT, publish: ['issue', 'summary'] });
  expect(run.failure).toBeUndefined();
  const issue = reportIssue();
  return { rows: tableRows(issue), issue, summary: run.summary };
}

const questionsWith = (fields: Record<string, unknown>) =>
  withConversations(Array.from({ length: 5 }, (_, i) => unanswered(i, fields)));

describe('long texts that name a gap, in the report issue', () => {
  // Two lengths past every cap give the same issue to the row (the hidden data block holds neither), and the whole
  // report (the summary, never cut) grows by no more than the cap in each place the text is shown.
  it('five unanswered questions from one page URL of 8,200 characters keep every table row of the report issue', async () => {
    const plain = await reportOf(questionsWith({ pageUrl: 'https://docs.example.com/x' }));
    const long = await reportOf(questionsWith({ pageUrl: `https://docs.example.com/${'@'.repeat(8_200)}` }));
    const longer = await reportOf(questionsWith({ pageUrl: `https://docs.example.com/${'@'.repeat(100_000)}` }));
    expect(long.issue).toContain('Gaps waiting for a task');
    expect(long.rows).toBe(longer.rows);
    expect(long.rows).toBeGreaterThan(plain.rows / 2);
    // The highlight, the unanswered questions by page, the gap waiting for its task.
    expect(long.summary.length - plain.summary.length).toBeLessThanOrEqual(SHOWN_PATH_MAX_CHARS * 3);
  });

  it('one category of 9,000 characters keeps every table row of the report issue', async () => {
    const plain = await reportOf(questionsWith({ queryCategory: 'planted' }));
    const long = await reportOf(questionsWith({ queryCategory: 'c'.repeat(9_000) }));
    const longer = await reportOf(questionsWith({ queryCategory: 'c'.repeat(100_000) }));
    expect(long.issue).not.toContain('c'.repeat(1_000));
    expect(long.rows).toBe(longer.rows);
    expect(long.rows).toBeGreaterThan(plain.rows / 2);
    // The highlight, the unanswered questions by category, the gap waiting for its task.
    expect(long.summary.length - plain.summary.length).toBeLessThanOrEqual(CATEGORY_MAX_CHARS * 3);
  });

  it('a hundred search gaps of 200 characters each leave the report issue rows in every table', async () => {
    const plantTerms = (where: string, body: Record<string, unknown>): Record<string, unknown> => {
      if (!where.endsWith('/searches') || !Array.isArray(body.searches)) return body;
      const planted = Array.from({ length: 100 }, (_, i) => ({
        searchQuery: `${String(i).padStart(3, '0')}${'@'.repeat(197)}`,
        hits: 40 + i,
        ctr: 0,
        topClickedPage: null,
      }));
      return { ...body, searches: [...planted, ...(body.searches as unknown[])] };
    };
    const { issue } = await reportOf(plantTerms);
    expect(issue).toContain('Gaps waiting for a task');
    // Cut like every other table, not cut off at the end with what follows it.
    expect(issue).not.toContain('The report is cut here');
    expect(issue).toContain('All pages by visitors');
    // Each table that has rows in a plain report keeps some of them: the waiting gaps are cut like any other table.
    const tables = issue.split('\n\n').filter((block) => block.startsWith('|'));
    expect(tables.length).toBeGreaterThan(3);
    for (const table of tables) expect(tableRows(table), table.slice(0, 200)).toBeGreaterThan(0);
    expect(issue).toMatch(/\d+ more rows in report\.md/);
  });
});
