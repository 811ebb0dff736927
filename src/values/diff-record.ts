import type { KeyObject } from 'node:crypto';
import { diffFiles, sameJobDiff } from '../manifest/diff.ts';
import type { DiffOutcome } from '../manifest/diff.ts';
import { decodeManifest, manifestEncoder } from '../manifest/encoding.ts';
import { isPagePath } from '../manifest/files.ts';
import type { FileHashes } from '../manifest/files.ts';
import { findRecord, RECORD_CHARACTERS } from '../manifest/framing.ts';
import type { FoundRecord, ManifestRecord } from '../manifest/framing.ts';
import { openRecord, SEAL_OVERHEAD, sealRecord } from '../manifest/seal.ts';
import { describeFailure } from '../util/errors.ts';
import { formatInstant } from '../util/format.ts';
import type { Log } from '../util/log.ts';
import { redactUrls, removeSecrets } from '../util/redact.ts';
import { readRecordedLink } from './link-record.ts';
import type { DeployedValues } from './store.ts';

// The previous side of the bundle diff. A rollout records the manifest of the bundle it rolls out where it publishes
// the values (the pull request body, or the commit message for `push: commit`), sealed with a key only this
// configuration derives, so the next run reads it back with no extra request to the service or the storage. Without a
// record that verifies, the bundle at the link the values hold is read (hashing only); without either, the diff says
// why there is none.

/** How the deployed bundle is read from its link, injected by the mode (the bundle capability's reader). */
export interface PreviousBundleSource {
  /** Streams the bundle at `bundleUrl` through the verifier, hashing only; undefined when it cannot be read. */
  fromLink(bundleUrl: string): Promise<FileHashes | undefined>;
  /** Why the link is not read in this run (the workspace it comes from is an outsider's), or undefined. */
  refusal?: string;
}

export interface DiffInput {
  deployed: DeployedValues;
  keyPath: readonly string[];
  nextJobId: string;
  /** The new bundle's files; undefined when it was not read in this run. */
  next?: FileHashes;
  /** Seals the record written and verifies the records found (manifest/seal.ts). */
  recordKey: KeyObject;
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
  const own = next && ownRecord(next, nextJobId, input.recordKey);
  const link = deployed.text === undefined ? {} : readRecordedLink(deployed.text, input.keyPath);
  const previousJobId = link.record?.jobId;
  if (previousJobId === undefined) {
    const reason =
      deployed.text === undefined
        ? 'there is no values file yet, so nothing is deployed.'
        : 'the values hold no link recorded by this action.';
    return { outcome: { kind: 'none', reason }, record: own };
  }
  const { recorded, unverified } = verifiedRecordFor(deployed, previousJobId, input.recordKey);
  if (previousJobId === nextJobId) {
    // One job, one bundle: nothing to read, and the deployed record (verified) goes on to the next rollout as it is.
    const diff = sameJobDiff(next ? pageCount(next) : recorded?.found.pages);
    return {
      outcome: { kind: 'diff', diff, previousJobId, source: 'same-job' },
      record: own ?? carried(recorded?.found),
    };
  }
  if (!next)
    return {
      outcome: { kind: 'none', reason: 'the new bundle was not read in this run (`download: false`).' },
      record: own,
    };
  if (recorded)
    return {
      outcome: { kind: 'diff', diff: diffFiles(recorded.files, next), previousJobId, source: 'record' },
      record: own,
    };
  if (!input.source)
    return { outcome: { kind: 'none', reason: 'this run has no reader for the deployed bundle.' }, record: own };
  const fromLink = await readDeployedLink(input, link.bundleUrl, link.record?.expiresAt);
  if (fromLink.files)
    return {
      outcome: { kind: 'diff', diff: diffFiles(fromLink.files, next), previousJobId, source: 'link' },
      record: own,
    };
  const what = unverified
    ? 'the manifest recorded for it does not verify (written by another hand, or with another API key or configuration)'
    : 'its rollout recorded no manifest';
  return {
    outcome: {
      kind: 'none',
      reason: `the deployed bundle (job \`${previousJobId}\`) is unknown: ${what}, and ${fromLink.reason}`,
    },
    record: own,
  };
}

function pageCount(files: FileHashes): number {
  let pages = 0;
  for (const path of files.keys()) if (isPagePath(path)) pages += 1;
  return pages;
}

/** The new bundle's record, sealed for its job and page count; a text outside RECORD_CHARACTERS is never written. */
function ownRecord(next: FileHashes, jobId: string, key: KeyObject): ManifestRecord {
  const encoder = manifestEncoder(next);
  const pages = pageCount(next);
  return {
    pages,
    text(maxCharacters) {
      const body = encoder.text(maxCharacters - SEAL_OVERHEAD);
      const text = body === undefined ? undefined : sealRecord(key, jobId, pages, body);
      return text !== undefined && text.length <= maxCharacters && RECORD_CHARACTERS.test(text) ? text : undefined;
    },
  };
}

/** The deployed record carried on as it is (its seal names the same job), where it fits. */
function carried(found: FoundRecord | undefined): ManifestRecord | undefined {
  if (!found) return undefined;
  return { pages: found.pages, text: (maxCharacters) => (found.text.length <= maxCharacters ? found.text : undefined) };
}

/**
 * The newest record of job `jobId` that this configuration sealed and that decodes within the bounds, with its files.
 * Texts anyone could have written are searched; one that does not verify is no record, and the search goes on.
 */
function verifiedRecordFor(
  deployed: DeployedValues,
  jobId: string,
  key: KeyObject,
): { recorded?: { found: FoundRecord; files: FileHashes }; unverified: boolean } {
  let unverified = false;
  for (const candidate of deployed.records) {
    const found = findRecord(candidate.text, candidate.layout, jobId);
    if (!found) continue;
    const body = openRecord(key, jobId, found.pages, found.text);
    const files = body === undefined ? undefined : decodeManifest(body);
    if (files && pageCount(files) === found.pages) return { recorded: { found, files }, unverified };
    unverified = true;
  }
  return { unverified };
}

/** Said where a record was due but cannot fit, so a reader knows why the next diff reads the link instead. */
export function unrecordedNote(pages: number, where: string): string {
  return `This bundle's manifest (${pages} pages) is too large to record in ${where}; the next run reads the bundle at its link for the diff.`;
}

async function readDeployedLink(
  input: DiffInput,
  bundleUrl: string | undefined,
  expiresAt: string | undefined,
): Promise<{ files: FileHashes } | { files?: undefined; reason: string }> {
  if (!bundleUrl || !input.source) return { reason: 'the values hold no link to read it from.' };
  if (input.source.refusal) {
    input.log.notice(`No bundle diff from the deployed link: ${input.source.refusal}`);
    return { reason: input.source.refusal };
  }
  const expiry = expiresAt === undefined ? undefined : Date.parse(expiresAt);
  if (expiry !== undefined && expiry <= input.nowMs)
    return { reason: `the link the values hold expired at ${formatInstant(expiry)}.` };
  input.setSecret(bundleUrl);
  try {
    const files = await input.source.fromLink(bundleUrl);
    return files ? { files } : { reason: 'the bundle at the link the values hold could not be read.' };
  } catch (error) {
    const said = removeSecrets(redactUrls(describeFailure(error)), [bundleUrl]);
    input.log.warning(`Could not read the deployed bundle for the diff: ${said}`);
    return { reason: 'the bundle at the link the values hold could not be read.' };
  }
}
