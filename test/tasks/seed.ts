// Task issues planted in the GitHub fake as an earlier run would have left them (a key line, a body, a history
// line), and the task lifecycle driven straight against the fake, without the report around it.
import type { GitHubFake, IssueSnapshot } from '../../devkit/github-fake/index.ts';
import { memoryLog } from '../../devkit/log.ts';
import type { IdentifiedPlace } from '../../src/github/place.ts';
import type { RepositoryRef, TaskSettings } from '../../src/settings/types.ts';
import { taskKey } from '../../src/tasks/key.ts';
import { applyTasks, prepareTasks } from '../../src/tasks/run.ts';
import { keyLine, stateLine } from '../../src/tasks/state.ts';
import type { TaskOutcome, TaskPeriod } from '../../src/tasks/types.ts';
import { REPOSITORY, tempDir, testOctokit } from '../report/harness.ts';
import { PERIOD_RULES } from './period-rules.ts';
import { BOT, SHA, TOKEN } from './support.ts';

export const PROJECT = 'proj_seeded';
export const REPO: RepositoryRef = { owner: 'acme', repo: 'docs' };
/** The period an earlier run saw each planted task in. */
export const EARLIER = '2025-02-26';
/** The period the driven runs are for. */
export const PERIOD_FROM = '2025-03-05';

/** A search-term task as the action opened it: open, or closed by `closedBy` (default: the action itself). */
export function plantTask(
  fake: GitHubFake,
  term: string,
  options: { state?: 'open' | 'closed'; closedBy?: string; labels?: string[]; projectId?: string } = {},
): IssueSnapshot {
  const key = taskKey(options.projectId ?? PROJECT, 'search', term);
  const history = {
    v: 1 as const,
    kind: 'search' as const,
    term,
    opened: EARLIER,
    seen: [{ p: EARLIER, n: 20 }],
    without: [],
  };
  const issue = fake.addIssue(REPOSITORY, {
    title: `Docs gap: search term “${term}”`,
    body: `${keyLine(key)}\nPlanted by the test.\n${stateLine(history)}`,
    labels: options.labels ?? ['docs-gap'],
    login: BOT,
    type: 'User',
    // Closed by someone else: opened first, then closed by them.
    state: options.closedBy && options.closedBy !== BOT ? 'open' : (options.state ?? 'open'),
  });
  if (options.closedBy && options.closedBy !== BOT)
    return fake.setIssueState(REPOSITORY, issue.number, 'closed', options.closedBy);
  return issue;
}

/** A period whose search gaps are `terms`, `count` searches each, every source read in full. */
export function periodOf(terms: readonly string[], count = 30): TaskPeriod {
  return {
    dateFrom: PERIOD_FROM,
    dateTo: '2025-03-12',
    label: '2025-03-05 to 2025-03-11, 7 days',
    phrase: 'the week of 5–11 Mar 2025',
    gaps: terms.map((term) => ({ kind: 'search', term, count, ctr: 0, score: count / 10_000 })),
    readInFull: { search: true, category: true, page: true },
    ...PERIOD_RULES,
  };
}

export function taskSettings(settings: Partial<TaskSettings> = {}): TaskSettings {
  return {
    labels: ['docs-gap'],
    maxNew: 5,
    closeAfter: 2,
    docsPaths: ['**/*.md'],
    workspace: tempDir('tasks-seeded-'),
    ...settings,
  };
}

/** One run of the lifecycle (read, decide, write) against the fake; the log's text comes back beside the outcome. */
export async function driveTasks(
  fake: GitHubFake,
  period: TaskPeriod,
  settings: TaskSettings,
): Promise<{ outcome: TaskOutcome; log: string }> {
  const place: IdentifiedPlace = {
    octokit: testOctokit(TOKEN, fake.url),
    repository: REPO,
    identity: { kind: 'user', login: BOT },
  };
  const log = memoryLog();
  const prepared = await prepareTasks(place, { projectId: PROJECT, period, settings });
  const links = { serverUrl: 'https://github.com', repository: 'acme/docs', sha: SHA };
  // The run's day is the period's end, as a run after the period would have it.
  const clock = { now: () => Date.parse(`${period.dateTo}T10:00:00Z`) };
  const outcome = await applyTasks(place, prepared, { settings, links, log, clock });
  return { outcome, log: log.text() };
}

/** The requests that wrote something (every method but GET), from `from` on. */
export const writesSince = (fake: GitHubFake, from: number) =>
  fake.requests.slice(from).filter((request) => request.method !== 'GET');
