// The period's gaps as the task lifecycle takes them (src/tasks/), from what the collect stage read: search terms by
// the content-gap rule, and assistant categories and pages whose questions go unanswered, by the thresholds beside
// it (model/build.ts: DEFAULT_THRESHOLDS). Decided before the report's model is built, which lists the gaps left
// waiting.
import type { SearchRow } from '../../client/types.ts';
import type { Gap, NotAGap, TaskPeriod } from '../../tasks/types.ts';
import { termPatterns } from '../../util/term-pattern.ts';
import type { NamedCount, PeriodData } from '../collect/period-data.ts';
import { searchGapScore, unansweredGapScore } from '../model/gap-score.ts';
import { searchGaps } from '../model/sections.ts';
import type { Thresholds } from '../model/types.ts';
import type { Period } from '../period.ts';
import { evidenceOf } from './gap-evidence.ts';

/** What the gaps of a period are read from. */
export interface GapSources {
  period: Pick<Period, 'dateFrom' | 'dateTo' | 'label' | 'phrase'>;
  current: Pick<PeriodData, 'searches' | 'conversations'>;
  thresholds: Pick<
    Thresholds,
    'contentGapMinimumHits' | 'contentGapMaximumCtr' | 'unansweredGapMinimum' | 'unansweredGapMinimumShare'
  >;
  /** `task-ignore`: terms, categories and pages (by site path) that are no gaps. */
  taskIgnore?: readonly string[];
}

/** The threshold of an unanswered category or page: enough questions, and a large enough share of them. */
function isUnansweredGap(row: NamedCount, thresholds: GapSources['thresholds']): boolean {
  const share = row.asked ? row.unanswered / row.asked : 0;
  return row.unanswered >= thresholds.unansweredGapMinimum && share >= thresholds.unansweredGapMinimumShare;
}

/**
 * Every search term was looked at when the service gave every term it has, or when the least searched one read is
 * below the gap minimum (any term beyond it is searched less, so it cannot be a gap). The collect stage pages the
 * terms until then (collect/searches.ts); paging stopped short (the budget, the page cap) leaves it unread in full.
 */
function searchesReadInFull(sources: GapSources): boolean {
  const { searches } = sources.current;
  if (searches?.state !== 'ok') return false;
  const least = Math.min(...searches.value.terms.map((t) => t.hits));
  return searches.value.everyTerm === true || least < sources.thresholds.contentGapMinimumHits;
}

/**
 * The search terms read whose own figures make them no gap: too few searches, or enough of them clicked a result.
 * A term set aside (junk, or `task-ignore`) is neither a gap nor one its figures clear.
 */
function searchesNotGaps(terms: readonly SearchRow[], read: ReturnType<typeof searchGaps>): NotAGap[] {
  const notClear = new Set([...read.gaps.map((row) => row.term), ...read.setAside.map((row) => row.term)]);
  return terms
    .filter((row) => !notClear.has(row.searchQuery))
    .map((row) => ({
      kind: 'search',
      term: row.searchQuery,
      events: row.hits,
      hits: Math.round(row.hits * Math.min(1, Math.max(0, row.ctr))),
    }));
}

/**
 * The categories and pages counted below the unanswered threshold, with their questions asked and unanswered (the
 * verdict on a closed task needs them), when the conversations were read in full; one not counted had none asked.
 */
function unansweredNotGaps(sources: GapSources, isGap: (row: NamedCount) => boolean): NotAGap[] {
  const conversations = sources.current.conversations;
  if (conversations?.state !== 'ok' || !conversations.value.complete) return [];
  const clear = (kind: 'category' | 'page', rows: readonly NamedCount[]): NotAGap[] =>
    rows
      .filter((row) => !isGap(row) && row.asked !== undefined)
      .map((row) => ({ kind, term: row.name, events: row.asked ?? 0, hits: Math.min(row.unanswered, row.asked ?? 0) }));
  return [...clear('category', conversations.value.byCategory), ...clear('page', conversations.value.byPath)];
}

/** The period's gaps, with their evidence, which of their sources were read in full, and the rule they are done by. */
export function taskPeriodOf(sources: GapSources): TaskPeriod {
  const { period, current, thresholds } = sources;
  const searches = current.searches?.state === 'ok' ? current.searches.value : undefined;
  const conversations = current.conversations?.state === 'ok' ? current.conversations.value : undefined;
  const questions = conversations?.questions;
  const taskIgnore = sources.taskIgnore ?? [];
  // Search terms by the report's own rule (junk and `task-ignore` set aside), categories and pages by `task-ignore`.
  const ignored = termPatterns(taskIgnore);
  // One reading of the terms: the gaps, and (for `notGaps`) what was set aside.
  const read = searches ? searchGaps(searches.terms, thresholds, taskIgnore) : { gaps: [], setAside: [] };
  const gaps: Gap[] = read.gaps.map((row) => ({
    kind: 'search',
    term: row.term,
    count: row.hits,
    ctr: row.ctr,
    score: searchGapScore(row, searches?.total ?? 0),
    evidence: evidenceOf({ kind: 'search', term: row.term }, { topClickedPage: row.topClickedPage, questions }),
  }));
  // Every category and page counted (the period's own counts, not the report's tables, which show the top rows).
  const isGap = (r: NamedCount) => isUnansweredGap(r, thresholds) && !ignored(r.name);
  if (conversations) {
    const unansweredGap = (kind: 'category' | 'page', row: NamedCount): Gap => ({
      kind,
      term: row.name,
      count: row.unanswered,
      asked: row.asked ?? 0,
      score: unansweredGapScore(row.unanswered, conversations.asked),
      evidence: evidenceOf({ kind, term: row.name }, { questions }),
    });
    for (const row of conversations.byCategory.filter(isGap)) gaps.push(unansweredGap('category', row));
    for (const row of conversations.byPath.filter(isGap)) gaps.push(unansweredGap('page', row));
  }
  const readInFull = conversations?.complete ?? false;
  return {
    dateFrom: period.dateFrom,
    dateTo: period.dateTo,
    label: period.label,
    phrase: period.phrase,
    gaps,
    readInFull: { search: searchesReadInFull(sources), category: readInFull, page: readInFull },
    doneRule: {
      searchMinimum: thresholds.contentGapMinimumHits,
      clickedShare: thresholds.contentGapMaximumCtr,
      unansweredMinimum: thresholds.unansweredGapMinimum,
      unansweredShare: thresholds.unansweredGapMinimumShare,
    },
    totals: {
      ...(searches && { searches: searches.total }),
      ...(conversations && { questions: conversations.asked }),
    },
    questionsKept: questions !== undefined,
    notGaps: [...searchesNotGaps(searches?.terms ?? [], read), ...unansweredNotGaps(sources, isGap)],
  };
}
