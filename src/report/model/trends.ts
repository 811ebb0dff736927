// The trend section of the model: this report's figures and listed items added to the history the earlier report
// carried (published-body/trend-history.ts), and how each gap and page stands over the window. Pure.
import { termPatterns } from '../../util/term-pattern.ts';
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

/** How a gap or page stands: new, listed for N periods, getting better, or gone since the latest earlier report. */
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
  const better = last !== undefined && isBetter(now, last, kind);
  return {
    name: item.name,
    status: !last ? 'new' : better ? 'better' : 'listed',
    periods,
    measure,
    current: value(now),
    ...(last ? { previous: value(last) } : {}),
    ...(kind === 'gap' ? { ctr: now[1], ...(last ? { previousCtr: last[1] } : {}) } : {}),
  };
}

/** A gap is better with fewer searches or more clicks; a page with fewer thumbs down (when both are known), else fewer entries. */
function isBetter(now: Mark, last: Mark, kind: 'gap' | 'page'): boolean {
  if (kind === 'gap') return (now[0] ?? 0) < (last[0] ?? 0) || now[1] > last[1];
  if (now[0] !== null && last[0] !== null) return now[0] < last[0];
  return now[1] < last[1];
}

/** Listed ones first (most periods first), then the gone ones; names as tie-break. */
function standings(items: CarriedItem[], kind: 'gap' | 'page'): TrendItem[] {
  const order = { new: 1, listed: 0, better: 0, gone: 2 } as const;
  return items
    .flatMap((item) => itemStanding(item, kind) ?? [])
    .sort((a, b) => order[a.status] - order[b.status] || b.periods - a.periods || (a.name < b.name ? -1 : 1));
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
