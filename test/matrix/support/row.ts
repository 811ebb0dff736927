// One row of the fault matrix: a knob of the emulator or of the GitHub fake, the inputs, and what
// users must see. `runRow` runs it through the action and checks, for every row alike: exit
// code, the error annotation's key phrase (or the success outputs), no data lost at bundle-path or in
// the values file, requests within bounds, and the leak sweep.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { RecordedRequest as GitHubRequest } from '../../../devkit/github-fake/index.ts';
import { runAction } from '../../../devkit/harness/run-action.ts';
import type { ActionRun } from '../../../devkit/harness/run-action.ts';
import {
  bundlePathOf,
  noBundleProblems,
  valuesProblems,
  valuesTempProblems,
  verifiedBundleProblems,
} from './data-safety.ts';
import type { ValuesExpectation } from './data-safety.ts';
import { boundViolations, countRequests } from './request-counts.ts';
import type { RequestBounds, RequestCounts } from './request-counts.ts';
import { sweepForLeaks } from './sweep-row.ts';
import { DEPLOY_REPO, GITHUB_TOKEN, startWorld, VALUES_FILE } from './world.ts';
import type { World, WorldOptions } from './world.ts';

export type Mode = 'export' | 'refresh-link' | 'report';
export type Push = 'none' | 'commit' | 'pull-request';

export interface MatrixRow {
  /** The knob and its setting, as the test is named and the report's table reads. */
  knob: string;
  mode: Mode;
  /** What runAction starts (default: the sources; test/dist/ passes the committed bundle). */
  entry?: string;
  world?: WorldOptions;
  /** Inputs on top of the mode's defaults (api-key, api-url, domain or project-id, values-file). */
  inputs?: Record<string, string>;
  /** Where the values go; `off` leaves values-file out. Default `none` for export and refresh-link. */
  push?: Push | 'off';
  /** More environment variables for the run (the proxy variables, say). */
  env?: (world: World) => Record<string, string>;
  /** Runs before the action, e.g. an earlier run; may return more inputs. */
  before?: (world: World) => Promise<Record<string, string> | void>;
  /** Runs alongside the action, e.g. moving the emulator clock at the right moment; stops when the run ends. */
  during?: (world: World, runEnded: AbortSignal) => Promise<void>;
  expect: RowExpectation;
  /** An attacker's text (forged data, injected lines): the leak sweep finds it nowhere the run leaves, as the API key. */
  planted?: string[];
  /** Row-specific checks after the common ones. */
  check?: (result: RowResult) => void | Promise<void>;
}

export interface RowExpectation {
  exitCode: 0 | 1;
  /** Key phrase(s) of the error annotation (failure rows). */
  error?: RegExp | RegExp[];
  /** Lines the log must show. */
  log?: RegExp[];
  /** Outputs that must be set (a string is an exact value). */
  outputs?: Record<string, string | RegExp>;
  /** Merged over the defaults: at most one job started, polls, bundle and store requests bounded. */
  requests?: RequestBounds;
  /** Default: `new-link` on success, `unchanged` on failure (with a values file). */
  values?: ValuesExpectation;
  /** Default: a verified bundle on success when downloading, nothing on failure. */
  bundle?: 'verified' | 'none';
}

export interface RowResult {
  run: ActionRun;
  world: World;
  counts: RequestCounts;
  githubRequests: GitHubRequest[];
  /** Values file after the run: the workspace file (`push: none`) or the file on the branch the push targets. */
  valuesAfter: string | undefined;
  errorText: string;
}

const DEFAULT_BOUNDS: RequestBounds = {
  startJob: [0, 1],
  statusPolls: [0, 30],
  bundle: [0, 6],
  storeGets: [0, 8],
  other: 0,
};
const STACK_TRACE = /\bat .+\.(?:js|ts|mjs):\d+/;
export const PULL_REQUEST_BRANCH = 'docs-export/static-export';
/**
 * Every row's request-timeout, unless the row is about it: far above what one answer takes on a loaded machine
 * (5 s failed rows with two test runs on two busy cores), so no row's outcome rests on how fast answers come.
 */
export const ROW_REQUEST_TIMEOUT = '60s';

/** Runs the row through the action (src/index.ts unless the row names an entry) with a fresh world; throws (a failing test) on any broken promise. */
export async function runRow(row: MatrixRow): Promise<RowResult> {
  const world = await startWorld(row.world);
  try {
    return await runInWorld(row, world);
  } finally {
    await world.close();
  }
}

async function runInWorld(row: MatrixRow, world: World): Promise<RowResult> {
  const push = row.push ?? (row.mode === 'report' ? 'off' : 'none');
  const extraInputs = (await row.before?.(world)) ?? {};
  world.emulator.clearRequests();
  const githubStart = world.github.requests.length;
  const inputs = { ...modeInputs(row.mode, world, push), ...row.inputs, ...extraInputs };

  const runEnded = new AbortController();
  const during = row.during?.(world, runEnded.signal);
  during?.catch(() => {}); // awaited (and rethrown) once the run has ended
  let run: ActionRun;
  try {
    run = await runAction({
      ...(row.entry !== undefined && { entry: row.entry }),
      inputs,
      workspace: world.workspace,
      githubApiUrl: world.github.url,
      env: { GITHUB_TOKEN, ...row.env?.(world) },
      repository: 'acme/docs',
      ...(world.clock && { virtualClock: world.clock }),
    });
  } finally {
    runEnded.abort();
  }
  await during;

  try {
    const result: RowResult = {
      run,
      world,
      counts: countRequests(world.emulator.requests),
      githubRequests: world.github.requests.slice(githubStart),
      valuesAfter: await valuesAfter(world, push, inputs),
      errorText: run.annotations
        .filter((a) => a.level === 'error')
        .map((a) => a.message)
        .join('\n'),
    };
    // MATRIX_DEBUG=1 shows what each row produced, for reading the matrix's outcomes.
    if (process.env.MATRIX_DEBUG)
      console.log(
        `${row.knob}\n  exit ${run.exitCode}; ${JSON.stringify(result.counts)}\n  error: ${result.errorText}\n  log:\n${run.visibleLogLines.join('\n')}`,
      );
    await checkCommon(row, inputs, push, result);
    await sweepForLeaks(result, inputs['api-key'], inputs['bundle-path'], row.planted);
    await row.check?.(result);
    return result;
  } finally {
    await run.cleanup();
  }
}

function modeInputs(mode: Mode, world: World, push: Push | 'off'): Record<string, string> {
  const common = { mode, 'api-key': world.apiKey, 'api-url': world.tap.url, 'request-timeout': ROW_REQUEST_TIMEOUT };
  if (mode === 'report') return { ...common, 'project-id': world.emulator.projects.demo };
  const values =
    push === 'off'
      ? {}
      : { 'values-file': VALUES_FILE, push, ...(push !== 'none' && { 'values-repository': DEPLOY_REPO }) };
  return { ...common, ...(mode === 'export' && { domain: 'docs.example.com' }), ...values };
}

async function valuesAfter(
  world: World,
  push: Push | 'off',
  inputs: Record<string, string>,
): Promise<string | undefined> {
  if (push === 'off') return undefined;
  if (push === 'none') return readFile(join(world.workspace, VALUES_FILE), 'utf8').catch(() => undefined);
  if (push === 'commit') return world.github.readFile(DEPLOY_REPO, inputs['values-branch'] ?? 'main', VALUES_FILE);
  return world.github.readFile(
    DEPLOY_REPO,
    branchExists(world, PULL_REQUEST_BRANCH) ? PULL_REQUEST_BRANCH : 'main',
    VALUES_FILE,
  );
}

function branchExists(world: World, branch: string): boolean {
  try {
    world.github.commits(DEPLOY_REPO, branch);
    return true;
  } catch {
    return false;
  }
}

async function checkCommon(
  row: MatrixRow,
  inputs: Record<string, string>,
  push: Push | 'off',
  result: RowResult,
): Promise<void> {
  const { run, errorText } = result;
  const { expect: expected } = row;
  const problems: string[] = [];
  if (run.timedOut) problems.push('the action did not end within the harness timeout');
  if (run.exitCode !== expected.exitCode)
    problems.push(`exit code ${run.exitCode}, expected ${expected.exitCode}; errors: ${errorText || '(none)'}`);
  if (expected.exitCode === 0 && errorText) problems.push(`error annotation on a successful run: ${errorText}`);
  if (expected.exitCode === 1 && !errorText) problems.push('a failed run without an error annotation');
  for (const phrase of [expected.error ?? []].flat())
    if (!phrase.test(errorText)) problems.push(`the error annotation does not match ${phrase}: ${errorText}`);
  const log = run.visibleLogLines.join('\n');
  for (const line of expected.log ?? []) if (!line.test(log)) problems.push(`the log shows nothing matching ${line}`);
  for (const [name, value] of Object.entries(expected.outputs ?? {})) {
    const actual = run.outputs[name];
    const ok = typeof value === 'string' ? actual === value : actual !== undefined && value.test(actual);
    if (!ok) problems.push(`output ${name} is ${JSON.stringify(actual)}, expected ${String(value)}`);
  }
  if (STACK_TRACE.test(errorText) || STACK_TRACE.test(log)) problems.push('a stack trace reached the log');

  const budget = Number(inputs['request-budget'] ?? '40');
  const bounds: RequestBounds = {
    ...DEFAULT_BOUNDS,
    ...(row.mode === 'report' && { analytics: [0, budget] }),
    ...expected.requests,
  };
  problems.push(...boundViolations(result.counts, bounds));

  const success = expected.exitCode === 0;
  const downloads = row.mode === 'export' ? inputs.download !== 'false' : inputs.download === 'true';
  const bundlePath = bundlePathOf(run.files.runnerTemp, inputs['bundle-path']);
  const bundle = expected.bundle ?? (success && downloads ? 'verified' : 'none');
  if (row.mode !== 'report') {
    problems.push(
      ...(bundle === 'verified'
        ? await verifiedBundleProblems(bundlePath, run.outputs)
        : await noBundleProblems(bundlePath)),
    );
  }
  if (push !== 'off') {
    const values = expected.values ?? (success ? 'new-link' : 'unchanged');
    problems.push(
      ...valuesProblems(result.world.initialValues, result.valuesAfter, values, run.outputs['bundle-url'], [
        'staticExport',
      ]),
    );
    problems.push(...(await valuesTempProblems(join(result.world.workspace, VALUES_FILE))));
  }
  expect(problems, `${row.knob} (${row.mode})`).toEqual([]);
}
