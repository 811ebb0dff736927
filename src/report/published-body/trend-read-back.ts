// The earlier report a trend continues from: among the project's report issues and its sticky comment,
// the one of the latest period within the trend window, of the same kind of period and the same
// feedback filters. Costs GitHub requests only.
import type { Log } from '../../util/log.ts';
import type { Period } from '../period.ts';
import { findStickyComment, readUpToCap, reportIssues, sameFilters } from './read-back.ts';
import type { ReadBackPlace } from './read-back.ts';
import { readPublishedBody } from './report-body.ts';
import type { DataFilters, EmbeddedReport } from './report-body.ts';
import { trendWindow } from './trend-history.ts';
import type { EarlierHistory } from './trend-history.ts';

export interface HistoryNeed {
  projectId: string;
  period: Period;
  filters: DataFilters;
  /** `trend-periods`. */
  periods: number;
}

interface Candidate {
  report: EmbeddedReport;
  url: string;
}

/** The earlier report's history, or why there is none to continue. */
export async function readBackHistory(place: ReadBackPlace, need: HistoryNeed, log: Log): Promise<EarlierHistory> {
  const window = trendWindow(need.period, need.periods);
  const inWindow = new Set(window.map((period) => period.dateFrom));
  const latestEarlier = window.at(-2)?.dateFrom;
  let best: Candidate | undefined;
  const consider = (body: string, url: string) => {
    const report = readPublishedBody(body)?.data;
    if (!report || report.projectId !== need.projectId || !sameFilters(report.filters, need.filters)) return;
    const period = report.data.period;
    if (period.name !== need.period.name || !inWindow.has(period.dateFrom)) return;
    const later = !best || period.dateFrom > best.report.data.period.dateFrom;
    const sameButCarries = best?.report.data.period.dateFrom === period.dateFrom && !best.report.trend && report.trend;
    if (later || sameButCarries) best = { report, url };
  };
  // Nothing later than this period's own report or the one just before it can turn up.
  const settled = () =>
    best?.report.trend !== undefined &&
    (best.report.data.period.dateFrom === need.period.dateFrom || best.report.data.period.dateFrom === latestEarlier);

  await readUpToCap(log, 'trend', async () => {
    for await (const issue of reportIssues(place, need.projectId, place.issueLabels, 'all')) {
      consider(issue.body, issue.url);
      if (settled()) break;
    }
  });
  const commentIssue = place.commentIssue;
  if (!settled() && commentIssue !== undefined)
    await readUpToCap(log, 'trend', async () => {
      const comment = await findStickyComment(place, commentIssue, need.projectId);
      if (comment) consider(comment.body, comment.url);
    });

  if (!best) {
    log.info('No earlier report to continue the trends from: they start with this period.');
    return { kind: 'none' };
  }
  const { period } = best.report.data;
  if (!best.report.trend) {
    log.info(`The earlier report ${best.url} carries no trend history: the trends start again with this period.`);
    return { kind: 'no-trend', period, url: best.url };
  }
  log.info(`Trends continue from ${best.url} (${period.label}): no analytics requests spent on them.`);
  return { kind: 'found', history: best.report.trend, period, url: best.url };
}
