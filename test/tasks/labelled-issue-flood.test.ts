// A repository with more issues carrying `task-labels` than the action reads (1,100, mostly closed tasks): the run
// still keeps its tasks, within a bounded number of list requests, and never opens a task twice nor reopens one a
// person closed, even when that one lies beyond what it read.
import { describe, expect, it } from 'vitest';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { ISSUE_PAGE_CAP } from '../../src/github/pages.ts';
import { taskKey } from '../../src/tasks/key.ts';
import { keyOf } from '../../src/tasks/state.ts';
import type { Tapped, World } from '../report/emulator-world.ts';
import { REPOSITORY } from '../report/harness.ts';
import { plantTask } from './seed.ts';
import { BOT, eachTaskWorld, runWeek, taskIssues } from './support.ts';

let world: World;
let tapped: Tapped;
let fake: GitHubFake;
eachTaskWorld((started) => ({ world, tapped, fake } = started));

const setup = () => ({ world, tapped, fake });
const listRequests = (from: number) =>
  fake.requests.slice(from).filter((r) => r.method === 'GET' && r.path === '/repos/acme/docs/issues');
const withKey = (term: string) => {
  const key = taskKey(world.emulator.projects.demo, 'search', term);
  return taskIssues(fake).filter((i) => keyOf(i.body ?? '') === key);
};
const plantClosed = (count: number, name: string) => {
  const projectId = world.emulator.projects.demo;
  for (let i = 0; i < count; i++) plantTask(fake, `${name} ${i}`, { state: 'closed', projectId });
};

describe('1,100 labelled issues, mostly closed tasks', () => {
  it('keeps its tasks within a bounded number of list requests, opens none twice, reopens none a person closed', async () => {
    const projectId = world.emulator.projects.demo;
    // Oldest: a task a writer closed. Then 1,098 closed tasks of terms long gone; newest: one the action closed.
    const sso = plantTask(fake, 'sso', { state: 'closed', closedBy: 'writer', projectId });
    plantClosed(1_098, 'old term');
    const pricing = plantTask(fake, 'pricing', { state: 'closed', projectId });
    expect(fake.issues(REPOSITORY)).toHaveLength(1_100);

    const from = fake.requests.length;
    const run = await runWeek(setup(), 0, { maxNew: 50 });
    expect(run.failure).toBeUndefined();
    // The open tasks (one page), then the closed ones newest first, at most the cap.
    expect(listRequests(from).length).toBeLessThanOrEqual(1 + ISSUE_PAGE_CAP);
    expect(withKey('pricing')).toMatchObject([{ number: pricing.number, state: 'open' }]);
    expect(withKey('sso')).toMatchObject([{ number: sso.number, state: 'closed', closedBy: 'writer' }]);
    expect(fake.comments(REPOSITORY, sso.number)).toEqual([]);
    // A gap whose task could be among the closed issues not read gets none: never a second task.
    expect(fake.issues(REPOSITORY)).toHaveLength(1_100);
    const said =
      /\d+ gap\(s\) get no task this run: the action read the 1,000 most recently changed closed issues with `task-labels`, and a gap's task could be older, so none is opened/;
    expect(run.summary).toMatch(said);
    expect(run.log).toMatch(said);
  });

  it('stops listing once every gap has found its task', async () => {
    // The period's tasks, opened by a first run; then 1,080 closed tasks of terms long gone; then the period's
    // tasks closed by the action, which makes them the most recently updated.
    const first = await runWeek(setup(), 0, { maxNew: 50 });
    expect(first.failure).toBeUndefined();
    const own = taskIssues(fake);
    expect(own.length).toBeGreaterThan(1);
    plantClosed(1_080, 'old term');
    for (const task of own) fake.setIssueState(REPOSITORY, task.number, 'closed', BOT);
    expect(fake.issues(REPOSITORY).length).toBeGreaterThan(1_000);

    const from = fake.requests.length;
    const run = await runWeek(setup(), 0, { maxNew: 50 });
    expect(run.failure).toBeUndefined();
    expect(listRequests(from)).toHaveLength(2);
    expect(own.map((t) => taskIssues(fake).find((i) => i.number === t.number)?.state)).toEqual(own.map(() => 'open'));
    expect(fake.issues(REPOSITORY)).toHaveLength(1_080 + own.length);
  });
});
