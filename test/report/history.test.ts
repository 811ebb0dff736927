// The hidden data block and marker: round trip, size bound, tolerance of foreign text, and the rule
// for when an earlier report may serve as the comparison.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { VisitorRow } from '../../src/client/types.ts';
import { decodeDataBlocks, encodeDataBlock, MAX_DATA_BLOCK_CHARS } from '../../src/report/history/data-block.ts';
import type { EmbeddedReport } from '../../src/report/history/data-block.ts';
import { markerFor, readMarkers, reportMarker } from '../../src/report/history/marker.ts';
import { completeness, servesAsComparison } from '../../src/report/history/match.ts';
import { precedingPeriod } from '../../src/report/period.ts';
import { CURRENT_PERIOD, PREVIOUS_PERIOD, currentData } from './fixtures.ts';

const embedded = (overrides: Partial<EmbeddedReport> = {}): EmbeddedReport => ({
  projectId: 'proj_docs',
  filters: { feedbackSource: 'contextual', feedbackStatus: ['resolved', 'pending'] },
  data: currentData(),
  ...overrides,
});

describe('data block', () => {
  it('round-trips a period exactly', () => {
    const block = encodeDataBlock(embedded());
    expect(block).toMatch(/^<!-- docs-export-data:v1 [A-Za-z0-9+/=]+ -->$/);
    const [decoded, ...rest] = decodeDataBlocks(`some report\n\n${block}\n`);
    expect(rest).toEqual([]);
    expect(decoded?.projectId).toBe('proj_docs');
    expect(decoded?.filters).toEqual({ feedbackSource: 'contextual', feedbackStatus: ['pending', 'resolved'] });
    expect(decoded?.data).toEqual(currentData());
  });

  it('stays within its size bound on a large site, keeping the busiest pages and saying the list is incomplete', () => {
    const visitors: VisitorRow[] = Array.from({ length: 20_000 }, (_, i) => ({ path: `/docs/p${(i * 7919) % 20_000}-${i.toString(36)}`, human: i, ai: i % 13, total: i + (i % 13) }));
    const block = encodeDataBlock(embedded({ data: { ...currentData(), visitors } }));
    expect(block.length).toBeLessThanOrEqual(MAX_DATA_BLOCK_CHARS);
    const decoded = decodeDataBlocks(block)[0]?.data;
    expect(decoded?.visitorsComplete).toBe(false);
    expect(decoded?.feedback).toEqual(currentData().feedback);
    const kept = decoded?.visitors ?? [];
    expect(kept.length).toBeGreaterThan(500);
    const smallestKept = Math.min(...kept.map((v) => v.total));
    const largestLeft = Math.max(...visitors.filter((v) => !kept.some((k) => k.path === v.path)).map((v) => v.total));
    expect(smallestKept).toBeGreaterThanOrEqual(largestLeft);
  });

  it('ignores damaged, foreign and oversized blocks', () => {
    const bomb = zlib.gzipSync(Buffer.alloc(10_000_000, 32)).toString('base64');
    const wrongShape = zlib.gzipSync(JSON.stringify({ v: 1, project: 'x' })).toString('base64');
    const body = [`<!-- docs-export-data:v1 bm90IGd6aXA= -->`, `<!-- docs-export-data:v1 ${bomb} -->`, `<!-- docs-export-data:v1 ${wrongShape} -->`, encodeDataBlock(embedded())].join('\n');
    expect(decodeDataBlocks(body)).toHaveLength(1);
    expect(decodeDataBlocks(null)).toEqual([]);
  });
});

describe('marker', () => {
  it('names the project and period, and reads back only well-formed markers', () => {
    const marker = reportMarker('team/docs --> x', CURRENT_PERIOD);
    expect(marker).toBe('<!-- docs-export-report project=team%2Fdocs%20--%3E%20x period=2026-11-14..2026-11-21 -->');
    expect(markerFor(`text ${marker}`, 'team/docs --> x')).toEqual({ projectId: 'team/docs --> x', period: { dateFrom: '2026-11-14', dateTo: '2026-11-21' } });
    expect(markerFor(marker, 'team/docs')).toBeUndefined();
    expect(readMarkers('<!-- docs-export-report project=a -->')).toEqual([{ projectId: 'a' }]);
    expect(readMarkers('<!-- docs-export-report period=2026-01-01..2026-01-08 -->')).toEqual([]);
  });
});

describe('read-back period match', () => {
  const need = { projectId: 'proj_docs', period: CURRENT_PERIOD, filters: { feedbackSource: 'contextual', feedbackStatus: ['pending', 'resolved'] } };

  it('accepts the same project, the very same days and the same filters (status in any order)', () => {
    expect(servesAsComparison(embedded(), need)).toBe(true);
  });

  it.each([
    ['another project', { ...need, projectId: 'other' }],
    ['the preceding period instead', { ...need, period: PREVIOUS_PERIOD }],
    ['a period one day longer', { ...need, period: { ...CURRENT_PERIOD, dateTo: '2026-11-22' } }],
    ['another feedback source', { ...need, filters: { ...need.filters, feedbackSource: 'agent' } }],
    ['no feedback source', { ...need, filters: { ...need.filters, feedbackSource: undefined } }],
    ['fewer statuses', { ...need, filters: { ...need.filters, feedbackStatus: ['pending'] } }],
  ])('refuses %s', (_what, other) => expect(servesAsComparison(embedded(), other)).toBe(false));

  it('matches a previous-week report with the week before the next one', () => {
    const week = { name: 'previous-week' as const, label: 'ISO week 2026-W47', dateFrom: '2026-11-16', dateTo: '2026-11-23', days: 7 };
    const earlier = precedingPeriod(week);
    const report = embedded({ data: { ...currentData(), period: earlier } });
    expect(servesAsComparison(report, { ...need, period: precedingPeriod(week) })).toBe(true);
  });

  it('prefers complete data', () => {
    const full = completeness(embedded({ data: { ...currentData(), feedbackCut: false } }));
    expect(completeness(embedded())).toBeLessThan(full);
    expect(completeness(embedded({ data: { ...currentData(), visitorsComplete: false } }))).toBeLessThan(completeness(embedded()));
  });
});
