// The report's content gaps as the task lifecycle takes them (src/tasks/): search terms by the content-gap rule,
// and assistant categories and pages whose questions go unanswered, above the threshold below.
import type { Gap, TaskPeriod } from '../../tasks/types.ts';
import type { NamedCount, PeriodData } from '../collect/period-data.ts';
import type { ReportModel } from '../model/types.ts';

/**
 * An assistant category or page is a gap from this many unanswered questions in the period on...
 * (so one stray question never opens an issue)...
 */
export const UNANSWERED_GAP_MINIMUM = 5;
/** ...when at least this share (0 to 1) of its questions went unanswered. */
export const UNANSWERED_GAP_MINIMUM_SHARE = 0.3;

/** The threshold of an unanswered category or page: enough questions, and a large enough share of them. */
export function isUnansweredGap(row: NamedCount): boolean {
  const share = row.asked ? row.unanswered / row.asked : 0;
  return row.unanswered >= UNANSWERED_GAP_MINIMUM && share >= UNANSWERED_GAP_MINIMUM_SHARE;
}

/**
 * Every search term was looked at when the service gave fewer than a page of them, or when the least searched one
 * given is below the gap minimum (any term beyond it is searched less, so it cannot be a gap).
 */
function searchesReadInFull(current: PeriodData, model: ReportModel): boolean {
  if (current.searches?.state !== 'ok') return false;
  const { terms, everyTerm } = current.searches.value;
  const least = Math.min(...terms.map((t) => t.hits));
  return everyTerm === true || least < model.thresholds.contentGapMinimumHits;
}

/** The period's gaps and which of their sources were read in full. */
export function taskPeriodOf(model: ReportModel, current: PeriodData): TaskPeriod {
  // Every category and page counted (the period's own counts, not the report's tables, which show the top rows).
  const conversations = current.conversations?.state === 'ok' ? current.conversations.value : undefined;
  const searched = model.searches.state === 'ok' && model.searches.total !== undefined;
  const gaps: Gap[] = searched
    ? model.contentGaps.rows.map((row) => ({ kind: 'search', term: row.term, count: row.hits, ctr: row.ctr }))
    : [];
  if (conversations) {
    for (const row of conversations.byCategory.filter(isUnansweredGap))
      gaps.push({ kind: 'category', term: row.name, count: row.unanswered, asked: row.asked ?? 0 });
    for (const row of conversations.byPath.filter(isUnansweredGap))
      gaps.push({ kind: 'page', term: row.name, count: row.unanswered, asked: row.asked ?? 0 });
  }
  const readInFull = conversations?.complete ?? false;
  return {
    dateFrom: model.period.dateFrom,
    dateTo: model.period.dateTo,
    label: model.period.label,
    gaps,
    readInFull: { search: searchesReadInFull(current, model), category: readInFull, page: readInFull },
  };
}
