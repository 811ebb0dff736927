// What closed an issue, as closed-by.ts and closed-by-rest.ts both say it.

export type CloseReason = 'completed' | 'not_planned' | 'duplicate' | 'reopened';

/** The merged pull request whose merge closed an issue. */
export interface ClosingPullRequest {
  number: number;
  /** Its page on the web (`html_url`). */
  url: string;
  /** When it was merged (ISO 8601, UTC). */
  mergedAt: string;
  mergeCommitSha?: string;
}

export interface IssueClosure {
  /** When it was last closed (ISO 8601, UTC); null while open. */
  closedAt: string | null;
  /** GitHub's `state_reason`: `reopened` for an issue open again, null for one never closed. */
  stateReason: CloseReason | null;
  /** Login of who closed it last (who merged, for a pull request's merge); null while open. */
  closedBy: string | null;
  /**
   * The merged pull request that closed it; absent when closed by hand, by a commit no pull request merged, or when
   * the token may not read pull requests.
   */
  pullRequest?: ClosingPullRequest;
  /**
   * True when a commit or a pull request closed it that the token may not read (no `pull-requests: read`): not a
   * close by hand, though no pull request can be named.
   */
  pullRequestHidden?: boolean;
}

/** GraphQL's state reason (`NOT_PLANNED`) in REST's words (`not_planned`); null for one this code does not know. */
export function reasonOf(raw: string | null | undefined): CloseReason | null {
  const reason = raw?.toLowerCase();
  return reason === 'completed' || reason === 'not_planned' || reason === 'duplicate' || reason === 'reopened'
    ? reason
    : null;
}
