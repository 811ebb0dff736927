// Which title a write to a task carries: a writer's rename is kept; the action's own title follows the action's
// wording, and keeps its term's spelling while the wording is today's.
import { describe, expect, it } from 'vitest';
import type { TaskState } from '../../src/tasks/state.ts';
import { chooseTitle } from '../../src/tasks/task-title.ts';

const history = (term: string, title?: string): TaskState => ({
  v: 1,
  kind: 'search',
  term,
  opened: '2026-11-16',
  seen: [],
  without: [],
  ...(title === undefined ? {} : { title }),
});

describe('the title of a task write', () => {
  const cases: { name: string; title: string; state?: TaskState; term: string; want: string; kept?: string }[] = [
    {
      name: 'the action’s own title in an older wording: brought up to date',
      title: 'Docs gap: refund',
      state: history('refund', 'Docs gap: refund'),
      term: 'refund',
      want: 'Docs gap: search term “refund”',
      kept: 'Docs gap: search term “refund”',
    },
    {
      name: 'a title a writer renamed: kept, and the history keeps what the action wrote',
      title: 'Refunds page: rewrite',
      state: history('refund', 'Docs gap: refund'),
      term: 'refund',
      want: 'Refunds page: rewrite',
      kept: 'Docs gap: refund',
    },
    {
      name: 'the action’s title in today’s wording, its term seen in another case this week: kept as it is',
      title: 'Docs gap: search term “SSO”',
      state: history('SSO', 'Docs gap: search term “SSO”'),
      term: 'sso',
      want: 'Docs gap: search term “SSO”',
      kept: 'Docs gap: search term “SSO”',
    },
    {
      name: 'a history from before titles were kept, the title as the action wrote it then: the action’s',
      title: 'Docs gap: search term “pricing”',
      state: history('pricing'),
      term: 'pricing',
      want: 'Docs gap: search term “pricing”',
      kept: 'Docs gap: search term “pricing”',
    },
    {
      name: 'a history from before titles were kept, written with the term as seen now',
      title: 'Docs gap: search term “Pricing”',
      state: history('pricing'),
      term: 'Pricing',
      want: 'Docs gap: search term “Pricing”',
      kept: 'Docs gap: search term “Pricing”',
    },
    {
      name: 'a history from before titles were kept, a writer’s title: kept, nothing known of the action’s',
      title: 'Pricing page',
      state: history('pricing'),
      term: 'pricing',
      want: 'Pricing page',
    },
    {
      name: 'no history at all (deleted), a writer’s title: kept',
      title: 'Pricing page',
      term: 'pricing',
      want: 'Pricing page',
    },
    {
      name: 'a hostile term: the title made inert, as a new task’s is',
      title: 'Docs gap: @team',
      state: history('@team <b>', 'Docs gap: @team'),
      term: '@team <b>',
      want: 'Docs gap: search term “＠team ‹b›”',
      kept: 'Docs gap: search term “＠team ‹b›”',
    },
  ];
  for (const { name, title, state, term, want, kept } of cases)
    it(name, () => {
      const choice = chooseTitle({ title, ...(state ? { history: state } : {}) }, 'search', term);
      expect(choice.title).toBe(want);
      expect(choice.written).toBe(kept);
    });
});
