// The pure parts of task-links over real-looking cases: the files a task body names (read back from bodies the task
// lifecycle writes), the closing references of a description, the matching, the lines a patch adds.
import { describe, expect, it } from 'vitest';
import { addedLinesOf } from '../../src/github/pull-files.ts';
import { matchTasks } from '../../src/task-links/match.ts';
import { closingReferences, eventPullRequest } from '../../src/task-links/pull-request.ts';
import { taskBody } from '../../src/tasks/body.ts';
import type { DocsIndex } from '../../src/tasks/docs-files.ts';
import { namedFiles } from '../../src/tasks/named-files.ts';
import { normalizeTerm } from '../../src/util/term-form.ts';
import { PERIOD_RULES } from '../tasks/period-rules.ts';

const REPO = { owner: 'acme', repo: 'docs' };

function bodyNaming(term: string, files: string[], options: { sha?: string; source?: string } = {}): string {
  const docs: DocsIndex = {
    state: 'ok',
    mentions: new Map([
      [
        normalizeTerm(term),
        { files: files.map((path) => ({ path, lines: [4, 9], lineCount: 2 })), fileCount: files.length },
      ],
    ]),
    sources: new Map(options.source ? [[term, options.source]] : []),
    read: { files: 10, bytes: 1000 },
    unread: { tooLarge: 0, pastCount: 0, pastBudget: 0 },
  };
  const kind = options.source ? ('page' as const) : ('search' as const);
  return taskBody({
    key: 'a'.repeat(32),
    kind,
    term,
    period: {
      dateFrom: '2026-11-16',
      dateTo: '2026-11-23',
      label: '2026-11-16 to 2026-11-22, 7 days',
      phrase: 'the week of 16–22 Nov 2026',
      gaps: [],
      readInFull: { search: true, category: true, page: true },
      ...PERIOD_RULES,
    },
    state: { v: 1, kind, term, opened: '2026-11-16', seen: [], without: [] },
    openedOn: '2026-11-16',
    closeAfter: 2,
    docs,
    links: { serverUrl: 'https://github.com', repository: 'acme/docs', ...(options.sha && { sha: options.sha }) },
  });
}

describe('the files a task body names', () => {
  const files = ['docs/install.md', 'docs/a (draft)/it’s here.md', 'docs/under_score*star.md', 'docs/back`tick.md'];
  it.each([
    ['linked to the commit', { sha: 'f'.repeat(40) }],
    ['shown bare, without a commit to link to', {}],
  ])('reads every name back, %s', (_case, options) => {
    expect(namedFiles(bodyNaming('offline install', files, options))).toEqual(files);
  });

  it("reads a page's source beside the files that mention it", () => {
    const body = bodyNaming('/guides/setup', ['docs/faq.md'], { sha: 'f'.repeat(40), source: 'docs/guides/setup.md' });
    expect(namedFiles(body)).toEqual(['docs/guides/setup.md', 'docs/faq.md']);
  });

  it('reads none from a body without the section, or with none named', () => {
    expect(namedFiles('A person wrote this: - `docs/x.md`: line 3')).toEqual([]);
    expect(namedFiles(bodyNaming('nowhere', []))).toEqual([]);
  });
});

describe('the issues a description links with a closing keyword', () => {
  it.each([
    ['Fixes #12', [12]],
    ['closes: #3 and resolves #4', [3, 4]],
    ['Resolved acme/docs#7, fixed other/repo#8', [7]],
    ['FIX https://github.com/acme/docs/issues/21', [21]],
    ['Refs #5, see #6; prefixes #7', []],
    ['fixes#9', []],
  ])('%s', (body, numbers) => {
    expect([...closingReferences(body, REPO)].sort((a, b) => a - b)).toEqual(numbers);
  });
});

describe('the pull request of the event', () => {
  it.each([
    [
      'pull_request',
      { pull_request: { number: 4, head: { repo: { full_name: 'a/b' } }, base: { repo: { full_name: 'a/b' } } } },
      { number: 4, fromFork: false },
    ],
    [
      'pull_request_target',
      { pull_request: { number: 5, head: { repo: { full_name: 'x/b' } }, base: { repo: { full_name: 'a/b' } } } },
      { number: 5, fromFork: true },
    ],
    ['push', { pull_request: { number: 4 } }, undefined],
    ['pull_request', { pull_request: { number: '4' } }, undefined],
  ])('%s', (name, event, expected) => {
    expect(eventPullRequest(name, event)).toEqual(expected);
  });
});

describe('matching', () => {
  const tasks = [
    { number: 3, title: 'Docs gap: search term “SSO”', term: 'SSO', files: ['docs/auth.md'] },
    { number: 1, title: 'Docs gap: search term “list labels”', term: 'list labels', files: [] },
    { number: 2, title: 'Docs gap: page “/old”', files: ['docs/old.md'] },
  ];
  it('matches a named file (renamed too) or a whole-phrase mention, not a word inside another', () => {
    const matches = matchTasks(
      tasks,
      [
        { path: 'docs/guide.md', addedLines: ['To List  Labels, run the command.', 'a lesson on ssotools'] },
        { path: 'docs/new.md', previousPath: 'docs/old.md', addedLines: [] },
      ],
      new Set([2]),
    );
    expect(matches.map((m) => [m.task.number, m.changedFiles, m.mentioningFiles, m.linked])).toEqual([
      [1, [], ['docs/guide.md'], false],
      [2, ['docs/new.md'], [], true],
    ]);
  });

  it('matches nothing for changes that touch no task', () => {
    expect(matchTasks(tasks, [{ path: 'README.md', addedLines: ['labels list'] }], new Set())).toEqual([]);
  });
});

describe('the lines a patch adds', () => {
  it('keeps added lines only, without their +', () => {
    expect(addedLinesOf('@@ -1,2 +1,3 @@\n same\n-gone\n+new one\r\n+++plus\n+')).toEqual(['new one', '++plus', '']);
  });
});
