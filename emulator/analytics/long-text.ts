// Two fault switches for what one visitor can send: a search term of any length that nothing answers,
// searched more than any other term, and a page path of any length (a made-up URL the site answered),
// visited more than any other page. Applied to an answer as it leaves, so the cached windows stay
// as the data set makes them.
import type { VisitorCounts, VisitorRow } from './aggregate.ts';
import type { SearchRow } from './searches.ts';

/** `length` characters of `unit` repeated after `head`. */
function longText(head: string, unit: string, length: number): string {
  return `${head}${unit.repeat(Math.ceil(length / unit.length))}`.slice(0, length);
}

/** The term the `longSearchTermChars` switch adds. */
export const longSearchTerm = (chars: number) => longText('is there a page on ', 'anything at all ', chars);
/** The path the `longPagePathChars` switch adds. */
export const longPagePath = (chars: number) => longText('/guides/', 'a-very-long-page-name/', chars);

/**
 * The window's searches with the long term first: one hit more than the top term (one hit in a window
 * without searches is none: nothing is added), never clicked, its hits added to `totalSearches`.
 */
export function withLongSearchTerm(
  answer: { rows: SearchRow[]; totalSearches: number },
  chars: number,
): { rows: SearchRow[]; totalSearches: number } {
  const top = answer.rows[0];
  if (chars <= 0 || !top) return answer;
  const term: SearchRow = {
    searchQuery: longSearchTerm(chars),
    hits: top.hits + 1,
    ctr: 0,
    topClickedPage: null,
    lastSearchedAt: top.lastSearchedAt,
  };
  return { rows: [term, ...answer.rows], totalSearches: answer.totalSearches + term.hits };
}

/** The window's visitors with the long page first: one human visitor more than the top page, added to the totals. */
export function withLongPagePath(
  answer: { totals: VisitorCounts; rows: VisitorRow[] },
  chars: number,
): { totals: VisitorCounts; rows: VisitorRow[] } {
  const top = answer.rows[0];
  if (chars <= 0 || !top) return answer;
  const page: VisitorRow = { path: longPagePath(chars), human: top.total + 1, ai: 0, total: top.total + 1 };
  const { totals } = answer;
  return {
    totals: { human: totals.human + page.human, ai: totals.ai, total: totals.total + page.total },
    rows: [page, ...answer.rows],
  };
}
