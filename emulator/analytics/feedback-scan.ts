// One walk over the feedback events of a page, shared by feedback by page and the paged
// entries, so that both always count the same events.
import { dailyFeedbackCount, dailyVisitors, dayFactors, feedbackEvent } from './dataset.ts';
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

/** Per page (data-set order): entries that pass the filter, and how feedback by page splits them. */
export interface FeedbackTally {
  total: Int32Array;
  code: Int32Array;
  thumbsUp: Int32Array;
  thumbsDown: Int32Array;
  /** Entries over all pages. */
  entries: number;
}

export function tallyFeedback(
  model: ProjectModel,
  firstDay: number,
  endDay: number,
  filter: FeedbackFilter,
): FeedbackTally {
  const f = dayFactors(firstDay, endDay);
  const n = model.paths.length;
  const tally: FeedbackTally = {
    total: new Int32Array(n),
    code: new Int32Array(n),
    thumbsUp: new Int32Array(n),
    thumbsDown: new Int32Array(n),
    entries: 0,
  };
  for (let i = 0; i < n; i++) {
    let total = 0;
    let code = 0;
    let up = 0;
    let down = 0;
    walkPageFeedback(model, i, f, filter, (event) => {
      total += 1;
      if (event.source === 'code_snippet') code += 1;
      else if (event.thumb === 'up') up += 1;
      else if (event.thumb === 'down') down += 1;
    });
    tally.total[i] = total;
    tally.code[i] = code;
    tally.thumbsUp[i] = up;
    tally.thumbsDown[i] = down;
    tally.entries += total;
  }
  return tally;
}
