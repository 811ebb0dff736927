import type { FeedbackSource, FeedbackStatus, ReportSection } from '../../settings/types.ts';
import type { FixOutcome, GapKind } from '../../tasks/types.ts';
import type { ComparisonSource } from '../collect/period-data.ts';
import type { Period } from '../period.ts';
import type { CarriedPoint, Chain } from '../published-body/trend-history.ts';

/** A number of the report period beside the same number of the comparison period. */
export interface Change {
  current: number;
  /** Undefined without a comparison (or when the comparison does not know this number). */
  previous?: number;
  delta?: number;
  /** `delta / previous` as a fraction; undefined when the base is 0 or unknown. */
  relative?: number;
}

/** A share (0 to 1) beside the comparison's; `deltaPoints` in percentage points. */
export interface ShareChange {
  current?: number;
  previous?: number;
  deltaPoints?: number;
}

export interface PageRow {
  rank: number;
  path: string;
  human: number;
  ai: number;
  total: number;
  /** `ai / total` of this page. */
  aiShare?: number;
  /** Against the comparison period, when its visitors for this page are known. */
  change?: Change;
  /** Feedback entries of this page, when the feedback list holds it. */
  feedback?: number;
}

export interface MoverRow {
  rank: number;
  path: string;
  /** Total visitors, with `previous` and `relative` always set. */
  change: Change;
}

export interface FeedbackPageRow {
  rank: number;
  path: string;
  /** Undefined for a page beyond the 100 of feedback by page: its entries do not say which thumb. */
  thumbsUp?: number;
  thumbsDown?: number;
  code: number;
  total: number;
  /** `thumbsUp + thumbsDown`, when both are known. */
  thumbs?: number;
  /** `thumbsDown / thumbs`; undefined below the minimum sample. */
  downRatio?: number;
  /** Visitors of the page in the period, when the visitor list holds it. */
  visitors?: number;
  /** Feedback entries per 100 visitors; undefined without visitors. */
  per100Visitors?: number;
  /** Feedback entries against the comparison period, when it holds this page's feedback. */
  change?: Change;
}

export interface AttentionRow extends FeedbackPageRow {
  /** Why the page is listed, in words. */
  reasons: string[];
}

/** Rows of one table; `omitted` counts rows left out of a rendering cut to fit (the files hold them). */
export interface Table<T> {
  rows: T[];
  omitted: number;
}

export type NoteKind =
  | 'feedback-cut'
  | 'feedback-missing'
  | 'feedback-none'
  | 'visitors-incomplete'
  | 'comparison'
  | 'missing'
  | 'size-cut'
  | 'section-unavailable'
  | 'section-missing'
  | 'comments-public'
  | 'questions-public'
  | 'unanswered'
  /** The period's search terms read in part: paging stopped before they fell below the content-gap minimum. */
  | 'searches-cut'
  | 'docs-unread'
  /** With `tasks: issues`: what this run's tasks put off to the next run. */
  | 'tasks';

export interface ReportNote {
  kind: NoteKind;
  /** Markdown written by the action (no user data unescaped). */
  text: string;
}

export interface Thresholds {
  /** Movers need at least this many visitors in the comparison period. */
  moverMinimumBase: number;
  /** A thumbs-down ratio is shown from this many thumbs on. */
  minimumThumbs: number;
  /** Pages at or above this thumbs-down ratio need attention. */
  attentionDownRatio: number;
  /** Pages at or above this many feedback entries per 100 visitors need attention... */
  attentionPer100Visitors: number;
  /** ...when they had at least this many visitors. */
  minimumVisitorsForRate: number;
  /**
   * Either rule lists a page only with at least this many complaints: thumbs down and code snippet reports (so one
   * entry on a page of 20 visitors is no page to work on)...
   */
  attentionMinimumComplaints: number;
  /** ...or, for a page whose thumbs were not counted (entries beyond feedback by page), this many feedback entries. */
  attentionMinimumEntries: number;
  /** A search term is a content gap from this many hits on... */
  contentGapMinimumHits: number;
  /** ...when fewer than this share (0 to 1) of its searches clicked a result, or none clicked any page. */
  contentGapMaximumCtr: number;
  /** An assistant category or page is a gap (a task) from this many unanswered questions in the period on... */
  unansweredGapMinimum: number;
  /** ...when at least this share (0 to 1) of its questions went unanswered (so one stray question opens no task). */
  unansweredGapMinimumShare: number;
}

/** Whether a feedback total counts every entry, said beside the number. */
export interface FeedbackCountInfo {
  exact: boolean;
  /** `≥ ` before a lower bound, empty for an exact count. */
  bound: string;
  /** e.g. "exact: every entry counted" or "lower bound: the request budget ran out after 1,200 entries". */
  text: string;
}

/** How an optional section came out: shown, not offered by the project (404), or not fetched (note says why). */
export type SectionState = 'ok' | 'unavailable' | 'not-fetched' | 'off';

export interface SearchTermRow {
  rank: number;
  /** As typed by a visitor: hostile text, escaped by the `text` helper. */
  term: string;
  hits: number;
  /** 0 to 1. */
  ctr: number;
  topClickedPage?: string;
}

export interface SearchesModel {
  state: SectionState;
  /** `totalSearches`, against the comparison's. */
  total?: Change;
  /** Content gaps found, whatever a rendering cut to fit shows of their table. */
  contentGaps?: number;
}

/** Frequent unanswered search terms set aside instead of counted as content gaps (model/set-aside.ts). */
export interface SetAsideModel {
  /** Every one: the `terms-set-aside` output. */
  terms: number;
  /** Of them, junk no reader types: a formula, a URL, markup, a template expression, control characters, a paste. */
  junk: number;
  /** Of them, terms that matched `task-ignore`. */
  ignored: number;
  /** A few (at most 5, each reason seen), most searched first: the term (hostile text: write it with `text`), cut short. */
  examples: { term: string; hits: number; reason: string }[];
}

export interface AssistantModel {
  state: SectionState;
  web?: Change;
  api?: Change;
  other?: Change;
  total?: Change;
  /** From the conversations endpoint; undefined when it could not be read (404: the caller counts are all there is). */
  unanswered?: UnansweredModel;
}

/** The assistant's questions of the period by whether they were answered, by category and by page. */
export interface UnansweredModel {
  /** Questions (conversation rows) of the period. */
  asked: Change;
  answered: Change;
  unanswered: Change;
  /** Rows whose responseType is clarifying_question. */
  clarifying: Change;
  /** unanswered / asked. */
  share?: ShareChange;
  /** False: the budget (or an error) cut the paging: counts are lower bounds. */
  complete: boolean;
  /** `≥ ` before a lower bound, empty for an exact count (for templates). */
  bound: string;
  /** The `top` categories with most unanswered questions; name null -> 'uncategorised'. */
  byCategory: UnansweredRow[];
  /** The `top` pages with most unanswered questions: name = sitePath(pageUrl); rows without a page left out. */
  byPage: UnansweredRow[];
}

export interface UnansweredRow {
  rank: number;
  /** A category or a site path: the service's text, hostile (write it with `text` or `path`). */
  name: string;
  unanswered: Change;
  asked: number;
  /** unanswered / asked of this row. */
  share?: number;
}

/**
 * One unanswered question as the report shows it, once whatever categories it was asked under: personal data
 * removed, capped, hostile (the `text` helper, for its categories too).
 */
export interface QuestionRow {
  /** Its place in the table: most asked first. */
  rank: number;
  text: string;
  /** How many times it was asked (identical questions once). */
  count: number;
  /** The categories it was asked under, most first. */
  categories: string[];
  /** The first of `categories` (the one it was asked under most), for templates that show one. */
  category: string;
}

export interface QuestionsModel {
  state: SectionState;
  /** True when the repository the report is published in is public (or could not be told). */
  published: boolean;
  /** With `published`: the warning to show beside the questions (the report's notes carry it too). */
  warning?: string;
  /** False when the conversations were not all read: the questions are those of the pages read. */
  complete: boolean;
  /**
   * Unanswered questions counted but not listed (when there are any): replies to the assistant's clarifying
   * question, and questions of a word or two.
   */
  setAside?: { replies: number; short: number };
}

export interface ViewsModel {
  state: SectionState;
  human?: Change;
  ai?: Change;
  total?: Change;
}

export interface CommentRow {
  /** The page's rank among pages with comments (most comments first). */
  rank: number;
  path: string;
  source: string;
  status: string;
  /** `YYYY-MM-DD` when the service sent a date. */
  date?: string;
  /** Capped; hostile text, escaped by the `text` helper. */
  text: string;
  /** A code snippet entry's language and file name (the code itself is never published). */
  code?: string;
}

export interface CommentsModel {
  state: SectionState;
  /** True when the repository the report is published in is public (or could not be told). */
  published: boolean;
  /** With `published`: the warning to show beside the comments (the report's notes carry it too). */
  warning?: string;
  /** Entries read to find the comments, and whether that was all of them. */
  entriesRead: number;
  complete: boolean;
}

export interface FeedbackTotals {
  thumbsUp: Change;
  thumbsDown: Change;
  code: Change;
  total: Change;
  /** Pages with feedback in the list fetched (and among the entries counted). */
  pages: number;
  /** Whether `total` counts every entry. */
  count: FeedbackCountInfo;
  /** No feedback at all in a period with visitors: collection may be off, so 0 is not taken as a count. */
  collectionMayBeOff?: true;
  /** The comparison period's entries (exact or a lower bound), shown even when the change is not. */
  countBefore?: FeedbackCountInfo & { total: number };
}

export interface ComparisonInfo {
  source: ComparisonSource;
  period?: Period;
  /** The earlier report it was read from. */
  origin?: string;
  /** One sentence for the report. */
  text: string;
}

/** Everything a template sees. Plain data: the JSON file holds it as it is. */
export interface ReportModel {
  /**
   * v2: sections, searches, assistant, views, comments, highlights, every feedback entry counted.
   * v3: `assistant.unanswered`, `highlights.unansweredCategory` and `.unansweredPage`, `questions`, `questionRows`.
   */
  schema: 'docs-export-report/v3';
  /** What the report holds. */
  sections: ReportSection[];
  /** `show.searches` etc.: true for each section chosen, for templates. */
  show: Record<ReportSection, boolean>;
  /** The block the report leads with: the few content gaps and most complained-about pages. */
  highlights: {
    gaps: SearchTermRow[];
    complaints: FeedbackPageRow[];
    /** The category and the page with most unanswered assistant questions. */
    unansweredCategory?: UnansweredRow;
    unansweredPage?: UnansweredRow;
  };
  searches: SearchesModel;
  assistant: AssistantModel;
  views: ViewsModel;
  comments: CommentsModel;
  questions: QuestionsModel;
  /** With `questions` on: the unanswered questions of the categories with most, most asked first within each. */
  questionRows: Table<QuestionRow>;
  /** The most searched terms (at most 100), by hits. */
  searchTerms: Table<SearchTermRow>;
  /** Frequent terms with a low click-through rate or no clicked page, by hits: questions the docs do not answer. */
  contentGaps: Table<SearchTermRow>;
  /** Frequent unanswered terms that are no content gap: junk, or named in `task-ignore`. */
  setAside: SetAsideModel;
  /** The latest comments of the `top` pages with most comments, newest first within a page. */
  commentRows: Table<CommentRow>;
  projectId: string;
  /** RFC 3339, UTC. */
  generatedAt: string;
  period: Period;
  filters: { feedbackSource?: FeedbackSource; feedbackStatus: FeedbackStatus[] };
  comparison: ComparisonInfo;
  /** True when the comparison period's numbers are there (its columns are shown). */
  compared: boolean;
  /** True when the comparison holds feedback too (feedback rows show their change). */
  feedbackCompared: boolean;
  totals: { human: Change; ai: Change; total: Change; aiShare: ShareChange };
  /** Undefined when the feedback could not be fetched. */
  feedbackTotals?: FeedbackTotals;
  /** Rows asked for in each ranked table (`top`). */
  top: number;
  topPages: Table<PageRow>;
  topHumanPages: Table<PageRow>;
  topAiPages: Table<PageRow>;
  moversUp: Table<MoverRow>;
  moversDown: Table<MoverRow>;
  /** The `top` pages with most feedback. */
  feedback: Table<FeedbackPageRow>;
  /** Every page with feedback: the 100 of feedback by page, and beyond them the pages the entries counted. */
  allFeedback: Table<FeedbackPageRow>;
  attention: Table<AttentionRow>;
  /** Every page fetched, by visitors. */
  allPages: Table<PageRow>;
  notes: ReportNote[];
  requests: { used: number; budget: number };
  thresholds: Thresholds;
  /** True when the visitor list of the period is complete; the tables rank only the pages fetched. */
  visitorsComplete: boolean;
  feedbackFetched: boolean;
  feedbackCut: boolean;
  /** With `tasks: issues`: gaps left without a task this run (`max-new-tasks` reached), most counted first. */
  waitingTasks: Table<WaitingTaskRow>;
  /** What the report leads with: the task issues this run wrote (opened, reopened, closed, then updated by score). */
  workTasks: Table<WorkRow>;
  /** ...and the gaps waiting for a task with the highest scores (at most WORK_WAITING_SHOWN; all in waitingTasks). */
  workWaiting: WaitingTaskRow[];
  /** Tasks closed as done whose gap has stayed gone for `task-close-after` periods (fixed or improved), by number. */
  fixesHolding: Table<FixRow>;
  /** Tasks closed as done whose gap is still there (no change, or worse), by number. */
  fixesFailing: Table<FixRow>;
  /** Tasks closed as done still watched: fewer periods read after the close than needed, or too little data. */
  fixesWatched: Table<FixRow>;
  /** With `trend-periods` above 0: the headline figures over the last periods, and each gap's and page's standing. */
  trends?: TrendModel;
}

/** A gap waiting for its task issue. */
export interface WaitingTaskRow {
  kind: GapKind;
  /** `search term`, `unanswered questions in category`, `unanswered questions on page`. */
  what: string;
  /** Hostile text: a search term or category (write it with `text`), or a site path (`kind` page: with `path`). */
  term: string;
  /** The period's searches, or unanswered questions. */
  count: number;
  /** Its score: the share (0 to 1) of its channel's traffic that ended on it unanswered (gap-score.ts). */
  score: number;
  /** A search term's trend standing, when the trend lists it (`new`, `better`, `worse`, `listed`). */
  standing?: TrendItem['status'];
}

/** A task issue this run wrote, for the report's opening section. */
export interface WorkRow {
  did: 'opened' | 'updated' | 'reopened' | 'closed';
  number: number;
  url: string;
  kind: GapKind;
  what: string;
  /** Hostile text, as in WaitingTaskRow. */
  term: string;
  score?: number;
  standing?: TrendItem['status'];
}

/** A task closed as done and watched this run: whether its fix worked. */
export interface FixRow {
  number: number;
  url: string;
  kind: GapKind;
  /** As in WaitingTaskRow. */
  what: string;
  /** Hostile text, as in WaitingTaskRow. */
  term: string;
  /** `YYYY-MM-DD`: the day the task was closed... */
  closedOn: string;
  /** ...as a reader says it: `18 Nov 2026`. */
  closedOnWords: string;
  /** The merged pull request that closed it, when one did and the token may read it. */
  pullRequest?: { number: number; url: string };
  outcome: FixOutcome;
  /** The verdict in words ("fixed: no longer a gap in the 2 weeks after"): plain text, written with `text`. */
  words: string;
  /** The figures behind it ("clicked 4% (of 96) in the week before, 63% (of 201) in the 2 weeks after; …"): the same. */
  figures: string;
  /** True when this run left the one comment on the task that its gap stays. */
  commented: boolean;
}

/** One period of the trend window: its figures when a report covered it, else `reported: false` (missing, not zero). */
export interface TrendPoint extends CarriedPoint {
  /** Exclusive. */
  dateTo: string;
  /** Short: `11-14` (a month: `2026-10`). */
  label: string;
  reported: boolean;
}

/** A content gap (search term) or a page needing attention, over the trend window. */
export interface TrendItem {
  /** The search term or page path: hostile text, escaped by `text` or `path`. */
  name: string;
  /**
   * `better` or `worse`: its own rate moved beyond chance (a gap's click-through, a page's share of thumbs down);
   * `listed`: about the same; `gone`: listed by the latest earlier report, not now.
   */
  status: 'new' | 'listed' | 'better' | 'worse' | 'gone';
  /** Periods of the window it was listed in, this one included. */
  periods: number;
  /** What `current` and `previous` count: a gap's searches; a page's thumbs down, or its feedback entries when a period did not say. */
  measure: 'searches' | 'thumbs down' | 'feedback';
  current?: number;
  /** At its latest earlier listing. */
  previous?: number;
  /** A gap's click-through (0 to 1), now and at its latest earlier listing. */
  ctr?: number;
  previousCtr?: number;
}

export interface TrendModel {
  /** `trend-periods`. */
  periods: number;
  /** `continued` from the earlier report; `started` (none found), `restarted` (it carried no history), `summary-only`. */
  chain: Chain | 'summary-only';
  /** One sentence when the chain did not continue. */
  note?: string;
  /** From the oldest reported period of the window to this one, oldest first. */
  points: TrendPoint[];
  /** Points with a report. */
  reported: number;
  /** Labels of the periods without a report. */
  missing: string[];
  /** Content gaps: those listed now (most periods first), then the gone ones. */
  gaps: Table<TrendItem>;
  /** Pages needing attention, in the same order. */
  pages: Table<TrendItem>;
}

/** The names of the tables a rendering may cut, longest first when they tie. */
export const CUTTABLE_TABLES = [
  'allPages',
  'allFeedback',
  'feedback',
  'attention',
  'topPages',
  'topHumanPages',
  'topAiPages',
  'moversUp',
  'moversDown',
  'searchTerms',
  'contentGaps',
  'commentRows',
  'questionRows',
  'waitingTasks',
  'workTasks',
  'fixesHolding',
  'fixesFailing',
  'fixesWatched',
] as const;
export type CuttableTable = (typeof CUTTABLE_TABLES)[number];
