// A task body stays within GitHub's limit whatever the file names and the number of mentions.
import { describe, expect, it } from 'vitest';
import { GITHUB_BODY_LIMIT } from '../../src/github/limits.ts';
import { closingComment, reopeningComment, taskBody } from '../../src/tasks/body.ts';
import type { TaskBodyInput } from '../../src/tasks/body.ts';
import type { DocsIndex, Unread } from '../../src/tasks/docs-files.ts';
import { MAX_FILES_NAMED, MAX_LINES_NAMED } from '../../src/tasks/docs-search.ts';
import type { TermMentions } from '../../src/tasks/docs-search.ts';
import type { TaskPeriod } from '../../src/tasks/types.ts';
import { judgeTask } from '../../src/tasks/verdict.ts';
import { PERIOD_RULES } from './period-rules.ts';

const period: TaskPeriod = {
  dateFrom: '2026-11-16',
  dateTo: '2026-11-23',
  label: 'ISO week 2026-W47 (2026-11-16 to 2026-11-22, 7 days)',
  phrase: 'the week of 16–22 Nov 2026',
  gaps: [],
  readInFull: { search: true, category: true, page: true },
  ...PERIOD_RULES,
};

const NONE_UNREAD: Unread = { tooLarge: 0, pastCount: 0, pastBudget: 0 };

const searchGap = (term: string) => ({ kind: 'search' as const, term, count: 40, ctr: 0.04, score: 0.01 });

/** The index a run keeps: the first files that mention `refund` with their first lines, and the counts. */
function docsIndex(refund: TermMentions, unread: Unread = NONE_UNREAD): DocsIndex {
  return {
    state: 'ok',
    mentions: new Map([['refund', refund]]),
    sources: new Map(),
    read: { files: 30, bytes: 0 },
    unread,
  };
}

function bodyOf(docs: DocsIndex, term = 'refund', aGap = true): string {
  const input: TaskBodyInput = {
    key: '0'.repeat(32),
    kind: 'search',
    term,
    ...(aGap ? { gap: searchGap(term) } : {}),
    period,
    state: { v: 1, kind: 'search', term, opened: '2026-11-16', seen: [{ p: '2026-11-16', n: 40 }], without: [] },
    closeAfter: 2,
    docs,
    openedOn: '2026-11-21',
    links: { serverUrl: 'https://github.example.com', repository: 'acme/docs', sha: 'a'.repeat(40) },
  };
  return taskBody(input);
}

describe('task body', () => {
  it('fits 65,536 characters with long file names, many files and many lines, counting what it leaves out', () => {
    const files = Array.from({ length: MAX_FILES_NAMED }, (_, i) => ({
      path: `docs/${String(i).padStart(2, '0')}/${'(ü)'.repeat(1300)}.md`,
      lines: Array.from({ length: MAX_LINES_NAMED }, (_, line) => line + 1),
      lineCount: 200,
    }));
    const body = bodyOf(docsIndex({ files, fileCount: 30 }));
    expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    const named = body.split('\n').filter((line) => line.startsWith('- [`docs/'));
    expect(named.length).toBeGreaterThan(0);
    expect(named.length).toBeLessThanOrEqual(MAX_FILES_NAMED);
    expect(body).toContain(`- and ${30 - named.length} more files`);
    expect(named[0]).toContain('https://github.example.com/acme/docs/blob/aaaa');
    expect(named[0]).toContain('%28%C3%BC%29');
    expect(named[0]).toMatch(/: lines 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 190 more$/);
    expect(body.split('\n').slice(-2)).toEqual([
      expect.stringMatching(/^<!-- docs-export-task-state [A-Za-z0-9_-]+ -->$/),
      '<!-- docs-export-task-end -->',
    ]);
  });

  it('says when files were not read, so a short list or none is not taken for all there is', () => {
    const unread = { tooLarge: 2, pastCount: 0, pastBudget: 1_200 };
    const said =
      '1,202 files matching `docs-path` were not read (2 over 1 MiB each, 1,200 past the 32 MiB a run reads)';
    expect(bodyOf(docsIndex({ files: [], fileCount: 0 }, unread))).toContain(
      `No file read mentions it, but ${said}: one of those may.`,
    );
    const one = { path: 'docs/a.md', lines: [3], lineCount: 1 };
    const listed = bodyOf(docsIndex({ files: [one], fileCount: 1 }, unread));
    expect(listed).toContain(`/docs/a.md#L3): line 3\n\n${said}: more files may mention it.`);
    expect(bodyOf(docsIndex({ files: [], fileCount: 0 }))).toContain('No file matching `docs-path` mentions it.');
    expect(bodyOf(docsIndex({ files: [], fileCount: 0 }), 'sso')).toContain('Not looked for in this run.');
  });

  it('says whether a period without the gap counted toward closing, read in full or not', () => {
    const partly: TaskPeriod = { ...period, readInFull: { search: false, category: false, page: false } };
    const without = (periods: string[]) => ({
      key: '0'.repeat(32),
      kind: 'search' as const,
      term: 'sso',
      openedOn: '2026-11-07',
      state: {
        v: 1 as const,
        kind: 'search' as const,
        term: 'sso',
        opened: '2026-11-07',
        seen: [{ p: '2026-11-07', n: 40 }],
        without: periods,
      },
      closeAfter: 2,
      docs: { state: 'unavailable' as const, why: 'no checkout' },
      links: { serverUrl: 'https://github.example.com' },
    });
    // Its term read with figures of its own that make it no gap: the period counts, though the list was cut short.
    expect(taskBody({ ...without(['2026-11-16']), period: partly })).toContain(
      'Not a gap in the week of 16–22 Nov 2026: 1 of 2 periods in a row without it before the action closes this task.',
    );
    // Not read at all: the period does not count.
    expect(taskBody({ ...without([]), period: partly })).toContain(
      'Not among the search terms read for the week of 16–22 Nov 2026, a list not read in full (down to a term searched fewer times than the gap minimum, or to its end): the period does not count toward closing this task.',
    );
    expect(taskBody({ ...without(['2026-11-16']), period })).toContain(
      'Not a gap in the week of 16–22 Nov 2026: 1 of 2',
    );
  });

  it('says the period as people do, in the body and in the comments', () => {
    const none = docsIndex({ files: [], fileCount: 0 });
    expect(bodyOf(none)).toContain(
      'In the week of 16–22 Nov 2026, visitors searched for it **40** times; 4% of those searches clicked a result.',
    );
    expect(bodyOf(none, 'refund', false)).toContain('Not a gap in the week of 16–22 Nov 2026: ');
    expect(closingComment('search', 2, period)).toContain(
      '(the last, the week of 16–22 Nov 2026, with its searches read in full)',
    );
    expect(reopeningComment(searchGap('refund'), period)).toBe(
      'Reopened by docs-export-action: the gap is back in the week of 16–22 Nov 2026 (40 searches).',
    );
    for (const text of [bodyOf(none), closingComment('search', 2, period), reopeningComment(searchGap('x'), period)])
      expect(text).not.toContain('2026-W47');
  });
});

describe('the trend of a watched task', () => {
  it('shows the latest 12 periods of a history kept longer while the task is watched', () => {
    const seen = Array.from({ length: 20 }, (_, i) => ({
      p: new Date(Date.UTC(2026, 6, 6 + 7 * i)).toISOString().slice(0, 10),
      n: 100 + i,
    }));
    const body = taskBody({
      key: '0'.repeat(32),
      kind: 'search',
      term: 'refund',
      openedOn: '2026-07-06',
      period,
      state: { v: 1, kind: 'search', term: 'refund', opened: '2026-07-06', seen, without: [] },
      closeAfter: 2,
      docs: { state: 'unavailable', why: 'no checkout' },
      links: { serverUrl: 'https://github.com' },
    });
    const rows = body.split('\n').filter((line) => /^\| \d{4}-\d{2}-\d{2} \|/.test(line));
    expect(rows).toHaveLength(12);
    expect(rows[0]).toBe(`| ${seen[8]?.p} | 108 |`);
    expect(rows.at(-1)).toBe(`| ${seen[19]?.p} | 119 |`);
  });
});

describe('the body of a task closed as done and watched', () => {
  it('drops the rule by which the action closes an open task: this one is closed, and the watch says what comes', () => {
    const state = {
      v: 1 as const,
      kind: 'search' as const,
      term: 'refund',
      opened: '2026-10-19',
      seen: [
        { p: '2026-10-19', n: 120, e: 120, h: 4 },
        { p: '2026-10-26', n: 119, e: 119, h: 6 },
        { p: '2026-11-02', n: 128, e: 128, h: 5 },
      ],
      quiet: [
        { p: '2026-11-09', e: 125, h: 79 },
        { p: '2026-11-16', e: 106, h: 70 },
      ],
      without: ['2026-11-09', '2026-11-16'],
    };
    const watch = { on: '2026-11-02', day: '2026-11-04', by: 'pr' as const, pr: 16 };
    const verdict = judgeTask({ ...state, closed: watch }, 2, []);
    if (!verdict) throw new Error('a watched state has a verdict');
    const input: TaskBodyInput = {
      key: '0'.repeat(32),
      kind: 'search',
      term: 'refund',
      openedOn: '2026-10-20',
      period,
      state: { ...state, closed: watch },
      closeAfter: 2,
      docs: { state: 'unavailable', why: 'no checkout' },
      links: { serverUrl: 'https://github.com' },
    };
    const watched = taskBody({ ...input, watch: { watch, verdict, unit: 'week' } });
    expect(watched).toContain('### Did the fix work?\n\nClosed as done on 4 Nov 2026 by pull request #16. **Fixed');
    expect(watched).not.toContain('**Done when**');
    expect(taskBody(input)).toContain('**Done when**: fewer than 10 searches for it in a period');
  });
});
