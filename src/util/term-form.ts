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

/** Spaces, and punctuation that joins or separates words (`list-labels`, `list_labels`); `#` is kept (`C#`). */
const BETWEEN_WORDS = /(?:\s|(?!#)\p{P})+/u;

/**
 * The words of a term as one topic: `normalizeTerm`'s words, split at spaces and punctuation, each without a plural
 * `s` (a word of at least four letters ending in `s` but not `ss`, `us` or `is`: `labels`, not `address`, `status`
 * or `analysis`).
 */
export function topicWords(text: string): string[] {
  return normalizeTerm(text)
    .split(BETWEEN_WORDS)
    .filter(Boolean)
    .map((word) => (/^\p{L}{3,}s$/u.test(word) && !/(?:ss|us|is)$/.test(word) ? word.slice(0, -1) : word));
}

/**
 * The term as one topic: terms equal after case, punctuation, spaces and a plural `s` are one topic (`listlabels`,
 * `list labels`, `List-Labels`, `list label`): its `topicWords` joined. A term of punctuation only keeps its one form.
 */
export function topicForm(term: string): string {
  const words = topicWords(term);
  return words.length > 0 ? words.join('') : normalizeTerm(term);
}

/**
 * Whether `text` (a question) is about `term`: it holds every word of the term's topic, or the term's topic written
 * as one word (`listlabels` in "how do I list labels?").
 */
export function mentionsTopic(text: string, term: string): boolean {
  const wanted = topicWords(term);
  if (wanted.length === 0) return false;
  const words = topicWords(text);
  const have = new Set(words);
  return wanted.every((word) => have.has(word)) || wordsRunTo(words, wanted.join(''));
}

/** Whether consecutive `words`, joined, make `joined` exactly (never a part of a word: `sso` is not in `lesson`). */
function wordsRunTo(words: readonly string[], joined: string): boolean {
  for (let start = 0; start < words.length; start += 1) {
    let run = '';
    for (const word of words.slice(start)) {
      run += word;
      if (run === joined) return true;
      if (run.length >= joined.length) break;
    }
  }
  return false;
}
