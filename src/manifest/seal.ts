import { createHmac, createSecretKey, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

// A record counts only when this action wrote it with this configuration: anyone who can write a commit message or a
// pull request body could otherwise make the next rollout say "identical content" while pages change. So a record is
// sealed with an HMAC-SHA-256 whose key only a holder of the API key can derive, bound to the configuration (service,
// repository, values file and key) and, per record, to the job and page count its marker names. A new API key makes
// the old records unverifiable, which costs the diff a read of the deployed link, never a wrong verdict.

/** Sets this key apart from any other use of the API key as key material. */
const LABEL = 'docs-export-action/bundle-manifest-record/v2';
const VERSION = 'v2';
/** Characters of a full HMAC-SHA-256 in unpadded base64url. */
const MAC_CHARACTERS = 43;
/** `v2.<mac>.` before the body. */
export const SEAL_OVERHEAD = VERSION.length + 1 + MAC_CHARACTERS + 1;

/** What a record is valid for: a record written for another service, repository, file or key is no record. */
export interface RecordScope {
  apiUrl: string;
  /** owner/name of the values repository. */
  repository: string;
  file: string;
  keyPath: readonly string[];
}

/** The key records are sealed and verified with: derived from the API key (never used as is) and the scope. */
export function recordKey(apiKey: string, scope: RecordScope): KeyObject {
  const context = JSON.stringify([scope.apiUrl, scope.repository.toLowerCase(), scope.file, scope.keyPath]);
  return createSecretKey(Buffer.from(hkdfSync('sha256', apiKey, LABEL, context, 32)));
}

/** The record text for `body`: `v2.<mac>.<body>`, the MAC over the job, the page count and the body. */
export function sealRecord(key: KeyObject, jobId: string, pages: number, body: string): string {
  return `${VERSION}.${mac(key, jobId, pages, body)}.${body}`;
}

/** The body of a record this action sealed for this job and page count with this key; else undefined. */
export function openRecord(key: KeyObject, jobId: string, pages: number, text: string): string | undefined {
  if (!text.startsWith(`${VERSION}.`) || text.charAt(SEAL_OVERHEAD - 1) !== '.') return undefined;
  const body = text.slice(SEAL_OVERHEAD);
  const given = Buffer.from(text.slice(VERSION.length + 1, SEAL_OVERHEAD - 1));
  const expected = Buffer.from(mac(key, jobId, pages, body));
  return given.length === expected.length && timingSafeEqual(given, expected) ? body : undefined;
}

function mac(key: KeyObject, jobId: string, pages: number, body: string): string {
  return createHmac('sha256', key).update(`${VERSION}\n${jobId}\n${pages}\n${body}`).digest('base64url');
}
