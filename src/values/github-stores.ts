import { getBranchHead, resetBranch } from '../github/branches.ts';
import { retryOnConflict } from '../github/conflicts.ts';
import { listFileCommits, readRepositoryFile, writeRepositoryFile } from '../github/contents.ts';
import type { RepositoryFile } from '../github/contents.ts';
import { GitHubError } from '../github/errors.ts';
import type { Octokit } from '../github/octokit.ts';
import { findOpenPullRequest, listPullRequests, upsertPullRequest } from '../github/pulls.ts';
import { fullNameOf, getRepository } from '../github/repository.ts';
import type { RepositoryFacts } from '../github/repository.ts';
import type { RunContext } from '../runtime/context.ts';
import type { LinkRunSettings, RepositoryRef } from '../settings/types.ts';
import type { Clock } from '../util/clock.ts';
import type { Log } from '../util/log.ts';
import type { EditResult } from './edit.ts';
import { withPullRequestNotice } from './pull-request-notice.ts';
import { publicRepositoryRefusal, ValuesTargetError } from './store.ts';
import type { Delivery, DeliveryText, ValuesStore } from './store.ts';

/** How far back the commits of the values file are searched for the deployed bundle's manifest record. */
const RECORD_SEARCH_DEPTH = 20;

/** The deployment repository, checked: reachable, and allowed to receive the link. */
export interface GitHubTarget {
  octokit: Octokit;
  repo: RepositoryRef;
  facts: RepositoryFacts;
  /** `values-branch`, or the repository's default branch. */
  baseBranch: string;
  file: string;
}

/**
 * Reads the repository once and refuses a public one before anything is written (or any link is asked for).
 * `file` is a path from the repository root with `/` (valuesFilePath).
 */
export async function openGitHubTarget(context: RunContext<LinkRunSettings>, file: string): Promise<GitHubTarget> {
  const { values, githubToken } = context.settings;
  if (!values.repository) {
    throw new ValuesTargetError(
      `Input \`values-repository\` is needed for push "${values.push}": owner/name of the deployment repository (GITHUB_REPOSITORY is not set either).`,
    );
  }
  if (!githubToken) {
    throw new ValuesTargetError(
      `Input \`github-token\` is empty; push "${values.push}" needs a token that may write to ${fullNameOf(values.repository)}.`,
    );
  }
  const { octokit } = await context.github();
  const facts = await getRepository(octokit, values.repository);
  const refusal = publicRepositoryRefusal(facts, values);
  if (refusal) throw new ValuesTargetError(refusal);
  if (facts.visibility === 'public' && values.bundleUrlTemplate) {
    context.log.info(
      `${facts.fullName} is public; the values get the \`values-bundle-url\` address, not the presigned link.`,
    );
  }
  return { octokit, repo: values.repository, facts, baseBranch: values.branch ?? facts.defaultBranch, file };
}

/** The values file at `ref`, or an error that says whether the branch or the file is missing. */
export async function requireFile(target: GitHubTarget, ref: string, branch: string): Promise<RepositoryFile> {
  const file = await readRepositoryFile(target.octokit, target.repo, target.file, ref);
  if (file) return file;
  const name = target.facts.fullName;
  if ((await getBranchHead(target.octokit, target.repo, branch)) === undefined) {
    throw new GitHubError(
      `Branch ${branch} does not exist in ${name}: check \`values-branch\` (default: the repository's default branch).`,
      404,
    );
  }
  throw new GitHubError(
    `${target.file} does not exist on branch ${branch} of ${name}: check \`values-file\` (a path from the repository root). ` +
      'The action edits an existing values file in a repository; it does not create one there.',
    404,
  );
}

/** `push: commit`: one commit on the base branch, based on the blob that was read. */
export function commitStore(target: GitHubTarget, clock: Clock, log: Log): ValuesStore {
  const branch = target.baseBranch;
  const location = `${target.file} on ${branch} of ${target.facts.fullName}`;
  return {
    file: target.file,
    location,
    readCurrent: async () => (await requireFile(target, branch, branch)).text,
    async readDeployed() {
      const text = (await requireFile(target, branch, branch)).text;
      const commits = await listFileCommits(target.octokit, target.repo, target.file, branch, RECORD_SEARCH_DEPTH);
      return { text, records: commits.map((commit) => ({ layout: 'commit-message' as const, text: commit.message })) };
    },
    deliver: (edit, { commitMessage: message }) =>
      retryOnConflict(
        async () => {
          const file = await requireFile(target, branch, branch);
          const result = edit(file.text);
          if (!result.changed)
            return { changed: false, story: `${location} already holds this link: nothing committed.` };
          const { commitSha } = await writeRepositoryFile(target.octokit, target.repo, {
            path: target.file,
            branch,
            text: result.text,
            sha: file.sha,
            message,
          });
          return { changed: true, commitSha, story: `Committed ${location} (${commitSha.slice(0, 7)}).` };
        },
        { clock, log, what: location },
      ),
  };
}

interface BranchOutcome {
  /** The base already holds the result: nothing to propose. */
  baseUpToDate: boolean;
  commitSha?: string;
}

/**
 * `push: pull-request`: the pull request branch is rebuilt from the base head on every run (one commit on top of
 * it), then exactly one open pull request from it is opened or updated. A branch that already carries the very same
 * file is left alone, so a re-run commits nothing.
 */
export function pullRequestStore(target: GitHubTarget, branch: string, clock: Clock, log: Log): ValuesStore {
  const { octokit, repo } = target;
  const base = target.baseBranch;
  const name = target.facts.fullName;
  if (branch === base) {
    throw new ValuesTargetError(
      `Input \`pull-request-branch\` (${branch}) is the base branch of ${name}; give a separate branch, or use \`push: commit\`.`,
    );
  }

  const updateBranch = async (edit: (text: string) => EditResult, message: string): Promise<BranchOutcome> => {
    const baseHead = await getBranchHead(octokit, repo, base);
    if (!baseHead) throw new GitHubError(`Branch ${base} does not exist in ${name}: check \`values-branch\`.`, 404);
    const file = await requireFile(target, baseHead, base);
    const result = edit(file.text);
    if (!result.changed) return { baseUpToDate: true };
    const branchHead = await getBranchHead(octokit, repo, branch);
    if (branchHead) {
      const onBranch = await readRepositoryFile(octokit, repo, target.file, branchHead);
      if (onBranch?.text === result.text) {
        log.info(`Branch ${branch} already carries this change: nothing committed.`);
        return { baseUpToDate: false };
      }
    }
    await resetBranch(octokit, repo, branch, baseHead, branchHead !== undefined);
    const { commitSha } = await writeRepositoryFile(octokit, repo, {
      path: target.file,
      branch,
      text: result.text,
      sha: file.sha,
      message,
    });
    return { baseUpToDate: false, commitSha };
  };

  return {
    file: target.file,
    location: `${target.file} of ${name} (pull request from ${branch} into ${base})`,
    // The open pull request is the newest proposal: a refresh checks the link there, else the link in use on the base.
    async readCurrent() {
      const open = await findOpenPullRequest(octokit, repo, branch, base);
      if (open) {
        const onBranch = await readRepositoryFile(octokit, repo, target.file, branch);
        if (onBranch) {
          log.info(`Reading ${target.file} from ${branch}, the branch of the open pull request ${open.url}.`);
          return onBranch.text;
        }
      }
      return (await requireFile(target, base, base)).text;
    },
    // What is merged is deployed: the base's file, and the bodies of the pull requests merged from the branch.
    async readDeployed() {
      const text = (await requireFile(target, base, base)).text;
      const pulls = await listPullRequests(octokit, repo, { head: branch, base, state: 'closed' });
      const merged = pulls.filter((pull) => pull.mergedAt !== undefined);
      return { text, records: merged.map((pull) => ({ layout: 'pull-request-body' as const, text: pull.body })) };
    },
    pullRequest: {
      base,
      async note(notice) {
        const open = await findOpenPullRequest(octokit, repo, branch, base);
        if (!open) return undefined;
        const body = withPullRequestNotice(open.body, notice);
        if (body !== open.body) await upsertPullRequest(octokit, repo, { head: branch, base, title: open.title, body });
        return open.url;
      },
    },
    async deliver(edit, text: DeliveryText): Promise<Delivery> {
      const outcome = await retryOnConflict(() => updateBranch(edit, text.commitMessage), {
        clock,
        log,
        what: `${target.file} on ${branch} of ${name}`,
      });
      if (outcome.baseUpToDate) {
        const open = await findOpenPullRequest(octokit, repo, branch, base);
        return {
          changed: false,
          ...(open && { pullRequestUrl: open.url }),
          story: `${target.file} on ${base} of ${name} already holds this link: no pull request needed.`,
        };
      }
      const pull = await upsertPullRequest(octokit, repo, { head: branch, base, ...text.pullRequest });
      const committed = outcome.commitSha
        ? `committed ${outcome.commitSha.slice(0, 7)} to ${branch}`
        : `${branch} already carried the change`;
      return {
        changed: outcome.commitSha !== undefined,
        ...(outcome.commitSha && { commitSha: outcome.commitSha }),
        pullRequestUrl: pull.url,
        story: `${pull.created ? 'Opened' : 'Updated'} pull request #${pull.number} (${pull.url}); ${committed}.`,
      };
    },
  };
}
