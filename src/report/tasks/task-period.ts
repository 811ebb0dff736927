// The period's gaps as the task lifecycle takes them (src/tasks/), from what the collect stage read: search terms by
// the content-gap rule, and assistant categories and pages whose questions go unanswered, by the thresholds beside
// it (model/build.ts: DEFAULT_THRESHOLDS). Decided before the report's model is built, which lists the gaps left
// waiting.
import type { Gap, TaskPeriod } from '../../tasks/types.ts';
import type { NamedCount, PeriodData } from '../collect/period-data.ts';
import { searchGapScore, unansweredGapScore } from '../model/gap-score.ts';
import { contentGaps } from '../model/sections.ts';
import type { Thresholds } from '../model/types.ts';
import type { Period } from '../period.ts';

/** What the gaps of a period are read from. */
export interface GapSources {
  period: Pick<Period, 'dateFrom' | 'dateTo' | 'label' | 'phrase'>;
  current: Pick<PeriodData, 'searches' | 'conversations'>;
  thresholds: Pick<
    Thresholds,
    'contentGapMinimumHits' | 'contentGapMaximumCtr' | 'unansweredGapMinimum' | 'unansweredGapMinimumShare'
  >;
}

/** The threshold of an unanswered category or page: enough questions, and a large enough share of them. */
function isUnansweredGap(row: NamedCount, thresholds: GapSources['thresholds']): boolean {
  const share = row.asked ? row.unanswered / row.asked : 0;
  return row.unanswered >= thresholds.unansweredGapMinimum && share >= thresholds.unansweredGapMinimumShare;
}

/**
 * Every search term was looked at when the service gave every term it has, or when the least searched one given is
 * below the gap minimum (any term beyond it is searched less, so it cannot be a gap).
 */
function searchesReadInFull(sources: GapSources): boolean {
  const { searches } = sources.current;
  if (searches?.state !== 'ok') return false;
  const least = Math.min(...searches.value.terms.map((t) => t.hits));
  return searches.value.everyTerm === true || least < sources.thresholds.contentGapMinimumHits;
}

/** The period's gaps and which of their sources were read in full. */
export function taskPeriodOf(sources: GapSources): TaskPeriod {
  const { period, current, thresholds } = sources;
  const searches = current.searches?.state === 'ok' ? current.searches.value.terms : undefined;
  const totalSearches = current.searches?.state === 'ok' ? current.searches.value.total : 0;
  const gaps: Gap[] = (searches ? contentGaps(searches, thresholds) : []).map((row) => ({
    kind: 'search',
    term: row.term,
    count: row.hits,
    ctr: row.ctr,
    score: searchGapScore(row, totalSearches),
  }));
  // Every category and page counted (the period's own counts, not the report's tables, which show the top rows).
  const conversations = current.conversations?.state === 'ok' ? current.conversations.value : undefined;
  if (conversations) {
    const scored = (row: NamedCount) => unansweredGapScore(row.unanswered, conversations.asked);
    for (const row of conversations.byCategory.filter((r) => isUnansweredGap(r, thresholds)))
      gaps.push({ kind: 'category', term: row.name, count: row.unanswered, asked: row.asked ?? 0, score: scored(row) });
    for (const row of conversations.byPath.filter((r) => isUnansweredGap(r, thresholds)))
      gaps.push({ kind: 'page', term: row.name, count: row.unanswered, asked: row.asked ?? 0, score: scored(row) });
  }
  const readInFull = conversations?.complete ?? false;
  return {
    dateFrom: period.dateFrom,
    dateTo: period.dateTo,
    label: period.label,
    phrase: period.phrase,
    gaps,
    readInFull: { search: searchesReadInFull(sources), category: readInFull, page: readInFull },
  };
}
