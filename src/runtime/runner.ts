import fs from 'node:fs';
import os from 'node:os';
import type { RunnerEnvironment } from './context.ts';

/** Reads what the runner sets in the environment; tolerant of a missing or broken event file. */
export function readRunnerEnvironment(env: NodeJS.ProcessEnv = process.env): RunnerEnvironment {
  return {
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    runnerTemp: env.RUNNER_TEMP || os.tmpdir(),
    repository: env.GITHUB_REPOSITORY || undefined,
    eventName: env.GITHUB_EVENT_NAME || undefined,
    event: readEvent(env.GITHUB_EVENT_PATH),
    serverUrl: env.GITHUB_SERVER_URL || 'https://github.com',
    githubApiUrl: env.GITHUB_API_URL || 'https://api.github.com',
    runId: env.GITHUB_RUN_ID || undefined,
    sha: env.GITHUB_SHA || undefined,
  };
}

function readEvent(eventPath: string | undefined): Record<string, unknown> {
  if (!eventPath) return {};
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(eventPath, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Whether the runner belongs to GitHub Enterprise Server, which the artifact client the action uses refuses:
 * the address (server first, then API) that is neither github.com nor GitHub Enterprise Cloud (`*.ghe.com`),
 * undefined when both are.
 */
export function enterpriseServerAddress(
  runner: Pick<RunnerEnvironment, 'serverUrl' | 'githubApiUrl'>,
): string | undefined {
  if (!isCloudHost(runner.serverUrl, 'github.com')) return runner.serverUrl;
  if (!isCloudHost(runner.githubApiUrl, 'api.github.com')) return runner.githubApiUrl;
  return undefined;
}

function isCloudHost(address: string, dotCom: string): boolean {
  let host: string;
  try {
    host = new URL(address).hostname.toLowerCase();
  } catch {
    return false;
  }
  // Loopback hosts are a developer's own stand-ins (as `*.localhost` is for the artifact client), not a GHES;
  // so are names under `.test`, which RFC 6761 keeps for testing (a test proxy resolves them).
  const standIn =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.test') ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '[::1]';
  return host === dotCom || host.endsWith('.ghe.com') || standIn;
}
