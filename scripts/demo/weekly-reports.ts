// The demo's weekly reports: five weeks of the demo project published as report issues on the GitHub fake, with
// the assistant's unanswered questions and what they asked, the trend each report carries forward, and every
// content gap a task issue that names the docs files mentioning its term. In the third week a writer fixes one gap
// by a pull request and closes another task by hand (weekly-fixes.ts); the fourth and fifth reports watch both.
// What a user would see lands in demo-output/weekly/: each week's report files, the report issue as the fake holds
// it, each task issue and its comments.
import fs from 'node:fs';
import path from 'node:path';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import type { ActionRun } from '../../devkit/harness/run-action.ts';
import { makeDemoFixes } from './weekly-fixes.ts';
import type { DemoFixes, FixesInput } from './weekly-fixes.ts';

/** Five consecutive weeks, Monday to Sunday, the fifth the last full week before the demo's `today`. */
export function demoWeeks(today: Date): { dateFrom: string; dateTo: string }[] {
  const day = 86_400_000;
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const thisMonday = midnight - ((today.getUTCDay() + 6) % 7) * day;
  return [5, 4, 3, 2, 1].map((weeksBack) => {
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
  /** Tells the emulator the docs answer a search term of the demo project from a day on. */
  answerSearch: FixesInput['answerSearch'];
  /** The repository of the weekly reports, whose time the weeks set (`setGitHubTime`). */
  github: GitHubFake;
  /**
   * Sets the time of `github` (ms since the epoch, never back): the day after each week for its report, so that a
   * task is opened, closed and watched in the order of the weeks, not all on the day the demo runs.
   */
  setGitHubTime(ms: number): void;
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
  'fixes-holding',
  'fixes-failing',
];

/** The week during which the writer's fixes are made (its index), before its report. */
const FIX_WEEK = 2;

/** The five weekly runs; returns the lines the demo prints about them. */
export async function runWeeklyReports(demo: WeeklyDemo): Promise<string[]> {
  const folder = path.join(demo.out, 'weekly');
  const workspace = path.join(folder, 'workspace');
  for (const [file, text] of Object.entries(DOCS_FILES)) {
    fs.mkdirSync(path.dirname(path.join(workspace, file)), { recursive: true });
    fs.writeFileSync(path.join(workspace, file), text);
  }
  // The workspace is a checkout of the repository: the writer's pull request edits a file the default branch holds.
  const weeks = demoWeeks(demo.today);
  const hour = 3_600_000;
  demo.setGitHubTime(Date.parse(`${weeks[0]?.dateFrom ?? ''}T09:00:00Z`));
  demo.github.commitFiles(demo.repository, 'main', DOCS_FILES, { message: 'Add the docs' });
  let fixes: DemoFixes | undefined;
  for (const [index, week] of weeks.entries()) {
    await demo.advanceService(3_600);
    if (index === FIX_WEEK) {
      // During the third week, before its report: the writer's work starts on its Wednesday morning (the pull request
      // is merged at 14:00, the other task closed on Thursday).
      demo.setGitHubTime(Date.parse(`${week.dateFrom}T00:00:00Z`) + (2 * 24 + 9) * hour);
      fixes = await makeDemoFixes({ ...demo, workspace, week });
    }
    // Each report runs on the Monday after its week, at 06:00 UTC.
    demo.setGitHubTime(Date.parse(`${week.dateTo}T00:00:00Z`) + 6 * hour);
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
  for (const task of tasks) {
    fs.writeFileSync(
      path.join(taskFolder, `${task.number}.md`),
      `# ${task.title}\n\n(${task.state}; labels: ${task.labels.join(', ')})\n\n${task.body ?? ''}\n`,
    );
    const comments = demo.github.comments(demo.repository, task.number);
    if (comments.length > 0)
      fs.writeFileSync(
        path.join(taskFolder, `${task.number}-comments.md`),
        `# Comments on #${task.number} ${task.title}\n\n${comments.map((c) => `## ${c.user.login}, ${c.createdAt}\n\n${c.body}\n`).join('\n')}`,
      );
  }
  const relative = (file: string) => path.relative(path.dirname(demo.out), file);
  return [
    `weekly:    ${weeks.map((w) => w.dateFrom).join(', ')}: ${reports.length} report issues (the latest with its trend: ${relative(path.join(folder, 'report-issue.md'))}),`,
    `           ${tasks.length} task issues (${relative(taskFolder)}/<number>.md, comments in <number>-comments.md): ${tasks.map((t) => `#${t.number} ${t.title}`).join('; ')}`,
    ...(fixes ? fixesLines(demo, fixes, latest?.body ?? '') : []),
  ];
}

/** The two watched tasks: each with its gap, how it was closed, the section of the latest report that lists it, its comments. */
function fixesLines(demo: WeeklyDemo, fixes: DemoFixes, report: string): string[] {
  const told = (task: number, how: string) => {
    const title = demo.github.issues(demo.repository).find((issue) => issue.number === task)?.title ?? '';
    const comments = demo.github.comments(demo.repository, task).length;
    const said =
      comments === 0 ? 'no comment' : `${comments} comment${comments === 1 ? '' : 's'} (${task}-comments.md)`;
    return `#${task} ${title.replace(/^Docs gap: /, '')}, ${how}: ${listedUnder(report, task)}, ${said}`;
  };
  return [
    `fixes:     ${told(fixes.fixed.task, `closed by pull request #${fixes.fixed.pull}`)};`,
    `           ${told(fixes.closedByHand.task, 'closed by hand')}`,
  ];
}

/** The heading (or the line "Closed as done, without a verdict") under which a report lists a task: `[#N](`. */
function listedUnder(report: string, task: number): string {
  let heading = '';
  for (const line of report.split('\n')) {
    if (line.startsWith('#')) heading = line.replace(/^#+\s*/, '');
    if (!line.includes(`[#${task}](`)) continue;
    return line.startsWith('Closed as done, without a verdict') ? 'Closed as done, without a verdict' : `“${heading}”`;
  }
  return 'not listed in the latest report';
}
