import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { removeWhenDone } from '../temp.ts';
import { evaluateExpressions, inputEnvName, readActionInputs } from './action-metadata.ts';
import { runProcess } from './child-process.ts';
import type { Watchdog } from './child-process.ts';
import { parseKeyValueFile, parsePathFile } from './file-commands.ts';
import { baseEnv, expressionContext, runnerVariables } from './runner-env.ts';
import { createRunnerFiles, removeRunnerFiles } from './runner-files.ts';
import type { RunnerFiles } from './runner-files.ts';
import { sourcesBundle } from './sources-bundle.ts';
import { VIRTUAL_NOW_VARIABLE } from './virtual-clock-protocol.ts';
import { processWorkflowCommands } from './workflow-commands.ts';
import type { Annotation } from './workflow-commands.ts';

export { allCapturedText } from './captured-text.ts';
export type { CapturedTextOptions } from './captured-text.ts';
export type { Annotation, AnnotationLevel } from './workflow-commands.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
// The sources, as `node src/index.ts` runs them (Node 24 strips the types), so a stale dist/ never
// decides a test; test/dist/ runs the committed bundle. In a test run, the same sources bundled at its start
// (sources-bundle.ts), which a child loads in a fraction of the time.
const SOURCES_ENTRY = fileURLToPath(new URL('../../src/index.ts', import.meta.url));
const defaultActionEntry = (): string => sourcesBundle()?.action ?? SOURCES_ENTRY;
const SOURCES_CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
const DIST_ENTRY = fileURLToPath(new URL('../../dist/index.js', import.meta.url));
const VIRTUAL_CLOCK_PRELOAD = fileURLToPath(new URL('./virtual-clock-preload.ts', import.meta.url));
/** The preload as JavaScript when the run bundled one (it patches globals, so any entry may take it). */
export const virtualClockPreload = (): string => sourcesBundle()?.virtualClockPreload ?? VIRTUAL_CLOCK_PRELOAD;
const ACTION_YML = fileURLToPath(new URL('../../action.yml', import.meta.url));
// Tests must never reach the real API: without a fake, calls hit a closed loopback port and fail fast.
const UNREACHABLE_API = 'http://127.0.0.1:9';

export interface RunActionOptions {
  /** `with:` values by input name; inputs left out get their action.yml default. */
  inputs?: Record<string, string>;
  /** Step `env:`; applied last, so it can override any runner variable. */
  env?: Record<string, string>;
  /** The event payload written to GITHUB_EVENT_PATH (default `{}`). */
  event?: object;
  eventName?: string;
  /** `owner/name` (default `acme/docs`). */
  repository?: string;
  /** GITHUB_API_URL, e.g. the GitHub fake's url (default: a closed port on 127.0.0.1). */
  githubApiUrl?: string;
  /** GITHUB_WORKSPACE and the working directory (default: a fresh temp dir). */
  workspace?: string;
  /** The entry to run (default: the sources, bundled for the test run; `distEntry` for the committed bundle). */
  entry?: string;
  /** action.yml whose inputs and defaults apply (default: this repository's). */
  actionYml?: string;
  /**
   * Runs the action's timers and Date on a test's clock (virtual-clock-preload.ts, loaded with `--import`; the
   * clock gets the process's IPC channel). The action's code is the same: only the process's globals change.
   */
  virtualClock?: { now(): number; attach(child: ChildProcess): void };
  /** The child is killed after this long (default ACTION_WATCHDOG_MS); the run then has `timedOut: true`. */
  timeoutMs?: number;
  /** Node flags before the entry, e.g. `virtualTimeImport(entry, emulator.url)` (virtual-time.ts) for the sources. */
  nodeArgs?: string[];
  /** What measures timeoutMs (default real time); see child-process.ts. */
  watchdog?: Watchdog;
  /** Each stdout or stderr line as it arrives. */
  onLine?: (line: string) => void;
}

/**
 * How long an action process may run before the harness kills it. A watchdog for a run that hangs, never a
 * measure of speed: a healthy run takes seconds on a quiet machine and took over 50 s with two test runs on
 * two busy cores, so the limit is far above that, and below the e2e test timeout so the run's own report wins.
 */
export const ACTION_WATCHDOG_MS = 240_000;

export interface ActionRun {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
  /** stdout and stderr lines in arrival order, raw (commands included, nothing masked). */
  logLines: string[];
  /** logLines without the `::add-mask::` commands, which the runner never shows. */
  visibleLogLines: string[];
  outputs: Record<string, string>;
  outputsFileText: string;
  summary: string;
  annotations: Annotation[];
  masks: string[];
  /** GITHUB_ENV and GITHUB_STATE as parsed, GITHUB_PATH lines. */
  exportedEnv: Record<string, string>;
  envFileText: string;
  state: Record<string, string>;
  addedPaths: string[];
  /** Problems the runner would fail the step for (malformed GITHUB_OUTPUT and friends). */
  fileCommandErrors: string[];
  /** What the runner would warn about, e.g. unexpected inputs. */
  notes: string[];
  files: { outputFile: string; summaryFile: string; runnerTemp: string; workspace: string; eventFile: string };
  durationMs: number;
  /** Deletes the run's temp files now (a workspace passed in is kept); they go at the end of the test anyway. */
  cleanup(): Promise<void>;
}

/** INPUT_* variables: given values, else action.yml defaults with `${{ }}` evaluated. */
async function inputVariables(
  actionYml: string,
  given: Record<string, string>,
  context: Record<string, string>,
): Promise<{ env: Record<string, string>; notes: string[] }> {
  const declared = await readActionInputs(actionYml);
  const env: Record<string, string> = {};
  for (const input of declared) {
    const value =
      given[input.name] ?? (input.default === undefined ? undefined : evaluateExpressions(input.default, context));
    if (value !== undefined) env[inputEnvName(input.name)] = value;
  }
  const known = new Set(declared.map((i) => i.name));
  const unexpected = Object.keys(given).filter((name) => !known.has(name));
  for (const name of unexpected) env[inputEnvName(name)] = given[name] as string;
  const notes =
    unexpected.length === 0
      ? []
      : [
          `Unexpected input(s) ${unexpected.map((n) => `'${n}'`).join(', ')}, valid inputs are [${[...known].map((n) => `'${n}'`).join(', ')}]`,
        ];
  return { env, notes };
}

async function collect(files: RunnerFiles) {
  const [outputsFileText, summary, envFileText, stateText, pathText] = await Promise.all(
    [files.outputFile, files.summaryFile, files.envFile, files.stateFile, files.pathFile].map((f) =>
      readFile(f, 'utf8'),
    ),
  );
  const outputs = parseKeyValueFile(outputsFileText ?? '');
  const env = parseKeyValueFile(envFileText ?? '');
  const state = parseKeyValueFile(stateText ?? '');
  return {
    outputsFileText: outputsFileText ?? '',
    summary: summary ?? '',
    envFileText: envFileText ?? '',
    outputs: outputs.values,
    exportedEnv: env.values,
    state: state.values,
    addedPaths: parsePathFile(pathText ?? ''),
    fileCommandErrors: [
      ...outputs.errors.map((e) => `GITHUB_OUTPUT: ${e}`),
      ...env.errors.map((e) => `GITHUB_ENV: ${e}`),
      ...state.errors.map((e) => `GITHUB_STATE: ${e}`),
    ],
  };
}

/** Runs the action as a child process, set up the way the GitHub runner sets up a `node24` step. */
export async function runAction(options: RunActionOptions = {}): Promise<ActionRun> {
  const files = await createRunnerFiles(options.event ?? {}, options.workspace);
  removeWhenDone(files.root);
  const vars = runnerVariables(files, {
    repository: options.repository ?? 'acme/docs',
    eventName: options.eventName ?? 'workflow_dispatch',
    apiUrl: options.githubApiUrl ?? UNREACHABLE_API,
    serverUrl: 'https://github.com',
    sha: 'ffac537e6cbbf934b08745a378932722df287a53',
    ref: 'refs/heads/main',
  });
  const stepEnv = options.env ?? {};
  const inputs = await inputVariables(
    options.actionYml ?? ACTION_YML,
    options.inputs ?? {},
    expressionContext(vars, stepEnv),
  );
  for (const note of inputs.notes) console.warn(`run-action: ${note}`);

  const started = performance.now();
  const clock = options.virtualClock;
  const preload = clock ? ['--import', virtualClockPreload()] : [];
  const entry = options.entry ?? defaultActionEntry();
  const child = await runProcess(process.execPath, [...preload, ...(options.nodeArgs ?? []), entry], {
    cwd: files.workspace,
    env: {
      ...baseEnv(),
      ...vars,
      ...inputs.env,
      ...stepEnv,
      ...(clock && { [VIRTUAL_NOW_VARIABLE]: String(clock.now()) }),
    },
    timeoutMs: options.timeoutMs ?? ACTION_WATCHDOG_MS,
    ...(clock && { withChannel: (spawned: ChildProcess) => clock.attach(spawned) }),
    ...(options.watchdog && { watchdog: options.watchdog }),
    ...(options.onLine && { onLine: options.onLine }),
  });
  const durationMs = performance.now() - started;
  const commands = processWorkflowCommands(child.lines);
  return {
    exitCode: child.exitCode,
    signal: child.signal,
    timedOut: child.timedOut,
    stdout: child.stdout,
    stderr: child.stderr,
    logLines: child.lines,
    visibleLogLines: commands.visibleLines,
    annotations: commands.annotations,
    masks: commands.masks,
    ...(await collect(files)),
    notes: inputs.notes,
    files: {
      outputFile: files.outputFile,
      summaryFile: files.summaryFile,
      runnerTemp: files.runnerTemp,
      workspace: files.workspace,
      eventFile: files.eventFile,
    },
    durationMs,
    cleanup: () => removeRunnerFiles(files),
  };
}

/** The repository root, for tests that need paths next to action.yml. */
export const repoRoot = REPO_ROOT;
/** What runs when `entry` is not given: the run's bundle of the sources, else src/index.ts. */
export const defaultEntry = defaultActionEntry;
/** What the CLI suites run, as a shell runs the CLI: the run's bundle of the sources, else src/cli.ts. */
export const defaultCliEntry = (): string => sourcesBundle()?.cli ?? SOURCES_CLI;
/** The sources' entry, unbundled. */
export const sourcesEntry = SOURCES_ENTRY;
/** The committed bundle, as the runner runs it from a release. */
export const distEntry = DIST_ENTRY;
