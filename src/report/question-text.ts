// What a reader typed into the assistant, made fit to keep: personal data removed first (e-mail addresses,
// keys and tokens, IBANs, phone, card and account numbers), then cut to the question cap. Pure. Applied where a question is read from the service's answer, before anything holds on
// to it; the text is still hostile afterwards and is escaped wherever it is published.
import { removeAddresses } from './personal-data/addresses.ts';
import { removeKeys } from './personal-data/keys.ts';
import { removeNumbers } from './personal-data/numbers.ts';
import { capText, QUESTION_MAX_CHARS } from './text-caps.ts';

/** What stands where personal data was. */
export const REMOVED = '[removed]';

// eslint-disable-next-line no-control-regex -- control characters are what is removed
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/** Invisible characters (zero widths, bidi controls, variation selectors): removed first, so that none splits what is looked for. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * The text without personal data: NFKC-normalised (so that full-width digits, `＠` and `．` are found),
 * invisible characters gone, control characters and runs of whitespace made one space, and every e-mail
 * address, key or token, IBAN and phone, card or account number replaced by `[removed]`.
 */
export function removePersonalData(text: string): string {
  const plain = text.normalize('NFKC').replace(INVISIBLE, '').replace(CONTROL, ' ').replace(/\s+/gu, ' ');
  return removeNumbers(removeKeys(removeAddresses(plain, REMOVED), REMOVED), REMOVED);
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
