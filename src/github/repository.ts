import type { RepositoryRef } from '../settings/types.ts';
import { explainGitHubError } from './errors.ts';
import type { Octokit } from './octokit.ts';

export interface RepositoryFacts {
  fullName: string;
  defaultBranch: string;
  /** `public`, `private` or `internal`. */
  visibility: string;
  htmlUrl: string;
}

export function fullNameOf(ref: RepositoryRef): string {
  return `${ref.owner}/${ref.repo}`;
}

/** `repositoryInput` names where the repository came from, for a 404 (default `values-repository`). */
export async function getRepository(
  octokit: Octokit,
  ref: RepositoryRef,
  repositoryInput?: string,
): Promise<RepositoryFacts> {
  try {
    const { data } = await octokit.rest.repos.get({ owner: ref.owner, repo: ref.repo });
    return {
      fullName: data.full_name,
      defaultBranch: data.default_branch,
      visibility: data.visibility ?? (data.private ? 'private' : 'public'),
      htmlUrl: data.html_url,
    };
  } catch (error) {
    throw explainGitHubError(error, {
      repository: fullNameOf(ref),
      action: 'read the repository',
      permission: 'contents',
      repositoryInput,
    });
  }
}
