// The one sanitiser of untrusted text (the service's answers, archive paths, GitHub's words, a given
// input) on its way into a log line, an error or the CLI. Whatever the text, it stays on one line and
// does nothing there: no line break of any kind (so no `::` workflow command can start), no command that a
// runner reads anywhere in a line (Azure Pipelines' `##vso[`, GitHub's legacy `##[`: ci-commands.ts), no
// escape sequence that repaints the terminal, no character that hides or reorders what is shown, a
// bounded length, and no part of a known secret: secrets are masked before anything is cut.
// Markdown that GitHub publishes has its own escaping, in markdown.ts.
import { CONTROL_CHARACTERS, FORMAT_CHARACTERS } from './characters.ts';
import { breakCommands, escapeCommandsInJson } from './ci-commands.ts';
import { hideBearerTokens, hideCredentials, hideQueryStrings, removeSecrets } from './redact.ts';

const DEFAULT_MAX = 200;

export interface LineTextOptions {
  /** Values that must never be shown, in whole or in part (the API key, a token): each becomes `***`. */
  secrets?: Iterable<string>;
  /** Length of the result, in characters, `…` included (`"` not counted). 200 by default. */
  max?: number;
  /**
   * Show the text exactly, quoted, with controls, separators and format characters written as `\uXXXX`
   * (for a path or a given value, where the exact characters matter); by default they become spaces or
   * vanish, and whitespace is collapsed (for prose).
   */
  quoted?: boolean;
}

/** `text` as one safe line; see the module comment. */
export function lineText(text: string, options: LineTextOptions = {}): string {
  const secrets = [...(options.secrets ?? [])];
  const max = options.max ?? DEFAULT_MAX;
  const masked = mask(text, secrets);
  if (options.quoted) {
    const shown = [...cut(masked, max)].map(escapeQuoted).join('');
    // The exact characters stay readable: the bracket of an opener as its escape, as in JSON.
    return `"${escapeCommandsInJson(shown)}"`;
  }
  // Dropping invisible characters may join a secret that they split: mask again before the cut.
  const plain = mask(masked.replace(CONTROL_CHARACTERS, ' ').replace(FORMAT_CHARACTERS, ''), secrets)
    .replace(/\s+/g, ' ')
    .trim();
  // The result may start a log line, or stand anywhere in one.
  return cut(breakCommands(plain), max);
}

/** Known secrets, bearer tokens, credentials in links and links' query strings (a presigned signature). */
function mask(text: string, secrets: readonly string[]): string {
  return hideQueryStrings(hideCredentials(hideBearerTokens(removeSecrets(text, secrets))));
}

/** At most `max` characters, `…` included; never splits a surrogate pair. */
function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, Math.max(0, max - 1)).join('')}…` : text;
}

function escapeQuoted(char: string): string {
  if (char === '"' || char === '\\') return `\\${char}`;
  if (char.replace(CONTROL_CHARACTERS, '').replace(FORMAT_CHARACTERS, '') === char) return char;
  const code = char.codePointAt(0) ?? 0;
  return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
}
