// Which closed tasks are watched and from which period (the merge's, on the report's grid of weeks or months), and
// what a watched period comes to: the comment due once, the verdict marked in the period it is given. Pure.
import { describe, expect, it } from 'vitest';
import type { IssueClosure } from '../../src/github/closure.ts';
import type { TaskState } from '../../src/tasks/state.ts';
import type { OwnTask } from '../../src/tasks/task-step.ts';
import type { TaskPeriod } from '../../src/tasks/types.ts';
import { periodStartOf, watchCandidate, watchOf, watchStep } from '../../src/tasks/watch.ts';
import { PERIOD_RULES } from './period-rules.ts';

const week = (dateFrom: string, dateTo: string): TaskPeriod => ({
  dateFrom,
  dateTo,
  label: dateFrom,
  phrase: `the week of ${dateFrom}`,
  gaps: [],
  readInFull: { search: true, category: true, page: true },
  ...PERIOD_RULES,
});
const THIS_WEEK = week('2026-11-23', '2026-11-30');

describe('the period of a merge', () => {
  it.each([
    ['the first day of the period', '2026-11-23T00:00:00Z', '2026-11-23'],
    ['its last moment', '2026-11-29T23:59:59Z', '2026-11-23'],
    ['the week before', '2026-11-18T14:30:00Z', '2026-11-16'],
    ['three weeks before', '2026-11-02', '2026-11-02'],
    ['after the period (a merge on the day of the run)', '2026-12-01T08:00:00Z', '2026-11-30'],
  ])('on the weeks of the report: %s', (_when, at, start) => {
    expect(periodStartOf(at, THIS_WEEK)).toBe(start);
  });

  it('on weeks that start on a Wednesday (last-7-days)', () => {
    expect(periodStartOf('2025-03-19T10:00:00Z', week('2025-03-26', '2025-04-02'))).toBe('2025-03-19');
    expect(periodStartOf('2025-03-18T23:00:00Z', week('2025-03-26', '2025-04-02'))).toBe('2025-03-12');
  });

  it('on calendar months', () => {
    const november = week('2026-11-01', '2026-12-01');
    expect(periodStartOf('2026-10-31T23:00:00Z', november)).toBe('2026-10-01');
    expect(periodStartOf('2026-02-28', november)).toBe('2026-02-01');
    expect(periodStartOf('2025-12-15', november)).toBe('2025-12-01');
    expect(periodStartOf('2026-11-30', november)).toBe('2026-11-01');
  });
});

const closure = (over: Partial<IssueClosure> = {}): IssueClosure => ({
  closedAt: '2026-11-18T15:00:00Z',
  stateReason: 'completed',
  closedBy: 'docs-writer',
  ...over,
});

describe('the watch a close starts', () => {
  it('counts from the week of the merge, which neither window counts, not the week of the close', () => {
    const merged = closure({
      closedAt: '2026-11-24T09:00:00Z',
      pullRequest: { number: 40, url: 'https://github.com/acme/docs/pull/40', mergedAt: '2026-11-13T17:00:00Z' },
    });
    expect(watchOf(merged, false, THIS_WEEK)).toEqual({ on: '2026-11-09', day: '2026-11-13', by: 'pr', pr: 40 });
  });

  it('counts a close by hand from its own week; one by a pull request it may not read is said as such', () => {
    expect(watchOf(closure(), false, THIS_WEEK)).toEqual({ on: '2026-11-16', day: '2026-11-18', by: 'person' });
    expect(watchOf(closure({ pullRequestHidden: true }), false, THIS_WEEK)).toMatchObject({ by: 'unread' });
    // An older server keeps no reason: a close is a close as done there.
    expect(watchOf(closure({ stateReason: null }), false, THIS_WEEK)).toMatchObject({ by: 'person' });
  });

  it.each([
    ['not planned', closure({ stateReason: 'not_planned' }), false],
    ['a duplicate', closure({ stateReason: 'duplicate' }), false],
    ['closed by the action itself', closure(), true],
    ['open again', closure({ closedAt: null, stateReason: 'reopened' }), false],
  ] as const)('starts none for a task %s', (_what, closed, byAction) => {
    expect(watchOf(closed, byAction, THIS_WEEK)).toBeUndefined();
  });
});

const history = (over: Partial<TaskState> = {}): TaskState => ({
  v: 1,
  kind: 'search',
  term: 'refund',
  opened: '2026-10-26',
  seen: [
    { p: '2026-10-26', n: 150, e: 150, h: 3 },
    { p: '2026-11-02', n: 120, e: 120, h: 4 },
    { p: '2026-11-09', n: 110, e: 110, h: 3 },
  ],
  without: [],
  ...over,
});
const closedTask = (over: Partial<OwnTask> = {}): OwnTask => ({
  number: 7,
  url: 'https://github.com/acme/docs/issues/7',
  state: 'closed',
  key: 'k',
  title: 'Docs gap: search term “refund”',
  body: '',
  openedOn: '2026-10-28',
  closedAt: '2026-11-18T15:00:00Z',
  stateReason: 'completed',
  history: history(),
  ...over,
});

describe('which closed tasks a run watches', () => {
  it.each([
    ['closed as done last week, no watch yet: what closed it is asked', closedTask(), 'ask'],
    ['closed with no reason (an older server)', closedTask({ stateReason: undefined }), 'ask'],
    ['closed as not planned', closedTask({ stateReason: 'not_planned' }), undefined],
    [
      'closed by the action (its history marks it)',
      closedTask({ history: history({ shut: '2026-11-16' }) }),
      undefined,
    ],
    [
      'closed three weeks before this one, more than task-close-after',
      closedTask({ closedAt: '2026-11-01T10:00:00Z' }),
      undefined,
    ],
    ['without a history', closedTask({ history: undefined }), undefined],
    ['open', closedTask({ state: 'open' }), undefined],
    ['watched, no verdict yet', closedTask({ history: history({ closed: { on: '2026-11-16' } }) }), 'watched'],
    [
      'judged in this period (a rerun)',
      closedTask({ history: history({ closed: { on: '2026-11-02', judged: '2026-11-23' } }) }),
      'watched',
    ],
    [
      'judged in an earlier period: the watch is over',
      closedTask({ history: history({ closed: { on: '2026-11-02', judged: '2026-11-16' } }) }),
      undefined,
    ],
  ] as const)('%s', (_what, task, expected) => {
    expect(watchCandidate(task, THIS_WEEK, 2)).toBe(expected);
  });
});

describe('a watched period', () => {
  const stays = (period: TaskPeriod, watch: NonNullable<TaskState['closed']>, seen = history().seen) => {
    const task = closedTask({ history: history({ seen, closed: watch }) });
    const gap = { kind: 'search' as const, term: 'refund', count: 100, score: 0.02, ctr: 0.03 };
    return watchStep(
      { ...task, watch, history: task.history ?? history() },
      { kind: 'search', gap, period, readAsNoGap: false, closeAfter: 2, others: [] },
    );
  };
  const WATCH = { on: '2026-11-16', day: '2026-11-18', by: 'person' as const };

  it('waits for task-close-after periods after the fix period, and says nothing meanwhile', () => {
    const step = stays(THIS_WEEK, WATCH);
    expect(step.verdict.outcome).toBe('watching');
    expect(step.comment).toBe(false);
    expect(step.state.closed).toEqual(WATCH);
  });

  it('comments once when the gap stays, marking the period; a rerun of it says nothing twice', () => {
    const seen = [...history().seen, { p: '2026-11-23', n: 100, e: 100, h: 3 }];
    const next = week('2026-11-30', '2026-12-07');
    const first = stays(next, WATCH, seen);
    expect(first.verdict.outcome).toBe('failing');
    expect(first.comment).toBe(true);
    expect(first.state.closed).toEqual({ ...WATCH, judged: '2026-11-30', said: ['2026-11-30'] });
    const rerun = stays(next, first.state.closed ?? WATCH, first.state.seen);
    expect(rerun.comment).toBe(false);
    expect(rerun.state.closed).toEqual(first.state.closed);
  });
});
