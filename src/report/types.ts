import type { FeedbackRow, VisitorCounts, VisitorRow } from '../client/types.ts';
import type { PeriodName } from '../settings/types.ts';

/** A window of whole UTC days; `dateTo` is exclusive, as in the API. */
export interface Period {
  name: PeriodName;
  /** e.g. "2026-11-14 to 2026-11-20 (7 days)". */
  label: string;
  /** `YYYY-MM-DD`, inclusive. */
  dateFrom: string;
  /** `YYYY-MM-DD`, exclusive. */
  dateTo: string;
  days: number;
}

/** What one period's analytics came to, with honest flags for what could not be fetched. */
export interface PeriodData {
  period: Period;
  totals: VisitorCounts;
  /** Every page fetched, in the service's order. */
  visitors: VisitorRow[];
  /** False when paging stopped early (budget or the page cap): the named gap goes into the report. */
  visitorsComplete: boolean;
  /** At most 100 rows: the API has no next page for feedback. */
  feedback: FeedbackRow[];
  /** True when the service said `hasMore` at limit=100: feedback beyond the first 100 pages cannot be fetched. */
  feedbackCut: boolean;
  /** False when the budget ran out before feedback was fetched. */
  feedbackFetched: boolean;
}

/** Where the comparison period's data came from. */
export type ComparisonSource = 'service' | 'earlier-report' | 'none';

export interface CollectedReport {
  current: PeriodData;
  previous?: PeriodData;
  comparisonSource: ComparisonSource;
  /** e.g. the URL of the earlier report issue the comparison was read from. */
  comparisonOrigin?: string;
  requestsUsed: number;
  requestBudget: number;
  /** Parts that could not be fetched within the budget, named for the report. */
  missing: string[];
}
