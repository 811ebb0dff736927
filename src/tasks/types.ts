// What the task lifecycle works on: the content gaps of one period, as the report mode hands them over.

/** A search term the docs do not answer, or an assistant category or page whose questions go unanswered. */
export type GapKind = 'search' | 'category' | 'page';

export const GAP_KINDS: readonly GapKind[] = ['search', 'category', 'page'];

export interface Gap {
  kind: GapKind;
  /** The search term, category or site path: hostile text, never published unescaped. */
  term: string;
  /** The period's searches of the term, or its unanswered questions. */
  count: number;
  /**
   * What ranks it against every other gap, whatever its kind: the share (0 to 1) of its channel's traffic in the
   * period that ended on it unanswered (report/model/gap-score.ts says how).
   */
  score: number;
  /** Search terms: the share (0 to 1) of searches that clicked a result. */
  ctr?: number;
  /** Categories and pages: questions asked in the period. */
  asked?: number;
}

/** One period's gaps, and which of their sources were read in full. */
export interface TaskPeriod {
  /** `YYYY-MM-DD`, the first day: reruns of one period share it. */
  dateFrom: string;
  /** `YYYY-MM-DD`, exclusive. */
  dateTo: string;
  label: string;
  /** The period as a sentence says it ("the week of 16–22 Nov 2026"): what task bodies and comments print. */
  phrase: string;
  gaps: Gap[];
  /**
   * Per kind: whether every gap of that kind the period has is among `gaps` (searches and conversations read in
   * full). A task whose gap is missing counts the period as without it only then.
   */
  readInFull: Record<GapKind, boolean>;
}

/** A gap left without a task this run: `max-new-tasks` was reached, or the run's budget of GitHub writes. */
export interface WaitingGap {
  kind: GapKind;
  term: string;
  count: number;
  score: number;
}

export interface TaskOutcome {
  opened: number;
  /** Brought up to date in place, reopened ones included. */
  updated: number;
  closed: number;
  /** Steps not taken this run (over its budget of writes, or stopped by a rate limit): the next run plans them again. */
  carried: number;
  waiting: WaitingGap[];
  /** Gaps whose task someone else closed: left alone, no new task. */
  leftClosed: number;
}
