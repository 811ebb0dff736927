// The rule for when an earlier report may serve as the comparison, and which of several is taken.
import { describe, expect, it } from 'vitest';
import { precedingPeriod } from '../../../src/report/period.ts';
import { completeness, servesAsComparison } from '../../../src/report/published-body/read-back.ts';
import type { ComparisonNeed } from '../../../src/report/published-body/read-back.ts';
import type { EmbeddedReport } from '../../../src/report/published-body/report-body.ts';
import { CURRENT_PERIOD, currentData, PREVIOUS_PERIOD } from '../fixtures.ts';

const embedded = (overrides: Partial<EmbeddedReport> = {}): EmbeddedReport => ({
  projectId: 'proj_docs',
  filters: { feedbackSource: 'contextual', feedbackStatus: ['resolved', 'pending'] },
  data: currentData(),
  ...overrides,
});

describe('read-back period match', () => {
  const need: ComparisonNeed = {
    projectId: 'proj_docs',
    period: CURRENT_PERIOD,
    filters: { feedbackSource: 'contextual', feedbackStatus: ['pending', 'resolved'] },
  };

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
  ] satisfies [string, ComparisonNeed][])('refuses %s', (_what, other) =>
    expect(servesAsComparison(embedded(), other)).toBe(false),
  );

  it('matches a previous-week report with the week before the next one', () => {
    const week = {
      name: 'previous-week' as const,
      label: 'ISO week 2026-W47',
      phrase: 'the week of 16–22 Nov 2026',
      dateFrom: '2026-11-16',
      dateTo: '2026-11-23',
      days: 7,
    };
    const earlier = precedingPeriod(week);
    const report = embedded({ data: { ...currentData(), period: earlier } });
    expect(servesAsComparison(report, { ...need, period: precedingPeriod(week) })).toBe(true);
  });

  it('prefers complete data', () => {
    const full = completeness(embedded({ data: { ...currentData(), feedbackCut: false } }));
    expect(completeness(embedded())).toBeLessThan(full);
    expect(completeness(embedded({ data: { ...currentData(), visitorsComplete: false } }))).toBeLessThan(
      completeness(embedded()),
    );
  });
});
