// A task's hidden history keeps the counts behind its gap's own rate per period (with the gap, and read without it),
// and more periods while the task is watched after it was closed as done; histories written before still read, and
// the largest one the action writes fits its hidden line.
import { describe, expect, it } from 'vitest';
import { GITHUB_BODY_LIMIT } from '../../src/github/limits.ts';
import { endLine, keyLine } from '../../src/tasks/body-part.ts';
import { nextHistory } from '../../src/tasks/plan.ts';
import { STATE_ENCODED_MAX, stateLine, stateOf, TERM_KEPT, TREND_LIMIT, WATCH_LIMIT } from '../../src/tasks/state.ts';
import type { TaskState } from '../../src/tasks/state.ts';
import { taskTitle } from '../../src/tasks/text.ts';
import type { Gap, GapKind, TaskPeriod } from '../../src/tasks/types.ts';
import { PERIOD_RULES } from './period-rules.ts';

const KEY = 'a'.repeat(32);
const bodyWith = (line: string) => [keyLine(KEY), 'Searched 40 times last week.', line, endLine].join('\n');
const encoded = (json: unknown) =>
  `<!-- docs-export-task-state ${Buffer.from(JSON.stringify(json), 'utf8').toString('base64url')} -->`;

/** The Monday `i` weeks after 2 Nov 2026. */
const week = (i: number) => new Date(Date.UTC(2026, 10, 2 + 7 * i)).toISOString().slice(0, 10);

function periodOf(i: number, gaps: Gap[] = [], options: Partial<TaskPeriod> = {}): TaskPeriod {
  return {
    dateFrom: week(i),
    dateTo: week(i + 1),
    label: 'a week',
    phrase: `week ${i}`,
    gaps,
    readInFull: { search: true, category: true, page: true },
    ...PERIOD_RULES,
    ...options,
  };
}

const search = (count: number, ctr?: number): Gap => ({
  kind: 'search',
  term: 'sso',
  count,
  score: 0.01,
  ...(ctr !== undefined && { ctr }),
});
const category = (count: number, asked?: number): Gap => ({
  kind: 'category',
  term: 'billing',
  count,
  score: 0.01,
  ...(asked !== undefined && { asked }),
});

describe('a history written before the counts were kept', () => {
  it('still reads: periods without counts, no quiet periods, not watched', () => {
    const old = {
      v: 1,
      kind: 'search',
      term: 'sso',
      opened: '2026-11-02',
      seen: [
        { p: '2026-11-02', n: 40 },
        { p: '2026-11-09', n: 31 },
      ],
      without: ['2026-11-16'],
      title: 'Docs gap: search term “sso”',
    };
    const read = stateOf(bodyWith(encoded(old)), KEY);
    expect(read).toEqual(old);
    // Its next period adds the counts to its own entry only.
    const next = nextHistory(read, 'search', search(50, 0.04), periodOf(3));
    expect(next.seen).toEqual([...old.seen, { p: week(3), n: 50, e: 50, h: 2 }]);
  });

  it('is not read when a count is not a count', () => {
    const bad = {
      v: 1,
      kind: 'search',
      term: 'sso',
      opened: week(0),
      seen: [{ p: week(0), n: 4, e: -1 }],
      without: [],
    };
    expect(stateOf(bodyWith(encoded(bad)), KEY)).toBeUndefined();
  });
});

describe('the counts behind the gap’s own rate, per period', () => {
  const rows: {
    name: string;
    kind: GapKind;
    gap?: Gap;
    period?: Partial<TaskPeriod>;
    read?: Parameters<typeof nextHistory>[4];
    seen?: TaskState['seen'];
    quiet?: TaskState['quiet'];
  }[] = [
    {
      name: 'a term: its searches, and how many clicked',
      kind: 'search',
      gap: search(104, 0.03),
      seen: [{ p: week(0), n: 104, e: 104, h: 3 }],
    },
    {
      name: 'a term without a click-through: its number only',
      kind: 'search',
      gap: search(104),
      seen: [{ p: week(0), n: 104 }],
    },
    {
      name: 'a category: its questions asked, and unanswered',
      kind: 'category',
      gap: category(12, 20),
      seen: [{ p: week(0), n: 12, e: 20, h: 12 }],
    },
    {
      name: 'a category whose questions asked are unknown (read back from a data block): its number only',
      kind: 'category',
      gap: category(12, 0),
      seen: [{ p: week(0), n: 12 }],
    },
    {
      name: 'a term read with figures of its own that make it no gap',
      kind: 'search',
      period: { readInFull: { search: false, category: false, page: false } },
      read: { kind: 'search', term: 'sso', events: 116, hits: 70 },
      seen: [],
      quiet: [{ p: week(0), e: 116, h: 70 }],
    },
    {
      name: 'a term missing from a list read in full: searched too rarely, its counts unknown',
      kind: 'search',
      seen: [],
    },
    {
      name: 'a category read in full and counted below the threshold',
      kind: 'category',
      read: { kind: 'category', term: 'billing', events: 30, hits: 0 },
      seen: [],
      quiet: [{ p: week(0), e: 30, h: 0 }],
    },
    {
      name: 'a page not asked about at all in conversations read in full',
      kind: 'page',
      seen: [],
      quiet: [{ p: week(0), e: 0, h: 0 }],
    },
    {
      name: 'a page missing from conversations read in part: nothing counted',
      kind: 'page',
      period: { readInFull: { search: true, category: false, page: false } },
      seen: [],
    },
  ];
  it.each(rows)('$name', (row) => {
    const state = nextHistory(undefined, row.kind, row.gap, periodOf(0, [], row.period), row.read ?? false);
    expect(state.seen).toEqual(row.seen);
    expect(state.quiet).toEqual(row.quiet);
  });

  it('keeps one entry per period across reruns, with the gap or without it', () => {
    const first = nextHistory(undefined, 'search', search(40, 0.05), periodOf(0));
    const rerunWithout = nextHistory(first, 'search', undefined, periodOf(0), {
      kind: 'search',
      term: 'sso',
      events: 41,
      hits: 20,
    });
    expect(rerunWithout.seen).toEqual([]);
    expect(rerunWithout.quiet).toEqual([{ p: week(0), e: 41, h: 20 }]);
    const rerunWith = nextHistory(rerunWithout, 'search', search(42, 0.05), periodOf(0));
    expect(rerunWith.seen).toEqual([{ p: week(0), n: 42, e: 42, h: 2 }]);
    expect(rerunWith.quiet).toEqual([]);
  });

  it('keeps TREND_LIMIT periods while open and WATCH_LIMIT while watched after a close as done', () => {
    let open: TaskState | undefined;
    let watched: TaskState = {
      ...nextHistory(undefined, 'search', search(40, 0.05), periodOf(0)),
      closed: { on: week(0) },
    };
    for (let i = 1; i <= WATCH_LIMIT + 5; i += 1) {
      open = nextHistory(open, 'search', search(40 + i, 0.05), periodOf(i));
      watched = nextHistory(watched, 'search', i % 2 ? search(40, 0.05) : undefined, periodOf(i), {
        kind: 'search',
        term: 'sso',
        events: 30,
        hits: 20,
      });
    }
    expect(open?.seen).toHaveLength(TREND_LIMIT);
    expect(open?.seen.at(-1)?.p).toBe(week(WATCH_LIMIT + 5));
    expect(watched.seen.length + (watched.quiet?.length ?? 0)).toBeGreaterThanOrEqual(WATCH_LIMIT);
    expect(watched.seen.length).toBeLessThanOrEqual(WATCH_LIMIT);
    expect(watched.closed).toEqual({ on: week(0) });
  });
});

describe('the largest history the action writes', () => {
  // A term of control characters, each escaped in six characters of JSON; every count at its largest; a task watched
  // with every period it may keep, without its gap for as long as `task-close-after` allows (52) twice over, and a
  // comment said in every period.
  const term = '\u0001'.repeat(TERM_KEPT);
  const days = (n: number) => Array.from({ length: n }, (_, i) => week(i));
  const largest: TaskState = {
    v: 1,
    kind: 'category',
    term,
    opened: week(0),
    seen: days(WATCH_LIMIT).map((p) => ({ p, n: 1e12, e: 1e12, h: 1e12 })),
    quiet: days(WATCH_LIMIT).map((p) => ({ p, e: 1e12, h: 1e12 })),
    without: days(2 * 52),
    title: taskTitle('category', '\u{1F600}'.repeat(TERM_KEPT)),
    closed: { on: week(4), by: 'pr', pr: 1e12, said: days(WATCH_LIMIT) },
  };

  it('reads back from its hidden line', () => {
    const line = stateLine(largest);
    expect(stateOf(bodyWith(line), KEY)).toEqual(largest);
  });

  it('fits the hidden line’s limit, and leaves most of the body to the rest', () => {
    const chars = stateLine(largest).length;
    expect(chars).toBeLessThanOrEqual(STATE_ENCODED_MAX + 40);
    expect(chars).toBeLessThan(GITHUB_BODY_LIMIT / 3);
  });
});
