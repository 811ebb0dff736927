import type { RunContext } from '../runtime/context.ts';
import { commitStore } from './commit-store.ts';
import { openGitHubTarget } from './github-target.ts';
import { pullRequestStore } from './pull-request-store.ts';
import type { ValuesStore } from './store.ts';
import { workspaceStore } from './workspace-store.ts';

/**
 * The values file for the configured `push`, or undefined without `values-file`. For `commit` and `pull-request`
 * this reads the repository and refuses a public one, so call it before asking for a link or downloading anything.
 */
export async function openValuesStore(context: RunContext): Promise<ValuesStore | undefined> {
  const { values } = context.settings;
  if (!values.file) return undefined;
  if (values.push === 'none') return workspaceStore(values.file, context.runner.workspace);
  const target = await openGitHubTarget(context, values.file);
  return values.push === 'commit'
    ? commitStore(target, values.commitMessage, context.clock, context.log)
    : pullRequestStore(target, values.pullRequestBranch, values.commitMessage, context.clock, context.log);
}
