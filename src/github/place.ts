// Where the action reads and writes issues and comments: the repository, the octokit for it, and who the token is
// there. The report's stages (publishing, reading earlier reports back) and the task issues share one.
import type { RepositoryRef } from '../settings/types.ts';
import type { IssueComment } from './comments.ts';
import { resolveIdentity } from './identity.ts';
import type { TokenIdentity } from './identity.ts';
import type { Octokit } from './octokit.ts';

/** A place whose token identity is known: what reading one's own issues and comments needs. */
export interface IdentifiedPlace {
  octokit: Octokit;
  repository: RepositoryRef;
  identity: TokenIdentity;
}

/** A place of a run: the identity asked once, when first needed, and the sticky comments found so far. */
export interface GitHubPlace {
  octokit: Octokit;
  repository: RepositoryRef;
  identity(): Promise<TokenIdentity>;
  /** The sticky comments found in this run (the earlier reports' read-backs and the publication share them). */
  stickyComments: Map<string, Promise<IssueComment | undefined>>;
}

export function gitHubPlace(octokit: Octokit, repository: RepositoryRef): GitHubPlace {
  let identity: Promise<TokenIdentity> | undefined;
  return {
    octokit,
    repository,
    identity: () => (identity ??= resolveIdentity(octokit, repository)),
    stickyComments: new Map(),
  };
}

/** The place with its identity asked (a request the first time). */
export async function identified(place: GitHubPlace): Promise<IdentifiedPlace> {
  return { octokit: place.octokit, repository: place.repository, identity: await place.identity() };
}
