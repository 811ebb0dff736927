// runReport end to end with a scripted service: outputs, files, the request budget's gaps named,
// and failures that name what to fix before any request is spent.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { runReport } from '../../src/report/run.ts';
import { StepFailure } from '../../src/runtime/failure.ts';
import type { InputName } from '../../src/settings/inputs.ts';
import { parseSettings } from '../../src/settings/schema.ts';
import type { ReportSettings } from '../../src/settings/types.ts';
import { ENV, rawInputs } from '../settings/defaults.ts';
import { parseSettingsFor } from '../support/settings.ts';
import { CURRENT_PERIOD, currentData, NOW, PREVIOUS_PERIOD, previousData } from './fixtures.ts';
import { analyticsService, API_KEY, reportRun, reportSettings, tempDir } from './harness.ts';

const periods = () => ({ [CURRENT_PERIOD.dateFrom]: currentData(), [PREVIOUS_PERIOD.dateFrom]: previousData() });

function run(report: Partial<ReportSettings> = {}, githubToken = '', githubUrl?: string) {
  const dir = tempDir('report-run-');
  const service = analyticsService(periods());
  const settings = reportSettings({ reportDir: dir, ...report }, githubToken, dir);
  return { ...reportRun({ settings, service, now: NOW, githubUrl }), service, dir };
}

let fake: GitHubFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('runReport', () => {
  it('writes the four files and sets the outputs', async () => {
    const { context, dir, summaries, service } = run();
    const outputs = await runReport(context);
    // Feedback by page of the period was cut: one more request asks for its entries, which this service lacks (404).
    expect(outputs).toEqual({
      'requests-used': '5',
      'visitors-total': '4400',
      'feedback-total': '39',
      'report-path': path.join(dir, 'report.md'),
      'data-path': path.join(dir, 'report.json'),
    });
    expect(service.calls).toHaveLength(4);
    const json = JSON.parse(fs.readFileSync(path.join(dir, 'report.json'), 'utf8')) as {
      model: { schema: string; totals: unknown };
      data: { current: { visitors: unknown[] } };
    };
    expect(json.model.schema).toBe('docs-export-report/v3');
    expect(json.data.current.visitors).toHaveLength(13);
    expect(fs.readFileSync(path.join(dir, 'report.md'), 'utf8')).toContain('### Top pages');
    expect(fs.readFileSync(path.join(dir, 'visitors.csv'), 'utf8').split('\r\n')).toHaveLength(1 + 13 + 8 + 1);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toContain('| Visitors | 4,400 | 3,400 | ▲ 1,000 (+29.4%) |');
  });

  it('publishes with the gaps named when the budget runs out, and warns', async () => {
    const { context, service, log, summaries } = run({ requestBudget: 1 });
    const outputs = await runReport(context);
    expect(service.calls.map((c) => c.call)).toEqual(['visitors']);
    expect(outputs['requests-used']).toBe('1');
    expect(outputs['feedback-total']).toBe('0');
    const summary = summaries[0] ?? '';
    expect(summary).toContain(
      `Feedback of this period (${CURRENT_PERIOD.label}) was not fetched: the request budget was spent`,
    );
    expect(summary).toContain(
      `Not fetched: the comparison period (${PREVIOUS_PERIOD.label}): the request budget of 1 requests was spent.`,
    );
    expect(summary).toContain('Feedback was not fetched: see the notes.');
    const warnings = log.entries.filter((e) => e.level === 'warning').map((e) => e.message);
    expect(warnings.at(-1)).toMatch(
      /^The report is published with parts missing \(named in its notes\): feedback of .*; the comparison period/,
    );
  });

  it('keeps requests-used and the totals when the report files cannot be written', async () => {
    const parent = tempDir('report-unwritable-');
    const reportDir = path.join(parent, 'taken');
    fs.writeFileSync(reportDir, 'a file where the report directory should be');
    const { context } = run({ reportDir });
    const attempt = runReport(context);
    await expect(attempt).rejects.toBeInstanceOf(StepFailure);
    await expect(attempt).rejects.toMatchObject({
      outputs: { 'requests-used': '5', 'visitors-total': '4400' },
    });
  });

  it('fails, with requests-used, when not even the current totals fit the budget', async () => {
    const { context, service } = run({ requestBudget: 0 });
    const failure = await runReport(context).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StepFailure);
    expect((failure as StepFailure).message).toMatch(
      /^No report for 2026-11-14 to 2026-11-20, 7 days: the request budget of 0 analytics requests is spent/,
    );
    expect((failure as StepFailure).outputs).toEqual({ 'requests-used': '0' });
    expect(service.calls).toEqual([]);
  });

  it('names a missing template or a broken issue title before any request is spent', async () => {
    const missing = run({ templatePath: '/nonexistent/report.hbs' });
    await expect(runReport(missing.context)).rejects.toThrow(
      /Input "template": cannot read the report template \/nonexistent\/report\.hbs/,
    );
    expect(missing.service.calls).toEqual([]);
    const title = run({ issueTitle: '{{#each}}' });
    await expect(runReport(title.context)).rejects.toThrow(/Input "issue-title"/);
    expect(title.service.calls).toEqual([]);
  });

  it('needs a token, and the repository, to publish to GitHub: the settings say so before any request', () => {
    const inputs = (given: Partial<Record<InputName, string>>) =>
      rawInputs({
        mode: 'report',
        'api-key': API_KEY,
        'api-url': 'https://api.example.com',
        'project-id': 'proj_docs',
        ...given,
      });
    expect(() => parseSettings(inputs({ publish: 'summary,issue' }), ENV)).toThrow(
      /Input "github-token" is empty: publishing a report as a comment or an issue needs a token/,
    );
    expect(() =>
      parseSettings(inputs({ publish: 'comment', 'github-token': 'ghs_x' }), { ...ENV, repository: undefined }),
    ).toThrow(/Input "publish" includes "comment" or "issue", .*GITHUB_REPOSITORY names none/);
    const parsed = parseSettingsFor('report', inputs({ publish: 'comment', 'github-token': 'ghs_x' }), ENV).settings;
    expect(parsed.report.github).toEqual({ repository: { owner: 'acme', repo: 'docs' } });
    expect(parseSettingsFor('report', inputs({ publish: 'summary' }), ENV).settings.report.github).toBeUndefined();
  });

  it('uses the user template for every form of the report', async () => {
    const dir = tempDir('report-template-');
    const template = path.join(dir, 'mine.hbs');
    fs.writeFileSync(template, 'Visitors: {{number totals.total.current}}\n');
    const { context, summaries } = run({ templatePath: template });
    const outputs = await runReport(context);
    expect(summaries).toEqual(['Visitors: 4,400\n']);
    expect(fs.readFileSync(outputs['report-path'] ?? '', 'utf8')).toBe('Visitors: 4,400\n');
  });

  it('still writes the files and fails with the outputs when GitHub refuses to publish', async () => {
    fake = await startGitHubFake({
      tokens: [{ token: 'ghs_read_only', login: 'github-actions[bot]', type: 'Bot', installation: true, repos: [] }],
      repos: [{ owner: 'acme', name: 'docs' }],
    });
    const { context } = run({ publish: ['summary', 'issue'], compare: false }, 'ghs_read_only', fake.url);
    const failure = await runReport(context).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StepFailure);
    // Explained as the values path explains GitHub's refusals: what was tried, what GitHub said, the permission to add.
    expect((failure as StepFailure).message).toMatch(
      /^publish "issue": The token may not open an issue in acme\/docs \(403 Resource not accessible by integration\): it lacks `issues: write`/,
    );
    const outputs = (failure as StepFailure).outputs;
    expect(fs.existsSync(outputs['report-path'] ?? '')).toBe(true);
    expect(outputs['requests-used']).toBe('3'); // visitors, feedback by page, entries (404)
  });
});
