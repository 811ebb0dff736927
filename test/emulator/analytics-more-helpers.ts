// Shapes and calls of the further analytics endpoints (feedback entries, searches, views,
// assistant callers), shared by their emulator tests.
import { expect } from 'vitest';
import type { TestEmulator } from './helpers.ts';

export interface Entry {
  id: string;
  path: string;
  comment: string | null;
  createdAt: string | null;
  source: 'code_snippet' | 'contextual' | 'agent' | 'thumbs_only';
  status: string;
  helpful?: boolean;
  contact?: string | null;
  code?: string;
  filename?: string | null;
  lang?: string | null;
  anchor?: string;
}
export interface EntriesPage {
  feedback: Entry[];
  nextCursor: string | null;
  hasMore: boolean;
}
export interface SearchRow {
  searchQuery: string;
  hits: number;
  ctr: number;
  topClickedPage: string | null;
  lastSearchedAt: string;
}
export interface SearchesPage {
  searches: SearchRow[];
  totalSearches: number;
  nextCursor: string | null;
}
export interface ByPageRow {
  path: string;
  thumbsUp: number;
  thumbsDown: number;
  code: number;
  total: number;
}

/** The test clock's last week with data (today is 2025-03-12). */
export const WEEK = 'dateFrom=2025-03-05&dateTo=2025-03-12';

export async function ok<T>(t: TestEmulator, path: string, key?: string): Promise<T> {
  const res = await t.call('GET', path, key === undefined ? {} : { key });
  expect(res.status, `${path}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
  return res.body as T;
}

/** Every entry of a query, following nextCursor while hasMore; and the number of requests it took. */
export async function allEntries(
  t: TestEmulator,
  project: string,
  query: string,
  limit = 100,
): Promise<{ entries: Entry[]; requests: number }> {
  const entries: Entry[] = [];
  let cursor: string | null = null;
  let requests = 0;
  do {
    const suffix: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
    const page: EntriesPage = await ok<EntriesPage>(
      t,
      `/v1/analytics/${project}/feedback?${query}&limit=${limit}${suffix}`,
    );
    requests += 1;
    entries.push(...page.feedback);
    expect(page.hasMore).toBe(page.nextCursor !== null);
    if (page.hasMore) expect(page.feedback).toHaveLength(limit);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return { entries, requests };
}

export async function allSearches(t: TestEmulator, project: string, query: string): Promise<SearchesPage[]> {
  const pages: SearchesPage[] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
    const page: SearchesPage = await ok<SearchesPage>(
      t,
      `/v1/analytics/${project}/searches?${query}&limit=100${suffix}`,
    );
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return pages;
}

/** Entries counted per path the way feedback by page counts them. */
export function countByPage(entries: readonly Entry[]): Map<string, { total: number; code: number }> {
  const counts = new Map<string, { total: number; code: number }>();
  for (const entry of entries) {
    const row = counts.get(entry.path) ?? { total: 0, code: 0 };
    row.total += 1;
    if (entry.source === 'code_snippet') row.code += 1;
    counts.set(entry.path, row);
  }
  return counts;
}
