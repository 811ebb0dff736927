import { isDeepStrictEqual } from 'node:util';
import { isAlias, isMap, isScalar } from 'yaml';
import type { ParsedNode, YAMLMap } from 'yaml';
import {
  applySplices,
  columnOf,
  describeKey,
  detectIndentUnit,
  detectLineEnding,
  findPair,
  isEmptyValue,
  isTrueSource,
  kindOf,
  nextLineStart,
  parseValues,
  renderString,
  styleOf,
  ValuesFileError,
} from './document.ts';
import type { ParsedValues, Splice, ValuesMap, ValuesPair } from './document.ts';
import { recordSplices } from './link-record.ts';
import type { LinkRecord } from './link-record.ts';

/** What a rollout writes under `keyPath`. */
export interface ValuesChange {
  keyPath: readonly string[];
  bundleUrl: string;
  /**
   * The export version label that pins a rollout (`values-version`, else `export-version`), written to `version` when
   * given; otherwise `version` is left as it is.
   */
  version?: string;
  /** Recorded in a comment beside `bundleUrl`. */
  record: LinkRecord;
}

export interface EditResult {
  text: string;
  changed: boolean;
}

/** One key of the block and how a new value of it is written. */
interface Leaf {
  key: 'enabled' | 'bundleUrl' | 'version';
  value: string | true;
}

interface Layout {
  eol: string;
  unit: number;
}

const BOM = '\uFEFF';

/**
 * Sets `enabled`, `bundleUrl` (with the job/expiry note) and `version` under `keyPath` by splicing the source text
 * at the parsed nodes' ranges: everything the edit does not touch keeps its bytes (comments, quoting, anchors,
 * indentation, markers, line endings). Missing blocks are appended at the end of their parent.
 */
export function editValues(source: string, change: ValuesChange): EditResult {
  const bom = source.startsWith(BOM) ? BOM : '';
  const text = source.slice(bom.length);
  const doc = parseValues(text);
  const layout: Layout = { eol: detectLineEnding(text), unit: detectIndentUnit(doc, text) };
  const leaves: Leaf[] = [
    { key: 'enabled', value: true },
    { key: 'bundleUrl', value: change.bundleUrl },
  ];
  if (change.version !== undefined) leaves.push({ key: 'version', value: change.version });

  const withValues = applySplices(text, valueSplices(doc.contents, text, change.keyPath, leaves, layout));
  const withRecord = applySplices(withValues, recordSplices(withValues, change.keyPath, change.record));
  checkEdited(text, withRecord, change);
  const result = bom + withRecord;
  return { text: result, changed: result !== source };
}

/**
 * A splice that went wrong, or anything that smuggled text into the file, must fail here and not in the chart: the
 * edited file is parsed whole and must hold exactly the data of the original with the intended values set (comments
 * aside, which the chart does not read). Nothing is written when it does not.
 */
export function checkEdited(before: string, after: string, change: ValuesChange): void {
  const intended = parseValues(before);
  setIntended(intended, change);
  const edited = parseValues(after, 'The edited values file (an internal error of the action)');
  if (!isDeepStrictEqual(intended.toJS(), edited.toJS())) {
    throw new ValuesFileError(
      `Internal error of the action: the edited values file does not read back as intended under ${describeKey(change.keyPath)}; nothing was written.`,
    );
  }
}

/** The data model of the edit, stated apart from the text splices it checks: the same values, set in the document. */
function setIntended(doc: ParsedValues, change: ValuesChange): void {
  if (!isMap(doc.contents)) doc.contents = doc.createNode({}) as unknown as ParsedNode;
  let map = doc.contents as unknown as YAMLMap;
  for (const key of change.keyPath) {
    const pair = map.items.find((item) => isScalar(item.key) && String(item.key.value) === key);
    if (pair && isMap(pair.value) && pair.value.items.length > 0) {
      map = pair.value;
      continue;
    }
    const block = doc.createNode({});
    if (pair) pair.value = block;
    else map.set(key, block);
    map = block;
  }
  const enabled = map.get('enabled', true);
  const keepsEnabled = isScalar(enabled) && enabled.type === 'PLAIN' && isTrueSource(String(enabled.source));
  if (!keepsEnabled) setScalar(map, 'enabled', true);
  setScalar(map, 'bundleUrl', change.bundleUrl);
  if (change.version !== undefined) setScalar(map, 'version', change.version);
}

/** An existing scalar is changed in place, so the aliases of its anchor follow it, as they do in the edited text. */
function setScalar(map: YAMLMap, key: string, value: string | true): void {
  const node = map.get(key, true);
  if (isScalar(node) && node.value !== null) node.value = value;
  else map.set(key, value);
}

function valueSplices(
  root: ParsedNode | null,
  text: string,
  keyPath: readonly string[],
  leaves: Leaf[],
  layout: Layout,
): Splice[] {
  if (root === null) return [appendToDocument(text, keyPath, leaves, layout)];
  let node: ParsedNode = root;
  for (let depth = 0; depth < keyPath.length; depth += 1) {
    if (!isMap(node)) throw notAMapping(keyPath.slice(0, depth), node);
    const map = node;
    const pair = findPair(map, keyPath[depth] as string);
    if (!pair) return [insertIntoMap(text, map, keyPath.slice(depth), leaves, layout)];
    if (isAlias(pair.value)) {
      throw new ValuesFileError(
        `${describeKey(keyPath.slice(0, depth + 1))} in the values file is an alias of a shared anchor; editing it would change ` +
          'every key that uses the anchor. Give it a block of its own (a `<<: *anchor` merge inside the block is fine).',
      );
    }
    if (isEmptyValue(pair.value)) return fillEmptyValue(text, map, pair, keyPath.slice(depth + 1), leaves, layout);
    node = pair.value as ParsedNode;
  }
  if (!isMap(node)) throw notAMapping(keyPath, node);
  const map = node;
  const splices: Splice[] = [];
  const missing: Leaf[] = [];
  for (const leaf of leaves) {
    const pair = findPair(map, leaf.key);
    if (!pair) missing.push(leaf);
    else splices.push(...setLeaf(text, map, pair, leaf, keyPath, layout));
  }
  if (missing.length > 0) splices.push(insertIntoMap(text, map, [], missing, layout));
  return splices;
}

function notAMapping(keyPath: readonly string[], node: ParsedNode): ValuesFileError {
  return new ValuesFileError(
    `${describeKey(keyPath)} in the values file holds ${kindOf(node)}, not a mapping; the action needs a block of keys there.`,
  );
}

/** Replaces one existing value, keeping its quoting style; leaves it byte for byte when it already says the same. */
function setLeaf(
  text: string,
  map: ValuesMap,
  pair: ValuesPair,
  leaf: Leaf,
  keyPath: readonly string[],
  layout: Layout,
): Splice[] {
  const value = pair.value;
  const inFlow = Boolean(map.flow);
  const render = (style: 'plain' | 'single' | 'double') =>
    leaf.value === true ? 'true' : renderString(leaf.value, style, inFlow);
  if (value === null || (isScalar(value) && value.value === null && value.range[0] === value.range[1])) {
    return [fillEmptyLeaf(text, pair, render('double'))];
  }
  const [start, end] = value.range;
  if (isAlias(value)) return [{ start, end, text: render('double') }];
  if (!isScalar(value)) {
    throw new ValuesFileError(
      `${describeKey([...keyPath, leaf.key])} in the values file holds ${kindOf(value)}; the action writes a single value there.`,
    );
  }
  const source = text.slice(start, end);
  if (leaf.value === true) return isTrueSource(source) ? [] : [{ start, end, text: 'true' }];
  if (typeof value.value === 'string' && value.value === leaf.value) return [];
  const isBlockScalar = value.type === 'BLOCK_LITERAL' || value.type === 'BLOCK_FOLDED';
  if (isBlockScalar) return [{ start, end, text: render('double') + (text[end - 1] === '\n' ? layout.eol : '') }];
  return [{ start, end, text: render(styleOf(value.type)) }];
}

/** `key:` with no value (perhaps a comment after it): the value goes right after the colon. */
function fillEmptyLeaf(text: string, pair: ValuesPair, rendered: string): Splice {
  const keyEnd = pair.key.range?.[1] ?? 0;
  const colon = text.indexOf(':', keyEnd);
  const valueAt = pair.value?.range[0] ?? colon + 1;
  return { start: colon + 1, end: valueAt, text: ` ${rendered}${text[valueAt] === '#' ? ' ' : ''}` };
}

/** `parent:`, `parent: ~` or `parent: {}` becomes a block holding the rest of the path and the leaves. */
function fillEmptyValue(
  text: string,
  map: ValuesMap,
  pair: ValuesPair,
  rest: readonly string[],
  leaves: Leaf[],
  layout: Layout,
): Splice[] {
  const keyRange = pair.key.range;
  const value = pair.value;
  if (map.flow) {
    const rendered = `{${flowEntries(rest, leaves)}}`;
    if (value && value.range[1] > value.range[0])
      return [{ start: value.range[0], end: value.range[1], text: rendered }];
    const colon = text.indexOf(':', keyRange[1]);
    return [{ start: colon + 1, end: colon + 1, text: ` ${rendered}` }];
  }
  const splices: Splice[] = [];
  let lineEndAt = keyRange[1];
  if (value && value.range[1] > value.range[0]) {
    let start = value.range[0];
    while (start > 0 && (text[start - 1] === ' ' || text[start - 1] === '\t')) start -= 1;
    splices.push({ start, end: value.range[1], text: '' });
    lineEndAt = value.range[1];
  }
  const lines = blockLines(rest, leaves, columnOf(text, keyRange[0]) + layout.unit, layout.unit);
  splices.push(insertLines(text, nextLineStart(text, lineEndAt), lines, layout.eol));
  return splices;
}

/** Appends the rest of the path and the leaves at the end of an existing mapping. */
function insertIntoMap(text: string, map: ValuesMap, path: readonly string[], leaves: Leaf[], layout: Layout): Splice {
  const [start, contentEnd] = map.range;
  if (map.flow) {
    const entries = flowEntries(path, leaves);
    const last = map.items.at(-1);
    if (!last) return { start: start + 1, end: start + 1, text: entries };
    const lastEnd = last.value?.range[1] ?? last.key.range?.[1] ?? start + 1;
    return { start: lastEnd, end: lastEnd, text: `, ${entries}` };
  }
  const firstKey = map.items[0]?.key;
  const column = firstKey?.range ? columnOf(text, firstKey.range[0]) : 0;
  return insertLines(text, nextLineStart(text, contentEnd), blockLines(path, leaves, column, layout.unit), layout.eol);
}

/** An empty document (or one of comments only) gets the block at its end. */
function appendToDocument(text: string, keyPath: readonly string[], leaves: Leaf[], layout: Layout): Splice {
  if (/^\s*\.\.\.\s*$/m.test(text)) {
    throw new ValuesFileError(
      'The values file is an empty document with an end marker (...); add the top-level mapping by hand once.',
    );
  }
  return insertLines(text, text.length, blockLines(keyPath, leaves, 0, layout.unit), layout.eol);
}

/** Lines inserted at a line start; at the end of a file without a final line break, the file keeps having none. */
function insertLines(text: string, at: number, lines: string[], eol: string): Splice {
  const body = lines.join(eol);
  if (at === text.length && text.length > 0 && !text.endsWith('\n')) return { start: at, end: at, text: eol + body };
  return { start: at, end: at, text: body + eol };
}

function blockLines(path: readonly string[], leaves: Leaf[], column: number, unit: number): string[] {
  const lines: string[] = [];
  let indent = column;
  for (const key of path) {
    lines.push(`${' '.repeat(indent)}${renderString(key, 'plain', false)}:`);
    indent += unit;
  }
  for (const leaf of leaves) lines.push(`${' '.repeat(indent)}${leaf.key}: ${renderNew(leaf, false)}`);
  return lines;
}

function flowEntries(path: readonly string[], leaves: Leaf[]): string {
  const inner = leaves.map((leaf) => `${leaf.key}: ${renderNew(leaf, true)}`).join(', ');
  return path.reduceRight((entries, key) => `${renderString(key, 'plain', true)}: {${entries}}`, inner);
}

/** New strings are double-quoted, as the chart's own documentation writes them. */
function renderNew(leaf: Leaf, inFlow: boolean): string {
  return leaf.value === true ? 'true' : renderString(leaf.value, 'double', inFlow);
}
