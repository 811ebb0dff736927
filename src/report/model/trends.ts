// The trend section of the model: this report's figures and listed items added to the history the earlier report
// carried (published-body/trend-history.ts), and how each gap and page stands over the window. Pure.
import { rateChange } from '../../util/rate-change.ts';
import { termPatterns } from '../../util/term-pattern.ts';
import { compareText } from '../../util/text-order.ts';
import type { Period } from '../period.ts';
import { continueHistory, listedCount, trendWindow } from '../published-body/trend-history.ts';
import type { CarriedItem, CarriedPoint, EarlierHistory, Mark, TrendHistory } from '../published-body/trend-history.ts';
import { setAsideReason } from './set-aside.ts';
import type { ReportModel, TrendItem, TrendModel, TrendPoint } from './types.ts';

/** This report's figures as the history carries them. */
export function pointOf(model: ReportModel): CarriedPoint {
  const feedback = model.feedbackTotals;
  const searches = model.searches.state === 'ok' ? model.searches.total?.current : undefined;
  // The assistant's unanswered questions, when every conversation was counted (a lower bound is no trend point).
  const unanswered = model.assistant.unanswered;
  return {
    dateFrom: model.period.dateFrom,
    visitors: model.totals.total.current,
    ...(feedback ? { feedback: feedback.total.current, feedbackExact: feedback.count.exact } : {}),
    ...(searches !== undefined ? { searches, contentGaps: model.searches.contentGaps ?? 0 } : {}),
    ...(unanswered?.complete ? { unanswered: unanswered.unanswered.current } : {}),
  };
}

/** The gaps and complained-about pages this report lists, each with this period's mark. */
export function listedItems(model: ReportModel): { gaps: CarriedItem[]; pages: CarriedItem[] } {
  return {
    gaps: model.contentGaps.rows.map((row) => ({ name: row.term, marks: [[row.hits, row.ctr]] })),
    pages: model.attention.rows.map((row) => ({ name: row.path, marks: [[row.thumbsDown ?? null, row.total]] })),
  };
}

const periodLabel = (period: Period) =>
  period.name === 'previous-month' ? period.dateFrom.slice(0, 7) : period.dateFrom.slice(5);

/** Every period of the window from the oldest reported one on, a missing one with `reported: false`. */
function trendPoints(history: TrendHistory, window: readonly Period[]): TrendPoint[] {
  const byDate = new Map(history.points.map((point) => [point.dateFrom, point]));
  const first = Math.max(
    0,
    window.findIndex((period) => byDate.has(period.dateFrom)),
  );
  return window.slice(first).map((period) => {
    const point = byDate.get(period.dateFrom);
    return {
      ...point,
      dateFrom: period.dateFrom,
      dateTo: period.dateTo,
      label: periodLabel(period),
      reported: !!point,
    };
  });
}

/**
 * How a gap or page stands: new; getting better or worse when its own rate moved beyond chance (rate-change.ts: a
 * gap's click-through, a page's share of thumbs down among its feedback); listed (about the same) otherwise; or gone
 * since the latest earlier report. Volume alone is no standing: fewer searches at 0% clicked is not better.
 */
export function itemStanding(item: CarriedItem, kind: 'gap' | 'page'): TrendItem | undefined {
  const now = item.marks.at(-1) ?? null;
  const earlier = item.marks.slice(0, -1).filter((mark): mark is Mark => mark !== null);
  const last = earlier.at(-1);
  const periods = listedCount(item.marks);
  const measure = kind === 'gap' ? 'searches' : now?.[0] !== null && last?.[0] !== null ? 'thumbs down' : 'feedback';
  const value = (mark: Mark | undefined) =>
    mark === undefined ? undefined : measure === 'feedback' ? mark[1] : (mark[0] ?? undefined);
  if (now === null) {
    // Gone: listed by the latest earlier report, absent now (later reports let it go).
    if (item.marks.length < 2 || item.marks.at(-2) === null || !last) return undefined;
    return { name: item.name, status: 'gone', periods, measure, previous: value(last) };
  }
  const moved = last === undefined ? 'listed' : movement(now, last, kind);
  return {
    name: item.name,
    status: !last ? 'new' : moved,
    periods,
    measure,
    current: value(now),
    ...(last ? { previous: value(last) } : {}),
    ...(kind === 'gap' ? { ctr: now[1], ...(last ? { previousCtr: last[1] } : {}) } : {}),
  };
}

/** Which way the item's own rate moved: a gap's click-through up is better, a page's share of thumbs down down is. */
function movement(now: Mark, last: Mark, kind: 'gap' | 'page'): 'better' | 'worse' | 'listed' {
  if (kind === 'gap') {
    const change = rateChange(clicks(last), clicks(now));
    return change === 'up' ? 'better' : change === 'down' ? 'worse' : 'listed';
  }
  if (now[0] === null || last[0] === null) return 'listed';
  const change = rateChange({ events: last[1], hits: last[0] }, { events: now[1], hits: now[0] });
  return change === 'down' ? 'better' : change === 'up' ? 'worse' : 'listed';
}

/** A gap's mark as events: its searches, and those that clicked a result. */
const clicks = (mark: Mark) => ({ events: mark[0] ?? 0, hits: Math.round((mark[0] ?? 0) * mark[1]) });

/**
 * What orders the rows: a gap's searches that clicked nothing (its score's numerator: every gap of one report shares
 * the denominator), a page's thumbs down (or feedback); a gone one by its last listing.
 */
function weight(item: TrendItem): number {
  const count = item.current ?? item.previous ?? 0;
  const ctr = item.status === 'gone' ? 0 : (item.ctr ?? 0);
  return count * (1 - ctr);
}

/** Listed ones first, the highest weighted first (the score of the gap); then the gone ones; names as tie-break. */
function standings(items: CarriedItem[], kind: 'gap' | 'page'): TrendItem[] {
  const gone = (item: TrendItem) => (item.status === 'gone' ? 1 : 0);
  return items
    .flatMap((item) => itemStanding(item, kind) ?? [])
    .sort((a, b) => gone(a) - gone(b) || weight(b) - weight(a) || compareText(a.name, b.name));
}

/** How the chain stands: a rerun of the earlier report's own period stands as that report did. */
function chainOf(earlier: EarlierHistory, period: Period): TrendModel['chain'] {
  if (earlier.kind !== 'found')
    return earlier.kind === 'none' ? 'started' : earlier.kind === 'no-trend' ? 'restarted' : 'summary-only';
  return earlier.period.dateFrom === period.dateFrom ? earlier.history.chain : 'continued';
}

/** The chain's one sentence: why the trend starts here, or how to get trends. */
function chainNote(chain: TrendModel['chain'], window: readonly Period[]): Pick<TrendModel, 'chain' | 'note'> {
  switch (chain) {
    case 'continued':
      return { chain };
    case 'summary-only':
      return {
        chain,
        note: 'Trends need the earlier report to read: publish the report as a comment or an issue (`publish: comment` or `publish: issue`) and each report carries its history to the next.',
      };
    case 'restarted':
      return {
        chain,
        note: 'Trends start again with this period: the earlier report carries no trend history (written by an older version, or with `trend-periods: 0`).',
      };
    case 'started':
      // With a window of one period there is nothing to continue, and nothing to say.
      if (window.length < 2) return { chain };
      return {
        chain,
        note: `Trends start with this period: no earlier report of this project with the same period and filters was found within the last ${window.length} periods (the first report, or the earlier one was deleted).`,
      };
  }
}

/**
 * The earlier history without the gaps set aside now (junk an older version listed, or a term since named in
 * `task-ignore`): never a gap, so never a gap's trend either, not even "gone".
 */
function withoutSetAside(history: TrendHistory, taskIgnore: readonly string[]): TrendHistory {
  const ignored = termPatterns(taskIgnore);
  return { ...history, gaps: history.gaps.filter((item) => !setAsideReason(item.name, ignored)) };
}

/** What the trend is drawn from besides the report itself. */
export interface TrendInputs {
  /** What the read-back of the earlier report found. */
  earlier: EarlierHistory;
  /** `trend-periods`. */
  periods: number;
  /** `task-ignore`: gaps an earlier report listed that are set aside now are no longer carried (set-aside.ts). */
  taskIgnore?: readonly string[];
}

/** The trend section of the model, and the history this report carries forward (the data block publishes it). */
export function buildTrends(model: ReportModel, inputs: TrendInputs): { trends: TrendModel; history: TrendHistory } {
  const { earlier, periods } = inputs;
  const window = trendWindow(model.period, periods);
  const previous = earlier.kind === 'found' ? withoutSetAside(earlier.history, inputs.taskIgnore ?? []) : undefined;
  const chain = chainOf(earlier, model.period);
  const history = continueHistory(
    previous,
    window,
    pointOf(model),
    listedItems(model),
    chain === 'summary-only' ? 'started' : chain,
  );
  const points = trendPoints(history, window);
  // A report only in the step summary never has an earlier one: every gap and page would read `new`, a second copy
  // of the report's own tables. It says how to get trends instead.
  const standingOf = (items: TrendHistory['gaps'], kind: 'gap' | 'page') =>
    chain === 'summary-only' ? [] : standings(items, kind);
  return {
    history,
    trends: {
      periods,
      ...chainNote(chain, window),
      points,
      reported: points.filter((point) => point.reported).length,
      missing: points.filter((point) => !point.reported).map((point) => point.label),
      gaps: { rows: standingOf(history.gaps, 'gap'), omitted: 0 },
      pages: { rows: standingOf(history.pages, 'page'), omitted: 0 },
    },
  };
}
