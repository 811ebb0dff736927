// Rendering: the built-in report for a fixed data set (a file snapshot, reviewed like code), hostile
// page paths rendered harmlessly, the helpers, and user templates.
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildReportModel } from '../../../src/report/model/build.ts';
import { sitePath } from '../../../src/report/page-path.ts';
import { formatDelta, formatFraction, formatNumber, formatPoints } from '../../../src/report/render/helpers.ts';
import { compileTemplate, compileTitle, loadReportTemplate } from '../../../src/report/render/template.ts';
import { HOSTILE_PATHS, MODEL_OPTIONS, sampleCollected } from '../fixtures.ts';
import { tempDir } from '../harness.ts';
import { cellText, tableCells, tables } from '../markdown-table.ts';

const model = buildReportModel(sampleCollected(), MODEL_OPTIONS);
const builtin = loadReportTemplate(undefined);

describe('the built-in report', () => {
  const markdown = builtin(model);

  it('matches its reviewed snapshot', async () => {
    await expect(markdown).toMatchFileSnapshot('../__snapshots__/report.md');
  });

  it("keeps every table whole: each row has the header row's column count", () => {
    const found = tables(markdown);
    expect(found.length).toBeGreaterThanOrEqual(8);
    for (const table of found) {
      const width = tableCells(table[0] ?? '').length;
      expect(width).toBeGreaterThan(1);
      for (const row of table) expect(tableCells(row), row).toHaveLength(width);
    }
  });

  it('shows hostile paths as the text they are, with no raw HTML, link or mention', () => {
    expect(markdown).not.toMatch(/<script/i);
    // Outside code spans, where markdown is live: no link and no mention.
    const live = markdown.replace(/```[\s\S]*?```/g, '').replace(/(?<!\\)`[^`]*(?<!\\)`/g, '');
    expect(live).toContain('&lt;script&gt;');
    expect(live).not.toContain('](');
    expect(live).not.toContain('@octocat');
    const shown = new Set(tables(markdown).flatMap((t) => t.slice(2).map((row) => cellText(tableCells(row)[1] ?? ''))));
    for (const hostile of HOSTILE_PATHS) expect(shown, hostile).toContain(sitePath(hostile));
  });

  it('charts the top pages as horizontal bars labelled by rank, on an axis from 0, with no path in it', () => {
    const chart = /```mermaid\n([\s\S]*?)```/.exec(markdown)?.[1] ?? '';
    expect(chart.split('\n')[1]).toBe('xychart-beta horizontal');
    expect(chart).toContain('  x-axis "Rank in the table" ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]');
    expect(chart).toContain('  y-axis "Visitors" 0 --> 1500');
    expect(chart).toContain('  bar [1450, 980, 850, 330, 235, 128, 95, 60, 52, 41]');
    expect(chart).not.toContain('/docs');
  });

  it('shows the previous period beside this one, and the change of feedback per page, when compared', () => {
    expect(markdown).toContain('| | This period | Previous period | Change |');
    expect(markdown).toContain('| Visitors | 4,400 | 3,400 | ▲ 1,000 (+29.4%) |');
    expect(markdown).toContain('| AI share of visitors | 25.0% | 20.6% | ▲ 4.4 pp |');
    expect(markdown).toContain('| Thumbs down | 14 | 5 | ▲ 9 (+180.0%) |');
    // quickstart had 15 entries before too; ghost had none in a complete list.
    expect(markdown).toContain('| 1 | `/docs/quickstart` | 10 | 2 | 3 | 15 | no change | 17% | 1.5 |');
    expect(markdown).toContain('| 3 | `/docs/ghost` | 3 | 3 | 0 | 6 | ▲ 6 (new) | 50% | — |');
  });

  it('shows this period alone when not compared, and no feedback change when the comparison lacks feedback', () => {
    const alone = builtin(
      buildReportModel(sampleCollected({ previous: undefined, comparisonSource: 'none' }), {
        ...MODEL_OPTIONS,
        comparisonPeriod: undefined,
      }),
    );
    expect(alone).toContain('| | This period |\n|---|---:|\n| Visitors | 4,400 |\n');
    expect(alone).toContain(
      '| # | Page | Thumbs up | Thumbs down | Code snippet | Total | Thumbs down ratio | Per 100 visitors |',
    );
    const withoutFeedback = sampleCollected();
    const noFeedbackBefore = builtin(
      buildReportModel(
        { ...withoutFeedback, previous: { ...withoutFeedback.previous!, feedback: [], feedbackFetched: false } },
        MODEL_OPTIONS,
      ),
    );
    expect(noFeedbackBefore).toContain(
      '| Feedback entries (lower bound: feedback by page lists the first 100 pages only) | ≥ 39 | — | — |',
    );
    expect(noFeedbackBefore).toContain(
      '| # | Page | Thumbs up | Thumbs down | Code snippet | Total | Thumbs down ratio | Per 100 visitors |',
    );
    for (const text of [alone, noFeedbackBefore]) {
      for (const table of tables(text))
        for (const row of table) expect(tableCells(row)).toHaveLength(tableCells(table[0] ?? '').length);
    }
  });

  it('says under the visitors table why human and AI visitors need not add up to the total', () => {
    const footnote =
      'Human and AI visitors need not add up to the total: the service counts a visitor seen both as a human and as an AI in each, and once in the total.';
    const alone = builtin(
      buildReportModel(sampleCollected({ previous: undefined, comparisonSource: 'none' }), {
        ...MODEL_OPTIONS,
        comparisonPeriod: undefined,
      }),
    );
    for (const text of [markdown, alone]) {
      const [visitorsTable = []] = tables(text);
      expect(visitorsTable[2]).toMatch(/^\| Visitors \| 4,400 \|/);
      expect(text).toContain(`${visitorsTable.at(-1) ?? ''}\n\n${footnote}\n\n`);
    }
  });

  it('states the comparison, the request usage and the cut feedback list', () => {
    expect(markdown).toContain('fetched from the service');
    expect(markdown).toContain('Analytics requests used: 12 of a budget of 40.');
    expect(markdown).toContain('lists 5 pages only (the API has no next page): the feedback total is a lower bound');
    expect(markdown).toContain(
      '- **Feedback entries:** ≥ 39 (lower bound: feedback by page lists the first 100 pages only)',
    );
  });
});

describe('formatting helpers', () => {
  it('writes numbers, percentages, deltas and points', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-1234.56, 1)).toBe('−1,234.6');
    expect(formatNumber(undefined)).toBe('—');
    expect(formatFraction(0.1234)).toBe('12.3%');
    expect(formatDelta({ current: 150, previous: 100, delta: 50, relative: 0.5 })).toBe('▲ 50 (+50.0%)');
    expect(formatDelta({ current: 90, previous: 100, delta: -10, relative: -0.1 })).toBe('▼ 10 (−10.0%)');
    expect(formatDelta({ current: 5, previous: 5, delta: 0, relative: 0 })).toBe('no change');
    expect(formatDelta({ current: 5, previous: 0, delta: 5 })).toBe('▲ 5 (new)');
    expect(formatDelta({ current: 5 })).toBe('—');
    expect(formatPoints({ current: 0.3, previous: 0.2, deltaPoints: 10 })).toBe('▲ 10.0 pp');
    expect(formatPoints({ deltaPoints: -0.04 })).toBe('no change');
  });

  it('are available to user templates', () => {
    const render = compileTemplate(
      '{{number totals.total.current}} {{delta totals.total 0}} {{percent totals.aiShare.current 0}} {{path "/a|b"}} {{points totals.aiShare}}',
      'test',
    );
    expect(render(model)).toBe('4,400 ▲ 1,000 (+29%) 25% /a\\|b ▲ 4.4 pp');
  });
});

describe('user templates', () => {
  let dir = '';
  beforeEach(() => {
    dir = tempDir('report-template-');
  });

  it('renders a template file', () => {
    const file = path.join(dir, 'ok.hbs');
    fs.writeFileSync(file, '# {{period.label}}\n{{#each topPages.rows}}- {{path path}}\n{{/each}}');
    expect(loadReportTemplate(file)(model)).toMatch(/^# 2026-11-14 to 2026-11-20, 7 days\n- `\/`\n/);
    // `{{path}}` alone is the row's path, escaped all the same.
    const bare = compileTemplate('{{#each allPages.rows}}{{path}};{{/each}}', 'test')(model);
    expect(bare).toContain('/docs/&lt;script&gt;alert\\(1\\)&lt;/script&gt;;');
    expect(bare).not.toContain('<script');
  });

  it('names the input and the file when it is missing or does not compile', () => {
    expect(() => loadReportTemplate(path.join(dir, 'missing.hbs'))).toThrow(
      /Input "template": cannot read the report template .*missing\.hbs \(no such file\)/,
    );
    const broken = path.join(dir, 'broken.hbs');
    fs.writeFileSync(broken, '{{#each topPages.rows}}unclosed');
    expect(() => loadReportTemplate(broken)).toThrow(
      /Input "template" \(.*broken\.hbs\): the Handlebars template does not compile/,
    );
    const unknownHelper = path.join(dir, 'helper.hbs');
    fs.writeFileSync(unknownHelper, '{{nosuch period}}');
    expect(() => loadReportTemplate(unknownHelper)(model)).toThrow(
      /Input "template" \(.*helper\.hbs\): rendering the Handlebars template failed: Missing helper: "nosuch"/,
    );
  });

  it('renders the issue title on one line and names issue-title when broken', () => {
    expect(compileTitle('Docs analytics: {{period.label}}')(model)).toBe(
      'Docs analytics: 2026-11-14 to 2026-11-20, 7 days',
    );
    expect(compileTitle('A\n{{projectId}}\n')(model)).toBe('A proj_docs');
    expect(() => compileTitle('{{#if}}')).toThrow(/Input "issue-title"/);
    expect(() => compileTitle('{{missing}}')(model)).toThrow(/Input "issue-title": the title renders to nothing/);
  });
});
