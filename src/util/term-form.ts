// The one form in which two terms a visitor typed (a search term, a category, a page) are the same: what a task's key
// hashes, what its title shows and what the docs files are searched for. Pure.

/**
 * Characters that show nothing or only change how their neighbours show: format characters (zero widths, bidi
 * controls and isolates, the BOM, tags, the soft hyphen) and every other default-ignorable one (joiners, variation
 * selectors, the combining grapheme joiner, Hangul fillers). Removed, so that none makes a look-alike of a term.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is being replaced
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * The term as one gap: invisible characters removed, NFKC (full-width and compatibility forms folded), lower case,
 * controls and runs of whitespace one space, trimmed. A term without invisible characters or controls keeps the
 * form (and so the task key) it had before invisible characters were removed.
 */
export function normalizeTerm(term: string): string {
  return (
    term
      .replace(INVISIBLE, '')
      .normalize('NFKC')
      // NFKC can make one (a half-width Hangul filler becomes a filler).
      .replace(INVISIBLE, '')
      .toLowerCase()
      .replace(CONTROL, ' ')
      .replace(/\s+/gu, ' ')
      .trim()
  );
}
