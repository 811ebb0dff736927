/** Whether refresh-link asks for a fresh link, read from the values and, without our note, from the link itself. */
import { formatExpiry, parseExpiry } from '../util/expiry.ts';
import { formatDuration } from '../util/format.ts';
import type { RecordedLink } from '../values/link-record.ts';

export interface RefreshFacts {
  nowMs: number;
  refreshBeforeMs: number;
  /** The `job-id` input. */
  jobIdInput?: string;
  /** What the values file says; empty without a file (or without a link in it). */
  recorded: RecordedLink;
  hasValuesFile: boolean;
}

export type RefreshDecision =
  | { action: 'skip'; jobId: string; expiresAt?: string; reason: string }
  | { action: 'refresh'; jobId: string; reason: string }
  | { action: 'no-job'; message: string };

/** Whether refresh-link asks for a new link: only when the one in the values is missing, foreign, or near its end. */
export function decideRefresh(facts: RefreshFacts): RefreshDecision {
  const { recorded } = facts;
  const linkJob = recorded.record?.jobId ?? jobIdInLink(recorded.bundleUrl);
  const jobId = facts.jobIdInput ?? linkJob;
  if (!jobId) {
    const where = facts.hasValuesFile
      ? 'the values file records none (no `# docs-export: job=...` note beside bundleUrl)'
      : 'no `values-file` is given';
    return {
      action: 'no-job',
      message: `Mode "refresh-link" needs the export job: give the \`job-id\` input (${where}).`,
    };
  }
  const url = recorded.bundleUrl;
  if (!url) {
    const reason = facts.hasValuesFile
      ? 'The values hold no bundle link yet'
      : 'No `values-file` is given: the fresh link goes to the `bundle-url` output only';
    return { action: 'refresh', jobId, reason: `${reason}; asking for a link for job ${jobId}.` };
  }
  if (linkJob && linkJob !== jobId) {
    return {
      action: 'refresh',
      jobId,
      reason: `The link in the values belongs to job ${linkJob}, and \`job-id\` names ${jobId}; asking for a link for ${jobId}.`,
    };
  }
  const expiresAtMs = linkExpiry(recorded);
  if (expiresAtMs === undefined) {
    if (!isPresignedLink(url)) {
      return {
        action: 'skip',
        jobId,
        reason: `The link in the values is not a presigned link (a re-hosted \`values-bundle-url\`?): it does not expire, so there is nothing to refresh.`,
      };
    }
    return {
      action: 'refresh',
      jobId,
      reason: `The expiry of the link in the values cannot be read; asking for a fresh link for job ${jobId}.`,
    };
  }
  const expiresAt = formatExpiry(expiresAtMs);
  const remainingMs = expiresAtMs - facts.nowMs;
  if (remainingMs > facts.refreshBeforeMs) {
    return {
      action: 'skip',
      jobId,
      expiresAt,
      reason: `The link of job ${jobId} in the values stays valid until ${expiresAt} (${formatDuration(remainingMs)} from now), longer than \`refresh-before\` (${formatDuration(facts.refreshBeforeMs)}): nothing to do.`,
    };
  }
  const state =
    remainingMs <= 0
      ? `expired at ${expiresAt} (${formatDuration(-remainingMs)} ago)`
      : `expires at ${expiresAt}, in ${formatDuration(remainingMs)}`;
  return {
    action: 'refresh',
    jobId,
    reason: `The link of job ${jobId} in the values ${state}; asking for a fresh one.`,
  };
}

/** When the recorded link expires: from our note, else from the link's own signature; undefined when neither tells. */
export function linkExpiry(recorded: RecordedLink): number | undefined {
  if (!recorded.bundleUrl) return undefined;
  return readExpiry(recorded.record?.expiresAt) ?? presignedLinkExpiry(recorded.bundleUrl);
}

function readExpiry(text: string | undefined): number | undefined {
  if (!text) return undefined;
  try {
    return parseExpiry(text);
  } catch {
    return undefined;
  }
}

/** Links of the service carry the job in their path (`.../se_3f9a2c1b8e7d4a06/bundle.tar.gz`). */
export function jobIdInLink(link: string | undefined): string | undefined {
  if (!link) return undefined;
  try {
    return new URL(link).pathname.split('/').find((segment) => /^se_[A-Za-z0-9]+$/.test(segment));
  } catch {
    return undefined;
  }
}

// When a presigned link stops working, read from the link itself (for values files without our note).

/** Epoch ms of a presigned S3 link's expiry: SigV4 `X-Amz-Date` + `X-Amz-Expires`, or SigV2 `Expires`; else undefined. */
export function presignedLinkExpiry(link: string): number | undefined {
  let params: URLSearchParams;
  try {
    params = new URL(link).searchParams;
  } catch {
    return undefined;
  }
  const signedAt = parseAmzDate(params.get('X-Amz-Date') ?? params.get('x-amz-date'));
  const lifetime = Number(params.get('X-Amz-Expires') ?? params.get('x-amz-expires') ?? Number.NaN);
  if (signedAt !== undefined && Number.isInteger(lifetime) && lifetime >= 0) return signedAt + lifetime * 1000;
  const legacy = Number(params.get('Expires') ?? Number.NaN);
  return Number.isInteger(legacy) && legacy > 0 ? legacy * 1000 : undefined;
}

/** `20231107T053156Z` to epoch ms. */
function parseAmzDate(text: string | null): number | undefined {
  const match = text ? /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text) : null;
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  return Number.isNaN(ms) ? undefined : ms;
}

/** Whether a link carries an S3 signature at all (a re-hosted `values-bundle-url` does not). */
export function isPresignedLink(link: string): boolean {
  try {
    const params = new URL(link).searchParams;
    return ['X-Amz-Signature', 'x-amz-signature', 'Signature'].some((name) => params.has(name));
  } catch {
    return false;
  }
}
