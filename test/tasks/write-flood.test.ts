// A flood of task writes in one run: 150 open tasks to update and 150 closed ones whose gap is back, with
// `max-new-tasks: 5`. One run writes at most its budget; the rest is carried to the next run, where it lands (each
// reopening commented once, each task's history holding the period once), and the report and the log say so.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { TASK_WRITES_PER_RUN } from '../../src/tasks/plan.ts';
import { keyOf, stateOf } from '../../src/tasks/state.ts';
import type { Tapped, World } from '../report/emulator-world.ts';
import { REPOSITORY } from '../report/harness.ts';
import { driveTasks, PERIOD_FROM, periodOf, plantTask, taskSettings, writesSince } from './seed.ts';
import { BOT, eachTaskWorld, runWeek, taskIssues, TOKEN } from './support.ts';

const range = (n: number, name: (i: number) => string) => Array.from({ length: n }, (_, i) => name(i));

describe('a flood of task writes in one run', () => {
  let fake: GitHubFake;
  beforeEach(async () => {
    fake = await startGitHubFake({ tokens: [{ token: TOKEN, login: BOT }], repos: [{ owner: 'acme', name: 'docs' }] });
  });
  afterEach(async () => {
    await fake.close();
  });

  it('writes at most the budget in one run, and carries the rest to the next runs, where it lands once', async () => {
    const open = range(150, (i) => `open term ${i}`);
    const back = range(150, (i) => `returning term ${i}`);
    const fresh = range(10, (i) => `new term ${i}`);
    for (const term of open) plantTask(fake, term);
    for (const term of back) plantTask(fake, term, { state: 'closed' });
    const period = periodOf([...open, ...back, ...fresh]);
    const settings = taskSettings({ maxNew: 5 });

    const first = fake.requests.length;
    const run = await driveTasks(fake, period, settings);
    expect(writesSince(fake, first).length).toBeLessThanOrEqual(TASK_WRITES_PER_RUN);
    // The reopens first (two writes each: the comment, then the issue), the rest carried and said.
    expect(fake.issues(REPOSITORY).filter((i) => i.state === 'open' && i.title.includes('returning'))).toHaveLength(
      TASK_WRITES_PER_RUN / 2,
    );
    expect(run.outcome).toMatchObject({ opened: 0, updated: TASK_WRITES_PER_RUN / 2, closed: 0 });
    expect(run.log).toContain(
      `255 task step(s) (100 reopen(s), 5 new task(s), 150 update(s)) did not fit in this run's budget of ${TASK_WRITES_PER_RUN} GitHub writes: they are carried to the next run, which plans them again.`,
    );

    // Reruns of the period take up what was carried, each within the budget, until nothing is left.
    for (let rerun = 0; rerun < 8; rerun++) {
      const from = fake.requests.length;
      await driveTasks(fake, period, settings);
      expect(writesSince(fake, from).length).toBeLessThanOrEqual(TASK_WRITES_PER_RUN);
    }
    const issues = taskIssues(fake);
    const keys = issues.map((i) => keyOf(i.body ?? ''));
    expect(new Set(keys).size).toBe(keys.length);
    expect(issues).toHaveLength(310);
    expect(issues.every((i) => i.state === 'open')).toBe(true);
    for (const issue of issues) {
      const history = stateOf(issue.body ?? '');
      expect(history?.seen.filter((s) => s.p === PERIOD_FROM)).toHaveLength(1);
      const reopenings = fake.comments(REPOSITORY, issue.number).filter((c) => c.body.startsWith('Reopened'));
      expect(reopenings).toHaveLength(issue.title.includes('returning term') ? 1 : 0);
    }
  });
});

describe('a flood of task writes, as the report says it', () => {
  let world: World;
  let tapped: Tapped;
  let fake: GitHubFake;
  eachTaskWorld((started) => ({ world, tapped, fake } = started));

  it('names the steps carried to the next run in the report and the log', async () => {
    // Open tasks of terms nobody searched this week: each is updated (a period without its gap).
    const projectId = world.emulator.projects.demo;
    for (const term of range(120, (i) => `quiet term ${i}`)) plantTask(fake, term, { projectId });
    const first = fake.requests.length;
    const run = await runWeek({ world, tapped, fake }, 0, { maxNew: 50 });
    expect(run.failure).toBeUndefined();
    expect(writesSince(fake, first).length).toBeLessThanOrEqual(TASK_WRITES_PER_RUN);
    // Every gap of the week got its task first; the updates that did not fit are carried.
    const note = new RegExp(
      `- \\d+ task step\\(s\\) \\(\\d+ update\\(s\\)\\) did not fit in this run's budget of ${TASK_WRITES_PER_RUN} GitHub writes: they are carried to the next run`,
    );
    expect(run.summary).toMatch(note);
    expect(run.log).toMatch(/task step\(s\) \(\d+ update\(s\)\) did not fit .* carried to the next run/);
    expect(run.outputs['tasks-updated']).not.toBe('120');
  });
});
