// What the collect stage gives the rest of the report: one period's analytics as read (each part with its
// state: fetched, cut short and why, or not fetched), and the report's periods together.
import type { AssistantCallers, FeedbackRow, SearchRow, VisitorCounts, VisitorRow } from '../../client/types.ts';
import type { ReportSection } from '../../settings/types.ts';
import type { Period } from '../period.ts';
import type { CountShortfall } from './shortfall.ts';

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
  /** Every feedback entry counted (exact), or as many as could be (a lower bound); with feedback fetched. */
  feedbackCount?: FeedbackCount;
  searches?: Section<SearchesData>;
  assistant?: Section<AssistantCallers>;
  /** The assistant's conversations counted (with `assistant` on): asked, answered, unanswered, by category and page. */
  conversations?: Section<ConversationCounts>;
  /** Site-wide page views. */
  views?: Section<VisitorCounts>;
  /** What readers wrote (the report period only, with `comments` on). */
  comments?: Section<ReaderComments>;
}

export interface FeedbackCount {
  /** Entries of the period: exact when `exact`, else a lower bound. */
  total: number;
  exact: boolean;
  /** Set when not exact. */
  shortfall?: CountShortfall;
  /** Entries read from the entries endpoint (0 when by-page was complete or entries were not paged). */
  entriesRead: number;
  /** Entries (and code snippet entries) counted per site path (sitePath of their names), from the entries read. */
  byPath: Record<string, { total: number; code: number }>;
}

/** Questions asked or unanswered under one name (a category, or a site path). */
export interface NamedCount {
  name: string;
  /** Unknown when read back from an earlier report's data block (it keeps unanswered counts only). */
  asked?: number;
  unanswered: number;
}

/**
 * One unanswered question as kept, once however many categories and pages it was asked under: personal data
 * removed, capped; hostile text, escaped where it is published.
 */
export interface KeptQuestion {
  text: string;
  /** Identical questions (after normalising) of the period. */
  count: number;
  /** The categories (`queryCategory`, or `uncategorised`) it was asked under, most first (capped). */
  categories: string[];
  /** The site paths of the pages it was asked on, most first (a few; none when asked from no page). */
  paths: string[];
}

/** Unanswered questions counted but not kept, by why. */
export interface QuestionsSetAside {
  /** Replies to the assistant's clarifying question ("UK", "the second one"). */
  replies: number;
  /** Questions of a word or two ("hello?"). */
  short: number;
}

/** The period's conversation rows, counted; never a row itself. */
export interface ConversationCounts {
  asked: number;
  answered: number;
  unanswered: number;
  /** Rows whose `responseType` is `clarifying_question`. */
  clarifying: number;
  /** False when paging stopped early: every count is a lower bound. */
  complete: boolean;
  /** Why, when not complete. */
  shortfall?: CountShortfall;
  /** Rows read (the pages fetched). */
  rowsRead: number;
  /** By `queryCategory` (null: `uncategorised`), most unanswered first. */
  byCategory: NamedCount[];
  /** By the site path of `pageUrl` (rows without one are left out), most unanswered first. */
  byPath: NamedCount[];
  /**
   * Read back from a data block that kept only the names with most unanswered questions: a name it lacks
   * is unknown, not 0.
   */
  namesCut?: boolean;
  /** With `questions` on (the report period only): the unanswered questions, identical ones once, most asked first. */
  questions?: KeptQuestion[];
  /** With `questions`: the unanswered questions counted but not kept as questions readers asked. */
  questionsSetAside?: QuestionsSetAside;
}

/** An optional section of one period: its data, or why there is none. */
export type Section<T> =
  | { state: 'ok'; value: T }
  /** The service answered 404 for its endpoint: not offered for this project. */
  | { state: 'unavailable' }
  /** Not fetched: the request budget or the hourly quota, or the service refused the query (`why` says what to fix). */
  | { state: 'not-fetched'; why: string };

export interface SearchesData {
  /** `totalSearches`: search events, the sum of all hits. */
  total: number;
  /**
   * The most searched terms, by hits: every page read (100 a page). The report period's go on until the least
   * searched is below the content-gap minimum (collect/searches.ts); the comparison's are its first page.
   */
  terms: SearchRow[];
  /** True when the service gave every term it has (the last page short, no cursor); unknown for a period read back. */
  everyTerm?: boolean;
  /** Pages read; unknown for a period read back. */
  pages?: number;
  /** Why paging stopped before the terms fell below the content-gap minimum or ran out (the terms read are kept). */
  shortfall?: CountShortfall;
}

/** The latest comments per page; never a contact address or a code snippet. */
export interface ReaderComments {
  /** Entries read to find them, and whether that was every entry of the period. */
  entriesRead: number;
  complete: boolean;
  comments: ReaderComment[];
}

export interface ReaderComment {
  /** The site path of the entry's page (sitePath of its name). */
  path: string;
  source: string;
  status: string;
  createdAt: string | null;
  /** Capped in length; hostile text, escaped where it is published. */
  text: string;
  /** A code snippet entry's language and file name (the code is never kept). */
  lang?: string;
  filename?: string;
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
  /** What the report holds (settings' `sections`). */
  sections: ReportSection[];
  /** Parts that could not be fetched within the budget, named for the report. */
  missing: string[];
}
