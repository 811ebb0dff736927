// Runs the report mode the way main.ts does, with a scripted analytics service (counting its calls),
// the GitHub fake over real HTTP, a fixed clock and a memory log.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { virtualClock } from '../../devkit/clock.ts';
import { memoryLog } from '../../devkit/log.ts';
import { ServiceError } from '../../src/client/types.ts';
import type { CallOptions, FeedbackPage, ServiceClient, VisitorsPage } from '../../src/client/types.ts';
import { createOctokit } from '../../src/github/octokit.ts';
import type { Octokit } from '../../src/github/octokit.ts';
import type { PeriodData } from '../../src/report/collect/period-data.ts';
import type { RunContext, RunnerEnvironment } from '../../src/runtime/context.ts';
import { createRunContext } from '../../src/runtime/create-context.ts';
import type { ReportRunSettings, ReportSettings } from '../../src/settings/types.ts';
import { settled } from '../support/settled.ts';
import { memorySummary } from '../support/summary.ts';
import { currentData } from './fixtures.ts';

export const API_KEY = 'svc_live_SECRET_0123456789abcdef';
export const REPOSITORY = 'acme/docs';

export interface ServiceCall {
  call: 'visitors' | 'feedback';
  dateFrom: string;
  offset?: number;
}

/**
 * Analytics by period (keyed by `dateFrom`); a period it does not know gets the fixture's current data.
 * Every attempt first asks `beforeAttempt`, as the real client does.
 */
export function analyticsService(periods: Record<string, PeriodData> = {}): ServiceClient & { calls: ServiceCall[] } {
  const calls: ServiceCall[] = [];
  const dataFor = (dateFrom: string) => periods[dateFrom] ?? currentData();
  const unsupported = () => Promise.reject(new Error('not part of analytics'));
  // An older deployment: the endpoints beyond visitors and feedback by page are not offered (404).
  const notOffered = (_project: string, _query: unknown, options?: CallOptions) =>
    settled(() => {
      options?.beforeAttempt?.();
      throw new ServiceError('not-found', 'GET /v1/analytics/proj_docs/feedback: 404 Not Found', { status: 404 });
    });
  return {
    feedbackEntries: notOffered,
    searches: notOffered,
    views: notOffered,
    assistantCallers: notOffered,
    assistantConversations: notOffered,
    calls,
    startJob: unsupported,
    getJob: unsupported,
    createBundle: unsupported,
    triggerDeployment: unsupported,
    getDeploymentStatus: unsupported,
    visitors: (_project, query, options): Promise<VisitorsPage> =>
      settled(() => {
        options?.beforeAttempt?.();
        calls.push({ call: 'visitors', dateFrom: query.dateFrom, offset: query.offset });
        const data = dataFor(query.dateFrom);
        const rows = data.visitors.slice(query.offset, query.offset + query.limit);
        return { totals: data.totals, visitors: rows, hasMore: query.offset + query.limit < data.visitors.length };
      }),
    feedbackByPage: (_project, query, options): Promise<FeedbackPage> =>
      settled(() => {
        options?.beforeAttempt?.();
        calls.push({ call: 'feedback', dateFrom: query.dateFrom });
        const data = dataFor(query.dateFrom);
        return { feedback: data.feedback.slice(0, query.limit), hasMore: data.feedbackCut };
      }),
  };
}

/** Report settings as parseSettings makes them: `github` set exactly when comments, issues or tasks go to GitHub. */
export function reportSettings(
  report: Partial<ReportSettings>,
  githubToken: string,
  reportDir: string,
): ReportRunSettings {
  const publish = report.publish ?? ['summary'];
  const [owner = '', repo = ''] = REPOSITORY.split('/');
  const toGitHub = publish.includes('comment') || publish.includes('issue');
  return {
    mode: 'report',
    service: { apiKey: API_KEY, apiUrl: 'https://docs-api.example.com', requestTimeoutMs: 30_000 },
    githubToken,
    report: {
      projectId: 'proj_docs',
      period: 'last-7-days',
      compare: true,
      feedbackStatus: [],
      top: 10,
      publish: ['summary'],
      issueTitle: 'Docs analytics: {{period.label}}',
      issueLabels: ['docs-analytics'],
      closePrevious: true,
      reportDir,
      requestBudget: 40,
      maxRateLimitWaitMs: 120_000,
      // The scripted service answers visitors and feedback by page; the other sections run against the emulator.
      sections: ['traffic', 'feedback'],
      trendPeriods: 12,
      taskIgnore: [],
      ...report,
      github: toGitHub || report.tasks ? { repository: { owner, repo } } : undefined,
    },
  };
}

export interface ReportRun {
  context: RunContext<ReportRunSettings>;
  log: ReturnType<typeof memoryLog>;
  summaries: string[];
}

export function reportRun(options: {
  settings: ReportRunSettings;
  service: ServiceClient;
  now: number;
  githubUrl?: string;
  event?: Record<string, unknown>;
  eventName?: string;
  /** Anything else of the runner's environment (the commit `sha`, `serverUrl`). */
  runner?: Partial<RunnerEnvironment>;
}): ReportRun {
  const log = memoryLog();
  const summaries: string[] = [];
  const runner: RunnerEnvironment = {
    workspace: os.tmpdir(),
    runnerTemp: os.tmpdir(),
    repository: REPOSITORY,
    eventName: options.eventName ?? 'schedule',
    event: options.event ?? {},
    serverUrl: 'https://github.com',
    githubApiUrl: options.githubUrl ?? 'http://127.0.0.1:9',
    ...options.runner,
  };
  const context = createRunContext({
    settings: options.settings,
    log,
    summary: memorySummary(summaries),
    setSecret: () => undefined,
    env: {},
    runner,
    clock: virtualClock(options.now),
    service: options.service,
    github: () => Promise.resolve({ octokit: testOctokit(options.settings.githubToken, runner.githubApiUrl) }),
  });
  return { context, log, summaries };
}

/**
 * Octokit as the action builds it, with throttling off: its pacing of writes (a second or more between
 * comment and issue writes) only slows tests down.
 */
export function testOctokit(token: string, baseUrl: string): Octokit {
  return createOctokit(token, baseUrl, memoryLog(), { throttle: false });
}

/** A new directory in the system temp directory, removed when the test file ends (devkit/temp.ts). */
export { tempDir } from '../../devkit/temp.ts';

/** Every file under `dir`, as text. */
export function filesIn(dir: string): Record<string, string> {
  return Object.fromEntries(fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]));
}
