/**
 * A run context for export tests (createRunContext): the real service client and the real emulator,
 * sharing one virtual clock (the emulator's `now`), so jobs finish and links expire without
 * anyone sleeping. Everything a user could see is kept for leak checks.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { virtualClock } from '../../devkit/clock.ts';
import { memoryLog } from '../../devkit/log.ts';
import type { LogEntry } from '../../devkit/log.ts';
import { startEmulator } from '../../emulator/server.ts';
import type { Emulator } from '../../emulator/server.ts';
import { runExport } from '../../src/export/run.ts';
import type { RunnerEnvironment } from '../../src/runtime/context.ts';
import { createRunContext } from '../../src/runtime/create-context.ts';
import { StepFailure } from '../../src/runtime/failure.ts';
import type { Outputs } from '../../src/runtime/outputs.ts';
import { readInputs } from '../../src/settings/inputs.ts';
import type { InputName } from '../../src/settings/inputs.ts';
import type { Clock } from '../../src/util/clock.ts';
import { describeFailure } from '../../src/util/errors.ts';
import { parseSettingsFor } from '../support/settings.ts';
import { memorySummary, unwritableSummary } from '../support/summary.ts';

export type Inputs = Partial<Record<InputName, string>>;

export interface ExportRun {
  /** Set when the step succeeded. */
  outputs?: Outputs;
  /** Set when it failed: what `setFailed` would print, and the outputs a StepFailure carried. */
  failure?: { message: string; outputs: Outputs; error: unknown };
  entries: LogEntry[];
  logText: string;
  summaries: string[];
  /** Values handed to `setSecret`, in order. */
  secrets: string[];
  /** Where bundle-path and extract-to point by default, and the temp root of this run. */
  dir: string;
}

export interface ExportHarness {
  emulator: Emulator;
  clock: Clock;
  /** Runs export mode with these inputs (api-key, api-url and domain filled in unless given). */
  run(inputs?: Inputs, options?: RunOptions): Promise<ExportRun>;
  close(): Promise<void>;
}

export interface RunOptions {
  /** Changes to the runner's environment (e.g. a GitHub Enterprise Server address). */
  runner?: Partial<RunnerEnvironment>;
  /** Called with the run's workspace before the action runs, e.g. to put a values file there. */
  prepare?: (workspace: string) => Promise<void>;
  /** A step summary that cannot be written (see unwritableSummary). */
  unwritableSummary?: boolean;
}

export const DOMAIN = 'docs.example.com';

export interface HarnessOptions {
  jobDurationMs?: number;
  deploymentDurationMs?: number;
}

export async function exportHarness(options: HarnessOptions = {}): Promise<ExportHarness> {
  const clock = virtualClock();
  const emulator = await startEmulator({
    port: 0,
    now: () => clock.now(),
    jobDurationMs: options.jobDurationMs ?? 8_000,
    ...(options.deploymentDurationMs !== undefined && { deploymentDurationMs: options.deploymentDurationMs }),
  });
  const dirs: string[] = [];

  async function run(inputs: Inputs = {}, options: RunOptions = {}): Promise<ExportRun> {
    const dir = await mkdtemp(join(tmpdir(), 'export-test-'));
    dirs.push(dir);
    const runner: RunnerEnvironment = {
      workspace: join(dir, 'workspace'),
      runnerTemp: join(dir, 'runner-temp'),
      repository: 'acme/docs',
      event: {},
      serverUrl: 'https://github.com',
      githubApiUrl: 'https://api.github.com',
      ...options.runner,
    };
    await mkdir(runner.workspace, { recursive: true });
    await options.prepare?.(runner.workspace);
    const given: Inputs = {
      'api-key': emulator.keys.demo,
      'api-url': emulator.url,
      domain: DOMAIN,
      'request-timeout': '10s',
      ...inputs,
    };
    const { settings } = parseSettingsFor(
      'export',
      readInputs((name) => given[name] ?? ''),
      runner,
    );
    const log = memoryLog();
    const summaries: string[] = [];
    const secrets: string[] = [settings.service.apiKey];
    const context = createRunContext({
      settings,
      log,
      summary: options.unwritableSummary ? unwritableSummary(dir) : memorySummary(summaries),
      setSecret: (value) => void secrets.push(value),
      env: {},
      runner,
      clock,
      random: () => 0.5,
      github: () => {
        throw new Error('export tests do not talk to GitHub');
      },
    });
    const result: ExportRun = { entries: log.entries, logText: '', summaries, secrets, dir };
    try {
      result.outputs = await runExport(context);
    } catch (error) {
      result.failure = {
        message: describeFailure(error),
        outputs: error instanceof StepFailure ? error.outputs : {},
        error,
      };
    }
    result.logText = log.text();
    return result;
  }

  return {
    emulator,
    clock,
    run,
    close: async () => {
      await emulator.close();
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 5 })));
    },
  };
}

/** Every presigned signature the emulator handed out or was asked for, plus those in outputs. */
/**
 * One harness for a test file, started before its tests and closed after them; every test starts with
 * the emulator's faults reset and its request log empty.
 */
export function useExportHarness(options: HarnessOptions = {}): ExportHarness {
  const harness = {} as ExportHarness;
  beforeAll(async () => void Object.assign(harness, await exportHarness(options)));
  afterAll(() => harness.close());
  beforeEach(() => {
    harness.emulator.resetFaults();
    harness.emulator.clearRequests();
  });
  return harness;
}

export function issuedSignatures(emulator: Emulator, run: ExportRun): string[] {
  const found = new Set<string>();
  for (const request of emulator.requests) {
    const signature = request.query['X-Amz-Signature'];
    if (signature) found.add(signature);
  }
  const link = run.outputs?.['bundle-url'] ?? run.failure?.outputs['bundle-url'];
  if (link) {
    const signature = new URL(link).searchParams.get('X-Amz-Signature');
    if (signature) found.add(signature);
  }
  return [...found];
}

/** The API key and every link signature appear in no log entry, no summary, no failure message. */
export function expectNoLeaks(emulator: Emulator, run: ExportRun, apiKey: string): void {
  const secrets = [apiKey, ...issuedSignatures(emulator, run)];
  const outputs = { ...(run.outputs ?? run.failure?.outputs ?? {}) };
  delete outputs['bundle-url'];
  const visible = [
    ...run.entries.map((entry) => entry.message),
    ...run.summaries,
    run.failure?.message ?? '',
    ...Object.values(outputs),
  ];
  for (const secret of secrets) {
    for (const text of visible)
      expect(text.includes(secret), `a secret leaked into: ${text.slice(0, 200)}`).toBe(false);
  }
  // Whatever link went out was masked the moment it arrived, with its signature on its own.
  const link = run.outputs?.['bundle-url'];
  if (link) {
    expect(run.secrets).toContain(link);
    expect(run.secrets).toContain(new URL(link).searchParams.get('X-Amz-Signature'));
  }
}

/** Names of the log groups opened, in order. */
export function groups(run: ExportRun): string[] {
  return run.entries.filter((entry) => entry.level === 'group').map((entry) => entry.message);
}
