import type { FeedbackRow } from '../../client/types.ts';
import { feedbackTotal, sumFeedback } from '../collect/feedback-sums.ts';
import type { FeedbackCount, PeriodData } from '../collect/period-data.ts';
import { sitePath } from '../page-path.ts';
import { feedbackMayBeOff } from './notes.ts';
import { change, visitorsOf } from './pages.ts';
import type { VisitorIndex } from './pages.ts';
import { countInfo } from './sections.ts';
import type { AttentionRow, FeedbackCountInfo, FeedbackPageRow, FeedbackTotals, Thresholds } from './types.ts';

type Counts = Pick<FeedbackRow, 'thumbsUp' | 'thumbsDown' | 'code' | 'total'>;
/** A page's feedback; thumbs unknown for a page only the entries counted (they do not say which thumb). */
type PageCounts = Partial<Pick<Counts, 'thumbsUp' | 'thumbsDown'>> & Pick<Counts, 'code' | 'total'>;

/** Feedback by site path, rows of the same page added up. */
export function indexFeedback(rows: readonly FeedbackRow[]): Map<string, Counts> {
  const byPath = new Map<string, Counts>();
  for (const row of rows) {
    const path = sitePath(row.path);
    const known = byPath.get(path) ?? { thumbsUp: 0, thumbsDown: 0, code: 0, total: 0 };
    byPath.set(path, {
      thumbsUp: known.thumbsUp + row.thumbsUp,
      thumbsDown: known.thumbsDown + row.thumbsDown,
      code: known.code + row.code,
      total: known.total + row.total,
    });
  }
  return byPath;
}

/**
 * Feedback by page joined with the entries counted: a page counts at least what either saw of it, and
 * a page beyond the 100 of feedback by page gets its entries' counts (thumbs unknown).
 */
export function withEntryCounts(
  byPage: ReadonlyMap<string, Counts>,
  count: FeedbackCount | undefined,
): Map<string, PageCounts> {
  const merged = new Map<string, PageCounts>(byPage);
  for (const [path, counted] of Object.entries(count?.byPath ?? {})) {
    const known = merged.get(path);
    merged.set(
      path,
      known
        ? { ...known, total: Math.max(known.total, counted.total), code: Math.max(known.code, counted.code) }
        : { total: counted.total, code: counted.code },
    );
  }
  return merged;
}

/** The feedback of a period by path, entries counted included. */
export function periodFeedback(data: PeriodData): Map<string, PageCounts> {
  return withEntryCounts(indexFeedback(data.feedback), data.feedbackCount);
}

/** The comparison period's feedback by path; `complete` says whether a page absent from it had none. */
export interface FeedbackIndex {
  byPath: ReadonlyMap<string, PageCounts>;
  complete: boolean;
}

/**
 * Feedback per page, most feedback first, joined with the page's visitors, and with the change of its
 * feedback entries when the comparison holds feedback (a page absent from a list the API cut is unknown).
 */
export function feedbackPages(
  feedback: ReadonlyMap<string, PageCounts>,
  visitors: VisitorIndex,
  thresholds: Thresholds,
  before?: FeedbackIndex,
): FeedbackPageRow[] {
  const entries = [...feedback.entries()].sort(
    ([pa, a], [pb, b]) => b.total - a.total || (pa < pb ? -1 : pa > pb ? 1 : 0),
  );
  return entries.map(([path, counts], i) => {
    const row: FeedbackPageRow = { rank: i + 1, path, ...counts };
    if (counts.thumbsUp !== undefined && counts.thumbsDown !== undefined) {
      const thumbs = counts.thumbsUp + counts.thumbsDown;
      row.thumbs = thumbs;
      if (thumbs >= thresholds.minimumThumbs) row.downRatio = counts.thumbsDown / thumbs;
    }
    const seen = visitorsOf(visitors, path);
    if (seen) {
      row.visitors = seen.total;
      if (seen.total > 0) row.per100Visitors = (counts.total / seen.total) * 100;
    }
    const earlier = before && (before.byPath.get(path)?.total ?? (before.complete ? 0 : undefined));
    if (earlier !== undefined) row.change = change(counts.total, earlier);
    return row;
  });
}

/**
 * Enough complaints for a page to be worth a writer's time: thumbs down and code snippet reports, or, where the
 * thumbs were not counted (an entry then may be a thumbs up), enough entries.
 */
function hasEnoughComplaints(row: FeedbackPageRow, thresholds: Thresholds): boolean {
  if ((row.thumbsDown ?? 0) + row.code >= thresholds.attentionMinimumComplaints) return true;
  return row.thumbsDown === undefined && row.total >= thresholds.attentionMinimumEntries;
}

/** Pages with a high thumbs-down ratio (on enough thumbs) or much feedback for their visitors, on enough complaints. */
export function pagesNeedingAttention(rows: readonly FeedbackPageRow[], thresholds: Thresholds): AttentionRow[] {
  const listed: AttentionRow[] = [];
  for (const row of rows) {
    if (!hasEnoughComplaints(row, thresholds)) continue;
    const reasons: string[] = [];
    if (row.downRatio !== undefined && row.downRatio >= thresholds.attentionDownRatio) {
      reasons.push(`${Math.round(row.downRatio * 100)}% thumbs down (${row.thumbsDown} of ${row.thumbs})`);
    }
    const visitors = row.visitors ?? 0;
    if (
      row.per100Visitors !== undefined &&
      visitors >= thresholds.minimumVisitorsForRate &&
      row.per100Visitors >= thresholds.attentionPer100Visitors
    ) {
      reasons.push(`${row.per100Visitors.toFixed(1)} feedback per 100 visitors`);
    }
    if (reasons.length > 0) listed.push({ ...row, reasons });
  }
  const severity = (r: AttentionRow) => [r.reasons.length, r.downRatio ?? 0, r.per100Visitors ?? 0] as const;
  listed.sort((a, b) => {
    const [ra, da, pa] = severity(a);
    const [rb, db, pb] = severity(b);
    return rb - ra || db - da || pb - pa || b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  });
  return listed.map((row, i) => ({ ...row, rank: i + 1 }));
}

/** Beside a period's feedback total: exact, a lower bound, or none received where collection may be off (never compared). */
function periodCountInfo(data: PeriodData, filtered: boolean): FeedbackCountInfo {
  if (feedbackMayBeOff(data, filtered))
    return { exact: false, bound: '', text: 'none received: feedback collection may be off' };
  return countInfo(data.feedbackCount, data.feedbackCut);
}

/**
 * Totals against the comparison's when it has feedback. Thumbs and code from feedback by page (entries
 * cannot tell a thumb); the entries total from the count, compared only when both counts are exact (a
 * change between lower bounds says nothing).
 */
export function feedbackTotals(
  current: PeriodData,
  pages: number,
  previous: PeriodData | undefined,
  filtered: boolean,
): FeedbackTotals {
  const now = sumFeedback(current.feedback);
  const before = previous ? sumFeedback(previous.feedback) : undefined;
  const count = periodCountInfo(current, filtered);
  const countBefore = previous && periodCountInfo(previous, filtered);
  const comparable = count.exact && countBefore?.exact === true;
  const totals: FeedbackTotals = {
    thumbsUp: change(now.thumbsUp, before?.thumbsUp),
    thumbsDown: change(now.thumbsDown, before?.thumbsDown),
    code: change(now.code, before?.code),
    total: change(feedbackTotal(current), comparable && previous ? feedbackTotal(previous) : undefined),
    pages,
    count,
  };
  if (feedbackMayBeOff(current, filtered)) totals.collectionMayBeOff = true;
  if (previous && countBefore) totals.countBefore = { ...countBefore, total: feedbackTotal(previous) };
  return totals;
}
