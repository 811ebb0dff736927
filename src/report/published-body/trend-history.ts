// Trends as published: the history each report carries forward in its data block (its headline figures
// period by period, and each listed content gap and complained-about page), continued by the next
// report at no request. Periods are identified by their dates: the window is the current period and
// the ones before it (precedingPeriod: consecutive periods of the same kind); a period no report
// covered is missing, never zero, and does not break the chain. What the model makes of it: model/trends.ts. Pure.
import { precedingPeriod } from '../period.ts';
import type { Period } from '../period.ts';

/** Figures of one reported period, as carried (absent: not known for that period). */
export interface CarriedPoint {
  dateFrom: string;
  visitors?: number;
  feedback?: number;
  /** Whether `feedback` counts every entry (else a lower bound). */
  feedbackExact?: boolean;
  searches?: number;
  contentGaps?: number;
  unanswered?: number;
}

/**
 * A gap's mark of one period: its searches and click-through (0 to 1). A page's: its thumbs down (null
 * when feedback by page did not say) and its feedback entries.
 */
export type Mark = [number | null, number];

/** One listed gap or page: `marks[i]` belongs to `points[i]`, null where it was not listed. */
export interface CarriedItem {
  name: string;
  marks: (Mark | null)[];
}

/** The history a report carries forward: reported points only, oldest first, this period last. */
export interface TrendHistory {
  /** How the chain stood in the report that wrote it, so that a rerun of its period says the same. */
  chain: Chain;
  points: CarriedPoint[];
  gaps: CarriedItem[];
  pages: CarriedItem[];
}

/** How a report's trend continued: from the earlier report's history, started (none found), restarted (it had none). */
export type Chain = 'continued' | 'started' | 'restarted';

/** What the read-back of the earlier report found. */
export type EarlierHistory =
  | { kind: 'found'; history: TrendHistory; period: Period; url: string }
  /** An earlier report without trend data (an older version, or trend-periods 0). */
  | { kind: 'no-trend'; period: Period; url: string }
  /** No earlier report of the project with the same kind of period and filters within the window. */
  | { kind: 'none' }
  /** Published to the step summary only: there is no earlier report to read. */
  | { kind: 'summary-only' };

/** `count` periods ending with `period`, oldest first. */
export function trendWindow(period: Period, count: number): Period[] {
  const window = [period];
  while (window.length < count) window.unshift(precedingPeriod(window[0] ?? period));
  return window;
}

export const listedCount = (marks: readonly (Mark | null)[]) => marks.filter((mark) => mark !== null).length;

/**
 * The history to carry forward: the earlier history's points within the window (a rerun of this very
 * period replaces its own point), then this period's; each item's marks aligned to them. An item no
 * longer listed anywhere in the window is dropped.
 */
export function continueHistory(
  earlier: TrendHistory | undefined,
  window: readonly Period[],
  point: CarriedPoint,
  listed: { gaps: CarriedItem[]; pages: CarriedItem[] },
  chain: Chain,
): TrendHistory {
  const before = new Set(window.slice(0, -1).map((period) => period.dateFrom));
  const kept = (earlier?.points ?? []).flatMap((p, i) => (before.has(p.dateFrom) ? [{ p, i }] : []));
  const carry = (previous: CarriedItem[] | undefined, now: CarriedItem[]): CarriedItem[] => {
    const items = new Map<string, (Mark | null)[]>();
    for (const item of previous ?? []) {
      const marks = kept.map(({ i }) => item.marks[i] ?? null);
      if (listedCount(marks) > 0) items.set(item.name, [...marks, null]);
    }
    for (const item of now) {
      const marks = items.get(item.name) ?? [...kept.map(() => null), null];
      marks[marks.length - 1] = item.marks.at(-1) ?? null;
      items.set(item.name, marks);
    }
    return [...items].map(([name, marks]) => ({ name, marks }));
  };
  return {
    chain,
    points: [...kept.map(({ p }) => p), point],
    gaps: carry(earlier?.gaps, listed.gaps),
    pages: carry(earlier?.pages, listed.pages),
  };
}
