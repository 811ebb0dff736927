import { hideBearerTokens, hideQueryStrings, removeSecrets } from '../util/redact.ts';

/** Text that may end up in a log or an error: secrets removed, length bounded, durations readable. */

const MAX_SNIPPET = 200;

/**
 * Removes the given secrets, anything that follows a `Bearer` scheme, and the query string of every
 * URL (a presigned link's signature lives there), then collapses whitespace and cuts to ~200 characters.
 */
export function scrub(text: string, secrets: readonly string[] = [], max = MAX_SNIPPET): string {
  const out = hideQueryStrings(hideBearerTokens(removeSecrets(text, secrets)))
    .replace(/\s+/g, ' ')
    .trim();
  return out.length > max ? `${out.slice(0, max - 1)}…` : out;
}
