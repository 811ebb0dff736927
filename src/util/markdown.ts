// Page paths come from the analytics data, so from anyone who can request a URL of the docs site:
// in markdown they must stay text, never a table delimiter, markup, HTML or a mention.

// eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed
const CONTROL = /[\u0000-\u001f\u007f]/g;
/** Characters a code span cannot hold safely: a backtick ends it, `\` may escape a table `|`, and `<`/`>` keep raw HTML out of the source. */
const UNSAFE_IN_CODE = /[`\\<>]/;
const MARKDOWN_PUNCTUATION = /[\\`*_[\]|~!#()]/g;
const HTML = /[&<>"]/g;
const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Plain markdown text: every markdown and HTML character escaped, no mention or issue reference. */
export function markdownText(text: string): string {
  return text
    .replace(CONTROL, ' ')
    .replace(HTML, (c) => HTML_ENTITIES[c] ?? c)
    .replace(MARKDOWN_PUNCTUATION, (c) => `\\${c}`)
    .replace(/@/g, '@\u200b');
}

/**
 * A page path for a table cell: a code span when that is safe (its `|` escaped, as GitHub tables
 * require even inside code), else escaped text.
 */
export function markdownPath(path: string): string {
  const clean = path.replace(CONTROL, ' ');
  if (clean.trim() === '') return markdownText(clean) || '(empty)';
  if (UNSAFE_IN_CODE.test(clean)) return markdownText(clean);
  return `\`${clean.replace(/\|/g, '\\|')}\``;
}
