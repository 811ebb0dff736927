// Feedback entries one by one, for the paged endpoint: the very events feedback by page
// counts (same walk), in a fixed order (pages in data-set order, newest day first within a
// page), so that an offset names the same entry on every request.
import { hash2, hash3, unit } from '../hash.ts';
import { DAY_MS, rfc3339 } from '../time.ts';
import { dayFactors } from './dataset.ts';
import type { FeedbackEvent, FeedbackSource, FeedbackStatus, ProjectModel } from './dataset.ts';
import { walkPageFeedback } from './feedback-scan.ts';
import type { EventPlace, FeedbackFilter, FeedbackTally } from './feedback-scan.ts';
import { commentText, contactAddress, snippet } from './feedback-text.ts';

export interface FeedbackEntry {
  id: string;
  path: string;
  comment: string | null;
  createdAt: string | null;
  source: FeedbackSource;
  status: FeedbackStatus;
  /** contextual */
  helpful?: boolean;
  /** contextual: personal data. */
  contact?: string | null;
  /** code_snippet */
  code?: string;
  filename?: string | null;
  lang?: string | null;
  /** Not in the spec: where on the page the reader clicked (stands for the fields clients must tolerate). */
  anchor?: string;
}

const ANCHORS = ['#overview', '#request-body', '#response', '#errors', '#examples', '#limits'];

function hex8(n: number): string {
  return n.toString(16).padStart(8, '0');
}

/**
 * How entries name their page: `byUrl` of them (0 to 1, by the entry's own dice) by the page's full URL
 * on `origin` (percent-encoded as a browser sends it, now and then with a query, with the anchor the
 * reader clicked as its fragment), the others by its path, as feedback by page does. The reference
 * allows both ("the path or URL to the source document").
 */
export interface EntryNaming {
  origin: string;
  byUrl: number;
}

function pageName(path: string, entry: FeedbackEntry, z: number, naming: EntryNaming | undefined): string {
  if (!naming || unit(hash2(z, 27)) >= naming.byUrl) return path;
  const query = unit(hash2(z, 28)) < 0.25 ? '?utm_source=feedback-widget' : '';
  return `${naming.origin}${encodeURI(path)}${query}${entry.anchor ?? ''}`;
}

function describe(
  model: ProjectModel,
  event: FeedbackEvent,
  place: EventPlace,
  naming: EntryNaming | undefined,
): FeedbackEntry {
  const key = model.key[place.page] ?? 0;
  const n = place.rank + 1;
  const z = hash3(key, place.day, n);
  const path = model.paths[place.page] ?? '';
  const id = `fb_${hex8(hash3(key ^ 0x1d872b41, place.day, n))}${hex8(hash3(key ^ 0x6c8e9cf5, place.day, n))}`;
  // A few old entries have no date.
  const createdAt =
    unit(hash2(z, 21)) < 0.006 ? null : rfc3339(place.day * DAY_MS + Math.floor(unit(hash2(z, 22)) * DAY_MS));
  const entry: FeedbackEntry = { id, path, comment: null, createdAt, source: event.source, status: event.status };
  const writes = unit(hash2(z, 23));
  switch (event.source) {
    case 'contextual':
      entry.comment = writes < 0.75 ? commentText(event.thumb === 'up' ? 'praise' : 'complaint', path, z) : null;
      entry.helpful = event.thumb === 'up';
      entry.contact = unit(hash2(z, 24)) < 0.3 ? contactAddress(z) : null;
      break;
    case 'code_snippet':
      entry.comment = writes < 0.6 ? commentText('code', path, z) : null;
      Object.assign(entry, snippet(z));
      break;
    case 'agent':
      entry.comment = writes < 0.95 ? commentText('agent', path, z) : null;
      break;
    case 'thumbs_only':
      break;
  }
  if ((event.source === 'contextual' || event.source === 'code_snippet') && unit(hash2(z, 25)) < 0.4) {
    entry.anchor = ANCHORS[hash2(z, 26) % ANCHORS.length] ?? '#overview';
  }
  entry.path = pageName(path, entry, z, naming);
  return entry;
}

/** The entries at positions [offset, offset + limit) of the window's fixed order. */
export function feedbackEntries(
  model: ProjectModel,
  window: { firstDay: number; endDay: number },
  filter: FeedbackFilter,
  tally: FeedbackTally,
  offset: number,
  limit: number,
  naming?: EntryNaming,
): FeedbackEntry[] {
  const f = dayFactors(window.firstDay, window.endDay);
  const entries: FeedbackEntry[] = [];
  let skip = offset;
  for (let i = 0; i < tally.total.length && entries.length < limit; i++) {
    const count = tally.total[i] ?? 0;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    walkPageFeedback(model, i, f, filter, (event, place) => {
      if (skip > 0) {
        skip -= 1;
        return false;
      }
      entries.push(describe(model, event, place, naming));
      return entries.length >= limit;
    });
  }
  return entries;
}
