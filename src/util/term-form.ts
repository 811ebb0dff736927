// The one form in which two terms a visitor typed (a search term, a category, a page) are the same: what a task's key
// hashes, what its title shows, and what the docs files are searched in. Pure.

/**
 * Characters that show nothing or only change how their neighbours show: format characters (zero widths, bidi
 * controls and isolates, the BOM, tags, the soft hyphen) and every other default-ignorable one (joiners, variation
 * selectors, the combining grapheme joiner, Hangul fillers). Removed, so that none makes a look-alike of a term.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
/** Controls and the Unicode line and paragraph separators; not the line feed, which `foldLines` keeps. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is being replaced
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Invisible characters removed (before NFKC and after: NFKC can make one, a half-width Hangul filler), controls a space. */
function plainForm(text: string): string {
  return text.replace(INVISIBLE, '').normalize('NFKC').replace(INVISIBLE, '').replace(CONTROL, ' ');
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
