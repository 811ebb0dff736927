import { OperationError } from '../util/errors.ts';
import { isJobId } from '../util/job-id.ts';

// How a sealed record is written where a rollout publishes the values, and found again: a marker line naming the job
// and the page count, then the record wrapped, at the end of a pull request body (in an HTML comment) or of a commit
// message. Others can write these texts too: the finder reads only a bounded tail, line by line, so a text of any
// size and shape costs work linear in that bound, and what it finds still has to pass the seal (seal.ts).

/** Where a run leaves its manifest record: the layout is fixed, and a record is taken back only in exactly that layout. */
export type RecordLayout = 'pull-request-body' | 'commit-message';

/** A manifest record to write: the page count its marker line names, and its text within the room where it goes. */
export interface ManifestRecord {
  pages: number;
  text(maxCharacters: number): string | undefined;
}

/** A manifest record as found: its text and the page count its marker line names. */
export interface FoundRecord {
  pages: number;
  text: string;
}

/** The first line of every pull request body the action writes: how a later run knows the body for its own. */
export const PULL_REQUEST_MARKER = '<!-- docs-export-action:values-pull-request -->';

/** Base64, base64url and a few separators: nothing that can end an HTML comment or start markup. */
export const RECORD_CHARACTERS = /^[A-Za-z0-9+/=_.:,;~-]+$/;
const RECORD_MARKER = 'docs-export-action:bundle-manifest';
const LINE = 100;
const RECORD_LINE = new RegExp(`^[A-Za-z0-9+/=_.:,;~-]{1,${LINE}}$`);
const MARKER_FIELDS = /^job=([A-Za-z0-9_-]{1,128}) pages=(\d{1,9})$/;
/** GitHub takes commit messages far longer; beyond this a record is not worth the history it clutters. */
export const MAX_RECORD_IN_COMMIT = 262_144;
/** The longest block the action writes (the longest record, its line breaks, the marker line and the comment): the tail read. */
export const MAX_BLOCK_CHARACTERS = MAX_RECORD_IN_COMMIT + Math.ceil(MAX_RECORD_IN_COMMIT / LINE) + 256;

const OPENER: Record<RecordLayout, string> = {
  'pull-request-body': `\n<!-- ${RECORD_MARKER} `,
  'commit-message': `\n\n${RECORD_MARKER} `,
};
const CLOSER: Record<RecordLayout, string> = { 'pull-request-body': '\n-->', 'commit-message': '' };

/** The record as it is written in `layout`: a marker line naming the job and the page count, then the record wrapped. */
export function recordBlock(jobId: string, pages: number, record: string, layout: RecordLayout): string {
  if (!isJobId(jobId) || !RECORD_CHARACTERS.test(record))
    throw new OperationError('internal error: a bundle manifest record the action cannot write safely');
  const lines = [
    `${RECORD_MARKER} job=${jobId} pages=${pages}`,
    ...(record.match(new RegExp(`.{1,${LINE}}`, 'g')) ?? []),
  ];
  return layout === 'pull-request-body' ? `<!-- ${lines.join('\n')}\n-->` : lines.join('\n');
}

/**
 * The record block of `record` within `room` characters (the text gets what the marker line and the wrapping leave),
 * or undefined when it cannot fit.
 */
export function recordBlockWithin(
  jobId: string,
  record: ManifestRecord,
  layout: RecordLayout,
  room: number,
): string | undefined {
  // Everything but the text: the block of a one-character text, less that character and its line break.
  const overhead = recordBlock(jobId, record.pages, 'A', layout).length - 2;
  const textRoom = Math.floor(((Math.min(room, MAX_BLOCK_CHARACTERS) - overhead - 1) * LINE) / (LINE + 1));
  if (textRoom <= 0) return undefined;
  const text = record.text(Math.min(textRoom, MAX_RECORD_IN_COMMIT));
  if (text === undefined) return undefined;
  const block = recordBlock(jobId, record.pages, text, layout);
  return block.length <= room ? block : undefined;
}

/**
 * The record of job `jobId` in a text the action wrote, or undefined. Only the exact layout counts: a pull request
 * body that starts with the action's marker line and ends with the block, a commit message that ends with it. Only
 * the last MAX_BLOCK_CHARACTERS (after trailing white space) are read, with no pattern that can backtrack.
 */
export function findRecord(text: string, layout: RecordLayout, jobId: string): FoundRecord | undefined {
  const normalised = text.replaceAll('\r\n', '\n');
  if (layout === 'pull-request-body' && !normalised.startsWith(`${PULL_REQUEST_MARKER}\n`)) return undefined;
  // The block and the line breaks before it.
  const tail = normalised.trimEnd().slice(-(MAX_BLOCK_CHARACTERS + 2));
  const start = tail.lastIndexOf(OPENER[layout]);
  if (start < 0 || !tail.endsWith(CLOSER[layout])) return undefined;
  const [marker = '', ...lines] = tail
    .slice(start + OPENER[layout].length, tail.length - CLOSER[layout].length)
    .split('\n');
  const fields = MARKER_FIELDS.exec(marker);
  if (fields?.[1] !== jobId || lines.length === 0 || !lines.every((line) => RECORD_LINE.test(line))) return undefined;
  return { pages: Number(fields[2]), text: lines.join('') };
}
