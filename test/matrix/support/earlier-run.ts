import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runAction } from '../../../devkit/harness/run-action.ts';
import type { RunActionOptions } from '../../../devkit/harness/run-action.ts';
import { GITHUB_TOKEN, VALUES_FILE } from './world.ts';
import type { World } from './world.ts';

/**
 * A run before the row's run, in the same workspace and against the same services (e.g. the export
 * whose link a refresh-link row then renews). The values file it leaves becomes the row's baseline.
 */
export async function earlierRun(
  world: World,
  inputs: Record<string, string>,
  options: Partial<RunActionOptions> = {},
): Promise<void> {
  const run = await runAction({
    inputs: { 'api-key': world.apiKey, 'api-url': world.tap.url, ...inputs },
    workspace: world.workspace,
    githubApiUrl: world.github.url,
    env: { GITHUB_TOKEN },
    // On the world's clock, as the row's run: the emulator's jobs move only on it.
    ...(world.clock && { virtualClock: world.clock }),
    ...options,
  });
  try {
    if (run.exitCode !== 0)
      throw new Error(`the earlier run failed: ${run.annotations.map((a) => a.message).join('\n')}`);
    world.initialValues = await readFile(join(world.workspace, VALUES_FILE), 'utf8');
  } finally {
    await run.cleanup();
  }
}
