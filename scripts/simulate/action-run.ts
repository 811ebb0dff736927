// One run of the action's real mode code in this process, as the integration tests run it: inputs parsed into
// Settings, the real service client and octokit (both waiting on the simulation's clock), a log kept in memory.
import { join } from 'node:path';
import { memoryLog } from '../../devkit/log.ts';
import type { LogEntry } from '../../devkit/log.ts';
import type { HttpDispatcher } from '../../src/client/dispatcher.ts';
import { runExport } from '../../src/export/run.ts';
import { runRefreshLink } from '../../src/refresh-link/run.ts';
import type { RunnerEnvironment } from '../../src/runtime/context.ts';
import { createRunContext } from '../../src/runtime/create-context.ts';
import type { Outputs } from '../../src/runtime/outputs.ts';
import { readInputs } from '../../src/settings/inputs.ts';
import type { InputName } from '../../src/settings/inputs.ts';
import { parseSettings } from '../../src/settings/schema.ts';
import { describeFailure } from '../../src/util/errors.ts';
import type { Random } from './random.ts';
import type { Scenario } from './scenarios.ts';
import { DEPLOY_REPO, DEPLOY_TOKEN, PULL_REQUEST_BRANCH, VALUES_FILE } from './world.ts';
import type { World } from './world.ts';

export type ModeName = 'export' | 'refresh-link';

export interface RunResult {
  outputs?: Outputs;
  failure?: string;
  warnings: LogEntry[];
  summaries: string[];
}

export interface ActionRunner {
  run(mode: ModeName, event: { name: string; payload: Record<string, unknown> }): Promise<RunResult>;
}

export function actionRunner(world: World, scenario: Scenario, http: HttpDispatcher, random: Random): ActionRunner {
  let runId = 0;
  return {
    async run(mode, event) {
      runId++;
      const inputs: Partial<Record<InputName, string>> = {
        mode,
        'api-key': world.emulator.keys.demo,
        'api-url': world.emulator.url,
        domain: 'docs.example.com',
        download: 'false',
        'values-file': VALUES_FILE,
        'values-repository': DEPLOY_REPO,
        'github-token': DEPLOY_TOKEN,
        push: scenario.push,
        'pull-request-branch': PULL_REQUEST_BRANCH,
        ...(mode === 'refresh-link' &&
          scenario.refreshBefore !== undefined && { 'refresh-before': scenario.refreshBefore }),
      };
      const runnerTemp = join(world.workspace, 'runner-temp');
      const runner: RunnerEnvironment = {
        workspace: world.workspace,
        runnerTemp,
        repository: 'acme/docs',
        eventName: event.name,
        event: event.payload,
        serverUrl: 'https://github.com',
        githubApiUrl: world.github.url,
        runId: String(runId),
      };
      const { settings } = parseSettings(
        readInputs((name) => inputs[name] ?? ''),
        runner,
      );
      const log = memoryLog();
      const summaries: string[] = [];
      const { clock } = world;
      const context = createRunContext({
        settings,
        log,
        summary: {
          setBy: 'GITHUB_STEP_SUMMARY',
          append: (markdown) => {
            summaries.push(markdown);
            return Promise.resolve();
          },
        },
        setSecret: () => undefined,
        runner,
        clock,
        http,
        random: () => random.next(),
        octokit: { throttle: false },
      });
      const result: RunResult = { warnings: [], summaries };
      try {
        if (settings.mode === 'export') result.outputs = await runExport({ ...context, settings });
        else if (settings.mode === 'refresh-link') result.outputs = await runRefreshLink({ ...context, settings });
      } catch (error) {
        result.failure = describeFailure(error);
      }
      result.warnings = log.entries.filter((entry) => entry.level === 'warning');
      return result;
    },
  };
}
