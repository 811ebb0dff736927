import { ActionError } from '../util/errors.ts';

/** What the rest of the action sees of the service: typed calls, one error type. */

export interface Job {
  jobId: string;
  /** `queued`, `running`, `completed`, `failed`, or a status this client does not know. */
  status: string;
  /** 0 to 100, while the job runs. */
  progress?: number;
  pageCount?: number;
  error?: string;
  createdAt?: string;
  updatedAt?: string;
}

export interface Bundle {
  jobId?: string;
  bundleUrl: string;
  sizeBytes?: number;
  /** RFC 3339 as the service sent it. */
  expiresAt: string;
}

export interface StartJobRequest {
  domain: string;
  version?: string;
  paths?: string[];
}

export interface DateWindow {
  /** `YYYY-MM-DD`, inclusive. */
  dateFrom: string;
  /** `YYYY-MM-DD`, exclusive. */
  dateTo: string;
}

export interface VisitorsQuery extends DateWindow {
  limit: number;
  offset: number;
}

export interface FeedbackQuery extends DateWindow {
  limit: number;
  source?: string;
  /** Sent comma-separated. */
  status?: string[];
}

export interface VisitorCounts {
  human: number;
  ai: number;
  total: number;
}

export interface VisitorRow extends VisitorCounts {
  path: string;
}

export interface VisitorsPage {
  totals: VisitorCounts;
  visitors: VisitorRow[];
  hasMore: boolean;
}

export interface FeedbackRow {
  path: string;
  thumbsUp: number;
  thumbsDown: number;
  code: number;
  total: number;
}

export interface FeedbackPage {
  feedback: FeedbackRow[];
  hasMore: boolean;
}

export interface FeedbackEntriesQuery extends DateWindow {
  /** 1 to 100. */
  limit: number;
  /** From the previous page's `nextCursor`. */
  cursor?: string;
  source?: string;
  /** Sent comma-separated. */
  status?: string[];
}

/**
 * One feedback entry as the action keeps it. The reader's `contact` address is personal data and the
 * snippet of a code entry is the reader's code: neither is kept (the schema drops both when parsing).
 */
export interface FeedbackEntry {
  id: string;
  path: string;
  /** Free text of a reader or an AI agent: hostile text. */
  comment: string | null;
  createdAt: string | null;
  /** `code_snippet`, `contextual`, `agent`, `thumbs_only`, or a source this client does not know. */
  source: string;
  /** `pending`, `in_progress`, `resolved`, `dismissed`, or a status this client does not know. */
  status: string;
  /** `contextual` only: thumbs up when true. */
  helpful?: boolean;
  /** `code_snippet` only. */
  lang?: string | null;
  filename?: string | null;
}

export interface FeedbackEntriesPage {
  feedback: FeedbackEntry[];
  nextCursor: string | null;
  hasMore: boolean;
}

export interface SearchesQuery extends DateWindow {
  /** 1 to 100. */
  limit: number;
  cursor?: string;
}

export interface SearchRow {
  /** Typed by a visitor: hostile text. */
  searchQuery: string;
  hits: number;
  /**
   * Click-through rate of the results, as the service sent it: the reference gives no scale, so a
   * fraction (0 to 1) or a percentage (0 to 100); the report reads one scale per answer (ctrAsFractions).
   */
  ctr: number;
  /** The result path clicked most; null when none was clicked. */
  topClickedPage: string | null;
  lastSearchedAt?: string;
}

export interface SearchesPage {
  searches: SearchRow[];
  /** Search events in the range: the sum of all hits, not of distinct terms. */
  totalSearches: number;
  nextCursor: string | null;
}

export interface ViewsQuery extends DateWindow {
  /** 1 to 250. */
  limit: number;
  offset: number;
}

export interface ViewsPage {
  totals: VisitorCounts;
  views: VisitorRow[];
  hasMore: boolean;
}

/** Questions put to the site's AI assistant, by where they came from. */
export interface AssistantCallers {
  web: number;
  api: number;
  other: number;
  total: number;
}

export interface AssistantConversationsQuery extends DateWindow {
  /** 1 to 1000. */
  limit: number;
  /** `nextCursor` of the previous page (a ULID). */
  cursor?: string;
}

/** One question put to the site's AI assistant, and what it answered. */
export interface AssistantConversation {
  id: string;
  timestamp: string;
  /** What the user typed: hostile text that may hold personal data; never to be logged or published as is. */
  query: string;
  response: string;
  /** `answer`, `clarifying_question`, or a type this client does not know (`answer` when the service sent none). */
  responseType: string;
  /** Pages the answer cited (full URLs). */
  sources: { title: string; url: string }[];
  /** `answered`, `unanswered` (not covered by the documentation), or a status this client does not know. */
  resolutionStatus: string;
  queryCategory: string | null;
  /** Full URL of the page where the conversation started; null when it did not start on a page. */
  pageUrl: string | null;
  /** The thread of the turn, where the service says it (the reference's prose, not its schema). */
  conversationId?: string;
}

export interface AssistantConversationsPage {
  conversations: AssistantConversation[];
  nextCursor: string | null;
  hasMore: boolean;
}

/** Per-call controls. */
export interface CallOptions {
  /** Called before every attempt, retries included; throwing stops the call (e.g. a spent request budget). */
  beforeAttempt?: () => void;
  /**
   * Called after an attempt that certainly never reached the service (it failed before a connection was made),
   * so that what `beforeAttempt` counted can be taken back. An attempt that may have reached it (its bytes were
   * sent, then it timed out or the connection broke) is not reported: when unsure, it counts.
   */
  afterUnsentAttempt?: () => void;
  /** Longest `Retry-After` this call accepts on a 429 before giving up (defaults to the client's cap). */
  maxRetryAfterMs?: number;
  signal?: AbortSignal;
  /** Attempts in all (the first included); 1 sends the request once and leaves retrying to the caller's own pace. */
  attempts?: number;
  /**
   * How long this call may wait for its answer (a bundle still being packaged), instead of `request-timeout`;
   * `request-timeout` still ends a body that goes silent.
   */
  answerTimeoutMs?: number;
}

/** A deployment of a documentation project (`GET /v1/project/update-status/{statusId}`). */
export interface DeploymentStatus {
  statusId: string;
  /** `queued`, `in_progress`, `success`, `failure`, or a status this client does not know. */
  status: string;
  summary?: string;
  logs?: string[];
  createdAt?: string;
  endedAt?: string;
}

export interface ServiceClient {
  /** Never retried once the request may have reached the server: a retry could start a second export. */
  startJob(request: StartJobRequest, options?: CallOptions): Promise<Job>;
  getJob(jobId: string, options?: CallOptions): Promise<Job>;
  createBundle(jobId: string, options?: CallOptions): Promise<Bundle>;
  visitors(projectId: string, query: VisitorsQuery, options?: CallOptions): Promise<VisitorsPage>;
  feedbackByPage(projectId: string, query: FeedbackQuery, options?: CallOptions): Promise<FeedbackPage>;
  /** Feedback entries, paged by cursor. The endpoints below answer 404 where the project lacks them. */
  feedbackEntries(projectId: string, query: FeedbackEntriesQuery, options?: CallOptions): Promise<FeedbackEntriesPage>;
  searches(projectId: string, query: SearchesQuery, options?: CallOptions): Promise<SearchesPage>;
  views(projectId: string, query: ViewsQuery, options?: CallOptions): Promise<ViewsPage>;
  assistantCallers(projectId: string, window: DateWindow, options?: CallOptions): Promise<AssistantCallers>;
  /** The assistant's conversations, one row per user turn, paged by cursor. */
  assistantConversations(
    projectId: string,
    query: AssistantConversationsQuery,
    options?: CallOptions,
  ): Promise<AssistantConversationsPage>;
  /** Never retried once the request may have reached the server: a retry could start a second deployment. */
  triggerDeployment(projectId: string, options?: CallOptions): Promise<{ statusId: string }>;
  getDeploymentStatus(statusId: string, options?: CallOptions): Promise<DeploymentStatus>;
}

export type ServiceErrorReason =
  | 'bad-request'
  | 'unauthorized'
  /** A 403: a key restricted to `read` or to IP addresses, or a plan without the feature (the message names those that fit). */
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'rate-limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'invalid-response';

/** Every failure of a service call: one message with the status, the service's `error` and each detail. */
export class ServiceError extends ActionError {
  readonly kind = 'service';
  /** What went wrong, for callers that branch on it. */
  readonly reason: ServiceErrorReason;
  readonly status?: number;
  /** From `Retry-After`, when the service sent one. */
  readonly retryAfterMs?: number;
  /** Worth another attempt by a caller that paces its own retries (a cut body, a 5xx, a 429, a lost connection). */
  readonly transient: boolean;
  constructor(
    reason: ServiceErrorReason,
    message: string,
    details: { status?: number; retryAfterMs?: number; transient?: boolean } = {},
  ) {
    super(message);
    this.name = 'ServiceError';
    this.reason = reason;
    this.status = details.status;
    this.retryAfterMs = details.retryAfterMs;
    this.transient = details.transient ?? ['rate-limited', 'server', 'network', 'timeout'].includes(reason);
  }
}
