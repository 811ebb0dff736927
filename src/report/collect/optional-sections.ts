// The optional sections of one period, one request each: searches (the 100 most searched terms and
// the total), the assistant's questions by caller and the first page of its conversations (two
// requests), and page-view totals. A 404 means the project lacks
// the endpoint (a note, not a failure); a refused query (400) or a failing service is named with what
// the service said; the budget and the hourly quota end the section, never the report.
import type { AssistantCallers, CallOptions, SearchRow, VisitorCounts } from '../../client/types.ts';
import { sitePath } from '../page-path.ts';
import type { Period } from '../period.ts';
import { capText, CLICKED_PAGE_MAX_CHARS, SEARCH_TERM_MAX_CHARS } from '../text-caps.ts';
import type { CollectOptions } from './collect-options.ts';
import { firstConversations } from './conversations.ts';
import type { ConversationPager } from './conversations.ts';
import type { PeriodData, SearchesData, Section } from './period-data.ts';
import { callWithinBudget } from './request-budget.ts';
import { inFull, shortfallOf } from './shortfall.ts';

/** The searches endpoint's largest page: the top terms by hits. */
export const SEARCHES_PAGE_SIZE = 100;

/** Runs one section's request; what went wrong becomes the section's state. */
export async function fetchSection<T>(
  what: string,
  call: (options: CallOptions) => Promise<T>,
  options: CollectOptions,
): Promise<Section<T>> {
  const { budget, log } = options;
  try {
    return { state: 'ok', value: await callWithinBudget(what, call, options) };
  } catch (error) {
    const short = shortfallOf(error, budget.limit);
    if (short.shortfall === 'service-cap') {
      log.info(`${capitalized(what)}: not available for this project (the service answered 404).`);
      return { state: 'unavailable' };
    }
    log.warning(`${capitalized(what)}: not fetched: ${inFull(short)}.`);
    return { state: 'not-fetched', why: inFull(short) };
  }
}

/** The one request each chosen optional section needs for `period`. */
/** The optional sections' data, and where the conversations' paging goes on from when there is more. */
export interface OptionalSections {
  data: Pick<PeriodData, 'searches' | 'assistant' | 'conversations' | 'views'>;
  conversationPager?: ConversationPager;
}

export async function fetchOptionalSections(period: Period, options: CollectOptions): Promise<OptionalSections> {
  const { service, projectId } = options;
  const { sections } = options;
  const window = { dateFrom: period.dateFrom, dateTo: period.dateTo };
  const result: Pick<PeriodData, 'searches' | 'assistant' | 'conversations' | 'views'> = {};
  if (sections.includes('searches'))
    result.searches = await fetchSection<SearchesData>(
      `searches of ${period.label}`,
      async (call) => {
        const page = await service.searches(projectId, { ...window, limit: SEARCHES_PAGE_SIZE }, call);
        const read = ctrAsFractions(page.searches);
        if (read.scale === 'percentage')
          options.log.info(
            `Searches of ${period.label}: the service gave click-through rates as percentages (a rate above 1); read as such.`,
          );
        return {
          total: page.totalSearches,
          terms: read.rows.map(cappedTerm),
          everyTerm: page.searches.length < SEARCHES_PAGE_SIZE,
        };
      },
      options,
    );
  if (sections.includes('assistant'))
    result.assistant = await fetchSection<AssistantCallers>(
      `assistant questions of ${period.label}`,
      (call) => service.assistantCallers(projectId, window, call),
      options,
    );
  let conversationPager: ConversationPager | undefined;
  if (sections.includes('assistant')) {
    const first = await firstConversations({ period }, options, (what, call) => fetchSection(what, call, options));
    result.conversations = first.section;
    conversationPager = first.pager;
  }
  if (sections.includes('views'))
    result.views = await fetchSection<VisitorCounts>(
      `page views of ${period.label}`,
      // The totals come with any page: one row is enough.
      async (call) => (await service.views(projectId, { ...window, limit: 1, offset: 0 }, call)).totals,
      options,
    );
  return conversationPager ? { data: result, conversationPager } : { data: result };
}

/**
 * The rows with `ctr` as a fraction (0 to 1). The reference gives `ctr` no scale: this project read it as
 * 0 to 1, a client of the live API describes it as 0 to 100. One scale per answer: any rate above 1 means
 * the answer is in percentages. (An answer in percentages whose every rate is at most 1% reads as
 * fractions: nothing in it tells the two apart.)
 */
export function ctrAsFractions(rows: readonly SearchRow[]): { rows: SearchRow[]; scale: 'fraction' | 'percentage' } {
  if (!rows.some((row) => row.ctr > 1)) return { rows: [...rows], scale: 'fraction' };
  return { rows: rows.map((row) => ({ ...row, ctr: row.ctr / 100 })), scale: 'percentage' };
}

/**
 * A search row with its visitor-typed term capped, and its clicked page as a site path (it may be a full
 * URL), capped since it is only ever shown.
 */
function cappedTerm(row: SearchRow): SearchRow {
  const capped = { ...row, searchQuery: capText(row.searchQuery, SEARCH_TERM_MAX_CHARS) };
  if (row.topClickedPage) capped.topClickedPage = capText(sitePath(row.topClickedPage), CLICKED_PAGE_MAX_CHARS);
  return capped;
}

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
