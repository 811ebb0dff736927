// What the run reads back from the reports it published before: the comparison period's data and the trend
// history, at GitHub requests only. A failed look costs what it would have saved (the comparison is fetched from
// the service, the trends start again), never the run.
import type { GitHubPlace } from '../../github/place.ts';
import { identified } from '../../github/place.ts';
import type { RunContext } from '../../runtime/context.ts';
import type { ReportRunSettings } from '../../settings/types.ts';
import { describeFailure } from '../../util/errors.ts';
import type { Period } from '../period.ts';
import { readBackComparison } from './read-back.ts';
import type { ReadBack, ReadBackPlace } from './read-back.ts';
import type { DataFilters } from './report-body.ts';
import type { EarlierHistory } from './trend-history.ts';
import { readBackHistory } from './trend-read-back.ts';

export interface EarlierReports {
  /** The comparison period's data, when an earlier report of the same filters holds it. */
  comparison?: ReadBack;
  /** With `trend-periods` above 0: what the earlier report carried. */
  history?: EarlierHistory;
}

/** The reads the report needs, each in its own log group. */
export async function readEarlierReports(
  context: RunContext<ReportRunSettings>,
  need: {
    /** Where reports are published: none when only the step summary is. */
    github?: GitHubPlace;
    commentIssue?: number;
    period: Period;
    comparisonPeriod?: Period;
    filters: DataFilters;
  },
): Promise<EarlierReports> {
  const { log } = context;
  const { projectId, trendPeriods, issueLabels, publish } = context.settings.report;
  const { github } = need;
  // A report only in the step summary has no earlier one to read.
  const summaryOnly: EarlierReports = trendPeriods > 0 ? { history: { kind: 'summary-only' } } : {};
  if (!github) return summaryOnly;
  const place = async (): Promise<ReadBackPlace> => ({
    ...(await identified(github)),
    stickyComments: github.stickyComments,
    issueLabels,
    commentIssue: need.commentIssue,
  });
  const { comparisonPeriod, filters } = need;
  const comparison = comparisonPeriod
    ? await log.group('Comparison from earlier reports', () =>
        lookingAt('the comparison is fetched from the service', context, async () =>
          readBackComparison(await place(), { projectId, period: comparisonPeriod, filters }, log),
        ),
      )
    : undefined;
  if (trendPeriods === 0 || !(publish.includes('issue') || publish.includes('comment')))
    return { comparison, ...summaryOnly };
  const history = await log.group('Trends from earlier reports', () =>
    lookingAt('trends start again', context, async () =>
      readBackHistory(await place(), { projectId, period: need.period, filters, periods: trendPeriods }, log),
    ),
  );
  return { comparison, history: history ?? { kind: 'none' } };
}

/** The look's result, or undefined with a warning saying what the failure costs. */
async function lookingAt<T>(
  costs: string,
  context: RunContext<ReportRunSettings>,
  look: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await look();
  } catch (error) {
    context.log.warning(`Could not read earlier reports from GitHub (${describeFailure(error)}): ${costs}.`);
    return undefined;
  }
}
