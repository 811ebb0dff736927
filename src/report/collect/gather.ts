// Collects a report's analytics within the request budget, by a plan made before the first request:
// the minimum of every chosen section for the period and its comparison (read back for free when an
// earlier report holds it), then the period's search pages beyond the first, then visitor pages beyond the first,
// then the assistant's further conversation pages, then feedback entries with what is left; saying honestly what
// could not be fetched.
import type { FeedbackPage, VisitorRow, VisitorsPage } from '../../client/types.ts';
import { StepFailure } from '../../runtime/failure.ts';
import { describeFailure } from '../../util/errors.ts';
import type { Period } from '../period.ts';
import type { CollectOptions } from './collect-options.ts';
import { pageConversations } from './conversations.ts';
import type { ConversationPager } from './conversations.ts';
import { readFeedbackEntries } from './feedback-entries.ts';
import { fetchOptionalSections } from './optional-sections.ts';
import type { CollectedReport, PeriodData } from './period-data.ts';
import { BudgetExhausted, callWithinBudget } from './request-budget.ts';
import type { RequestBudget } from './request-budget.ts';
import { describePlan, minimumRequests } from './request-plan.ts';
import { pageSearches } from './searches.ts';
import { inFull, shortfallOf } from './shortfall.ts';

/** The API's largest pages. */
export const VISITORS_PAGE_SIZE = 250;
export const FEEDBACK_PAGE_SIZE = 100;
/** Stops a server that never stops saying `hasMore` (50,000 rows). */
export const DEFAULT_MAX_VISITOR_PAGES = 200;

export type { CollectOptions };

/**
 * Collects one period (feedback entries aside: see gatherAnalytics). Order, so that a small budget
 * still yields the headline numbers:
 * 1. the first visitors page (site-wide totals and the top rows; one row without `traffic`);
 * 2. the feedback by page, one request at limit=100 (the API has no next page for it);
 * 3. one request for each optional section chosen (searches, assistant, views), and with the assistant
 *    the first page of its conversations (further pages: see gatherAnalytics);
 * 4. with `searchGapMinimum` (the report period), further search pages until the terms fall below it (a few
 *    requests at most: they decide whether search tasks may close), leaving `reserve` requests untouched;
 * 5. the remaining visitor pages, offset += 250 while `hasMore`, leaving `reserve` requests untouched.
 * When the budget cannot cover the next request, collection stops before it and returns what it has,
 * with `feedbackFetched=false`, `visitorsComplete=false` or a section `not-fetched`. Throws
 * BudgetExhausted when not even the first visitors page fits (there are no totals to report),
 * AnalyticsQuotaSpent on a 429 longer than `maxRateLimitWaitMs` for visitors or feedback by page, and
 * any other service error of those as it comes.
 */
/** One period's data as collected, and where its conversations' paging goes on from (gatherAnalytics pages them last). */
export interface CollectedPeriod {
  data: PeriodData;
  conversationPager?: ConversationPager;
}

export async function collectPeriod(period: Period, options: CollectOptions): Promise<CollectedPeriod> {
  const { service, projectId, budget, log } = options;
  const { sections } = options;
  const traffic = sections.includes('traffic');
  const window = { dateFrom: period.dateFrom, dateTo: period.dateTo };
  const pageCap = options.maxVisitorPages ?? DEFAULT_MAX_VISITOR_PAGES;
  const requests = () => `requests ${budget.used}/${budget.limit}`;
  const pageSize = traffic ? VISITORS_PAGE_SIZE : 1;

  const visitorsPage = (page: number): Promise<VisitorsPage> =>
    callWithinBudget(
      `visitors page ${page} of ${period.label}`,
      (call) => service.visitors(projectId, { ...window, limit: pageSize, offset: (page - 1) * pageSize }, call),
      options,
    );

  const first = await visitorsPage(1);
  const visitors: VisitorRow[] = traffic ? [...first.visitors] : [];
  let hasMore = traffic && first.hasMore;
  let pages = 1;
  log.info(
    `Visitors, ${period.label}: page 1, ${visitors.length} rows so far${hasMore ? ', more to come' : ''} (${requests()})`,
  );

  const feedback = sections.includes('feedback')
    ? await fetchFeedback(period, options)
    : { feedback: [], feedbackCut: false, feedbackFetched: false };
  const optional = await fetchOptionalSections(period, options);
  if (optional.searchPager) optional.data.searches = await pageSearches(period, optional.searchPager, options);

  let visitorsComplete = traffic;
  while (hasMore) {
    if (options.reserve && budget.remaining <= options.reserve) {
      visitorsComplete = false;
      log.warning(
        `Visitors, ${period.label}: stopped after ${pages} pages (${visitors.length} rows) to keep ${options.reserve} requests for the comparison period's minimum; the visitor list is incomplete.`,
      );
      break;
    }
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

  const data = { period, totals: first.totals, visitors, visitorsComplete, ...feedback, ...optional.data };
  return { data, conversationPager: optional.conversationPager };
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

/** A period's data read back from an earlier report, and where it was published. */
export interface EarlierData {
  data: PeriodData;
  url: string;
}

export interface GatherInputs {
  period: Period;
  /** The preceding period when `compare` is on. */
  comparisonPeriod?: Period;
  /** The comparison period's data as an earlier report published it: no request is spent on it. */
  earlier?: EarlierData;
  budget: RequestBudget;
  collect: CollectOptions;
}

/**
 * Plans, then collects: the period's minimum, its search pages and visitor pages (keeping the comparison's minimum),
 * the comparison's, then the further conversation pages of both, then feedback entries of the period and
 * of the comparison with what is left.
 * Fails only when not even the current period's totals could be fetched; every other gap is named.
 */
export async function gatherAnalytics(inputs: GatherInputs): Promise<CollectedReport> {
  const { period, comparisonPeriod, earlier, budget, collect } = inputs;
  const { log } = collect;
  const { sections } = collect;
  const comparisonFromService = comparisonPeriod !== undefined && earlier === undefined;
  log.info(describePlan(sections, comparisonFromService ? 2 : 1, budget.limit));

  let first: CollectedPeriod;
  try {
    first = await collectPeriod(period, {
      ...collect,
      sections,
      reserve: comparisonFromService ? minimumRequests(sections) : 0,
    });
  } catch (error) {
    throw new StepFailure(
      `No report for ${period.label}: ${describeFailure(error)}`,
      { 'requests-used': String(budget.used) },
      { cause: error },
    );
  }

  let current = first.data;
  const missing: string[] = [];
  let previous: PeriodData | undefined;
  let previousPager: ConversationPager | undefined;
  let comparisonSource: CollectedReport['comparisonSource'] = 'none';
  let comparisonOrigin: string | undefined;
  if (comparisonPeriod && earlier) {
    previous = earlier.data;
    comparisonSource = 'earlier-report';
    comparisonOrigin = earlier.url;
  } else if (comparisonPeriod) {
    try {
      // Comments and questions are the report period's only: the comparison has no section for them. Its first
      // page of search terms is all it needs (the total, and the top terms of searches.csv).
      const collected = await collectPeriod(comparisonPeriod, {
        ...collect,
        sections: sections.filter((section) => section !== 'comments' && section !== 'questions'),
        searchGapMinimum: undefined,
      });
      previous = collected.data;
      previousPager = collected.conversationPager;
      comparisonSource = 'service';
    } catch (error) {
      // The service's own words stay in the log: what is missing goes into the report's notes as it is.
      const short = shortfallOf(error, budget.limit);
      missing.push(`the comparison period (${comparisonPeriod.label}): ${short.why}`);
      log.warning(`The comparison period ${comparisonPeriod.label} was not fetched: ${inFull(short)}.`);
    }
  }

  // Then the conversations beyond their first page, the period's first.
  current = await pageConversations(current, first.conversationPager, collect);
  if (previous && comparisonSource === 'service') previous = await pageConversations(previous, previousPager, collect);

  // Depth last: every entry counted where feedback by page was cut, and the comments, with what is left.
  const comments = sections.includes('comments');
  if (current.feedbackFetched || comments) {
    const entries = await readFeedbackEntries(current, collect, { count: current.feedbackCut, comments });
    current = { ...current, comments: entries.comments };
    if (current.feedbackFetched) current.feedbackCount = entries.feedbackCount;
  }
  if (previous?.feedbackFetched && comparisonSource === 'service') {
    const entries = await readFeedbackEntries(previous, collect, { count: previous.feedbackCut, comments: false });
    previous = { ...previous, feedbackCount: entries.feedbackCount };
  }

  return {
    current,
    previous,
    comparisonSource,
    comparisonOrigin,
    requestsUsed: budget.used,
    requestBudget: budget.limit,
    sections: [...sections],
    missing,
  };
}
