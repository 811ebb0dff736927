// The assistant's conversations, counted: the first page (limit=1000) is part of the `assistant`
// section's minimum; further pages, by ULID cursor, come after visitor pages and before feedback
// entries. Only counts are kept (asked, answered, unanswered, clarifying; unanswered by category and by
// page), and with `questions` on the unanswered questions themselves, personal data removed first, each
// once with its categories and pages; replies to the assistant's clarifying question and questions of a
// word or two are counted only. No row is kept and no question reaches a log or an error. Paging that
// stops early (the budget, the quota, the service) makes every count a lower bound, said with its reason.
import type { AssistantConversation, AssistantConversationsPage, CallOptions } from '../../client/types.ts';
import { compareText } from '../../util/text-order.ts';
import { sitePath } from '../page-path.ts';
import { capText, CATEGORY_MAX_CHARS } from '../text-caps.ts';
import type { CollectOptions } from './collect-options.ts';
import type { AskedQuestion } from './kept-questions.ts';
import { KeptQuestions } from './kept-questions.ts';
import type { ConversationCounts, NamedCount, PeriodData, QuestionsSetAside, Section } from './period-data.ts';
import { ReplySieve } from './question-replies.ts';
import { keptQuestion, shownQuestion } from './question-text.ts';
import { callWithinBudget } from './request-budget.ts';
import type { CountShortfall } from './shortfall.ts';
import { inFull, shortfallOf } from './shortfall.ts';

/** The endpoint's largest page. */
export const CONVERSATIONS_PAGE_SIZE = 1000;
/** Stops a server whose cursor never ends (200,000 rows), whatever the budget. */
export const MAX_CONVERSATION_PAGES = 200;
/** The category of a row the service put in none. */
export const UNCATEGORISED = 'uncategorised';

interface Counted {
  asked: number;
  unanswered: number;
}

/** An unanswered question waiting to be told a reply or not; without `text` when too short to show. */
type Waiting = Omit<AskedQuestion, 'text'> & { text?: string };

/** What is kept of the unanswered questions with `questions` on, and what is set aside. */
class QuestionTally {
  readonly kept = new KeptQuestions();
  readonly setAside: QuestionsSetAside = { replies: 0, short: 0 };
  readonly #sieve = new ReplySieve<Waiting>((question, reply) => {
    if (reply) this.setAside.replies += 1;
    else if (question.text === undefined) this.setAside.short += 1;
    else this.kept.add({ ...question, text: question.text });
  });

  add(row: AssistantConversation, category: string, path: string | undefined): void {
    let waiting: Waiting | undefined;
    if (row.resolutionStatus === 'unanswered') {
      // The scrub runs here, before anything holds on to the question.
      const text = keptQuestion(row.query);
      if (text) waiting = { category, ...(path !== undefined && { path }), ...(shownQuestion(text) && { text }) };
    }
    const turn = { timestamp: row.timestamp, clarifying: row.responseType === 'clarifying_question' };
    this.#sieve.add(row.conversationId ? { ...turn, conversationId: row.conversationId } : turn, waiting);
  }

  /** Decides the questions still waiting for the rest of their conversations: every row was read. */
  finish(): void {
    this.#sieve.flush();
  }
}

/** The running counts of one period's rows. */
class Tally {
  asked = 0;
  answered = 0;
  unanswered = 0;
  clarifying = 0;
  rowsRead = 0;
  readonly byCategory = new Map<string, Counted>();
  readonly byPath = new Map<string, Counted>();
  readonly questions?: QuestionTally;

  constructor(keepQuestions: boolean) {
    if (keepQuestions) this.questions = new QuestionTally();
  }

  add(rows: readonly AssistantConversation[]): void {
    for (const row of rows) {
      this.rowsRead += 1;
      this.asked += 1;
      const unanswered = row.resolutionStatus === 'unanswered';
      if (unanswered) this.unanswered += 1;
      else if (row.resolutionStatus === 'answered') this.answered += 1;
      if (row.responseType === 'clarifying_question') this.clarifying += 1;
      const category = capText(row.queryCategory ?? UNCATEGORISED, CATEGORY_MAX_CHARS);
      bump(this.byCategory, category, unanswered);
      // The same page name as every other table: the site path of the full URL.
      const path = row.pageUrl ? sitePath(row.pageUrl) : undefined;
      if (path !== undefined) bump(this.byPath, path, unanswered);
      this.questions?.add(row, category, path);
    }
  }

  /**
   * The counts so far. `final` once no more rows will be read: the questions waiting for the rest of their
   * conversations are decided (before, they are left out).
   */
  counts(shortfall: CountShortfall | undefined, final: boolean): ConversationCounts {
    const counts: ConversationCounts = {
      asked: this.asked,
      answered: this.answered,
      unanswered: this.unanswered,
      clarifying: this.clarifying,
      complete: shortfall === undefined,
      rowsRead: this.rowsRead,
      byCategory: ranked(this.byCategory),
      byPath: ranked(this.byPath),
    };
    if (shortfall) counts.shortfall = shortfall;
    if (this.questions) {
      if (final) this.questions.finish();
      counts.questions = this.questions.kept.list();
      counts.questionsSetAside = { ...this.questions.setAside };
    }
    return counts;
  }
}

function bump(map: Map<string, Counted>, name: string, unanswered: boolean): void {
  const counted = map.get(name) ?? { asked: 0, unanswered: 0 };
  counted.asked += 1;
  if (unanswered) counted.unanswered += 1;
  map.set(name, counted);
}

/** Most unanswered first, then most asked, then by name. */
export function ranked(map: ReadonlyMap<string, Counted>): NamedCount[] {
  return [...map.entries()]
    .map(([name, counted]) => ({ name, asked: counted.asked, unanswered: counted.unanswered }))
    .sort((a, b) => b.unanswered - a.unanswered || b.asked - a.asked || compareText(a.name, b.name));
}

/**
 * Where paging goes on from after the first page: the running counts, the cursor and the pages read. Handed from
 * the first page to the rest by the collect stage as a value of its own, never kept in the counts (which are
 * published).
 */
export interface ConversationPager {
  readonly tally: Tally;
  readonly cursor: string;
  readonly pages: number;
}

const fetchPage = (data: Pick<PeriodData, 'period'>, options: CollectOptions, cursor?: string) => {
  const { service, projectId } = options;
  const window = { dateFrom: data.period.dateFrom, dateTo: data.period.dateTo };
  return (call: CallOptions): Promise<AssistantConversationsPage> =>
    service.assistantConversations(projectId, { ...window, limit: CONVERSATIONS_PAGE_SIZE, cursor }, call);
};

/**
 * Counts the first page of the period's conversations (the `assistant` section's second request of its
 * minimum); `call` runs it within the budget and turns a failure into the section's state.
 */
export async function firstConversations(
  data: Pick<PeriodData, 'period'>,
  options: CollectOptions,
  call: <T>(what: string, request: (options: CallOptions) => Promise<T>) => Promise<Section<T>>,
): Promise<{ section: Section<ConversationCounts>; pager?: ConversationPager }> {
  const tally = new Tally(options.sections.includes('questions'));
  let pager: ConversationPager | undefined;
  const section = await call(`assistant conversations of ${data.period.label}`, async (callOptions) => {
    const page = await fetchPage(data, options)(callOptions);
    tally.add(page.conversations);
    const next = nextCursor(page, undefined);
    if (next.cursor) pager = { tally, cursor: next.cursor, pages: 1 };
    logProgress(data, options, 1, tally.rowsRead, next.cursor !== undefined);
    if (next.stop) options.log.warning(`Assistant conversations, ${data.period.label}: ${next.why}.`);
    // With more to come, pageConversations counts again when the paging ends.
    return tally.counts(next.stop, next.cursor === undefined);
  });
  return section.state === 'ok' && pager ? { section, pager } : { section };
}

/**
 * Pages the rest of the period's conversations (after its first page) as far as the budget goes. The
 * data comes back with its counts complete, or as lower bounds with the reason.
 */
export async function pageConversations(
  data: PeriodData,
  pager: ConversationPager | undefined,
  options: CollectOptions,
): Promise<PeriodData> {
  if (!pager) return data;
  const { budget, log } = options;
  const { tally } = pager;
  let { cursor, pages } = pager;
  let stop: CountShortfall | undefined;
  let why = '';
  for (;;) {
    if (pages >= MAX_CONVERSATION_PAGES) {
      [stop, why] = ['page-cap', `stopped after ${MAX_CONVERSATION_PAGES} pages`];
      break;
    }
    let page: AssistantConversationsPage;
    try {
      page = await callWithinBudget(
        `assistant conversations page ${pages + 1} of ${data.period.label}`,
        fetchPage(data, options, cursor),
        options,
      );
    } catch (error) {
      const short = shortfallOf(error, budget.limit);
      [stop, why] = [short.shortfall, inFull(short)];
      break;
    }
    pages += 1;
    tally.add(page.conversations);
    const next = nextCursor(page, cursor);
    logProgress(data, options, pages, tally.rowsRead, next.cursor !== undefined);
    if (next.stop) [stop, why] = [next.stop, next.why ?? ''];
    if (!next.cursor) break;
    cursor = next.cursor;
  }
  if (stop)
    log.warning(
      `Assistant conversations, ${data.period.label}: ${why} after ${tally.rowsRead} questions; the unanswered questions are lower bounds.`,
    );
  return { ...data, conversations: { state: 'ok', value: tally.counts(stop, true) } };
}

/** The cursor to go on with, or why paging must stop although the service says it has more. */
function nextCursor(
  page: AssistantConversationsPage,
  previous: string | undefined,
): { cursor?: string; stop?: CountShortfall; why?: string } {
  if (!page.hasMore) return {};
  if (!page.nextCursor || page.nextCursor === previous)
    return { stop: 'error', why: 'the service said it has more conversations but gave no new cursor' };
  return { cursor: page.nextCursor };
}

function logProgress(
  data: Pick<PeriodData, 'period'>,
  options: CollectOptions,
  page: number,
  rows: number,
  more: boolean,
): void {
  const { budget, log } = options;
  log.info(
    `Assistant conversations, ${data.period.label}: page ${page}, ${rows} questions so far${more ? ', more to come' : ''} (requests ${budget.used}/${budget.limit})`,
  );
}
