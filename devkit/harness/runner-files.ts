import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The files and directories the runner prepares for one step. */
export interface RunnerFiles {
  root: string;
  outputFile: string;
  summaryFile: string;
  stateFile: string;
  envFile: string;
  pathFile: string;
  eventFile: string;
  runnerTemp: string;
  toolCache: string;
  workspace: string;
}

/** Fresh, empty files under a new temp directory; the workspace too unless one is given. */
export async function createRunnerFiles(event: unknown, workspace?: string): Promise<RunnerFiles> {
  const root = await mkdtemp(join(tmpdir(), 'action-run-'));
  const commands = join(root, 'file_commands');
  const files: RunnerFiles = {
    root,
    outputFile: join(commands, 'set_output'),
    summaryFile: join(commands, 'step_summary'),
    stateFile: join(commands, 'save_state'),
    envFile: join(commands, 'set_env'),
    pathFile: join(commands, 'add_path'),
    eventFile: join(root, 'workflow', 'event.json'),
    runnerTemp: join(root, 'runner-temp'),
    toolCache: join(root, 'tool-cache'),
    workspace: workspace ?? join(root, 'workspace'),
  };
  await Promise.all(
    [commands, join(root, 'workflow'), files.runnerTemp, files.toolCache, files.workspace].map((d) =>
      mkdir(d, { recursive: true }),
    ),
  );
  await Promise.all(
    [files.outputFile, files.summaryFile, files.stateFile, files.envFile, files.pathFile].map((f) => writeFile(f, '')),
  );
  await writeFile(files.eventFile, JSON.stringify(event, null, 2));
  return files;
}

/** Removes what createRunnerFiles made (a workspace given by the caller lives elsewhere and stays). */
export async function removeRunnerFiles(files: RunnerFiles): Promise<void> {
  await rm(files.root, { recursive: true, force: true });
}
