import { locateBundleUrl } from './record-note.ts';
import { parseLinkRecord, type LinkRecord } from './link-record.ts';

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
