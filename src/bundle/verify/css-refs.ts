import { externalReference } from './external-url.ts';
import type { ExternalReference, ReferenceKind } from './types.ts';

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
