import * as core from '@actions/core';
import { createServiceClient } from './client/service.ts';
import type { RunContext } from './context.ts';
import { runExport } from './export/run.ts';
import { createOctokit, type GitHubAccess } from './github/octokit.ts';
import { runReport } from './report/run.ts';
import { readRunnerEnvironment } from './runner.ts';
import { readInputs } from './settings/inputs.ts';
import { parseSettings } from './settings/schema.ts';
import type { Mode } from './settings/types.ts';
import { describeFailure, StepFailure } from './failure.ts';
import { OUTPUT_NAMES, type Outputs } from './outputs.ts';
import { systemClock } from './util/clock.ts';
import { actionsLog } from './util/log.ts';
import { runRefreshLink } from './values/refresh.ts';

const MODE_RUNNERS: Record<Mode, (context: RunContext) => Promise<Outputs>> = {
  export: runExport,
  'refresh-link': runRefreshLink,
  report: runReport,
};

/** The action's one entry: every failure, thrown or not an Error, ends here as one `setFailed`. */
export async function run(): Promise<void> {
  try {
    // Masked before anything else can print it, in every form the parser may derive.
    const rawKey = core.getInput('api-key');
    for (const form of [rawKey, rawKey.trim(), rawKey.trim().replace(/^bearer\s+/i, '')]) if (form) core.setSecret(form);

    const runner = readRunnerEnvironment();
    const { settings, notices, warnings } = parseSettings(readInputs((name) => core.getInput(name)), runner);
    for (const notice of notices) core.notice(notice);
    for (const warning of warnings) core.warning(warning);
    if (settings.githubToken) core.setSecret(settings.githubToken);

    let github: GitHubAccess | undefined;
    const context: RunContext = {
      settings,
      service: createServiceClient({ ...settings.service, clock: systemClock, log: actionsLog }),
      log: actionsLog,
      clock: systemClock,
      runner,
      github: () => (github ??= { octokit: createOctokit(settings.githubToken, runner.githubApiUrl, actionsLog) }),
      writeSummary: async (markdown) => void (await core.summary.addRaw(markdown, true).write()),
      setSecret: (value) => core.setSecret(value),
    };

    setOutputs(await MODE_RUNNERS[settings.mode](context));
  } catch (error) {
    if (error instanceof StepFailure) setOutputs(error.outputs);
    core.setFailed(describeFailure(error));
  }
}

function setOutputs(outputs: Outputs): void {
  for (const name of OUTPUT_NAMES) {
    const value = outputs[name];
    if (value !== undefined) core.setOutput(name, value);
  }
}
