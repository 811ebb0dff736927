/**
 * The values file as YAML source: parsing with errors that never quote it, what the document model says of it, the
 * text facts the model does not keep (line ends, columns, comments), and how a new scalar is written into it.
 */
import { isMap, isPair, isScalar, parse, parseDocument, visit } from 'yaml';
import type { Document, Node, Pair, ParsedNode, YAMLMap } from 'yaml';
import { ActionError, OperationError } from '../util/errors.ts';

/** A values file that cannot be edited safely; the message names the key and says what to fix, never a value. */
export class ValuesFileError extends ActionError {
  readonly kind = 'input';
  constructor(message: string) {
    super(message);
    this.name = 'ValuesFileError';
  }
}

export type ParsedValues = Document.Parsed<ParsedNode>;
export type ValuesMap = YAMLMap.Parsed;
export type ValuesPair = Pair<ParsedNode, ParsedNode | null>;

/** Parses one YAML document; errors report their position only (a source excerpt could show the signed link). */
export function parseValues(text: string, fileLabel = 'The values file'): ParsedValues {
  const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  const [error] = doc.errors;
  if (error) {
    const where = error.linePos ? ` (line ${error.linePos[0].line}, column ${error.linePos[0].col})` : '';
    const reason = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
    throw new ValuesFileError(`${fileLabel} is not valid YAML${where}: ${reason}`);
  }
  return doc;
}

export function findPair(map: ValuesMap, key: string): ValuesPair | undefined {
  return map.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === key);
}

/** `key:` with nothing, `~`, `null` or `{}`: a place where a block can be created. */
export function isEmptyValue(node: ParsedNode | null): boolean {
  if (node === null) return true;
  if (isScalar(node)) return node.value === null;
  return isMap(node) && node.items.length === 0;
}

export function kindOf(node: Node | null): string {
  if (node === null) return 'nothing';
  if (isMap(node)) return 'a mapping';
  if (isScalar(node)) return 'a scalar value';
  return node.constructor.name === 'Alias' ? 'an alias' : 'a list';
}

export function describeKey(keyPath: readonly string[]): string {
  return keyPath.length === 0 ? 'the top level' : `\`${keyPath.join('.')}\``;
}

/**
 * The indentation step the file uses (2 or 4, usually): the most common difference between the column of a
 * block mapping's key and the keys of the block mapping under it. 2 when the file has no nesting.
 */
export function detectIndentUnit(doc: ParsedValues, text: string): number {
  const counts = new Map<number, number>();
  visit(doc, {
    Pair(_key, pair) {
      if (!isPair(pair) || !isScalar(pair.key) || !isMap(pair.value) || pair.value.flow) return;
      const keyRange = (pair.key as ParsedNode).range;
      const firstKey = pair.value.items[0]?.key as ParsedNode | null | undefined;
      if (!keyRange || !firstKey?.range) return;
      const step = columnOf(text, firstKey.range[0]) - columnOf(text, keyRange[0]);
      if (step > 0) counts.set(step, (counts.get(step) ?? 0) + 1);
    },
  });
  let best = 2;
  let bestCount = 0;
  for (const [step, count] of counts) {
    if (count > bestCount || (count === bestCount && step < best)) [best, bestCount] = [step, count];
  }
  return best;
}

// Plain text facts about a YAML source that the document model does not keep: line ends, columns, comments.

export type LineEnding = '\n' | '\r\n';

/** The line ending the file mostly uses (CRLF when any line ends with it and most do). */
export function detectLineEnding(text: string): LineEnding {
  const crlf = text.match(/\r\n/g)?.length ?? 0;
  const lf = text.match(/\n/g)?.length ?? 0;
  return crlf > 0 && crlf * 2 >= lf ? '\r\n' : '\n';
}

/** Offset where the line holding `offset` starts. */
export function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** Offset of the line break (`\r\n` or `\n`) ending the line that holds `offset`, or the text's length. */
export function lineBreakOf(text: string, offset: number): number {
  const newline = text.indexOf('\n', offset);
  if (newline === -1) return text.length;
  return newline > 0 && text[newline - 1] === '\r' ? newline - 1 : newline;
}

/** Offset just after the line break of the line holding `offset`; `offset` itself when it already starts a line. */
export function nextLineStart(text: string, offset: number): number {
  if (offset > 0 && text[offset - 1] === '\n') return offset;
  const newline = text.indexOf('\n', offset);
  return newline === -1 ? text.length : newline + 1;
}

export function columnOf(text: string, offset: number): number {
  return offset - lineStartOf(text, offset);
}

/**
 * Where a comment starts in a piece of one line (a `#` at its start or after a space, outside quotes), or -1.
 * The piece begins outside any scalar, e.g. just after a value.
 */
export function commentStart(piece: string): number {
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < piece.length; i += 1) {
    const char = piece[i];
    if (quote === '"') {
      if (char === '\\') i += 1;
      else if (char === '"') quote = undefined;
    } else if (quote === "'") {
      if (char === "'" && piece[i + 1] === "'") i += 1;
      else if (char === "'") quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '#' && (i === 0 || piece[i - 1] === ' ' || piece[i - 1] === '\t')) {
      return i;
    }
  }
  return -1;
}

/** A replacement of `text.slice(start, end)`; insertions have `start === end`. */
export interface Splice {
  start: number;
  end: number;
  text: string;
}

/** Applies non-overlapping splices given in any order. */
export function applySplices(text: string, splices: readonly Splice[]): string {
  const ordered = [...splices].sort((a, b) => b.start - a.start || b.end - a.end);
  let result = text;
  let limit = Number.POSITIVE_INFINITY;
  for (const splice of ordered) {
    if (splice.end > limit) throw new OperationError('internal error: overlapping edits of the values file');
    result = result.slice(0, splice.start) + splice.text + result.slice(splice.end);
    limit = splice.start;
  }
  return result;
}

// How scalars are written.

/** How a scalar is written; the style of an existing value is kept when its new value allows it. */
export type ScalarStyle = 'plain' | 'single' | 'double';

/** YAML source of `value` in `style`, falling back to double quotes when the style cannot hold it faithfully. */
export function renderString(value: string, style: ScalarStyle, inFlow: boolean): string {
  if (style === 'plain' && isPlainSafe(value, inFlow)) return value;
  if (style === 'single' && !/[\n\r\t\\\p{Cc}]/u.test(value)) return `'${value.replaceAll("'", "''")}'`;
  // JSON's escapes are a subset of YAML's double-quoted escapes.
  return JSON.stringify(value);
}

/**
 * A plain scalar is safe when it reads back as the same string under YAML 1.2 and under YAML 1.1, which Helm's
 * parser follows (`1.0`, `yes`, `2024-06-01` change meaning there).
 */
export function isPlainSafe(value: string, inFlow: boolean): boolean {
  if (value === '' || value !== value.trim() || /[\n\r\t]/.test(value)) return false;
  const source = inFlow ? `{k: ${value}}` : `k: ${value}`;
  for (const version of ['1.2', '1.1'] as const) {
    try {
      const parsed: unknown = parse(source, { version, uniqueKeys: false });
      if (!parsed || typeof parsed !== 'object' || (parsed as Record<string, unknown>).k !== value) return false;
    } catch {
      return false;
    }
  }
  return true;
}

export function styleOf(type: string | undefined): ScalarStyle {
  if (type === 'QUOTE_SINGLE') return 'single';
  if (type === 'QUOTE_DOUBLE') return 'double';
  return 'plain';
}

/** Words YAML 1.1 (and so Helm) reads as true; YAML 1.2 knows the first three. */
const TRUE_WORDS = new Set(['true', 'True', 'TRUE', 'yes', 'Yes', 'YES', 'on', 'On', 'ON', 'y', 'Y']);

export function isTrueSource(source: string): boolean {
  return TRUE_WORDS.has(source);
}
