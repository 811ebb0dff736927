import type { HttpDispatcher } from '../client/dispatcher.ts';
import type { ServiceClient } from '../client/types.ts';
import type { GitHubAccess } from '../github/octokit.ts';
import type { Settings } from '../settings/types.ts';
import type { Clock } from '../util/clock.ts';
import type { Log } from '../util/log.ts';

/** What the runner tells the action about where it runs (read once from the environment). */
export interface RunnerEnvironment {
  workspace: string;
  runnerTemp: string;
  /** `owner/name` of the repository the workflow runs in. */
  repository?: string;
  eventName?: string;
  /** The parsed `GITHUB_EVENT_PATH` payload (empty object when there is none). */
  event: Record<string, unknown>;
  serverUrl: string;
  githubApiUrl: string;
  runId?: string;
  /** `GITHUB_SHA`: the commit checked out in the workspace (task issues link their docs files to it). */
  sha?: string;
}

/** Where the step summary goes, as the platform gives it: appending may fail; writeStepSummary says what that means. */
export interface SummaryTarget {
  /** What points the summary at its file, for the warning: `GITHUB_STEP_SUMMARY`, or the CLI's `--summary-file`. */
  setBy: string;
  append: (markdown: string) => Promise<void>;
}

/**
 * Everything a mode needs, injected: tests give fakes, `main.ts` gives the real adapters. Each mode driver
 * takes its own settings (`RunContext<ExportRunSettings>`); code shared by modes takes the union it serves.
 */
export interface RunContext<S extends Settings = Settings> {
  settings: S;
  service: ServiceClient;
  /** The run's one HTTP dispatcher (the runner's proxy variables applied): the service client and the bundle download use it. */
  http: HttpDispatcher;
  log: Log;
  clock: Clock;
  runner: RunnerEnvironment;
  /** Octokit, loaded and created on first use: a run that never calls this loads none of it. */
  github(): Promise<GitHubAccess>;
  /** Where the step summary goes; modes write it through writeStepSummary (runtime/summary.ts), which owns the rule. */
  summary: SummaryTarget;
  // Function properties, not methods: modes hand them on unbound.
  /** Masks a value in the runner log (`::add-mask::`). */
  setSecret: (value: string) => void;
}
