// Requests a report spends on the emulator's 10,000-page project (about 20,000 feedback entries and
// 5,000 assistant questions a week) with every section, a period and its comparison, within the
// organization's whole hourly quota of 100: the plan's minimum of each period first, then the period's search pages
// past the first, then visitor pages, then further conversation pages, then feedback entries with what is left.
// Run: npm exec -- node bench/report-requests.ts
import { pathToFileURL } from 'node:url';
import { memoryLog } from '../devkit/log.ts';
import { startEmulator } from '../emulator/server.ts';
import type { RecordedRequest } from '../emulator/server.ts';
import { createServiceClient } from '../src/client/service.ts';
import { CONVERSATIONS_PAGE_SIZE } from '../src/report/collect/conversations.ts';
import { ENTRIES_PAGE_SIZE } from '../src/report/collect/feedback-entries.ts';
import { gatherAnalytics, VISITORS_PAGE_SIZE } from '../src/report/collect/gather.ts';
import type { PeriodData } from '../src/report/collect/period-data.ts';
import { RequestBudget } from '../src/report/collect/request-budget.ts';
import { minimumRequests } from '../src/report/collect/request-plan.ts';
import { buildReportModel, DEFAULT_THRESHOLDS } from '../src/report/model/build.ts';
import { precedingPeriod, resolvePeriod } from '../src/report/period.ts';
import { renderReport } from '../src/report/render/publication.ts';
import { compileTitle, loadReportTemplate } from '../src/report/render/template.ts';
import { REPORT_SECTIONS } from '../src/settings/types.ts';
import type { PeriodName, ReportSection } from '../src/settings/types.ts';
import { systemClock } from '../src/util/clock.ts';

const PAGES = 10_000;
const BUDGET = 100;
const SECTIONS: ReportSection[] = [...REPORT_SECTIONS];

export interface PeriodFigures {
  label: string;
  /** Requests the emulator answered for this period. */
  requests: number;
  /** The plan's minimum: visitor totals and one request per section. */
  minimum: number;
  visitorPages: number;
  /** Search pages (the first is part of the minimum; the comparison reads its first only). */
  searchPages: number;
  /** Conversation pages (the first is part of the minimum). */
  conversationPages: number;
  /** Questions counted (exact when `conversationsExact`), of them unanswered. */
  questions: number;
  unanswered: number;
  conversationsExact: boolean;
  entryPages: number;
  visitorRows: number;
  visitorsComplete: boolean;
  /** Feedback entries: exact, or a lower bound. */
  feedbackTotal: number;
  feedbackExact: boolean;
  entriesRead: number;
  /** Requests every visitor row and every entry would take at least (the entries counted are a lower bound unless exact). */
  complete: number;
  sectionsFetched: boolean;
}

export interface ReportRequestsFigures {
  project: string;
  pages: number;
  period: PeriodName;
  budget: number;
  periods: PeriodFigures[];
  totalRequests: number;
  wallMs: number;
  /** Model, built-in template, the 65,536 cut and the data block, over both periods' rows. */
  renderMs: number;
  reportChars: number;
  githubBodyChars: number;
}

export async function benchReportRequests(options: { period?: PeriodName } = {}): Promise<ReportRequestsFigures> {
  const periodName = options.period ?? 'last-7-days';
  const emulator = await startEmulator({ port: 0 });
  try {
    const log = memoryLog();
    const service = createServiceClient({
      apiUrl: emulator.url,
      apiKey: emulator.keys.demo,
      requestTimeoutMs: 30_000,
      clock: systemClock,
      log,
    });
    const budget = new RequestBudget(BUDGET);
    const period = resolvePeriod({ period: periodName }, systemClock.now());
    const comparisonPeriod = precedingPeriod(period);
    const started = performance.now();
    const collected = await gatherAnalytics({
      period,
      comparisonPeriod,
      budget,
      collect: {
        service,
        projectId: emulator.projects.large,
        feedbackStatus: [],
        sections: SECTIONS,
        budget,
        maxRateLimitWaitMs: 120_000,
        searchGapMinimum: DEFAULT_THRESHOLDS.contentGapMinimumHits,
        clock: systemClock,
        log,
      },
    });
    const wallMs = performance.now() - started;
    const requests = emulator.requests;
    const periods = [collected.current, collected.previous]
      .filter((data): data is PeriodData => data !== undefined)
      .map((data, i) =>
        figures(data, requests, i === 0 ? SECTIONS : SECTIONS.filter((s) => s !== 'comments' && s !== 'questions')),
      );

    const renderStarted = performance.now();
    const model = buildReportModel(collected, {
      projectId: emulator.projects.large,
      top: 10,
      feedbackStatus: [],
      generatedAt: Date.now(),
      comparisonPeriod,
    });
    const rendered = renderReport(model, collected, {
      render: loadReportTemplate(undefined),
      renderTitle: compileTitle('Docs analytics: {{period.label}}'),
      filters: { feedbackStatus: [] },
    });
    const renderMs = performance.now() - renderStarted;
    return {
      project: emulator.projects.large,
      pages: PAGES,
      period: periodName,
      budget: BUDGET,
      periods,
      totalRequests: budget.used,
      wallMs,
      renderMs,
      reportChars: rendered.full.length,
      githubBodyChars: rendered.githubBody.length,
    };
  } finally {
    await emulator.close();
  }
}

function figures(data: PeriodData, requests: readonly RecordedRequest[], sections: ReportSection[]): PeriodFigures {
  const mine = requests.filter((r) => r.query.dateFrom === data.period.dateFrom);
  const visitorPages = mine.filter((r) => r.path.endsWith('/visitors')).length;
  const entryPages = mine.filter((r) => r.path.endsWith('/feedback')).length;
  const searchPages = mine.filter((r) => r.path.endsWith('/searches')).length;
  const conversationPages = mine.filter((r) => r.path.endsWith('/assistant')).length;
  const conversations = data.conversations?.state === 'ok' ? data.conversations.value : undefined;
  const count = data.feedbackCount;
  const entriesTotal = count?.total ?? 0;
  const optional = [data.searches, data.assistant, data.conversations, data.views];
  return {
    label: data.period.label,
    requests: mine.length,
    minimum: minimumRequests(sections),
    visitorPages,
    searchPages,
    conversationPages,
    questions: conversations?.asked ?? 0,
    unanswered: conversations?.unanswered ?? 0,
    conversationsExact: conversations?.complete ?? false,
    entryPages,
    visitorRows: data.visitors.length,
    visitorsComplete: data.visitorsComplete,
    feedbackTotal: entriesTotal,
    feedbackExact: count?.exact ?? false,
    entriesRead: count?.entriesRead ?? 0,
    complete:
      minimumRequests(sections) -
      1 +
      Math.ceil(PAGES / VISITORS_PAGE_SIZE) +
      Math.max(0, Math.ceil((conversations?.asked ?? 0) / CONVERSATIONS_PAGE_SIZE) - 1) +
      Math.ceil(entriesTotal / ENTRIES_PAGE_SIZE),
    sectionsFetched: data.feedbackFetched && optional.every((s) => s?.state === 'ok'),
  };
}

function print(figures: ReportRequestsFigures): void {
  console.log(
    `Report requests on ${figures.project} (${figures.pages} pages, ~20,000 feedback entries and ~5,000 assistant questions a week, every section, request-budget ${figures.budget})`,
  );
  for (const p of figures.periods) {
    console.log(
      `  ${p.label}: ${p.requests} requests (plan minimum ${p.minimum}, then ${Math.max(0, p.searchPages - 1)} more search pages, ${p.visitorPages - 1} more visitor pages, ${Math.max(0, p.conversationPages - 1)} more conversation pages, ${p.entryPages} feedback entry pages); ` +
        `${p.visitorRows} visitor rows${p.visitorsComplete ? '' : ' (incomplete)'}, ` +
        `assistant questions ${p.conversationsExact ? '' : '≥ '}${p.questions} (${p.conversationsExact ? '' : '≥ '}${p.unanswered} unanswered), ` +
        `feedback ${p.feedbackExact ? '' : '≥ '}${p.feedbackTotal} (${p.entriesRead} entries read); ` +
        `every row and entry would take ${p.feedbackExact ? '' : 'at least '}${p.complete}; all sections ${p.sectionsFetched ? 'fetched' : 'NOT fetched'}`,
    );
  }
  console.log(
    `  render (model, template, cut to ${figures.githubBodyChars} chars for GitHub, report.md ${figures.reportChars} chars): ${figures.renderMs.toFixed(0)} ms`,
  );
  console.log(
    `  total: ${figures.totalRequests} of ${figures.budget} requests, ${figures.wallMs.toFixed(0)} ms wall time`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  print(await benchReportRequests());
}
