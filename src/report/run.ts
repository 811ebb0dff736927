// Mode "report": collect a period's analytics within the request budget, build the model, render it
// and publish it where the user asked, with the data that lets the next run compare for free.
import { gitHubPlace } from '../github/place.ts';
import type { GitHubPlace } from '../github/place.ts';
import type { RunContext } from '../runtime/context.ts';
import { StepFailure, withOutputs } from '../runtime/failure.ts';
import type { Outputs } from '../runtime/outputs.ts';
import { writeStepSummary } from '../runtime/summary.ts';
import type { ReportRunSettings } from '../settings/types.ts';
import { describeFailure } from '../util/errors.ts';
import { feedbackTotal } from './collect/feedback-sums.ts';
import { gatherAnalytics } from './collect/gather.ts';
import { RequestBudget } from './collect/request-budget.ts';
import { buildReportModel } from './model/build.ts';
import { readersWordsWarning } from './model/notes.ts';
import { buildTrends } from './model/trends.ts';
import { precedingPeriod, resolvePeriod } from './period.ts';
import { writeReportFiles } from './publish/files.ts';
import { commentTarget, publishReport } from './publish/publish.ts';
import { commentsArePublic } from './publish/visibility.ts';
import { readBackComparison } from './published-body/read-back.ts';
import type { ReadBack, ReadBackPlace } from './published-body/read-back.ts';
import type { EarlierHistory } from './published-body/trend-history.ts';
import { readBackHistory } from './published-body/trend-read-back.ts';
import { renderReport } from './render/publication.ts';
import { compileTitle, loadReportTemplate } from './render/template.ts';
import { startTasks } from './tasks/start-tasks.ts';

export async function runReport(context: RunContext<ReportRunSettings>): Promise<Outputs> {
  const outputs: Outputs = {};
  try {
    return await reportSteps(context, outputs);
  } catch (error) {
    throw withOutputs(error, outputs);
  }
}

async function reportSteps(context: RunContext<ReportRunSettings>, outputs: Outputs): Promise<Outputs> {
  const { settings, log, clock, runner } = context;
  const options = settings.report;
  const { projectId } = options;

  // Whatever is wrong with the inputs fails here, before a request is spent.
  const render = loadReportTemplate(options.templatePath);
  const renderTitle = compileTitle(options.issueTitle);
  const github = options.github ? gitHubPlace((await context.github()).octokit, options.github.repository) : undefined;
  const commentIssue = options.publish.includes('comment') ? commentTarget(options.commentOn, runner.event) : undefined;
  const filters = { feedbackSource: options.feedbackSource, feedbackStatus: options.feedbackStatus };

  const period = resolvePeriod(options, clock.now());
  const comparisonPeriod = options.compare ? precedingPeriod(period) : undefined;
  log.info(
    `Report of project ${projectId} for ${period.label}${comparisonPeriod ? `, compared with ${comparisonPeriod.label}` : ''}.`,
  );

  const readBack =
    comparisonPeriod && github
      ? await log.group('Comparison from earlier reports', () =>
          findComparison(
            github,
            { projectId, period: comparisonPeriod, filters },
            options.issueLabels,
            commentIssue,
            context,
          ),
        )
      : undefined;

  const earlierHistory =
    options.trendPeriods > 0
      ? await log.group('Trends from earlier reports', () =>
          findHistory(github, { projectId, period, filters, periods: options.trendPeriods }, commentIssue, context),
        )
      : undefined;

  const budget = new RequestBudget(options.requestBudget);
  const collected = await log.group(`Analytics (budget ${budget.limit} requests)`, () =>
    gatherAnalytics({
      period,
      comparisonPeriod,
      earlier: readBack && { data: readBack.report.data, url: readBack.url },
      budget,
      collect: {
        service: context.service,
        projectId,
        ...filters,
        budget,
        maxRateLimitWaitMs: options.maxRateLimitWaitMs,
        sections: options.sections,
        clock,
        log,
      },
    }),
  );

  // Known from here on: a later failure (render, files, publish) still reports what was spent.
  Object.assign(outputs, {
    'requests-used': String(collected.requestsUsed),
    'visitors-total': String(collected.current.totals.total),
    'feedback-total': String(feedbackTotal(collected.current)),
  });

  const readersWords = options.sections.includes('comments') || options.sections.includes('questions');
  const wordsPublic = readersWords ? await commentsArePublic(context, github?.repository) : false;
  const commentsPublished = wordsPublic && options.sections.includes('comments');
  const questionsPublished =
    wordsPublic && options.sections.includes('questions') && options.sections.includes('assistant');
  if (commentsPublished) log.warning(readersWordsWarning('comments'));
  if (questionsPublished) log.warning(readersWordsWarning('questions'));

  const model = buildReportModel(collected, {
    projectId,
    top: options.top,
    ...filters,
    generatedAt: clock.now(),
    comparisonPeriod,
    commentsPublished,
    questionsPublished,
  });
  const trend = earlierHistory && buildTrends(model, earlierHistory, options.trendPeriods);
  if (trend) model.trends = trend.trends;
  // Tasks read and decide before the report renders (it lists the gaps left waiting), and write after it is out.
  const tasks = github && options.tasks ? await startTasks(context, github, model, collected.current) : undefined;
  if (tasks) {
    model.waitingTasks = { rows: tasks.waiting, omitted: 0 };
    model.notes.push(...tasks.notes);
  }
  const rendered = await log.group('Render', () => {
    const result = renderReport(model, collected, { render, renderTitle, filters, trend: trend?.history });
    log.info(
      `Report: ${result.full.length} characters; GitHub body ${result.githubBody.length}${result.omittedRows ? ` (${result.omittedRows} table rows cut to fit)` : ''}.`,
    );
    return Promise.resolve(result);
  });

  if (model.searches.total) {
    outputs['searches-total'] = String(model.searches.total.current);
    outputs['content-gaps'] = String(model.contentGaps.rows.length);
  }
  // A count only (a lower bound when paging was cut): never a question.
  const unanswered = model.assistant.unanswered;
  if (unanswered) outputs['unanswered-questions'] = String(unanswered.unanswered.current);
  const files = await log.group('Files', async () => {
    const written = await writeReportFiles(options.reportDir, rendered.full, model, collected);
    log.info(`Wrote report.md, report.json, visitors.csv, feedback.csv and searches.csv to ${written.dir}.`);
    return written;
  });
  outputs['report-path'] = files.markdown;
  outputs['data-path'] = files.json;

  const published = await log.group('Publish', () =>
    publishReport({
      targets: options.publish,
      rendered,
      projectId,
      period,
      github,
      commentIssue,
      eventName: runner.eventName,
      issueLabels: options.issueLabels,
      closePrevious: options.closePrevious,
      writeSummary: (markdown) => writeStepSummary(context, markdown),
      log,
    }),
  );
  if (published.commentUrl) outputs['comment-url'] = published.commentUrl;
  if (published.issueUrl) outputs['issue-url'] = published.issueUrl;
  const taskFailure = await tasks?.finish(outputs);
  const failures = [...published.failures, ...(taskFailure ? [`tasks: ${taskFailure}`] : [])];
  if (failures.length > 0) throw new StepFailure(failures.join('\n'), outputs, { kind: 'github' });

  const gaps = [
    ...(collected.current.visitorsComplete
      ? []
      : [`visitors of ${period.label} beyond the first ${collected.current.visitors.length} pages`]),
    ...(collected.current.feedbackFetched ? [] : [`feedback of ${period.label}`]),
    ...collected.missing,
  ];
  if (gaps.length > 0)
    log.warning(`The report is published with parts missing (named in its notes): ${gaps.join('; ')}.`);
  return outputs;
}

/** Where earlier reports are read back from: the report issues of `issueLabels` and the sticky comment. */
async function readBackPlace(
  github: GitHubPlace,
  issueLabels: string[],
  commentIssue: number | undefined,
): Promise<ReadBackPlace> {
  return {
    octokit: github.octokit,
    repository: github.repository,
    identity: await github.identity(),
    stickyComments: github.stickyComments,
    issueLabels,
    commentIssue,
  };
}

/** The trend history of the earlier report; a failed look starts the trends again, never fails the run. */
async function findHistory(
  github: GitHubPlace | undefined,
  need: Parameters<typeof readBackHistory>[1],
  commentIssue: number | undefined,
  context: RunContext<ReportRunSettings>,
): Promise<EarlierHistory> {
  const { issueLabels, publish } = context.settings.report;
  if (!github || !(publish.includes('issue') || publish.includes('comment'))) return { kind: 'summary-only' };
  try {
    return await readBackHistory(await readBackPlace(github, issueLabels, commentIssue), need, context.log);
  } catch (error) {
    context.log.warning(`Could not read earlier reports from GitHub (${describeFailure(error)}): trends start again.`);
    return { kind: 'none' };
  }
}

/** A failed look at earlier reports costs the comparison's requests, never the run. */
async function findComparison(
  github: GitHubPlace,
  need: Parameters<typeof readBackComparison>[1],
  issueLabels: string[],
  commentIssue: number | undefined,
  context: RunContext<ReportRunSettings>,
): Promise<ReadBack | undefined> {
  try {
    return await readBackComparison(await readBackPlace(github, issueLabels, commentIssue), need, context.log);
  } catch (error) {
    context.log.warning(
      `Could not read earlier reports from GitHub (${describeFailure(error)}): the comparison is fetched from the service.`,
    );
    return undefined;
  }
}
