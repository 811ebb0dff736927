// The model of the sections beyond visitors and feedback by page: searches and content gaps, the
// assistant, page views, readers' comments, and how exact the feedback count is.
import type { SearchRow } from '../../client/types.ts';
import { groupThousands } from '../../util/format.ts';
import { termPatterns } from '../../util/term-pattern.ts';
import { compareText } from '../../util/text-order.ts';
import type { FeedbackCount, PeriodData, ReaderComments, Section } from '../collect/period-data.ts';
import { shortfallWords } from '../collect/shortfall.ts';
import { readersWordsWarning } from './notes.ts';
import { change } from './pages.ts';
import { setAsideExamples, setAsideReason } from './set-aside.ts';
import type { SetAsideTerm } from './set-aside.ts';
import type {
  AssistantModel,
  CommentRow,
  CommentsModel,
  FeedbackCountInfo,
  SearchesModel,
  SearchTermRow,
  SectionState,
  SetAsideModel,
  Thresholds,
  ViewsModel,
} from './types.ts';
import { unansweredModel } from './unanswered.ts';

const stateOf = (section: Section<unknown> | undefined, chosen: boolean): SectionState =>
  !chosen ? 'off' : (section?.state ?? 'not-fetched');
const valueOf = <T>(section: Section<T> | undefined): T | undefined =>
  section?.state === 'ok' ? section.value : undefined;

export function searchesModel(
  current: PeriodData,
  previous: PeriodData | undefined,
  chosen: boolean,
  contentGaps: number,
): SearchesModel {
  const now = valueOf(current.searches);
  const before = valueOf(previous?.searches);
  const model: SearchesModel = { state: stateOf(current.searches, chosen) };
  if (now) {
    model.total = change(now.total, before?.total);
    model.contentGaps = contentGaps;
  }
  return model;
}

/** Every term fetched, by hits (the service's order), ranked. */
export function searchTermRows(terms: readonly SearchRow[]): SearchTermRow[] {
  return [...terms]
    .sort((a, b) => b.hits - a.hits || compareText(a.searchQuery, b.searchQuery))
    .map((term, i) => termRow(term, i + 1));
}

/** The thresholds of the content-gap rule. */
export type GapRule = Pick<Thresholds, 'contentGapMinimumHits' | 'contentGapMaximumCtr'>;

/**
 * The period's frequent unanswered terms (searched at least `contentGapMinimumHits` times, clicked less than
 * `contentGapMaximumCtr` of the time or leading to no clicked page), parted into the content gaps, most searched
 * first, and the terms set aside (set-aside.ts: junk, or matching `task-ignore`). The report's gaps and the tasks'
 * both come from here, so no set-aside term is ever counted or opened.
 */
export function searchGaps(
  terms: readonly SearchRow[],
  thresholds: GapRule,
  taskIgnore: readonly string[],
): { gaps: SearchTermRow[]; setAside: SetAsideTerm[] } {
  const ignored = termPatterns(taskIgnore);
  const unanswered = terms
    .filter(
      (term) =>
        term.hits >= thresholds.contentGapMinimumHits &&
        (term.topClickedPage === null || term.ctr < thresholds.contentGapMaximumCtr),
    )
    .sort((a, b) => b.hits - a.hits || a.ctr - b.ctr || compareText(a.searchQuery, b.searchQuery));
  const setAside: SetAsideTerm[] = [];
  const gaps: SearchRow[] = [];
  for (const term of unanswered) {
    const reason = setAsideReason(term.searchQuery, ignored);
    if (reason) setAside.push({ term: term.searchQuery, hits: term.hits, reason });
    else gaps.push(term);
  }
  return { gaps: gaps.map((term, i) => termRow(term, i + 1)), setAside };
}

/** The terms set aside, counted and a few named (the report's line beside the content gaps). */
export function setAsideModel(setAside: readonly SetAsideTerm[]): SetAsideModel {
  const ignored = setAside.filter((term) => term.reason === 'ignored').length;
  return {
    terms: setAside.length,
    junk: setAside.length - ignored,
    ignored,
    examples: setAsideExamples(setAside),
  };
}

function termRow(term: SearchRow, rank: number): SearchTermRow {
  const row: SearchTermRow = { rank, term: term.searchQuery, hits: term.hits, ctr: term.ctr };
  if (term.topClickedPage) row.topClickedPage = term.topClickedPage;
  return row;
}

export function assistantModel(
  current: PeriodData,
  previous: PeriodData | undefined,
  chosen: boolean,
  top: number,
): AssistantModel {
  const now = valueOf(current.assistant);
  const before = valueOf(previous?.assistant);
  const model: AssistantModel = { state: stateOf(current.assistant, chosen) };
  const unanswered = chosen ? unansweredModel(current, previous, top) : undefined;
  if (unanswered) model.unanswered = unanswered;
  if (!now) return model;
  return {
    ...model,
    web: change(now.web, before?.web),
    api: change(now.api, before?.api),
    other: change(now.other, before?.other),
    total: change(now.total, before?.total),
  };
}

export function viewsModel(current: PeriodData, previous: PeriodData | undefined, chosen: boolean): ViewsModel {
  const now = valueOf(current.views);
  const before = valueOf(previous?.views);
  const model: ViewsModel = { state: stateOf(current.views, chosen) };
  if (!now) return model;
  return {
    ...model,
    human: change(now.human, before?.human),
    ai: change(now.ai, before?.ai),
    total: change(now.total, before?.total),
  };
}

export function commentsModel(current: PeriodData, chosen: boolean, published: boolean): CommentsModel {
  const value = valueOf(current.comments);
  return {
    state: stateOf(current.comments, chosen),
    published,
    ...(published && { warning: readersWordsWarning('comments') }),
    entriesRead: value?.entriesRead ?? 0,
    complete: value?.complete ?? false,
  };
}

/** The `top` pages with most comments (newest comment breaking ties), each with its latest comments, newest first. */
export function commentRows(comments: ReaderComments | undefined, top: number): CommentRow[] {
  if (!comments) return [];
  const byPath = new Map<string, ReaderComments['comments']>();
  for (const comment of comments.comments) {
    // Already a site path (read once from the entry's name: sitePath is not to be applied twice).
    byPath.set(comment.path, [...(byPath.get(comment.path) ?? []), comment]);
  }
  const newest = (list: ReaderComments['comments']) => Math.max(...list.map((c) => Date.parse(c.createdAt ?? '') || 0));
  const pages = [...byPath.entries()]
    .sort(([pa, a], [pb, b]) => b.length - a.length || newest(b) - newest(a) || compareText(pa, pb))
    .slice(0, top);
  return pages.flatMap(([path, list], i) =>
    [...list]
      .sort((a, b) => (Date.parse(b.createdAt ?? '') || 0) - (Date.parse(a.createdAt ?? '') || 0))
      .map((comment) => {
        const row: CommentRow = {
          rank: i + 1,
          path,
          source: comment.source,
          status: comment.status,
          text: comment.text,
        };
        const date = comment.createdAt?.match(/^\d{4}-\d{2}-\d{2}/)?.[0];
        if (date) row.date = date;
        const code = [comment.lang, comment.filename].filter(Boolean).join(', ');
        if (code) row.code = code;
        return row;
      }),
  );
}

/** Beside the feedback total: exact, or a lower bound and why. */
export function countInfo(count: FeedbackCount | undefined, cut: boolean): FeedbackCountInfo {
  if (count?.exact) {
    const text = count.entriesRead > 0 && cut ? 'exact: every entry counted' : 'exact';
    return { exact: true, bound: '', text };
  }
  if (!count) {
    return cut
      ? { exact: false, bound: '≥ ', text: 'lower bound: feedback by page lists the first 100 pages only' }
      : { exact: true, bound: '', text: 'exact' };
  }
  const why = shortfallWords(count.shortfall ?? 'error', 'feedback entries');
  const read = count.entriesRead > 0 ? ` (${groupThousands(count.entriesRead)} entries read)` : '';
  return { exact: false, bound: '≥ ', text: `lower bound: ${why}${read}` };
}
