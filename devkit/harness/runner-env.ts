import type { RunnerFiles } from './runner-files.ts';

export interface RunContext {
  repository: string;
  eventName: string;
  apiUrl: string;
  serverUrl: string;
  sha: string;
  ref: string;
}

/** The variables the runner sets for a step (GITHUB_*, RUNNER_*, CI). */
export function runnerVariables(files: RunnerFiles, run: RunContext): Record<string, string> {
  const owner = run.repository.split('/')[0] ?? '';
  return {
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_ACTION: 'docs-export',
    GITHUB_ACTOR: owner,
    GITHUB_API_URL: run.apiUrl,
    GITHUB_GRAPHQL_URL: `${run.apiUrl}/graphql`,
    GITHUB_SERVER_URL: run.serverUrl,
    GITHUB_REPOSITORY: run.repository,
    GITHUB_REPOSITORY_OWNER: owner,
    GITHUB_EVENT_NAME: run.eventName,
    GITHUB_EVENT_PATH: files.eventFile,
    GITHUB_SHA: run.sha,
    GITHUB_REF: run.ref,
    GITHUB_REF_NAME: run.ref.replace(/^refs\/(heads|tags)\//, ''),
    GITHUB_REF_TYPE: run.ref.startsWith('refs/tags/') ? 'tag' : 'branch',
    GITHUB_RUN_ID: '1000001',
    GITHUB_RUN_NUMBER: '1',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_JOB: 'docs',
    GITHUB_WORKFLOW: 'Docs',
    GITHUB_WORKSPACE: files.workspace,
    GITHUB_OUTPUT: files.outputFile,
    GITHUB_STEP_SUMMARY: files.summaryFile,
    GITHUB_STATE: files.stateFile,
    GITHUB_ENV: files.envFile,
    GITHUB_PATH: files.pathFile,
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_NAME: 'harness',
    RUNNER_ENVIRONMENT: 'github-hosted',
    RUNNER_TEMP: files.runnerTemp,
    RUNNER_TOOL_CACHE: files.toolCache,
  };
}

/** What `${{ }}` in an input default may name, as the runner would evaluate it. */
export function expressionContext(vars: Record<string, string>, env: Record<string, string>): Record<string, string> {
  const pick = (name: string): string => vars[name] ?? '';
  return {
    'github.token': env.GITHUB_TOKEN ?? '',
    'github.repository': pick('GITHUB_REPOSITORY'),
    'github.repository_owner': pick('GITHUB_REPOSITORY_OWNER'),
    'github.event_name': pick('GITHUB_EVENT_NAME'),
    'github.api_url': pick('GITHUB_API_URL'),
    'github.server_url': pick('GITHUB_SERVER_URL'),
    'github.sha': pick('GITHUB_SHA'),
    'github.ref': pick('GITHUB_REF'),
    'github.workspace': pick('GITHUB_WORKSPACE'),
    'runner.temp': pick('RUNNER_TEMP'),
    'runner.os': pick('RUNNER_OS'),
  };
}

/**
 * Only PATH, HOME, TMPDIR and NODE_COMPILE_CACHE come from the parent: nothing else of the test process leaks into
 * the action. TMPDIR keeps what the action puts in the temp directory inside the test run's own one; the compile
 * cache only spares each action process compiling the sources again (test/support/temp-check.ts).
 */
export function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'NODE_COMPILE_CACHE']) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}
