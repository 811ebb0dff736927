// Validation of the further analytics endpoints (feedback entries, searches, views,
// assistant callers): the same rules as the first two, every problem in one 400.
import type { CursorPosition } from './cursor.ts';
import { filterKey } from './feedback-scan.ts';
import type { FeedbackFilter } from './feedback-scan.ts';
import { decodeUlid } from './ulid.ts';
import type { UlidParts } from './ulid.ts';
import { parseFeedbackFilter, parseInteger, parseWindow, single } from './validate.ts';
import type { DayWindow, Validated } from './validate.ts';

/** Reads a cursor: its position, or what is wrong with it. */
export type CursorReader = (text: string) => CursorPosition | string;

interface Paged extends DayWindow {
  limit: number;
  /** The window ends "today" (no dateTo): it may move while a client pages. */
  open: boolean;
  cursor?: CursorPosition;
}

export interface EntriesQuery extends Paged {
  filter: FeedbackFilter;
  /** The filter, normalised for cursors. */
  filters: string;
}

export type SearchesQuery = Paged;

function parseLimit(params: URLSearchParams, max: number, problems: string[], fallback = 50): number {
  const text = single(params, 'limit', problems);
  const limit = text === undefined ? fallback : parseInteger(text);
  if (limit === undefined || limit < 1 || limit > max) {
    problems.push(`limit must be an integer between 1 and ${max}`);
    return fallback;
  }
  return limit;
}

function parseCursor(params: URLSearchParams, read: CursorReader, problems: string[]): CursorPosition | undefined {
  const text = single(params, 'cursor', problems);
  if (text === undefined) return undefined;
  const position = read(text);
  if (typeof position === 'string') {
    problems.push(position);
    return undefined;
  }
  return position;
}

function parsePaged(params: URLSearchParams, today: number, read: CursorReader, problems: string[]): Paged {
  const window = parseWindow(params, today, problems);
  const limit = parseLimit(params, 100, problems);
  const cursor = parseCursor(params, read, problems);
  return { ...window, limit, open: !params.has('dateTo'), ...(cursor ? { cursor } : {}) };
}

export function parseEntriesQuery(params: URLSearchParams, today: number, read: CursorReader): Validated<EntriesQuery> {
  const problems: string[] = [];
  const paged = parsePaged(params, today, read, problems);
  const filter = parseFeedbackFilter(params, problems);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { ...paged, filter, filters: filterKey(filter) } };
}

export function parseSearchesQuery(
  params: URLSearchParams,
  today: number,
  read: CursorReader,
): Validated<SearchesQuery> {
  const problems: string[] = [];
  const paged = parsePaged(params, today, read, problems);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: paged };
}

/** Endpoints that take a date range only (assistant callers). */
export function parseWindowQuery(params: URLSearchParams, today: number): Validated<DayWindow> {
  const problems: string[] = [];
  const window = parseWindow(params, today, problems);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: window };
}

export interface ConversationsQuery extends DayWindow {
  limit: number;
  /** The cursor as given, and its parts. */
  cursor?: { text: string; parts: UlidParts };
}

/** The assistant's conversations: a window, `limit` 1 to 1000 (default 100), a ULID cursor. */
export function parseConversationsQuery(params: URLSearchParams, today: number): Validated<ConversationsQuery> {
  const problems: string[] = [];
  const window = parseWindow(params, today, problems);
  const limit = parseLimit(params, 1000, problems, 100);
  const text = single(params, 'cursor', problems);
  const parts = text === undefined ? undefined : decodeUlid(text);
  if (text !== undefined && !parts)
    problems.push('cursor must be a ULID: pass nextCursor of the previous answer unchanged');
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { ...window, limit, ...(text !== undefined && parts ? { cursor: { text, parts } } : {}) } };
}
