// Page paths read back from an earlier report's data block join this period's pages, however the service
// named them: the block keeps each name as the service sent it (as blocks written before sitePath did), and
// the model reads every name through sitePath, a feedback entry's full URL included.
import { describe, expect, it } from 'vitest';
import type { PeriodData } from '../../../src/report/collect/period-data.ts';
import { buildReportModel } from '../../../src/report/model/build.ts';
import { decodeData, encodeDataBlock } from '../../../src/report/published-body/report-body.ts';
import { currentData, MODEL_OPTIONS, previousData, sampleCollected } from '../fixtures.ts';

const readBack = (data: PeriodData): PeriodData => {
  const block = encodeDataBlock({ projectId: 'proj_docs', filters: { feedbackStatus: [] }, data });
  const decoded = decodeData(/^<!-- docs-export-data:v1 (\S+) -->$/.exec(block)?.[1] ?? '');
  if (!decoded) throw new Error('the block did not read back');
  return decoded.data;
};

describe('page paths read back from a data block', () => {
  it('join pages this period names by full URL, visitors and feedback alike', () => {
    const earlier = previousData();
    earlier.feedback = [{ path: '/docs/guide/', thumbsUp: 1, thumbsDown: 1, code: 0, total: 4 }];
    earlier.feedbackCut = false;
    const previous = readBack(earlier);
    expect(previous.feedback[0]?.path).toBe('/docs/guide/');

    const current = currentData();
    current.visitors = current.visitors.map((row) =>
      row.path === '/docs/guide/' ? { ...row, path: 'https://docs.example.com/docs/guide?tab=1' } : row,
    );
    current.feedback = [
      { path: 'https://docs.example.com/docs/guide/#install', thumbsUp: 2, thumbsDown: 3, code: 1, total: 9 },
    ];
    current.feedbackCut = false;
    const model = buildReportModel(
      sampleCollected({ current, previous, comparisonSource: 'earlier-report' }),
      MODEL_OPTIONS,
    );
    const row = model.allFeedback.rows.find((r) => r.path === '/docs/guide');
    expect(row).toMatchObject({ total: 9, visitors: 330, change: { current: 9, previous: 4, delta: 5 } });
    expect(model.allFeedback.rows).toHaveLength(1);
    expect(model.allPages.rows.find((r) => r.path === '/docs/guide')?.change).toMatchObject({ previous: 325 });
  });
});
