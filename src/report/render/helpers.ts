// The helpers every report template may use: how numbers read (fixed English formatting, independent
// of the runner's locale), page paths and text escaped, the charts (charts.ts), the note under a cut table.
import { shareWords } from '../../util/format.ts';
import { escapeMarkdown } from '../../util/markdown.ts';
import type { Change, ShareChange, Table, TrendItem } from '../model/types.ts';
import { capText, SHOWN_PATH_MAX_CHARS } from '../text-caps.ts';
import { barChart, trendChart } from './charts.ts';

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

/**
 * A gap's or page's standing in words: `new`, `about the same (listed 3 periods)`, `getting better (listed 3 periods)`,
 * `getting worse (…)`, `gone`.
 */
export function standing(item: unknown): string {
  // A status alone (a work row's `standing`) reads as an item without its periods.
  const { status, periods } = (typeof item === 'string' ? { status: item } : (item ?? {})) as Partial<TrendItem>;
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
  share: (...args) => {
    const [value] = plain(args);
    return typeof value === 'number' && Number.isFinite(value) ? shareWords(value) : NOT_AVAILABLE;
  },
  or: (...args) => plain(args).some(Boolean),
  eq: (...args) => {
    const [a, b] = plain(args);
    return a === b;
  },
  gt: (...args) => {
    const [a, b] = plain(args);
    return typeof a === 'number' && typeof b === 'number' && a > b;
  },
};
