// A repository in the GitHub fake with task issues as the report's task lifecycle writes them (tasks/body.ts), pull
// requests opened by a writer, and the task-links mode run against it in-process as execute.ts runs it: settings
// parsed from inputs without any service key, the context built without a service.
import { startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { memoryLog } from '../../devkit/log.ts';
import { createRunContext } from '../../src/runtime/create-context.ts';
import type { Outputs } from '../../src/runtime/outputs.ts';
import { parseSettings } from '../../src/settings/schema.ts';
import type { TaskLinksRunSettings } from '../../src/settings/types.ts';
import { runTaskLinks } from '../../src/task-links/run.ts';
import { taskBody } from '../../src/tasks/body.ts';
import type { DocsIndex } from '../../src/tasks/docs-files.ts';
import { taskKey } from '../../src/tasks/key.ts';
import { taskTitle } from '../../src/tasks/text.ts';
import type { TaskPeriod } from '../../src/tasks/types.ts';
import { normalizeTerm } from '../../src/util/term-form.ts';
import { testOctokit } from '../report/harness.ts';
import { rawInputs } from '../settings/defaults.ts';
import { memorySummary } from '../support/summary.ts';
import { PERIOD_RULES } from '../tasks/period-rules.ts';

export const REPOSITORY = 'acme/docs';
/** The workflow's token on a pull request of the repository: it may comment. */
export const WRITE_TOKEN = 'ghs_pull_request_write';
/** The token a fork's pull request gets: it reads, and may not write. */
export const READ_ONLY_TOKEN = 'ghs_fork_read_only';
const WRITER_TOKEN = 'ghp_docs_writer';
/** Who the workflow's token writes as: the report's tasks were opened with the same token. */
export const BOT = 'github-actions[bot]';
const SHA = '0123456789abcdef0123456789abcdef01234567';

export async function startWorld(): Promise<GitHubFake> {
  return startGitHubFake({
    tokens: [
      { token: WRITE_TOKEN, login: BOT, type: 'Bot', installation: true, repos: [REPOSITORY] },
      { token: READ_ONLY_TOKEN, login: BOT, type: 'Bot', installation: true, repos: [] },
      { token: WRITER_TOKEN, login: 'docs-writer', repos: [REPOSITORY] },
    ],
    repos: [
      {
        owner: 'acme',
        name: 'docs',
        private: false,
        files: { 'docs/install.md': '# Install\n\nRun the installer.\n', 'docs/labels.md': '# Labels\n' },
      },
    ],
  });
}

const PERIOD: TaskPeriod = {
  dateFrom: '2026-11-16',
  dateTo: '2026-11-23',
  label: '2026-11-16 to 2026-11-22, 7 days',
  phrase: 'the week of 16–22 Nov 2026',
  gaps: [],
  readInFull: { search: true, category: true, page: true },
  ...PERIOD_RULES,
};

/** A search-term task as the report opened it: its body names `files` as the docs files that mention the term. */
export function plantTask(fake: GitHubFake, term: string, files: string[], options: { login?: string } = {}) {
  const key = taskKey('proj_docs', 'search', term);
  const state = {
    v: 1 as const,
    kind: 'search' as const,
    term,
    opened: PERIOD.dateFrom,
    seen: [{ p: PERIOD.dateFrom, n: 40 }],
    without: [],
  };
  const docs: DocsIndex = {
    state: 'ok',
    mentions: new Map([
      [
        normalizeTerm(term),
        { files: files.map((path) => ({ path, lines: [3], lineCount: 1 })), fileCount: files.length },
      ],
    ]),
    sources: new Map(),
    read: { files: files.length, bytes: 100 },
    unread: { tooLarge: 0, pastCount: 0, pastBudget: 0 },
  };
  const gap = { kind: 'search' as const, term, count: 40, ctr: 0, score: 0.01 };
  const body = taskBody({
    key,
    kind: 'search',
    term,
    gap,
    period: { ...PERIOD, gaps: [gap] },
    state,
    openedOn: PERIOD.dateFrom,
    closeAfter: 2,
    docs,
    links: { serverUrl: 'https://github.com', repository: REPOSITORY, sha: SHA },
  });
  return fake.addIssue(REPOSITORY, {
    title: taskTitle('search', term),
    body,
    labels: ['docs-gap'],
    login: options.login ?? BOT,
    type: 'Bot',
  });
}

/** A writer's pull request from a branch of the repository that commits `files`. */
export async function openPullRequest(
  fake: GitHubFake,
  branch: string,
  files: Record<string, string>,
  body = 'Docs changes.',
): Promise<number> {
  fake.addBranch(REPOSITORY, branch);
  fake.commitFiles(REPOSITORY, branch, files, { login: 'docs-writer' });
  const { data } = await testOctokit(WRITER_TOKEN, fake.url).rest.pulls.create({
    owner: 'acme',
    repo: 'docs',
    head: branch,
    base: 'main',
    title: `Docs: ${branch}`,
    body,
  });
  return data.number;
}

/** The event payload of a pull request; from a fork, its head repository is another one. */
export function pullRequestEvent(number: number, options: { fork?: boolean } = {}) {
  const repo = (fullName: string) => ({ full_name: fullName });
  return {
    action: 'synchronize',
    number,
    pull_request: {
      number,
      head: { ref: 'change', repo: repo(options.fork ? 'outsider/docs' : REPOSITORY) },
      base: { ref: 'main', repo: repo(REPOSITORY) },
    },
    repository: { full_name: REPOSITORY, private: false },
  };
}

export interface LinksRun {
  outputs?: Outputs;
  failure?: unknown;
  summary: string;
  log: string;
}

/** One run of the mode for `event`, with no api-key nor api-url given: any service call would fail the run. */
export async function runLinks(
  fake: GitHubFake,
  event: Record<string, unknown>,
  options: { token?: string; eventName?: string } = {},
): Promise<LinksRun> {
  const token = options.token ?? WRITE_TOKEN;
  const env = { runnerTemp: '/tmp/runner', workspace: '/tmp/ws', repository: REPOSITORY };
  const { settings } = parseSettings(rawInputs({ mode: 'task-links', 'github-token': token }), env);
  const log = memoryLog();
  const summaries: string[] = [];
  const context = createRunContext({
    settings: settings as TaskLinksRunSettings,
    log,
    summary: memorySummary(summaries),
    setSecret: () => undefined,
    env: {},
    runner: {
      ...env,
      eventName: options.eventName ?? 'pull_request',
      event,
      serverUrl: 'https://github.com',
      githubApiUrl: fake.url,
    },
    github: () => Promise.resolve({ octokit: testOctokit(token, fake.url) }),
  });
  try {
    const outputs = await runTaskLinks(context);
    return { outputs, summary: summaries.join(''), log: log.text() };
  } catch (failure) {
    return { failure, summary: summaries.join(''), log: log.text() };
  }
}
