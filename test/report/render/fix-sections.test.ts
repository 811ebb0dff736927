// "Did the fix work?" in the built-in report: under "The work", the fixes that hold and the tasks closed but still a
// gap, each a table of whole rows whose hostile terms show as the text they are, and one line for the tasks still
// watched; nothing of it without fixes, and "The work" shown for fixes alone.
import { describe, expect, it } from 'vitest';
import { buildReportModel } from '../../../src/report/model/build.ts';
import { loadReportTemplate } from '../../../src/report/render/template.ts';
import type { FixWatch } from '../../../src/tasks/types.ts';
import { activeParts } from '../../support/gfm.ts';
import { FIX_LINKS, FIX_WATCHES, HOSTILE_FIX_TERMS } from '../fix-watches.ts';
import { MODEL_OPTIONS, sampleCollected } from '../fixtures.ts';
import { cellText, tableCells, tables } from '../markdown-table.ts';

const render = loadReportTemplate(undefined);

function report(fixes: FixWatch[], waiting = false): string {
  const gap = { kind: 'search' as const, what: 'search term', term: 'billing', count: 40, score: 0.01 };
  return render(
    buildReportModel(sampleCollected(), {
      ...MODEL_OPTIONS,
      tasks: { waiting: waiting ? [gap] : [], done: [], fixes, notes: [] },
    }),
  );
}

/** "The work", up to the numbers. */
const workOf = (markdown: string) =>
  markdown.slice(markdown.indexOf('### The work'), markdown.indexOf('### What changed'));

/** The table that follows `heading`. */
const tableAfter = (markdown: string, heading: string) => tables(markdown.slice(markdown.indexOf(heading)))[0] ?? [];

describe('the watched fixes in the report', () => {
  const markdown = report(FIX_WATCHES);
  const work = workOf(markdown);

  it('lists the fixes that hold: the task, its gap, the pull request or "closed by hand", the verdict and its figures', () => {
    const table = tableAfter(work, '#### Fixed and holding');
    expect(table.slice(0, 2)).toEqual(['| Task | Gap | Fixed by | Verdict | Figures |', '|---|---|---|---|---|']);
    expect(table.slice(2).map((row) => tableCells(row).slice(0, 3))).toEqual([
      [
        '[#12](https://github.com/acme/docs/issues/12)',
        'search term “x\\]\\(javascript:alert\\(1\\)\\)”',
        '[#40](https://github.com/acme/docs/pull/40)',
      ],
      [
        '[#21](https://github.com/acme/docs/issues/21)',
        'search term “&lt;script&gt;alert\\(1\\)&lt;/script&gt;”',
        'closed by hand',
      ],
    ]);
    expect(cellText(tableCells(table[2] ?? '')[3] ?? '')).toBe('fixed: no longer a gap in the 2 weeks after');
    expect(cellText(tableCells(table[2] ?? '')[4] ?? '')).toBe(
      'clicked 4% (of 96) in the week before, 63% (of 201) in the 2 weeks after; untouched gaps 5% → 6%',
    );
  });

  it('lists the tasks closed but still a gap: the day closed in words, the verdict, and the comment left this run', () => {
    const table = tableAfter(work, '#### Closed, but still a gap');
    expect(table[0]).toBe('| Task | Gap | Closed on | Verdict | Figures |');
    // What a reader sees of a cell: its escapes undone, the invisible breaks of a mention or reference left out.
    const shown = (cell: string) => cellText(cell).replace(/&#8203;/g, '');
    const rows = table.slice(2).map((row) => tableCells(row));
    expect(rows.map(([task, gap, closed, verdict]) => [task, shown(gap ?? ''), closed, shown(verdict ?? '')])).toEqual([
      [
        '[#15](https://github.com/acme/docs/issues/15)',
        `unanswered questions in category “${HOSTILE_FIX_TERMS.mention}”`,
        '9 Nov 2026',
        'worse beyond chance and beyond the untouched gaps',
      ],
      [
        '[#17](https://github.com/acme/docs/issues/17)',
        `unanswered questions on page ${HOSTILE_FIX_TERMS.page}`,
        '18 Nov 2026 by [#44](https://github.com/acme/docs/pull/44)',
        'no change beyond chance and the untouched gaps: still a gap; commented on the task this run',
      ],
    ]);
    expect(work.indexOf('#### Fixed and holding')).toBeLessThan(work.indexOf('#### Closed, but still a gap'));
  });

  it('names the tasks still watched in one line, each linked with where its watch stands', () => {
    expect(work).toContain(
      'Closed as done, without a verdict: [#3](https://github.com/acme/docs/issues/3) (too little data to judge: 12 searches before the fix \\(20 needed\\)); [#30](https://github.com/acme/docs/issues/30) (watching: 1 week read after the fix of 2).\n',
    );
  });

  it('keeps every row whole and every hostile term inert: no markup, link, mention or reference of its own', () => {
    for (const table of tables(work)) {
      const width = tableCells(table[0] ?? '').length;
      for (const row of table) expect(tableCells(row), row).toHaveLength(width);
    }
    expect(work).not.toMatch(/<script/i);
    expect(work).not.toContain('](javascript:');
    expect(activeParts(work, FIX_LINKS)).toEqual([]);
  });

  it('shows none of it without fixes, and "The work" for fixes alone (no priority line then)', () => {
    const none = report([]);
    expect(none).not.toContain('### The work');
    for (const text of [
      'Fixed and holding',
      'Closed, but still a gap',
      'Closed as done, without a verdict',
      'Verdict:',
    ])
      expect(report([], true), text).not.toContain(text);

    expect(markdown).toContain('### The work');
    expect(work).not.toContain('Priority:');
    const watchedOnly = workOf(report(FIX_WATCHES.filter((fix) => fix.outcome === 'watching')));
    expect(watchedOnly).toMatch(/^### The work\n\nClosed as done, without a verdict: \[#30\]/);
    expect(watchedOnly).not.toContain('####');
  });
});
