import { describe, expect, it } from 'vitest';
import { diffFiles as diffPages, isIdentical } from '../../src/manifest/diff.ts';
import type { DiffOutcome } from '../../src/manifest/diff.ts';
import { diffJson, diffLogLine, diffMarkdown } from '../../src/values/bundle-diff.ts';
import { pages } from './manifests.ts';

const JOB = 'se_0a1b2c3d4e5f6071';
const outcomeOf = (diff: ReturnType<typeof diffPages>): DiffOutcome => ({
  kind: 'diff',
  diff,
  previousJobId: JOB,
  source: 'record',
});

describe('diffFiles', () => {
  it('sorts every page into added, removed, changed or unchanged', () => {
    const previous = pages({
      'b.html': 'aaaa1111',
      'a.html': 'bbbb2222',
      'gone.html': 'cccc3333',
      'same.html': 'dddd4444',
    });
    const next = pages({
      'a.html': 'bbbb9999',
      'b.html': 'aaaa1111',
      'z-new.html': 'eeee5555',
      'new.html': 'ffff6666',
      'same.html': 'dddd4444',
    });
    expect(diffPages(previous, next)).toEqual({
      added: ['new.html', 'z-new.html'],
      removed: ['gone.html'],
      changed: ['a.html'],
      unchanged: 2,
      otherFiles: [],
    });
  });

  it('compares whole hashes: one that only starts the same is a change', () => {
    expect(diffPages(pages({ 'a.html': '3f9a2c' }), pages({ 'a.html': '3f9a2c1b8e7d4a06' })).changed).toEqual([
      'a.html',
    ]);
  });

  it('lists the other files that differ, scripts and styles first; identical only when every file matches', () => {
    const previous = pages({
      'index.html': '1',
      'assets/logo.svg': '2',
      'assets/site.js': '3',
      'z.css': '4',
      'old.txt': '5',
    });
    const next = pages({
      'index.html': '1',
      'assets/logo.svg': '9',
      'assets/site.js': '8',
      'z.css': '4',
      'robots.txt': '6',
    });
    const diff = diffPages(previous, next);
    expect(diff.otherFiles).toEqual([
      { path: 'assets/site.js', change: 'changed' },
      { path: 'assets/logo.svg', change: 'changed' },
      { path: 'old.txt', change: 'removed' },
      { path: 'robots.txt', change: 'added' },
    ]);
    expect(isIdentical(diff)).toBe(false);
    expect(diff).toMatchObject({ added: [], removed: [], changed: [], unchanged: 1 });
    const outcome = outcomeOf(diff);
    expect(diffLogLine(outcome)).toContain('0 added, 0 removed, 0 changed, 1 unchanged; 4 other files differ.');
    const markdown = diffMarkdown(outcome, 10_000);
    expect(markdown).not.toContain('Identical');
    expect(markdown).toContain('**0 added, 0 removed, 0 changed** pages, 1 unchanged; **4 other files differ**');
    expect(markdown).toContain(
      'Other files (scripts and styles first):\n- `assets/site.js` (changed)\n- `assets/logo.svg` (changed)',
    );
    expect(isIdentical(diffPages(previous, previous))).toBe(true);
  });
});

describe('diffMarkdown', () => {
  it('shows the counts and the first paths of each kind, the rest collapsed', () => {
    const next = new Map(
      Array.from({ length: 25 }, (_, i) => [`new/page-${String(i).padStart(2, '0')}.html`, 'abcd0001'] as const),
    );
    const markdown = diffMarkdown(outcomeOf(diffPages(pages({ 'old.html': 'abcd0002' }), next)), 20_000);
    expect(markdown).toContain(
      '**25 added, 1 removed, 0 changed** pages, 0 unchanged, against the bundle deployed now (job `se_0a1b2c3d4e5f6071`',
    );
    expect(markdown).toContain('Added:\n- `new/page-00.html`');
    expect(markdown).toContain('- `new/page-09.html`\n\nRemoved:\n- `old.html`');
    expect(markdown).toMatch(
      /<details><summary>The other paths \(added 15\)<\/summary>\n\nAdded:\n- `new\/page-10.html`[\s\S]*- `new\/page-24.html`\n<\/details>$/,
    );
  });

  it('says "identical content" when nothing changed', () => {
    const same = pages({ 'a.html': 'abcd0001', 'b.html': 'abcd0002' });
    expect(diffMarkdown(outcomeOf(diffPages(same, same)), 1000)).toContain(
      '**Identical content** (2 pages) against the bundle deployed now',
    );
  });

  it('says why there is no diff', () => {
    expect(
      diffMarkdown({ kind: 'none', reason: 'the link the values hold expired at 2026-10-02T08:00:00Z.' }, 1000),
    ).toContain('No page diff: the link the values hold expired at 2026-10-02T08:00:00Z.');
  });

  it('stays within its budget and counts what it left out, whatever the number of paths', () => {
    const next = new Map(
      Array.from(
        { length: 10_000 },
        (_, i) => [`docs/section-${i % 50}/a-rather-long-page-name-${i}.html`, 'abcd0001'] as const,
      ),
    );
    for (const budget of [3_000, 20_000, 60_000]) {
      const markdown = diffMarkdown(outcomeOf(diffPages(new Map(), next)), budget);
      expect(markdown.length).toBeLessThanOrEqual(budget);
      expect(markdown).toMatch(/…and [\d,]+ more: every path is in the `diff-file` output\.$/);
    }
  });

  it('escapes hostile paths: no mention, reference, link, HTML, table or block breaker, marker look-alike', () => {
    const hostile = [
      '@org/team.html',
      '#123.html',
      'GH-123.html',
      'www.evil.example/x.html',
      '<img src=x onerror=alert(1)>.html',
      '</details><script>x</script>.html',
      'a|b.html',
      '\u202Eevil\u202C.html',
      'back`tick`.html',
      'line\nbreak.html',
      '<!-- docs-export-action:bundle-manifest job=se_x pages=1 -->.html',
    ];
    const next = new Map(hostile.map((path) => [path, 'abcd0001'] as const));
    const markdown = diffMarkdown(outcomeOf(diffPages(new Map(), next)), 20_000);
    const listed = markdown.split('\n').filter((line) => line.startsWith('- '));
    expect(listed).toHaveLength(hostile.length);
    expect(markdown).not.toContain('<img');
    expect(markdown).not.toContain('<script');
    expect(markdown).not.toContain('</details><');
    expect(markdown).not.toContain('<!-- docs-export-action');
    expect(markdown).not.toMatch(/(^|[^`])@org\/team/m);
    expect(markdown).not.toContain('\nbreak.html');
    for (const line of listed) expect(line.split('\n')).toHaveLength(1);
  });
});

describe('diffJson', () => {
  it('holds every path and the counts', () => {
    const diff = diffPages(
      pages({ 'gone.html': 'abcd0001', 'assets/site.js': '1' }),
      pages({ 'new.html': 'abcd0002', 'assets/site.js': '2' }),
    );
    const json = JSON.parse(
      diffJson({ kind: 'diff', diff, previousJobId: JOB, source: 'link' }, 'se_77aa00bb11cc22dd'),
    ) as Record<string, unknown>;
    expect(json).toEqual({
      previous: { jobId: JOB, source: 'link' },
      next: { jobId: 'se_77aa00bb11cc22dd' },
      identical: false,
      counts: { added: 1, removed: 1, changed: 0, unchanged: 0, otherFiles: 1 },
      added: ['new.html'],
      removed: ['gone.html'],
      changed: [],
      otherFiles: [{ path: 'assets/site.js', change: 'changed' }],
    });
  });
});
