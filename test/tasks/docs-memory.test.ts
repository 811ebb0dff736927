// A `docs-path` of many large files (identical blobs cost a repository nothing) must not exhaust the runner's memory
// before the report is published: read in a child process whose heap is too small to hold the docs, it completes.
// No clock: the child's exit status and what it printed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../report/harness.ts';

/**
 * The numbers: a reader that keeps every line held ~1.9 MB of heap per file of ~1 MiB of short lines (80 such
 * files: 150 MB), so with a 32 MB heap it dies after some 15 files, and keeping the lines of only the files within
 * the 32 MiB budget (~61 MB) dies too. A reader that keeps only the hits holds one file at a time (under 10 MB
 * with the module loaded). 40 files pass the budget (32 MiB) by 8; reading and searching them takes about a second.
 */
const FILES = 40;
const HEAP_MB = 32;
const LINE = 'See the refund policy before asking for a refund, line .....\n';

/** FILES docs files of one blob of ~1 MiB, hard links all: a large docs tree at the cost of one file. */
function largeDocsTree(): string {
  const dir = tempDir('docs-memory-');
  const blob = path.join(dir, 'blob.txt');
  fs.writeFileSync(blob, LINE.repeat(Math.floor((1024 * 1024) / LINE.length)));
  fs.mkdirSync(path.join(dir, 'docs'));
  for (let i = 0; i < FILES; i++) fs.linkSync(blob, path.join(dir, 'docs', `page-${String(i).padStart(3, '0')}.md`));
  return dir;
}

describe('a docs-path of many large files', () => {
  it(`is searched within a ${HEAP_MB} MB heap, the files past the byte budget counted as not read`, () => {
    const dir = largeDocsTree();
    const moduleUrl = pathToFileURL(path.resolve('src/tasks/docs-files.ts')).href;
    const query = { terms: ['refund', 'refund policy', 'not in any file'], pages: [] };
    const script = [
      'const { readDocs } = await import(process.argv[1]);',
      `const docs = await readDocs(process.argv[2], ['docs/**/*.md'], ${JSON.stringify(query)});`,
      "console.log(JSON.stringify(docs.state === 'ok' ? docs.unread : docs.why));",
    ].join('\n');
    const child = spawnSync(
      process.execPath,
      [`--max-old-space-size=${HEAP_MB}`, '--input-type=module', '-e', script, moduleUrl, dir],
      { encoding: 'utf8' },
    );
    expect(
      child.status,
      child.stderr.split('\n').find((line) => /FATAL|Error/.test(line)),
    ).toBe(0);
    expect(JSON.parse(child.stdout)).toEqual({ tooLarge: 0, pastCount: 0, pastBudget: 8 });
  });
});
