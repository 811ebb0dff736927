// The hidden data block and marker: round trip, size bound, tolerance of foreign text.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { VisitorRow } from '../../../src/client/types.ts';
import { decodeDataBlocks, encodeDataBlock, markerFor, MAX_DATA_BLOCK_CHARS, readMarkers, reportMarker } from '../../../src/report/history/layout.ts';
import type { EmbeddedReport } from '../../../src/report/history/layout.ts';
import { CURRENT_PERIOD, currentData } from '../fixtures.ts';

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
