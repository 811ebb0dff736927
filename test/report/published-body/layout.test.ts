// The layout of a published report: the marker line first, the data block last; round trip, size
// bound, and refusal of anything not in exactly that layout or not valid as data.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { VisitorRow } from '../../../src/client/types.ts';
import {
  decodeData,
  encodeDataBlock,
  markerFor,
  MAX_DATA_BLOCK_CHARS,
  publishedBody,
  readPublishedBody,
  reportMarker,
} from '../../../src/report/published-body/report-body.ts';
import type { EmbeddedReport } from '../../../src/report/published-body/report-body.ts';
import { CURRENT_PERIOD, currentData, currentSections, HOSTILE_TERMS, PREVIOUS_PERIOD } from '../fixtures.ts';

const embedded = (overrides: Partial<EmbeddedReport> = {}): EmbeddedReport => ({
  projectId: 'proj_docs',
  filters: { feedbackSource: 'contextual', feedbackStatus: ['resolved', 'pending'] },
  data: currentData(),
  ...overrides,
});

const base64Of = (block: string) => /^<!-- docs-export-data:v1 (\S+) -->$/.exec(block)?.[1] ?? '';
const body = (report = embedded()) =>
  publishedBody(
    reportMarker(report.projectId, report.data.period),
    '## Report\n\n| a |\n|---|\n',
    encodeDataBlock(report),
  );

describe('data block', () => {
  it('round-trips a period exactly, its label rebuilt from the dates', () => {
    const block = encodeDataBlock(embedded());
    expect(block).toMatch(/^<!-- docs-export-data:v1 [A-Za-z0-9+/=]+ -->$/);
    expect(zlib.gunzipSync(Buffer.from(base64Of(block), 'base64')).toString()).not.toContain('label');
    const decoded = decodeData(base64Of(block));
    expect(decoded?.projectId).toBe('proj_docs');
    expect(decoded?.filters).toEqual({ feedbackSource: 'contextual', feedbackStatus: ['pending', 'resolved'] });
    expect(decoded?.data).toEqual(currentData());
  });

  it('carries the numbers a comparison needs of the further sections, never a term or a comment', () => {
    const data = {
      ...currentData(),
      ...currentSections(),
      feedbackCount: { total: 630, exact: true, entriesRead: 630, byPath: { '/docs/a': { total: 3, code: 1 } } },
    };
    const block = encodeDataBlock(embedded({ data }));
    const json = zlib.gunzipSync(Buffer.from(base64Of(block), 'base64')).toString();
    for (const hidden of [...HOSTILE_TERMS, 'breaks', 'webhooks'])
      expect(json).not.toContain(JSON.stringify(hidden).slice(1, -1));
    const decoded = decodeData(base64Of(block))?.data;
    expect(decoded?.feedbackCount).toEqual({ total: 630, exact: true, entriesRead: 0, byPath: {} });
    expect(decoded?.searches).toEqual({ state: 'ok', value: { total: 2_400, terms: [] } });
    expect(decoded?.assistant).toEqual({ state: 'ok', value: { web: 300, api: 120, other: 15, total: 435 } });
    expect(decoded?.views).toEqual({ state: 'ok', value: { human: 9_100, ai: 2_900, total: 12_000 } });
    expect(decoded?.comments).toBeUndefined();
  });

  it('stays within its size bound on a large site, keeping the busiest pages and saying the list is incomplete', () => {
    const visitors: VisitorRow[] = Array.from({ length: 20_000 }, (_, i) => ({
      path: `/docs/p${(i * 7919) % 20_000}-${i.toString(36)}`,
      human: i,
      ai: i % 13,
      total: i + (i % 13),
    }));
    const block = encodeDataBlock(embedded({ data: { ...currentData(), visitors } }));
    expect(block.length).toBeLessThanOrEqual(MAX_DATA_BLOCK_CHARS);
    const decoded = decodeData(base64Of(block))?.data;
    expect(decoded?.visitorsComplete).toBe(false);
    expect(decoded?.feedback).toEqual(currentData().feedback);
    const kept = decoded?.visitors ?? [];
    expect(kept.length).toBeGreaterThan(500);
    const smallestKept = Math.min(...kept.map((v) => v.total));
    const largestLeft = Math.max(...visitors.filter((v) => !kept.some((k) => k.path === v.path)).map((v) => v.total));
    expect(smallestKept).toBeGreaterThanOrEqual(largestLeft);
  });

  it('refuses damaged, foreign, oversized and invalid data', () => {
    const gz = (value: unknown) =>
      zlib.gzipSync(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64');
    const good = JSON.parse(
      zlib.gunzipSync(Buffer.from(base64Of(encodeDataBlock(embedded())), 'base64')).toString(),
    ) as Record<string, unknown>;
    expect(decodeData(gz(good))).toBeDefined();
    expect(decodeData('bm90IGd6aXA=')).toBeUndefined();
    expect(decodeData(zlib.gzipSync(Buffer.alloc(10_000_000, 32)).toString('base64'))).toBeUndefined();
    expect(decodeData(gz({ v: 1, project: 'x' }))).toBeUndefined();
    expect(decodeData(gz({ ...good, filters: { status: ['pending'], source: 'email' } }))).toBeUndefined();
    expect(
      decodeData(
        gz({
          ...good,
          period: { name: 'previous-week', dateFrom: CURRENT_PERIOD.dateFrom, dateTo: CURRENT_PERIOD.dateTo, days: 7 },
        }),
      ),
    ).toBeUndefined();
    expect(decodeData(gz({ ...good, visitors: [['/a', 1, 1, 2 ** 60]] }))).toBeUndefined();
  });
});

describe('published body', () => {
  it('starts with the marker line and ends with the data block', () => {
    const text = body();
    expect(text.split('\n')[0]).toBe(reportMarker('proj_docs', CURRENT_PERIOD));
    expect(text.trimEnd().split('\n').at(-1)).toMatch(/^<!-- docs-export-data:v1 /);
    const read = readPublishedBody(text);
    expect(read?.marker).toEqual({
      projectId: 'proj_docs',
      period: { dateFrom: CURRENT_PERIOD.dateFrom, dateTo: CURRENT_PERIOD.dateTo },
    });
    expect(read?.data?.data).toEqual(currentData());
    expect(readPublishedBody(text.replace(/\n/g, '\r\n'))?.data).toBeDefined();
  });

  it.each([
    ['a quoted marker', (text: string) => `> ${text.replace(/\n/g, '\n> ')}`],
    ['a marker below other text', (text: string) => `Look:\n${text}`],
    ['a marker in a code block', (text: string) => `\`\`\`\n${text}\`\`\`\n`],
    ['a body with a leading space', (text: string) => ` ${text}`],
  ])('is not recognised in %s', (_what, wrap) => {
    expect(readPublishedBody(wrap(body()))).toBeUndefined();
    expect(markerFor(wrap(body()), 'proj_docs')).toBeUndefined();
  });

  it('takes no data that is not last, or that contradicts its marker', () => {
    const text = body();
    expect(readPublishedBody(`${text}\nA line after the data.\n`)?.data).toBeUndefined();
    const otherPeriod = publishedBody(reportMarker('proj_docs', PREVIOUS_PERIOD), 'x', encodeDataBlock(embedded()));
    expect(readPublishedBody(otherPeriod)).toEqual({
      marker: {
        projectId: 'proj_docs',
        period: { dateFrom: PREVIOUS_PERIOD.dateFrom, dateTo: PREVIOUS_PERIOD.dateTo },
      },
    });
    const otherProject = publishedBody(reportMarker('proj_other', CURRENT_PERIOD), 'x', encodeDataBlock(embedded()));
    expect(readPublishedBody(otherProject)?.data).toBeUndefined();
  });
});

describe('marker', () => {
  it('names the project and period, and is read back only as the first line', () => {
    const marker = reportMarker('team/docs --> x', CURRENT_PERIOD);
    expect(marker).toBe('<!-- docs-export-report project=team%2Fdocs%20--%3E%20x period=2026-11-14..2026-11-21 -->');
    expect(markerFor(`${marker}\nreport`, 'team/docs --> x')).toEqual({
      projectId: 'team/docs --> x',
      period: { dateFrom: '2026-11-14', dateTo: '2026-11-21' },
    });
    expect(markerFor(`text ${marker}`, 'team/docs --> x')).toBeUndefined();
    expect(markerFor(marker, 'team/docs')).toBeUndefined();
    expect(markerFor('<!-- docs-export-report project=a -->', 'a')).toBeUndefined();
    expect(markerFor(null, 'a')).toBeUndefined();
  });
});
