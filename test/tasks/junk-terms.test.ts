// Junk never becomes work, over HTTP (emulator, GitHub fake): on the demo project, whose searches hold the hostile
// terms the emulator plants among its frequent unanswered ones, no task opens for any of them, they are not counted
// in `content-gaps`, `terms-set-aside` counts them, and the report names a few, inert. What a team lists in
// `task-ignore` (a term, a category, a page; exact or with `*`, in any case) is set aside the same way.
import { describe, expect, it } from 'vitest';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { HOSTILE_SEARCH_TERMS } from '../../emulator/analytics/hostile-text.ts';
import { taskKey } from '../../src/tasks/key.ts';
import { keyOf } from '../../src/tasks/state.ts';
import { normalizeTerm } from '../../src/util/term-form.ts';
import type { Tapped, World } from '../report/emulator-world.ts';
import { activeParts } from '../support/gfm.ts';
import { eachTaskWorld, runWeek, taskIssues } from './support.ts';

let world: World;
let tapped: Tapped;
let fake: GitHubFake;
eachTaskWorld((started) => ({ world, tapped, fake } = started));

const setup = () => ({ world, tapped, fake });
const keys = () => new Set(taskIssues(fake).map((issue) => keyOf(issue.body ?? '')));
const searchKey = (term: string) => taskKey(world.emulator.projects.demo, 'search', term);
/** The report's line of terms set aside, and the gaps table's terms. */
const setAsideLine = (summary: string) => summary.split('\n').find((line) => line.startsWith('Set aside, not counted'));

describe('junk search terms', () => {
  it('open no task, are not counted as content gaps, and are counted in terms-set-aside', async () => {
    const run = await runWeek(setup(), 0);
    expect(run.failure).toBeUndefined();
    const opened = keys();
    const junkTasks = HOSTILE_SEARCH_TERMS.filter((term) => opened.has(searchKey(term)));
    expect(junkTasks).toEqual([]);
    // The real gaps still open (a scoped-package-like or odd spelling is no reason to drop a term).
    for (const term of ['refund', 'delete account', 'pricing', 'sso', 'graphql', 'label size 4x6'])
      expect(opened.has(searchKey(term)), term).toBe(true);
    const setAside = Number(run.outputs['terms-set-aside']);
    expect(setAside).toBeGreaterThanOrEqual(9);
    expect(Number(run.outputs['content-gaps'])).toBe(taskIssues(fake).length);
    expect(run.outputs['tasks-opened']).toBe(String(taskIssues(fake).length));
    const line = setAsideLine(run.summary);
    expect(line).toMatch(new RegExp(`^Set aside, not counted as gaps: ${setAside} terms no reader types \\(`));
    expect(line).toContain('a formula: “');
    expect(line).toContain('markup: “');
    // Named, inert: no link, mention, HTML or code as GitHub renders it.
    expect(activeParts(line ?? '')).toEqual([]);
  });

  it('task-ignore sets aside terms, categories and pages a team named: exact or with *, in any case', async () => {
    const run = await runWeek(
      setup(),
      0,
      {},
      {
        sections: ['traffic', 'searches', 'assistant'],
        taskIgnore: ['SSO', '*GraphQL*', 'billing', '/guides/*'],
      },
    );
    expect(run.failure).toBeUndefined();
    const issues = taskIssues(fake);
    const titles = issues.map((issue) => issue.title);
    expect(keys().has(searchKey('sso'))).toBe(false);
    expect(keys().has(searchKey('graphql'))).toBe(false);
    expect(keys().has(searchKey('refund'))).toBe(true);
    expect(titles.filter((title) => title.includes('category “billing”'))).toEqual([]);
    expect(titles.filter((title) => /page “\/guides\//i.test(title))).toEqual([]);
    // Categories and pages that were not named still open.
    expect(titles.some((title) => title.includes('unanswered questions in category'))).toBe(true);
    expect(run.summary).toMatch(/and 2 matched `task-ignore`/);
    const named = issues.map((issue) => normalizeTerm(issue.title));
    expect(named.filter((title) => title.includes('graphql'))).toEqual([]);
  });
});
