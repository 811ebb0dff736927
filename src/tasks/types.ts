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
  /** Search terms of one topic folded into this gap (rankGaps), most searched first, when there are several. */
  variants?: { term: string; count: number }[];
  /** What the period shows of it, for the task to show: where readers went, what they asked. */
  evidence?: GapEvidence;
}

/** What a task shows beside its numbers so that a writer sees what readers wanted. Hostile text, escaped where shown. */
export interface GapEvidence {
  /** A search term: the page its searches clicked most (a site path), when any was clicked. */
  topClickedPage?: string;
  /**
   * The unanswered questions of the gap, asked most first (at most EVIDENCE_QUESTIONS), personal data removed: a
   * category's or page's own, a term's those that contain its words. Undefined when the report keeps no questions
   * (`questions` off in `sections`).
   */
  questions?: { text: string; count: number }[];
}

/** Questions a task shows at most. */
export const EVIDENCE_QUESTIONS = 5;

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
  /** When a task is done, in the numbers the report's gap rules use: each task states it. */
  doneRule: DoneRule;
  /** What the scores are shares of: the period's searches and questions to the assistant, when read. */
  totals: { searches?: number; questions?: number };
  /**
   * Whether the report keeps the unanswered questions' texts (`questions` in `sections`): then each gap carries its
   * own in its evidence, else a task says how to see them.
   */
  questionsKept: boolean;
  /**
   * What the period read with figures of its own that make it no gap (a search term clicked often enough, or
   * searched too rarely): a task of one of them counts the period as without its gap, read in full or not.
   */
  notGaps?: NotAGap[];
}

/** The thresholds a gap is measured against: below them for `task-close-after` periods, its task is done. */
export interface DoneRule {
  /** A term is a gap from this many searches in a period on... */
  searchMinimum: number;
  /** ...while fewer than this share (0 to 1) of them click a result. */
  clickedShare: number;
  /** A category or page is a gap from this many unanswered questions in a period on... */
  unansweredMinimum: number;
  /** ...while at least this share (0 to 1) of its questions go unanswered. */
  unansweredShare: number;
}

/** A search term, category or page read in the period that its own figures make no gap. */
export interface NotAGap {
  kind: GapKind;
  term: string;
  /** The counts behind its own rate, when read: a term's searches, a category's or page's questions asked... */
  events?: number;
  /** ...and of those, the searches that clicked a result, or the questions unanswered. */
  hits?: number;
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
  /** Each task this run wrote, in the order written: the report leads with them, each linked. */
  done: TaskDone[];
  /** Tasks closed as done and watched this run: whether their fix worked (fixes-holding, fixes-failing). */
  fixes: FixWatch[];
}

/** What a watch on a task closed as done says: the fix holds (fixed, improved), fails (still a gap), or neither yet. */
export type FixOutcome = 'watching' | 'too-little-data' | 'holding' | 'failing';

/** A task a person (or a merged pull request) closed as done, as this run's watch of its gap reads it. */
export interface FixWatch {
  number: number;
  url: string;
  kind: GapKind;
  /** Hostile text: a search term, category or site path. */
  term: string;
  /** `YYYY-MM-DD`: the day the task was closed. */
  closedOn: string;
  /** The merged pull request that closed it, when one did and the token may read it. */
  pullRequest?: { number: number; url: string };
  /** What closed it: a merged pull request, a person by hand, or a pull request the token may not read. */
  closer: 'pull-request' | 'person' | 'unread';
  outcome: FixOutcome;
  /** What the verdict means, in words ("fixed: no longer a gap in the 2 weeks after"); plain text, no markdown. */
  words: string;
  /** The figures behind it ("clicked 4% (of 96) in the week before, 63% (of 201) in the 2 weeks after; …"). */
  figures: string;
  /** True when this run left the one comment on the task that its gap stays. */
  commented: boolean;
}

/** A task issue this run opened, brought up to date, reopened or closed. */
export interface TaskDone {
  did: 'opened' | 'updated' | 'reopened' | 'closed';
  number: number;
  url: string;
  kind: GapKind;
  /** Hostile text: a search term, category or site path. */
  term: string;
  /** The gap's score this period (none for a close: the gap is gone). */
  score?: number;
}
