// What the bundle diff compares: every file of a bundle by its path in the site, with the start of its SHA-256. The
// verifier makes this map as the bundle streams by (bundle/verify/page-contents.ts), the deployed side comes from a
// record or from the deployed link, and the diff tells pages (what the job counts) from the other files.

/** A bundle's files as the diff sees them: path in the site → the first HASH_DIGITS hex digits of its SHA-256. */
export type FileHashes = ReadonlyMap<string, string>;

/** Hex digits of a file's SHA-256 kept: 64 bits, so no page author can search for a variant that passes as unchanged. */
export const HASH_DIGITS = 16;
/** Files hashed for the diff; a larger site gets no diff rather than a manifest that crowds the runner's memory. */
export const MAX_MANIFEST_FILES = 200_000;

/** A page of the site: an `.html` file (the job's `pageCount` counts these, the diff's page counts too). */
export const isPagePath = (path: string): boolean => path.toLowerCase().endsWith('.html');

/** What runs or restyles every page in the reader's browser: listed before the other files that changed. */
const SCRIPT_OR_STYLE = /\.(?:m?js|css)$/i;

/** Scripts and styles first, then by path. */
export function scriptsAndStylesFirst(a: string, b: string): number {
  const rank = Number(!SCRIPT_OR_STYLE.test(a)) - Number(!SCRIPT_OR_STYLE.test(b));
  return rank !== 0 ? rank : a < b ? -1 : a > b ? 1 : 0;
}
