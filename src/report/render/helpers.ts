// The helpers every report template may use: how numbers read (fixed English formatting, independent
// of the runner's locale), page paths and text escaped, the chart, the note under a cut table.
import { escapeMarkdown } from '../../util/markdown.ts';
import type { Change, PageRow, ShareChange, Table, TrendItem, TrendModel } from '../model/types.ts';
import { capText, SHOWN_PATH_MAX_CHARS } from '../text-caps.ts';

export const NOT_AVAILABLE = '—';
const MINUS = '−';

/** `1234567.891` -> `1,234,568` (or with `digits` decimals); `—` for anything not a finite number. */
export function formatNumber(value: unknown, digits = 0): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return NOT_AVAILABLE;
  const fixed = Math.abs(value).toFixed(digits);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && Number(fixed) !== 0 ? MINUS : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A fraction (0 to 1) as a percentage: `0.1234` -> `12.3%`. Named apart from util's formatPercent, which
 * takes a number that is already a percentage (0 to 100, a job's progress).
 */
export function formatFraction(fraction: unknown, digits = 1): string {
  if (typeof fraction !== 'number' || !Number.isFinite(fraction)) return NOT_AVAILABLE;
  return `${formatNumber(fraction * 100, digits)}%`;
}

/** `▲ 1,234 (+12.3%)`, `▼ 56 (−4.0%)`, `no change`, `▲ 12 (new)`; `—` without a comparison. */
export function formatDelta(change: Change | undefined, digits = 1): string {
  if (!change || change.previous === undefined || change.delta === undefined) return NOT_AVAILABLE;
  if (change.delta === 0) return 'no change';
  const arrow = change.delta > 0 ? '▲' : '▼';
  const amount = formatNumber(Math.abs(change.delta));
  if (change.relative === undefined) return `${arrow} ${amount} (new)`;
  const sign = change.relative > 0 ? '+' : MINUS;
  return `${arrow} ${amount} (${sign}${formatNumber(Math.abs(change.relative) * 100, digits)}%)`;
}

/** A share's change in percentage points: `▲ 1.2 pp`. */
export function formatPoints(shareChange: ShareChange | undefined, digits = 1): string {
  const points = shareChange?.deltaPoints;
  if (typeof points !== 'number' || !Number.isFinite(points)) return NOT_AVAILABLE;
  const rounded = Number(Math.abs(points).toFixed(digits));
  if (rounded === 0) return 'no change';
  return `${points > 0 ? '▲' : '▼'} ${formatNumber(rounded, digits)} pp`;
}

/** Bars in a chart: more than this cannot be read. */
export const CHART_BARS = 10;

/** A template value as text: strings, numbers and booleans as written, anything else (a missing field, an object) empty. */
function scalarText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** Handlebars passes its options object last; helpers here take plain arguments. */
function plain(args: unknown[]): unknown[] {
  const last = args.at(-1);
  return last && typeof last === 'object' && 'hash' in last && 'data' in last ? args.slice(0, -1) : args;
}

const digitsOf = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6 ? value : fallback;
const quoted = (text: string) => `"${text.replace(/["\\`#;]/g, '')}"`;
const AXIS_TITLES = { total: 'Visitors', human: 'Human visitors', ai: 'AI visitors' } as const;

/** Where the value axis ends: the largest bar rounded up to two significant digits (the axis starts at 0). */
export function axisEnd(largest: number): number {
  if (!Number.isFinite(largest) || largest <= 0) return 1;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(largest)) - 1);
  return Math.ceil(largest / step) * step;
}

/**
 * The mermaid bar chart of a page table, or nothing when it has no rows: horizontal bars labelled by
 * rank, the `#` of the table beside it (paths are too long for an axis, and the table shows them
 * escaped), on a value axis from 0 so that bars compare by length.
 */
export function barChart(rows: unknown, title: unknown, metric: unknown): string {
  if (!Array.isArray(rows) || rows.length === 0) return '';
  const key = metric === 'human' || metric === 'ai' ? metric : 'total';
  const bars = (rows as PageRow[]).slice(0, CHART_BARS);
  const labels = bars.map((row, i) => quoted(String(Number.isInteger(row.rank) ? row.rank : i + 1)));
  const values = bars.map((row) => (Number.isFinite(row[key]) ? row[key] : 0));
  return [
    '```mermaid',
    'xychart-beta horizontal',
    `  title ${quoted(typeof title === 'string' ? title : 'Visitors')}`,
    `  x-axis ${quoted('Rank in the table')} [${labels.join(', ')}]`,
    `  y-axis ${quoted(AXIS_TITLES[key])} 0 --> ${axisEnd(Math.max(...values))}`,
    `  bar [${values.join(', ')}]`,
    '```',
  ].join('\n');
}

/** The figures a trend chart draws, by their key in a trend point. */
export const TREND_FIGURES = {
  visitors: 'Visitors',
  feedback: 'Feedback entries',
  searches: 'Searches',
  contentGaps: 'Content gaps',
  unanswered: 'Unanswered questions',
} as const;
type TrendFigure = keyof typeof TREND_FIGURES;
/** A period's label on the axis: the action writes `MM-DD` or `YYYY-MM`; anything else is not drawn. */
const TREND_LABEL = /^(?:\d{2}-\d{2}|\d{4}-\d{2})$/;

/**
 * The mermaid line chart of one headline figure over the reported periods of a trend (without a figure:
 * one chart for each that has numbers, small multiples), or nothing with fewer than two. Only the action's own words, period labels and numbers reach it: a period without a
 * report (or without this figure) is left off the axis, never drawn as zero (mermaid's xychart has no
 * missing point).
 */
export function trendChart(trends: unknown, figure: unknown): string {
  if (typeof figure !== 'string' || !(figure in TREND_FIGURES))
    return (Object.keys(TREND_FIGURES) as TrendFigure[])
      .map((key) => trendChart(trends, key))
      .filter(Boolean)
      .join('\n\n');
  const key = figure as TrendFigure;
  const points: unknown = (trends as Partial<TrendModel> | undefined)?.points;
  if (!Array.isArray(points)) return '';
  // A custom template may pass anything: only a reported point's finite number and a label of the action's form are drawn.
  const drawn = (points as Partial<Record<string, unknown>>[]).flatMap((point) => {
    const value = point.reported === true ? point[key] : undefined;
    const label = typeof point.label === 'string' ? point.label : '';
    return typeof value === 'number' && Number.isFinite(value) && TREND_LABEL.test(label) ? [{ label, value }] : [];
  });
  if (drawn.length < 2) return '';
  return [
    '```mermaid',
    'xychart-beta',
    `  title ${quoted(TREND_FIGURES[key])}`,
    `  x-axis [${drawn.map((point) => quoted(point.label)).join(', ')}]`,
    `  y-axis ${quoted(TREND_FIGURES[key])} 0 --> ${axisEnd(Math.max(...drawn.map((point) => point.value)))}`,
    `  line [${drawn.map((point) => point.value).join(', ')}]`,
    '```',
  ].join('\n');
}

/**
 * A gap's or page's standing in words: `new`, `about the same (listed 3 periods)`, `getting better (listed 3 periods)`,
 * `getting worse (…)`, `gone`.
 */
export function standing(item: unknown): string {
  const { status, periods } = (item ?? {}) as Partial<TrendItem>;
  const listed = typeof periods === 'number' && periods > 1 ? `listed ${formatNumber(periods)} periods` : '';
  switch (status) {
    case 'new':
      return 'new';
    case 'better':
      return `getting better${listed ? ` (${listed})` : ''}`;
    case 'worse':
      return `getting worse${listed ? ` (${listed})` : ''}`;
    case 'listed':
      return `about the same${listed ? ` (${listed})` : ''}`;
    case 'gone':
      return 'gone';
    default:
      return NOT_AVAILABLE;
  }
}

/** The note under a table cut to fit: where the rest is. */
export function moreRows(table: unknown): string {
  const omitted = (table as Partial<Table<unknown>> | undefined)?.omitted;
  if (typeof omitted !== 'number' || omitted <= 0) return '';
  return `_${formatNumber(omitted)} more ${omitted === 1 ? 'row' : 'rows'} in report.md / the job's files._`;
}

/** The helpers every report template (and the issue title) may use. */
export const REPORT_HELPERS: Record<string, (...args: unknown[]) => unknown> = {
  number: (...args) => {
    const [value, digits] = plain(args);
    return formatNumber(value, digitsOf(digits, 0));
  },
  percent: (...args) => {
    const [value, digits] = plain(args);
    return formatFraction(value, digitsOf(digits, 1));
  },
  delta: (...args) => {
    const [value, digits] = plain(args);
    return formatDelta(value as Parameters<typeof formatDelta>[0], digitsOf(digits, 1));
  },
  points: (...args) => {
    const [value, digits] = plain(args);
    return formatPoints(value as Parameters<typeof formatPoints>[0], digitsOf(digits, 1));
  },
  // `{{path}}` alone, in a row, is the row's own path (escaped), as a template author would expect; a
  // long path is cut where it is shown (the model and the files keep it whole).
  path: function (this: unknown, ...args: unknown[]) {
    const given = plain(args);
    const value = given.length > 0 ? given[0] : (this as { path?: unknown } | null)?.path;
    const path = scalarText(value);
    return path.trim() === '' ? '(empty)' : escapeMarkdown(capText(path, SHOWN_PATH_MAX_CHARS), { code: true });
  },
  text: function (this: unknown, ...args: unknown[]) {
    const given = plain(args);
    const value = given.length > 0 ? given[0] : (this as { text?: unknown } | null)?.text;
    return escapeMarkdown(scalarText(value));
  },
  chart: (...args) => {
    const [rows, title, metric] = plain(args);
    return barChart(rows, title, metric);
  },
  trendChart: (...args) => {
    const [trends, figure] = plain(args);
    return trendChart(trends, figure);
  },
  standing: (...args) => standing(plain(args)[0]),
  moreRows: (...args) => moreRows(plain(args)[0]),
  join: (...args) => {
    const [list, separator] = plain(args);
    return Array.isArray(list) ? list.map(String).join(typeof separator === 'string' ? separator : ', ') : '';
  },
  eq: (...args) => {
    const [a, b] = plain(args);
    return a === b;
  },
  gt: (...args) => {
    const [a, b] = plain(args);
    return typeof a === 'number' && typeof b === 'number' && a > b;
  },
};
