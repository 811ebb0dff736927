// Patterns a team writes for terms, categories or pages (`task-ignore`): the text exactly, or with `*` for any run of
// characters, matched on the one form of a term (term-form.ts). No other syntax: a pattern is never a regular
// expression, so no pattern can make matching slow (each is matched by plain searches, in time linear in its parts).
import { normalizeTerm } from './term-form.ts';

/** The longest pattern accepted (characters), and the most patterns. */
export const TERM_PATTERN_MAX_CHARS = 300;
export const TERM_PATTERNS_MAX = 200;

/** What a pattern says, in the one form, split at its stars: `['', 'hyperlink', '']` for `*HYPERLINK*`. */
type Parts = readonly string[];

/** Whether `text` (in the one form) is `parts` with any run of characters at each cut. */
function matchesParts(text: string, parts: Parts): boolean {
  const first = parts[0] ?? '';
  if (parts.length === 1) return text === first;
  const last = parts.at(-1) ?? '';
  if (text.length < first.length + last.length || !text.startsWith(first) || !text.endsWith(last)) return false;
  // Each middle part at its leftmost place after the one before: leftmost leaves the most room for the rest.
  let from = first.length;
  const end = text.length - last.length;
  for (const part of parts.slice(1, -1)) {
    const at = text.indexOf(part, from);
    if (at < 0 || at + part.length > end) return false;
    from = at + part.length;
  }
  return true;
}

/**
 * One test of every pattern of `patterns`: whether a text's one form (case, invisible characters, NFKC, spaces) is a
 * pattern's, a `*` standing for any run of characters (none included). A pattern empty in that form is skipped.
 */
export function termPatterns(patterns: readonly string[]): (text: string) => boolean {
  const compiled = patterns
    .map((pattern) => normalizeTerm(pattern))
    .filter((pattern) => pattern !== '')
    // `**` is `*`: the empty parts between stars say nothing.
    .map((pattern) => pattern.split('*').filter((part, i, all) => part !== '' || i === 0 || i === all.length - 1));
  if (compiled.length === 0) return () => false;
  return (text) => {
    const form = normalizeTerm(text);
    return compiled.some((parts) => matchesParts(form, parts));
  };
}

/** What is wrong with a list of patterns as `task-ignore` takes it, if anything: too many, or one too long. */
export function termPatternsProblem(patterns: readonly string[]): string | undefined {
  const accepts = `accepts up to ${TERM_PATTERNS_MAX} terms, categories or page paths (commas or newlines), each at most ${TERM_PATTERN_MAX_CHARS} characters, exact or with * for any run of characters`;
  if (patterns.length > TERM_PATTERNS_MAX) return `${accepts}; it has ${patterns.length}`;
  const long = patterns.find((pattern) => [...pattern].length > TERM_PATTERN_MAX_CHARS);
  if (long) return `${accepts}; one has ${[...long].length}`;
  return undefined;
}
