// The one form in which two terms a visitor typed (a search term, a category, a page) are the same: what a task's key
// hashes, what its title shows, and what the docs files are searched in. Pure.
import { CONTROL_CHARACTERS, INVISIBLE_CHARACTERS } from './characters.ts';

/** The controls but the line feed, which `foldLines` keeps for its lines (derived, so the class is defined once). */
const CONTROL_BUT_LINE_FEED = new RegExp(`(?!\\n)${CONTROL_CHARACTERS.source}`, 'g');

/** Invisible characters removed (before NFKC and after: NFKC can make one, a half-width Hangul filler), controls a space. */
function plainForm(text: string): string {
  return text
    .replace(INVISIBLE_CHARACTERS, '')
    .normalize('NFKC')
    .replace(INVISIBLE_CHARACTERS, '')
    .replace(CONTROL_BUT_LINE_FEED, ' ');
}

/**
 * Text in the one form, its line feeds kept (for search, line by line): invisible characters removed, NFKC
 * (full-width and compatibility forms folded), lower case, every other control a space. Whitespace is left as it is.
 */
export function foldLines(text: string): string {
  return plainForm(text).toLowerCase();
}

/**
 * The term as a task's title shows it: the one form but for its case (`listLabels` stays readable), whitespace
 * collapsed. Terms that look alike show alike; the first spelling a task was made with is the one its title keeps.
 */
export function shownTerm(term: string): string {
  return plainForm(term).replace(/\s+/g, ' ').trim();
}

/**
 * The term as one gap: `shownTerm` in lower case. A term without invisible characters or controls keeps the form
 * (and so the task key) it had before invisible characters were removed.
 */
export function normalizeTerm(term: string): string {
  return shownTerm(term).toLowerCase();
}
