// Keys and tokens in what a reader typed: those with a well-known prefix, whatever follows it (letters
// only too: `sk_live_abcdefghijklmnopqrstu`), the token after `Bearer `, and any other string of 16
// characters or more that mixes letters and digits, as keys are written. Pure.
//
// Linear: each pattern starts with a fixed prefix or a class and ends with one greedy class run, so an
// attempt either consumes the run it reads or fails within its first 16 characters.

/** The prefixes services put before their keys and tokens (payment, code hosting, chat, cloud, registries). */
const KEY_PREFIX = new RegExp(
  [
    String.raw`(?<![A-Za-z0-9])(?:`,
    [
      '(?:sk|pk|rk)_(?:live|test)_',
      'whsec_',
      'gh[pousr]_',
      'github_pat_',
      'xox[abeoprs]-',
      'xapp-',
      'glpat-',
      'npm_',
      'hf_',
      'sk-(?:proj-|ant-)?',
      'AIza',
      'A[KS]IA',
      'dckr_pat_',
      'pypi-',
      'shp(?:at|ss|ca|pa)_',
      String.raw`SG\.`,
    ].join('|'),
    ')[A-Za-z0-9_-]{16,}',
  ].join(''),
  'g',
);
/** The credentials of an `Authorization: Bearer` header. */
const BEARER = /(?<=\b[Bb]earer )[A-Za-z0-9_\-.~+/]{16,}=*/g;
/** A word of letters and digits (with `_ - + / =`, as keys and tokens are written), long enough to be a key. */
const KEY_LIKE = /[A-Za-z0-9_\-+/=]{16,}/g;

/** A string that looks like a key: mixing letters with digits (a plain long word does not). */
const keyLike = (word: string) => /\d/.test(word) && /[A-Za-z]/.test(word);

/** The text with every key- or token-like string replaced by `removed`. */
export function removeKeys(text: string, removed: string): string {
  return text
    .replace(KEY_PREFIX, removed)
    .replace(BEARER, removed)
    .replace(KEY_LIKE, (word) => (keyLike(word) ? removed : word));
}
