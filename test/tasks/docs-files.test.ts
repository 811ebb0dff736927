// The docs sources of a workspace: only files of `docs-path` inside it (no folder of packages, no link out of it),
// the whole phrase in any case, the source file of a page where the layout tells, and a docs tree of many large
// files read within the byte budget, keeping only what a task body shows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DOCS_READ_BUDGET,
  MAX_DOC_BYTES,
  mentionsOf,
  pageSource,
  readDocs,
  unreadDocs,
} from '../../src/tasks/docs-files.ts';
import type { DocsIndex, DocsQuery } from '../../src/tasks/docs-files.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-files-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

async function readOk(dir: string, patterns: string[], query: Partial<DocsQuery>) {
  const docs = await readDocs(dir, patterns, { terms: [], pages: [], ...query });
  if (docs.state !== 'ok') throw new Error(docs.why);
  return docs;
}

/** The files that mention a term, as path and line numbers. */
const linesOf = (docs: DocsIndex & { state: 'ok' }, term: string) =>
  mentionsOf(docs, term)?.files.map((f) => ({ path: f.path, lines: f.lines }));

describe('docs files', () => {
  it('finds the page source where the layout tells: <path>.md(x), <path>/index.md(x), under docs/', async () => {
    const dir = tree({
      'docs/guides/webhooks.mdx': 'x',
      'docs/api/index.md': 'x',
      'quickstart.md': 'x',
    });
    const pages = ['/guides/webhooks', '/api/', '/quickstart', '/missing'];
    const docs = await readOk(dir, ['**/*.md', '**/*.mdx'], { pages });
    expect(pageSource(docs, '/guides/webhooks')).toBe('docs/guides/webhooks.mdx');
    expect(pageSource(docs, '/api/')).toBe('docs/api/index.md');
    expect(pageSource(docs, '/quickstart')).toBe('quickstart.md');
    expect(pageSource(docs, '/missing')).toBeUndefined();
  });

  it('reads no file through a link that leaves the workspace, and none under node_modules', async () => {
    const outside = tree({ 'secret.md': 'refund' });
    const dir = tree({ 'docs/a.md': 'a refund', 'node_modules/x/b.md': 'refund' });
    fs.symlinkSync(outside, path.join(dir, 'docs', 'linked'));
    fs.symlinkSync(path.join(outside, 'secret.md'), path.join(dir, 'docs', 'file-link.md'));
    const docs = await readOk(dir, ['**/*.md'], { terms: ['Refund'] });
    expect(linesOf(docs, 'Refund')).toEqual([{ path: 'docs/a.md', lines: [1] }]);
  });

  it('says why it could not look: no checkout, or no file matching docs-path', async () => {
    const query = { terms: ['refund'], pages: [] };
    expect(await readDocs(path.join(os.tmpdir(), 'no-such-workspace-for-docs'), ['**/*.md'], query)).toEqual({
      state: 'unavailable',
      why: 'the workspace holds no checkout (run actions/checkout before this step)',
    });
    const dir = tree({ 'README.txt': 'x' });
    expect(await readDocs(dir, ['docs/**/*.md'], query)).toMatchObject({
      state: 'unavailable',
      why: 'no file in the workspace matches `docs-path` (docs/**/*.md)',
    });
  });

  it('matches a phrase with regex characters and hyphens as written', async () => {
    const dir = tree({ 'a.md': 'use C++ (v2.0) and x-ray\nc++ again\ncxx' });
    const docs = await readOk(dir, ['*.md'], { terms: ['c++', 'X-Ray', '(v2.0)'] });
    expect(linesOf(docs, 'c++')).toEqual([{ path: 'a.md', lines: [1, 2] }]);
    expect(linesOf(docs, 'X-Ray')).toEqual([{ path: 'a.md', lines: [1] }]);
    expect(linesOf(docs, '(v2.0)')).toEqual([{ path: 'a.md', lines: [1] }]);
    expect(mentionsOf(docs, 'not asked')).toBeUndefined();
  });

  it('compares a term and a line in their one form: invisible characters in either do not hide a mention', async () => {
    const dir = tree({ 'a.md': 'Ask for a re\u00adfund.\nREFUND\u200b policy\nrefunds' });
    const docs = await readOk(dir, ['*.md'], { terms: ['refund', 'ref\u2060und\ufe0f'] });
    expect(linesOf(docs, 'refund')).toEqual([{ path: 'a.md', lines: [1, 2] }]);
    expect(linesOf(docs, 'ref\u2060und\ufe0f')).toEqual([{ path: 'a.md', lines: [1, 2] }]);
  });

  it('counts the files too large to read, and says which were not read', async () => {
    const dir = tree({ 'a.md': 'refund', 'b.md': 'x'.repeat(MAX_DOC_BYTES + 1) });
    const docs = await readOk(dir, ['*.md'], { terms: ['refund'] });
    expect(docs.unread).toEqual({ tooLarge: 1, pastCount: 0, pastBudget: 0 });
    expect(unreadDocs(docs)).toBe('1 file matching `docs-path` was not read (1 over 1 MiB each)');
  });
});

const LINE = 'See the refund policy before asking for a refund, line .....\n';
const LINES_PER_FILE = Math.floor(MAX_DOC_BYTES / LINE.length);
const FILE_BYTES = LINE.length * LINES_PER_FILE;
/** More files of ~1 MiB than the budget reads (32 MiB): the test checks that the budget is below them. */
const FILES = 40;

/** FILES docs files of one blob of ~1 MiB, hard links all: a large docs tree at the cost of one file. */
function largeDocsTree(): string {
  const dir = tree({ 'blob.txt': LINE.repeat(LINES_PER_FILE) });
  fs.mkdirSync(path.join(dir, 'docs'));
  for (let i = 0; i < FILES; i++)
    fs.linkSync(path.join(dir, 'blob.txt'), path.join(dir, 'docs', `page-${String(i).padStart(3, '0')}.md`));
  return dir;
}

describe('a docs-path of many large files (identical blobs cost a repository nothing)', () => {
  it('is read within the byte budget, keeping only the hits a task shows and counting the files not read', async () => {
    const dir = largeDocsTree();
    const query = { terms: ['refund', 'Refund Policy', 'not in any file'], pages: ['/docs/page-000'] };
    const docs = await readDocs(dir, ['docs/**/*.md'], query);
    // What the index holds: a few files and line numbers per term, not the text of the docs.
    const held = JSON.stringify(docs, (_key, value: unknown) => (value instanceof Map ? [...value] : value));
    expect(held.length).toBeLessThan(16 * 1024);
    if (docs.state !== 'ok') throw new Error(docs.why);
    const fit = Math.floor(DOCS_READ_BUDGET / FILE_BYTES);
    expect(fit).toBeLessThan(FILES);
    expect(docs.read).toEqual({ files: fit, bytes: fit * FILE_BYTES });
    expect(docs.unread).toEqual({ tooLarge: 0, pastCount: 0, pastBudget: FILES - fit });
    expect(unreadDocs(docs)).toBe(
      `${FILES - fit} files matching \`docs-path\` were not read (${FILES - fit} past the 32 MiB a run reads)`,
    );
    const refund = mentionsOf(docs, 'refund');
    expect(refund?.fileCount).toBe(fit);
    expect(refund?.files).toHaveLength(10);
    expect(refund?.files[0]).toEqual({
      path: 'docs/page-000.md',
      lines: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      lineCount: LINES_PER_FILE,
    });
    expect(mentionsOf(docs, 'refund policy')?.fileCount).toBe(fit);
    expect(mentionsOf(docs, 'not in any file')).toEqual({ files: [], fileCount: 0 });
    expect(pageSource(docs, '/docs/page-000')).toBe('docs/page-000.md');
  });
});
