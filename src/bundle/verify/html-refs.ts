import { decodeEntities, externalReference, findCssReferences } from './references.ts';
import type { ExternalReference, ReferenceKind } from './references.ts';

const TAG_NAME = /[a-zA-Z][a-zA-Z0-9:-]*/y;
// The rest of a start tag up to its `>`; quoted values may hold `>`. Unrolled so it runs in linear time.
const TAG_REST = /[^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/y;
const STYLE_ATTRIBUTE = /\sstyle\s*=/i;
const LOADING_ELEMENTS = new Set(['script', 'style', 'link', 'img', 'source', 'video', 'image']);
const RAW_TEXT_END: Record<string, RegExp> = { script: /<\/script/gi, style: /<\/style/gi };

/**
 * External loads of an HTML page: `<script src>`, `<link rel=stylesheet|preload|modulepreload|icon href>`,
 * `<img src/srcset>`, `<source src/srcset>`, `<video poster>`, SVG `<image href>`, `<style>` blocks and
 * `style` attributes. Navigation (`<a href>`) and metadata links (canonical, alternate, sitemap) load
 * nothing, so they are not references. A tokenizer rather than a DOM: pages can be large and many, so
 * the attributes of a tag are only read when the tag can load something.
 */
export function findHtmlReferences(html: string): ExternalReference[] {
  const found: ExternalReference[] = [];
  let position = 0;
  for (;;) {
    const open = html.indexOf('<', position);
    if (open < 0) break;
    if (html.startsWith('!--', open + 1)) {
      const close = html.indexOf('-->', open + 4);
      if (close < 0) break;
      position = close + 3;
      continue;
    }
    TAG_NAME.lastIndex = open + 1;
    const name = TAG_NAME.exec(html)?.[0].toLowerCase();
    if (name === undefined) {
      position = open + 1;
      continue;
    }
    const afterName = TAG_NAME.lastIndex;
    TAG_REST.lastIndex = afterName;
    const rest = TAG_REST.exec(html);
    if (rest && !LOADING_ELEMENTS.has(name) && !STYLE_ATTRIBUTE.test(rest[0])) {
      position = TAG_REST.lastIndex;
      continue;
    }
    const tag = readAttributes(html, afterName);
    position = tag.end;
    inspectTag(name, tag.attributes, found);
    const rawEnd = RAW_TEXT_END[name];
    if (rawEnd) {
      rawEnd.lastIndex = position;
      const close = rawEnd.exec(html)?.index ?? html.length;
      if (name === 'style') found.push(...findCssReferences(html.slice(position, close)));
      position = close;
    }
  }
  return found;
}

function inspectTag(name: string, attributes: Map<string, string>, found: ExternalReference[]): void {
  const add = (value: string | undefined, kind: ReferenceKind) => {
    if (value === undefined) return;
    const reference = externalReference(value, kind);
    if (reference) found.push(reference);
  };
  const addSrcset = (value: string | undefined) => {
    for (const candidate of value?.split(',') ?? []) add(candidate.trim().split(/\s+/, 1)[0], 'image');
  };
  switch (name) {
    case 'script':
      add(attributes.get('src'), 'script');
      break;
    case 'link':
      for (const kind of linkKinds(attributes)) add(attributes.get('href'), kind);
      if (attributes.get('as')?.toLowerCase() === 'image') addSrcset(attributes.get('imagesrcset'));
      break;
    case 'img':
    case 'source':
      add(attributes.get('src'), 'image');
      addSrcset(attributes.get('srcset'));
      break;
    case 'video':
      add(attributes.get('poster'), 'image');
      break;
    case 'image':
      add(attributes.get('href') ?? attributes.get('xlink:href'), 'image');
      break;
  }
  const style = attributes.get('style');
  if (style !== undefined) found.push(...findCssReferences(style));
}

const ICON_RELS = new Set(['icon', 'shortcut', 'apple-touch-icon', 'apple-touch-icon-precomposed', 'mask-icon']);
const PRELOAD_KINDS: Record<string, ReferenceKind> = { font: 'font', image: 'image', style: 'style' };

/** What a `<link>` loads: one kind at most, and none for navigation and metadata rels. */
function linkKinds(attributes: Map<string, string>): ReferenceKind[] {
  const rels = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
  if (rels.includes('stylesheet')) return ['style'];
  if (rels.includes('modulepreload')) return ['script'];
  if (rels.includes('preload')) return [PRELOAD_KINDS[(attributes.get('as') ?? '').toLowerCase()] ?? 'script'];
  if (rels.some((rel) => ICON_RELS.has(rel))) return ['image'];
  return [];
}

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

/** Attributes from after the tag name to the closing `>`; quoted values may hold `>`. Lower-cased names, first wins. */
function readAttributes(html: string, start: number): { attributes: Map<string, string>; end: number } {
  const attributes = new Map<string, string>();
  const length = html.length;
  let position = start;
  for (;;) {
    while (position < length && (isSpace(html.charCodeAt(position)) || html[position] === '/')) position++;
    if (position >= length) return { attributes, end: length };
    if (html[position] === '>') return { attributes, end: position + 1 };
    const nameStart = position;
    while (position < length && !isSpace(html.charCodeAt(position)) && !'>/='.includes(html[position] ?? ''))
      position++;
    if (position === nameStart) position++; // a stray '=': skip it
    const name = html.slice(nameStart, position).toLowerCase();
    let afterName = position;
    while (afterName < length && isSpace(html.charCodeAt(afterName))) afterName++;
    if (html[afterName] !== '=') {
      if (!attributes.has(name)) attributes.set(name, '');
      continue;
    }
    const value = readValue(html, afterName + 1);
    position = value.end;
    if (!attributes.has(name)) attributes.set(name, decodeEntities(value.text));
  }
}

/** An attribute value from just after its `=`: quoted (may hold `>`), or up to a space or `>`. */
function readValue(html: string, start: number): { text: string; end: number } {
  const length = html.length;
  let position = start;
  while (position < length && isSpace(html.charCodeAt(position))) position++;
  const quote = html[position];
  if (quote === '"' || quote === "'") {
    const close = html.indexOf(quote, position + 1);
    return close < 0
      ? { text: html.slice(position + 1), end: length }
      : { text: html.slice(position + 1, close), end: close + 1 };
  }
  const valueStart = position;
  while (position < length && !isSpace(html.charCodeAt(position)) && html[position] !== '>') position++;
  return { text: html.slice(valueStart, position), end: position };
}
