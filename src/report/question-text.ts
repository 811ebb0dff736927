// What a reader typed into the assistant, made fit to keep: personal data removed first (e-mail
// addresses, phone numbers, key- or token-like strings, long digit runs), then cut to the question cap.
// Pure. Applied where a question is read from the service's answer, before anything holds on to it;
// the text is still hostile afterwards and is escaped wherever it is published.
import { capText, QUESTION_MAX_CHARS } from './text-caps.ts';

/** What stands where personal data was. */
export const REMOVED = '[removed]';

// eslint-disable-next-line no-control-regex -- control characters are what is removed
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/** Invisible characters (zero widths, bidi controls): removed first, so that none splits what is looked for. */
const FORMAT = /\p{Cf}/gu;
/** Anything around an `@` with a dot after it, to its last letter or digit: wider than any address grammar, on purpose. */
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]*[\p{L}\p{N}]/gu;
/**
 * A run of digits with the separators phone and card numbers are written with: removed when it holds 7
 * digits or more (a phone number, a card or account number, a long digit run).
 */
const DIGIT_RUN = /[+(]?\d[\d\s().\-/]*\d\)?/g;
const MIN_DIGITS = 7;
/** A word of letters and digits (with `_ - + / =`, as keys and tokens are written), long enough to be a key. */
const KEY_LIKE = /[A-Za-z0-9_\-+/=]{16,}/g;

const digits = (text: string) => (text.match(/\d/g) ?? []).length;

/** A string that looks like a key or a token: long, and mixing letters with digits (a plain long word does not). */
function keyLike(word: string): boolean {
  return /\d/.test(word) && /[A-Za-z]/.test(word);
}

/**
 * The text without personal data: NFKC-normalised (so that full-width digits and `＠` are found),
 * control and invisible characters gone, and every e-mail address, key-like string and run of 7 digits
 * or more replaced by `[removed]`.
 */
export function removePersonalData(text: string): string {
  return text
    .normalize('NFKC')
    .replace(FORMAT, '')
    .replace(CONTROL, ' ')
    .replace(EMAIL, REMOVED)
    .replace(KEY_LIKE, (word) => (keyLike(word) ? REMOVED : word))
    .replace(DIGIT_RUN, (run) => (digits(run) >= MIN_DIGITS ? REMOVED : run));
}

/** A question as the report keeps it: personal data removed, then cut to QUESTION_MAX_CHARS. */
export function keptQuestion(text: string): string {
  return capText(removePersonalData(text).replace(/\s+/g, ' ').trim(), QUESTION_MAX_CHARS);
}

/** The form two questions are the same in: NFKC, lower case, spaces collapsed, trailing punctuation ignored. */
export function questionKey(kept: string): string {
  return kept
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s?!.]+$/u, '')
    .trim();
}
