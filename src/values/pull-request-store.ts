import { getBranchHead, resetBranch } from '../github/branches.ts';
import { retryOnConflict } from '../github/conflicts.ts';
import { readRepositoryFile, writeRepositoryFile } from '../github/contents.ts';
import { GitHubError } from '../github/errors.ts';
import { findOpenPullRequest, upsertPullRequest } from '../github/pulls.ts';
import type { Clock } from '../util/clock.ts';
import type { Log } from '../util/log.ts';
import { requireFile, type GitHubTarget } from './github-target.ts';
import type { Delivery, PullRequestText, ValuesStore } from './store.ts';
import type { EditResult } from './edit.ts';

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
export function pullRequestStore(target: GitHubTarget, branch: string, message: string, clock: Clock, log: Log): ValuesStore {
  const { octokit, repo } = target;
  const base = target.baseBranch;
  const name = target.facts.fullName;
  if (branch === base) {
    throw new Error(`Input \`pull-request-branch\` (${branch}) is the base branch of ${name}; give a separate branch, or use \`push: commit\`.`);
  }

  const updateBranch = async (edit: (text: string) => EditResult): Promise<BranchOutcome> => {
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
    const { commitSha } = await writeRepositoryFile(octokit, repo, { path: target.file, branch, text: result.text, sha: file.sha, message });
    return { baseUpToDate: false, commitSha };
  };

  return {
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
    async deliver(edit, text: PullRequestText): Promise<Delivery> {
      const outcome = await retryOnConflict(() => updateBranch(edit), { clock, log, what: `${target.file} on ${branch} of ${name}` });
      if (outcome.baseUpToDate) {
        const open = await findOpenPullRequest(octokit, repo, branch, base);
        return {
          changed: false,
          ...(open && { pullRequestUrl: open.url }),
          story: `${target.file} on ${base} of ${name} already holds this link: no pull request needed.`,
        };
      }
      const pull = await upsertPullRequest(octokit, repo, { head: branch, base, title: text.title, body: text.body });
      const committed = outcome.commitSha ? `committed ${outcome.commitSha.slice(0, 7)} to ${branch}` : `${branch} already carried the change`;
      return {
        changed: outcome.commitSha !== undefined,
        ...(outcome.commitSha && { commitSha: outcome.commitSha }),
        pullRequestUrl: pull.url,
        story: `${pull.created ? 'Opened' : 'Updated'} pull request #${pull.number} (${pull.url}); ${committed}.`,
      };
    },
  };
}
