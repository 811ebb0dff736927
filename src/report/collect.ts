// Collects a report's analytics within the request budget: the period's own, then the comparison's
// (read back for free when an earlier report holds it), saying honestly what could not be fetched.
import { ServiceError } from '../client/types.ts';
import type { FeedbackPage, ServiceClient, VisitorRow, VisitorsPage } from '../client/types.ts';
import { StepFailure } from '../runtime/failure.ts';
import type { Clock } from '../util/clock.ts';
import type { Log } from '../util/log.ts';
import { AnalyticsQuotaSpent, BudgetExhausted, callWithinBudget } from './budget.ts';
import type { RequestBudget } from './budget.ts';
import type { ReadBack } from './history/read-back.ts';
import type { CollectedReport, Period, PeriodData } from './types.ts';

/** The API's largest pages. */
export const VISITORS_PAGE_SIZE = 250;
export const FEEDBACK_PAGE_SIZE = 100;
/** Stops a server that never stops saying `hasMore` (50,000 rows). */
export const DEFAULT_MAX_VISITOR_PAGES = 200;

export interface CollectOptions {
  service: ServiceClient;
  projectId: string;
  feedbackSource?: string;
  /** Empty: no status filter. */
  feedbackStatus: string[];
  /** Shared by every call of the run; each attempt, retries included, takes one request. */
  budget: RequestBudget;
  /** Longest Retry-After of a 429 that is waited out; a longer one fails with AnalyticsQuotaSpent. */
  maxRateLimitWaitMs: number;
  clock: Clock;
  log: Log;
  maxVisitorPages?: number;
}

/**
 * Collects one period. Order, so that a small budget still yields the headline numbers:
 * 1. the first visitors page (site-wide totals and the top rows);
 * 2. the feedback, one request at limit=100 (the API has no next page for it);
 * 3. the remaining visitor pages, offset += 250 while `hasMore`.
 * When the budget cannot cover the next request, collection stops before it and returns what it has,
 * with `feedbackFetched=false` or `visitorsComplete=false`. Throws BudgetExhausted when not even the
 * first visitors page fits (there are no totals to report), AnalyticsQuotaSpent on a 429 longer than
 * `maxRateLimitWaitMs`, and any other service error as it comes.
 */
export async function collectPeriod(period: Period, options: CollectOptions): Promise<PeriodData> {
  const { service, projectId, budget, log } = options;
  const window = { dateFrom: period.dateFrom, dateTo: period.dateTo };
  const pageCap = options.maxVisitorPages ?? DEFAULT_MAX_VISITOR_PAGES;
  const requests = () => `requests ${budget.used}/${budget.limit}`;

  const visitorsPage = (page: number): Promise<VisitorsPage> =>
    callWithinBudget(
      `visitors page ${page} of ${period.label}`,
      (call) =>
        service.visitors(
          projectId,
          { ...window, limit: VISITORS_PAGE_SIZE, offset: (page - 1) * VISITORS_PAGE_SIZE },
          call,
        ),
      options,
    );

  const first = await visitorsPage(1);
  const visitors: VisitorRow[] = [...first.visitors];
  let hasMore = first.hasMore;
  let pages = 1;
  log.info(
    `Visitors, ${period.label}: page 1, ${visitors.length} rows so far${hasMore ? ', more to come' : ''} (${requests()})`,
  );

  const feedback = await fetchFeedback(period, options);

  let visitorsComplete = true;
  while (hasMore) {
    if (pages >= pageCap) {
      visitorsComplete = false;
      log.warning(
        `Visitors, ${period.label}: stopped after ${pages} pages (${visitors.length} rows) although the service still says there are more; the visitor list is incomplete.`,
      );
      break;
    }
    let page: VisitorsPage;
    try {
      page = await visitorsPage(pages + 1);
    } catch (error) {
      if (!(error instanceof BudgetExhausted)) throw error;
      visitorsComplete = false;
      log.warning(
        `Visitors, ${period.label}: the request budget (${budget.limit}) is spent after ${pages} pages (${visitors.length} rows); the visitor list is incomplete.`,
      );
      break;
    }
    pages += 1;
    visitors.push(...page.visitors);
    hasMore = page.hasMore;
    log.info(
      `Visitors, ${period.label}: page ${pages}, ${visitors.length} rows so far${hasMore ? ', more to come' : ''} (${requests()})`,
    );
  }

  return { period, totals: first.totals, visitors, visitorsComplete, ...feedback };
}

async function fetchFeedback(
  period: Period,
  options: CollectOptions,
): Promise<Pick<PeriodData, 'feedback' | 'feedbackCut' | 'feedbackFetched'>> {
  const { service, projectId, budget, log } = options;
  let page: FeedbackPage;
  try {
    page = await callWithinBudget(
      `feedback of ${period.label}`,
      (call) =>
        service.feedbackByPage(
          projectId,
          {
            dateFrom: period.dateFrom,
            dateTo: period.dateTo,
            limit: FEEDBACK_PAGE_SIZE,
            source: options.feedbackSource || undefined,
            status: options.feedbackStatus.length > 0 ? options.feedbackStatus : undefined,
          },
          call,
        ),
      options,
    );
  } catch (error) {
    if (!(error instanceof BudgetExhausted)) throw error;
    log.warning(`Feedback, ${period.label}: the request budget (${budget.limit}) is spent; feedback was not fetched.`);
    return { feedback: [], feedbackCut: false, feedbackFetched: false };
  }
  const cut = page.hasMore ? `; the service has more, which its API cannot page to` : '';
  log.info(
    `Feedback, ${period.label}: ${page.feedback.length} pages with feedback${cut} (requests ${budget.used}/${budget.limit})`,
  );
  return { feedback: page.feedback, feedbackCut: page.hasMore, feedbackFetched: true };
}

export interface GatherInputs {
  period: Period;
  /** The preceding period when `compare` is on. */
  comparisonPeriod?: Period;
  readBack?: ReadBack;
  budget: RequestBudget;
  collect: CollectOptions;
}

/** Fails only when not even the current period's totals could be fetched; every other gap is named in `missing`. */
export async function gatherAnalytics(inputs: GatherInputs): Promise<CollectedReport> {
  const { period, comparisonPeriod, readBack, budget, collect } = inputs;
  const { log } = collect;
  let current: PeriodData;
  try {
    current = await collectPeriod(period, collect);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new StepFailure(`No report for ${period.label}: ${message}`, { 'requests-used': String(budget.used) });
  }

  const missing: string[] = [];
  let previous: PeriodData | undefined;
  let comparisonSource: CollectedReport['comparisonSource'] = 'none';
  let comparisonOrigin: string | undefined;
  if (comparisonPeriod && readBack) {
    previous = readBack.report.data;
    comparisonSource = 'earlier-report';
    comparisonOrigin = readBack.url;
  } else if (comparisonPeriod) {
    try {
      previous = await collectPeriod(comparisonPeriod, collect);
      comparisonSource = 'service';
    } catch (error) {
      if (error instanceof BudgetExhausted)
        missing.push(
          `the comparison period (${comparisonPeriod.label}): the request budget of ${budget.limit} requests was spent`,
        );
      else if (error instanceof AnalyticsQuotaSpent)
        missing.push(
          `the comparison period (${comparisonPeriod.label}): the organisation's hourly analytics quota is spent`,
        );
      else if (error instanceof ServiceError)
        missing.push(`the comparison period (${comparisonPeriod.label}): the service answered with an error`);
      else throw error;
      log.warning(`The comparison period ${comparisonPeriod.label} was not fetched: ${error.message}`);
    }
  }
  return {
    current,
    previous,
    comparisonSource,
    comparisonOrigin,
    requestsUsed: budget.used,
    requestBudget: budget.limit,
    missing,
  };
}
