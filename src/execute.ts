import type { BundleDownloader, DownloaderContext } from './bundle/download/downloader.ts';
import type { RunContext, RunnerEnvironment, SummaryTarget } from './runtime/context.ts';
import type { Outputs } from './runtime/outputs.ts';
import { readRunnerEnvironment } from './runtime/runner.ts';
import { readInputs } from './settings/inputs.ts';
import type { InputName } from './settings/inputs.ts';
import { parseSettings } from './settings/schema.ts';
import type { Settings } from './settings/types.ts';
import type { Clock } from './util/clock.ts';
import type { Log } from './util/log.ts';
import { hideCredentials } from './util/redact.ts';

/** Where the action runs: the GitHub runner (main.ts) or a shell in any CI (cli.ts). */
export interface Platform {
  // Function properties, not methods: execute() hands them on unbound.
  getInput: (name: InputName) => string;
  env: NodeJS.ProcessEnv;
  clock: Clock;
  setSecret: (value: string) => void;
  /**
   * Where the run reports, asked for once the settings are valid: the action loads the runner's toolkit only then
   * (with its HTTP client it is megabytes of code), so a run that fails on a bad input loads none of it.
   */
  reporting: () => Promise<Reporting>;
  /**
   * The download process's script (dist/bundle-download.js, or src/bundle-download.ts from the sources); without it
   * the downloads run in this process, as in the tests that drive a mode in-process.
   */
  downloadScript?: URL;
}

/** What an entry (src/index.ts, src/cli.ts, or the built ones scripts/package.ts writes) knows of its files. */
export type BuiltEntry = Pick<Platform, 'downloadScript'>;

export interface Reporting {
  log: Log;
  summary: SummaryTarget;
}

/** The run's context, with where the bundle downloads run; each mode narrows its settings to its own. */
type ModeRun = (context: RunContext & DownloaderContext) => Promise<Outputs>;

/** Each mode is loaded only when chosen, so a run (or a failure on bad input) loads only what it uses. */
function loadMode(settings: Settings): Promise<ModeRun> {
  switch (settings.mode) {
    case 'export':
      return import('./export/run.ts').then(
        ({ runExport }) =>
          (context) =>
            runExport({ ...context, settings }),
      );
    case 'refresh-link':
      return import('./refresh-link/run.ts').then(
        ({ runRefreshLink }) =>
          (context) =>
            runRefreshLink({ ...context, settings }),
      );
    case 'report':
      return import('./report/run.ts').then(
        ({ runReport }) =>
          (context) =>
            runReport({ ...context, settings }),
      );
    case 'task-links':
      return import('./task-links/run.ts').then(
        ({ runTaskLinks }) =>
          (context) =>
            runTaskLinks({ ...context, settings }),
      );
  }
}

/** The resolved settings as one debug line: the key and the token replaced, credentials in any URL dropped. */
export function describeSettings(settings: Settings): string {
  const shown = {
    ...settings,
    ...(settings.service && { service: { ...settings.service, apiKey: '***' } }),
    githubToken: settings.githubToken ? '***' : '',
  };
  return `Settings: ${hideCredentials(JSON.stringify(shown))}`;
}

/** Inputs to outputs: settings first (no request before they are valid), then the mode. */
export async function execute(platform: Platform): Promise<Outputs> {
  // Masked before anything else can print it, in every form the parser may derive.
  const rawKey = platform.getInput('api-key');
  for (const form of new Set([rawKey, rawKey.trim(), rawKey.trim().replace(/^bearer\s+/i, '')]))
    if (form) platform.setSecret(form);

  const runner = readRunnerEnvironment(platform.env);
  const parsed = parseSettings(readInputs(platform.getInput), runner);
  if (parsed.settings.githubToken) platform.setSecret(parsed.settings.githubToken);
  const downloads = await downloadProcessesFor(parsed.settings, platform.downloadScript);
  // Whatever fails from here on ends the download processes: alive, one would keep this process running.
  try {
    return await runSettled(platform, parsed, runner, downloads);
  } finally {
    downloads?.stop();
  }
}

/** The run once its settings are valid: the reporting, the mode and the clients loaded, then the mode. */
async function runSettled(
  platform: Platform,
  { settings, notices, warnings }: ReturnType<typeof parseSettings>,
  runner: RunnerEnvironment,
  bundleDownloader: BundleDownloader | undefined,
): Promise<Outputs> {
  const [{ log, summary }, runMode, { createRunContext }] = await Promise.all([
    platform.reporting(),
    loadMode(settings),
    import('./runtime/create-context.ts'),
  ]);
  for (const notice of notices) log.notice(notice);
  for (const warning of warnings) log.warning(warning);
  log.debug(describeSettings(settings));
  const context = createRunContext({
    settings,
    log,
    summary,
    setSecret: platform.setSecret,
    env: platform.env,
    runner,
    clock: platform.clock,
    bundleDownloader,
  });
  // task-links makes no service request: no address to say a proxy for.
  const proxy = settings.service && context.http.proxyFor(settings.service.apiUrl);
  if (proxy) log.debug(`The service is reached through the proxy ${proxy} (unless NO_PROXY names its host).`);
  return runMode(context);
}

/**
 * The bundle downloads of a run that may download go to download processes when the entry names their script
 * (chosen here, once: the modes and the bundle code see only a BundleDownloader). An export that downloads starts
 * the first now, so that its start-up overlaps the action's own and the job's; refresh-link starts it only once it
 * knows it needs a fresh bundle.
 */
async function downloadProcessesFor(settings: Settings, script: URL | undefined) {
  const downloads =
    (settings.mode === 'export' && settings.export.download) ||
    (settings.mode === 'refresh-link' && settings.refresh.download);
  if (!script || !downloads) return undefined;
  // Loaded here, not at the top: a run that fails on a bad input loads none of it (bench/cold-start.ts).
  const { downloadInProcesses } = await import('./bundle/download/download-process.ts');
  const processes = downloadInProcesses(script);
  if (settings.mode === 'export') processes.prepare();
  return processes;
}
