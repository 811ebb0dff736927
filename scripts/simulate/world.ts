// The simulated world: one virtual clock for the action, the emulator and the GitHub fake, with the quarter's
// faults switched on and off as that clock passes them. Nothing here sleeps: a wait moves the clock.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { FaultSpec, GitHubFake } from '../../devkit/github-fake/index.ts';
import { startEmulator } from '../../emulator/server.ts';
import type { Emulator, FaultRule } from '../../emulator/server.ts';
import type { Clock } from '../../src/util/clock.ts';
import type { Timeline } from './timeline.ts';
import { within } from './timeline.ts';

export const DEPLOY_REPO = 'acme/deploy';
export const VALUES_FILE = 'deploy/values.yaml';
export const DEPLOY_TOKEN = 'ghp_sim_deploy';
export const PULL_REQUEST_BRANCH = 'docs-export/static-export';
const VALUES = '# Values of the docs deployment.\nreplicaCount: 2\n\nstaticExport:\n  bundleUrl: ""\n';

export interface SimClock extends Clock {
  /** Moves the clock forward to `at` (never back), applying the faults of every instant passed. */
  advanceTo(at: number): void;
}

export interface World {
  clock: SimClock;
  emulator: Emulator;
  github: GitHubFake;
  workspace: string;
  /** Faults armed for the next run only: a GitHub blip or a concurrent commit on `branch`. */
  armRunFaults(faults: FaultSpec[]): void;
  close(): Promise<void>;
}

/** The service's answer during an outage (503) and a 429 period (a Retry-After longer than the client waits). */
const OUTAGE: FaultRule = { path: '^/v1/', action: 'status', status: 503, body: 'html' };
const THROTTLED: FaultRule = { path: '^/v1/', action: 'status', status: 429, retryAfter: '900' };

export async function startWorld(start: number, linkTtlHours: number, timeline: Timeline): Promise<World> {
  let now = start;
  let applied = '';
  let runFaults: FaultSpec[] = [];
  const emulator = await startEmulator({ now: () => now, linkTtlSeconds: linkTtlHours * 3600, jobDurationMs: 8_000 });
  const github = await startGitHubFake({
    tokens: [{ token: DEPLOY_TOKEN, login: 'deploy-bot', repos: [DEPLOY_REPO] }],
    repos: [{ owner: 'acme', name: 'deploy', private: true, files: { [VALUES_FILE]: VALUES } }],
    clock: () => new Date(now),
  });
  const workspace = await mkdtemp(join(tmpdir(), 'docs-simulate-'));

  const applyFaults = (): void => {
    const outage = within(timeline.outages, now) !== undefined;
    const throttled = within(timeline.throttled, now) !== undefined;
    const incident = within(timeline.githubIncidents, now) !== undefined;
    const state = `${outage}${throttled}${incident}`;
    if (state === applied) return;
    applied = state;
    emulator.setFaults({ rules: [...(outage ? [OUTAGE] : []), ...(throttled ? [THROTTLED] : [])] });
    github.setFaults(incident ? [{ kind: 'server-error', status: 503, times: 1_000_000 }] : runFaults);
  };

  const clock: SimClock = {
    now: () => now,
    advanceTo(at) {
      if (at <= now) return;
      now = at;
      applyFaults();
    },
    sleep(ms, signal) {
      signal?.throwIfAborted();
      clock.advanceTo(now + Math.max(0, ms));
      return Promise.resolve();
    },
  };
  applyFaults();

  return {
    clock,
    emulator,
    github,
    workspace,
    armRunFaults(faults) {
      runFaults = faults;
      applied = '';
      applyFaults();
    },
    close: async () => {
      await Promise.all([emulator.close(), github.close()]);
      await rm(workspace, { recursive: true, force: true });
    },
  };
}
