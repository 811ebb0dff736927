import { isMap, isScalar } from 'yaml';
import type { ParsedNode } from 'yaml';
import { badJobIdMessage, isJobId, JOB_ID_CHARACTERS } from '../util/job-id.ts';
import { commentStart, findPair, lineBreakOf, parseValues, ValuesFileError } from './document.ts';
import type { Splice } from './document.ts';

/**
 * The note an export leaves beside `bundleUrl` so a later refresh-link knows the job and when the link expires:
 * `# docs-export: job=se_3f9a2c1b8e7d4a06 expires=2026-11-28T05:31:56Z`.
 */
export interface LinkRecord {
  jobId: string;
  /** RFC 3339 UTC; absent for a link that does not expire (`values-bundle-url`). */
  expiresAt?: string;
}

const MARKER = 'docs-export:';
/**
 * Finds the note inside a comment, whatever else the comment says. The job id and the expiry are read with the rules
 * they were written by: a job id outside JOB_ID_PATTERN, or an expiry that is not an RFC 3339 UTC instant, is no note.
 */
const RECORD_PATTERN = new RegExp(
  `docs-export:[ \\t]*job=(${JOB_ID_CHARACTERS})(?:[ \\t]+expires=(\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)?Z))?(?=[ \\t#]|$)`,
);
/** The note and whatever an earlier writer put after `docs-export:` on its comment (replaced whole). */
const ANY_NOTE = /docs-export:[^\r\n]*/;

/** The comment text without `#`; the job id must pass JOB_ID_PATTERN, so nothing can close the comment line. */
export function formatLinkRecord(record: LinkRecord): string {
  if (!isJobId(record.jobId)) throw new ValuesFileError(badJobIdMessage('The job id to record beside `bundleUrl`'));
  if (record.expiresAt !== undefined && !/^[0-9T:.Z-]+$/.test(record.expiresAt)) {
    throw new ValuesFileError('The expiry to record beside `bundleUrl` is not an RFC 3339 UTC instant.');
  }
  return `${MARKER} job=${record.jobId}${record.expiresAt ? ` expires=${record.expiresAt}` : ''}`;
}

/** Reads a note back from a comment (with or without its `#`); undefined when the comment holds none. */
export function parseLinkRecord(comment: string): LinkRecord | undefined {
  const match = RECORD_PATTERN.exec(comment);
  if (!match) return undefined;
  const [, jobId, expiresAt] = match;
  return expiresAt ? { jobId: jobId as string, expiresAt } : { jobId: jobId as string };
}

/** Where the note sits in a comment, so it can be replaced without touching the rest of the comment. */
export function findLinkRecord(comment: string): { start: number; end: number } | undefined {
  const match = RECORD_PATTERN.exec(comment) ?? ANY_NOTE.exec(comment);
  return match ? { start: match.index, end: match.index + match[0].length } : undefined;
}

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
    node = findPair(node, key)?.value ?? null;
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

/** What a values file says about the link it holds. */
export interface RecordedLink {
  bundleUrl?: string;
  /** The note an earlier run left beside `bundleUrl`. */
  record?: LinkRecord;
}

/** Reads `bundleUrl` under `keyPath` and the note beside it; empty when the block or the key is absent. */
export function readRecordedLink(text: string, keyPath: readonly string[]): RecordedLink {
  const located = locateBundleUrl(text.replace(/^\uFEFF/, ''), keyPath);
  if (!located) return {};
  const record = located.comment ? parseLinkRecord(located.comment.text) : undefined;
  return { ...(located.value !== undefined && { bundleUrl: located.value }), ...(record && { record }) };
}
