// One walk over the feedback events of a page, shared by feedback by page and the paged
// entries, so that both always count the same events.
import { dailyFeedbackCount, dailyVisitors, feedbackEvent } from './dataset.ts';
import type { DayFactors, FeedbackEvent, FeedbackSource, FeedbackStatus, ProjectModel } from './dataset.ts';

export interface FeedbackFilter {
  source?: FeedbackSource;
  statuses?: readonly FeedbackStatus[];
}

/** The filter as a string: equal filters (status order, repeats) give equal keys. */
export function filterKey(filter: FeedbackFilter): string {
  return `${filter.source ?? ''}|${[...new Set(filter.statuses ?? [])].sort().join(',')}`;
}

/** Where an event sits in the data set: page index, UTC day, rank of the entry that day. */
export interface EventPlace {
  page: number;
  day: number;
  rank: number;
}

/** Returns true to stop the walk. */
export type EventVisitor = (event: FeedbackEvent, place: EventPlace) => boolean | void;

export function matchesFilter(event: FeedbackEvent, filter: FeedbackFilter): boolean {
  if (filter.source !== undefined && event.source !== filter.source) return false;
  return !filter.statuses || filter.statuses.length === 0 || filter.statuses.includes(event.status);
}

/**
 * Visits the events of page `i` that pass the filter, newest day first; returns true when the
 * visitor stopped the walk.
 */
export function walkPageFeedback(
  model: ProjectModel,
  i: number,
  f: DayFactors,
  filter: FeedbackFilter,
  visit: EventVisitor,
): boolean {
  const visitors = { human: 0, ai: 0 };
  const place: EventPlace = { page: i, day: 0, rank: 0 };
  for (let k = f.days.length - 1; k >= 0; k--) {
    dailyVisitors(model, i, f, k, visitors);
    const day = f.days[k] ?? 0;
    const count = dailyFeedbackCount(model, i, day, visitors.human, visitors.ai);
    for (let j = 0; j < count; j++) {
      const event = feedbackEvent(model, i, day, j, visitors.human, visitors.ai);
      if (!matchesFilter(event, filter)) continue;
      place.day = day;
      place.rank = j;
      if (visit(event, place) === true) return true;
    }
  }
  return false;
}
