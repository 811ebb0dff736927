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
 * Whether the runner belongs to GitHub Enterprise Server: a server or API address that is neither
 * github.com nor GitHub Enterprise Cloud (`*.ghe.com`). The artifact client the action uses refuses GHES.
 */
export function onEnterpriseServer(runner: Pick<RunnerEnvironment, 'serverUrl' | 'githubApiUrl'>): boolean {
  return !isCloudHost(runner.serverUrl, 'github.com') || !isCloudHost(runner.githubApiUrl, 'api.github.com');
}

function isCloudHost(address: string, dotCom: string): boolean {
  let host: string;
  try {
    host = new URL(address).hostname.toLowerCase();
  } catch {
    return false;
  }
  // Loopback hosts are a developer's own stand-ins (as `*.localhost` is for the artifact client), not a GHES.
  const loopback =
    host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '[::1]';
  return host === dotCom || host.endsWith('.ghe.com') || loopback;
}
