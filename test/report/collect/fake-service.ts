// A scripted ServiceClient for the collection logic: it honours beforeAttempt like the real client
// (called before every attempt, a throw stops the call) and records every attempt it made.
import { ServiceError } from '../../../src/client/types.ts';
import type {
  CallOptions,
  FeedbackPage,
  FeedbackQuery,
  FeedbackRow,
  ServiceClient,
  VisitorsPage,
  VisitorsQuery,
} from '../../../src/client/types.ts';
import { settled } from '../../support/settled.ts';

export type Attempt =
  | { call: 'visitors'; query: VisitorsQuery; options?: CallOptions }
  | { call: 'feedback'; query: FeedbackQuery; options?: CallOptions };

export interface FakeAnalytics {
  /** Visitor rows of the project; pages are cut from it by limit/offset. */
  visitorRows: number;
  feedbackRows?: number;
  /** Overrides `hasMore` of the visitors answer (a server that never says stop). */
  visitorsHasMore?: (query: VisitorsQuery) => boolean;
  /** Fails an attempt before it is answered: return an error to throw, or undefined to answer. */
  fault?: (attempt: Attempt, index: number) => ServiceError | undefined;
  /** Attempts per call on a 'server' fault, as the real client retries 5xx itself. */
  attemptsPerCall?: number;
  /** Wraps what beforeAttempt throws, as a client might. */
  wrapBeforeAttemptErrors?: boolean;
}

export function fakeService(data: FakeAnalytics): ServiceClient & { attempts: Attempt[] } {
  const attempts: Attempt[] = [];
  function attempt<T>(made: Attempt, answer: () => T): Promise<T> {
    return settled(() => {
      const tries = data.attemptsPerCall ?? 1;
      for (let n = 1; ; n++) {
        try {
          made.options?.beforeAttempt?.();
        } catch (error) {
          if (data.wrapBeforeAttemptErrors) throw new Error('call stopped before it was sent', { cause: error });
          throw error;
        }
        attempts.push(made);
        const fault = data.fault?.(made, attempts.length - 1);
        if (!fault) return answer();
        if (fault.reason !== 'server' || n >= tries) throw fault;
      }
    });
  }
  const unsupported = () => Promise.reject(new Error('not part of analytics'));
  const notOffered = () =>
    settled(() => {
      throw new ServiceError('not-found', 'GET /v1/analytics/x: 404 Not Found', { status: 404 });
    });
  return {
    attempts,
    startJob: unsupported,
    getJob: unsupported,
    createBundle: unsupported,
    triggerDeployment: unsupported,
    getDeploymentStatus: unsupported,
    visitors: (_projectId, query, options) =>
      attempt({ call: 'visitors', query, options }, (): VisitorsPage => {
        const end = Math.min(data.visitorRows, query.offset + query.limit);
        const visitors = [];
        for (let i = query.offset; i < end; i++) visitors.push({ path: `/page-${i}`, human: 2, ai: 1, total: 3 });
        const hasMore = data.visitorsHasMore ? data.visitorsHasMore(query) : end < data.visitorRows;
        return {
          totals: { human: data.visitorRows * 2, ai: data.visitorRows, total: data.visitorRows * 3 },
          visitors,
          hasMore,
        };
      }),
    feedbackByPage: (_projectId, query, options) =>
      attempt({ call: 'feedback', query, options }, (): FeedbackPage => {
        const rows = data.feedbackRows ?? 0;
        const feedback: FeedbackRow[] = [];
        for (let i = 0; i < Math.min(rows, query.limit); i++)
          feedback.push({ path: `/page-${i}`, thumbsUp: 1, thumbsDown: 0, code: 0, total: 1 });
        return { feedback, hasMore: rows > query.limit };
      }),
    feedbackEntries: notOffered,
    searches: notOffered,
    views: notOffered,
    assistantCallers: notOffered,
    assistantConversations: notOffered,
  };
}

export const rateLimited = (retryAfterMs?: number) =>
  new ServiceError('rate-limited', 'HTTP 429: rate limit exceeded', { status: 429, retryAfterMs });
export const serverError = () => new ServiceError('server', 'HTTP 503: unavailable', { status: 503 });
