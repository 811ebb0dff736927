// How much of a visitor's or reader's text the report keeps: one cap per kind of text, applied where
// the text is read from the service's answer, each cut marked with `…`. A page path keeps its whole
// spelling, because it is the page's identity (joins, the data block, the files), and is cut only where
// it is shown. Without these, one long text a visitor typed fills a GitHub body on its own, and the
// report's tables are cut to nothing to make room for it.

/** A search term, as typed into the site's search. */
export const SEARCH_TERM_MAX_CHARS = 200;
/** An assistant question's category: the service's own word or a reader's, capped by the search-term rule. */
export const CATEGORY_MAX_CHARS = SEARCH_TERM_MAX_CHARS;
/** A search's most clicked page: a page path that is only ever shown. */
export const CLICKED_PAGE_MAX_CHARS = 300;
/** A question a reader asked the AI assistant. */
export const QUESTION_MAX_CHARS = 500;
/** A reader's feedback comment. */
export const COMMENT_MAX_CHARS = 280;
/** A code snippet entry's language and file name (the code itself is never kept). */
export const SNIPPET_LANG_MAX_CHARS = 40;
export const SNIPPET_FILENAME_MAX_CHARS = 120;
/** A page path where the report shows it (the path itself is kept whole). */
export const SHOWN_PATH_MAX_CHARS = 300;

/** At most `max` characters (whole code points), `…` where it was cut. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, max - 1).join('')}…`;
}
