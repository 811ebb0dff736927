// The hidden parts of a published report: the marker that makes it findable again (by project for the
// sticky comment, by project and period for the report issue), and its own period's data, gzipped and
// base64-encoded in an HTML comment, so that the next run can compare against it without spending
// analytics requests. The cache is no place for the data: it drops entries unused for 7 days, which a
// weekly schedule straddles.
import zlib from 'node:zlib';
import { z } from 'zod';
import type { FeedbackRow, VisitorRow } from '../../client/types.ts';
import { PERIODS } from '../../settings/types.ts';
import type { Period, PeriodData } from '../types.ts';

/** Largest block written: it shares GitHub's 65,536 characters with the report itself. */
export const MAX_DATA_BLOCK_CHARS = 16_000;
/** Decoded data larger than this is refused (a gzip bomb in someone's comment must not hurt the run). */
const MAX_DECODED_BYTES = 4_000_000;

const BLOCK = /<!-- docs-export-data:v1 ([A-Za-z0-9+/=]+) -->/g;

export interface DataFilters {
  feedbackSource?: string;
  /** Order does not matter. */
  feedbackStatus: string[];
}

/** One period of an earlier report, as read back. */
export interface EmbeddedReport {
  projectId: string;
  filters: DataFilters;
  data: PeriodData;
}

const count = z.number().int().nonnegative();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const payloadSchema = z.object({
  v: z.literal(1),
  project: z.string(),
  period: z.object({ name: z.enum(PERIODS), label: z.string(), dateFrom: day, dateTo: day, days: count }),
  filters: z.object({ source: z.string().optional(), status: z.array(z.string()) }),
  totals: z.tuple([count, count, count]),
  visitors: z.array(z.tuple([z.string(), count, count, count])),
  visitorsComplete: z.boolean(),
  feedback: z.array(z.tuple([z.string(), count, count, count, count])),
  feedbackCut: z.boolean(),
  feedbackFetched: z.boolean(),
});
type Payload = z.infer<typeof payloadSchema>;

function payloadOf(report: EmbeddedReport, visitorRows: VisitorRow[], complete: boolean, withFeedback: boolean): Payload {
  const { data } = report;
  return {
    v: 1,
    project: report.projectId,
    period: { name: data.period.name, label: data.period.label, dateFrom: data.period.dateFrom, dateTo: data.period.dateTo, days: data.period.days },
    filters: { ...(report.filters.feedbackSource ? { source: report.filters.feedbackSource } : {}), status: [...report.filters.feedbackStatus].sort() },
    totals: [data.totals.human, data.totals.ai, data.totals.total],
    visitors: visitorRows.map((v) => [v.path, v.human, v.ai, v.total]),
    visitorsComplete: complete,
    feedback: withFeedback ? data.feedback.map((f) => [f.path, f.thumbsUp, f.thumbsDown, f.code, f.total]) : [],
    feedbackCut: withFeedback && data.feedbackCut,
    feedbackFetched: withFeedback && data.feedbackFetched,
  };
}

const blockOf = (payload: Payload) => `<!-- docs-export-data:v1 ${zlib.gzipSync(JSON.stringify(payload), { level: 9 }).toString('base64')} -->`;

/**
 * The hidden block for a report's own period, at most `maxChars` long. When every page does not fit,
 * the pages with most visitors are kept and the block says its visitor list is incomplete, so that a
 * later comparison treats the pages it lacks as unknown rather than as zero.
 */
export function encodeDataBlock(report: EmbeddedReport, maxChars = MAX_DATA_BLOCK_CHARS): string {
  const rows = [...report.data.visitors];
  const all = blockOf(payloadOf(report, rows, report.data.visitorsComplete, true));
  if (all.length <= maxChars) return all;

  const ranked = rows.sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const attempt = (n: number, withFeedback = true) => blockOf(payloadOf(report, ranked.slice(0, n), false, withFeedback));
  let low = 0; // rows known to fit (0 is checked below)
  let high = ranked.length; // rows known not to fit
  if (attempt(0).length > maxChars) return attempt(0, false);
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (attempt(mid).length <= maxChars) low = mid;
    else high = mid;
  }
  return attempt(low);
}

function toReport(payload: Payload): EmbeddedReport {
  const visitors: VisitorRow[] = payload.visitors.map(([path, human, ai, total]) => ({ path, human, ai, total }));
  const feedback: FeedbackRow[] = payload.feedback.map(([path, thumbsUp, thumbsDown, code, total]) => ({ path, thumbsUp, thumbsDown, code, total }));
  const [human, ai, total] = payload.totals;
  return {
    projectId: payload.project,
    filters: { feedbackSource: payload.filters.source, feedbackStatus: payload.filters.status },
    data: {
      period: payload.period,
      totals: { human, ai, total },
      visitors,
      visitorsComplete: payload.visitorsComplete,
      feedback,
      feedbackCut: payload.feedbackCut,
      feedbackFetched: payload.feedbackFetched,
    },
  };
}

/** Every well-formed data block in a body; broken or foreign ones are skipped. */
export function decodeDataBlocks(body: string | null | undefined): EmbeddedReport[] {
  const found: EmbeddedReport[] = [];
  for (const match of (body ?? '').matchAll(BLOCK)) {
    try {
      const json = zlib.gunzipSync(Buffer.from(match[1] ?? '', 'base64'), { maxOutputLength: MAX_DECODED_BYTES }).toString('utf8');
      const parsed = payloadSchema.safeParse(JSON.parse(json));
      if (parsed.success) found.push(toReport(parsed.data));
    } catch {
      // Not ours, or damaged: there is nothing to compare with in it.
    }
  }
  return found;
}

export interface ReportMarker {
  projectId: string;
  /** `dateFrom` and `dateTo` (exclusive) of the report's period. */
  period?: { dateFrom: string; dateTo: string };
}

const MARKER = /<!-- docs-export-report ([^<>]*?) -->/g;

export function reportMarker(projectId: string, period: Pick<Period, 'dateFrom' | 'dateTo'>): string {
  return `<!-- docs-export-report project=${encodeURIComponent(projectId)} period=${period.dateFrom}..${period.dateTo} -->`;
}

/** Every marker in a body (a body normally holds one). */
export function readMarkers(body: string | null | undefined): ReportMarker[] {
  const markers: ReportMarker[] = [];
  for (const match of (body ?? '').matchAll(MARKER)) {
    const fields = new Map<string, string>();
    for (const pair of (match[1] ?? '').split(/\s+/)) {
      const eq = pair.indexOf('=');
      if (eq > 0) fields.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const project = fields.get('project');
    if (project === undefined) continue;
    let projectId: string;
    try {
      projectId = decodeURIComponent(project);
    } catch {
      continue;
    }
    const range = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(fields.get('period') ?? '');
    markers.push(range ? { projectId, period: { dateFrom: range[1] ?? '', dateTo: range[2] ?? '' } } : { projectId });
  }
  return markers;
}

/** The marker of `projectId` in a body, if any. */
export function markerFor(body: string | null | undefined, projectId: string): ReportMarker | undefined {
  return readMarkers(body).find((marker) => marker.projectId === projectId);
}
