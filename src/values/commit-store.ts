import { retryOnConflict } from '../github/conflicts.ts';
import { writeRepositoryFile } from '../github/contents.ts';
import type { Clock } from '../util/clock.ts';
import type { Log } from '../util/log.ts';
import { requireFile, type GitHubTarget } from './github-target.ts';
import type { ValuesStore } from './store.ts';

/** `push: commit`: one commit on the base branch, based on the blob that was read. */
export function commitStore(target: GitHubTarget, message: string, clock: Clock, log: Log): ValuesStore {
  const branch = target.baseBranch;
  const location = `${target.file} on ${branch} of ${target.facts.fullName}`;
  return {
    location,
    readCurrent: async () => (await requireFile(target, branch, branch)).text,
    deliver: (edit) =>
      retryOnConflict(
        async () => {
          const file = await requireFile(target, branch, branch);
          const result = edit(file.text);
          if (!result.changed) return { changed: false, story: `${location} already holds this link: nothing committed.` };
          const { commitSha } = await writeRepositoryFile(target.octokit, target.repo, { path: target.file, branch, text: result.text, sha: file.sha, message });
          return { changed: true, commitSha, story: `Committed ${location} (${commitSha.slice(0, 7)}).` };
        },
        { clock, log, what: location },
      ),
  };
}
