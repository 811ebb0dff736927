// A gap's term in a task's title (in its one form) and body (as typed): hostile text (a visitor typed it), inert.
import { escapeMarkdown } from '../util/markdown.ts';
import { shownTerm } from '../util/term-form.ts';
import type { GapKind } from './types.ts';

/** Characters of the term a title shows at most: a readable title, cut with `…`. */
export const TITLE_TERM_MAX = 60;

/**
 * What GitHub links or renders in a title: a mention (`@`), an issue reference (`#`), a code span (`` ` ``), a
 * link (`scheme://`, `www.`), and `<` `>` kept out: each becomes its full-width look-alike, which does nothing.
 */
const TITLE_ACTIVE: Record<string, string> = { '@': '＠', '#': '＃', '`': 'ʻ', '<': '‹', '>': '›', ':': '꞉' };

/**
 * The term in the form its key hashes but for its case (term-form.ts: no invisible character or control, NFKC), so
 * terms that look alike have one title as they have one key; then made inert and cut.
 */
function titleText(term: string): string {
  const inert = shownTerm(term)
    .replace(/[@#`<>]|:(?=\/\/)/g, (c) => TITLE_ACTIVE[c] ?? c)
    .replace(/(?<=w)ww\./gi, (m) => `${m.slice(0, 2)}․`);
  const chars = [...inert];
  return chars.length <= TITLE_TERM_MAX ? inert : `${chars.slice(0, TITLE_TERM_MAX - 1).join('')}…`;
}

const WHAT: Record<GapKind, string> = {
  search: 'search term',
  category: 'unanswered questions in category',
  page: 'unanswered questions on page',
};

/** What a title says around its term. */
const titleWording = (kind: GapKind): [before: string, after: string] => [`Docs gap: ${WHAT[kind]} “`, '”'];

/** `Docs gap: search term "…"`: the same for a term however often it is made, so a lost create is found. */
export function taskTitle(kind: GapKind, term: string): string {
  const [before, after] = titleWording(kind);
  return `${before}${titleText(term) || '(blank)'}${after}`;
}

/** Whether `title` says what `taskTitle` says around a term today, whatever the term (its spelling is kept). */
export function inTitleWording(title: string, kind: GapKind): boolean {
  const [before, after] = titleWording(kind);
  return title.length >= before.length + after.length && title.startsWith(before) && title.endsWith(after);
}

/**
 * The title as the action wrote it before its history kept the title it wrote: kept as it was then (whatever
 * `taskTitle` says now), so that a title of such a task still as the action wrote it is told from one a writer gave.
 */
export function titleBeforeHistory(kind: GapKind, term: string): string {
  const what = {
    search: 'search term',
    category: 'unanswered questions in category',
    page: 'unanswered questions on page',
  };
  return `Docs gap: ${what[kind]} “${titleText(term) || '(blank)'}”`;
}

/** The term inline in a body: a code span where that is safe, else escaped text; never a mention, link or HTML. */
export function bodyTerm(term: string): string {
  const shown = escapeMarkdown(term.length > 300 ? `${[...term].slice(0, 299).join('')}…` : term, { code: true });
  return shown === '' ? '(blank)' : shown;
}

/** What the gap is, in words, for the body's heading. */
export function kindWords(kind: GapKind): string {
  return WHAT[kind];
}
