// Pages needing attention: only past a minimum of complaints, whichever rule lists them, so that one entry on a
// page of 20 visitors (5 per 100) is no page to work on. Cases as the demo's pages have them.
import { describe, expect, it } from 'vitest';
import type { FeedbackRow, VisitorRow } from '../../../src/client/types.ts';
import { DEFAULT_THRESHOLDS } from '../../../src/report/model/build.ts';
import {
  feedbackPages,
  indexFeedback,
  pagesNeedingAttention,
  withEntryCounts,
} from '../../../src/report/model/feedback.ts';
import { indexVisitors } from '../../../src/report/model/pages.ts';

const visitors = (path: string, total: number): VisitorRow => ({ path, human: total, ai: 0, total });
const thumbs = (path: string, up: number, down: number, code = 0): FeedbackRow => ({
  path,
  thumbsUp: up,
  thumbsDown: down,
  code,
  total: up + down + code,
});

/** The pages listed, with why, for feedback by page and (beyond it) entries counted whose thumbs are not known. */
function listed(rows: FeedbackRow[], seen: VisitorRow[], counted: Record<string, number> = {}) {
  const byPath = Object.fromEntries(Object.entries(counted).map(([path, total]) => [path, { total, code: 0 }]));
  const feedback = withEntryCounts(indexFeedback(rows), { total: 0, exact: true, entriesRead: 0, byPath });
  const pages = feedbackPages(feedback, indexVisitors(seen, true), DEFAULT_THRESHOLDS);
  return pagesNeedingAttention(pages, DEFAULT_THRESHOLDS).map((row) => [row.path, row.reasons]);
}

describe('pages needing attention', () => {
  it.each([
    ['one thumb down on a page of 20 visitors (5 per 100)', [thumbs('/a', 0, 1)], [visitors('/a', 20)], {}],
    ['one entry, thumbs not known, on a page of 20 visitors', [], [visitors('/a', 20)], { '/a': 1 }],
    ['two thumbs down on a page of 20 visitors (10 per 100)', [thumbs('/a', 0, 2)], [visitors('/a', 20)], {}],
    ['four thumbs up on a page of 40 visitors: praise, no complaint', [thumbs('/a', 4, 0)], [visitors('/a', 40)], {}],
    ['four entries, thumbs not known, on a page of 50 visitors', [], [visitors('/a', 50)], { '/a': 4 }],
  ])('lists no page for %s', (_what, rows, seen, counted) => {
    expect(listed(rows, seen, counted)).toEqual([]);
  });

  it.each([
    ['3 thumbs down of 5', [thumbs('/a', 2, 3)], [visitors('/a', 900)], {}, ['60% thumbs down (3 of 5)']],
    ['3 thumbs down on 40 visitors', [thumbs('/a', 0, 3)], [visitors('/a', 40)], {}, ['7.5 feedback per 100 visitors']],
    [
      '5 code snippet reports on 52 visitors',
      [thumbs('/a', 0, 0, 5)],
      [visitors('/a', 52)],
      {},
      ['9.6 feedback per 100 visitors'],
    ],
    [
      '5 entries, thumbs not known, on 60 visitors',
      [],
      [visitors('/a', 60)],
      { '/a': 5 },
      ['8.3 feedback per 100 visitors'],
    ],
  ])('lists a page with %s', (_what, rows, seen, counted, reasons) => {
    expect(listed(rows, seen, counted)).toEqual([['/a', reasons]]);
  });
});
