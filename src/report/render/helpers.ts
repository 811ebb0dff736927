import type { PageRow, Table } from '../model/types.ts';
import { chartLabel, markdownPath, markdownText } from './escape.ts';
import { formatDelta, formatNumber, formatPercent, formatPoints } from './format.ts';

/** Bars in a chart: more than this cannot be read. */
export const CHART_BARS = 10;

/** Handlebars passes its options object last; helpers here take plain arguments. */
function plain(args: unknown[]): unknown[] {
  const last = args.at(-1);
  return last && typeof last === 'object' && 'hash' in last && 'data' in last ? args.slice(0, -1) : args;
}

const digitsOf = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6 ? value : fallback);
const quoted = (text: string) => `"${text.replace(/["\\`#;]/g, '')}"`;

/** The mermaid bar chart of a page table, or nothing when it has no rows. */
export function barChart(rows: unknown, title: unknown, metric: unknown): string {
  if (!Array.isArray(rows) || rows.length === 0) return '';
  const key = metric === 'human' || metric === 'ai' ? metric : 'total';
  const bars = (rows as PageRow[]).slice(0, CHART_BARS);
  const labels = bars.map((row, i) => quoted(`${i + 1}. ${chartLabel(String(row.path))}`));
  const values = bars.map((row) => (Number.isFinite(row[key]) ? row[key] : 0));
  return [
    '```mermaid',
    'xychart-beta',
    `  title ${quoted(typeof title === 'string' ? title : 'Visitors')}`,
    `  x-axis [${labels.join(', ')}]`,
    `  y-axis ${quoted('Visitors')}`,
    `  bar [${values.join(', ')}]`,
    '```',
  ].join('\n');
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
    return formatPercent(value, digitsOf(digits, 1));
  },
  delta: (...args) => {
    const [value, digits] = plain(args);
    return formatDelta(value as Parameters<typeof formatDelta>[0], digitsOf(digits, 1));
  },
  points: (...args) => {
    const [value, digits] = plain(args);
    return formatPoints(value as Parameters<typeof formatPoints>[0], digitsOf(digits, 1));
  },
  // `{{path}}` alone, in a row, is the row's own path (escaped), as a template author would expect.
  path: function (this: unknown, ...args: unknown[]) {
    const given = plain(args);
    const value = given.length > 0 ? given[0] : (this as { path?: unknown } | null)?.path;
    return markdownPath(String(value ?? ''));
  },
  text: function (this: unknown, ...args: unknown[]) {
    const given = plain(args);
    const value = given.length > 0 ? given[0] : (this as { text?: unknown } | null)?.text;
    return markdownText(String(value ?? ''));
  },
  chart: (...args) => {
    const [rows, title, metric] = plain(args);
    return barChart(rows, title, metric);
  },
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
