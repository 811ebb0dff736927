// The one name of a documentation page. The service names a page by its path in visitors and feedback by
// page, and by "the path or URL to the source document" in a feedback entry; a conversation's `pageUrl` and
// a cited source's `url` are full URLs. All of them go through sitePath, once, as the service sent them,
// so that the same page joins whichever way it was named.

/** `scheme://authority` at the start of a full URL (the origin a site path leaves out). */
const ORIGIN = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;
/** One or more percent escapes in a row: the bytes of one or more characters. */
const ESCAPES = /(?:%[\da-f]{2})+/gi;

/**
 * The site path a page name stands for: a full URL's origin, and any query and fragment, dropped;
 * percent escapes decoded (an escape that is not part of well-formed UTF-8 is kept as written); `//`
 * collapsed, a leading `/`, no trailing `/` except for the root. `https://docs.x.com/a/?q#b`, `a/`
 * and `/a` are all `/a`. Apply it once to a name as the service sent it: decoding is not idempotent.
 */
export function sitePath(name: string): string {
  const path = name.replace(ORIGIN, '').replace(/[?#].*$/s, '');
  const collapsed = `/${path.replace(ESCAPES, decodeEscapes)}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}

/** A run of escapes decoded as UTF-8, character by character; bytes that make no character stay as written. */
function decodeEscapes(run: string): string {
  try {
    return decodeURIComponent(run);
  } catch {
    const escapes = run.match(/%[\da-f]{2}/gi) ?? [];
    let text = '';
    for (let i = 0; i < escapes.length;) {
      const length = utf8Length(Number.parseInt(escapes[i]?.slice(1) ?? '', 16));
      const character = length > 0 ? decodedOrUndefined(escapes.slice(i, i + length).join('')) : undefined;
      if (character !== undefined && i + length <= escapes.length) {
        text += character;
        i += length;
      } else {
        text += escapes[i] ?? '';
        i += 1;
      }
    }
    return text;
  }
}

/** Bytes of the UTF-8 sequence a lead byte starts; 0 for a byte that cannot start one. */
function utf8Length(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

function decodedOrUndefined(escapes: string): string | undefined {
  try {
    return decodeURIComponent(escapes);
  } catch {
    return undefined;
  }
}
