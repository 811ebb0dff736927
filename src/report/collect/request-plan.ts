// The request plan of a report: what each period needs at least, decided before a request is spent, so
// that the budget covers every chosen section of both periods before it pays for depth (the report period's search
// pages beyond the first, then visitor pages beyond the first, then the assistant's further conversation pages, then
// feedback entries). Search pages come first: a few requests, until the terms fall below the content-gap minimum,
// that decide whether the content gaps are all there and a search task may count the period toward closing.
import type { ReportSection } from '../../settings/types.ts';

/** The sections with a minimum of their own, in the order they are fetched. */
const ONE_REQUEST: readonly ReportSection[] = ['feedback', 'searches', 'assistant', 'views'];

/** Requests of each section's minimum: `assistant` takes two (the caller counts, the first page of conversations). */
const REQUESTS: Partial<Record<ReportSection, number>> = { assistant: 2 };

/** Requests one period needs at least: the first visitors page (site-wide totals), then each chosen section's. */
export function minimumRequests(sections: readonly ReportSection[]): number {
  return ONE_REQUEST.filter((section) => sections.includes(section)).reduce((n, s) => n + (REQUESTS[s] ?? 1), 1);
}

/**
 * The plan as one line for the log: each period's minimum, and what is left of the budget for depth (never
 * negative). `periods`: the periods fetched from the service (a comparison read back from an earlier report costs
 * nothing).
 */
export function describePlan(sections: readonly ReportSection[], periods: number, budget: number): string {
  const perPeriod = minimumRequests(sections);
  const minimum = perPeriod * periods;
  const depth = Math.max(0, budget - minimum);
  const what = [
    'visitor totals',
    ...ONE_REQUEST.filter((section) => sections.includes(section)).map((section) =>
      section === 'assistant' ? 'assistant callers, assistant conversations' : section,
    ),
  ].join(', ');
  const searches = sections.includes('searches')
    ? "search pages beyond the first (the period's, until a term is searched fewer times than the gap minimum), then "
    : '';
  const conversations = sections.includes('assistant') ? 'further conversation pages, then ' : '';
  return (
    `Plan: ${perPeriod} requests a period at least (${what}) for ${periods} ${periods === 1 ? 'period' : 'periods'}, ${minimum} in all; ` +
    (minimum > budget
      ? `the budget of ${budget} cannot cover them: what does not fit is named in the report.`
      : `${depth} of the budget of ${budget} left for ${searches}visitor pages beyond the first, then ${conversations}feedback entries.`)
  );
}
