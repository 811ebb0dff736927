// The documentation sources in the workspace (`docs-path`), read once per run within a byte budget, one file at a
// time, each handed to the search of the run's terms (docs-search.ts) and dropped; for a page, the source file that
// renders it; and how many files were not read, in words for the tasks, the log and the report.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describeFailure } from '../util/errors.ts';
import { groupThousands } from '../util/format.ts';
import { lineText } from '../util/line-text.ts';
import { normalizeTerm } from '../util/term-form.ts';
import { termSearch } from './docs-search.ts';
import type { TermMentions } from './docs-search.ts';

/** Files read at most: a run over a huge checkout stays bounded (the files past it are counted as not read). */
export const MAX_DOC_FILES = 5000;
/** A larger file is not read: documentation sources are far smaller. */
export const MAX_DOC_BYTES = 1024 * 1024;
/**
 * Bytes read at most in a run, all files together. The search holds one file at a time, but its time grows with the
 * bytes: 5,000 files of 1 MiB (one blob to a repository, if they are the same) would take minutes. 32 MiB holds the
 * sources of a large docs site (3,000 pages of 10 KiB) and is searched in about a second; the files past it, in path
 * order, are not read, and the run says how many.
 */
export const DOCS_READ_BUDGET = 32 * 1024 * 1024;
const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);

/** What to look for: the terms of the run's tasks, and the site paths of its pages (for their source). */
export interface DocsQuery {
  terms: readonly string[];
  pages: readonly string[];
}

/** Files matching `docs-path` that were not read. */
export interface Unread {
  /** Over MAX_DOC_BYTES. */
  tooLarge: number;
  /** Past the first MAX_DOC_FILES. */
  pastCount: number;
  /** Past DOCS_READ_BUDGET. */
  pastBudget: number;
}

export type DocsIndex =
  | {
      state: 'ok';
      /** By the term's one form (term-form.ts): every term of the query. */
      mentions: Map<string, TermMentions>;
      /** A page's source, by the site path as asked. */
      sources: Map<string, string>;
      read: { files: number; bytes: number };
      unread: Unread;
    }
  /** Nothing to look in: `why` says what (no checkout, or no file matches `docs-path`). */
  | { state: 'unavailable'; why: string };

async function isCheckout(workspace: string): Promise<boolean> {
  try {
    return (await fs.readdir(workspace)).length > 0;
  } catch {
    return false;
  }
}

/** The files `patterns` match under `workspace` (regular files inside it, never through a symbolic link), searched. */
export async function readDocs(workspace: string, patterns: readonly string[], query: DocsQuery): Promise<DocsIndex> {
  if (!(await isCheckout(workspace)))
    return {
      state: 'unavailable',
      why: 'the workspace holds no checkout (run actions/checkout before this step)',
    };
  const root = await fs.realpath(workspace);
  const matched = new Set<string>();
  const exclude = (name: string) => SKIPPED_FOLDERS.has(path.basename(name));
  try {
    for await (const found of fs.glob([...patterns], { cwd: root, exclude }))
      matched.add(found.split(path.sep).join('/'));
  } catch (error) {
    // A folder that cannot be listed costs the task its file list, never the run.
    return { state: 'unavailable', why: `the workspace could not be searched (${lineText(describeFailure(error))})` };
  }
  if (matched.size === 0)
    return { state: 'unavailable', why: `no file in the workspace matches \`docs-path\` (${patterns.join(', ')})` };
  const names = [...matched].sort();
  const listed = names.slice(0, MAX_DOC_FILES);
  const search = termSearch(query.terms);
  const sources = sourceFinder(query.pages);
  const read = { files: 0, bytes: 0 };
  const unread: Unread = { tooLarge: 0, pastCount: names.length - listed.length, pastBudget: 0 };
  for (const [i, name] of listed.entries()) {
    const file = await readDoc(root, name, DOCS_READ_BUDGET - read.bytes);
    if (file === 'too-large') unread.tooLarge += 1;
    if (file === 'over-budget') {
      unread.pastBudget = listed.length - i;
      break;
    }
    if (typeof file !== 'object') continue;
    read.files += 1;
    read.bytes += file.bytes;
    search.scan(name, file.text);
    sources.saw(name);
  }
  return { state: 'ok', mentions: search.mentions(), sources: sources.found(), read, unread };
}

type ReadResult = { text: string; bytes: number } | 'skipped' | 'too-large' | 'over-budget';

/** One file's text, when it is a regular file truly inside the workspace, at most MAX_DOC_BYTES, and fits `room`. */
async function readDoc(root: string, name: string, room: number): Promise<ReadResult> {
  const full = path.join(root, name);
  try {
    const stat = await fs.lstat(full);
    if (!stat.isFile()) return 'skipped';
    if (stat.size > MAX_DOC_BYTES) return 'too-large';
    if (stat.size > room) return 'over-budget';
    // A folder on the way may be a link out of the workspace: only a file truly inside it is read.
    const real = await fs.realpath(full);
    if (path.relative(root, real).startsWith('..')) return 'skipped';
    // Never more than the size seen: a file that grows meanwhile cannot pass the budget.
    const handle = await fs.open(real, 'r');
    try {
      const buffer = Buffer.alloc(stat.size);
      const { bytesRead } = await handle.read(buffer, 0, stat.size, 0);
      return { text: buffer.toString('utf8', 0, bytesRead), bytes: bytesRead };
    } finally {
      await handle.close();
    }
  } catch {
    return 'skipped';
  }
}

/**
 * A site page's source where the layout tells: `<path>.md(x)` or `<path>/index.md(x)`, at the top or under `docs/`;
 * the first such file among those read.
 */
function sourceCandidates(sitePath: string): string[] {
  const page = sitePath.replace(/^\/+|\/+$/g, '');
  const stems = page === '' ? ['index', 'docs/index'] : [page, `${page}/index`, `docs/${page}`, `docs/${page}/index`];
  return stems.flatMap((stem) => [`${stem}.md`, `${stem}.mdx`]);
}

function sourceFinder(pages: readonly string[]) {
  const wanted = new Map(pages.map((page) => [page, sourceCandidates(page)]));
  const candidates = new Set([...wanted.values()].flat());
  const seen = new Set<string>();
  return {
    saw(name: string): void {
      if (candidates.has(name)) seen.add(name);
    },
    found(): Map<string, string> {
      const sources = new Map<string, string>();
      for (const [page, names] of wanted) {
        const source = names.find((name) => seen.has(name));
        if (source) sources.set(page, source);
      }
      return sources;
    },
  };
}

/** The files that mention the term; undefined when the run did not look for it. */
export function mentionsOf(docs: DocsIndex & { state: 'ok' }, term: string): TermMentions | undefined {
  return docs.mentions.get(normalizeTerm(term));
}

/** The source of a site page among the files read, else undefined. */
export function pageSource(docs: DocsIndex & { state: 'ok' }, sitePath: string): string | undefined {
  return docs.sources.get(sitePath);
}

const MIB = 1024 * 1024;

/** The files matching `docs-path` that were not read, in words (numbers and limits only), or undefined. */
export function unreadDocs(docs: DocsIndex): string | undefined {
  if (docs.state !== 'ok') return undefined;
  const { tooLarge, pastCount, pastBudget } = docs.unread;
  const total = tooLarge + pastCount + pastBudget;
  if (total === 0) return undefined;
  const why = [
    tooLarge > 0 ? `${groupThousands(tooLarge)} over ${MAX_DOC_BYTES / MIB} MiB each` : '',
    pastBudget > 0 ? `${groupThousands(pastBudget)} past the ${DOCS_READ_BUDGET / MIB} MiB a run reads` : '',
    pastCount > 0 ? `${groupThousands(pastCount)} past the first ${groupThousands(MAX_DOC_FILES)} files` : '',
  ].filter(Boolean);
  return `${groupThousands(total)} file${total === 1 ? '' : 's'} matching \`docs-path\` ${total === 1 ? 'was' : 'were'} not read (${why.join(', ')})`;
}
