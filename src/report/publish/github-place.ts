import type { RunContext } from '../../runtime/context.ts';
import type { Octokit } from '../../github/octokit.ts';
import type { RepositoryRef } from '../../settings/types.ts';
import { resolveIdentity } from './identity.ts';
import type { TokenIdentity } from './identity.ts';
import { currentRepository } from './target.ts';

/** The repository the report is published in, and who the token is (asked once, when first needed). */
export interface GitHubPlace {
  octokit: Octokit;
  repository: RepositoryRef;
  identity(): Promise<TokenIdentity>;
}

/** Checked before any analytics request is spent: a report that cannot be published should not cost quota. */
export function gitHubPlace(context: RunContext): GitHubPlace {
  if (!context.settings.githubToken) {
    throw new Error('Input "github-token" is empty: publishing a report as a comment or an issue needs a token allowed to write issues (and pull requests).');
  }
  const repository = currentRepository(context.runner);
  if (!repository) throw new Error('GITHUB_REPOSITORY is not set: publishing a report as a comment or an issue needs the repository to publish in.');
  const { octokit } = context.github();
  let identity: Promise<TokenIdentity> | undefined;
  return { octokit, repository, identity: () => (identity ??= resolveIdentity(octokit)) };
}
