import type { RepositoryRef } from '../settings/types.ts';
import { WriteConflict } from './conflicts.ts';
import { explainGitHubError, GitHubError, statusOf } from './errors.ts';
import type { Octokit } from './octokit.ts';
import { fullNameOf } from './repository.ts';

export interface RepositoryFile {
  text: string;
  /** The blob sha a later write must name, so it lands only on top of what was read. */
  sha: string;
}

/** A text file at `ref` (branch or commit sha); undefined when the path does not exist there. */
export async function readRepositoryFile(
  octokit: Octokit,
  repo: RepositoryRef,
  path: string,
  ref: string,
): Promise<RepositoryFile | undefined> {
  const attempt = {
    repository: fullNameOf(repo),
    action: `read ${path} at ${shortRef(ref)}`,
    permission: 'contents' as const,
  };
  let data: Awaited<ReturnType<Octokit['rest']['repos']['getContent']>>['data'];
  try {
    ({ data } = await octokit.rest.repos.getContent({ owner: repo.owner, repo: repo.repo, path, ref }));
  } catch (error) {
    if (statusOf(error) === 404) return undefined;
    throw explainGitHubError(error, attempt);
  }
  if (Array.isArray(data) || data.type !== 'file') {
    throw new GitHubError(
      `${path} in ${fullNameOf(repo)} is a ${Array.isArray(data) ? 'directory' : data.type}, not a file: check \`values-file\`.`,
    );
  }
  try {
    // Files over 1 MB come without content; their blob still has it.
    const base64 = data.encoding === 'base64' && data.content ? data.content : await readBlob(octokit, repo, data.sha);
    return { text: Buffer.from(base64, 'base64').toString('utf8'), sha: data.sha };
  } catch (error) {
    throw explainGitHubError(error, attempt);
  }
}

async function readBlob(octokit: Octokit, repo: RepositoryRef, sha: string): Promise<string> {
  const { data } = await octokit.rest.git.getBlob({ owner: repo.owner, repo: repo.repo, file_sha: sha });
  return data.content;
}

export interface FileWrite {
  path: string;
  branch: string;
  text: string;
  /** The blob sha the content was based on; undefined to create the file. */
  sha?: string;
  message: string;
}

/** One commit through the contents API. A stale `sha` (409, or 422 when the file appeared meanwhile) is a WriteConflict. */
export async function writeRepositoryFile(
  octokit: Octokit,
  repo: RepositoryRef,
  write: FileWrite,
): Promise<{ commitSha: string }> {
  try {
    const { data } = await octokit.rest.repos.createOrUpdateFileContents({
      owner: repo.owner,
      repo: repo.repo,
      path: write.path,
      branch: write.branch,
      message: write.message,
      content: Buffer.from(write.text, 'utf8').toString('base64'),
      ...(write.sha !== undefined && { sha: write.sha }),
    });
    return { commitSha: data.commit.sha ?? '' };
  } catch (error) {
    const status = statusOf(error);
    if (status === 409 || status === 422)
      throw new WriteConflict(`${write.path} on ${write.branch} is no longer the version that was read (${status})`);
    throw explainGitHubError(error, {
      repository: fullNameOf(repo),
      action: `commit ${write.path} to ${write.branch}`,
      permission: 'contents',
      notFound: `Branch ${write.branch} of ${fullNameOf(repo)} was not found (404) when committing ${write.path}: check \`values-branch\`.`,
    });
  }
}

export interface CommitMessage {
  sha: string;
  message: string;
}

/** The newest `count` commits of `branch` that changed `path`, newest first; empty when the branch does not exist. */
export async function listFileCommits(
  octokit: Octokit,
  repo: RepositoryRef,
  path: string,
  branch: string,
  count: number,
): Promise<CommitMessage[]> {
  try {
    const { data } = await octokit.rest.repos.listCommits({
      owner: repo.owner,
      repo: repo.repo,
      sha: branch,
      path,
      per_page: count,
    });
    return data.map((entry) => ({ sha: entry.sha, message: entry.commit.message }));
  } catch (error) {
    if (statusOf(error) === 404) return [];
    throw explainGitHubError(error, {
      repository: fullNameOf(repo),
      action: `list the commits of ${path} on ${branch}`,
      permission: 'contents',
    });
  }
}

function shortRef(ref: string): string {
  return /^[0-9a-f]{40}$/.test(ref) ? ref.slice(0, 7) : ref;
}
