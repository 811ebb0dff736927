// How deep the action reads a list that others can lengthen: comments anyone may write, issues anyone may open.
// Pages are read one at a time and let go, so memory holds one page whatever the list's length.
import { ActionError } from '../util/errors.ts';

export const PER_PAGE = 100;
/** Pages of comments read on one issue or pull request: the oldest 2,000. */
export const COMMENT_PAGE_CAP = 20;
/** Pages of issues read from a repository: the newest 1,000 that the filter lets through. */
export const ISSUE_PAGE_CAP = 10;

/** The list had more pages than its cap; what was looked for there may be further on. */
export class PageCapReached extends ActionError {
  readonly kind = 'github';
  constructor(what: string, cap: number) {
    super(`read only the first ${cap * PER_PAGE} ${what} (${cap} pages of ${PER_PAGE}) of more`);
    this.name = 'PageCapReached';
  }
}

/** The items of at most `cap` pages; a next page beyond them is a PageCapReached. */
export async function* cappedItems<T>(
  pages: AsyncIterable<{ data: T[]; headers: { link?: string } }>,
  cap: number,
  what: string,
): AsyncGenerator<T> {
  let read = 0;
  for await (const page of pages) {
    yield* page.data;
    read += 1;
    if (read < cap) continue;
    if (/\brel="next"/.test(page.headers.link ?? '')) throw new PageCapReached(what, cap);
    return;
  }
}
