import type { RepositoryRef } from '../settings/types.ts';
import { WriteConflict } from './conflicts.ts';
import { explainGitHubError, statusOf } from './errors.ts';
import type { Octokit } from './octokit.ts';
import { fullNameOf } from './repository.ts';

/** The commit a branch points at; undefined when there is no such branch. */
export async function getBranchHead(
  octokit: Octokit,
  repo: RepositoryRef,
  branch: string,
): Promise<string | undefined> {
  try {
    const { data } = await octokit.rest.git.getRef({ owner: repo.owner, repo: repo.repo, ref: `heads/${branch}` });
    return data.object.sha;
  } catch (error) {
    if (statusOf(error) === 404) return undefined;
    throw explainGitHubError(error, {
      repository: fullNameOf(repo),
      action: `read branch ${branch}`,
      permission: 'contents',
    });
  }
}

/**
 * Points `branch` at `sha`: creates it, or moves it there even if that drops commits (the pull request branch is
 * rebuilt from its base on every run). A branch created or deleted meanwhile by another run is a WriteConflict.
 */
export async function resetBranch(
  octokit: Octokit,
  repo: RepositoryRef,
  branch: string,
  sha: string,
  exists: boolean,
): Promise<void> {
  try {
    if (exists)
      await octokit.rest.git.updateRef({
        owner: repo.owner,
        repo: repo.repo,
        ref: `heads/${branch}`,
        sha,
        force: true,
      });
    else await octokit.rest.git.createRef({ owner: repo.owner, repo: repo.repo, ref: `refs/heads/${branch}`, sha });
  } catch (error) {
    if (statusOf(error) === 422 || statusOf(error) === 409) {
      throw new WriteConflict(`branch ${branch} was ${exists ? 'deleted' : 'created'} by someone else`);
    }
    throw explainGitHubError(error, {
      repository: fullNameOf(repo),
      action: `${exists ? 'reset' : 'create'} branch ${branch}`,
      permission: 'contents',
    });
  }
}
