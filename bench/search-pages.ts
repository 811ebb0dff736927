// What reading the search terms past the first page costs a report on the emulator's 10,000-page project (about 120
// terms searched 10 times or more a week, 100 to a page), with the action's defaults: `sections`
// traffic,feedback,searches,assistant, `compare` on, `request-budget` 40, the last 7 days. Against the same report
// reading the first page only (as before search paging): the requests per period and what each spent them on, the
// search pages and terms read, and whether the period's terms were read in full (down to a term searched fewer than
// the content-gap minimum), which a search task needs to count the period toward closing. Requests are counts, not
// times: the same every run (the emulator's week of its test clock). Run alone: npm exec -- node bench/search-pages.ts
import { pathToFileURL } from 'node:url';
import { memoryLog } from '../devkit/log.ts';
import { startEmulator } from '../emulator/server.ts';
import type { RecordedRequest } from '../emulator/server.ts';
import { createServiceClient } from '../src/client/service.ts';
import { gatherAnalytics } from '../src/report/collect/gather.ts';
import type { PeriodData } from '../src/report/collect/period-data.ts';
import { RequestBudget } from '../src/report/collect/request-budget.ts';
import { DEFAULT_THRESHOLDS } from '../src/report/model/build.ts';
import { precedingPeriod, resolvePeriod } from '../src/report/period.ts';
import type { ReportSection } from '../src/settings/types.ts';
import { systemClock } from '../src/util/clock.ts';

/** The emulator's test clock: the week of 2025-03-05 to 2025-03-12, whose figures its README gives. */
const NOW = Date.parse('2025-03-12T10:00:00Z');
/** `request-budget`'s default (action.yml). */
export const DEFAULT_BUDGET = 40;
/** `sections`' default (action.yml). */
const DEFAULT_SECTIONS: ReportSection[] = ['traffic', 'feedback', 'searches', 'assistant'];
const MINIMUM_HITS = DEFAULT_THRESHOLDS.contentGapMinimumHits;

export interface SearchPagesRun {
  /** Requests the emulator answered, per period (the report period first). */
  requests: number[];
  /** Search pages, per period. */
  searchPages: number[];
  /** Visitor pages, per period. */
  visitorPages: number[];
  /** The report period's terms read, the least searched of them, and whether that is below the gap minimum. */
  terms: number;
  leastSearched: number;
  readInFull: boolean;
  /** Content gaps among the terms read. */
  contentGaps: number;
  totalRequests: number;
}

export interface SearchPagesFigures {
  project: string;
  budget: number;
  minimumHits: number;
  paged: SearchPagesRun;
  firstPageOnly: SearchPagesRun;
}

async function reportOnce(paging: boolean): Promise<SearchPagesRun> {
  const emulator = await startEmulator({ port: 0, now: () => NOW });
  try {
    const log = memoryLog();
    const service = createServiceClient({
      apiUrl: emulator.url,
      apiKey: emulator.keys.demo,
      requestTimeoutMs: 30_000,
      clock: systemClock,
      log,
    });
    const budget = new RequestBudget(DEFAULT_BUDGET);
    const period = resolvePeriod({ period: 'last-7-days' }, NOW);
    const collected = await gatherAnalytics({
      period,
      comparisonPeriod: precedingPeriod(period),
      budget,
      collect: {
        service,
        projectId: emulator.projects.large,
        feedbackStatus: [],
        sections: DEFAULT_SECTIONS,
        budget,
        maxRateLimitWaitMs: 120_000,
        clock: systemClock,
        log,
        ...(paging && { searchGapMinimum: MINIMUM_HITS }),
      },
    });
    const periods = [collected.current, collected.previous].filter((d): d is PeriodData => d !== undefined);
    const mine = (data: PeriodData, endpoint: string) =>
      emulator.requests.filter(
        (r: RecordedRequest) => r.query.dateFrom === data.period.dateFrom && r.path.endsWith(endpoint),
      );
    const searches = collected.current.searches?.state === 'ok' ? collected.current.searches.value : undefined;
    const hits = searches?.terms.map((t) => t.hits) ?? [];
    const leastSearched = hits.length > 0 ? Math.min(...hits) : 0;
    return {
      requests: periods.map((data) => mine(data, '').length),
      searchPages: periods.map((data) => mine(data, '/searches').length),
      visitorPages: periods.map((data) => mine(data, '/visitors').length),
      terms: searches?.terms.length ?? 0,
      leastSearched,
      readInFull: searches?.everyTerm === true || leastSearched < MINIMUM_HITS,
      contentGaps:
        searches?.terms.filter(
          (t) =>
            t.hits >= MINIMUM_HITS && (t.topClickedPage === null || t.ctr < DEFAULT_THRESHOLDS.contentGapMaximumCtr),
        ).length ?? 0,
      totalRequests: budget.used,
    };
  } finally {
    await emulator.close();
  }
}

export async function benchSearchPages(): Promise<SearchPagesFigures> {
  return {
    project: 'proj_large',
    budget: DEFAULT_BUDGET,
    minimumHits: MINIMUM_HITS,
    paged: await reportOnce(true),
    firstPageOnly: await reportOnce(false),
  };
}

/** One run in a line: requests per period, search and visitor pages, and the terms read. */
export function describeRun(run: SearchPagesRun, minimumHits: number): string {
  return (
    `${run.requests.join(' + ')} requests (search pages ${run.searchPages.join(' + ')}, visitor pages ${run.visitorPages.join(' + ')}); ` +
    `${run.terms} terms read, the least searched ${run.leastSearched} times: ${run.readInFull ? `read in full (below ${minimumHits})` : 'not read in full'}, ${run.contentGaps} content gaps`
  );
}

function print(figures: SearchPagesFigures): void {
  console.log(
    `Search pages on ${figures.project} (about 120 terms searched ${figures.minimumHits} times or more a week), default sections, compare on, request-budget ${figures.budget}:`,
  );
  console.log(`  paged:           ${describeRun(figures.paged, figures.minimumHits)}`);
  console.log(`  first page only: ${describeRun(figures.firstPageOnly, figures.minimumHits)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  print(await benchSearchPages());
}
