// The one escaping of untrusted text (page paths, entry names, anything not written by the action
// itself) for markdown GitHub publishes: comments, issues, pull request bodies, step summaries.
// Whatever the text, it shows as itself and does nothing: no markup, link, image or HTML, no
// mention that notifies people, no reference that cross-links an issue, no character that hides
// or reorders what is shown, nothing that breaks the table or fence around it or looks like the
// action's hidden markers.
import { CONTROL_CHARACTERS, FORMAT_CHARACTERS } from './characters.ts';

/** Where the replaced format characters were, visibly. */
const REPLACEMENT = '\uFFFD';

const HTML = /[&<>"]/g;
const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Inline markdown syntax anywhere in a line, `$` for GitHub's math. */
const PUNCTUATION = /[\\`*_[\]|~!#(){}$]/g;
/** Block syntax at the start of a line: a list, a setext underline, an ordered list number. */
const BLOCK_START = /^(\s*)([-+=]|\d+(?=[.)]))/;
/** Inserted where GitHub would otherwise link: invisible, and it breaks the pattern GitHub looks for. */
const BREAK = '&#8203;';
/**
 * Where GitHub links or notifies, in one pass (so that no break is inserted into another): a mention
 * or e-mail (`@`), an issue reference (`#123`, `owner/repo#123`), `GH-123` and autolink prefixes such
 * as `JIRA-123`, and GFM's extended autolinks (`www.`, `scheme://`).
 */
const LINKABLE = /@|#(?=\d)|(?<=[A-Za-z])-(?=\d)|(?<=w)(?=ww\.)|:(?=\/\/)/gi;
/**
 * What a code span cannot hold: a backtick ends it; `|` needs a backslash in a table but shows one
 * elsewhere, and `\` may escape it; `<`/`>` keep marker look-alikes out of the source.
 */
const UNSAFE_IN_CODE = /[`\\|<>]/;

/** The text with what changes how it reads replaced: line breaks and controls by spaces, format characters by U+FFFD. */
function visible(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ').replace(FORMAT_CHARACTERS, REPLACEMENT);
}

function asText(clean: string): string {
  let out = clean.replace(HTML, (c) => HTML_ENTITIES[c] ?? c).replace(PUNCTUATION, (c) => `\\${c}`);
  out = out.replace(BLOCK_START, (_m, space: string, mark: string) =>
    /\d/.test(mark) ? `${space}${mark}\\` : `${space}\\${mark}`,
  );
  return out.replace(LINKABLE, (found) => `${found}${BREAK}`);
}

export interface EscapeOptions {
  /**
   * Show the text as a code span where that is safe (GitHub finds no mention, reference or link in
   * code), for paths and names.
   */
  code?: boolean;
}

/**
 * `text` as markdown that shows exactly it, inline (one line), safe inside a table cell. Untrusted
 * input goes through here and nowhere else before it is published.
 */
export function escapeMarkdown(text: string, options: EscapeOptions = {}): string {
  const clean = visible(text);
  if (clean.trim() === '') return clean === '' ? '' : asText(clean);
  if (options.code && !UNSAFE_IN_CODE.test(clean)) return `\`${clean}\``;
  return asText(clean);
}

/** A path, id or name, as a code span where that is safe: `escapeMarkdown(text, { code: true })`. */
export function markdownPath(text: string): string {
  return escapeMarkdown(text, { code: true });
}
