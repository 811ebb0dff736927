// The report's mermaid charts, readable on GitHub's light and dark pages: colours and a bounded height set through
// mermaid's init directive (its default palette is too pale on white), and no chart that says nothing. Only the
// action's own words, period labels and numbers reach a chart, never a term or a path.
import { groupThousands } from '../../util/format.ts';
import type { PageRow, TrendModel } from '../model/types.ts';

/**
 * Colours of lines and bars, each at least 3:1 (WCAG's minimum for graphics) against GitHub's light page (#ffffff),
 * its dark page (#0d1117) and mermaid's dark chart background (#333333).
 */
export const CHART_COLOURS = {
  blue: '#2f81f7',
  orange: '#e16f24',
  green: '#2da44e',
  purple: '#a371f7',
  pink: '#db61a2',
} as const;
type ColourName = keyof typeof CHART_COLOURS;
/** The order lines take them in: the first three apart in hue, as most charts have at most three lines. */
const LINE_ORDER: readonly ColourName[] = ['blue', 'orange', 'purple', 'green', 'pink'];

/** Heights in pixels (mermaid's default is 500): the trend beside its table, ten bars. */
const TREND_HEIGHT = 280;
const BAR_HEIGHT = 360;

/** Bars in a chart: more than this cannot be read. */
export const CHART_BARS = 10;

/** A figure is drawn in the trend when it moved by at least this share of its first period's value. */
export const TREND_MIN_MOVE = 0.05;

/** The figures a trend chart draws, by their key in a trend point. */
export const TREND_FIGURES = {
  visitors: 'Visitors',
  feedback: 'Feedback entries',
  searches: 'Searches',
  contentGaps: 'Content gaps',
  unanswered: 'Unanswered questions',
} as const;
type TrendFigure = keyof typeof TREND_FIGURES;
const FIGURE_KEYS = Object.keys(TREND_FIGURES) as TrendFigure[];

/** A period's label on the axis: the action writes `MM-DD` or `YYYY-MM`; anything else is not drawn. */
const TREND_LABEL = /^(?:\d{2}-\d{2}|\d{4}-\d{2})$/;
/** Periods a line needs to say anything: two points are a change, already in the table. */
const MIN_TREND_POINTS = 3;

const quoted = (text: string) => `"${text.replace(/["\\`#;]/g, '')}"`;
const AXIS_TITLES = { total: 'Visitors', human: 'Human visitors', ai: 'AI visitors' } as const;

/** The first line of a chart: its height and the colours of its series, in order. */
function initDirective(height: number, colours: readonly ColourName[]): string {
  const palette = colours.map((name) => CHART_COLOURS[name]).join(', ');
  return `%%{init: ${JSON.stringify({ xyChart: { height }, themeVariables: { xyChart: { plotColorPalette: palette } } })}}%%`;
}

/** `a`, `a and b`, `a, b and c`. */
function listWords(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

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
    initDirective(BAR_HEIGHT, ['blue']),
    'xychart-beta horizontal',
    `  title ${quoted(typeof title === 'string' ? title : 'Visitors')}`,
    `  x-axis ${quoted('Rank in the table')} [${labels.join(', ')}]`,
    `  y-axis ${quoted(AXIS_TITLES[key])} 0 --> ${axisEnd(Math.max(...values))}`,
    `  bar [${values.join(', ')}]`,
    '```',
  ].join('\n');
}

/** A reported period on the axis, with the figures a custom template's model may hold (anything is checked). */
type Period = Partial<Record<string, unknown>> & { label: string };

/** The reported periods of a trend with a label of the action's form, oldest first. */
function reportedPeriods(trends: unknown): Period[] {
  const points: unknown = (trends as Partial<TrendModel> | undefined)?.points;
  if (!Array.isArray(points)) return [];
  return (points as Partial<Record<string, unknown>>[]).flatMap((point) =>
    point.reported === true && typeof point.label === 'string' && TREND_LABEL.test(point.label)
      ? [{ ...point, label: point.label }]
      : [],
  );
}

const valueOf = (period: Period, key: TrendFigure): number | undefined => {
  const value = period[key];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
};

/** One figure in its own units over the periods that have it (a custom template's `trendChart trends "visitors"`). */
function figureChart(periods: readonly Period[], key: TrendFigure): string {
  const drawn = periods.flatMap((period) => {
    const value = valueOf(period, key);
    return value === undefined ? [] : [{ label: period.label, value }];
  });
  if (drawn.length < MIN_TREND_POINTS) return '';
  const name = TREND_FIGURES[key];
  return [
    '```mermaid',
    initDirective(TREND_HEIGHT, LINE_ORDER.slice(0, 1)),
    'xychart-beta',
    `  title ${quoted(name)}`,
    `  x-axis [${drawn.map((point) => quoted(point.label)).join(', ')}]`,
    `  y-axis ${quoted(name)} 0 --> ${axisEnd(Math.max(...drawn.map((point) => point.value)))}`,
    `  line [${drawn.map((point) => point.value).join(', ')}]`,
    '```',
  ].join('\n');
}

interface Line {
  key: TrendFigure;
  values: number[];
}

/**
 * One chart of the figures that moved by TREND_MIN_MOVE or more, each as a percent of its first period (so that
 * visitors and content gaps share an axis), with a legend in words under it: mermaid's xychart has none. A figure
 * is drawn over the periods that all have it; the table beside the chart has every figure.
 */
function changeChart(periods: readonly Period[]): string {
  if (periods.length < MIN_TREND_POINTS) return '';
  const lines: Line[] = [];
  const still: TrendFigure[] = [];
  for (const key of FIGURE_KEYS) {
    const values = periods.map((period) => valueOf(period, key));
    const first = values[0];
    if (!first || values.some((value) => value === undefined)) continue;
    const counted = values as number[];
    if (counted.some((value) => Math.abs(value / first - 1) >= TREND_MIN_MOVE)) lines.push({ key, values: counted });
    else still.push(key);
  }
  const lowered = (keys: readonly TrendFigure[]) => keys.map((key) => TREND_FIGURES[key].toLowerCase());
  const stillWords = `${listWords(lowered(still))} moved by less than ${TREND_MIN_MOVE * 100}%`;
  if (lines.length === 0)
    return still.length > 0
      ? `No figure moved by ${TREND_MIN_MOVE * 100}% or more over these periods (the table has them all).`
      : '';
  const percents = lines.map(({ values }) => values.map((value) => Math.round((value / (values[0] ?? 1)) * 1000) / 10));
  const all = percents.flat();
  const low = Math.max(0, Math.floor(Math.min(...all) / 10) * 10);
  const high = Math.ceil(Math.max(...all) / 10) * 10;
  const base = periods[0]?.label ?? '';
  const bound = (period: Period | undefined, key: TrendFigure) =>
    key === 'feedback' && period?.feedbackExact === false ? '≥ ' : '';
  const colours = LINE_ORDER.slice(0, lines.length);
  const legend = lines.map(({ key, values }, i) => {
    const first = `${bound(periods[0], key)}${groupThousands(values[0] ?? 0)}`;
    const last = `${bound(periods.at(-1), key)}${groupThousands(values.at(-1) ?? 0)}`;
    return `${colours[i] ?? ''}: ${TREND_FIGURES[key].toLowerCase()}, ${first} → ${last}`;
  });
  return [
    '```mermaid',
    initDirective(TREND_HEIGHT, colours),
    'xychart-beta',
    `  title ${quoted(`Figures that moved, as a percent of ${base}`)}`,
    `  x-axis [${periods.map((period) => quoted(period.label)).join(', ')}]`,
    `  y-axis ${quoted(`% of ${base}`)} ${low} --> ${high}`,
    ...percents.map((values) => `  line [${values.join(', ')}]`),
    '```',
    '',
    `Lines, each as a percent of its first period (${base}): ${legend.join('; ')}.${still.length > 0 ? ` Not drawn: ${stillWords}.` : ''}`,
  ].join('\n');
}

/**
 * The trend's chart: without a figure, one chart of the figures that moved (the built-in report's); with one
 * (visitors, feedback, searches, contentGaps, unanswered), that figure in its own units. Nothing with fewer than
 * three reported periods. A period without a report (or without the figure) is left off the axis, never drawn as
 * zero (mermaid's xychart has no missing point).
 */
export function trendChart(trends: unknown, figure: unknown): string {
  const periods = reportedPeriods(trends);
  if (typeof figure === 'string' && figure in TREND_FIGURES) return figureChart(periods, figure as TrendFigure);
  return changeChart(periods);
}
