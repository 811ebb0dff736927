// One priority across the kinds of gap. A search term and an assistant category are not counted in one unit (a
// search is not a question), so neither count ranks them against the other: each gap scores the share of its own
// channel's traffic in the period that ended on it without an answer. A term: its searches that clicked no result,
// of all searches of the period (`totalSearches`). A category or page: its unanswered questions, of all questions
// put to the assistant in the period. Both are "readers per hundred who tried and failed here", comparable across
// kinds and across periods of different traffic.

/** A search term's score: its unclicked searches (hits × (1 − click-through)) of the period's searches. */
export function searchGapScore(term: { hits: number; ctr: number }, totalSearches: number): number {
  if (!(totalSearches > 0)) return 0;
  const unclicked = term.hits * (1 - Math.min(1, Math.max(0, term.ctr)));
  return Math.min(1, unclicked / totalSearches);
}

/** A category's or page's score: its unanswered questions of the period's questions to the assistant. */
export function unansweredGapScore(unanswered: number, askedInPeriod: number): number {
  if (!(askedInPeriod > 0)) return 0;
  return Math.min(1, unanswered / askedInPeriod);
}
