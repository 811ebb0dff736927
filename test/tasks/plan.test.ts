// The pure half of the lifecycle: what a run does fits in its budget of GitHub writes, in the order that keeps the
// tasks right (closes, reopens, new tasks, then updates, the one written longest ago first), and a gap whose task
// the lookup could not rule out gets none.
import { describe, expect, it } from 'vitest';
import { taskKey } from '../../src/tasks/key.ts';
import { planTasks, stepOrder, TASK_WRITES_PER_RUN, writesOf } from '../../src/tasks/plan.ts';
import type { OwnTask, TaskStep } from '../../src/tasks/plan.ts';
import type { TaskState } from '../../src/tasks/state.ts';
import type { TaskPeriod } from '../../src/tasks/types.ts';
import { PERIOD_RULES } from './period-rules.ts';

const PROJECT = 'proj_plan';
const PERIOD = '2025-03-05';
const range = (n: number, name: (i: number) => string) => Array.from({ length: n }, (_, i) => name(i));

function periodOf(terms: readonly string[]): TaskPeriod {
  return {
    dateFrom: PERIOD,
    dateTo: '2025-03-12',
    label: 'a week',
    phrase: 'the week of 5–11 Mar 2025',
    gaps: terms.map((term, i) => ({ kind: 'search', term, count: 1000 - i, ctr: 0, score: (1000 - i) / 100_000 })),
    readInFull: { search: true, category: true, page: true },
    ...PERIOD_RULES,
  };
}

let numbers = 0;
function task(
  term: string,
  options: Omit<Partial<OwnTask>, 'history'> & { history?: Partial<TaskState> } = {},
): OwnTask {
  const history: TaskState = {
    v: 1,
    kind: 'search',
    term,
    opened: '2025-02-19',
    seen: [{ p: '2025-02-26', n: 20 }],
    without: [],
    ...options.history,
  };
  numbers += 1;
  return {
    number: numbers,
    url: `https://github.com/acme/docs/issues/${numbers}`,
    state: 'open',
    key: taskKey(PROJECT, 'search', term),
    title: `Docs gap: search term “${term}”`,
    body: 'body',
    openedOn: '2025-02-19',
    ...options,
    history,
  };
}

const plan = (tasks: OwnTask[], terms: string[], more: Partial<Parameters<typeof planTasks>[0]> = {}) =>
  planTasks({
    projectId: PROJECT,
    period: periodOf(terms),
    tasks,
    maxNew: 5,
    closeAfter: 2,
    writeBudget: TASK_WRITES_PER_RUN,
    ...more,
  });
const writes = (steps: readonly TaskStep[]) => steps.reduce((sum, step) => sum + writesOf(step), 0);
const termOf = (step: TaskStep) => (step.do === 'open' ? step.gap.term : step.task.title);

describe('planTasks within a budget of GitHub writes', () => {
  it('150 updates, 150 reopens and new tasks: at most the budget, reopens first, the rest carried', () => {
    const open = range(150, (i) => `open ${i}`);
    const back = range(150, (i) => `back ${i}`);
    const fresh = range(10, (i) => `new ${i}`);
    const tasks = [
      ...open.map((term) => task(term)),
      ...back.map((term) => task(term, { state: 'closed', closedByAction: true })),
    ];
    const result = plan(tasks, [...back, ...open, ...fresh]);
    expect(writes(result.steps)).toBeLessThanOrEqual(TASK_WRITES_PER_RUN);
    expect(result.steps.map((s) => s.do)).toEqual(range(50, () => 'reopen'));
    expect(result.carried).toHaveLength(100 + 5 + 150);
    // The new tasks over the budget wait ahead of those over max-new-tasks, each list in rank order.
    expect(result.waiting.map((w) => w.term)).toEqual(fresh);
    expect(result.writeBudget).toBe(TASK_WRITES_PER_RUN);
  });

  it('orders closes, reopens, new tasks, updates that move the count, then updates of numbers only', () => {
    const numbersOnly = task('numbers only');
    const gone = task('gone now'); // its gap is missing: a period without it, the count moves
    const closing = task('closing', { history: { without: ['2025-02-26'], seen: [{ p: '2025-02-19', n: 3 }] } });
    const back = task('back', { state: 'closed', closedByAction: true });
    const result = plan([numbersOnly, gone, closing, back], ['numbers only', 'back', 'fresh']);
    expect(result.steps.map((s) => [s.do, termOf(s)])).toEqual([
      ['close', closing.title],
      ['reopen', back.title],
      ['open', 'fresh'],
      ['update', gone.title],
      ['update', numbersOnly.title],
    ]);
    expect(result.carried).toEqual([]);
  });

  it('passes over a step that does not fit for a smaller one behind it', () => {
    const closing = task('closing', { history: { without: ['2025-02-26'], seen: [{ p: '2025-02-19', n: 3 }] } });
    const updated = task('updated');
    const result = plan([closing, updated], ['updated'], { writeBudget: 1 });
    expect(result.steps.map((s) => s.do)).toEqual(['update']);
    expect(result.carried.map((s) => s.do)).toEqual(['close']);
  });

  it('gives the task written longest ago the budget first, so one passed over goes first next run', () => {
    const recent = task('recent', { history: { seen: [{ p: '2025-02-26', n: 5 }] } });
    const older = task('older', { history: { seen: [{ p: '2025-02-12', n: 5 }] } });
    const first = plan([recent, older], ['recent', 'older'], { writeBudget: 1 });
    expect(first.steps.map(termOf)).toEqual([older.title]);
    expect(first.carried.map(termOf)).toEqual([recent.title]);

    // The next run (a rerun of the period): the one written holds the period now, the other goes first, and its
    // history is what the first run would have written.
    const written = first.steps[0];
    if (written?.do !== 'update') throw new Error('an update was expected');
    const carried = first.carried[0];
    if (carried?.do !== 'update') throw new Error('an update was expected');
    const next = plan([recent, { ...older, history: written.state }], ['recent', 'older'], { writeBudget: 1 });
    expect(next.steps.map(termOf)).toEqual([recent.title]);
    const landed = next.steps[0];
    expect(landed?.do === 'update' && landed.state).toEqual(carried.state);
    expect(landed?.do === 'update' && landed.state.seen.map((s) => s.p)).toEqual(['2025-02-26', PERIOD]);
  });

  it('opens no task for a gap whose task the lookup could not rule out, and counts it', () => {
    const known = task('known', { state: 'closed', closedByAction: true });
    const result = plan([known], ['known', 'maybe', 'new'], {
      unresolved: new Set([taskKey(PROJECT, 'search', 'maybe'), taskKey(PROJECT, 'search', 'known')]),
    });
    expect(result.steps.map((s) => [s.do, termOf(s)])).toEqual([
      ['reopen', known.title],
      ['open', 'new'],
    ]);
    expect(result.unresolved).toBe(1);
    expect(result.waiting).toEqual([]);
  });

  it('stepOrder keeps new tasks in their rank', () => {
    const result = plan([], ['a', 'b', 'c']);
    expect(stepOrder(result.steps).map(termOf)).toEqual(['a', 'b', 'c']);
  });

  it('opens one task for the spellings of one topic, with their searches together', () => {
    const period: TaskPeriod = {
      ...periodOf([]),
      gaps: [
        { kind: 'search', term: 'listlabels', count: 39, ctr: 0.1, score: 0.007 },
        { kind: 'search', term: 'list labels', count: 12, ctr: 0, score: 0.002 },
        { kind: 'search', term: 'List-Labels', count: 11, ctr: 0.2, score: 0.0016 },
      ],
    };
    const result = planTasks({
      projectId: PROJECT,
      period,
      tasks: [],
      maxNew: 5,
      closeAfter: 2,
      writeBudget: TASK_WRITES_PER_RUN,
    });
    const opened = result.steps.flatMap((step) => (step.do === 'open' ? [step.gap] : []));
    expect(opened.map((gap) => gap.term)).toEqual(['listlabels']);
    expect(opened[0]).toMatchObject({
      count: 62,
      variants: [
        { term: 'listlabels', count: 39 },
        { term: 'list labels', count: 12 },
        { term: 'List-Labels', count: 11 },
      ],
    });
    expect(opened[0]?.score).toBeCloseTo(0.0106);
    expect(opened[0]?.ctr).toBeCloseTo((39 * 0.1 + 11 * 0.2) / 62);
  });
});

describe('a term read in the period is judged by its own figures', () => {
  // The period's searches were read only in part (one page of frequent terms, the rest not reached): a task's term
  // that is missing does not count, but one read with figures that make it no gap does, whatever the list holds.
  const partly = (notGaps: TaskPeriod['notGaps'], gaps: string[] = [], search = false): TaskPeriod => ({
    ...periodOf(gaps),
    readInFull: { search, category: false, page: false },
    notGaps,
  });
  const answered = { kind: 'search', term: 'sso' } as const;
  const rows: {
    name: string;
    period: TaskPeriod;
    task?: OwnTask;
    without: string[];
    step: TaskStep['do'];
  }[] = [
    {
      name: 'read with enough clicks, list not read in full',
      period: partly([answered]),
      without: [PERIOD],
      step: 'update',
    },
    { name: 'missing, list not read in full', period: partly([]), without: [], step: 'update' },
    { name: 'missing, no term read at all', period: partly(undefined), without: [], step: 'update' },
    { name: 'missing, list read in full (as before)', period: partly([], [], true), without: [PERIOD], step: 'update' },
    {
      name: 'read in a form that shares its key (case, spaces)',
      period: partly([{ kind: 'search', term: ' SSO ' }]),
      without: [PERIOD],
      step: 'update',
    },
    {
      name: 'a gap again, though a look-alike was answered',
      period: partly([{ kind: 'search', term: 'SSO' }], ['sso']),
      without: [],
      step: 'update',
    },
    {
      name: 'a category of the same name is not the term',
      period: partly([{ kind: 'category', term: 'sso' }]),
      without: [],
      step: 'update',
    },
    {
      name: 'the second period in a row without it closes the task',
      period: partly([answered]),
      task: task('sso', { history: { seen: [{ p: '2025-02-19', n: 30 }], without: ['2025-02-26'] } }),
      without: ['2025-02-26', PERIOD],
      step: 'close',
    },
  ];

  it.each(rows)('$name', ({ period, task: given, without, step }) => {
    const result = planTasks({
      projectId: PROJECT,
      period,
      tasks: [given ?? task('sso')],
      maxNew: 0,
      closeAfter: 2,
      writeBudget: TASK_WRITES_PER_RUN,
    });
    const [only] = result.steps;
    expect(only?.do).toBe(step);
    expect(only?.do !== 'open' && only?.state.without).toEqual(without);
  });
});
