import { describeFailure } from '../util/errors.ts';
import { formatInstant } from '../util/format.ts';
import { isJobId } from '../util/job-id.ts';
import type { Log } from '../util/log.ts';
import { redactUrls, removeSecrets } from '../util/redact.ts';
import { diffPages } from './bundle-diff.ts';
import type { DiffOutcome, PageHashes } from './bundle-diff.ts';
import { readRecordedLink } from './link-record.ts';
import type { DeployedValues, RecordLayout } from './store.ts';

// The previous side of the bundle diff. A rollout records the manifest of the bundle it rolls out where it publishes
// the values (the pull request body, or the commit message for `push: commit`), so the next run reads it back with no
// extra request to the service or the storage. Without a record, the bundle at the link the values hold is read
// (hashing only); without either, the diff says why there is none.

/** The new bundle's manifest, from the bundle capability (values does not import it). */
export interface BundleManifest {
  pages: PageHashes;
  /**
   * Its compact serialisation within `maxCharacters`, recorded for the next run (RECORD_CHARACTERS only), or undefined
   * when it cannot fit: a large site gets shorter hashes before it gets no record.
   */
  record(maxCharacters: number): string | undefined;
}

/** A manifest record to write: the page count its marker line names, and its text within the room where it goes. */
export interface ManifestRecord {
  pages: number;
  text(maxCharacters: number): string | undefined;
}

/** How the previous side is read, injected by the mode (the bundle capability's parser and link reader). */
export interface PreviousBundleSource {
  /** The pages of a recorded manifest; undefined when the record cannot be read. */
  parseRecord(record: string): PageHashes | undefined;
  /** Streams the bundle at `bundleUrl` through the verifier, hashing only; undefined when it cannot be read. */
  fromLink(bundleUrl: string): Promise<PageHashes | undefined>;
}

/** The first line of every pull request body the action writes: how a later run knows the body for its own. */
export const PULL_REQUEST_MARKER = '<!-- docs-export-action:values-pull-request -->';

/** Base64, base64url and a few separators: nothing that can end an HTML comment or start markup. */
export const RECORD_CHARACTERS = /^[A-Za-z0-9+/=_.:,;~-]+$/;
const RECORD_MARKER = 'docs-export-action:bundle-manifest';
const LINE = 100;
/** GitHub takes commit messages far longer; beyond this a record is not worth the history it clutters. */
export const MAX_RECORD_IN_COMMIT = 262_144;

/** The record as it is written in `layout`: a marker line naming the job and the page count, then the record wrapped. */
export function recordBlock(jobId: string, pages: number, record: string, layout: RecordLayout): string {
  if (!isJobId(jobId) || !RECORD_CHARACTERS.test(record))
    throw new Error('internal error: a bundle manifest record the action cannot write safely');
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
  const textRoom = Math.floor(((room - overhead - 1) * LINE) / (LINE + 1));
  if (textRoom <= 0) return undefined;
  const text = record.text(textRoom);
  if (text === undefined) return undefined;
  const block = recordBlock(jobId, record.pages, text, layout);
  return block.length <= room ? block : undefined;
}

/** Said where a record was due but cannot fit, so a reader knows why the next diff reads the link instead. */
export function unrecordedNote(pages: number, where: string): string {
  return `This bundle's manifest (${pages} pages) is too large to record in ${where}; the next run reads the bundle at its link for the diff.`;
}

const BLOCK_AT_END: Record<RecordLayout, RegExp> = {
  'pull-request-body': new RegExp(
    `\\n<!-- ${RECORD_MARKER} job=([A-Za-z0-9_-]{1,128}) pages=(\\d{1,9})\\n([A-Za-z0-9+/=_.:,;~\\n-]+)\\n-->\\s*$`,
  ),
  'commit-message': new RegExp(
    `\\n\\n${RECORD_MARKER} job=([A-Za-z0-9_-]{1,128}) pages=(\\d{1,9})\\n([A-Za-z0-9+/=_.:,;~\\n-]+?)\\s*$`,
  ),
};

/** A manifest record as found: its text and the page count its marker line names. */
export interface FoundRecord {
  pages: number;
  text: string;
}

/**
 * The record of job `jobId` in a text the action wrote, or undefined. Only the exact layout counts: a pull request
 * body that starts with the action's marker line and ends with the block, a commit message that ends with it.
 */
export function findRecord(text: string, layout: RecordLayout, jobId: string): FoundRecord | undefined {
  const normalised = text.replaceAll('\r\n', '\n');
  if (layout === 'pull-request-body' && !normalised.startsWith(`${PULL_REQUEST_MARKER}\n`)) return undefined;
  const match = BLOCK_AT_END[layout].exec(normalised);
  if (!match || match[1] !== jobId) return undefined;
  return { pages: Number(match[2]), text: (match[3] ?? '').replaceAll('\n', '') };
}

export interface DiffInput {
  deployed: DeployedValues;
  keyPath: readonly string[];
  nextJobId: string;
  /** The new bundle's manifest; undefined when it was not read in this run. */
  next?: BundleManifest;
  source?: PreviousBundleSource;
  nowMs: number;
  /** Masks the deployed link before it is handed to the reader (it is a credential). */
  setSecret(value: string): void;
  log: Log;
}

export interface DiffResult {
  outcome: DiffOutcome;
  /** The record to write for the new bundle: its own, or the deployed one's when both are the same job's. */
  record?: ManifestRecord;
}

/** Finds the deployed side and diffs; never fails the rollout (a reader's failure becomes the reason there is no diff). */
export async function bundleDiff(input: DiffInput): Promise<DiffResult> {
  const { deployed, nextJobId, next } = input;
  const own = next && ownRecord(next);
  const link = deployed.text === undefined ? {} : readRecordedLink(deployed.text, input.keyPath);
  const previousJobId = link.record?.jobId;
  if (previousJobId === undefined) {
    const reason =
      deployed.text === undefined
        ? 'there is no values file yet, so nothing is deployed.'
        : 'the values hold no link recorded by this action.';
    return { outcome: { kind: 'none', reason }, record: own };
  }
  const recorded = findRecordFor(deployed, previousJobId);
  if (previousJobId === nextJobId) {
    // One job, one bundle: nothing to read, and the deployed record goes on to the next rollout as it is.
    const diff = { added: [], removed: [], changed: [], unchanged: next?.pages.size ?? recorded?.pages };
    return { outcome: { kind: 'diff', diff, previousJobId, source: 'same-job' }, record: own ?? carried(recorded) };
  }
  if (!next)
    return {
      outcome: { kind: 'none', reason: 'the new bundle was not read in this run (`download: false`).' },
      record: own,
    };
  if (!input.source)
    return { outcome: { kind: 'none', reason: 'this run has no reader for the deployed bundle.' }, record: own };
  const fromRecord = recorded === undefined ? undefined : input.source.parseRecord(recorded.text);
  if (fromRecord)
    return {
      outcome: { kind: 'diff', diff: diffPages(fromRecord, next.pages), previousJobId, source: 'record' },
      record: own,
    };
  const fromLink = await readDeployedLink(input, link.bundleUrl, link.record?.expiresAt);
  if (fromLink.pages)
    return {
      outcome: { kind: 'diff', diff: diffPages(fromLink.pages, next.pages), previousJobId, source: 'link' },
      record: own,
    };
  const what =
    recorded === undefined ? 'its rollout recorded no manifest' : 'the manifest its rollout recorded cannot be read';
  return {
    outcome: {
      kind: 'none',
      reason: `the deployed bundle (job \`${previousJobId}\`) is unknown: ${what}, and ${fromLink.reason}`,
    },
    record: own,
  };
}

/** The new bundle's record; a text outside RECORD_CHARACTERS is never written. */
function ownRecord(next: BundleManifest): ManifestRecord {
  return {
    pages: next.pages.size,
    text(maxCharacters) {
      const text = next.record(maxCharacters);
      return text !== undefined && text.length <= maxCharacters && RECORD_CHARACTERS.test(text) ? text : undefined;
    },
  };
}

/** The deployed record carried on as it is, where it fits. */
function carried(found: FoundRecord | undefined): ManifestRecord | undefined {
  if (!found || !RECORD_CHARACTERS.test(found.text)) return undefined;
  return { pages: found.pages, text: (maxCharacters) => (found.text.length <= maxCharacters ? found.text : undefined) };
}

function findRecordFor(deployed: DeployedValues, jobId: string): FoundRecord | undefined {
  for (const candidate of deployed.records) {
    const found = findRecord(candidate.text, candidate.layout, jobId);
    if (found !== undefined) return found;
  }
  return undefined;
}

async function readDeployedLink(
  input: DiffInput,
  bundleUrl: string | undefined,
  expiresAt: string | undefined,
): Promise<{ pages: PageHashes } | { pages?: undefined; reason: string }> {
  if (!bundleUrl || !input.source) return { reason: 'the values hold no link to read it from.' };
  const expiry = expiresAt === undefined ? undefined : Date.parse(expiresAt);
  if (expiry !== undefined && expiry <= input.nowMs)
    return { reason: `the link the values hold expired at ${formatInstant(expiry)}.` };
  input.setSecret(bundleUrl);
  try {
    const pages = await input.source.fromLink(bundleUrl);
    return pages ? { pages } : { reason: 'the bundle at the link the values hold could not be read.' };
  } catch (error) {
    const said = removeSecrets(redactUrls(describeFailure(error)), [bundleUrl]);
    input.log.warning(`Could not read the deployed bundle for the diff: ${said}`);
    return { reason: 'the bundle at the link the values hold could not be read.' };
  }
}
