import { createHttpDispatcher } from '../client/dispatcher.ts';
import type { HttpDispatcher } from '../client/dispatcher.ts';
import { createServiceClient } from '../client/service.ts';
import type { ServiceClient } from '../client/types.ts';
import type { GitHubAccess, OctokitTuning } from '../github/octokit.ts';
import type { Settings } from '../settings/types.ts';
import { systemClock } from '../util/clock.ts';
import type { Clock } from '../util/clock.ts';
import { OperationError } from '../util/errors.ts';
import type { Log } from '../util/log.ts';
import type { RunContext, RunnerEnvironment, SummaryTarget } from './context.ts';
import { readRunnerEnvironment } from './runner.ts';

/**
 * What a run is built from. The settings and where the run reports (log, summary, masking) are the caller's; every
 * other piece defaults to what a real run uses, and a test or a simulation gives its own.
 */
export interface RunPieces<S extends Settings, D = never> {
  settings: S;
  log: Log;
  summary: SummaryTarget;
  setSecret: (value: string) => void;
  /** What the defaults read (the runner's variables, the proxy variables); default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Default: read from `env`. */
  runner?: RunnerEnvironment;
  /** Default: real time. */
  clock?: Clock;
  /** Default: the system's dispatcher, with the proxy variables of `env` applied. */
  http?: HttpDispatcher;
  /** Default: the real client for `settings.service`, on the run's HTTP, clock and log. */
  service?: ServiceClient;
  /** The default client's jitter source in [0, 1) (default Math.random), so a test can fix its waits. */
  random?: () => number;
  /** Default: octokit for `settings.githubToken` at the runner's API address, created on first use. */
  github?: () => Promise<GitHubAccess>;
  /** Tuning of the default octokit over the run's own (its proxies, its clock): e.g. throttling off in tests. */
  octokit?: OctokitTuning;
  /**
   * Where the bundle downloads run (bundle/'s BundleDownloader, a type parameter here since runtime/ sits below
   * bundle/): absent, the modes download in this process.
   */
  bundleDownloader?: D;
}

/** A run context, with the bundle downloader when one was given. */
export type BuiltRunContext<S extends Settings, D = never> = RunContext<S> & { bundleDownloader?: D };

/**
 * The service client of a mode that has no service settings (task-links): every call is refused before any request,
 * so such a mode cannot reach the service by mistake.
 */
function refusingService(mode: string): ServiceClient {
  const refuse = () =>
    Promise.reject(new OperationError(`Mode "${mode}" makes no service request, yet one was about to be made.`));
  return new Proxy({} as ServiceClient, {
    // Not thenable: a client awaited by mistake is not taken for a promise.
    get: (_client, name) => (name === 'then' || typeof name === 'symbol' ? undefined : refuse),
  });
}

/** The one way a run context is built: by the entry (execute.ts), the tests' harnesses and the simulation alike. */
export function createRunContext<S extends Settings, D = never>(pieces: RunPieces<S, D>): BuiltRunContext<S, D> {
  const { settings, log, env = process.env } = pieces;
  const runner = pieces.runner ?? readRunnerEnvironment(env);
  const clock = pieces.clock ?? systemClock;
  const http = pieces.http ?? createHttpDispatcher({ env });
  const service =
    pieces.service ??
    (settings.service
      ? createServiceClient({ ...settings.service, http, clock, log, random: pieces.random })
      : refusingService(settings.mode));
  // Octokit weighs megabytes: loaded by the first call that needs GitHub, whichever it is.
  let github: Promise<GitHubAccess> | undefined;
  const openGitHub =
    pieces.github ??
    (() =>
      import('../github/octokit.ts').then(({ createOctokit }) => ({
        octokit: createOctokit(settings.githubToken, runner.githubApiUrl, log, {
          proxyFor: http.proxyFor,
          clock,
          ...pieces.octokit,
        }),
      })));
  return {
    settings,
    service,
    http,
    log,
    clock,
    runner,
    github: () => (github ??= openGitHub()),
    summary: pieces.summary,
    setSecret: pieces.setSecret,
    ...(pieces.bundleDownloader !== undefined && { bundleDownloader: pieces.bundleDownloader }),
  };
}
