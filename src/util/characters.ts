// The classes of characters untrusted text is cleaned of, one definition each: what the line sanitiser, markdown
// escaping, the questions scrub and the one form of a term remove or replace. Global, for `replace` only.

/** Controls (C0, DEL, C1) and the Unicode line and paragraph separators: what breaks a line or does nothing visible. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this names
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Format characters: bidi overrides and isolates, zero widths, the BOM, tags... invisible, or reordering what follows. */
export const FORMAT_CHARACTERS = /\p{Cf}/gu;

/**
 * Invisible characters: the format characters and every other default-ignorable one (joiners, variation selectors,
 * the combining grapheme joiner, Hangul fillers), none of which shows, each of which can split or disguise a word.
 */
export const INVISIBLE_CHARACTERS = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
