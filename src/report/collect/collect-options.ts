// What every request of the collect stage is made with: the service, the project and its filters, the run's
// request budget, and where progress goes.
import type { ServiceClient } from '../../client/types.ts';
import type { ReportSection } from '../../settings/types.ts';
import type { Clock } from '../../util/clock.ts';
import type { Log } from '../../util/log.ts';
import type { RequestBudget } from './request-budget.ts';

export interface CollectOptions {
  service: ServiceClient;
  projectId: string;
  feedbackSource?: string;
  /** Empty: no status filter. */
  feedbackStatus: string[];
  /** What the report holds (settings' `sections`). */
  sections: readonly ReportSection[];
  /** Shared by every call of the run; each attempt, retries included, takes one request. */
  budget: RequestBudget;
  /** Longest Retry-After of a 429 that is waited out; a longer one fails with AnalyticsQuotaSpent. */
  maxRateLimitWaitMs: number;
  clock: Clock;
  log: Log;
  maxVisitorPages?: number;
  /** Requests the paging of search terms and visitors leaves untouched (the comparison period's minimum, planned before). */
  reserve?: number;
  /**
   * The report period's search terms are paged until one searched fewer times than this is read: the content-gap
   * minimum, below which no term further down can be a gap. Without it (the comparison period), the first page only.
   */
  searchGapMinimum?: number;
}
