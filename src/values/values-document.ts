import { isMap, isPair, isScalar, parseDocument, visit } from 'yaml';
import type { Document, Node, Pair, ParsedNode, YAMLMap } from 'yaml';
import { columnOf } from './yaml-text.ts';

/** A values file that cannot be edited safely; the message names the key and says what to fix, never a value. */
export class ValuesFileError extends Error {
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
