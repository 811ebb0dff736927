// Mode "report": collect a period's analytics within the request budget, build the model, render it
// and publish it where the user asked, with the data that lets the next run compare for free. The phases in
// order (ARCHITECTURE.md): ready, earlier reports, collect, tasks decided, model, render, files, publish, tasks
// written; the outputs are set in one place (run-outputs.ts) from what the run knows after each.
import { gitHubPlace } from '../github/place.ts';
import type { GitHubPlace } from '../github/place.ts';
import type { RunContext } from '../runtime/context.ts';
import { StepFailure, withOutputs } from '../runtime/failure.ts';
import type { Outputs } from '../runtime/outputs.ts';
import { writeStepSummary } from '../runtime/summary.ts';
import type { ReportRunSettings } from '../settings/types.ts';
import { gatherAnalytics } from './collect/gather.ts';
import type { CollectedReport } from './collect/period-data.ts';
import { RequestBudget } from './collect/request-budget.ts';
import { buildReportModel, DEFAULT_THRESHOLDS } from './model/build.ts';
import { readersWordsWarning } from './model/notes.ts';
import { buildTrends } from './model/trends.ts';
import type { ReportModel } from './model/types.ts';
import { precedingPeriod, resolvePeriod } from './period.ts';
import type { Period } from './period.ts';
import { writeReportFiles } from './publish/files.ts';
import { commentTarget, publishReport } from './publish/publish.ts';
import { commentsArePublic } from './publish/visibility.ts';
import { readEarlierReports } from './published-body/earlier-reports.ts';
import type { EarlierReports } from './published-body/earlier-reports.ts';
import type { DataFilters } from './published-body/report-body.ts';
import type { RenderedReport } from './render/publication.ts';
import { renderReport } from './render/publication.ts';
import { compileTitle, loadReportTemplate } from './render/template.ts';
import type { RenderModel } from './render/template.ts';
import { recordOutputs } from './run-outputs.ts';
import { startTasks } from './tasks/start-tasks.ts';
import type { TaskDriver, TasksWritten } from './tasks/start-tasks.ts';

type Context = RunContext<ReportRunSettings>;

/** What the first phase settles, before a request is spent. */
interface Ready {
  render: RenderModel;
  renderTitle: RenderModel;
  github?: GitHubPlace;
  commentIssue?: number;
  filters: DataFilters;
  period: Period;
  comparisonPeriod?: Period;
}

export async function runReport(context: Context): Promise<Outputs> {
  const outputs: Outputs = {};
  try {
    const ready = await readyToRun(context);
    const earlier = await readEarlierReports(context, ready);
    const collected = await collect(context, ready, earlier);
    recordOutputs(outputs, { collected });
    const { github } = ready;
    const tasks =
      github && context.settings.report.tasks ? await decideTasks(context, github, ready, collected) : undefined;
    // Written before the report is built: it leads with them, each linked. A failure waits for the publication.
    const written = await tasks?.finish();
    const model = await modelOf(context, ready, collected, earlier, tasks && { ...tasks, written });
    const rendered = render(context, ready, collected, earlier, model);
    recordOutputs(outputs, { model });
    await publish(context, ready, { collected, model, rendered, written }, outputs);
    warnOfParts(context, ready, collected);
    return outputs;
  } catch (error) {
    throw withOutputs(error, outputs);
  }
}

/** Whatever is wrong with the inputs fails here, before a request is spent. */
async function readyToRun(context: Context): Promise<Ready> {
  const { settings, log, clock, runner } = context;
  const options = settings.report;
  const render = loadReportTemplate(options.templatePath);
  const renderTitle = compileTitle(options.issueTitle);
  const github = options.github ? gitHubPlace((await context.github()).octokit, options.github.repository) : undefined;
  const commentIssue = options.publish.includes('comment') ? commentTarget(options.commentOn, runner.event) : undefined;
  const filters = { feedbackSource: options.feedbackSource, feedbackStatus: options.feedbackStatus };
  const period = resolvePeriod(options, clock.now());
  const comparisonPeriod = options.compare ? precedingPeriod(period) : undefined;
  log.info(
    `Report of project ${options.projectId} for ${period.label}${comparisonPeriod ? `, compared with ${comparisonPeriod.label}` : ''}.`,
  );
  return { render, renderTitle, github, commentIssue, filters, period, comparisonPeriod };
}

/** The period's analytics (and the comparison's, unless an earlier report holds it) within the request budget. */
function collect(context: Context, ready: Ready, earlier: EarlierReports): Promise<CollectedReport> {
  const { settings, log, clock } = context;
  const options = settings.report;
  const budget = new RequestBudget(options.requestBudget);
  const { comparison } = earlier;
  return log.group(`Analytics (budget ${budget.limit} requests)`, () =>
    gatherAnalytics({
      period: ready.period,
      comparisonPeriod: ready.comparisonPeriod,
      earlier: comparison && { data: comparison.report.data, url: comparison.url },
      budget,
      collect: {
        service: context.service,
        projectId: options.projectId,
        ...ready.filters,
        budget,
        maxRateLimitWaitMs: options.maxRateLimitWaitMs,
        sections: options.sections,
        searchGapMinimum: DEFAULT_THRESHOLDS.contentGapMinimumHits,
        clock,
        log,
      },
    }),
  );
}

/** Tasks read GitHub and decide before the model is built (it lists the gaps left waiting); they write last. */
function decideTasks(
  context: Context,
  github: GitHubPlace,
  ready: Ready,
  collected: CollectedReport,
): Promise<TaskDriver> {
  return startTasks(context, github, {
    period: ready.period,
    current: collected.current,
    thresholds: DEFAULT_THRESHOLDS,
    taskIgnore: context.settings.report.taskIgnore,
  });
}

/** The model, whole: its sections, trends and waiting tasks; readers' words are published only as the input says. */
async function modelOf(
  context: Context,
  ready: Ready,
  collected: CollectedReport,
  earlier: EarlierReports,
  tasks: (TaskDriver & { written?: TasksWritten }) | undefined,
): Promise<ReportModel> {
  const { settings, log, clock } = context;
  const options = settings.report;
  const readersWords = options.sections.includes('comments') || options.sections.includes('questions');
  const wordsPublic = readersWords ? await commentsArePublic(context, ready.github?.repository) : false;
  const commentsPublished = wordsPublic && options.sections.includes('comments');
  const questionsPublished =
    wordsPublic && options.sections.includes('questions') && options.sections.includes('assistant');
  if (commentsPublished) log.warning(readersWordsWarning('comments'));
  if (questionsPublished) log.warning(readersWordsWarning('questions'));
  return buildReportModel(collected, {
    projectId: options.projectId,
    top: options.top,
    ...ready.filters,
    generatedAt: clock.now(),
    comparisonPeriod: ready.comparisonPeriod,
    commentsPublished,
    questionsPublished,
    taskIgnore: options.taskIgnore,
    ...(earlier.history && {
      trend: { earlier: earlier.history, periods: options.trendPeriods, taskIgnore: options.taskIgnore },
    }),
    ...(tasks && {
      tasks: {
        waiting: tasks.waiting,
        done: tasks.written?.outcome?.done ?? [],
        fixes: tasks.written?.outcome?.fixes ?? [],
        notes: tasks.notes,
      },
    }),
  });
}

/** Every form the report is published in; the GitHub body carries the trend history forward. */
function render(
  context: Context,
  ready: Ready,
  collected: CollectedReport,
  earlier: EarlierReports,
  model: ReportModel,
): RenderedReport {
  const { trendPeriods: periods, taskIgnore } = context.settings.report;
  const trend = earlier.history && buildTrends(model, { earlier: earlier.history, periods, taskIgnore });
  const result = renderReport(model, collected, {
    render: ready.render,
    renderTitle: ready.renderTitle,
    filters: ready.filters,
    trend: trend?.history,
  });
  context.log.info(
    `Report: ${result.full.length} characters; GitHub body ${result.githubBody.length}${result.omittedRows ? ` (${result.omittedRows} table rows cut to fit)` : ''}.`,
  );
  return result;
}

/** The files, then every target, then the tasks' writes; a GitHub failure of any ends the step after the rest. */
async function publish(
  context: Context,
  ready: Ready,
  report: { collected: CollectedReport; model: ReportModel; rendered: RenderedReport; written?: TasksWritten },
  outputs: Outputs,
): Promise<void> {
  const { settings, log, runner } = context;
  const options = settings.report;
  const { collected, model, rendered } = report;
  const files = await log.group('Files', async () => {
    const written = await writeReportFiles(options.reportDir, rendered.full, model, collected);
    log.info(`Wrote report.md, report.json, visitors.csv, feedback.csv and searches.csv to ${written.dir}.`);
    return written;
  });
  recordOutputs(outputs, { files });
  const published = await log.group('Publish', () =>
    publishReport({
      targets: options.publish,
      rendered,
      projectId: options.projectId,
      period: ready.period,
      github: ready.github,
      commentIssue: ready.commentIssue,
      eventName: runner.eventName,
      issueLabels: options.issueLabels,
      closePrevious: options.closePrevious,
      writeSummary: (markdown) => writeStepSummary(context, markdown),
      log,
    }),
  );
  const { written } = report;
  recordOutputs(outputs, { published, tasks: written?.outcome });
  const failures = [...published.failures, ...(written?.failure ? [`tasks: ${written.failure}`] : [])];
  if (failures.length > 0) throw new StepFailure(failures.join('\n'), outputs, { kind: 'github' });
}

/** The report is out: what it lacks is said once more in the log, as its notes say it. */
function warnOfParts(context: Context, ready: Ready, collected: CollectedReport): void {
  const { current } = collected;
  const { label } = ready.period;
  const parts = [
    ...(current.visitorsComplete ? [] : [`visitors of ${label} beyond the first ${current.visitors.length} pages`]),
    ...(current.feedbackFetched ? [] : [`feedback of ${label}`]),
    ...collected.missing,
  ];
  if (parts.length > 0)
    context.log.warning(`The report is published with parts missing (named in its notes): ${parts.join('; ')}.`);
}
