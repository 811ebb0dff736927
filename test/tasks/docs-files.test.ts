// The docs sources of a workspace: only files of `docs-path` inside it (no folder of packages, no link out of it),
// the whole phrase in any case, and the source file of a page where the layout tells.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mentionsOf, pageSource, readDocs } from '../../src/tasks/docs-files.ts';

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

describe('docs files', () => {
  it('finds the page source where the layout tells: <path>.md(x), <path>/index.md(x), under docs/', async () => {
    const dir = tree({
      'docs/guides/webhooks.mdx': 'x',
      'docs/api/index.md': 'x',
      'quickstart.md': 'x',
    });
    const docs = await readDocs(dir, ['**/*.md', '**/*.mdx']);
    if (docs.state !== 'ok') throw new Error(docs.why);
    expect(pageSource(docs.files, '/guides/webhooks')).toBe('docs/guides/webhooks.mdx');
    expect(pageSource(docs.files, '/api/')).toBe('docs/api/index.md');
    expect(pageSource(docs.files, '/quickstart')).toBe('quickstart.md');
    expect(pageSource(docs.files, '/missing')).toBeUndefined();
  });

  it('reads no file through a link that leaves the workspace, and none under node_modules', async () => {
    const outside = tree({ 'secret.md': 'refund' });
    const dir = tree({ 'docs/a.md': 'a refund', 'node_modules/x/b.md': 'refund' });
    fs.symlinkSync(outside, path.join(dir, 'docs', 'linked'));
    fs.symlinkSync(path.join(outside, 'secret.md'), path.join(dir, 'docs', 'file-link.md'));
    const docs = await readDocs(dir, ['**/*.md']);
    if (docs.state !== 'ok') throw new Error(docs.why);
    expect(mentionsOf(docs.files, 'Refund')).toEqual([{ path: 'docs/a.md', lines: [1] }]);
  });

  it('says why it could not look: no checkout, or no file matching docs-path', async () => {
    expect(await readDocs(path.join(os.tmpdir(), 'no-such-workspace-for-docs'), ['**/*.md'])).toEqual({
      state: 'unavailable',
      why: 'the workspace holds no checkout (run actions/checkout before this step)',
    });
    const dir = tree({ 'README.txt': 'x' });
    expect(await readDocs(dir, ['docs/**/*.md'])).toMatchObject({
      state: 'unavailable',
      why: 'no file in the workspace matches `docs-path` (docs/**/*.md)',
    });
  });

  it('matches a phrase with regex characters and hyphens as written', () => {
    const files = [{ path: 'a.md', lines: ['use C++ (v2.0) and x-ray', 'c++ again', 'cxx'] }];
    expect(mentionsOf(files, 'c++')).toEqual([{ path: 'a.md', lines: [1, 2] }]);
    expect(mentionsOf(files, 'X-Ray')).toEqual([{ path: 'a.md', lines: [1] }]);
    expect(mentionsOf(files, '(v2.0)')).toEqual([{ path: 'a.md', lines: [1] }]);
  });

  it('compares a term and a line in their one form: invisible characters in either do not hide a mention', () => {
    const files = [{ path: 'a.md', lines: ['Ask for a re\u00adfund.', 'REFUND\u200b policy', 'refunds'] }];
    expect(mentionsOf(files, 'refund')).toEqual([{ path: 'a.md', lines: [1, 2] }]);
    expect(mentionsOf(files, 'ref\u2060und\ufe0f')).toEqual([{ path: 'a.md', lines: [1, 2] }]);
  });
});
