import type { FeedbackSource, FeedbackStatus } from '../../settings/types.ts';
import type { CollectedReport, Period } from '../types.ts';
import { feedbackPages, feedbackTotals, indexFeedback, pagesNeedingAttention } from './feedback.ts';
import { describeComparison, reportNotes } from './notes.ts';
import { change, indexVisitors, movers, rankPages, share, shareChange } from './pages.ts';
import type { ReportModel, Table, Thresholds } from './types.ts';

export const DEFAULT_THRESHOLDS: Thresholds = {
  moverMinimumBase: 20,
  minimumThumbs: 5,
  attentionDownRatio: 0.5,
  attentionPer100Visitors: 3,
  minimumVisitorsForRate: 20,
};

export interface ModelOptions {
  projectId: string;
  /** Rows of each ranked table. */
  top: number;
  feedbackSource?: FeedbackSource;
  feedbackStatus: FeedbackStatus[];
  /** ms since the epoch. */
  generatedAt: number;
  /** The preceding period when a comparison was asked for (whether or not it could be had). */
  comparisonPeriod?: Period;
  thresholds?: Thresholds;
}

const table = <T>(rows: T[]): Table<T> => ({ rows, omitted: 0 });

/** The report as numbers and rows, from what was collected; pure. */
export function buildReportModel(collected: CollectedReport, options: ModelOptions): ReportModel {
  const thresholds = options.thresholds ?? DEFAULT_THRESHOLDS;
  const { current, previous } = collected;
  const top = options.top;

  const visitors = indexVisitors(current.visitors, current.visitorsComplete);
  const visitorsBefore = previous ? indexVisitors(previous.visitors, previous.visitorsComplete) : undefined;
  const feedback = indexFeedback(current.feedback);
  const feedbackTotalByPath = new Map([...feedback].map(([path, counts]) => [path, counts.total]));

  const byTotal = rankPages(visitors, visitorsBefore, feedbackTotalByPath, 'total');
  const byHuman = rankPages(visitors, visitorsBefore, feedbackTotalByPath, 'human').filter((row) => row.human > 0);
  const byAi = rankPages(visitors, visitorsBefore, feedbackTotalByPath, 'ai').filter((row) => row.ai > 0);
  const moved = visitorsBefore ? movers(visitors, visitorsBefore, thresholds.moverMinimumBase) : { up: [], down: [] };
  const previousFeedback = previous?.feedbackFetched ? previous.feedback : undefined;
  const feedbackBefore =
    previous && previousFeedback
      ? { byPath: indexFeedback(previousFeedback), complete: !previous.feedbackCut }
      : undefined;
  const feedbackRows = current.feedbackFetched ? feedbackPages(feedback, visitors, thresholds, feedbackBefore) : [];

  const totalsBefore = previous?.totals;
  return {
    schema: 'docs-export-report/v1',
    projectId: options.projectId,
    generatedAt: new Date(options.generatedAt).toISOString(),
    period: current.period,
    filters: { feedbackSource: options.feedbackSource, feedbackStatus: [...options.feedbackStatus] },
    comparison: describeComparison(collected, options.comparisonPeriod),
    compared: previous !== undefined,
    feedbackCompared: current.feedbackFetched && feedbackBefore !== undefined,
    totals: {
      human: change(current.totals.human, totalsBefore?.human),
      ai: change(current.totals.ai, totalsBefore?.ai),
      total: change(current.totals.total, totalsBefore?.total),
      aiShare: shareChange(
        share(current.totals.ai, current.totals.total),
        totalsBefore && share(totalsBefore.ai, totalsBefore.total),
      ),
    },
    feedbackTotals: current.feedbackFetched
      ? feedbackTotals(current.feedback, feedback.size, previousFeedback)
      : undefined,
    top,
    topPages: table(byTotal.slice(0, top)),
    topHumanPages: table(byHuman.slice(0, top)),
    topAiPages: table(byAi.slice(0, top)),
    moversUp: table(moved.up.slice(0, top)),
    moversDown: table(moved.down.slice(0, top)),
    feedback: table(feedbackRows.slice(0, top)),
    allFeedback: table(feedbackRows),
    attention: table(pagesNeedingAttention(feedbackRows, thresholds).slice(0, top)),
    allPages: table(byTotal),
    notes: reportNotes(collected),
    requests: { used: collected.requestsUsed, budget: collected.requestBudget },
    thresholds,
    visitorsComplete: current.visitorsComplete,
    feedbackFetched: current.feedbackFetched,
    feedbackCut: current.feedbackCut,
  };
}
