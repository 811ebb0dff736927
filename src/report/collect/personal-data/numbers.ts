// Numbers in what a reader typed that are personal data: phone, card and account numbers of 7 digits or
// more, in any script's digits (`\p{Nd}`: Persian, Arabic-Indic, Devanagari as well as ASCII; NFKC folds
// only the full-width ones) and with the separators they are written with (spaces, brackets, dashes of
// any width, `. _ , /`); and IBANs, whole or in part. A number keeps its digits when it reads as a date
// (`2026-11-27`, `27.11.2026`, two of them as a range), a pair of years (`2024-2025`) or a count in
// thousands (`1,000,000`), or has fewer than 7 digits. Pure.
//
// Linear: a gap between groups holds no digit and is at most three characters long, so a run is read
// once and always ends where its last group does; an IBAN is tried only where a word starts, and its
// groups are of fixed width, so a failed attempt costs a bounded number of steps.

/**
 * What joins two groups of digits: a bracket or a dash with a space either side (`(212) 555`, `555 - 0199`),
 * one space unless a time of day follows (`2026-11-27 10:00`), or one of `. _ , /`.
 */
const GAP = String.raw`(?: ?[()\-\u2010-\u2015\u2212] ?| (?!\p{Nd}{1,2}:)|[._,/])`;
/** Groups of digits with the gaps between them, and a `+` or `(` before them. */
const DIGIT_RUN = new RegExp(String.raw`[+(]?\p{Nd}+(?:${GAP}\p{Nd}+)*\)?`, 'gu');
/** Two capital letters (the country), two check digits, then groups of four (the last shorter): two groups at least. */
const IBAN =
  /(?<![\p{L}\p{N}])[A-Z]{2}\p{Nd}{2}(?:[ -]?[A-Z\p{Nd}]{4}){2,8}(?:[ -]?[A-Z\p{Nd}]{1,3})?(?![\p{L}\p{N}])/gu;
const MIN_DIGITS = 7;
/**
 * Longer than any number that is kept (two dates with a spaced dash between them, a count in thousands up
 * to 10^18); and as a gap is at most three characters, a run this long holds 8 digits at least.
 */
const ORDINARY_MAX_CHARS = 32;

const DIGIT = /^\p{Nd}$/u;
const GROUP = /\p{Nd}+/gu;

/** The text with every IBAN and every personal-data number replaced by `removed`. */
export function removeNumbers(text: string, removed: string): string {
  return text.replace(IBAN, removed).replace(DIGIT_RUN, (run) => (personalNumber(run) ? removed : run));
}

function personalNumber(run: string): boolean {
  if (run.length > ORDINARY_MAX_CHARS) return true;
  return (run.match(/\p{Nd}/gu) ?? []).length >= MIN_DIGITS && !ordinaryNumber(run);
}

/** A date, two dates, a pair of years, or a count in thousands; never a number written with `+` or brackets. */
function ordinaryNumber(run: string): boolean {
  if (/[+()]/.test(run)) return false;
  const groups = (run.match(GROUP) ?? []).map(asciiDigits);
  const gaps = run.split(GROUP).slice(1, -1);
  return (
    (groups.length === 3 && isDate(groups, gaps)) ||
    (groups.length === 6 && isDate(groups.slice(0, 3), gaps.slice(0, 2)) && isDate(groups.slice(3), gaps.slice(3))) ||
    (groups.length === 2 && isYear(groups[0]) && isYear(groups[1]) && Number(groups[0]) < Number(groups[1])) ||
    inThousands(groups, gaps)
  );
}

/** Year, month, day (or day, month, year; or month, day, year) with one separator of `- . /` twice. */
function isDate(groups: string[], gaps: string[]): boolean {
  const [a = '', b = '', c = ''] = groups;
  if (gaps.length !== 2 || gaps[0] !== gaps[1] || !['-', '.', '/'].includes(gaps[0] ?? '')) return false;
  if (isYear(a)) return isMonth(b) && isDay(c);
  return isYear(c) && ((isDay(a) && isMonth(b)) || (isMonth(a) && isDay(b)));
}

const isYear = (group: string | undefined) => group !== undefined && /^(?:19|20)\d\d$/.test(group);
const isMonth = (group: string) => /^\d\d?$/.test(group) && Number(group) >= 1 && Number(group) <= 12;
const isDay = (group: string) => /^\d\d?$/.test(group) && Number(group) >= 1 && Number(group) <= 31;

/** `1,000,000` or `1_000_000`: a first group of 1 to 3 digits, then groups of exactly 3, one separator. */
function inThousands(groups: string[], gaps: string[]): boolean {
  const [first = '', ...rest] = groups;
  const separator = gaps[0] ?? '';
  return (
    [',', '_'].includes(separator) &&
    gaps.every((gap) => gap === separator) &&
    /^[1-9]\d{0,2}$/.test(first) &&
    rest.every((group) => group.length === 3)
  );
}

/** A group of any script's digits as ASCII digits. */
function asciiDigits(group: string): string {
  return Array.from(group, (digit) => String(digitValue(digit))).join('');
}

/**
 * The value of one `\p{Nd}` character: Unicode encodes each script's digits as ten code points in a row
 * from zero, and where two sets of ten adjoin, the count from the first still gives the value modulo 10.
 */
function digitValue(digit: string): number {
  const code = digit.codePointAt(0) ?? 0;
  let zero = code;
  while (DIGIT.test(String.fromCodePoint(zero - 1))) zero -= 1;
  return (code - zero) % 10;
}
