// Task issues over real HTTP: the report mode against the service emulator (searches through a tap that may drop or
// plant terms) and the GitHub fake, week after week on the emulator's clock, with a workspace of docs files.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { followingClock, startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { memoryLog } from '../../devkit/log.ts';
import { createServiceClient } from '../../src/client/service.ts';
import { runReport } from '../../src/report/run.ts';
import type { Outputs } from '../../src/runtime/outputs.ts';
import type { ReportSettings, TaskSettings } from '../../src/settings/types.ts';
import { keyOf } from '../../src/tasks/state.ts';
import { NOW, startWorld, tap } from '../report/emulator-world.ts';
import type { Tapped, World } from '../report/emulator-world.ts';
import { reportRun, reportSettings, REPOSITORY, tempDir } from '../report/harness.ts';

export const TOKEN = 'ghp_reportbot_token';
export const BOT = 'report-bot';
/** A docs writer: closes tasks, opens and merges pull requests. */
export const WRITER = 'docs-writer';
export const WRITER_TOKEN = 'ghp_docs_writer_token';
export const WEEK = 7 * 86_400_000;
export const SHA = '0123456789abcdef0123456789abcdef01234567';

/** A workspace holding `files` (path → text), removed after the test. */
export function workspace(files: Record<string, string>): string {
  const dir = tempDir('tasks-workspace-');
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

export interface TaskRun {
  outputs: Outputs;
  failure?: unknown;
  summary: string;
  log: string;
}

/** Runs the report of the week `week` weeks after the emulator's test week (0: that week) with tasks on. */
export async function runWeek(
  setup: { world: World; tapped: Tapped; fake: GitHubFake; token?: string },
  week: number,
  tasks: Partial<TaskSettings> = {},
  report: Partial<ReportSettings> = {},
): Promise<TaskRun> {
  const now = NOW + week * WEEK;
  // The emulator answers only up to its own today.
  const ahead = now - setup.world.clock.now();
  if (ahead > 0) await setup.world.clock.sleep(ahead);
  const dir = tempDir('tasks-report-');
  const service = createServiceClient({
    apiUrl: setup.tapped.url,
    apiKey: setup.world.emulator.keys.demo,
    requestTimeoutMs: 10_000,
    clock: setup.world.clock,
    log: memoryLog(),
    random: () => 0,
  });
  const settings = reportSettings(
    {
      projectId: setup.world.emulator.projects.demo,
      sections: ['traffic', 'searches'],
      compare: false,
      publish: ['summary'],
      ...report,
      tasks: {
        labels: ['docs-gap'],
        maxNew: 50,
        closeAfter: 2,
        docsPaths: ['**/*.md', '**/*.mdx'],
        workspace: tempDir('tasks-empty-'),
        ...tasks,
      },
    },
    setup.token ?? TOKEN,
    dir,
  );
  const run = reportRun({ settings, service, now, githubUrl: setup.fake.url, runner: { sha: SHA } });
  let failure: unknown;
  const outputs = await runReport(run.context).catch((error: unknown) => {
    failure = error;
    return (error as { outputs?: Outputs }).outputs ?? {};
  });
  return { outputs, failure, summary: run.summaries.join('\n'), log: run.log.text() };
}

/** The fake's task issues (those with a key), by number. */
export function taskIssues(fake: GitHubFake) {
  return fake.issues(REPOSITORY).filter((issue) => keyOf(issue.body ?? '') !== undefined);
}

/** The links the report writes to its own task issues (the only links a surface check lets through). */
export function taskLinks(fake: GitHubFake): string[] {
  return taskIssues(fake).map((issue) => `https://github.com/${REPOSITORY}/issues/${issue.number}`);
}

/** Drops the search terms `terms` from every searches answer (as a week in which nobody searched for them). */
export function withoutTerms(terms: readonly string[]) {
  return (where: string, body: Record<string, unknown>): Record<string, unknown> => {
    if (!where.endsWith('/searches') || !Array.isArray(body.searches)) return body;
    const rows = body.searches as { searchQuery: string }[];
    return { ...body, searches: rows.filter((row) => !terms.includes(row.searchQuery)) };
  };
}

/** What a task test runs against: the emulator, a tap in front of it, and the GitHub fake with the bot's token. */
export interface TaskWorld {
  world: World;
  tapped: Tapped;
  fake: GitHubFake;
}

/** Before each test of the file (or block), a task world handed to `use`; closed after the test. */
export function eachTaskWorld(use: (started: TaskWorld) => void): void {
  let started: TaskWorld | undefined;
  beforeEach(async () => {
    const world = await startWorld();
    const tapped = await tap(world.emulator.url);
    const fake = await startGitHubFake({
      tokens: [
        { token: TOKEN, login: BOT },
        { token: WRITER_TOKEN, login: WRITER },
      ],
      repos: [{ owner: 'acme', name: 'docs' }],
      // The emulator's time: a task a run opens is opened on the run's day.
      clock: followingClock(() => world.clock.now()),
    });
    started = { world, tapped, fake };
    use(started);
  });
  afterEach(async () => {
    await started?.tapped.close();
    await started?.fake.close();
    await started?.world.close();
    started = undefined;
  });
}
