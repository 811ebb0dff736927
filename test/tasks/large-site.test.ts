// Search tasks on a site with more frequent terms than one page of the searches endpoint holds (the emulator's large
// project: about 120 terms searched 10 times or more a week, 100 to a page). The action reads the terms past the first
// page until they fall below the gap minimum, so a period can count as read in full; and a task's term read in the
// period is judged by its own figures whatever the rest of the list holds.
import { describe, expect, it } from 'vitest';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { taskKey } from '../../src/tasks/key.ts';
import { keyOf, stateOf } from '../../src/tasks/state.ts';
import type { Tapped, World } from '../report/emulator-world.ts';
import { REPOSITORY } from '../report/harness.ts';
import { eachTaskWorld, runWeek, taskIssues } from './support.ts';

let world: World;
let tapped: Tapped;
let fake: GitHubFake;
eachTaskWorld((started) => ({ world, tapped, fake } = started));

const setup = () => ({ world, tapped, fake });
const large = () => ({ projectId: world.emulator.projects.large, sections: ['searches' as const] });
const taskFor = (term: string) =>
  taskIssues(fake).find((i) => keyOf(i.body ?? '') === taskKey(world.emulator.projects.large, 'search', term));

/** Each row `change` is given for, changed: the rest of the answer, a page of 100 included, as the emulator gave it. */
function rewritten(change: Record<string, (row: Record<string, unknown>) => Record<string, unknown>>) {
  return (where: string, body: Record<string, unknown>): Record<string, unknown> => {
    if (!where.endsWith('/searches') || !Array.isArray(body.searches)) return body;
    const rows = body.searches as { searchQuery: string }[];
    return { ...body, searches: rows.map((row) => change[row.searchQuery]?.(row) ?? row) };
  };
}

/** The term's row with a result clicked by most who searched it: no longer a gap, though still searched. */
function answered(term: string) {
  return (row: Record<string, unknown>) => ({ ...row, ctr: 0.62, topClickedPage: `/guides/${term}` });
}

/**
 * Nobody searched for the term: its row is another term's, one with an answer (the page keeps its 100 rows, so the
 * list does not end there).
 */
function gone(term: string) {
  return (row: Record<string, unknown>) => ({ ...row, searchQuery: `not ${term}`, ctr: 0.8, topClickedPage: '/' });
}

describe('search tasks on a site with more frequent terms than a page holds', () => {
  it('closes the task of a term that became answered after task-close-after periods', async () => {
    const first = await runWeek(setup(), 0, {}, large());
    expect(first.failure).toBeUndefined();
    expect(taskFor('sso')?.state).toBe('open');

    tapped.rewrite = rewritten({ sso: answered('sso') });
    await runWeek(setup(), 1, {}, large());
    await runWeek(setup(), 2, {}, large());
    expect(taskFor('sso')?.state).toBe('closed');
  });

  it('closes the task of a term nobody searched any more, once the terms are read below the gap minimum', async () => {
    await runWeek(setup(), 0, {}, large());
    expect(taskFor('graphql')?.state).toBe('open');

    tapped.rewrite = rewritten({ graphql: gone('graphql') });
    const second = await runWeek(setup(), 1, {}, large());
    expect(stateOf(taskFor('graphql')?.body ?? '')?.without).toEqual(['2025-03-12']);
    expect(second.log).toMatch(/Searches, .*: page 2, 200 terms so far/);
    await runWeek(setup(), 2, {}, large());
    expect(taskFor('graphql')?.state).toBe('closed');
  });

  it('judges a term read on the first page by its own figures when the budget leaves the rest unread; a missing one waits', async () => {
    await runWeek(setup(), 0, {}, large());
    tapped.rewrite = rewritten({ sso: answered('sso'), graphql: gone('graphql') });
    // Two requests: the visitor totals and the first page of terms, nothing past it.
    const tight = { ...large(), requestBudget: 2 };
    await runWeek(setup(), 1, {}, tight);
    await runWeek(setup(), 2, {}, tight);
    const closed = taskFor('sso');
    expect(closed?.state).toBe('closed');
    expect(fake.comments(REPOSITORY, closed?.number ?? 0).map((c) => c.body)).toEqual([
      'Closed by docs-export-action: this search term has not been a gap for 2 periods in a row (the last, the week of 19–25 Mar 2025, in which its term was read with figures that make it no gap). If it comes back, the action reopens this issue.',
    ]);
    const waiting = taskFor('graphql');
    expect(waiting?.state).toBe('open');
    expect(stateOf(waiting?.body ?? '')?.without).toEqual([]);
    expect(waiting?.body).toContain('does not count toward closing this task');
  });
});
