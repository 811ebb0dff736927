// Search terms set aside instead of counted as content gaps: text no reader types into a docs search (a spreadsheet
// formula, a URL, markup, a template expression, control characters, a paste past a length or word count), and the
// terms, categories or pages a team named in `task-ignore`. Such a term is never a task and not a content gap; the
// report counts it and names a few. Pure; every rule is a plain test of a term of at most TERM_MAX_CHARS characters
// (longer ones are set aside before any pattern runs), so hostile text cannot make it slow.
import { shownTerm } from '../../util/term-form.ts';
import { compareText } from '../../util/text-order.ts';
import { capText } from '../text-caps.ts';

/** Why a term is junk: each rule of `junkReason`. */
export type JunkReason = 'control' | 'length' | 'formula' | 'template' | 'markup' | 'url' | 'words';
/** Why a term is set aside: junk, or a match of `task-ignore`. */
export type SetAsideReason = JunkReason | 'ignored';

/** A term longer than this (characters of its shown form) is a paste, not a search. */
export const TERM_MAX_CHARS = 80;
/** A term of more words than this is a paste too. */
export const TERM_MAX_WORDS = 12;

/** Each reason in the report's words. */
export const REASON_WORDS: Readonly<Record<SetAsideReason, string>> = {
  control: 'control characters',
  length: `longer than ${TERM_MAX_CHARS} characters`,
  formula: 'a formula',
  template: 'a template expression',
  markup: 'markup',
  url: 'a URL',
  words: `more than ${TERM_MAX_WORDS} words`,
  ignored: 'matched task-ignore',
};

/**
 * Controls (C0, DEL, C1: a line break or an escape sequence is pasted, never typed), the line and paragraph
 * separators, the replacement character (text that was not text), and the bidi embeddings, overrides and isolates,
 * which make a term show other than it reads (`invoice <U+202E>fdp.exe` shows as `invoice exe.pdf`).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufffd\u202a-\u202e\u2066-\u2069]/u;

/** What a spreadsheet runs when the term is opened in one (the files are CSV), and no reader types. */
const FORMULA: readonly RegExp[] = [
  // `=HYPERLINK(…)`, `=1+1`; not `==`, `=>` or `= sign`.
  /^=[^=>\s]/,
  // A function call after any opener: `+SUM(1+1)`, `@SUM(A1)`, `-cmd(…)`.
  /^[-+@]\s*[a-z][\w.]*\s*\(/i,
  // Arithmetic after a sign: `-2+3*cmd`; not `+1-800`.
  /^[-+]\s*\d[\d.]*\s*[+*/^&]/,
  // A link to another program (DDE): `+cmd|' /C calc'!A0`.
  /^[-+@=][^|]*\|[^!]*!/,
];

/** `${{ … }}`, `{{ … }}`, `{% … %}`, `<%= … %>`, `${…}`: what a template engine or a workflow would evaluate. */
const TEMPLATE: readonly RegExp[] = [/\{\{[^{}]*\}\}/, /\{%[^%]*%\}/, /<%[^%]*%>/, /\$\{[^{}\s][^{}]*\}/];

/** HTML elements (as tags, opening or closing), not generics such as `List<String>` or `Promise<T>`. */
const HTML_ELEMENTS =
  'a|abbr|audio|b|base|body|br|button|code|details|dialog|div|em|embed|form|frame|h[1-6]|head|hr|html|i|iframe|img|input|kbd|li|link|marquee|math|meta|object|ol|p|pre|s|script|select|source|span|strong|style|sub|summary|sup|svg|table|td|textarea|th|title|tr|u|ul|video';

const MARKUP: readonly RegExp[] = [
  // HTML: a known element, any tag with an attribute, a comment.
  new RegExp(`</?(?:${HTML_ELEMENTS})(?=[\\s/>])`, 'i'),
  /<[a-z][\w-]*\s+[a-z-]+\s*=/i,
  /<!--/,
  // Markdown: a link or image, emphasis (`**bold**`, `~~struck~~`, `_italic_`, `*italic*`), a code span.
  /\[[^\]]*\]\([^)]*\)/,
  /\*\*[^*\s](?:[^*]*[^*\s])?\*\*/,
  /~~[^~\s](?:[^~]*[^~\s])?~~/,
  /(?:^|\s)_[^_\s](?:[^_]*[^_\s])?_(?=\s|$)/,
  /(?:^|\s)\*[^*\s](?:[^*]*[^*\s])?\*(?=\s|$)/,
  /`[^`]+`/,
  // A table row: `| status | pending |` (not `filter|sort`).
  /^\|.*\|$/,
  // A GitHub mention (`@everyone`), not a scoped package (`@acme/sdk`) or an address.
  /(?:^|[\s(])@[a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38}(?![\w/@-]|\.\w)/i,
  // A command a CI system reads: `::error::…` (GitHub), `##vso[…` (Azure), `##[…`.
  /^::[a-z][\w-]*(?:\s[^:]*)?::/i,
  /##(?:vso)?\[/i,
];

/** File names that look like hosts (`node.js/router`): a link's host ends in a top-level domain, not these. */
const CODE_EXTENSIONS = new Set(['js', 'ts', 'jsx', 'tsx', 'mjs', 'cjs', 'md', 'mdx', 'json', 'txt', 'html', 'css']);

/** A link: a scheme (`https://`, `javascript:`), `www.…`, or a bare host with a path (`evil.example/x`). */
function isUrl(shown: string): boolean {
  if (/[a-z][\w+.-]*:\/\//i.test(shown) || /(?:^|\s)(?:javascript|data|vbscript):/i.test(shown)) return true;
  return shown.split(' ').some((token) => {
    if (/^www\.\S/i.test(token)) return true;
    const slash = token.indexOf('/');
    if (slash <= 0) return false;
    const host = /^[a-z\d](?:[a-z\d-]*\.)+([a-z]{2,63})$/i.exec(token.slice(0, slash));
    return host !== null && !CODE_EXTENSIONS.has((host[1] ?? '').toLowerCase());
  });
}

/**
 * Why `term` is junk no reader types, or undefined for a term a reader may have typed (typos, `c++`, `C#`,
 * `@acme/sdk install`, `POST /v1/orders`, `料金` all stay). The first rule that fits names the reason.
 */
export function junkReason(term: string): JunkReason | undefined {
  if (CONTROL.test(term)) return 'control';
  const shown = shownTerm(term);
  if ([...shown].length > TERM_MAX_CHARS) return 'length';
  if (FORMULA.some((rule) => rule.test(shown))) return 'formula';
  if (TEMPLATE.some((rule) => rule.test(shown))) return 'template';
  if (MARKUP.some((rule) => rule.test(shown))) return 'markup';
  if (isUrl(shown)) return 'url';
  if (shown.split(' ').length > TERM_MAX_WORDS) return 'words';
  return undefined;
}

/** Why a frequent unanswered term is set aside (junk first, then `task-ignore`), or undefined: it is a content gap. */
export function setAsideReason(term: string, ignored: (text: string) => boolean): SetAsideReason | undefined {
  return junkReason(term) ?? (ignored(term) ? 'ignored' : undefined);
}

/** A term set aside, as the model counts and shows it. */
export interface SetAsideTerm {
  term: string;
  hits: number;
  reason: SetAsideReason;
}

/** Examples the report names, each term cut to this many characters. */
export const SET_ASIDE_EXAMPLES = 5;
const EXAMPLE_MAX_CHARS = 40;

/**
 * A few of the terms set aside to name in the report, most searched first: the most searched of each reason (so each
 * kind is seen), then the most searched of the rest; each term cut short, its reason in words.
 */
export function setAsideExamples(terms: readonly SetAsideTerm[]): { term: string; hits: number; reason: string }[] {
  const ranked = [...terms].sort((a, b) => b.hits - a.hits || compareText(a.term, b.term));
  const firsts = ranked.filter((term, i) => ranked.findIndex((other) => other.reason === term.reason) === i);
  const chosen = new Set([...firsts, ...ranked].slice(0, SET_ASIDE_EXAMPLES));
  return ranked
    .filter((term) => chosen.has(term))
    .map((term) => ({
      term: capText(shownTerm(term.term), EXAMPLE_MAX_CHARS),
      hits: term.hits,
      reason: REASON_WORDS[term.reason],
    }));
}
