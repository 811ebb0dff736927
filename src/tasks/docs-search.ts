// The search of the docs files for the terms of a run's tasks: each file's lines once for every term, in its one
// form (term-form.ts), the whole phrase, not inside a longer word; per term only what a task body shows is kept
// (its first files in path order with their first line numbers), the rest counted.
import { foldLines, normalizeTerm } from '../util/term-form.ts';

/** Files kept per term, in path order: what a task body names (the rest are counted). */
export const MAX_FILES_NAMED = 10;
/** Line numbers kept per file and term (the rest are counted). */
export const MAX_LINES_NAMED = 10;

export interface Mention {
  path: string;
  /** 1-based line numbers, in order: the first MAX_LINES_NAMED. */
  lines: number[];
  /** Lines that mention the term, in all. */
  lineCount: number;
}

export interface TermMentions {
  /** The first MAX_FILES_NAMED files that mention the term, in path order. */
  files: Mention[];
  /** Files that mention it, in all. */
  fileCount: number;
}

const WORD = /[\p{L}\p{N}_]/u;

/** The whole phrase (in its one form) in a line in its one form, any whitespace between its words, not in a word. */
function phrasePattern(phrase: string): RegExp {
  const body = phrase
    .split(' ')
    // Only the syntax characters: in a `u` pattern, escaping anything else is an error.
    .map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('\\s+');
  const before = WORD.test(phrase.at(0) ?? '') ? '(?<![\\p{L}\\p{N}_])' : '';
  const after = WORD.test([...phrase].at(-1) ?? '') ? '(?![\\p{L}\\p{N}_])' : '';
  return new RegExp(`${before}${body}${after}`, 'u');
}

/** The phrase's longest word: a line without it cannot match, and `includes` tells that fast. */
const longestWord = (phrase: string) => phrase.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '');

interface Tally {
  phrase: string;
  pattern: RegExp;
  word: string;
  found: TermMentions;
  /** The file being scanned. */
  lines: number[];
  lineCount: number;
}

/** Every term searched in each file's lines in one pass; per term only what a body shows is kept. */
export function termSearch(terms: readonly string[]) {
  const byPhrase = new Map<string, Tally>();
  for (const term of terms) {
    const phrase = normalizeTerm(term);
    if (!byPhrase.has(phrase))
      byPhrase.set(phrase, {
        phrase,
        pattern: phrasePattern(phrase),
        word: longestWord(phrase),
        found: { files: [], fileCount: 0 },
        lines: [],
        lineCount: 0,
      });
  }
  // A blank term mentions nothing.
  const searched = [...byPhrase.values()].filter((t) => t.phrase !== '');
  return {
    scan(name: string, text: string): void {
      if (searched.length === 0) return;
      // The whole file folded at once (far faster than line by line), then each line tested for every term.
      for (const [i, line] of foldLines(text).split('\n').entries()) {
        for (const tally of searched) {
          if (!line.includes(tally.word) || !tally.pattern.test(line)) continue;
          tally.lineCount += 1;
          if (tally.lines.length < MAX_LINES_NAMED) tally.lines.push(i + 1);
        }
      }
      for (const tally of searched) {
        if (tally.lineCount === 0) continue;
        tally.found.fileCount += 1;
        if (tally.found.files.length < MAX_FILES_NAMED)
          tally.found.files.push({ path: name, lines: tally.lines, lineCount: tally.lineCount });
        tally.lines = [];
        tally.lineCount = 0;
      }
    },
    mentions: () => new Map([...byPhrase].map(([phrase, tally]) => [phrase, tally.found])),
  };
}
