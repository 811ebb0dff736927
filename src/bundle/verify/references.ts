/** What an air-gapped deployment could not load: resources fetched from another host, found in pages and stylesheets. */

export type ReferenceKind = 'script' | 'style' | 'font' | 'image';

export interface ExternalReference {
  kind: ReferenceKind;
  /** `host[:port]` of the reference. */
  host: string;
  /** The reference as written, without its query string and fragment. */
  url: string;
}

export interface AirgapFinding extends ExternalReference {
  /** Archive path of the `.html` page (or `.css` file) that makes the reference. */
  page: string;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', sol: '/', colon: ':' };

/** Enough entity decoding for URLs in attributes: named basics and numeric references. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The reference when `raw` loads from another host: `http(s)://host/...` or protocol-relative `//host/...`.
 * Browsers read `\` as `/` in such URLs and drop tabs and newlines, so this does too.
 */
export function externalReference(raw: string, kind: ReferenceKind): ExternalReference | undefined {
  const cleaned = raw
    .trim()
    .replace(/[\t\n\r]/g, '')
    .replace(/\\/g, '/');
  if (!/^(?:https?:)?\/\//i.test(cleaned)) return undefined;
  let host: string;
  try {
    host = new URL(cleaned.startsWith('//') ? `https:${cleaned}` : cleaned).host;
  } catch {
    return undefined;
  }
  if (host === '') return undefined;
  // eslint-disable-next-line no-control-regex -- control characters must not reach a log line
  const url = (cleaned.split(/[?#]/, 1)[0] ?? cleaned).replace(/[\u0000-\u001f\u007f]/g, '');
  return { kind, host, url };
}

// `@import "x"`, `@import url(x)` and any `url(x)`; the @import branch consumes its url( so it is not seen twice.
const CSS_REFERENCE =
  /@import\s+(?:url\(\s*)?(?:"([^"]*)"|'([^']*)'|([^\s;'")]+))|(?<![\w-])url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*?))\s*\)/gi;
const FONT_FACE = /@font-face\s*\{/gi;
const FONT_FILE = /\.(?:woff2?|ttf|otf|eot)(?:[?#]|$)/i;

/** External loads of a stylesheet: `@import` (style), `url()` inside `@font-face` or of a font file (font), other `url()` (image). */
export function findCssReferences(css: string): ExternalReference[] {
  const text = stripComments(css);
  const fontBlocks = fontFaceRanges(text);
  const found: ExternalReference[] = [];
  for (const match of text.matchAll(CSS_REFERENCE)) {
    const imported = match[1] ?? match[2] ?? match[3];
    if (imported !== undefined) {
      push(found, imported, 'style');
      continue;
    }
    const url = match[4] ?? match[5] ?? match[6] ?? '';
    const at = match.index;
    const inFontFace = fontBlocks.some(([start, end]) => at >= start && at < end);
    push(found, url, inFontFace || FONT_FILE.test(url.trim()) ? 'font' : 'image');
  }
  return found;
}

function push(found: ExternalReference[], raw: string, kind: ReferenceKind): void {
  const reference = externalReference(raw, kind);
  if (reference) found.push(reference);
}

/** Comments removed with indexOf so an unclosed `/*` costs one scan, not one per later comment. */
function stripComments(css: string): string {
  if (!css.includes('/*')) return css;
  let result = '';
  let position = 0;
  for (;;) {
    const start = css.indexOf('/*', position);
    if (start < 0) return result + css.slice(position);
    result += css.slice(position, start);
    const end = css.indexOf('*/', start + 2);
    if (end < 0) return result;
    position = end + 2;
  }
}

function fontFaceRanges(css: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const match of css.matchAll(FONT_FACE)) {
    const close = css.indexOf('}', match.index);
    ranges.push([match.index, close < 0 ? css.length : close]);
  }
  return ranges;
}
