// Why collecting stopped short, one rule for every part of the collect stage: which failure is a shortfall (the
// run's request budget, the organization's hourly quota, the service), what the collect stage says of it, and the
// words a report gives a count that it cut short. Anything else is not a shortfall and is thrown on.
import { ServiceError } from '../../client/types.ts';
import { AnalyticsQuotaSpent, BudgetExhausted } from './request-budget.ts';

/** Why a count was cut short; the published data block carries it (published-body/report-body.ts). */
export const COUNT_SHORTFALLS = ['budget', 'quota', 'service-cap', 'error', 'page-cap'] as const;
export type CountShortfall = (typeof COUNT_SHORTFALLS)[number];

/** A failure the collect stage takes as a shortfall, and its words for a log line, a section's `why` or what is missing. */
export interface Shortfall {
  shortfall: CountShortfall;
  why: string;
  /** The service's own message, for a log line or a section's `why` (escaped there), never a note unescaped. */
  detail?: string;
}

/** `why`, and the service's message after it when there is one. */
export const inFull = (s: Shortfall): string => (s.detail ? `${s.why}: ${s.detail}` : s.why);

/**
 * The shortfall of `error`: the budget of `budgetLimit` requests spent, the hourly quota spent, or the service's
 * error (404 is `service-cap`: the service does not offer it here); anything else is thrown on.
 */
export function shortfallOf(error: unknown, budgetLimit: number): Shortfall {
  if (error instanceof BudgetExhausted)
    return { shortfall: 'budget', why: `the request budget of ${budgetLimit} requests was spent` };
  if (error instanceof AnalyticsQuotaSpent)
    return { shortfall: 'quota', why: "the organization's hourly analytics quota is spent" };
  if (error instanceof ServiceError && error.reason === 'not-found')
    return { shortfall: 'service-cap', why: 'the service does not offer it for this project' };
  if (error instanceof ServiceError)
    return {
      shortfall: 'error',
      why: error.reason === 'bad-request' ? 'the service refused the query' : 'the service answered with an error',
      detail: error.message,
    };
  throw error;
}

/** What to do about a count the request budget cut short. */
export const BUDGET_ADVICE = 'raise request-budget to count them all';

/**
 * Why a count that paged `what` (feedback entries, assistant conversations) is a lower bound, as the report says it.
 * `service-cap` for feedback entries: feedback by page lists 100 pages only and the entries are not offered.
 */
export function shortfallWords(shortfall: CountShortfall, what: string): string {
  switch (shortfall) {
    case 'budget':
      return `the request budget ran out while the ${what} were paged`;
    case 'quota':
      return `the organization's hourly analytics quota ran out while the ${what} were paged`;
    case 'service-cap':
      return `the service does not offer the ${what} for this project`;
    case 'error':
      return `the service failed while the ${what} were paged`;
    case 'page-cap':
      return 'paging stopped at its limit of pages';
  }
}
