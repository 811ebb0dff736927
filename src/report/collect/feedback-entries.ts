// Every feedback entry counted: feedback by page stops at 100 pages with no next page, so when it says
// `hasMore` the entries endpoint is paged by cursor, counting entries per page, within the budget. The
// same pages give the readers' comments (with `comments` on). What the budget, the quota or the service
// stops short of makes the count a lower bound, said with its reason.
import type { FeedbackEntry } from '../../client/types.ts';
import { sitePath } from '../page-path.ts';
import { capText, COMMENT_MAX_CHARS, SNIPPET_FILENAME_MAX_CHARS, SNIPPET_LANG_MAX_CHARS } from '../text-caps.ts';
import type { CollectOptions } from './collect-options.ts';
import { sumFeedback } from './feedback-sums.ts';
import type { FeedbackCount, PeriodData, ReaderComment, ReaderComments, Section } from './period-data.ts';
import { callWithinBudget } from './request-budget.ts';
import type { CountShortfall } from './shortfall.ts';
import { inFull, shortfallOf } from './shortfall.ts';

export const ENTRIES_PAGE_SIZE = 100;
/** Stops a server whose cursor never ends (100,000 entries), whatever the budget. */
export const MAX_ENTRY_PAGES = 1_000;
/** Comments kept per page: the latest. */
export const COMMENTS_PER_PAGE = 3;

export interface EntriesWanted {
  /** Page through the entries to count them (feedback by page said `hasMore`). */
  count: boolean;
  /** Keep the latest comments per page. */
  comments: boolean;
}

export interface EntriesResult {
  feedbackCount: FeedbackCount;
  comments?: Section<ReaderComments>;
}

/** Counts (and reads comments from) the period's entries, as far as the budget goes. */
export async function readFeedbackEntries(
  data: PeriodData,
  options: CollectOptions,
  wanted: EntriesWanted,
): Promise<EntriesResult> {
  const { service, projectId, budget, log } = options;
  const byPage = sumFeedback(data.feedback).total;
  if (!wanted.count && !wanted.comments)
    return { feedbackCount: { total: byPage, exact: true, entriesRead: 0, byPath: {} } };

  const byPath: FeedbackCount['byPath'] = {};
  const latest = new Map<string, ReaderComment[]>();
  let read = 0;
  let cursor: string | undefined;
  let stop: CountShortfall | undefined;
  let why = '';
  for (let page = 1; ; page++) {
    if (page > MAX_ENTRY_PAGES) {
      stop = 'page-cap';
      why = `stopped after ${MAX_ENTRY_PAGES} pages`;
      break;
    }
    let answer;
    try {
      answer = await callWithinBudget(
        `feedback entries page ${page} of ${data.period.label}`,
        (call) =>
          service.feedbackEntries(
            projectId,
            {
              dateFrom: data.period.dateFrom,
              dateTo: data.period.dateTo,
              limit: ENTRIES_PAGE_SIZE,
              cursor,
              source: options.feedbackSource || undefined,
              status: options.feedbackStatus.length > 0 ? options.feedbackStatus : undefined,
            },
            call,
          ),
        options,
      );
    } catch (error) {
      const short = shortfallOf(error, budget.limit);
      [stop, why] = [short.shortfall, inFull(short)];
      break;
    }
    for (const entry of answer.feedback) {
      read += 1;
      // An entry may name its page by full URL: the same page as feedback by page's path.
      const path = sitePath(entry.path);
      const counted = (byPath[path] ??= { total: 0, code: 0 });
      counted.total += 1;
      if (entry.source === 'code_snippet') counted.code += 1;
      if (wanted.comments) keepComment(latest, path, entry);
    }
    log.info(
      `Feedback entries, ${data.period.label}: page ${page}, ${read} entries so far${answer.hasMore ? ', more to come' : ''} (requests ${budget.used}/${budget.limit})`,
    );
    if (!answer.hasMore) break;
    if (!answer.nextCursor || answer.nextCursor === cursor) {
      stop = 'error';
      why = 'the service said it has more entries but gave no new cursor';
      break;
    }
    cursor = answer.nextCursor;
  }
  const unavailable = stop === 'service-cap';
  if (unavailable) log.info(`Feedback entries, ${data.period.label}: ${why} (404): feedback by page is all there is.`);
  else if (stop) log.warning(`Feedback entries, ${data.period.label}: ${why} after ${read} entries.`);

  const complete = stop === undefined;
  const comments: Section<ReaderComments> | undefined = !wanted.comments
    ? undefined
    : unavailable
      ? { state: 'unavailable' }
      : read === 0 && stop
        ? { state: 'not-fetched', why }
        : { state: 'ok', value: { entriesRead: read, complete, comments: [...latest.values()].flat() } };

  // By page was complete: its sum is exact, whatever the entries paging for comments came to.
  if (!wanted.count) return { feedbackCount: { total: byPage, exact: true, entriesRead: read, byPath }, comments };
  if (complete) return { feedbackCount: { total: read, exact: true, entriesRead: read, byPath }, comments };
  return {
    feedbackCount: {
      total: lowerBound(data, byPath),
      exact: false,
      shortfall: stop,
      entriesRead: read,
      byPath,
    },
    comments,
  };
}

/** Every page counts at least what either source saw of it: by page for the first 100, the entries read for any. */
function lowerBound(data: PeriodData, byPath: FeedbackCount['byPath']): number {
  const best = new Map<string, number>();
  for (const row of data.feedback) {
    const path = sitePath(row.path);
    best.set(path, (best.get(path) ?? 0) + row.total);
  }
  for (const [path, counted] of Object.entries(byPath)) best.set(path, Math.max(best.get(path) ?? 0, counted.total));
  let total = 0;
  for (const count of best.values()) total += count;
  return total;
}

/** Keeps the newest COMMENTS_PER_PAGE comments of a page (by `createdAt`, unknown dates last). */
function keepComment(latest: Map<string, ReaderComment[]>, path: string, entry: FeedbackEntry): void {
  const text = entry.comment?.trim();
  if (!text) return;
  const comment: ReaderComment = {
    path,
    source: entry.source,
    status: entry.status,
    createdAt: entry.createdAt,
    text: capText(text, COMMENT_MAX_CHARS),
  };
  if (entry.lang) comment.lang = capText(entry.lang, SNIPPET_LANG_MAX_CHARS);
  if (entry.filename) comment.filename = capText(entry.filename, SNIPPET_FILENAME_MAX_CHARS);
  const kept = latest.get(path) ?? [];
  kept.push(comment);
  kept.sort(newestFirst);
  latest.set(path, kept.slice(0, COMMENTS_PER_PAGE));
}

export function newestFirst(a: ReaderComment, b: ReaderComment): number {
  const at = (c: ReaderComment) => (c.createdAt ? Date.parse(c.createdAt) : Number.NaN);
  const ta = at(a);
  const tb = at(b);
  if (Number.isNaN(ta) || Number.isNaN(tb)) return Number.isNaN(ta) ? (Number.isNaN(tb) ? 0 : 1) : -1;
  return tb - ta;
}
