// The demo's weekly reports: three weeks of the demo project published as report issues on the GitHub fake, with
// the assistant's unanswered questions and what they asked, the trend each report carries forward, and every
// content gap a task issue that names the docs files mentioning its term. What a user would see lands in
// demo-output/weekly/: each week's report files, the report issue as the fake holds it, each task issue.
import fs from 'node:fs';
import path from 'node:path';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import type { ActionRun } from '../../devkit/harness/run-action.ts';

/** Three consecutive weeks, Monday to Sunday, the third the last full week before the demo's `today`. */
export function demoWeeks(today: Date): { dateFrom: string; dateTo: string }[] {
  const day = 86_400_000;
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const thisMonday = midnight - ((today.getUTCDay() + 6) % 7) * day;
  return [3, 2, 1].map((weeksBack) => {
    const from = thisMonday - weeksBack * 7 * day;
    return { dateFrom: isoDay(from), dateTo: isoDay(from + 7 * day) };
  });
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Docs sources of the demo's workspace: the task issues name the files that mention their term. */
const DOCS_FILES: Record<string, string> = {
  'docs/billing/refunds.md': '# Refunds\n\nA refund is paid to the original card.\nAsk for a refund within 30 days.\n',
  'docs/guides/tracking.mdx': '# Tracking\n\nEvery label has a tracking number; the tracking page shows its events.\n',
  'docs/account/delete.md': '# Your account\n\nTo delete account data, write to support from the admin e-mail.\n',
};

export interface WeeklyDemo {
  /** Runs the action (the demo's runAction on the GitHub fake) with these inputs in this workspace. */
  run(inputs: Record<string, string>, workspace: string): Promise<ActionRun>;
  /** Keeps a run's log, summary and outputs under demo-output/runs/<name>/ and lists it. */
  keep(name: string, run: ActionRun, show: string[]): void;
  /**
   * Moves the emulator's clock on: the weekly runs stand a week apart, so each finds the organization's hourly
   * analytics quota (100 requests, which the demo's earlier reports spend) fresh.
   */
  advanceService(seconds: number): Promise<void>;
  github: GitHubFake;
  repository: string;
  out: string;
  today: Date;
}

export const WEEKLY_OUTPUTS = [
  'unanswered-questions',
  'content-gaps',
  'terms-set-aside',
  'tasks-opened',
  'tasks-updated',
  'requests-used',
];

/** The three weekly runs; returns the lines the demo prints about them. */
export async function runWeeklyReports(demo: WeeklyDemo): Promise<string[]> {
  const folder = path.join(demo.out, 'weekly');
  const workspace = path.join(folder, 'workspace');
  for (const [file, text] of Object.entries(DOCS_FILES)) {
    fs.mkdirSync(path.dirname(path.join(workspace, file)), { recursive: true });
    fs.writeFileSync(path.join(workspace, file), text);
  }
  const weeks = demoWeeks(demo.today);
  for (const [index, week] of weeks.entries()) {
    await demo.advanceService(3_600);
    const run = await demo.run(
      {
        mode: 'report',
        period: 'custom',
        'date-from': week.dateFrom,
        'date-to': week.dateTo,
        // Readers' questions are published: the demo's repository is private (a public one gets a warning).
        sections: 'traffic,feedback,searches,assistant,questions',
        publish: 'issue',
        'issue-title': 'Docs analytics: {{period.label}}',
        tasks: 'issues',
        'max-new-tasks': '4',
        'report-dir': path.join(folder, `week-${index + 1}`),
      },
      workspace,
    );
    demo.keep(`weekly-${index + 1}`, run, WEEKLY_OUTPUTS);
  }
  const issues = demo.github.issues(demo.repository);
  const reports = issues.filter((issue) => issue.labels.includes('docs-analytics'));
  const tasks = issues.filter((issue) => issue.labels.includes('docs-gap'));
  const latest = reports.at(-1);
  if (latest) fs.writeFileSync(path.join(folder, 'report-issue.md'), `# ${latest.title}\n\n${latest.body ?? ''}\n`);
  const taskFolder = path.join(folder, 'tasks');
  fs.mkdirSync(taskFolder, { recursive: true });
  for (const task of tasks)
    fs.writeFileSync(
      path.join(taskFolder, `${task.number}.md`),
      `# ${task.title}\n\n(${task.state}; labels: ${task.labels.join(', ')})\n\n${task.body ?? ''}\n`,
    );
  const relative = (file: string) => path.relative(path.dirname(demo.out), file);
  return [
    `weekly:    ${weeks.map((w) => w.dateFrom).join(', ')}: ${reports.length} report issues (the latest with its trend: ${relative(path.join(folder, 'report-issue.md'))}),`,
    `           ${tasks.length} task issues (${relative(taskFolder)}/<number>.md): ${tasks.map((t) => `#${t.number} ${t.title}`).join('; ')}`,
  ];
}
