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
/** Finds the note inside a comment, whatever else the comment says. */
const RECORD_PATTERN = /docs-export:[ \t]*job=([^\s#]+)(?:[ \t]+expires=([^\s#]+))?/;

/** The comment text without `#`. */
export function formatLinkRecord(record: LinkRecord): string {
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
  const match = RECORD_PATTERN.exec(comment);
  if (match) return { start: match.index, end: match.index + match[0].length };
  const bare = comment.indexOf(MARKER);
  return bare === -1 ? undefined : { start: bare, end: comment.length };
}
