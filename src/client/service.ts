import { Agent } from 'undici';
import type { Dispatcher } from 'undici';
import type { z } from 'zod';
import type { Clock } from '../util/clock.ts';
import type { Log } from '../util/log.ts';
import { DEFAULT_RETRY_POLICY } from '../util/retry.ts';
import type { RetryPolicy } from '../util/retry.ts';
import { ACTION_VERSION } from '../version.ts';
import { performCall } from './call.ts';
import type { CallContext, ServiceRequest } from './call.ts';
import type { HttpDispatcher } from './dispatcher.ts';
import type { EndpointKind } from './errors.ts';
import { decodeBody } from './response.ts';
import {
  assistantCallersSchema,
  assistantConversationsPageSchema,
  bundleSchema,
  deploymentStatusSchema,
  deploymentTriggerSchema,
  feedbackEntriesPageSchema,
  feedbackPageSchema,
  jobSchema,
  searchesPageSchema,
  startedJobSchema,
  viewsPageSchema,
  visitorsPageSchema,
} from './schemas.ts';
import type {
  AssistantCallers,
  AssistantConversationsPage,
  Bundle,
  CallOptions,
  DeploymentStatus,
  FeedbackEntriesPage,
  FeedbackEntry,
  FeedbackPage,
  Job,
  SearchesPage,
  ServiceClient,
  ViewsPage,
  VisitorsPage,
} from './types.ts';

export interface ServiceClientOptions {
  /** Base address without `/v1`; a trailing `/` is tolerated. */
  apiUrl: string;
  apiKey: string;
  requestTimeoutMs: number;
  clock: Clock;
  log: Log;
  /** Where requests go: the run's one dispatcher (proxies from the environment). */
  http?: HttpDispatcher;
  /** A bare dispatcher instead (tests); without either, direct connections. */
  dispatcher?: Dispatcher;
  /** Jitter source in [0, 1); Math.random by default. */
  random?: () => number;
  retry?: Partial<RetryPolicy>;
}

/** Names the action and where to read about it; the repository's address outlives a Marketplace listing's name. */
export const USER_AGENT = `docs-export-action/${ACTION_VERSION} (+https://github.com/docs-export-action/docs-export-action)`;

/** The calls of the service, typed, validated, retried where that is safe. */
export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const base = options.apiUrl.replace(/\/+$/, '');
  const http = options.http ?? { dispatcher: options.dispatcher ?? new Agent(), proxyFor: () => undefined };
  const context: CallContext = {
    dispatcher: http.dispatcher,
    proxyFor: http.proxyFor,
    headers: {
      authorization: `Bearer ${options.apiKey}`,
      accept: 'application/json',
      'user-agent': USER_AGENT,
    },
    timeoutMs: options.requestTimeoutMs,
    clock: options.clock,
    log: options.log,
    random: options.random ?? Math.random,
    policy: { ...DEFAULT_RETRY_POLICY, ...options.retry },
    secrets: [options.apiKey],
  };

  async function call<S extends z.ZodType>(
    request: { method: 'GET' | 'POST'; path: string; query?: string; endpoint: EndpointKind; body?: unknown },
    schema: S,
    callOptions: CallOptions | undefined,
    /** False where the body may hold personal data: a body that is not JSON is then not quoted in the error. */
    quoteBody = true,
  ): Promise<z.output<S>> {
    const label = { method: request.method, path: request.path, endpoint: request.endpoint };
    const serviceRequest: ServiceRequest = {
      label,
      url: `${base}${request.path}${request.query ?? ''}`,
      // A second job start or deployment trigger would start a second export or deployment.
      retry: request.endpoint === 'start-job' || request.endpoint === 'deploy' ? 'unsent-only' : 'safe',
    };
    if (request.body !== undefined) serviceRequest.body = JSON.stringify(request.body);
    const callContext =
      serviceRequest.body === undefined
        ? context
        : { ...context, headers: { ...context.headers, 'content-type': 'application/json' } };
    return performCall(
      callContext,
      serviceRequest,
      (response) => decodeBody(label, response, schema, context.secrets, quoteBody),
      callOptions,
    );
  }

  const jobPath = (jobId: string) => `/v1/static-export/jobs/${encodeURIComponent(jobId)}`;
  const analyticsPath = (projectId: string, rest: string) => `/v1/analytics/${encodeURIComponent(projectId)}/${rest}`;
  const deployPath = (projectId: string) => `/v1/project/update/${encodeURIComponent(projectId)}`;
  const deploymentPath = (statusId: string) => `/v1/project/update-status/${encodeURIComponent(statusId)}`;

  return {
    async startJob(request, callOptions) {
      const body = { domain: request.domain, version: request.version, paths: request.paths };
      const job = await call(
        { method: 'POST', path: '/v1/static-export/jobs', endpoint: 'start-job', body },
        startedJobSchema,
        callOptions,
      );
      return toJob({ ...job, status: job.status ?? 'queued' }, job.jobId);
    },

    async getJob(jobId, callOptions) {
      const job = await call({ method: 'GET', path: jobPath(jobId), endpoint: 'job' }, jobSchema, callOptions);
      return toJob(job, jobId);
    },

    async createBundle(jobId, callOptions) {
      const bundle = await call(
        { method: 'POST', path: `${jobPath(jobId)}/bundle`, endpoint: 'bundle' },
        bundleSchema,
        callOptions,
      );
      return compact<Bundle>({
        jobId: bundle.jobId,
        bundleUrl: bundle.bundleUrl,
        sizeBytes: bundle.sizeBytes,
        expiresAt: bundle.expiresAt,
      });
    },

    async visitors(projectId, query, callOptions) {
      const page = await call(
        {
          method: 'GET',
          path: analyticsPath(projectId, 'visitors'),
          query: queryString({
            dateFrom: query.dateFrom,
            dateTo: query.dateTo,
            limit: query.limit,
            offset: query.offset,
          }),
          endpoint: 'analytics',
        },
        visitorsPageSchema,
        callOptions,
      );
      return {
        totals: visitCounts(page.totals),
        visitors: page.visitors.map((row) => ({ path: row.path, ...visitCounts(row) })),
        hasMore: page.hasMore,
      } satisfies VisitorsPage;
    },

    async feedbackByPage(projectId, query, callOptions) {
      const page = await call(
        {
          method: 'GET',
          path: analyticsPath(projectId, 'feedback/by-page'),
          query: queryString({
            dateFrom: query.dateFrom,
            dateTo: query.dateTo,
            limit: query.limit,
            source: query.source,
            status: query.status?.length ? query.status : undefined,
          }),
          endpoint: 'analytics',
        },
        feedbackPageSchema,
        callOptions,
      );
      return {
        feedback: page.feedback.map((row) => ({
          path: row.path,
          thumbsUp: row.thumbsUp,
          thumbsDown: row.thumbsDown,
          code: row.code,
          total: row.total,
        })),
        hasMore: page.hasMore,
      } satisfies FeedbackPage;
    },

    async feedbackEntries(projectId, query, callOptions) {
      const page = await call(
        {
          method: 'GET',
          path: analyticsPath(projectId, 'feedback'),
          query: queryString({
            dateFrom: query.dateFrom,
            dateTo: query.dateTo,
            limit: query.limit,
            cursor: query.cursor,
            source: query.source,
            status: query.status?.length ? query.status : undefined,
          }),
          endpoint: 'analytics-more',
        },
        feedbackEntriesPageSchema,
        callOptions,
        false,
      );
      return {
        feedback: page.feedback.map((entry) =>
          compact<FeedbackEntry>({
            id: entry.id,
            path: entry.path,
            comment: entry.comment,
            createdAt: entry.createdAt,
            source: entry.source,
            status: entry.status,
            helpful: entry.helpful,
            lang: entry.lang,
            filename: entry.filename,
          }),
        ),
        nextCursor: page.nextCursor,
        hasMore: page.hasMore,
      } satisfies FeedbackEntriesPage;
    },

    async searches(projectId, query, callOptions) {
      const page = await call(
        {
          method: 'GET',
          path: analyticsPath(projectId, 'searches'),
          query: queryString({
            dateFrom: query.dateFrom,
            dateTo: query.dateTo,
            limit: query.limit,
            cursor: query.cursor,
          }),
          endpoint: 'analytics-more',
        },
        searchesPageSchema,
        callOptions,
      );
      return {
        searches: page.searches.map((row) =>
          compact({
            searchQuery: row.searchQuery,
            hits: row.hits,
            ctr: row.ctr,
            topClickedPage: row.topClickedPage,
            lastSearchedAt: row.lastSearchedAt,
          }),
        ),
        totalSearches: page.totalSearches,
        nextCursor: page.nextCursor ?? null,
      } satisfies SearchesPage;
    },

    async views(projectId, query, callOptions) {
      const page = await call(
        {
          method: 'GET',
          path: analyticsPath(projectId, 'views'),
          query: queryString({
            dateFrom: query.dateFrom,
            dateTo: query.dateTo,
            limit: query.limit,
            offset: query.offset,
          }),
          endpoint: 'analytics-more',
        },
        viewsPageSchema,
        callOptions,
      );
      return {
        totals: visitCounts(page.totals),
        views: page.views.map((row) => ({ path: row.path, ...visitCounts(row) })),
        hasMore: page.hasMore,
      } satisfies ViewsPage;
    },

    async assistantCallers(projectId, window, callOptions) {
      const stats = await call(
        {
          method: 'GET',
          path: analyticsPath(projectId, 'assistant/caller-stats'),
          query: queryString({ dateFrom: window.dateFrom, dateTo: window.dateTo }),
          endpoint: 'analytics-more',
        },
        assistantCallersSchema,
        callOptions,
      );
      return { web: stats.web, api: stats.api, other: stats.other, total: stats.total } satisfies AssistantCallers;
    },

    async assistantConversations(projectId, query, callOptions) {
      const page = await call(
        {
          method: 'GET',
          path: analyticsPath(projectId, 'assistant'),
          query: queryString({
            dateFrom: query.dateFrom,
            dateTo: query.dateTo,
            limit: query.limit,
            cursor: query.cursor,
          }),
          endpoint: 'analytics-more',
        },
        assistantConversationsPageSchema,
        callOptions,
        // What readers asked may hold their e-mail address or phone number.
        false,
      );
      return {
        conversations: page.conversations.map((row) =>
          compact({
            id: row.id,
            timestamp: row.timestamp,
            query: row.query,
            response: row.response,
            responseType: row.responseType,
            sources: row.sources.map((source) => ({ title: source.title, url: source.url })),
            resolutionStatus: row.resolutionStatus,
            queryCategory: row.queryCategory,
            pageUrl: row.pageUrl,
            conversationId: row.conversationId,
          }),
        ),
        nextCursor: page.nextCursor,
        hasMore: page.hasMore,
      } satisfies AssistantConversationsPage;
    },

    async triggerDeployment(projectId, callOptions) {
      const { statusId } = await call(
        { method: 'POST', path: deployPath(projectId), endpoint: 'deploy' },
        deploymentTriggerSchema,
        callOptions,
      );
      return { statusId };
    },

    async getDeploymentStatus(statusId, callOptions) {
      const deployment = await call(
        { method: 'GET', path: deploymentPath(statusId), endpoint: 'deployment' },
        deploymentStatusSchema,
        callOptions,
      );
      return compact<DeploymentStatus>({
        statusId: deployment._id ?? statusId,
        status: deployment.status,
        summary: deployment.summary,
        logs: deployment.logs,
        createdAt: deployment.createdAt,
        endedAt: deployment.endedAt,
      });
    },
  };
}

/** A job as the service's schema parsed it: the id may be missing when the caller already knows it. */
function toJob(job: Omit<Job, 'jobId'> & { jobId?: string }, knownJobId: string): Job {
  return compact<Job>({
    jobId: job.jobId ?? knownJobId,
    status: job.status,
    progress: job.progress,
    pageCount: job.pageCount,
    error: job.error,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
  });
}

/** Drops undefined fields, so callers and snapshots see only what the service sent. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** `?a=1&b=x,y` with every value encoded; undefined values left out; list items joined by a literal comma. */
export function queryString(params: Record<string, string | number | readonly string[] | undefined>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const encoded =
      typeof value === 'object' ? value.map((v) => encodeURIComponent(v)).join(',') : encodeURIComponent(String(value));
    parts.push(`${encodeURIComponent(name)}=${encoded}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The three counts of a visitors or views row, without whatever else the service sends beside them. */
function visitCounts(row: { human: number; ai: number; total: number }): { human: number; ai: number; total: number } {
  return { human: row.human, ai: row.ai, total: row.total };
}
