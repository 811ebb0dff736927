// The trend history as the data block holds it: points as tuples, each gap's and page's marks aligned to
// them. Read back, every field is checked like the rest of the block (known keys, real dates in order,
// whole counts, shares from 0 to 1, bounded lists), and the writer applies the same schema: a point's
// number that breaks it is written as unknown, an item that breaks it is left out whole.
import { z } from 'zod';
import type { CarriedItem, CarriedPoint, Mark, TrendHistory } from './trend-history.ts';

/** The most periods a history holds (`trend-periods` is at most 52). */
export const MAX_TREND_POINTS = 52;
/** The most gaps (the search terms endpoint gives 100 terms) and pages a history follows. */
export const MAX_TREND_ITEMS = 100;

const count = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const name = z.string().max(4096);
const share = z.number().min(0).max(1);

/** dateFrom, visitors, feedback entries, whether exact, searches, content gaps, unanswered questions. */
const pointSchema = z.tuple([
  day,
  count.nullable(),
  count.nullable(),
  z.boolean().nullable(),
  count.nullable(),
  count.nullable(),
  count.nullable(),
]);
const gapMark = z.tuple([count, share]).nullable();
const pageMark = z.tuple([count.nullable(), count]).nullable();
const gapItem = z.tuple([name, z.array(gapMark).max(MAX_TREND_POINTS)]);
const pageItem = z.tuple([name, z.array(pageMark).max(MAX_TREND_POINTS)]);

export const trendSchema = z
  .strictObject({
    c: z.enum(['continued', 'started', 'restarted']),
    p: z.array(pointSchema).min(1).max(MAX_TREND_POINTS),
    g: z.array(gapItem).max(MAX_TREND_ITEMS),
    a: z.array(pageItem).max(MAX_TREND_ITEMS),
  })
  // Points in date order, each once, and one mark (or null) per point.
  .refine((trend) => trend.p.every((point, i) => i === 0 || (trend.p[i - 1]?.[0] ?? '') < point[0]))
  .refine((trend) => [...trend.g, ...trend.a].every(([, marks]) => marks.length === trend.p.length));
type TrendPayload = z.infer<typeof trendSchema>;

const orNull = (value: number | undefined) => (value !== undefined && count.safeParse(value).success ? value : null);

function pointTuple(point: CarriedPoint): z.infer<typeof pointSchema> {
  return [
    point.dateFrom,
    orNull(point.visitors),
    orNull(point.feedback),
    point.feedback !== undefined && point.feedbackExact !== undefined ? point.feedbackExact : null,
    orNull(point.searches),
    orNull(point.contentGaps),
    orNull(point.unanswered),
  ];
}

/** The items whose tuple the reader takes, at most MAX_TREND_ITEMS; one that breaks a bound is left out whole. */
function itemTuples(items: CarriedItem[], schema: z.ZodType) {
  return items
    .map((item): [string, (Mark | null)[]] => [item.name, item.marks])
    .filter((tuple) => schema.safeParse(tuple).success)
    .slice(0, MAX_TREND_ITEMS);
}

/** The history in the block's form; the oldest points go first when there are more than a block holds. */
export function trendPayload(history: TrendHistory): TrendPayload {
  const drop = Math.max(0, history.points.length - MAX_TREND_POINTS);
  const cut = (items: CarriedItem[]) => items.map((item) => ({ name: item.name, marks: item.marks.slice(drop) }));
  return {
    c: history.chain,
    p: history.points.slice(drop).map(pointTuple),
    g: itemTuples(cut(history.gaps), gapItem) as TrendPayload['g'],
    a: itemTuples(cut(history.pages), pageItem),
  };
}

export function trendFromPayload(payload: TrendPayload): TrendHistory {
  return {
    chain: payload.c,
    points: payload.p.map(([dateFrom, visitors, feedback, exact, searches, contentGaps, unanswered]) => {
      const point: CarriedPoint = { dateFrom };
      if (visitors !== null) point.visitors = visitors;
      if (feedback !== null) point.feedback = feedback;
      if (exact !== null) point.feedbackExact = exact;
      if (searches !== null) point.searches = searches;
      if (contentGaps !== null) point.contentGaps = contentGaps;
      if (unanswered !== null) point.unanswered = unanswered;
      return point;
    }),
    gaps: payload.g.map(([itemName, marks]) => ({ name: itemName, marks })),
    pages: payload.a.map(([itemName, marks]) => ({ name: itemName, marks })),
  };
}

/** The history with at most `items` gaps and pages each, those listed in this period kept first. */
export function trimTrend(history: TrendHistory, items: number): TrendHistory {
  const first = (list: CarriedItem[]) =>
    [...list.filter((item) => item.marks.at(-1)), ...list.filter((item) => !item.marks.at(-1))].slice(0, items);
  return { chain: history.chain, points: history.points, gaps: first(history.gaps), pages: first(history.pages) };
}
