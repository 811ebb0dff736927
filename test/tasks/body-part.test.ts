// The action's part of a task body: found wherever a writer's text put it, replaced alone (the writer's text kept
// byte for byte), appended when its markers were deleted, and never taken from what a writer wrote outside it.
import { describe, expect, it } from 'vitest';
import { GITHUB_BODY_LIMIT } from '../../src/github/limits.ts';
import { endLine, partOf, splicePart } from '../../src/tasks/body-part.ts';
import { taskBody } from '../../src/tasks/body.ts';
import type { TaskBodyInput } from '../../src/tasks/body.ts';
import type { DocsIndex } from '../../src/tasks/docs-files.ts';
import { keyLine, keyOf, stateLine, stateOf } from '../../src/tasks/state.ts';
import type { TaskState } from '../../src/tasks/state.ts';
import { PERIOD_RULES } from './period-rules.ts';

const KEY = 'a'.repeat(32);
const OTHER = 'b'.repeat(32);

const history = (n: number, key = KEY): TaskState => ({
  v: 1,
  kind: 'search',
  term: key === KEY ? 'refund' : 'pricing',
  opened: '2026-11-16',
  seen: [{ p: '2026-11-16', n }],
  without: [],
});

/** A part as the action writes it: key line, its text, history, end line. */
const partText = (text: string, n = 40, key = KEY) =>
  [keyLine(key), text, stateLine(history(n, key)), endLine].join('\n');

const OLD = partText('Searched 40 times last week.');
const NEW = partText('Searched 12 times this week.', 12);
const crlf = (text: string) => text.replace(/\n/g, '\r\n');

describe('the action part of a task body', () => {
  const cases: { name: string; body: string; after: string }[] = [
    { name: 'a new task: the part alone', body: '', after: NEW },
    { name: 'a body of the part alone', body: OLD, after: NEW },
    {
      name: 'notes above and a checklist below, in the CR LF line ends of GitHub’s editor',
      body: `Owner: @writer\r\n\r\n${crlf(OLD)}\r\n\r\n## Plan\r\n- [ ] rewrite refunds.md  \r\n`,
      after: `Owner: @writer\r\n\r\n${NEW}\r\n\r\n## Plan\r\n- [ ] rewrite refunds.md  \r\n`,
    },
    {
      name: 'a writer’s edit inside the part: replaced',
      body: `${OLD.replace('Searched 40 times', 'Searched 40 times (I checked: it is the pricing page)')}\nBelow.`,
      after: `${NEW}\nBelow.`,
    },
    {
      name: 'the markers deleted: the body is all the writer’s, and a new part follows it',
      body: 'Only my notes now.\n- [x] done',
      after: `Only my notes now.\n- [x] done\n\n${NEW}`,
    },
    {
      name: 'the end line deleted: the part runs to its history line, what follows is kept',
      body: `${[keyLine(KEY), 'Searched 40 times last week.', stateLine(history(40))].join('\n')}\nMy notes.`,
      after: `${NEW}\nMy notes.`,
    },
    {
      name: 'a body from before the end line (key, text, history): replaced whole, a note appended after it kept',
      body: `${keyLine(KEY)}\nOld text.\n${stateLine(history(40))}\n\nA note added later.`,
      after: `${NEW}\n\nA note added later.`,
    },
    {
      name: 'a copy of the part a writer pasted below it: the first part is the action’s, the copy is theirs',
      body: `${OLD}\n\nAs it said before:\n${OLD}`,
      after: `${NEW}\n\nAs it said before:\n${OLD}`,
    },
    {
      name: 'a key line a writer pasted above the part, without an end: theirs',
      body: `${keyLine(KEY)}\nwhy is this here?\n\n${OLD}\nBelow.`,
      after: `${keyLine(KEY)}\nwhy is this here?\n\n${NEW}\nBelow.`,
    },
    {
      name: 'another task’s part pasted above: text like any other for this task',
      body: `See the pricing task:\n${partText('Pricing.', 9, OTHER)}\n\n${OLD}`,
      after: `See the pricing task:\n${partText('Pricing.', 9, OTHER)}\n\n${NEW}`,
    },
    {
      name: 'markers inside a line are not markers',
      body: `Quote: ${keyLine(KEY)} and ${endLine}\n\n${OLD}`,
      after: `Quote: ${keyLine(KEY)} and ${endLine}\n\n${NEW}`,
    },
  ];
  for (const { name, body, after } of cases)
    it(name, () => {
      expect(splicePart(body, KEY, NEW)).toBe(after);
      // The part written is found again where it was put, and a second write changes nothing.
      expect(partOf(after, KEY)?.text).toBe(NEW);
      expect(splicePart(after, KEY, NEW)).toBe(after);
      expect(stateOf(after, KEY)?.seen).toEqual([{ p: '2026-11-16', n: 12 }]);
    });

  it('finds the key under a writer’s text, and not a key line they pasted above the part', () => {
    expect(keyOf(`Notes\n\n${OLD}`)).toBe(KEY);
    expect(keyOf(`${keyLine(OTHER)}\n\n${OLD}`)).toBe(KEY);
    expect(keyOf(`${OLD}\n${partText('Pricing.', 9, OTHER)}`)).toBe(KEY);
    // A part that lost its end and its history: its key line still names the task (its part is appended anew).
    expect(keyOf(`Notes\n${keyLine(KEY)}\nThe rest deleted.`)).toBe(KEY);
    expect(keyOf('No markers at all.')).toBeUndefined();
  });

  it('never reads a history a writer wrote outside the part', () => {
    const fake = stateLine({ ...history(999), without: ['2026-11-09', '2026-11-16'] });
    expect(stateOf(`${fake}\n${OLD}\n${fake}`, KEY)?.seen).toEqual([{ p: '2026-11-16', n: 40 }]);
    // The part's own history deleted: none, rather than the writer's below it.
    const without = [keyLine(KEY), 'Searched 40 times last week.', endLine].join('\n');
    expect(stateOf(`${without}\n${fake}`, KEY)).toBeUndefined();
    expect(stateOf(`Notes\n${fake}`, KEY)).toBeUndefined();
    // Another task's part pasted above: its history is not this task's.
    expect(stateOf(`${partText('Pricing.', 9, OTHER)}\n${OLD}`, KEY)?.seen).toEqual([{ p: '2026-11-16', n: 40 }]);
  });
});

/** The week of 16–22 Nov 2026, as the report hands a period over (a variable: it may say more than a body reads). */
const PERIOD = {
  dateFrom: '2026-11-16',
  dateTo: '2026-11-23',
  label: 'ISO week 2026-W47 (2026-11-16 to 2026-11-22, 7 days)',
  phrase: 'the week of 16–22 Nov 2026',
  gaps: [],
  readInFull: { search: true, category: true, page: true },
  ...PERIOD_RULES,
};

describe('a task body within GitHub’s limit, counting the writer’s text', () => {
  const files = Array.from({ length: 30 }, (_, i) => ({
    path: `docs/${String(i).padStart(2, '0')}/${'refund-'.repeat(120)}.md`,
    lines: [1, 2, 3],
    lineCount: 3,
  }));
  const docs: DocsIndex = {
    state: 'ok',
    mentions: new Map([['refund', { files, fileCount: 30 }]]),
    sources: new Map(),
    read: { files: 30, bytes: 0 },
    unread: { tooLarge: 0, pastCount: 0, pastBudget: 0 },
  };
  const bodyWith = (current: string) => {
    const input: TaskBodyInput = {
      key: KEY,
      kind: 'search',
      term: 'refund',
      gap: { kind: 'search', term: 'refund', count: 40, ctr: 0, score: 0.01 },
      period: PERIOD,
      state: history(40),
      openedOn: '2026-11-23',
      closeAfter: 2,
      docs,
      links: { serverUrl: 'https://github.com', repository: 'acme/docs', sha: 'c'.repeat(40) },
      current,
    };
    return taskBody(input);
  };
  const named = (body: string) => body.split('\n').filter((line) => line.startsWith('- [`docs/')).length;

  it('fits the docs files into the room the writer’s text leaves, and never cuts that text', () => {
    const alone = bodyWith(OLD);
    const notes = `${'A writer’s long notes. '.repeat(2_000)}\n\n`;
    const shared = bodyWith(`${notes}${OLD}`);
    expect(shared.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    expect(shared.startsWith(notes)).toBe(true);
    expect(named(shared)).toBeGreaterThan(0);
    expect(named(shared)).toBeLessThan(named(alone));
    expect(shared).toMatch(/- and \d+ more files/);
    expect(stateOf(shared, KEY)?.seen).toEqual([{ p: '2026-11-16', n: 40 }]);
  });

  it('keeps only the heading and the hidden lines when the writer leaves less room than the numbers', () => {
    const notes = `${'x'.repeat(GITHUB_BODY_LIMIT - 1_000)}\n`;
    const tight = bodyWith(`${notes}${OLD}`);
    expect(tight.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    expect(tight.startsWith(notes)).toBe(true);
    expect(tight).toContain('The numbers and the docs files are left out');
    expect(stateOf(tight, KEY)?.seen).toEqual([{ p: '2026-11-16', n: 40 }]);
    // No room even for that: the body is left as it is.
    const full = `${'x'.repeat(GITHUB_BODY_LIMIT - OLD.length - 1)}\n${OLD}`;
    expect(bodyWith(full)).toBe(full);
  });

  it('says when the issue was opened and for how long, to the period’s end', () => {
    expect(bodyWith('')).toContain('\n\nOpened 23 Nov 2026; open 0 days.\n\n');
  });
});
