// Everything one matrix row runs against, started fresh for the row so that faults, the clock, the
// request logs and the rate limit of one row never reach another (and rows can run side by side).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startGitHubFake } from '../../../devkit/github-fake/index.ts';
import type { FaultSpec, GitHubFake } from '../../../devkit/github-fake/index.ts';
import { startEmulator } from '../../../emulator/server.ts';
import type { Emulator, FaultConfig } from '../../../emulator/server.ts';
import { startTestProxy } from '../../support/proxy.ts';
import type { TestProxy } from '../../support/proxy.ts';
import { startServiceTap } from './service-tap.ts';
import type { JsonRewrite, ServiceTap } from './service-tap.ts';
import { VirtualClock } from './virtual-clock.ts';

export const GITHUB_TOKEN = 'ghs_matrixTokenA1b2C3d4E5f6G7h8I9j0';
export const BOT_LOGIN = 'github-actions[bot]';
/** The deployment repository that receives the values (private unless a row says otherwise). */
export const DEPLOY_REPO = 'acme/deploy';
export const VALUES_FILE = 'charts/docs/values.yaml';

export const INITIAL_VALUES = `# Values of the self-hosted docs deployment
replicaCount: 2
staticExport:
  enabled: true
  # Filled in by the docs export workflow
  bundleUrl: ""
  version: "1.4.0"
ingress:
  host: docs.internal.example.com
`;

export interface WorldOptions {
  /** Emulator seed: the data set and the fault dice (default 42). */
  seed?: number;
  jobDurationMs?: number;
  /**
   * The emulator's clock stands still and moves only when the row moves it (`advanceClock`): a job's state then
   * follows the row's events (a poll answered, the job started), never how fast the machine runs the action.
   */
  frozenClock?: boolean;
  /** The row runs on the machine's clock, not the virtual one (`clock`), as `frozenClock` rows do: see the README. */
  realTime?: boolean;
  linkTtlSeconds?: number;
  faults?: Partial<FaultConfig>;
  rewrites?: JsonRewrite[];
  /** Deployment repository visibility (default private). */
  publicDeployRepo?: boolean;
  /** Visibility of the workflow's own repository, acme/docs (default private): `push: none` writes into its workspace. */
  publicWorkspaceRepo?: boolean;
  githubFaults?: FaultSpec[];
  /** Values file text in the deployment repository and in the workspace (default INITIAL_VALUES). */
  values?: string;
  /** A logging forward proxy that asks for these credentials (`world.proxy`); the row's `env` points the run at it. */
  proxyCredentials?: { username: string; password: string };
}

export interface World {
  emulator: Emulator;
  tap: ServiceTap;
  github: GitHubFake;
  /** GITHUB_WORKSPACE of the run; it holds VALUES_FILE for `push: none`. */
  workspace: string;
  apiKey: string;
  initialValues: string;
  proxy?: TestProxy;
  /** The virtual clock the emulator's waits and the action's timers run on (absent for a real-time row). */
  clock?: VirtualClock;
  /**
   * Moves the emulator's clock forward, in this process and at once: called from a timer of the row, it takes
   * effect before any request the emulator holds on a later timer resumes, however busy the machine.
   */
  advanceClock(seconds: number): void;
  close(): Promise<void>;
}

export async function startWorld(options: WorldOptions = {}): Promise<World> {
  const frozenAt = Date.now();
  let clockOffsetMs = 0;
  // A frozen emulator clock moves on the run's events (job-pace.ts), which the action reaches at its own pace.
  const clock = options.realTime || options.frozenClock ? undefined : new VirtualClock(Date.now());
  const base = clock ? () => clock.now() : () => Date.now();
  const now = options.frozenClock ? () => frozenAt + clockOffsetMs : () => base() + clockOffsetMs;
  const emulator = await startEmulator({
    now,
    ...(clock && { pace: clock.pace }),
    jobDurationMs: options.jobDurationMs ?? 1200,
    ...(options.seed !== undefined && { seed: options.seed }),
    ...(options.linkTtlSeconds !== undefined && { linkTtlSeconds: options.linkTtlSeconds }),
    ...(options.faults && { faults: options.faults }),
  });
  const tap = await startServiceTap(emulator.url, options.rewrites);
  clock?.watchFront(() => tap.inFlight());
  const initialValues = options.values ?? INITIAL_VALUES;
  const [owner = '', name = ''] = DEPLOY_REPO.split('/');
  const github = await startGitHubFake({
    tokens: [{ token: GITHUB_TOKEN, login: BOT_LOGIN, type: 'Bot', installation: true }],
    repos: [
      { owner: 'acme', name: 'docs', private: !options.publicWorkspaceRepo, files: { 'README.md': '# Docs\n' } },
      {
        owner,
        name,
        private: !options.publicDeployRepo,
        files: { [VALUES_FILE]: initialValues, 'README.md': '# Deploy\n' },
      },
    ],
  });
  if (options.githubFaults) github.setFaults(options.githubFaults);
  const workspace = await mkdtemp(join(tmpdir(), 'matrix-ws-'));
  await mkdir(dirname(join(workspace, VALUES_FILE)), { recursive: true });
  await writeFile(join(workspace, VALUES_FILE), initialValues);
  const proxy = options.proxyCredentials && (await startTestProxy({ credentials: options.proxyCredentials }));

  return {
    emulator,
    tap,
    github,
    workspace,
    apiKey: emulator.keys.demo,
    initialValues,
    ...(proxy && { proxy }),
    ...(clock && { clock }),
    advanceClock(seconds) {
      clockOffsetMs += seconds * 1000;
    },
    async close() {
      await Promise.all([tap.close(), github.close(), proxy?.close()]);
      await emulator.close();
      await rm(workspace, { recursive: true, force: true });
    },
  };
}
