// The layout of a report published on GitHub: its marker line first (what makes it findable again, by
// project for the sticky comment, by project and period for the report issue), the report, and last
// its own period's data, gzipped and base64-encoded in an HTML comment, so that the next run can compare
// against it without spending analytics requests. (The cache is no place for that data: it drops
// entries unused for 7 days, which a weekly schedule straddles.)
//
// Whatever is read back is someone's text: a body counts only in exactly this layout (a marker quoted
// or pasted further down is not one), and its data only when it validates as data.
import zlib from 'node:zlib';
import { z } from 'zod';
import type { FeedbackRow, VisitorRow } from '../../client/types.ts';
import { FEEDBACK_SOURCES, FEEDBACK_STATUSES, PERIODS } from '../../settings/types.ts';
import type { FeedbackSource, FeedbackStatus } from '../../settings/types.ts';
import { DEFAULT_MAX_VISITOR_PAGES, FEEDBACK_PAGE_SIZE, VISITORS_PAGE_SIZE } from '../collect/gather.ts';
import type { ConversationCounts, NamedCount, PeriodData } from '../collect/period-data.ts';
import { COUNT_SHORTFALLS } from '../collect/shortfall.ts';
import { periodFromDates } from '../period.ts';
import type { Period } from '../period.ts';
import { trendFromPayload, trendPayload, trendSchema, trimTrend } from './trend-block.ts';
import type { TrendHistory } from './trend-history.ts';

/** Largest block written: it shares GitHub's 65,536 characters with the report itself. */
export const MAX_DATA_BLOCK_CHARS = 16_000;
/** Decoded data larger than this is refused (a gzip bomb in someone's comment must not hurt the run). */
const MAX_DECODED_BYTES = 4_000_000;
/** The most rows a period can hold: the page cap of the visitor list, the API's one page of feedback rows. */
const MAX_VISITOR_ROWS = DEFAULT_MAX_VISITOR_PAGES * VISITORS_PAGE_SIZE;
const MAX_FEEDBACK_ROWS = FEEDBACK_PAGE_SIZE;
/** Categories and pages with unanswered assistant questions kept, most unanswered first... */
export const MAX_UNANSWERED_ROWS = 100;
/** ...and as many as fit this many characters of names per list, so the block fits whatever the names. */
export const MAX_UNANSWERED_NAME_CHARS = 4_000;

const MARKER_LINE = /^<!-- docs-export-report project=(\S+) period=(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2}) -->$/;
const DATA_LINE = /^<!-- docs-export-data:v1 ([A-Za-z0-9+/]+={0,2}) -->$/;

export interface DataFilters {
  feedbackSource?: FeedbackSource;
  /** Order does not matter. */
  feedbackStatus: FeedbackStatus[];
}

/** One period of an earlier report, as read back. */
export interface EmbeddedReport {
  projectId: string;
  filters: DataFilters;
  data: PeriodData;
  /** The trend history the report carries forward (absent: trends off, or a block of an older version). */
  trend?: TrendHistory;
}

export interface ReportMarker {
  projectId: string;
  /** `dateFrom` and `dateTo` (exclusive) of the report's period. */
  period: { dateFrom: string; dateTo: string };
}

/** A body the action published: its marker, and its data when that validates. */
export interface PublishedBody {
  marker: ReportMarker;
  data?: EmbeddedReport;
}

export function reportMarker(projectId: string, period: Pick<Period, 'dateFrom' | 'dateTo'>): string {
  return `<!-- docs-export-report project=${encodeURIComponent(projectId)} period=${period.dateFrom}..${period.dateTo} -->`;
}

/** A published body: the marker line, the report, the data block last (when there is one). */
export function publishedBody(marker: string, markdown: string, dataBlock: string): string {
  return `${marker}\n${markdown.trimEnd()}\n${dataBlock ? `\n${dataBlock}\n` : ''}`;
}

/** The marker line of a body in the action's layout, if it has one. */
function markerOf(lines: readonly string[]): ReportMarker | undefined {
  const match = MARKER_LINE.exec(lines[0] ?? '');
  if (!match) return undefined;
  try {
    return {
      projectId: decodeURIComponent(match[1] ?? ''),
      period: { dateFrom: match[2] ?? '', dateTo: match[3] ?? '' },
    };
  } catch {
    return undefined;
  }
}

const linesOf = (body: string | null | undefined) =>
  (body ?? '').replace(/\r\n/g, '\n').replace(/\n+$/, '').split('\n');

/** The marker of a body in the action's layout (its first line), if it is `projectId`'s. */
export function markerFor(body: string | null | undefined, projectId: string): ReportMarker | undefined {
  const marker = markerOf(linesOf(body));
  return marker?.projectId === projectId ? marker : undefined;
}

/**
 * A body in exactly the action's layout: the marker on the first line, and, on the last, a data block
 * of the same project and period that validates. Anything else (a marker further down, in a quote or
 * a code block; data that contradicts its marker) is not the action's.
 */
export function readPublishedBody(body: string | null | undefined): PublishedBody | undefined {
  const lines = linesOf(body);
  const marker = markerOf(lines);
  if (!marker) return undefined;
  const block = lines.length > 1 ? DATA_LINE.exec(lines.at(-1) ?? '') : null;
  const data = block ? decodeData(block[1] ?? '') : undefined;
  const consistent =
    data &&
    data.projectId === marker.projectId &&
    data.data.period.dateFrom === marker.period.dateFrom &&
    data.data.period.dateTo === marker.period.dateTo;
  return consistent ? { marker, data } : { marker };
}

// The data as written: short keys and rows as tuples keep the block small. Read back, every field is
// checked: known keys only, real dates, whole counts within what a site can have.
const count = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const path = z.string().max(4096);
const payloadSchema = z.strictObject({
  // v2 added the optional numbers below; a v1 block reads as one without them.
  v: z.union([z.literal(1), z.literal(2)]),
  project: z.string().min(1).max(256),
  // `label` was written by earlier versions; it is never read: the label is rebuilt from the dates.
  period: z.strictObject({
    name: z.enum(PERIODS),
    label: z.string().optional(),
    dateFrom: day,
    dateTo: day,
    days: count,
  }),
  filters: z.strictObject({
    source: z.enum(FEEDBACK_SOURCES).optional(),
    status: z.array(z.enum(FEEDBACK_STATUSES)).max(FEEDBACK_STATUSES.length),
  }),
  totals: z.tuple([count, count, count]),
  visitors: z.array(z.tuple([path, count, count, count])).max(MAX_VISITOR_ROWS),
  visitorsComplete: z.boolean(),
  feedback: z.array(z.tuple([path, count, count, count, count])).max(MAX_FEEDBACK_ROWS),
  feedbackCut: z.boolean(),
  feedbackFetched: z.boolean(),
  /** Feedback entries counted, and whether that is exact. */
  count: z.tuple([count, z.boolean()]).optional(),
  /** `totalSearches`. */
  searches: count.optional(),
  /** Assistant questions: web, api, other, total. */
  assistant: z.tuple([count, count, count, count]).optional(),
  /** Page views: human, ai, total. */
  views: z.tuple([count, count, count]).optional(),
  /** Trend history (trend-periods above 0): figures by period, each gap's and page's marks (trend-block.ts). */
  trend: trendSchema.optional(),
  /**
   * Assistant conversations: asked, answered, unanswered, clarifying; whether every row was read (else why
   * not); unanswered questions by category and by page, most first, only those with any (`cut`: rows were
   * left out, so a name missing is unknown rather than 0).
   */
  unanswered: z
    .strictObject({
      n: z.tuple([count, count, count, count]),
      complete: z.boolean(),
      why: z.enum(COUNT_SHORTFALLS).optional(),
      cat: z.array(z.tuple([path, count])).max(MAX_UNANSWERED_ROWS),
      page: z.array(z.tuple([path, count])).max(MAX_UNANSWERED_ROWS),
      cut: z.boolean(),
    })
    .optional(),
});
type Payload = z.infer<typeof payloadSchema>;

const visitorRowSchema = z.tuple([path, count, count, count]);
const unansweredRowSchema = z.tuple([path, count]);
const unansweredTuple = (row: NamedCount) => [row.name, row.unanswered] as [string, number];
const feedbackRowSchema = z.tuple([path, count, count, count, count]);
const visitorTuple = (v: VisitorRow) => [v.path, v.human, v.ai, v.total] as [string, number, number, number];
const feedbackTuple = (f: FeedbackRow) =>
  [f.path, f.thumbsUp, f.thumbsDown, f.code, f.total] as [string, number, number, number, number];
/** The values when each is a count the reader takes, else undefined. */
const counts = <T extends number[]>(...values: T): T | undefined =>
  values.every((value) => count.safeParse(value).success) ? values : undefined;

/**
 * The rows of a list its reader takes (each within `row`'s bounds, at most `max`), and whether any was
 * dropped. A row is dropped whole, never cut: a cut path is another page.
 */
function bounded<T>(rows: readonly T[], max: number, row: z.ZodType, tuple: (item: T) => unknown): Bounded<T> {
  const kept = rows.filter((item) => row.safeParse(tuple(item)).success);
  return { rows: kept.slice(0, max), dropped: kept.length < rows.length || kept.length > max };
}
interface Bounded<T> {
  rows: T[];
  dropped: boolean;
}

/**
 * The payload of one period, within the bounds its reader checks: a row that breaks one is dropped
 * and its list marked incomplete, so that a comparison treats its page as unknown; a further
 * section's numbers that break one are left out (the comparison then lacks them).
 */
function payloadOf(
  report: EmbeddedReport,
  visitorRows: VisitorRow[],
  complete: boolean,
  withFeedback: boolean,
  trend = report.trend,
): Payload {
  const { data } = report;
  const count = withFeedback && data.feedbackCount;
  const feedback = bounded(data.feedback, MAX_FEEDBACK_ROWS, feedbackRowSchema, feedbackTuple);
  const searches = data.searches?.state === 'ok' ? counts(data.searches.value.total) : undefined;
  const assistant =
    data.assistant?.state === 'ok'
      ? counts(
          data.assistant.value.web,
          data.assistant.value.api,
          data.assistant.value.other,
          data.assistant.value.total,
        )
      : undefined;
  const views =
    data.views?.state === 'ok'
      ? counts(data.views.value.human, data.views.value.ai, data.views.value.total)
      : undefined;
  const entries = count ? counts(count.total) : undefined;
  const unanswered = data.conversations?.state === 'ok' ? unansweredOf(data.conversations.value) : undefined;
  return {
    v: 2,
    project: report.projectId,
    period: {
      name: data.period.name,
      dateFrom: data.period.dateFrom,
      dateTo: data.period.dateTo,
      days: data.period.days,
    },
    filters: {
      ...(report.filters.feedbackSource ? { source: report.filters.feedbackSource } : {}),
      status: [...report.filters.feedbackStatus].sort(),
    },
    totals: [data.totals.human, data.totals.ai, data.totals.total],
    visitors: visitorRows.map(visitorTuple),
    visitorsComplete: complete,
    feedback: withFeedback ? feedback.rows.map(feedbackTuple) : [],
    feedbackCut: withFeedback && (data.feedbackCut || feedback.dropped),
    feedbackFetched: withFeedback && data.feedbackFetched,
    ...(count && entries ? { count: [entries[0], count.exact] as [number, boolean] } : {}),
    ...(searches ? { searches: searches[0] } : {}),
    ...(assistant ? { assistant } : {}),
    ...(views ? { views } : {}),
    ...(trend ? { trend: trendPayload(trend) } : {}),
    ...(unanswered ? { unanswered } : {}),
  };
}

/** The conversations' counts within the reader's bounds; undefined when the totals are not counts. */
function unansweredOf(value: ConversationCounts): Payload['unanswered'] {
  const n = counts(value.asked, value.answered, value.unanswered, value.clarifying);
  if (!n) return undefined;
  const withAny = (rows: readonly NamedCount[]) => rows.filter((row) => row.unanswered > 0);
  const cat = withinChars(
    bounded(withAny(value.byCategory), MAX_UNANSWERED_ROWS, unansweredRowSchema, unansweredTuple),
  );
  const page = withinChars(bounded(withAny(value.byPath), MAX_UNANSWERED_ROWS, unansweredRowSchema, unansweredTuple));
  return {
    n,
    complete: value.complete,
    ...(value.shortfall ? { why: value.shortfall } : {}),
    cat: cat.rows.map(unansweredTuple),
    page: page.rows.map(unansweredTuple),
    cut: cat.dropped || page.dropped || value.namesCut === true,
  };
}

/** The first rows whose names together fit MAX_UNANSWERED_NAME_CHARS. */
function withinChars(list: Bounded<NamedCount>): Bounded<NamedCount> {
  let chars = 0;
  const rows = list.rows.filter((row) => (chars += row.name.length) <= MAX_UNANSWERED_NAME_CHARS);
  return { rows, dropped: list.dropped || rows.length < list.rows.length };
}

/** The numbers of the further sections, as a comparison needs them (no terms, no comments, no questions). */
function moreOf(payload: Payload): Partial<PeriodData> {
  const more: Partial<PeriodData> = {};
  if (payload.count)
    more.feedbackCount = { total: payload.count[0], exact: payload.count[1], entriesRead: 0, byPath: {} };
  if (payload.searches !== undefined) more.searches = { state: 'ok', value: { total: payload.searches, terms: [] } };
  if (payload.assistant) {
    const [web, api, other, total] = payload.assistant;
    more.assistant = { state: 'ok', value: { web, api, other, total } };
  }
  if (payload.views) {
    const [human, ai, total] = payload.views;
    more.views = { state: 'ok', value: { human, ai, total } };
  }
  if (payload.unanswered) {
    const { n, complete, why, cat, page, cut } = payload.unanswered;
    const [asked, answered, unanswered, clarifying] = n;
    const named = (rows: [string, number][]) => rows.map(([name, count]) => ({ name, unanswered: count }));
    more.conversations = {
      state: 'ok',
      value: {
        asked,
        answered,
        unanswered,
        clarifying,
        complete,
        ...(why ? { shortfall: why } : {}),
        rowsRead: 0,
        byCategory: named(cat),
        byPath: named(page),
        namesCut: cut,
      },
    };
  }
  return more;
}

/**
 * The block of a payload, parsed by the reader's own schema first, so that what is written always reads
 * back; empty (no block: the next report fetches this period) when even its totals are not counts.
 */
function blockOf(payload: Payload): string {
  const checked = payloadSchema.safeParse(payload);
  if (!checked.success) return '';
  return `<!-- docs-export-data:v1 ${zlib.gzipSync(JSON.stringify(checked.data), { level: 9 }).toString('base64')} -->`;
}

/**
 * The hidden block for a report's own period, at most `maxChars` long. When every page does not fit,
 * the pages with most visitors are kept and the block says its visitor list is incomplete, so that a
 * later comparison treats the pages it lacks as unknown rather than as zero. Room goes to the trend
 * history first, then the feedback rows, then visitor rows; when even the trend does not fit without
 * them, its gap and page histories are cut (those listed now kept first).
 */
export function encodeDataBlock(report: EmbeddedReport, maxChars = MAX_DATA_BLOCK_CHARS): string {
  const visitors = bounded(report.data.visitors, MAX_VISITOR_ROWS, visitorRowSchema, visitorTuple);
  const rows = visitors.rows;
  const all = blockOf(payloadOf(report, rows, report.data.visitorsComplete && !visitors.dropped, true));
  if (all.length <= maxChars) return all;

  const ranked = rows.sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const attempt = (n: number, withFeedback = true) =>
    blockOf(payloadOf(report, ranked.slice(0, n), false, withFeedback));
  let low = 0; // rows known to fit (0 is checked below)
  let high = ranked.length; // rows known not to fit
  if (attempt(0).length > maxChars) {
    const withoutFeedback = attempt(0, false);
    if (withoutFeedback.length <= maxChars || !report.trend) return withoutFeedback;
    return trendWithin(report, maxChars);
  }
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (attempt(mid).length <= maxChars) low = mid;
    else high = mid;
  }
  return attempt(low);
}

/** The block with no visitor or feedback rows and as much of the trend history as fits (its figures at least, else none). */
function trendWithin(report: EmbeddedReport, maxChars: number): string {
  const trend = report.trend;
  const attempt = (items: number) => blockOf(payloadOf(report, [], false, false, trend && trimTrend(trend, items)));
  if (attempt(0).length > maxChars) return blockOf(payloadOf(report, [], false, false, undefined));
  let low = 0;
  let high = Math.max(trend?.gaps.length ?? 0, trend?.pages.length ?? 0) + 1;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (attempt(mid).length <= maxChars) low = mid;
    else high = mid;
  }
  return attempt(low);
}

/** The report of a validated payload, its period rebuilt from the dates; undefined when the dates are no such period. */
function toReport(payload: Payload): EmbeddedReport | undefined {
  const period = periodFromDates(payload.period.name, payload.period.dateFrom, payload.period.dateTo);
  if (!period || period.days !== payload.period.days) return undefined;
  const visitors: VisitorRow[] = payload.visitors.map(([path, human, ai, total]) => ({ path, human, ai, total }));
  const feedback: FeedbackRow[] = payload.feedback.map(([path, thumbsUp, thumbsDown, code, total]) => ({
    path,
    thumbsUp,
    thumbsDown,
    code,
    total,
  }));
  const [human, ai, total] = payload.totals;
  return {
    projectId: payload.project,
    filters: { feedbackSource: payload.filters.source, feedbackStatus: payload.filters.status },
    data: {
      period,
      totals: { human, ai, total },
      visitors,
      visitorsComplete: payload.visitorsComplete,
      feedback,
      feedbackCut: payload.feedbackCut,
      feedbackFetched: payload.feedbackFetched,
      ...moreOf(payload),
    },
    ...(payload.trend ? { trend: trendFromPayload(payload.trend) } : {}),
  };
}

/** The report in one data block's base64, or undefined when it is damaged, foreign or not valid data. */
export function decodeData(base64: string): EmbeddedReport | undefined {
  try {
    const json = zlib
      .gunzipSync(Buffer.from(base64, 'base64'), { maxOutputLength: MAX_DECODED_BYTES })
      .toString('utf8');
    const parsed = payloadSchema.safeParse(JSON.parse(json));
    return parsed.success ? toReport(parsed.data) : undefined;
  } catch {
    return undefined;
  }
}
