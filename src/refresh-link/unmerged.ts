/** The deployed branch's link runs out while the refresh that would replace it waits in an unmerged pull request. */
import { formatExpiry } from '../util/expiry.ts';
import { formatDuration } from '../util/format.ts';
import { markdownPath } from '../util/markdown.ts';
import { readRecordedLink } from '../values/link-record.ts';
import { linkExpiry } from './decision.ts';
import { FRESHNESS_MARGIN_MS } from './schedule-cover.ts';

export interface UnmergedFacts {
  nowMs: number;
  keyPath: readonly string[];
  /** The values file on the base branch (what is deployed) and on the open pull request's branch. */
  deployedText: string | undefined;
  proposedText: string | undefined;
  baseBranch: string;
}

/**
 * A warning when the base branch's link has expired, or has less than FRESHNESS_MARGIN_MS left, while the pull
 * request branch carries another link: until someone merges it, every pod that starts fails to fetch the bundle.
 */
export function unmergedRefreshWarning(facts: UnmergedFacts): string | undefined {
  if (facts.deployedText === undefined || facts.proposedText === undefined) return undefined;
  const deployed = readRecordedLink(facts.deployedText, facts.keyPath);
  const proposed = readRecordedLink(facts.proposedText, facts.keyPath);
  if (!deployed.bundleUrl || !proposed.bundleUrl || deployed.bundleUrl === proposed.bundleUrl) return undefined;
  const expiresAtMs = linkExpiry(deployed);
  if (expiresAtMs === undefined) return undefined;
  const remaining = expiresAtMs - facts.nowMs;
  if (remaining >= FRESHNESS_MARGIN_MS) return undefined;
  const expiresAt = formatExpiry(expiresAtMs);
  const state =
    remaining <= 0
      ? `an expired link (it expired at ${expiresAt}, ${formatDuration(-remaining)} ago)`
      : `a link that expires at ${expiresAt}, in ${formatDuration(remaining)}`;
  const effect =
    remaining <= 0
      ? 'every pod that starts now fails to fetch the bundle'
      : 'after that, pods that start fail to fetch the bundle';
  return (
    `The deployed branch ${markdownPath(facts.baseBranch)} still holds ${state}: the refresh pull request with a fresh ` +
    `link is not merged, and ${effect}. Merge the pull request.`
  );
}
