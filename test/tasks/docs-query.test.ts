// What the docs files are searched for: the term of every task whose body a step writes (open, update, reopen,
// close), and each page among them for its source; a waiting gap gets no body, so it is not searched for.
import { describe, expect, it } from 'vitest';
import { docsQueryOf } from '../../src/tasks/docs-query.ts';
import type { OwnTask, TaskPlan } from '../../src/tasks/plan.ts';
import type { TaskState } from '../../src/tasks/state.ts';

const state: TaskState = { v: 1, kind: 'search', term: '', opened: '2026-11-14', seen: [], without: [] };
const task: OwnTask = {
  number: 1,
  url: 'u',
  state: 'open',
  key: '0'.repeat(32),
  title: 't',
  body: '',
  openedOn: '2026-11-14',
};

describe('the docs query of a plan', () => {
  it('holds the term of every step and the site path of every page', () => {
    const plan: TaskPlan = {
      steps: [
        { do: 'open', key: 'a', gap: { kind: 'search', term: 'refund', count: 9, score: 0.009 }, state },
        { do: 'update', task, kind: 'page', term: '/guides/webhooks', state },
        { do: 'reopen', task, gap: { kind: 'page', term: '/api/', count: 7, score: 0.007 }, state },
        { do: 'close', task, kind: 'category', term: 'billing', state },
      ],
      carried: [],
      waiting: [{ kind: 'search', term: 'waiting', count: 3, score: 0.003 }],
      leftClosed: 0,
      unresolved: 0,
      writeBudget: 100,
    };
    expect(docsQueryOf(plan)).toEqual({
      terms: ['refund', '/guides/webhooks', '/api/', 'billing'],
      pages: ['/guides/webhooks', '/api/'],
    });
  });
});
