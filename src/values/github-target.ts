import type { RunContext } from '../runtime/context.ts';
import { getBranchHead } from '../github/branches.ts';
import { readRepositoryFile, type RepositoryFile } from '../github/contents.ts';
import { GitHubError } from '../github/errors.ts';
import type { Octokit } from '../github/octokit.ts';
import { fullNameOf, getRepository, type RepositoryFacts } from '../github/repository.ts';
import type { RepositoryRef } from '../settings/types.ts';
import { publicRepositoryRefusal } from './public-refusal.ts';

/** The deployment repository, checked: reachable, and allowed to receive the link. */
export interface GitHubTarget {
  octokit: Octokit;
  repo: RepositoryRef;
  facts: RepositoryFacts;
  /** `values-branch`, or the repository's default branch. */
  baseBranch: string;
  file: string;
}

/** Reads the repository once and refuses a public one before anything is written (or any link is asked for). */
export async function openGitHubTarget(context: RunContext, file: string): Promise<GitHubTarget> {
  const { values, githubToken } = context.settings;
  if (!values.repository) {
    throw new Error(`Input \`values-repository\` is needed for push "${values.push}": owner/name of the deployment repository (GITHUB_REPOSITORY is not set either).`);
  }
  if (!githubToken) {
    throw new Error(`Input \`github-token\` is empty; push "${values.push}" needs a token that may write to ${fullNameOf(values.repository)}.`);
  }
  const { octokit } = context.github();
  const facts = await getRepository(octokit, values.repository);
  const refusal = publicRepositoryRefusal(facts, values);
  if (refusal) throw new Error(refusal);
  if (facts.visibility === 'public' && values.bundleUrlTemplate) {
    context.log.info(`${facts.fullName} is public; the values get the \`values-bundle-url\` address, not the presigned link.`);
  }
  // The contents API takes paths from the repository root, without `./` or a leading `/`.
  const repoPath = file.replace(/^(\.?\/)+/, '');
  return { octokit, repo: values.repository, facts, baseBranch: values.branch ?? facts.defaultBranch, file: repoPath };
}

/** The values file at `ref`, or an error that says whether the branch or the file is missing. */
export async function requireFile(target: GitHubTarget, ref: string, branch: string): Promise<RepositoryFile> {
  const file = await readRepositoryFile(target.octokit, target.repo, target.file, ref);
  if (file) return file;
  const name = target.facts.fullName;
  if ((await getBranchHead(target.octokit, target.repo, branch)) === undefined) {
    throw new GitHubError(`Branch ${branch} does not exist in ${name}: check \`values-branch\` (default: the repository's default branch).`, 404);
  }
  throw new GitHubError(
    `${target.file} does not exist on branch ${branch} of ${name}: check \`values-file\` (a path from the repository root). ` +
      'The action edits an existing values file in a repository; it does not create one there.',
    404,
  );
}
