// Tasks closed as done, as a run's watch of their gaps reads them (FixWatch), one of each outcome and kind, with
// terms that would break a table or act on a reader if written raw: the model and rendering tests share them.
import type { FixWatch } from '../../src/tasks/types.ts';

const REPO = 'https://github.com/acme/docs';
const issue = (n: number) => `${REPO}/issues/${n}`;
const pull = (n: number) => ({ number: n, url: `${REPO}/pull/${n}` });

/** Hostile terms: markup, a mention, a link, a table pipe, and a page path with a pipe and a parenthesis. */
export const HOSTILE_FIX_TERMS = {
  script: '<script>alert(1)</script>',
  mention: 'ask @octocat about #1',
  link: 'x](javascript:alert(1))',
  pipe: 'install | upgrade',
  page: '/docs/a|b)(c',
} as const;

/** In no particular order: the model sorts each list by task number. */
export const FIX_WATCHES: FixWatch[] = [
  {
    number: 21,
    url: issue(21),
    kind: 'search',
    term: HOSTILE_FIX_TERMS.script,
    closedOn: '2026-11-02',
    closer: 'person',
    outcome: 'holding',
    words: 'improved beyond chance and beyond the untouched gaps, but still a gap',
    figures: 'clicked 9% (of 140) in the 4 weeks before, 31% (of 122) in the 2 weeks after; untouched gaps 5% → 6%',
    commented: false,
  },
  {
    number: 12,
    url: issue(12),
    kind: 'search',
    term: HOSTILE_FIX_TERMS.link,
    closedOn: '2026-10-30',
    closer: 'pull-request',
    pullRequest: pull(40),
    outcome: 'holding',
    words: 'fixed: no longer a gap in the 2 weeks after',
    figures: 'clicked 4% (of 96) in the week before, 63% (of 201) in the 2 weeks after; untouched gaps 5% → 6%',
    commented: false,
  },
  {
    number: 17,
    url: issue(17),
    kind: 'page',
    term: HOSTILE_FIX_TERMS.page,
    closedOn: '2026-11-18',
    closer: 'pull-request',
    pullRequest: pull(44),
    outcome: 'failing',
    words: 'no change beyond chance and the untouched gaps: still a gap',
    figures:
      'unanswered 70% (of 40) in the 3 weeks before, 66% (of 35) in the 2 weeks after; too few untouched gaps to compare',
    commented: true,
  },
  {
    number: 15,
    url: issue(15),
    kind: 'category',
    term: HOSTILE_FIX_TERMS.mention,
    closedOn: '2026-11-09',
    closer: 'person',
    outcome: 'failing',
    words: 'worse beyond chance and beyond the untouched gaps',
    figures: 'unanswered 40% (of 50) in the 4 weeks before, 72% (of 60) in the 2 weeks after; untouched gaps 35% → 36%',
    commented: false,
  },
  {
    number: 30,
    url: issue(30),
    kind: 'search',
    term: HOSTILE_FIX_TERMS.pipe,
    closedOn: '2026-11-16',
    closer: 'person',
    outcome: 'watching',
    words: 'watching: 1 week read after the fix of 2',
    figures: 'clicked 6% (of 80) in the 2 weeks before, 40% (of 30) in the week after; untouched gaps 5% → 5%',
    commented: false,
  },
  {
    number: 3,
    url: issue(3),
    kind: 'search',
    term: 'rare term',
    closedOn: '2026-10-20',
    closer: 'person',
    outcome: 'too-little-data',
    words: 'too little data to judge: 12 searches before the fix (20 needed)',
    figures:
      'clicked 8% (of 12) in the 4 weeks before, 50% (of 8) in the 2 weeks after; too few untouched gaps to compare',
    commented: false,
  },
];

/** The task and pull request links the report writes for them: its own. */
export const FIX_LINKS: string[] = FIX_WATCHES.flatMap((fix) => [
  fix.url,
  ...(fix.pullRequest ? [fix.pullRequest.url] : []),
]);
