import { REPORT_SECTIONS } from '../../settings/types.ts';
import type { FeedbackSource, FeedbackStatus, ReportSection } from '../../settings/types.ts';
import { kindWords } from '../../tasks/text.ts';
import type { FixWatch, TaskDone } from '../../tasks/types.ts';
import type { CollectedReport } from '../collect/period-data.ts';
import type { Period } from '../period.ts';
import { feedbackPages, feedbackTotals, pagesNeedingAttention, periodFeedback } from './feedback.ts';
import { fixTables } from './fixes.ts';
import { describeComparison, reportNotes } from './notes.ts';
import { change, indexVisitors, movers, rankPages, share, shareChange } from './pages.ts';
import {
  assistantModel,
  commentRows,
  commentsModel,
  searchesModel,
  searchGaps,
  searchTermRows,
  setAsideModel,
  viewsModel,
} from './sections.ts';
import { buildTrends } from './trends.ts';
import type { TrendInputs } from './trends.ts';
import type { FeedbackPageRow, ReportModel, ReportNote, Table, Thresholds, WaitingTaskRow } from './types.ts';
import { questionRows, questionsModel } from './unanswered.ts';
import { workModel } from './work.ts';

export const DEFAULT_THRESHOLDS: Thresholds = {
  moverMinimumBase: 20,
  minimumThumbs: 5,
  attentionDownRatio: 0.5,
  attentionPer100Visitors: 3,
  minimumVisitorsForRate: 20,
  attentionMinimumComplaints: 3,
  attentionMinimumEntries: 5,
  contentGapMinimumHits: 10,
  contentGapMaximumCtr: 0.2,
  unansweredGapMinimum: 5,
  unansweredGapMinimumShare: 0.3,
};

/** Lines of the block the report leads with. */
const HIGHLIGHTS = 3;

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
  /** With comments on: whether the repository they are published in is public (or could not be told). */
  commentsPublished?: boolean;
  /** With questions on: the same for the assistant questions. */
  questionsPublished?: boolean;
  /** With `trend-periods` above 0: what the earlier report carried, and how many periods the trend spans. */
  trend?: TrendInputs;
  /** `task-ignore`: terms a team has decided are no gaps, set aside as junk is. */
  taskIgnore?: readonly string[];
  /**
   * With `tasks: issues`: the gaps left waiting for a task this run, the task issues it wrote, the tasks closed as
   * done it watched (whether their fix worked), and what the tasks say in the notes.
   */
  tasks?: { waiting: WaitingTaskRow[]; done: TaskDone[]; fixes: FixWatch[]; notes: ReportNote[] };
}

const table = <T>(rows: T[]): Table<T> => ({ rows, omitted: 0 });

/** The report as numbers and rows, from what was collected, with its trends and waiting tasks; pure. */
export function buildReportModel(collected: CollectedReport, options: ModelOptions): ReportModel {
  const model = sectionsOf(collected, options);
  const trends = options.trend ? buildTrends(model, options.trend).trends : undefined;
  const work = workModel(options.tasks?.done ?? [], options.tasks?.waiting ?? [], kindWords, trends);
  return {
    ...model,
    ...(trends && { trends }),
    workTasks: table(work.workTasks),
    workWaiting: work.workWaiting,
    waitingTasks: table(work.waitingTasks),
    ...fixTables(options.tasks?.fixes ?? [], kindWords),
  };
}

/** Every section of the report but the trends, which are drawn from them. */
function sectionsOf(collected: CollectedReport, options: ModelOptions): ReportModel {
  const thresholds = options.thresholds ?? DEFAULT_THRESHOLDS;
  const feedbackFiltered = Boolean(options.feedbackSource) || options.feedbackStatus.length > 0;
  const { current, previous } = collected;
  const top = options.top;

  const visitors = indexVisitors(current.visitors, current.visitorsComplete);
  const visitorsBefore = previous ? indexVisitors(previous.visitors, previous.visitorsComplete) : undefined;
  const { sections } = collected;
  const show = Object.fromEntries(REPORT_SECTIONS.map((name) => [name, sections.includes(name)])) as Record<
    ReportSection,
    boolean
  >;
  const feedback = periodFeedback(current);
  const feedbackTotalByPath = new Map([...feedback].map(([path, counts]) => [path, counts.total]));

  const byTotal = rankPages(visitors, visitorsBefore, feedbackTotalByPath, 'total');
  const byHuman = rankPages(visitors, visitorsBefore, feedbackTotalByPath, 'human').filter((row) => row.human > 0);
  const byAi = rankPages(visitors, visitorsBefore, feedbackTotalByPath, 'ai').filter((row) => row.ai > 0);
  const moved = visitorsBefore ? movers(visitors, visitorsBefore, thresholds.moverMinimumBase) : { up: [], down: [] };
  // A cut list is complete when every entry was counted by page; a count read back from an earlier
  // report holds no pages (entriesRead 0), so a page its list lacks stays unknown.
  const countedByPage = previous?.feedbackCount?.exact === true && previous.feedbackCount.entriesRead > 0;
  const feedbackBefore = previous?.feedbackFetched
    ? { byPath: periodFeedback(previous), complete: !previous.feedbackCut || countedByPage }
    : undefined;
  const feedbackRows = current.feedbackFetched ? feedbackPages(feedback, visitors, thresholds, feedbackBefore) : [];
  const attention = pagesNeedingAttention(feedbackRows, thresholds);
  const searched = current.searches?.state === 'ok' ? current.searches.value.terms : [];
  const { gaps, setAside } = searchGaps(searched, thresholds, options.taskIgnore ?? []);
  const complaints: FeedbackPageRow[] = (attention.length > 0 ? attention : feedbackRows).slice(0, HIGHLIGHTS);

  const totalsBefore = previous?.totals;
  const assistant = assistantModel(current, previous, show.assistant, top);
  const questionsShown = show.questions && show.assistant;
  return {
    schema: 'docs-export-report/v3',
    sections,
    show,
    highlights: {
      gaps: gaps.slice(0, HIGHLIGHTS),
      complaints,
      unansweredCategory: assistant.unanswered?.byCategory[0],
      unansweredPage: assistant.unanswered?.byPage[0],
    },
    searches: searchesModel(current, previous, show.searches, gaps.length),
    assistant,
    views: viewsModel(current, previous, show.views),
    comments: commentsModel(current, show.comments, options.commentsPublished ?? true),
    questions: questionsModel(current, questionsShown, options.questionsPublished ?? true),
    questionRows: table(questionsShown ? questionRows(current) : []),
    waitingTasks: table(options.tasks?.waiting ?? []),
    workTasks: table([]),
    workWaiting: [],
    ...fixTables([], kindWords),
    searchTerms: table(searchTermRows(searched).slice(0, top)),
    contentGaps: table(gaps),
    setAside: setAsideModel(setAside),
    commentRows: table(commentRows(current.comments?.state === 'ok' ? current.comments.value : undefined, top)),
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
      ? feedbackTotals(current, feedback.size, previous?.feedbackFetched ? previous : undefined, feedbackFiltered)
      : undefined,
    top,
    topPages: table(byTotal.slice(0, top)),
    topHumanPages: table(byHuman.slice(0, top)),
    topAiPages: table(byAi.slice(0, top)),
    moversUp: table(moved.up.slice(0, top)),
    moversDown: table(moved.down.slice(0, top)),
    feedback: table(feedbackRows.slice(0, top)),
    allFeedback: table(feedbackRows),
    attention: table(attention.slice(0, top)),
    allPages: table(byTotal),
    notes: [
      ...reportNotes(collected, {
        published: options.commentsPublished ?? true,
        questionsPublished: options.questionsPublished ?? true,
        feedbackFiltered,
      }),
      ...(options.tasks?.notes ?? []),
    ],
    requests: { used: collected.requestsUsed, budget: collected.requestBudget },
    thresholds,
    visitorsComplete: current.visitorsComplete,
    feedbackFetched: current.feedbackFetched,
    feedbackCut: current.feedbackCut,
  };
}
