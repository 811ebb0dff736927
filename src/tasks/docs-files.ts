// The documentation sources in the workspace (`docs-path`), read once per run, and which of them mention a gap's
// term (the whole phrase, any case) on which lines; for a page, the source file that renders it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describeFailure } from '../util/errors.ts';
import { lineText } from '../util/line-text.ts';
import { normalizeTerm } from '../util/term-form.ts';

/** Files read at most: a run over a huge checkout stays bounded (the files past it are named as not looked at). */
export const MAX_DOC_FILES = 5000;
/** A larger file is not read: documentation sources are far smaller. */
export const MAX_DOC_BYTES = 1024 * 1024;
const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);

export interface DocFile {
  /** Relative to the workspace, with `/`. */
  path: string;
  lines: string[];
}

export type DocsIndex =
  | { state: 'ok'; files: DocFile[]; /** Files beyond MAX_DOC_FILES, not read. */ unread: number }
  /** Nothing to look in: `why` says what (no checkout, or no file matches `docs-path`). */
  | { state: 'unavailable'; why: string };

export interface Mention {
  path: string;
  /** 1-based line numbers, in order. */
  lines: number[];
}

async function isCheckout(workspace: string): Promise<boolean> {
  try {
    return (await fs.readdir(workspace)).length > 0;
  } catch {
    return false;
  }
}

/** The files `patterns` match under `workspace`: regular files inside it, never through a symbolic link. */
export async function readDocs(workspace: string, patterns: readonly string[]): Promise<DocsIndex> {
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
  const names = [...matched].sort();
  const files: DocFile[] = [];
  for (const name of names.slice(0, MAX_DOC_FILES)) {
    const file = await readDoc(root, name);
    if (file) files.push(file);
  }
  if (files.length === 0)
    return { state: 'unavailable', why: `no file in the workspace matches \`docs-path\` (${patterns.join(', ')})` };
  return { state: 'ok', files, unread: Math.max(0, names.length - MAX_DOC_FILES) };
}

async function readDoc(root: string, name: string): Promise<DocFile | undefined> {
  const full = path.join(root, name);
  try {
    const stat = await fs.lstat(full);
    if (!stat.isFile() || stat.size > MAX_DOC_BYTES) return undefined;
    // A folder on the way may be a link out of the workspace: only a file truly inside it is read.
    const real = await fs.realpath(full);
    if (path.relative(root, real).startsWith('..')) return undefined;
    return { path: name, lines: (await fs.readFile(real, 'utf8')).split(/\r?\n/) };
  } catch {
    return undefined;
  }
}

const WORD = /[\p{L}\p{N}_]/u;

/** The whole phrase, any case, any run of whitespace between its words, not inside a longer word. */
export function phrasePattern(term: string): RegExp | undefined {
  const phrase = normalizeTerm(term);
  if (phrase === '') return undefined;
  const body = phrase
    .split(' ')
    // Only the syntax characters: in a `u` pattern, escaping anything else is an error.
    .map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('\\s+');
  const before = WORD.test(phrase.at(0) ?? '') ? '(?<![\\p{L}\\p{N}_])' : '';
  const after = WORD.test([...phrase].at(-1) ?? '') ? '(?![\\p{L}\\p{N}_])' : '';
  return new RegExp(`${before}${body}${after}`, 'iu');
}

/** Files that mention the term, in path order, each with the lines that do. */
export function mentionsOf(files: readonly DocFile[], term: string): Mention[] {
  const pattern = phrasePattern(term);
  if (!pattern) return [];
  const mentions: Mention[] = [];
  for (const file of files) {
    const lines: number[] = [];
    file.lines.forEach((line, i) => {
      if (pattern.test(normalizeTerm(line))) lines.push(i + 1);
    });
    if (lines.length > 0) mentions.push({ path: file.path, lines });
  }
  return mentions;
}

/**
 * The source of a site page where the layout tells: `<path>.md(x)` or `<path>/index.md(x)`, at the top or under
 * `docs/`; the first such file among the documentation sources, else undefined.
 */
export function pageSource(files: readonly DocFile[], sitePath: string): string | undefined {
  const page = sitePath.replace(/^\/+|\/+$/g, '');
  const stems = page === '' ? ['index', 'docs/index'] : [page, `${page}/index`, `docs/${page}`, `docs/${page}/index`];
  const candidates = stems.flatMap((stem) => [`${stem}.md`, `${stem}.mdx`]);
  const known = new Set(files.map((f) => f.path));
  return candidates.find((candidate) => known.has(candidate));
}
