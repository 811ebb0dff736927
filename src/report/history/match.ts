import type { Period } from '../types.ts';
import type { DataFilters, EmbeddedReport } from './data-block.ts';

export interface ComparisonNeed {
  projectId: string;
  /** The preceding period the comparison must cover exactly. */
  period: Pick<Period, 'dateFrom' | 'dateTo'>;
  filters: DataFilters;
}

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((x) => right.has(x));
};

/** An earlier report serves as the comparison only for the same project, the very same days and the same feedback filters. */
export function servesAsComparison(candidate: EmbeddedReport, need: ComparisonNeed): boolean {
  return (
    candidate.projectId === need.projectId &&
    candidate.data.period.dateFrom === need.period.dateFrom &&
    candidate.data.period.dateTo === need.period.dateTo &&
    (candidate.filters.feedbackSource || undefined) === (need.filters.feedbackSource || undefined) &&
    sameSet(candidate.filters.feedbackStatus, need.filters.feedbackStatus)
  );
}

/** How much of its period a candidate holds, for choosing among several that match. */
export function completeness(candidate: EmbeddedReport): number {
  const { data } = candidate;
  return (data.visitorsComplete ? 4 : 0) + (data.feedbackFetched ? 2 : 0) + (data.feedbackCut ? 0 : 1);
}
