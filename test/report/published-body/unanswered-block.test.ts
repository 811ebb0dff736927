// The unanswered assistant questions in the data block: counts by category and by page carried to the
// next report, within the bounds its reader checks (a row past them dropped whole, the list marked cut so
// that a name missing is unknown, not 0), and never a question's text.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ConversationCounts, PeriodData } from '../../../src/report/collect/period-data.ts';
import { unansweredModel } from '../../../src/report/model/unanswered.ts';
import {
  decodeData,
  encodeDataBlock,
  MAX_DATA_BLOCK_CHARS,
  MAX_UNANSWERED_ROWS,
} from '../../../src/report/published-body/report-body.ts';
import { currentData } from '../fixtures.ts';

const counts = (overrides: Partial<ConversationCounts> = {}): ConversationCounts => ({
  asked: 120,
  answered: 90,
  unanswered: 30,
  clarifying: 7,
  complete: true,
  rowsRead: 120,
  byCategory: [
    { name: 'billing', asked: 20, unanswered: 12 },
    { name: 'uncategorised', asked: 30, unanswered: 10 },
    { name: 'returns', asked: 10, unanswered: 8 },
    { name: 'tracking', asked: 60, unanswered: 0 },
  ],
  byPath: [
    { name: '/billing/invoices', asked: 14, unanswered: 9 },
    { name: '/', asked: 50, unanswered: 2 },
  ],
  questions: [{ text: 'Why was I charged twice for one label?', count: 4, categories: ['billing'], paths: [] }],
  ...overrides,
});

const withCounts = (value: ConversationCounts): PeriodData => ({
  ...currentData(),
  conversations: { state: 'ok', value },
});
const roundTrip = (data: PeriodData) => {
  const block = encodeDataBlock({ projectId: 'proj_docs', filters: { feedbackStatus: [] }, data });
  const base64 = /^<!-- docs-export-data:v1 (\S+) -->$/.exec(block)?.[1] ?? '';
  return { json: zlib.gunzipSync(Buffer.from(base64, 'base64')).toString(), data: decodeData(base64)?.data };
};

describe('unanswered questions in the data block', () => {
  it('carries the counts and the names with unanswered questions, never a question', () => {
    const { json, data } = roundTrip(withCounts(counts()));
    expect(json).not.toContain('charged twice');
    expect(data?.conversations).toEqual({
      state: 'ok',
      value: {
        asked: 120,
        answered: 90,
        unanswered: 30,
        clarifying: 7,
        complete: true,
        rowsRead: 0,
        byCategory: [
          { name: 'billing', unanswered: 12 },
          { name: 'uncategorised', unanswered: 10 },
          { name: 'returns', unanswered: 8 },
        ],
        byPath: [
          { name: '/billing/invoices', unanswered: 9 },
          { name: '/', unanswered: 2 },
        ],
        namesCut: false,
      },
    });
    // Read back, a name it does not hold had none: its change is against 0.
    const now = withCounts(counts({ byCategory: [{ name: 'tracking', asked: 60, unanswered: 5 }] }));
    const model = unansweredModel(now, data, 10);
    expect(model?.byCategory[0]?.unanswered).toMatchObject({ current: 5, previous: 0 });
  });

  it('keeps a lower bound a lower bound, with its reason', () => {
    const { data } = roundTrip(withCounts(counts({ complete: false, shortfall: 'budget' })));
    expect(data?.conversations).toMatchObject({ state: 'ok', value: { complete: false, shortfall: 'budget' } });
  });

  it('drops a row past the bounds whole and marks the list cut: a name missing is then unknown', () => {
    const long = `/${'a'.repeat(5000)}`;
    const many = Array.from({ length: MAX_UNANSWERED_ROWS + 20 }, (_, i) => ({
      name: `category-${String(i).padStart(3, '0')}`,
      asked: 500 - i,
      unanswered: 300 - i,
    }));
    const { data } = roundTrip(
      withCounts(counts({ byCategory: many, byPath: [{ name: long, asked: 3, unanswered: 3 }] })),
    );
    const value = data?.conversations?.state === 'ok' ? data.conversations.value : undefined;
    expect(value?.byCategory).toHaveLength(MAX_UNANSWERED_ROWS);
    expect(value?.byCategory[0]).toEqual({ name: 'category-000', unanswered: 300 });
    expect(value?.byPath).toEqual([]);
    expect(value?.namesCut).toBe(true);
    const now = withCounts(counts({ byCategory: [{ name: 'never-seen', asked: 9, unanswered: 4 }] }));
    expect(unansweredModel(now, data, 10)?.byCategory[0]?.unanswered).toEqual({ current: 4 });
  });

  it('stays within the block size whatever the names: long, incompressible page names are left out, the list marked cut', () => {
    let seed = 7;
    const noise = (n: number) =>
      Array.from({ length: n }, () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        return String.fromCharCode(0x21 + (seed % 90));
      }).join('');
    const pages = Array.from({ length: MAX_UNANSWERED_ROWS }, (_, i) => ({
      name: `/${noise(3_000)}`,
      asked: 400 - i,
      unanswered: 200 - i,
    }));
    const data = withCounts(counts({ byPath: pages, byCategory: pages.map((p) => ({ ...p, name: noise(3_000) })) }));
    const block = encodeDataBlock({ projectId: 'proj_docs', filters: { feedbackStatus: [] }, data });
    expect(block.length).toBeLessThanOrEqual(MAX_DATA_BLOCK_CHARS);
    const { data: read } = roundTrip(data);
    const value = read?.conversations?.state === 'ok' ? read.conversations.value : undefined;
    expect(value?.asked).toBe(120);
    expect(value?.byPath.length).toBeLessThan(MAX_UNANSWERED_ROWS);
    expect(value?.namesCut).toBe(true);
  });
});
