// What a reader typed into the assistant, made fit to keep: cut to what the scrub may read, personal data
// removed (e-mail addresses, keys and tokens, IBANs, phone, card and account numbers), then cut to the
// question cap. Pure. Applied where a question is read from the service's answer, before anything holds on
// to it; the text is still hostile afterwards and is escaped wherever it is published.
import { CONTROL_CHARACTERS, INVISIBLE_CHARACTERS } from '../../util/characters.ts';
import { normalizeTerm } from '../../util/term-form.ts';
import { capText, QUESTION_MAX_CHARS } from '../text-caps.ts';
import { removeAddresses } from './personal-data/addresses.ts';
import { removeKeys } from './personal-data/keys.ts';
import { removeNumbers } from './personal-data/numbers.ts';

/** What stands where personal data was. */
export const REMOVED = '[removed]';

/**
 * How much of a question the scrub reads. The service sets no length on what a reader types, and a scrub
 * run over the whole of it is work without a bound (an address pattern that was not anchored took 7 s on
 * 100,000 characters without a space); eight times the question cap still fills the cap after every
 * removal a question of ordinary words can have.
 */
export const SCRUB_INPUT_MAX_CHARS = 4_000;
/**
 * How far back from the cut what it split is dropped: longer than any e-mail address (254 characters), phone,
 * card or account number, so that no part of one is left where the scrub would not know it.
 */
const SPLIT_PIECE_MAX_CHARS = 256;

const WHITESPACE = /^\s$/u;
/** A letter of a word: lower case, or of a script without case (a capital may be part of an IBAN or a key). */
const WORD_LETTER = /^[\p{Ll}\p{Lo}\p{Lm}\p{Lt}\p{M}]$/u;

/**
 * The text without personal data: NFKC-normalised (so that full-width digits, `＠` and `．` are found),
 * invisible characters gone, control characters and runs of whitespace made one space, and every e-mail
 * address, key or token, IBAN and phone, card or account number replaced by `[removed]`.
 */
export function removePersonalData(text: string): string {
  const plain = text
    .normalize('NFKC')
    .replace(INVISIBLE_CHARACTERS, '')
    .replace(CONTROL_CHARACTERS, ' ')
    .replace(/\s+/gu, ' ');
  return removeNumbers(removeKeys(removeAddresses(plain, REMOVED), REMOVED), REMOVED);
}

/**
 * At most SCRUB_INPUT_MAX_CHARS of the text. Where it is cut, the word the cut split is dropped too, and
 * before it anything but a word in lower case (the digits, separators and capitals of a number or an IBAN
 * written in groups), up to SPLIT_PIECE_MAX_CHARS back: the part of a phone number or an address before
 * the cut is too short to be found, and spaces that collapse or removals before it could bring it within
 * the cap.
 */
export function cutForScrub(text: string): string {
  if (text.length <= SCRUB_INPUT_MAX_CHARS) return text;
  const floor = SCRUB_INPUT_MAX_CHARS - SPLIT_PIECE_MAX_CHARS;
  let end = SCRUB_INPUT_MAX_CHARS;
  while (end > floor && !WHITESPACE.test(text.charAt(end - 1))) end -= 1;
  while (end > floor && !WORD_LETTER.test(text.charAt(end - 1))) end -= 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end);
}

/**
 * A question as the report keeps it: cut for the scrub, personal data removed, then cut to
 * QUESTION_MAX_CHARS (`…` where either cut it). `scrub` is the removal, given only to observe it.
 */
export function keptQuestion(text: string, scrub: (text: string) => string = removePersonalData): string {
  const cut = cutForScrub(text);
  const kept = scrub(cut).replace(/\s+/gu, ' ').trim();
  return capText(cut.length < text.length ? `${kept}…` : kept, QUESTION_MAX_CHARS);
}

/** The form two questions are the same in: a term's one form (util/term-form.ts), trailing punctuation ignored. */
export function questionKey(kept: string): string {
  return normalizeTerm(kept).replace(/[\s?!.]+$/u, '');
}

/** Fewer words than this, and a question says too little to be shown as what a reader asked ("hello?", "PDF please"). */
export const QUESTION_MIN_WORDS = 3;
/**
 * Letters of Han, Kana or Hangul (a syllable each, Chinese and Japanese written without spaces) that make a
 * question however it is spaced: `如何删除我的账户？` is one run of letters, not one word.
 */
export const QUESTION_MIN_SYLLABLES = 6;
/** Letters of Thai, Lao, Khmer or Myanmar (alphabets written without spaces between words) that do the same. */
export const QUESTION_MIN_UNSPACED_LETTERS = 12;

/** A word: a run of letters and digits (with their marks), in any script. */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
const SYLLABLE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const UNSPACED_LETTER = /(?=\p{L})[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/gu;

const atLeast = (text: string, pattern: RegExp, least: number): boolean => {
  let found = 0;
  for (const _match of text.matchAll(pattern)) if (++found >= least) return true;
  return false;
};

/**
 * Whether a kept question (keptQuestion's text) is long enough to show as what a reader asked: at least
 * QUESTION_MIN_WORDS words, what was removed as personal data not counted, or enough letters of a script
 * written without spaces. Shorter ones are counted, never shown.
 */
export function shownQuestion(kept: string): boolean {
  const text = kept.replaceAll(REMOVED, ' ');
  return (
    atLeast(text, WORD, QUESTION_MIN_WORDS) ||
    atLeast(text, SYLLABLE, QUESTION_MIN_SYLLABLES) ||
    atLeast(text, UNSPACED_LETTER, QUESTION_MIN_UNSPACED_LETTERS)
  );
}
