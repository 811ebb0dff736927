// A step summary that cannot be written is a warning, never the report's result (it was a failed "publish" target,
// reported as GitHub's failure): the report is in its files and the outputs already.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runReport } from '../../src/report/run.ts';
import { unwritableSummary } from '../support/summary.ts';
import { CURRENT_PERIOD, currentData, NOW, PREVIOUS_PERIOD, previousData } from './fixtures.ts';
import { analyticsService, API_KEY, reportRun, reportSettings, tempDir } from './harness.ts';

describe('report with a step summary that cannot be written', () => {
  it('warns, naming GITHUB_STEP_SUMMARY and the cause, and succeeds with every output', async () => {
    const dir = tempDir('report-summary-');
    const service = analyticsService({
      [CURRENT_PERIOD.dateFrom]: currentData(),
      [PREVIOUS_PERIOD.dateFrom]: previousData(),
    });
    const { context, log } = reportRun({ settings: reportSettings({ reportDir: dir }, '', dir), service, now: NOW });
    context.summary = unwritableSummary(dir);

    const outputs = await runReport(context);

    expect(outputs).toMatchObject({
      'visitors-total': '4400',
      'report-path': path.join(dir, 'report.md'),
      'data-path': path.join(dir, 'report.json'),
    });
    const warnings = log.entries.filter((entry) => entry.level === 'warning').map((entry) => entry.message);
    expect(warnings).toContainEqual(
      expect.stringMatching(/^Could not write the step summary \(GITHUB_STEP_SUMMARY\): EISDIR: .*The run goes on/),
    );
    expect(log.text()).not.toContain('Wrote the report to the job summary');
    expect(log.text()).not.toContain(API_KEY);
  });
});
