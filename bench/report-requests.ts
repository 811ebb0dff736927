// Requests a report spends on the emulator's 10,000-page project: one period and its comparison,
// against the minimum the API allows (ceil(pages / 250) visitor pages + 1 feedback request).
// Run: npm exec -- node bench/report-requests.ts
import { pathToFileURL } from 'node:url';
import { startEmulator } from '../emulator/server.ts';
import { createServiceClient } from '../src/client/service.ts';
import { RequestBudget } from '../src/report/budget.ts';
import { collectPeriod, FEEDBACK_PAGE_SIZE, VISITORS_PAGE_SIZE } from '../src/report/collect.ts';
import { buildReportModel } from '../src/report/model/build.ts';
import { precedingPeriod, resolvePeriod } from '../src/report/period.ts';
import { renderReport } from '../src/report/render/publication.ts';
import { compileTitle, loadReportTemplate } from '../src/report/render/template.ts';
import type { PeriodData } from '../src/report/types.ts';
import type { PeriodName } from '../src/settings/types.ts';
import { systemClock } from '../src/util/clock.ts';
import { memoryLog } from '../test/support/log.ts';

const PAGES = 10_000;

export interface PeriodFigures {
  label: string;
  requests: number;
  minimum: number;
  /** Requests the emulator answered for this period (counts what reached the server, not our tally). */
  served: number;
  visitorRows: number;
  feedbackRows: number;
  /** The service had more feedback than one request of 100 can return. */
  feedbackCut: boolean;
  complete: boolean;
  wallMs: number;
}

export interface ReportRequestsFigures {
  project: string;
  pages: number;
  period: PeriodName;
  periods: PeriodFigures[];
  totalRequests: number;
  totalMinimum: number;
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
    // The organization's whole hourly quota: enough for a period and its comparison on this project.
    const budget = new RequestBudget(100);
    const current = resolvePeriod({ period: periodName }, systemClock.now());
    const minimum = Math.ceil(PAGES / VISITORS_PAGE_SIZE) + 1;
    const periods: PeriodFigures[] = [];
    const collected: PeriodData[] = [];
    const started = performance.now();
    for (const period of [current, precedingPeriod(current)]) {
      const usedBefore = budget.used;
      const servedBefore = emulator.requests.length;
      const t0 = performance.now();
      const data = await collectPeriod(period, {
        service,
        projectId: emulator.projects.large,
        feedbackStatus: [],
        budget,
        maxRateLimitWaitMs: 120_000,
        clock: systemClock,
        log,
      });
      collected.push(data);
      periods.push({
        label: period.label,
        requests: budget.used - usedBefore,
        minimum,
        served: emulator.requests.length - servedBefore,
        visitorRows: data.visitors.length,
        feedbackRows: data.feedback.length,
        feedbackCut: data.feedbackCut,
        complete: data.visitorsComplete && data.feedbackFetched,
        wallMs: performance.now() - t0,
      });
    }
    const wallMs = performance.now() - started;
    const renderStarted = performance.now();
    const report = {
      current: collected[0] as PeriodData,
      previous: collected[1],
      comparisonSource: 'service' as const,
      requestsUsed: budget.used,
      requestBudget: budget.limit,
      missing: [],
    };
    const model = buildReportModel(report, {
      projectId: emulator.projects.large,
      top: 10,
      feedbackStatus: [],
      generatedAt: Date.now(),
      comparisonPeriod: collected[1]?.period,
    });
    const rendered = renderReport(model, report, {
      render: loadReportTemplate(undefined),
      renderTitle: compileTitle('Docs analytics: {{period.label}}'),
      filters: { feedbackStatus: [] },
    });
    const renderMs = performance.now() - renderStarted;
    return {
      project: emulator.projects.large,
      pages: PAGES,
      period: periodName,
      periods,
      totalRequests: budget.used,
      totalMinimum: minimum * periods.length,
      wallMs,
      renderMs,
      reportChars: rendered.full.length,
      githubBodyChars: rendered.githubBody.length,
    };
  } finally {
    await emulator.close();
  }
}

function print(figures: ReportRequestsFigures): void {
  console.log(
    `Report requests on ${figures.project} (${figures.pages} pages; visitors limit=${VISITORS_PAGE_SIZE}, feedback limit=${FEEDBACK_PAGE_SIZE})`,
  );
  for (const p of figures.periods) {
    console.log(
      `  ${p.label}: ${p.requests} requests (minimum ${p.minimum}, emulator served ${p.served}), ` +
        `${p.visitorRows} visitor rows, ${p.feedbackRows} feedback rows${p.feedbackCut ? ' (cut)' : ''}, ${p.complete ? 'complete' : 'INCOMPLETE'}, ${p.wallMs.toFixed(0)} ms`,
    );
  }
  console.log(
    `  render (model, template, cut to ${figures.githubBodyChars} chars for GitHub, report.md ${figures.reportChars} chars): ${figures.renderMs.toFixed(0)} ms`,
  );
  console.log(
    `  total: ${figures.totalRequests} requests (minimum ${figures.totalMinimum}), ${figures.wallMs.toFixed(0)} ms wall time`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  print(await benchReportRequests());
}
