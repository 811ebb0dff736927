// The optional sections of one period, one request each: searches (the first page of terms, the 100 most
// searched, and the total; further pages: searches.ts), the assistant's questions by caller and the first page of
// its conversations (two requests), and page-view totals. A 404 means the project lacks
// the endpoint (a note, not a failure); a refused query (400) or a failing service is named with what
// the service said; the budget and the hourly quota end the section, never the report.
import type { AssistantCallers, CallOptions, VisitorCounts } from '../../client/types.ts';
import { capitalized } from '../../util/format.ts';
import type { Period } from '../period.ts';
import type { CollectOptions } from './collect-options.ts';
import { firstConversations } from './conversations.ts';
import type { ConversationPager } from './conversations.ts';
import type { PeriodData, Section } from './period-data.ts';
import { callWithinBudget } from './request-budget.ts';
import { firstSearches } from './searches.ts';
import type { SearchPager } from './searches.ts';
import { inFull, shortfallOf } from './shortfall.ts';

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

/** The optional sections' data, and where the paging of search terms and conversations goes on from when there is more. */
export interface OptionalSections {
  data: Pick<PeriodData, 'searches' | 'assistant' | 'conversations' | 'views'>;
  searchPager?: SearchPager;
  conversationPager?: ConversationPager;
}

/** The one request each chosen optional section needs for `period` (the assistant's two). */
export async function fetchOptionalSections(period: Period, options: CollectOptions): Promise<OptionalSections> {
  const { service, projectId } = options;
  const { sections } = options;
  const window = { dateFrom: period.dateFrom, dateTo: period.dateTo };
  const result: Pick<PeriodData, 'searches' | 'assistant' | 'conversations' | 'views'> = {};
  const section = <T>(what: string, call: (options: CallOptions) => Promise<T>) => fetchSection(what, call, options);
  let searchPager: SearchPager | undefined;
  if (sections.includes('searches')) {
    const first = await firstSearches(period, options, section);
    result.searches = first.section;
    searchPager = first.pager;
  }
  if (sections.includes('assistant'))
    result.assistant = await fetchSection<AssistantCallers>(
      `assistant questions of ${period.label}`,
      (call) => service.assistantCallers(projectId, window, call),
      options,
    );
  let conversationPager: ConversationPager | undefined;
  if (sections.includes('assistant')) {
    const first = await firstConversations({ period }, options, section);
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
  return { data: result, ...(searchPager && { searchPager }), ...(conversationPager && { conversationPager }) };
}
