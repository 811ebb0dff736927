import { isMap, isScalar } from 'yaml';
import type { ParsedNode } from 'yaml';
import { findLinkRecord, formatLinkRecord, type LinkRecord } from './link-record.ts';
import { findPair, parseValues, ValuesFileError, type ValuesMap } from './values-document.ts';
import { commentStart, lineBreakOf, type Splice } from './yaml-text.ts';

/** Writes (or rewrites) the job/expiry note in the comment at the end of the line where `bundleUrl`'s value ends. */
export function recordSplices(text: string, keyPath: readonly string[], record: LinkRecord): Splice[] {
  const located = locateBundleUrl(text, keyPath);
  if (!located) throw new ValuesFileError('internal error: bundleUrl was not found after the edit');
  const { valueEnd, lineBreak, comment } = located;
  const note = formatLinkRecord(record);
  if (comment === undefined) {
    const trailing = text.slice(valueEnd, lineBreak).match(/[ \t]*$/)?.[0].length ?? 0;
    return [{ start: lineBreak - trailing, end: lineBreak, text: ` # ${note}` }];
  }
  const existing = findLinkRecord(comment.text);
  if (existing) return [{ start: comment.start + existing.start, end: comment.start + existing.end, text: note }];
  const trailing = comment.text.match(/[ \t]*$/)?.[0].length ?? 0;
  return [{ start: lineBreak - trailing, end: lineBreak, text: ` # ${note}` }];
}

export interface LocatedBundleUrl {
  value: string | undefined;
  valueEnd: number;
  lineBreak: number;
  /** The comment on the line where the value ends (`#` included), and its offset in the text. */
  comment?: { start: number; text: string };
}

/** Finds `bundleUrl` under `keyPath` and the comment on its line; undefined when the path or the key is absent. */
export function locateBundleUrl(text: string, keyPath: readonly string[]): LocatedBundleUrl | undefined {
  let node: ParsedNode | null = parseValues(text).contents;
  for (const key of [...keyPath, 'bundleUrl']) {
    if (!node || !isMap(node)) return undefined;
    node = findPair(node as ValuesMap, key)?.value ?? null;
  }
  if (!node || !isScalar(node)) return undefined;
  const valueEnd = node.range[1];
  const lineBreak = lineBreakOf(text, valueEnd);
  // A block scalar ends at a line start: its comment, if any, sits on its header line, which the action never writes.
  const isBlockScalar = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED';
  const rest = isBlockScalar ? '' : text.slice(valueEnd, lineBreak);
  const at = commentStart(rest);
  return {
    value: typeof node.value === 'string' ? node.value : undefined,
    valueEnd,
    lineBreak,
    comment: at === -1 ? undefined : { start: valueEnd + at, text: rest.slice(at) },
  };
}
