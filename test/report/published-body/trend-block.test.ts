// The trend history in the data block: within the block's bound on a huge site (the trend kept first,
// visitor rows filling the rest), written by the reader's own schema, refused when it breaks it; and a
// block the earlier version wrote still reads (as a report without trend history).
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { VisitorRow } from '../../../src/client/types.ts';
import {
  decodeData,
  encodeDataBlock,
  MAX_DATA_BLOCK_CHARS,
  publishedBody,
  readPublishedBody,
  reportMarker,
} from '../../../src/report/published-body/report-body.ts';
import type { EmbeddedReport } from '../../../src/report/published-body/report-body.ts';
import { trendWindow } from '../../../src/report/published-body/trend-history.ts';
import type { CarriedItem, TrendHistory } from '../../../src/report/published-body/trend-history.ts';
import { CURRENT_PERIOD, currentData } from '../fixtures.ts';

/** A data block as the action on main (before trends) wrote it for currentData(), kept verbatim. */
const MAIN_BLOCK =
  '<!-- docs-export-data:v1 H4sIAAAAAAACA41RQW7bMBD8y56SYFSRlOTYQlAUCJAX9OYYDi1tbNa0qYorN0Hivxe0U1hIe+hNmpndneG80YFqA+r68IMbofr0tWxDEwnUce9CS/Ub7e2OqSZvo2S3WWtfE91a4Yc+7Kgmo8wk0zrT5Qf+PYxQo0/oa6T69gh6dl64j2lvFCtDpHq+OIIkiPXpp6iUgtZKoSyVWoAOLjoJaWQ+p5ygjVIokqis1AJzypPj/Ofgmm0U2wthqhSSajYdCWzncjvIhlAqhXRlOp5fD67lnE6bS4WiOHNnMnf7KNZ7gtHpOExRjTa/r062oBW0mV6Im1Xw7c3yZUmYKVSYjYaemtDyE2GioDAZGbmLTe86+Wo993Klr+/yD4BQKRhU5qKde7ffLq42Il2d53xw/gu/2F3n+TrFhEapL+qVbbaPj9HbuHnvXMcpLFKck2SI3Mf8W2gkNFYIpoKCGTne86+ss2smGJMosxi1cx/SVWGqpR8Y9Mzcpnvn1j41lFpMUQro6l8FGUyhoUfW15sQhVCgSK/1X4+VolX4qybo5D1Z/2PxfpDPrh9Ymg23Z/j4G6AKCMopAwAA -->';

const base64Of = (block: string) => /^<!-- docs-export-data:v1 (\S+) -->$/.exec(block)?.[1] ?? '';

/** Text that does not compress: a deterministic pseudo-random run of letters and digits. */
function noise(length: number, seed: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789-_';
  let state = seed >>> 0 || 1;
  let text = '';
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    text += alphabet[(state >>> 16) % alphabet.length];
  }
  return text;
}

/** A history of `points` weekly periods ending with the fixtures' period, every item listed in each. */
function history(points: number, gaps: CarriedItem[], pages: CarriedItem[]): TrendHistory {
  return {
    chain: 'continued',
    points: trendWindow(CURRENT_PERIOD, points).map((period, i) => ({
      dateFrom: period.dateFrom,
      visitors: 4_000 + i,
      feedback: 30 + i,
      feedbackExact: i % 2 === 0,
      searches: 2_000 + i,
      contentGaps: 12,
    })),
    gaps,
    pages,
  };
}
const gapItems = (n: number, points: number, name: (i: number) => string): CarriedItem[] =>
  Array.from({ length: n }, (_, i) => ({ name: name(i), marks: Array.from({ length: points }, () => [40 + i, 0.05]) }));
const pageItems = (n: number, points: number, name: (i: number) => string): CarriedItem[] =>
  Array.from({ length: n }, (_, i) => ({
    name: name(i),
    marks: Array.from({ length: points }, () => [i % 3 ? 7 : null, 12]),
  }));

/** 50,000 pages (the visitor list's cap), each path long and unlike the others. */
function hugeSite(): EmbeddedReport['data'] {
  const visitors: VisitorRow[] = Array.from({ length: 50_000 }, (_, i) => ({
    path: `/docs/${noise(120, i + 1)}`,
    human: 50_000 - i,
    ai: i % 7,
    total: 50_000 - i + (i % 7),
  }));
  return { ...currentData(), visitors };
}

const embedded = (trend: TrendHistory | undefined, data = currentData()): EmbeddedReport => ({
  projectId: 'proj_docs',
  filters: { feedbackStatus: [] },
  data,
  ...(trend ? { trend } : {}),
});

describe('trend history in the data block', () => {
  it('round-trips exactly', () => {
    const trend = history(
      12,
      gapItems(20, 12, (i) => `term ${i}`),
      pageItems(5, 12, (i) => `/docs/page-${i}`),
    );
    expect(decodeData(base64Of(encodeDataBlock(embedded(trend))))?.trend).toEqual(trend);
  });

  it('keeps the whole trend with a huge site, visitor rows filling the rest of the bound', () => {
    const trend = history(
      52,
      gapItems(100, 52, (i) => `how do I ${noise(20, 900 + i)}`),
      pageItems(10, 52, (i) => `/docs/${noise(60, i)}`),
    );
    const block = encodeDataBlock(embedded(trend, hugeSite()));
    expect(block.length).toBeLessThanOrEqual(MAX_DATA_BLOCK_CHARS);
    const decoded = decodeData(base64Of(block));
    expect(decoded?.trend).toEqual(trend);
    expect(decoded?.data.visitors.length).toBeGreaterThan(0);
    expect(decoded?.data.visitors.length).toBeLessThan(50_000);
    expect(decoded?.data.visitorsComplete).toBe(false);
    const body = publishedBody(reportMarker('proj_docs', CURRENT_PERIOD), '## Report', block);
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(readPublishedBody(body)?.data?.trend?.points).toHaveLength(52);
  });

  it('cuts the gap and page histories when even they do not fit, those listed now first, never the figures', () => {
    const points = 52;
    const gaps = gapItems(100, points, (i) => noise(200, 5_000 + i));
    // Half the pages were not listed this period: they go first.
    const pages = pageItems(100, points, (i) => `/${noise(4_000, 7_000 + i)}`).map((page, i) =>
      i % 2 ? { ...page, marks: [...page.marks.slice(0, -1), null] } : page,
    );
    const block = encodeDataBlock(embedded(history(points, gaps, pages), hugeSite()));
    expect(block.length).toBeLessThanOrEqual(MAX_DATA_BLOCK_CHARS);
    const decoded = decodeData(base64Of(block));
    expect(decoded?.trend?.points).toHaveLength(points);
    expect(decoded?.data.visitors).toEqual([]);
    const kept = decoded?.trend?.pages ?? [];
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(100);
    expect(kept.every((page) => page.marks.at(-1) !== null)).toBe(true);
  });

  it("is written by the reader's schema: an item past a bound is left out whole, a number that is no count written as unknown", () => {
    const trend = history(
      3,
      gapItems(2, 3, (i) => `term ${i}`),
      pageItems(2, 3, (i) => `/docs/${i}`),
    );
    trend.gaps.push({ name: 'clicked more than all', marks: [null, null, [10, 1.5]] });
    trend.pages.push({ name: `/${'x'.repeat(4_096)}`, marks: [null, null, [1, 2]] });
    const last = trend.points.at(-1);
    if (last) last.visitors = 12.5;
    const decoded = decodeData(base64Of(encodeDataBlock(embedded(trend))));
    expect(decoded?.trend?.gaps.map((gap) => gap.name)).toEqual(['term 0', 'term 1']);
    expect(decoded?.trend?.pages.map((page) => page.name)).toEqual(['/docs/0', '/docs/1']);
    expect(decoded?.trend?.points.at(-1)?.visitors).toBeUndefined();
    expect(decoded?.trend?.points.at(-1)?.searches).toBe(2_002);
  });

  it('refuses a block whose trend breaks its bounds (too many points, points out of order, marks not aligned)', () => {
    const valid = JSON.parse(
      zlib.gunzipSync(Buffer.from(base64Of(encodeDataBlock(embedded(history(2, [], [])))), 'base64')).toString(),
    ) as { trend: { p: unknown[][]; g: unknown[] } };
    const encode = (payload: unknown) => zlib.gzipSync(JSON.stringify(payload)).toString('base64');
    expect(decodeData(encode(valid))?.trend?.points).toHaveLength(2);
    const point = valid.trend.p[0] ?? [];
    const tooMany = {
      ...valid,
      trend: {
        ...valid.trend,
        p: Array.from({ length: 53 }, (_, i) => [
          `2020-01-${String((i % 28) + 1).padStart(2, '0')}`,
          ...point.slice(1),
        ]),
      },
    };
    const reversed = { ...valid, trend: { ...valid.trend, p: [...valid.trend.p].reverse() } };
    const unaligned = { ...valid, trend: { ...valid.trend, g: [['term', [[1, 0.1]]]] } };
    const unknownKey = { ...valid, trend: { ...valid.trend, x: 1 } };
    for (const broken of [tooMany, reversed, unaligned, unknownKey]) expect(decodeData(encode(broken))).toBeUndefined();
  });

  it('reads a block the earlier version wrote, as a report without trend history', () => {
    const body = publishedBody(reportMarker('proj_docs', CURRENT_PERIOD), '## Report', MAIN_BLOCK);
    const read = readPublishedBody(body)?.data;
    expect(read?.data).toEqual(currentData());
    expect(read?.trend).toBeUndefined();
  });
});
