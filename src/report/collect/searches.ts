// The search terms of a period, most searched first. The first page (limit=100) is the `searches` section's minimum:
// the total and the top terms, all the comparison period needs. The report period's terms go on by cursor, after
// every section's minimum and before visitor pages, until the least searched term read is below the content-gap
// minimum: no term further down can be a gap, so the content gaps are all there and a search task missing from them
// may count the period as without its gap. On a large site one page holds fewer terms than are searched that often.
// Paging also stops when the list ends, at a page cap, on a cursor the service gave before or not at all, to keep
// the comparison period's minimum, or when the budget, the quota or the service stops it; then the terms read are
// kept and why it stopped is logged and kept (`shortfall`).
import type { CallOptions, SearchesPage, SearchRow } from '../../client/types.ts';
import { groupThousands } from '../../util/format.ts';
import { sitePath } from '../page-path.ts';
import type { Period } from '../period.ts';
import { capText, CLICKED_PAGE_MAX_CHARS, SEARCH_TERM_MAX_CHARS } from '../text-caps.ts';
import type { CollectOptions } from './collect-options.ts';
import type { SearchesData, Section } from './period-data.ts';
import { callWithinBudget } from './request-budget.ts';
import type { CountShortfall } from './shortfall.ts';
import { inFull, shortfallOf } from './shortfall.ts';

/** The searches endpoint's largest page. */
export const SEARCHES_PAGE_SIZE = 100;
/**
 * Stops a list whose terms never fall below the gap minimum (1,000 terms), whatever the budget: the emulator's
 * 10,000-page project needs 2 pages; a site with ten times its searches would need about 10.
 */
export const MAX_SEARCH_PAGES = 10;

/** Where paging goes on from after the first page: the rows as the service sent them, and the cursors given. */
export interface SearchPager {
  readonly rows: SearchRow[];
  readonly total: number;
  readonly cursor: string;
  readonly pages: number;
  readonly cursors: ReadonlySet<string>;
  /** Whether the log already said the rates came as percentages. */
  readonly scaleSaid: boolean;
}

/** After a page: the cursor to go on with, the list read far enough, or why paging must stop short. */
type Next =
  | { cursor: string }
  | { done: 'below-minimum' | 'every-term' | 'first-page-only' }
  | { stop: CountShortfall; why: string };

const NO_NEW_CURSOR = 'the service gave no new cursor after a full page of terms';

/**
 * Reads the first page of the period's terms (the section's minimum); `call` runs it within the budget and turns a
 * failure into the section's state. With `options.searchGapMinimum` (the report period), a pager when there is more
 * to read.
 */
export async function firstSearches(
  period: Period,
  options: CollectOptions,
  call: <T>(what: string, request: (options: CallOptions) => Promise<T>) => Promise<Section<T>>,
): Promise<{ section: Section<SearchesData>; pager?: SearchPager }> {
  let pager: SearchPager | undefined;
  const section = await call(`searches of ${period.label}`, async (callOptions) => {
    const page = await fetchPage(period, options)(callOptions);
    const rows = [...page.searches];
    const next = nextStep(page, rows, new Set(), options.searchGapMinimum);
    const read = searchesData(rows, page.totalSearches, 1, next);
    logProgress(period, options, 1, rows, next);
    if ('cursor' in next)
      pager = {
        rows,
        total: page.totalSearches,
        cursor: next.cursor,
        pages: 1,
        cursors: new Set([next.cursor]),
        scaleSaid: read.percentages,
      };
    if (read.percentages) logPercentages(period, options);
    if ('stop' in next) logStop(period, options, 1, rows, next.why);
    return read.data;
  });
  return section.state === 'ok' && pager ? { section, pager } : { section };
}

/**
 * Reads the report period's further pages (after its first) until the list is read far enough or paging stops
 * short; leaves `reserve` requests untouched. The section comes back with every term read.
 */
export async function pageSearches(
  period: Period,
  pager: SearchPager,
  options: CollectOptions,
): Promise<Section<SearchesData>> {
  const { budget } = options;
  const rows = [...pager.rows];
  const cursors = new Set(pager.cursors);
  let { cursor, pages } = pager;
  let next: Next;
  for (;;) {
    if (pages >= MAX_SEARCH_PAGES) {
      next = { stop: 'page-cap', why: `stopped at its cap of ${MAX_SEARCH_PAGES} pages` };
      break;
    }
    if (options.reserve && budget.remaining <= options.reserve) {
      next = {
        stop: 'budget',
        why: `stopped to keep ${options.reserve} requests for the comparison period's minimum`,
      };
      break;
    }
    let page: SearchesPage;
    try {
      page = await callWithinBudget(
        `searches page ${pages + 1} of ${period.label}`,
        fetchPage(period, options, cursor),
        options,
      );
    } catch (error) {
      const short = shortfallOf(error, budget.limit);
      next = { stop: short.shortfall, why: inFull(short) };
      break;
    }
    pages += 1;
    rows.push(...page.searches);
    next = nextStep(page, rows, cursors, options.searchGapMinimum);
    logProgress(period, options, pages, rows, next);
    if (!('cursor' in next)) break;
    cursor = next.cursor;
    cursors.add(cursor);
  }
  if ('stop' in next) logStop(period, options, pages, rows, next.why);
  const read = searchesData(rows, pager.total, pages, next);
  if (read.percentages && !pager.scaleSaid) logPercentages(period, options);
  return { state: 'ok', value: read.data };
}

const fetchPage = (period: Period, options: CollectOptions, cursor?: string) => {
  const { service, projectId } = options;
  const query = { dateFrom: period.dateFrom, dateTo: period.dateTo, limit: SEARCHES_PAGE_SIZE, cursor };
  return (call: CallOptions): Promise<SearchesPage> => service.searches(projectId, query, call);
};

/**
 * What comes after a page. A list ends when no cursor follows a page shorter than a page; it is read far enough when
 * its least searched term is below the minimum (a term further down is searched less). Without a minimum (the
 * comparison period) the first page is all there is to read. A full page without a cursor, or a cursor given before,
 * cannot be told from a service that does not page: paging stops short rather than claim every term was read.
 */
function nextStep(page: SearchesPage, rows: readonly SearchRow[], given: ReadonlySet<string>, minimum?: number): Next {
  if (!page.nextCursor && page.searches.length < SEARCHES_PAGE_SIZE) return { done: 'every-term' };
  if (minimum === undefined) return { done: 'first-page-only' };
  if (rows.length > 0 && leastSearched(rows) < minimum) return { done: 'below-minimum' };
  if (!page.nextCursor || given.has(page.nextCursor)) return { stop: 'error', why: NO_NEW_CURSOR };
  return { cursor: page.nextCursor };
}

const leastSearched = (rows: readonly SearchRow[]) => rows.reduce((least, row) => Math.min(least, row.hits), Infinity);

/** The period's searches from the rows read, one `ctr` scale for all of them (ctrAsFractions). */
function searchesData(
  rows: readonly SearchRow[],
  total: number,
  pages: number,
  next: Next,
): { data: SearchesData; percentages: boolean } {
  const read = ctrAsFractions(rows);
  const data: SearchesData = {
    total,
    terms: read.rows.map(cappedTerm),
    everyTerm: 'done' in next && next.done === 'every-term',
    pages,
  };
  if ('stop' in next) data.shortfall = next.stop;
  return { data, percentages: read.scale === 'percentage' };
}

function logProgress(period: Period, options: CollectOptions, page: number, rows: readonly SearchRow[], next: Next) {
  const { budget, log } = options;
  const least = rows.length > 0 ? `, the least searched ${groupThousands(leastSearched(rows))} times` : '';
  const after =
    'cursor' in next
      ? ', more to come'
      : 'done' in next && next.done === 'below-minimum'
        ? `: every term further down is searched fewer than ${options.searchGapMinimum} times`
        : '';
  log.info(
    `Searches, ${period.label}: page ${page}, ${groupThousands(rows.length)} terms so far${least}${after} (requests ${budget.used}/${budget.limit})`,
  );
}

function logStop(period: Period, options: CollectOptions, pages: number, rows: readonly SearchRow[], why: string) {
  options.log.warning(
    `Searches, ${period.label}: ${why}; ${pages} ${pages === 1 ? 'page' : 'pages'} (${groupThousands(rows.length)} terms) read, none searched fewer than ${options.searchGapMinimum} times: search tasks count this period only for the terms read.`,
  );
}

function logPercentages(period: Period, options: CollectOptions) {
  options.log.info(
    `Searches of ${period.label}: the service gave click-through rates as percentages (a rate above 1); read as such.`,
  );
}

/**
 * The rows with `ctr` as a fraction (0 to 1). The reference gives `ctr` no scale: this project read it as
 * 0 to 1, a client of the live API describes it as 0 to 100. One scale per period's answer, its pages together: any
 * rate above 1 means the answer is in percentages. (An answer in percentages whose every rate is at most 1% reads
 * as fractions: nothing in it tells the two apart.)
 */
export function ctrAsFractions(rows: readonly SearchRow[]): { rows: SearchRow[]; scale: 'fraction' | 'percentage' } {
  if (!rows.some((row) => row.ctr > 1)) return { rows: [...rows], scale: 'fraction' };
  return { rows: rows.map((row) => ({ ...row, ctr: row.ctr / 100 })), scale: 'percentage' };
}

/**
 * A search row with its visitor-typed term capped, and its clicked page as a site path (it may be a full
 * URL), capped since it is only ever shown.
 */
function cappedTerm(row: SearchRow): SearchRow {
  const capped = { ...row, searchQuery: capText(row.searchQuery, SEARCH_TERM_MAX_CHARS) };
  if (row.topClickedPage) capped.topClickedPage = capText(sitePath(row.topClickedPage), CLICKED_PAGE_MAX_CHARS);
  return capped;
}
