// E-mail addresses in what a reader typed: any `name@host` whose host holds a letter, with a dot of any
// script in it or none (`jane@gmail`, `jane@example。com`), wider than any address grammar on purpose.
// Kept: a package or action with its version or dist-tag (`react@18.2.0`, `actions/checkout@v4`,
// `sdk@latest`) and a mention with nothing before the `@` (`@everyone`, `@scope/pkg`). Pure.
//
// Linear: the text is read one whitespace-free token at a time (`\S+` consumes what it reads), and a
// token holding an `@` is split on it and looked at part by part, each part at most twice.

/** A token: an address never holds whitespace. */
const TOKEN = /\S+/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{M}\p{N}]/u;
const LETTER = /\p{L}/u;
/** A version after a package's `@` (`2.4.1`, `^18.2.0`, `v4`, `1.0.0-beta.2`): no address host reads so. */
const VERSION = /^[~^=<>]*v?\p{Nd}+(?:\.[\p{Nd}x*]+)*(?:[-+][0-9A-Za-z.-]+)?$/u;
/** Dist-tags and branch names written after a package's or an action's `@`. */
const TAGS = new Set([
  'latest',
  'next',
  'beta',
  'alpha',
  'canary',
  'rc',
  'dev',
  'nightly',
  'experimental',
  'stable',
  'lts',
  'insiders',
  'preview',
  'edge',
  'main',
  'master',
  'head',
]);

/** The text with every e-mail address replaced by `removed`. */
export function removeAddresses(text: string, removed: string): string {
  return text.replace(TOKEN, (token) => (token.includes('@') ? removeFromToken(token, removed) : token));
}

/** One token with its addresses removed: one `removed` for addresses that share a part (`a@b@c`). */
function removeFromToken(token: string, removed: string): string {
  const parts = token.split('@');
  const spans: [number, number][] = [];
  let start = 0;
  for (let i = 1; i < parts.length; i++) {
    const name = parts[i - 1] ?? '';
    const host = parts[i] ?? '';
    const hostStart = start + name.length + 1;
    const nameFrom = firstLetterOrDigit(name);
    const hostTo = lastLetterOrDigit(host);
    if (nameFrom >= 0 && hostTo > 0 && isAddressHost(host.slice(0, hostTo)))
      spans.push([start + nameFrom, hostStart + hostTo]);
    start = hostStart;
  }
  if (spans.length === 0) return token;
  let out = '';
  let from = 0;
  for (const [spanStart, spanEnd] of spans) {
    if (spanStart >= from) out += `${token.slice(from, spanStart)}${removed}`;
    from = Math.max(from, spanEnd);
  }
  return out + token.slice(from);
}

function isAddressHost(host: string): boolean {
  return LETTER.test(host) && !VERSION.test(host) && !TAGS.has(host.toLowerCase());
}

/** Where the name of an address starts: brackets and quotes before it are not part of it. */
function firstLetterOrDigit(part: string): number {
  return part.search(LETTER_OR_DIGIT);
}

/** Where the host of an address ends: a full stop or bracket after it is not part of it. */
function lastLetterOrDigit(part: string): number {
  let end = part.length;
  while (end > 0 && !LETTER_OR_DIGIT.test(part.slice(end - 1, end))) end--;
  return end;
}
