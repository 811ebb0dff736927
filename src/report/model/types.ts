import type { FeedbackSource, FeedbackStatus } from '../../settings/types.ts';
import type { ComparisonSource, Period } from '../types.ts';

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
  thumbsUp: number;
  thumbsDown: number;
  code: number;
  total: number;
  /** `thumbsUp + thumbsDown`. */
  thumbs: number;
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
  'feedback-cut' | 'feedback-missing' | 'visitors-incomplete' | 'comparison' | 'missing' | 'size-cut';

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
}

export interface FeedbackTotals {
  thumbsUp: Change;
  thumbsDown: Change;
  code: Change;
  total: Change;
  /** Pages with feedback in the list fetched. */
  pages: number;
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
  schema: 'docs-export-report/v1';
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
  /** Every page of the feedback list fetched (at most 100: the API has no next page). */
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
] as const;
export type CuttableTable = (typeof CUTTABLE_TABLES)[number];
