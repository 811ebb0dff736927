// Did the fix work? Task issues a writer (or a merged pull request) closed as done, watched week after week over real
// HTTP (the service emulator, the GitHub fake): the one comment when the gap stays, said once however often a period
// is rerun; "Fixed and holding" with the pull request when the docs now answer it, found by GraphQL or by the REST
// timeline, and without the link when the token may not read pull requests; not planned and the action's own closes
// left alone; too little data before the fix said as such.
import { describe, expect, it } from 'vitest';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { taskKey } from '../../src/tasks/key.ts';
import { keyOf, stateOf } from '../../src/tasks/state.ts';
import type { Tapped, World } from '../report/emulator-world.ts';
import { REPOSITORY, testOctokit } from '../report/harness.ts';
import { eachTaskWorld, runWeek, taskIssues, WRITER, WRITER_TOKEN } from './support.ts';

let world: World;
let tapped: Tapped;
let fake: GitHubFake;
eachTaskWorld((started) => ({ world, tapped, fake } = started));

const setup = () => ({ world, tapped, fake });
const taskFor = (term: string) => {
  const task = taskIssues(fake).find(
    (i) => keyOf(i.body ?? '') === taskKey(world.emulator.projects.demo, 'search', term),
  );
  if (!task) throw new Error(`no task for ${term}`);
  return task;
};
const commentsOn = (number: number) => fake.comments(REPOSITORY, number).map((c) => c.body);
/** The emulator's day now (`YYYY-MM-DD`): a close now falls in the period the next weekly run reads. */
const today = () => new Date(world.clock.now()).toISOString().slice(0, 10);

/** The report's first two weeks: every gap a task ("refund" among them), with a window of counts before a fix. */
async function twoWeeks(): Promise<number> {
  for (const week of [0, 1]) expect((await runWeek(setup(), week)).failure).toBeUndefined();
  return taskFor('refund').number;
}

/** A writer's pull request saying `Fixes #<task>`, merged into the default branch now. */
async function mergeFix(task: number): Promise<number> {
  fake.addBranch(REPOSITORY, 'explain-refunds');
  fake.commitFiles(
    REPOSITORY,
    'explain-refunds',
    { 'docs/refunds.md': '# Refunds\n\nHow to ask for one.\n' },
    {
      login: WRITER,
    },
  );
  const { data } = await testOctokit(WRITER_TOKEN, fake.url).rest.pulls.create({
    owner: 'acme',
    repo: 'docs',
    title: 'Explain refunds',
    head: 'explain-refunds',
    base: 'main',
    body: `Readers could not find it.\n\nFixes #${task}`,
  });
  fake.mergePull(REPOSITORY, data.number, { login: WRITER });
  return data.number;
}

describe('a task closed as done whose gap stays', () => {
  it('is watched without being reopened, said once on the task and in the report, however often a period is rerun', async () => {
    const refund = await twoWeeks();
    const closedOn = today();
    fake.setIssueState(REPOSITORY, refund, 'closed', WRITER, 'completed');

    // The week of the close counts on neither side; then two weeks read in full (task-close-after 2).
    const fixWeek = await runWeek(setup(), 2);
    expect(fixWeek.outputs).toMatchObject({ 'fixes-holding': '0', 'fixes-failing': '0' });
    expect(taskFor('refund').state).toBe('closed');
    expect(stateOf(taskFor('refund').body ?? '')?.closed).toMatchObject({ on: closedOn, day: closedOn, by: 'person' });
    expect(taskFor('refund').body).toContain('watching: 0 weeks read after the fix of 2');
    expect(fixWeek.summary).toMatch(/Closed as done, without a verdict: \[#\d+\]/);
    await runWeek(setup(), 3);
    expect(commentsOn(refund)).toEqual([]);

    const verdict = await runWeek(setup(), 4);
    expect(verdict.failure).toBeUndefined();
    expect(verdict.outputs).toMatchObject({ 'fixes-holding': '0', 'fixes-failing': '1' });
    expect(taskFor('refund').state).toBe('closed');
    const said = commentsOn(refund);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(
      /^\*\*Still a gap after the fix\.\*\* Closed as done on 19 Mar 2025; readers still searched for it \d+ times in the week of 2–8 Apr 2025, \d+% clicked\./,
    );
    expect(said[0]).toContain('No change beyond chance and the untouched gaps: still a gap. The figures: clicked');
    expect(verdict.summary).toContain('#### Closed, but still a gap');
    expect(verdict.summary).toMatch(/\| \[#\d+\]\([^)]+\) \| search term “refund” \| 19 Mar 2025 \| no change/);
    expect(taskFor('refund').body).toContain(
      '**No change beyond chance and the untouched gaps: still a gap.** The figures:',
    );

    // A rerun of the verdict's week says it again in the report, never twice on the task.
    const rerun = await runWeek(setup(), 4);
    expect(rerun.outputs['fixes-failing']).toBe('1');
    expect(commentsOn(refund)).toHaveLength(1);

    // The watch is over: the next week leaves the task as it is.
    const body = taskFor('refund').body;
    const after = await runWeek(setup(), 5);
    expect(after.outputs).toMatchObject({ 'fixes-holding': '0', 'fixes-failing': '0' });
    expect(taskFor('refund')).toMatchObject({ state: 'closed', body });
    expect(commentsOn(refund)).toHaveLength(1);
  });
});

describe('a task a merged pull request closed, whose gap the docs now answer', () => {
  it.each([
    ['by GraphQL', 'current', true, true],
    [
      'by the REST timeline where GraphQL lacks the fields (an older GitHub Enterprise Server)',
      'older-server',
      true,
      true,
    ],
    ['by the REST timeline where GraphQL is not there', 'absent', true, true],
    ['without the link where the token may not read pull requests', 'current', false, false],
  ] as const)('is fixed and holding, its pull request found %s', async (_how, graphql, readable, linked) => {
    const refund = await twoWeeks();
    const pull = await mergeFix(refund);
    world.emulator.answerSearch({ term: 'refund', from: today(), page: '/guides/refunds' });
    fake.setSwitches({ graphql, pullRequestsReadable: readable });

    for (const week of [2, 3]) expect((await runWeek(setup(), week)).outputs['fixes-holding']).toBe('0');
    const verdict = await runWeek(setup(), 4);
    expect(verdict.failure).toBeUndefined();
    expect(verdict.outputs).toMatchObject({ 'fixes-holding': '1', 'fixes-failing': '0' });
    expect(commentsOn(refund)).toEqual([]);
    expect(verdict.summary).toContain('#### Fixed and holding');
    const pullLink = `[#${pull}](https://github.com/acme/docs/pull/${pull})`;
    const row = verdict.summary
      .split('\n')
      .find((line) => line.includes('search term “refund”') && line.includes('fixed'));
    expect(row).toBeDefined();
    if (linked) expect(row).toContain(pullLink);
    else expect(row).toContain('a pull request the token may not read');
    expect(stateOf(taskFor('refund').body ?? '')?.closed).toMatchObject({ by: linked ? 'pr' : 'unread' });
    expect(taskFor('refund').body).toMatch(
      /\*\*Fixed: no longer a gap in the 2 weeks after\.\*\* The figures: clicked \d+% \(of \d+\) in the week before/,
    );
  });
});

describe('closes the watch leaves alone', () => {
  it('says nothing on a task closed as not planned', async () => {
    const refund = await twoWeeks();
    fake.setIssueState(REPOSITORY, refund, 'closed', WRITER, 'not_planned');
    const body = taskFor('refund').body;
    for (const week of [2, 3, 4]) {
      const run = await runWeek(setup(), week);
      expect(run.outputs).toMatchObject({ 'fixes-holding': '0', 'fixes-failing': '0' });
      expect(run.summary).not.toContain('Closed, but still a gap');
    }
    expect(taskFor('refund')).toMatchObject({ state: 'closed', stateReason: 'not_planned', body });
    expect(commentsOn(refund)).toEqual([]);
  });
});

describe('a task closed the week after it opened', () => {
  it('says too little data: the only period before the fix is the one it opened in, its peak', async () => {
    expect((await runWeek(setup(), 0)).failure).toBeUndefined();
    const refund = taskFor('refund').number;
    fake.setIssueState(REPOSITORY, refund, 'closed', WRITER, 'completed');
    for (const week of [1, 2]) await runWeek(setup(), week);
    const verdict = await runWeek(setup(), 3);
    expect(verdict.outputs).toMatchObject({ 'fixes-holding': '0', 'fixes-failing': '0' });
    // The report escapes the words as it escapes any text: `\(`.
    expect(verdict.summary).toMatch(
      /Closed as done, without a verdict: \[#\d+\]\([^)]+\) \(too little data to judge: 0 searches before the fix \\\(20 needed\\\)\)/,
    );
    expect(taskFor('refund').body).toContain('**Too little data to judge: 0 searches before the fix (20 needed).**');
    expect(commentsOn(refund)).toEqual([]);
  });
});

describe('a close GitHub does not say', () => {
  it('leaves that task unwatched this run, says so, keeps every other task, and watches it from the next run', async () => {
    const refund = await twoWeeks();
    fake.setIssueState(REPOSITORY, refund, 'closed', WRITER, 'completed');
    // A server without GraphQL whose timeline fails (a proxy's 404 page, say): the close cannot be read.
    fake.setSwitches({ graphql: 'absent' });
    fake.setFaults([
      {
        kind: 'server-error',
        status: 404,
        match: { method: 'GET', path: `/repos/acme/docs/issues/${refund}/timeline` },
      },
    ]);
    const run = await runWeek(setup(), 2);
    expect(run.failure).toBeUndefined();
    expect(run.log).toMatch(
      new RegExp(
        `warning: Tasks: what closed 1 task\\(s\\) could not be read, .* \\(the next run asks again\\): #${refund}: `,
      ),
    );
    expect(run.summary).toContain('whether their fix worked is watched from the next run on');
    expect(Number(run.outputs['tasks-updated'])).toBeGreaterThan(0);
    expect(stateOf(taskFor('refund').body ?? '')?.closed).toBeUndefined();

    const next = await runWeek(setup(), 3);
    expect(next.log).not.toContain('could not be read');
    expect(stateOf(taskFor('refund').body ?? '')?.closed).toMatchObject({ by: 'person' });
  });
});
