import path from 'node:path';
import { expect } from 'vitest';
import { virtualClock } from '../../devkit/clock.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { memoryLog } from '../../devkit/log.ts';
import { tempDir as tempDirUntilFileEnds } from '../../devkit/temp.ts';
import type { Bundle, ServiceClient } from '../../src/client/types.ts';
import type { RunContext, RunnerEnvironment } from '../../src/runtime/context.ts';
import { createRunContext } from '../../src/runtime/create-context.ts';
import { readInputs } from '../../src/settings/inputs.ts';
import type { InputName } from '../../src/settings/inputs.ts';
import { parseSettings } from '../../src/settings/schema.ts';
import type { LinkRunSettings, Settings } from '../../src/settings/types.ts';
import type { Clock } from '../../src/util/clock.ts';
import type { RolloutFacts } from '../../src/values/rollout.ts';
import { rollOutValues } from '../../src/values/rollout.ts';
import { memorySummary } from '../support/summary.ts';

export const API_KEY = 'svc_values_test_key_0123456789abcdef';
/** 2026-11-27 06:00 UTC: a day before FRESH_LINK (golden-cases.ts) expires. */
export const NOW = Date.parse('2026-11-27T06:00:00Z');

export type TestContext<S extends LinkRunSettings = LinkRunSettings> = RunContext<S> & {
  log: ReturnType<typeof memoryLog>;
  clock: Clock & { slept: number[] };
  summaries: string[];
  secrets: string[];
};

export interface ContextOptions {
  inputs: Partial<Record<InputName, string>>;
  /** The fake whose URL octokit talks to. */
  github?: GitHubFake;
  /** GITHUB_REPOSITORY of the workflow. */
  repository?: string;
  workspace?: string;
  service?: ServiceClient;
  clock?: Clock & { slept: number[] };
  /** The GITHUB_EVENT_PATH payload; default: one naming `repository` as a private repository, as a push event does. */
  event?: Record<string, unknown>;
}

/** A fresh directory, removed with everything in it when the test file ends (devkit/temp.ts). */
export function tempDir(prefix = 'values-test-'): string {
  return tempDirUntilFileEnds(prefix);
}

/** A context as main.ts builds it, with the settings parsed from inputs (action.yml defaults filled in). */
/** The settings of either link mode (the values are rolled out by both). */
function linkSettings(settings: Settings): LinkRunSettings {
  if (settings.mode === 'report' || settings.mode === 'task-links')
    throw new Error(`values tests run a link mode, not "${settings.mode}"`);
  return settings;
}

/** A context as main.ts builds it; `narrow` gives a mode's own settings type (e.g. refresh-link's). */
export function testContext(options: ContextOptions): TestContext;
export function testContext<S extends LinkRunSettings>(
  options: ContextOptions,
  narrow: (settings: LinkRunSettings) => S,
): TestContext<S>;
export function testContext(options: ContextOptions, narrow = (settings: LinkRunSettings) => settings): TestContext {
  const workspace = options.workspace ?? tempDir();
  const repository = options.repository ?? 'acme/docs';
  const runnerTemp = path.join(workspace, '.runner-temp');
  const inputs: Partial<Record<InputName, string>> = {
    'api-key': API_KEY,
    'api-url': 'https://api.example.com',
    domain: 'docs.example.com',
    ...options.inputs,
  };
  const settings = narrow(
    linkSettings(
      parseSettings(
        readInputs((name) => inputs[name] ?? ''),
        { workspace, runnerTemp, repository },
      ).settings,
    ),
  );
  const runner: RunnerEnvironment = {
    workspace,
    runnerTemp,
    repository,
    event: options.event ?? { repository: { full_name: repository, private: true, visibility: 'private' } },
    serverUrl: 'https://github.com',
    githubApiUrl: options.github?.url ?? 'http://127.0.0.1:9',
    runId: '4242',
  };
  const log = memoryLog();
  const clock = options.clock ?? virtualClock(NOW);
  const summaries: string[] = [];
  const secrets: string[] = [];
  return {
    ...createRunContext({
      settings,
      log,
      summary: memorySummary(summaries),
      setSecret: (value) => void secrets.push(value),
      env: {},
      runner,
      clock,
      service: options.service ?? unusedService(),
      octokit: { throttle: false },
    }),
    log,
    clock,
    summaries,
    secrets,
  };
}

/** A service that must not be called. */
export function unusedService(): ServiceClient {
  const fail = () => Promise.reject(new Error('the service was called'));
  return {
    startJob: fail,
    getJob: fail,
    createBundle: fail,
    visitors: fail,
    feedbackByPage: fail,
    feedbackEntries: fail,
    searches: fail,
    views: fail,
    assistantCallers: fail,
    assistantConversations: fail,
    triggerDeployment: fail,
    getDeploymentStatus: fail,
  };
}

/** What an export hands to rollOutValues after a verified download. */
export function exportFacts(bundleUrl: string, expiresAt: string, jobId = 'se_3f9a2c1b8e7d4a06'): RolloutFacts {
  const bundle: Bundle = { jobId, bundleUrl, sizeBytes: 48_213, expiresAt };
  return {
    jobId,
    bundle,
    pageCount: 17,
    sizeBytes: 48_213,
    sha256: 'a3f1c9e0b7d25a4e8c6f1b3d9e0a7c5b2f4d6e8a1c3b5d7f9e0a2c4b6d8f0e1a',
    airgapFindings: ['guides/intro.html loads a script from cdn.example.com'],
  };
}

/** The signature (and other secret query values) of a presigned link. */
export function linkSecrets(link: string): string[] {
  const params = new URL(link).searchParams;
  return [params.get('X-Amz-Signature'), params.get('X-Amz-Credential')].filter((value): value is string =>
    Boolean(value),
  );
}

/**
 * Nothing the fake received carries the link's secrets or the API key, except the values file content of a
 * contents PUT (base64), which is where the link belongs.
 */
export function expectNoLeakToGitHub(fake: GitHubFake, secrets: string[]): void {
  const forbidden = [...secrets, API_KEY];
  for (const request of fake.requests) {
    let body = request.body;
    if (request.method === 'PUT' && request.path.includes('/contents/')) {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      const content = Buffer.from(String(parsed.content), 'base64').toString('utf8');
      expect(content).not.toContain(API_KEY);
      delete parsed.content;
      body = JSON.stringify(parsed);
    }
    const seen = `${request.method} ${request.path} ${JSON.stringify(request.query)} ${body}`;
    for (const secret of forbidden) {
      expect(seen).not.toContain(secret);
      expect(seen).not.toContain(encodeURIComponent(secret));
    }
  }
}

/** Nothing the user sees (log, summary) carries a secret. */
export function expectNoLeakToUser(context: TestContext, secrets: string[], extra: string[] = []): void {
  const seen = [context.log.text(), ...context.summaries, ...extra].join('\n');
  for (const secret of [...secrets, API_KEY]) expect(seen).not.toContain(secret);
}

/** Inputs of a delivery to acme/deploy with the deployment token, for `push` `commit` or `pull-request`. */
export function deliveryInputs(
  push: 'commit' | 'pull-request',
  file: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    domain: 'docs.example.com',
    push,
    'values-file': file,
    'values-repository': 'acme/deploy',
    'github-token': 'ghp_deploy',
    'values-version': '2024-11-01',
    ...extra,
  };
}

/** One rollout against the GitHub fake, as export mode would call it. */
export async function rollOutWith(
  github: GitHubFake,
  inputs: Record<string, string>,
  link: string,
  expiresAt: string,
  jobId: string,
) {
  const context = testContext({ inputs, github });
  const outputs = await rollOutValues(context, exportFacts(link, expiresAt, jobId));
  return { context, outputs };
}
