// What the event says of the pull request the run is for, and which issues its description already links with a
// closing keyword. Pure.
import { pullRequestFromFork } from '../runtime/event.ts';
import type { RepositoryRef } from '../settings/types.ts';

/** The events a pull request starts a run with. */
export const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'] as const;

export interface EventPullRequest {
  number: number;
  /** From another repository than its base (or one whose head repository is gone). */
  fromFork: boolean;
}

/** The pull request of a pull request event; undefined for any other event, or a payload without one. */
export function eventPullRequest(
  eventName: string | undefined,
  event: Record<string, unknown>,
): EventPullRequest | undefined {
  if (!PULL_REQUEST_EVENTS.some((name) => name === eventName)) return undefined;
  const number = (event.pull_request as { number?: unknown } | undefined)?.number ?? event.number;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) return undefined;
  return { number, fromFork: pullRequestFromFork(event) };
}

const KEYWORD = String.raw`\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\b:?\s+`;
const escapeName = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The issues of `repository` a description links with a closing keyword, as GitHub reads them: `Fixes #12`,
 * `closes acme/docs#12`, `Resolves https://github.com/acme/docs/issues/12` (any case, a colon allowed after the
 * keyword). A reference to another repository's issue is not this repository's.
 */
export function closingReferences(body: string, repository: RepositoryRef): Set<number> {
  const full = `${escapeName(repository.owner)}/${escapeName(repository.repo)}`;
  const reference = String.raw`(?:#|${full}#|https?://[^\s/]+/${full}/issues/)(\d+)\b`;
  const pattern = new RegExp(`${KEYWORD}${reference}`, 'gi');
  return new Set([...body.matchAll(pattern)].map((m) => Number(m[1])));
}
