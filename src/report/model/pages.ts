// Visitors per page: one spelling of a path, the change of a number between periods, pages ranked
// by visitors, and the pages that moved most.
import type { VisitorCounts, VisitorRow } from '../../client/types.ts';
import { sitePath } from '../page-path.ts';
import type { Change, MoverRow, PageRow, ShareChange } from './types.ts';

/** The change from `previous` to `current`; no relative change on a base of 0. */
export function change(current: number, previous?: number): Change {
  if (previous === undefined) return { current };
  const delta = current - previous;
  return previous === 0 ? { current, previous, delta } : { current, previous, delta, relative: delta / previous };
}

/** `part / whole`, or undefined when the whole is 0. */
export function share(part: number, whole: number): number | undefined {
  return whole > 0 ? part / whole : undefined;
}

export function shareChange(current: number | undefined, previous: number | undefined): ShareChange {
  const deltaPoints = current !== undefined && previous !== undefined ? (current - previous) * 100 : undefined;
  return { current, previous, deltaPoints };
}

/** Visitors of one period by site path; `complete` says whether a page absent here had none. */
export interface VisitorIndex {
  byPath: Map<string, VisitorCounts>;
  complete: boolean;
}

/**
 * Rows of the same site path are added up. Their `total` then over-counts a visitor who saw
 * both spellings, which is the honest best the per-page counts allow.
 */
export function indexVisitors(rows: readonly VisitorRow[], complete: boolean): VisitorIndex {
  const byPath = new Map<string, VisitorCounts>();
  for (const row of rows) {
    const path = sitePath(row.path);
    const known = byPath.get(path);
    byPath.set(
      path,
      known
        ? { human: known.human + row.human, ai: known.ai + row.ai, total: known.total + row.total }
        : { human: row.human, ai: row.ai, total: row.total },
    );
  }
  return { byPath, complete };
}

/** What a period knew about a page: its counts, 0 when the list is complete and lacks it, else unknown. */
export function visitorsOf(index: VisitorIndex | undefined, path: string): VisitorCounts | undefined {
  if (!index) return undefined;
  return index.byPath.get(path) ?? (index.complete ? { human: 0, ai: 0, total: 0 } : undefined);
}

type Metric = 'total' | 'human' | 'ai';

/** Every page, ranked by `metric` (ties by path, so the order is stable), with its change and feedback. */
export function rankPages(
  current: VisitorIndex,
  previous: VisitorIndex | undefined,
  feedbackByPath: ReadonlyMap<string, number>,
  metric: Metric,
): PageRow[] {
  const entries = [...current.byPath.entries()].sort(
    ([pa, a], [pb, b]) => b[metric] - a[metric] || (pa < pb ? -1 : pa > pb ? 1 : 0),
  );
  return entries.map(([path, counts], i) => {
    const before = visitorsOf(previous, path);
    const row: PageRow = { rank: i + 1, path, human: counts.human, ai: counts.ai, total: counts.total };
    const aiShare = share(counts.ai, counts.total);
    if (aiShare !== undefined) row.aiShare = aiShare;
    if (before) row.change = change(counts.total, before.total);
    const feedback = feedbackByPath.get(path);
    if (feedback !== undefined) row.feedback = feedback;
    return row;
  });
}

/**
 * Pages whose visitors moved most, relative to a comparison base of at least `minimumBase` visitors
 * (smaller bases make noise of a few visits). Pages unknown to either period are left out.
 */
export function movers(
  current: VisitorIndex,
  previous: VisitorIndex,
  minimumBase: number,
): { up: MoverRow[]; down: MoverRow[] } {
  const paths = new Set([...current.byPath.keys(), ...previous.byPath.keys()]);
  const candidates: { path: string; change: MoverRow['change']; relative: number }[] = [];
  for (const path of paths) {
    const now = visitorsOf(current, path);
    const before = visitorsOf(previous, path);
    if (!now || !before || before.total < minimumBase) continue;
    const moved = change(now.total, before.total);
    if (moved.relative === undefined || moved.delta === 0) continue;
    candidates.push({ path, change: moved, relative: moved.relative });
  }
  const byPath = (a: { path: string }, b: { path: string }) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  const rank = (list: typeof candidates): MoverRow[] =>
    list.map((c, i) => ({ rank: i + 1, path: c.path, change: c.change }));
  const up = candidates
    .filter((c) => c.relative > 0)
    .sort((a, b) => b.relative - a.relative || (b.change.delta ?? 0) - (a.change.delta ?? 0) || byPath(a, b));
  const down = candidates
    .filter((c) => c.relative < 0)
    .sort((a, b) => a.relative - b.relative || (a.change.delta ?? 0) - (b.change.delta ?? 0) || byPath(a, b));
  return { up: rank(up), down: rank(down) };
}
