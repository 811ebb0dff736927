// The report issue against the GitHub fake: one per project and period, updated on a re-run, the
// previous one closed by the next period; and the next period's comparison read back from it
// without a single analytics request for the comparison period.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../../devkit/github-fake/index.ts';
import { reportMarker } from '../../../src/report/published-body/report-body.ts';
import { runReport } from '../../../src/report/run.ts';
import type { ReportSettings } from '../../../src/settings/types.ts';
import { CURRENT_PERIOD, currentData, NOW, PREVIOUS_PERIOD, previousData } from '../fixtures.ts';
import { analyticsService, API_KEY, filesIn, reportRun, reportSettings, REPOSITORY, tempDir } from '../harness.ts';

const TOKEN = 'ghp_reportbot_token';
const WEEK = 7 * 86_400_000;

let fake: GitHubFake;

beforeEach(async () => {
  fake = await startGitHubFake({
    tokens: [{ token: TOKEN, login: 'report-bot' }],
    repos: [{ owner: 'acme', name: 'docs' }],
  });
});

afterEach(async () => {
  await fake.close();
});

function run(
  now: number,
  report: Partial<ReportSettings> = {},
  service = analyticsService({ [CURRENT_PERIOD.dateFrom]: currentData(), [PREVIOUS_PERIOD.dateFrom]: previousData() }),
) {
  const dir = tempDir('report-issue-');
  const settings = reportSettings({ publish: ['issue', 'summary'], ...report }, TOKEN, dir);
  return { ...reportRun({ settings, service, now, githubUrl: fake.url }), service, dir };
}

describe('report issue', () => {
  it('is updated on a re-run of the same period, then closed when the next period opens its own', async () => {
    const first = await runReport(run(NOW).context);
    expect(fake.issues(REPOSITORY)).toHaveLength(1);
    const [issue] = fake.issues(REPOSITORY);
    expect(issue).toMatchObject({
      number: 1,
      title: `Docs analytics: ${CURRENT_PERIOD.label}`,
      labels: ['docs-analytics'],
      state: 'open',
    });
    expect(issue?.body).toContain(reportMarker('proj_docs', CURRENT_PERIOD));
    expect(first['issue-url']).toBe('https://github.com/acme/docs/issues/1');

    const rerun = await runReport(run(NOW + 3_600_000).context);
    expect(rerun['issue-url']).toBe(first['issue-url']);
    expect(fake.issues(REPOSITORY)).toHaveLength(1);
    expect(fake.issues(REPOSITORY)[0]?.body).toContain('2026-11-21T13:00:00.000Z');

    const next = run(NOW + WEEK);
    const outputs = await runReport(next.context);
    const issues = fake.issues(REPOSITORY);
    expect(issues.map((i) => [i.number, i.state, i.stateReason])).toEqual([
      [1, 'closed', 'completed'],
      [2, 'open', null],
    ]);
    expect(outputs['issue-url']).toBe('https://github.com/acme/docs/issues/2');
    expect(fake.comments(REPOSITORY, 1).map((c) => c.body)).toEqual([
      'Superseded by #2: https://github.com/acme/docs/issues/2',
    ]);

    // The new week's comparison is the first week, read back from issue #1: no request for it.
    expect(next.service.calls.map((c) => `${c.call}@${c.dateFrom}`)).toEqual([
      'visitors@2026-11-21',
      'feedback@2026-11-21',
    ]);
    expect(outputs['requests-used']).toBe('3'); // and one for feedback entries, which this service lacks (404)
    const body = issues[1]?.body ?? '';
    expect(body).toContain(
      'read back from [an earlier report](https://github.com/acme/docs/issues/1) at no request cost',
    );
    expect(body).toContain('| Visitors | 4,400 | 4,400 | no change |');
    expect(next.summaries[0]).toContain('read back from [an earlier report]');
  });

  it('writes nothing on a re-run that renders the same report', async () => {
    await runReport(run(NOW).context);
    const before = fake.requests.length;
    const again = await runReport(run(NOW).context);
    expect(again['issue-url']).toBe('https://github.com/acme/docs/issues/1');
    expect(fake.requests.slice(before).filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('fetches the comparison from the service when no earlier report has it, or its filters differ', async () => {
    const plain = run(NOW);
    await runReport(plain.context);
    expect(plain.service.calls.map((c) => `${c.call}@${c.dateFrom}`)).toEqual([
      `visitors@${CURRENT_PERIOD.dateFrom}`,
      `feedback@${CURRENT_PERIOD.dateFrom}`,
      `visitors@${PREVIOUS_PERIOD.dateFrom}`,
      `feedback@${PREVIOUS_PERIOD.dateFrom}`,
    ]);
    const filtered = run(NOW + WEEK, { feedbackSource: 'contextual' });
    await runReport(filtered.context);
    expect(filtered.service.calls.filter((c) => c.dateFrom === CURRENT_PERIOD.dateFrom)).toHaveLength(2);
    expect(fake.issues(REPOSITORY).at(-1)?.body).toContain('fetched from the service');
  });

  it('ignores report issues of other authors and other projects', async () => {
    const body = `${reportMarker('proj_docs', CURRENT_PERIOD)}`;
    fake.addIssue(REPOSITORY, { title: 'Fake report', body, labels: ['docs-analytics'], login: 'mallory' });
    fake.addIssue(REPOSITORY, {
      title: 'Other project',
      body: reportMarker('proj_other', CURRENT_PERIOD),
      labels: ['docs-analytics'],
      login: 'report-bot',
    });
    await runReport(run(NOW).context);
    const issues = fake.issues(REPOSITORY);
    expect(issues.map((i) => [i.title, i.state])).toEqual([
      ['Fake report', 'open'],
      ['Other project', 'open'],
      [`Docs analytics: ${CURRENT_PERIOD.label}`, 'open'],
    ]);
    expect(issues[0]?.body).toBe(body);
  });

  it('keeps the API key out of issues, comments, the summary and every file', async () => {
    const first = run(NOW);
    await runReport(first.context);
    const next = run(NOW + WEEK);
    await runReport(next.context);
    for (const request of fake.requests) expect(request.body).not.toContain(API_KEY);
    for (const summary of [...first.summaries, ...next.summaries]) expect(summary).not.toContain(API_KEY);
    for (const dir of [first.dir, next.dir]) {
      const files = filesIn(dir);
      expect(Object.keys(files).sort()).toEqual([
        'feedback.csv',
        'report.json',
        'report.md',
        'searches.csv',
        'visitors.csv',
      ]);
      for (const text of Object.values(files)) expect(text).not.toContain(API_KEY);
    }
    expect(first.log.text()).not.toContain(API_KEY);
  });
});
