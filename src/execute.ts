import type { RunContext } from './runtime/context.ts';
import type { GitHubAccess } from './github/octokit.ts';
import type { Outputs } from './runtime/outputs.ts';
import { readRunnerEnvironment } from './runtime/runner.ts';
import { type InputName, readInputs } from './settings/inputs.ts';
import { parseSettings } from './settings/schema.ts';
import type { Mode, Settings } from './settings/types.ts';
import type { Clock } from './util/clock.ts';
import type { Log } from './util/log.ts';

/** Where the action runs: the GitHub runner (main.ts) or a shell in any CI (cli.ts). */
export interface Platform {
  getInput(name: InputName): string;
  env: NodeJS.ProcessEnv;
  log: Log;
  clock: Clock;
  setSecret(value: string): void;
  writeSummary(markdown: string): Promise<void>;
}

type ModeRunner = (context: RunContext) => Promise<Outputs>;

/** Each mode is loaded only when chosen, so a run (or a failure on bad input) loads only what it uses. */
const MODE_RUNNERS: Record<Mode, () => Promise<ModeRunner>> = {
  export: async () => (await import('./export/run.ts')).runExport,
  'refresh-link': async () => (await import('./refresh-link/run.ts')).runRefreshLink,
  report: async () => (await import('./report/run.ts')).runReport,
};

/** Octokit weighs megabytes: it is loaded only when the values go to GitHub or the report is published there. */
function needsGitHub(settings: Settings): boolean {
  if (settings.mode === 'report') return settings.report.publish.some((target) => target === 'comment' || target === 'issue');
  return Boolean(settings.values.file) && settings.values.push !== 'none';
}

/** Inputs to outputs: settings first (no request before they are valid), then the mode. */
export async function execute(platform: Platform): Promise<Outputs> {
  // Masked before anything else can print it, in every form the parser may derive.
  const rawKey = platform.getInput('api-key');
  for (const form of new Set([rawKey, rawKey.trim(), rawKey.trim().replace(/^bearer\s+/i, '')])) if (form) platform.setSecret(form);

  const runner = readRunnerEnvironment(platform.env);
  const { settings, notices, warnings } = parseSettings(readInputs(platform.getInput), runner);
  for (const notice of notices) platform.log.notice(notice);
  for (const warning of warnings) platform.log.warning(warning);
  if (settings.githubToken) platform.setSecret(settings.githubToken);

  const [runMode, { createServiceClient }, octokitModule] = await Promise.all([
    MODE_RUNNERS[settings.mode](),
    import('./client/service.ts'),
    needsGitHub(settings) ? import('./github/octokit.ts') : undefined,
  ]);
  let github: GitHubAccess | undefined;
  const context: RunContext = {
    settings,
    service: createServiceClient({ ...settings.service, clock: platform.clock, log: platform.log }),
    log: platform.log,
    clock: platform.clock,
    runner,
    github: () => {
      if (!octokitModule) throw new Error(`GitHub access is not needed by mode "${settings.mode}" with these inputs, so it was not loaded.`);
      return (github ??= { octokit: octokitModule.createOctokit(settings.githubToken, runner.githubApiUrl, platform.log) });
    },
    writeSummary: platform.writeSummary,
    setSecret: platform.setSecret,
  };
  return runMode(context);
}
