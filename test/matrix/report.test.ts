// Report mode: a happy run of each publish target, and the analytics quota's faults. The run never
// spends more than request-budget requests, and says how many it spent.
import { describe, expect, it } from 'vitest';
import { earlierRun } from './support/earlier-run.ts';
import { runRow } from './support/row.ts';
import type { MatrixRow, RowResult } from './support/row.ts';

const ANALYTICS = '^/v1/analytics/';
const REPORT_REPO = 'acme/docs';

/** requests-used is honest: it is what the service received. */
function honestCount({ run, counts }: RowResult): void {
  expect(run.outputs['requests-used']).toBe(String(counts.analytics));
}

const published = {
  'report-path': /report\.md$/,
  'data-path': /report\.json$/,
  'requests-used': /^\d+$/,
  'visitors-total': /^\d+$/,
  'feedback-total': /^\d+$/,
};

const rows: MatrixRow[] = [
  {
    // The report only reads (GET): a key restricted to `read` is all it needs.
    knob: 'a key restricted to read: publish summary',
    mode: 'report',
    inputs: { publish: 'summary' },
    before: (world) => Promise.resolve({ 'api-key': world.emulator.keys.readOnly }),
    expect: { exitCode: 0, outputs: published, requests: { analytics: [2, 40] } },
    check: (result) => {
      honestCount(result);
      expect(result.run.summary).toContain('Docs analytics');
    },
  },
  {
    knob: 'none: publish summary',
    mode: 'report',
    inputs: { publish: 'summary' },
    expect: { exitCode: 0, outputs: published, requests: { analytics: [2, 40] } },
    check: (result) => {
      honestCount(result);
      expect(result.run.summary).toContain('Docs analytics');
    },
  },
  {
    // As under a local runner: the report is in the log, the files and the outputs, so the step still succeeds.
    knob: 'GITHUB_STEP_SUMMARY unset: publish summary',
    mode: 'report',
    inputs: { publish: 'summary' },
    env: () => ({ GITHUB_STEP_SUMMARY: '' }),
    expect: { exitCode: 0, outputs: published, requests: { analytics: [2, 40] } },
    check: ({ run }) => {
      expect(run.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toContainEqual(
        expect.stringMatching(
          /^Could not write the step summary \(GITHUB_STEP_SUMMARY\): Unable to find environment variable for \$GITHUB_STEP_SUMMARY\./,
        ),
      );
      expect(run.summary).toBe('');
    },
  },
  {
    knob: 'none: publish comment (sticky, second run updates it)',
    mode: 'report',
    inputs: { publish: 'comment', 'comment-on': '1' },
    before: async (world) => {
      world.github.addIssue(REPORT_REPO, { title: 'Weekly docs review', login: 'octocat' });
      await earlierRun(world, {
        mode: 'report',
        'project-id': world.emulator.projects.demo,
        publish: 'comment',
        'comment-on': '1',
      });
    },
    expect: { exitCode: 0, outputs: { ...published, 'comment-url': /issuecomment-\d+$/ } },
    check: (result) => {
      honestCount(result);
      expect(result.world.github.comments(REPORT_REPO, 1)).toHaveLength(1);
    },
  },
  {
    knob: 'none: publish issue',
    mode: 'report',
    inputs: { publish: 'issue' },
    expect: { exitCode: 0, outputs: { ...published, 'issue-url': /\/acme\/docs\/issues\/\d+$/ } },
    check: (result) => {
      honestCount(result);
      const issues = result.world.github.issues(REPORT_REPO);
      expect(issues).toHaveLength(1);
      expect(issues[0]?.labels).toContain('docs-analytics');
    },
  },
  {
    knob: 'rules: 429 once on analytics (Retry-After 1)',
    mode: 'report',
    world: {
      faults: { rules: [{ method: 'GET', path: ANALYTICS, action: 'status', status: 429, retryAfter: '1', times: 1 }] },
    },
    expect: { exitCode: 0, outputs: published, log: [/429/] },
    check: honestCount,
  },
  {
    knob: 'rules: 429 on every analytics request (Retry-After 3600 > max-rate-limit-wait)',
    mode: 'report',
    world: {
      faults: { rules: [{ method: 'GET', path: ANALYTICS, action: 'status', status: 429, retryAfter: '3600' }] },
    },
    expect: {
      exitCode: 1,
      error: [/No report for /, /hourly analytics quota is spent/, /longer than max-rate-limit-wait \(2m\)/],
      requests: { analytics: 1 },
    },
  },
  {
    knob: 'rateLimitPerHour: 6 (the shared quota runs out mid-report)',
    mode: 'report',
    world: { faults: { rateLimitPerHour: 6 } },
    // Six answers, then one 429 whose Retry-After (most of an hour) is past max-rate-limit-wait.
    expect: {
      exitCode: 1,
      error: [/hourly analytics quota is spent/, /Run the report again after /],
      requests: { analytics: 7 },
    },
  },
  {
    knob: 'request-budget: 5 (fewer than the report needs)',
    mode: 'report',
    inputs: { 'request-budget': '5' },
    expect: {
      exitCode: 0,
      outputs: { ...published, 'requests-used': '5' },
      requests: { analytics: 5 },
    },
    check: ({ run }) => {
      const warnings = run.annotations
        .filter((a) => a.level === 'warning')
        .map((a) => a.message)
        .join('\n');
      // Six requests a period at least (the assistant's are two: the caller counts and the first page of
      // conversations): the period takes the budget, its visitor list stops after its first page, and the notes
      // say the comparison was not fetched and why.
      expect(warnings).toMatch(
        /published with parts missing \(named in its notes\): visitors of .* beyond the first 250 pages/,
      );
      expect(run.summary).toContain('Analytics requests used: 5 of a budget of 5.');
      expect(run.summary).toMatch(/the comparison period \(.*\): the request budget of 5 requests was spent/);
    },
  },
  {
    // The reference gives ctr no scale and lets an entry name its page by URL: both read as the same report.
    knob: 'projectReadings: ctr as a percentage, half the feedback entries named by full URL',
    mode: 'report',
    // Budget enough to count every feedback entry after the conversation pages, which come first.
    inputs: { publish: 'summary', 'request-budget': '70' },
    world: { faults: { projectReadings: { proj_demo: { ctrScale: 'percentage', entriesByUrl: 0.5 } } } },
    expect: { exitCode: 0, outputs: published },
    check: (result) => {
      honestCount(result);
      const { summary } = result.run;
      // The click-through of the highlights and of the search tables (Searches, then Clicked).
      const clicked = [...summary.matchAll(/(\d[\d,]*)% clicked|\| [\d,]+ \| (\d[\d,]*)% \|/g)].map((m) =>
        Number((m[1] ?? m[2])?.replace(/,/g, '')),
      );
      expect(clicked.length).toBeGreaterThan(10);
      expect(Math.max(...clicked)).toBeLessThanOrEqual(100);
      expect(summary).toMatch(/- \*\*Feedback entries:\*\* [\d,]+ \(exact: every entry counted\)/);
      expect(summary).not.toContain('https:/');
    },
  },
  {
    knob: 'projectReadings: the feedback widget off (visitors, no feedback at all)',
    mode: 'report',
    inputs: { publish: 'summary' },
    world: { faults: { projectReadings: { proj_demo: { feedbackWidget: 'off' } } } },
    expect: { exitCode: 0, outputs: { ...published, 'feedback-total': '0' } },
    check: (result) => {
      honestCount(result);
      const { summary } = result.run;
      expect(summary).toContain('- **Feedback entries:** 0 (none received: feedback collection may be off)');
      expect(summary).toMatch(/No feedback at all in this period, which had [\d,]+ visitors/);
      expect(summary).not.toMatch(/Feedback entries[^\n]*\(exact\)/);
    },
  },
];

describe.concurrent('report mode', () => {
  for (const row of rows) it(`${row.mode}: ${row.knob}`, async () => void (await runRow(row)));
});
