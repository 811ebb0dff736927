// The task lifecycle over HTTP (emulator, GitHub fake): one issue per gap, never twice (rerun, lost answer), capped
// with the rest waiting, closed after `task-close-after` periods read in full without the gap (reruns once),
// reopened when it returns, left closed when someone else closed it, a person's labelled issue never touched.
import { describe, expect, it } from 'vitest';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { taskKey } from '../../src/tasks/key.ts';
import { keyLine, keyOf, stateOf } from '../../src/tasks/state.ts';
import type { Tapped, World } from '../report/emulator-world.ts';
import { REPOSITORY } from '../report/harness.ts';
import { BOT, eachTaskWorld, runWeek, taskIssues, withoutTerms } from './support.ts';

let world: World;
let tapped: Tapped;
let fake: GitHubFake;
eachTaskWorld((started) => ({ world, tapped, fake } = started));

const setup = () => ({ world, tapped, fake });
const keysOf = (issues: ReturnType<typeof taskIssues>) => issues.map((i) => keyOf(i.body ?? ''));
const taskFor = (term: string) =>
  taskIssues(fake).find((i) => keyOf(i.body ?? '') === taskKey(world.emulator.projects.demo, 'search', term));

describe('task issues', () => {
  it('opens at most max-new-tasks, the highest priority first, lists the rest as waiting, and never twice', async () => {
    const first = await runWeek(setup(), 0, { maxNew: 3 });
    expect(first.failure).toBeUndefined();
    expect(first.outputs).toMatchObject({ 'tasks-opened': '3', 'tasks-updated': '0', 'tasks-closed': '0' });
    const opened = taskIssues(fake);
    expect(opened.map((i) => i.title)).toEqual([
      'Docs gap: search term “refund”',
      'Docs gap: search term “delete account”',
      'Docs gap: search term “pricing”',
    ]);
    expect(opened.every((i) => i.labels.includes('docs-gap') && i.user.login === BOT)).toBe(true);
    expect(first.summary).toContain('### Gaps waiting for a task');
    expect(first.summary).toMatch(/\| search term \| sso \| \d+\.\d+% \| 64 \|/);
    expect(first.summary).not.toContain('| search term | refund |');

    // A rerun of the week: the three are found again by their key, three more are opened, none twice.
    const rerun = await runWeek(setup(), 0, { maxNew: 3 });
    expect(rerun.outputs).toMatchObject({ 'tasks-opened': '3', 'tasks-updated': '0', 'tasks-closed': '0' });
    const keys = keysOf(taskIssues(fake));
    expect(keys).toHaveLength(6);
    expect(new Set(keys).size).toBe(6);
    expect(taskFor('sso')).toBeDefined();
  });

  it('opens no second issue when the answer to a create was lost after GitHub made it', async () => {
    fake.setFaults([
      { kind: 'connection-drop', when: 'after-serving', match: { method: 'POST', path: '/repos/acme/docs/issues' } },
    ]);
    const run = await runWeek(setup(), 0, { maxNew: 2 });
    expect(run.failure).toBeUndefined();
    expect(fake.pendingFaults()).toEqual([]);
    const keys = keysOf(taskIssues(fake));
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    expect(run.outputs['tasks-opened']).toBe('2');
  });

  it('closes a task after task-close-after periods read in full without its gap, counting a rerun once, and reopens it when the gap is back', async () => {
    await runWeek(setup(), 0, { maxNew: 50 });
    const sso = taskFor('sso');
    expect(sso?.state).toBe('open');

    // Published to the summary only and without trends: the count lives in the task's own history.
    tapped.rewrite = withoutTerms(['sso']);
    const second = await runWeek(setup(), 1, {}, { trendPeriods: 0 });
    expect(second.outputs['tasks-closed']).toBe('0');
    const rerun = await runWeek(setup(), 1, {}, { trendPeriods: 0 });
    expect(rerun.outputs['tasks-closed']).toBe('0');
    expect(taskFor('sso')?.state).toBe('open');
    expect(stateOf(taskFor('sso')?.body ?? '')?.without).toEqual(['2025-03-12']);
    expect(taskFor('sso')?.body).toContain('1 of 2 periods in a row without it');

    // Other gaps of the first week may be gone too (the long tail changes): the test follows sso.
    const third = await runWeek(setup(), 2, {}, { trendPeriods: 0 });
    expect(Number(third.outputs['tasks-closed'])).toBeGreaterThanOrEqual(1);
    const closed = taskFor('sso');
    expect(closed).toMatchObject({ state: 'closed', stateReason: 'completed', closedBy: BOT });
    expect(fake.comments(REPOSITORY, closed?.number ?? 0).map((c) => c.body)).toEqual([
      expect.stringMatching(
        /^Closed by docs-export-action: this search term has not been a gap for 2 periods in a row/,
      ),
    ]);

    tapped.rewrite = undefined;
    const back = await runWeek(setup(), 3);
    expect(back.failure).toBeUndefined();
    const reopened = taskFor('sso');
    expect(reopened?.state).toBe('open');
    expect(reopened?.number).toBe(closed?.number);
    expect(Number(back.outputs['tasks-updated'])).toBeGreaterThanOrEqual(1);
    const key = taskKey(world.emulator.projects.demo, 'search', 'sso');
    expect(taskIssues(fake).filter((i) => keyOf(i.body ?? '') === key)).toHaveLength(1);
    expect(fake.comments(REPOSITORY, reopened?.number ?? 0).at(-1)?.body).toMatch(
      /^Reopened by docs-export-action: the gap is back in the week of 26 Mar – 1 Apr 2025 \(\d+ searches\)\.$/,
    );
    expect(stateOf(reopened?.body ?? '')?.seen.map((s) => s.p)).toEqual(['2025-03-05', '2025-03-26']);
  });

  it('does not count a period whose searches were not read in full toward closing', async () => {
    await runWeek(setup(), 0);
    // A full page of terms, the least searched still at the gap minimum: a term past them could be a gap.
    tapped.rewrite = (where, body) => {
      const dropped = withoutTerms(['sso'])(where, body);
      if (!Array.isArray(dropped.searches)) return dropped;
      const rows = (dropped.searches as { searchQuery: string; hits: number }[]).map((r) => ({
        ...r,
        hits: r.hits + 10,
      }));
      const filler = (i: number) => ({ ...rows[0], searchQuery: `filler ${i}`, hits: 10, ctr: 0.9 });
      return { ...dropped, searches: [...rows, ...Array.from({ length: 100 - rows.length }, (_, i) => filler(i))] };
    };
    // Two requests: the visitor totals and the first page of terms; the pages past it are not read.
    await runWeek(setup(), 1, {}, { requestBudget: 2 });
    await runWeek(setup(), 2, {}, { requestBudget: 2 });
    expect(taskFor('sso')?.state).toBe('open');
    expect(stateOf(taskFor('sso')?.body ?? '')?.without).toEqual([]);
    expect(taskFor('sso')?.body).toContain('a list not read in full');
  });

  it('leaves a task someone else closed closed, and opens no new task for its gap', async () => {
    await runWeek(setup(), 0);
    const sso = taskFor('sso');
    fake.setIssueState(REPOSITORY, sso?.number ?? 0, 'closed', 'writer');
    const next = await runWeek(setup(), 1);
    expect(next.failure).toBeUndefined();
    expect(next.summary).toContain('sso'); // the gap is still there this week
    expect(taskFor('sso')).toMatchObject({ number: sso?.number, state: 'closed', closedBy: 'writer' });
    const key = taskKey(world.emulator.projects.demo, 'search', 'sso');
    expect(taskIssues(fake).filter((i) => keyOf(i.body ?? '') === key)).toHaveLength(1);
    expect(fake.comments(REPOSITORY, sso?.number ?? 0)).toEqual([]);
  });

  it('opens no task for look-alikes of a term whose task a writer closed (invisible characters typed into it)', async () => {
    await runWeek(setup(), 0);
    const refund = taskFor('refund');
    fake.setIssueState(REPOSITORY, refund?.number ?? 0, 'closed', 'writer');
    // The week after, visitors search for the term with a zero width space, a soft hyphen and a word joiner in it.
    tapped.rewrite = (where, body) => {
      if (!where.endsWith('/searches') || !Array.isArray(body.searches)) return body;
      const rows = body.searches as { searchQuery: string }[];
      const look = (row: { searchQuery: string }) =>
        ['re\u200bfund', 'ref\u00adund', 'refund\u2060'].map((searchQuery) => ({ ...row, searchQuery }));
      return { ...body, searches: rows.flatMap((row) => (row.searchQuery === 'refund' ? look(row) : [row])) };
    };
    const next = await runWeek(setup(), 1);
    expect(next.failure).toBeUndefined();
    // The look-alikes are gaps this week (the report shows an invisible character as U+FFFD).
    expect(next.summary).toContain('“ref\ufffdund” (');
    const titled = taskIssues(fake).filter((i) => i.title === 'Docs gap: search term “refund”');
    expect(titled.map((i) => [i.number, i.state, i.closedBy])).toEqual([[refund?.number, 'closed', 'writer']]);
    expect(fake.comments(REPOSITORY, refund?.number ?? 0)).toEqual([]);
  });

  it("never touches a person's issue with the task label, even one that carries a task's key", async () => {
    const key = taskKey(world.emulator.projects.demo, 'search', 'sso');
    const person = fake.addIssue(REPOSITORY, {
      title: 'Docs gap: search term “sso”',
      body: `${keyLine(key)}\nWe should document SSO.`,
      labels: ['docs-gap'],
      login: 'writer',
    });
    await runWeek(setup(), 0);
    await runWeek(setup(), 0);
    const after = fake.issues(REPOSITORY).find((i) => i.number === person.number);
    expect(after).toEqual(person);
    expect(fake.comments(REPOSITORY, person.number)).toEqual([]);
    // The action's own task for the term exists beside it, once.
    expect(taskIssues(fake).filter((i) => keyOf(i.body ?? '') === key && i.user.login === BOT)).toHaveLength(1);
  });
});
