// Rendering: the built-in report for a fixed data set (a file snapshot, reviewed like code), hostile
// page paths rendered harmlessly, the helpers, and user templates.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReportModel } from '../../../src/report/model/build.ts';
import { normalizePagePath } from '../../../src/report/model/pages.ts';
import { formatDelta, formatNumber, formatPercent, formatPoints } from '../../../src/report/render/helpers.ts';
import { compileTemplate, compileTitle, loadReportTemplate } from '../../../src/report/render/template.ts';
import { HOSTILE_PATHS, MODEL_OPTIONS, sampleCollected } from '../fixtures.ts';
import { cellText, tableCells, tables } from '../markdown-table.ts';

const model = buildReportModel(sampleCollected(), MODEL_OPTIONS);
const builtin = loadReportTemplate(undefined);

describe('the built-in report', () => {
  const markdown = builtin(model);

  it('matches its reviewed snapshot', async () => {
    await expect(markdown).toMatchFileSnapshot('../__snapshots__/report.md');
  });

  it('keeps every table whole: each row has the header row\'s column count', () => {
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
    for (const hostile of HOSTILE_PATHS) expect(shown, hostile).toContain(normalizePagePath(hostile));
  });

  it('has a mermaid chart of the top pages with harmless labels', () => {
    const chart = /```mermaid\n([\s\S]*?)```/.exec(markdown)?.[1] ?? '';
    expect(chart).toContain('xychart-beta');
    expect(chart).toContain('bar [1450, 980, 850, 330, 235, 128, 95, 60, 52, 41]');
    const labels = /x-axis \[(.*)\]/.exec(chart)?.[1] ?? '';
    expect(labels.match(/"/g)).toHaveLength(20); // ten labels, quotes balanced
    expect(labels).not.toMatch(/[<>`|]/);
  });

  it('states the comparison, the request usage and the cut feedback list', () => {
    expect(markdown).toContain('fetched from the service');
    expect(markdown).toContain('Analytics requests used: 4 of a budget of 40.');
    expect(markdown).toContain('feedback beyond the first 100 pages cannot be fetched');
  });
});

describe('formatting helpers', () => {
  it('writes numbers, percentages, deltas and points', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-1234.56, 1)).toBe('−1,234.6');
    expect(formatNumber(undefined)).toBe('—');
    expect(formatPercent(0.1234)).toBe('12.3%');
    expect(formatDelta({ current: 150, previous: 100, delta: 50, relative: 0.5 })).toBe('▲ 50 (+50.0%)');
    expect(formatDelta({ current: 90, previous: 100, delta: -10, relative: -0.1 })).toBe('▼ 10 (−10.0%)');
    expect(formatDelta({ current: 5, previous: 5, delta: 0, relative: 0 })).toBe('no change');
    expect(formatDelta({ current: 5, previous: 0, delta: 5 })).toBe('▲ 5 (new)');
    expect(formatDelta({ current: 5 })).toBe('—');
    expect(formatPoints({ current: 0.3, previous: 0.2, deltaPoints: 10 })).toBe('▲ 10.0 pp');
    expect(formatPoints({ deltaPoints: -0.04 })).toBe('no change');
  });

  it('are available to user templates', () => {
    const render = compileTemplate('{{number totals.total.current}} {{delta totals.total 0}} {{percent totals.aiShare.current 0}} {{path "/a|b"}} {{points totals.aiShare}}', 'test');
    expect(render(model)).toBe('4,400 ▲ 1,000 (+29%) 25% /a\\|b ▲ 4.4 pp');
  });
});

describe('user templates', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-template-'));

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
    expect(() => loadReportTemplate(path.join(dir, 'missing.hbs'))).toThrow(/Input "template": cannot read the report template .*missing\.hbs \(no such file\)/);
    const broken = path.join(dir, 'broken.hbs');
    fs.writeFileSync(broken, '{{#each topPages.rows}}unclosed');
    expect(() => loadReportTemplate(broken)).toThrow(/Input "template" \(.*broken\.hbs\): the Handlebars template does not compile/);
    const unknownHelper = path.join(dir, 'helper.hbs');
    fs.writeFileSync(unknownHelper, '{{nosuch period}}');
    expect(() => loadReportTemplate(unknownHelper)(model)).toThrow(/Input "template" \(.*helper\.hbs\): rendering the Handlebars template failed: Missing helper: "nosuch"/);
  });

  it('renders the issue title on one line and names issue-title when broken', () => {
    expect(compileTitle('Docs analytics: {{period.label}}')(model)).toBe('Docs analytics: 2026-11-14 to 2026-11-20, 7 days');
    expect(compileTitle('A\n{{projectId}}\n')(model)).toBe('A proj_docs');
    expect(() => compileTitle('{{#if}}')).toThrow(/Input "issue-title"/);
    expect(() => compileTitle('{{missing}}')(model)).toThrow(/Input "issue-title": the title renders to nothing/);
  });
});
