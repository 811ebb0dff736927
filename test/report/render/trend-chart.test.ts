// The trend chart as GitHub draws it, light and dark: lines in colours set through mermaid's init directive, a
// bounded height, one chart of the figures that moved (as a percent of their first point, so different units share an
// axis) with its legend in words, never a chart of fewer than three reported periods; the top pages' bars the same.
import { describe, expect, it } from 'vitest';
import type { TrendModel, TrendPoint } from '../../../src/report/model/types.ts';
import { barChart, trendChart } from '../../../src/report/render/charts.ts';

/** The weekly demo's three reports. */
const DEMO_POINTS: TrendPoint[] = [
  {
    dateFrom: '2026-11-02',
    dateTo: '2026-11-09',
    label: '11-02',
    reported: true,
    visitors: 101_636,
    feedback: 528,
    feedbackExact: false,
    searches: 5_496,
    contentGaps: 31,
    unanswered: 285,
  },
  {
    dateFrom: '2026-11-09',
    dateTo: '2026-11-16',
    label: '11-09',
    reported: true,
    visitors: 101_795,
    feedback: 673,
    feedbackExact: true,
    searches: 5_611,
    contentGaps: 34,
    unanswered: 303,
  },
  {
    dateFrom: '2026-11-16',
    dateTo: '2026-11-23',
    label: '11-16',
    reported: true,
    visitors: 101_084,
    feedback: 653,
    feedbackExact: true,
    searches: 5_475,
    contentGaps: 29,
    unanswered: 311,
  },
];
const trends = (points: TrendPoint[]): Partial<TrendModel> => ({
  points,
  reported: points.filter((p) => p.reported).length,
});

const charts = (markdown: string) => [...markdown.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');

/** The init directive of a chart: its first line, `%%{init: {...}}%%`, as JSON. */
function initOf(chart: string): {
  xyChart?: { height?: number };
  themeVariables?: { xyChart?: { plotColorPalette?: string } };
} {
  const first = chart.split('\n')[0] ?? '';
  const json = /^%%\{init: (\{.*\})\}%%$/.exec(first)?.[1];
  expect(json, `an init directive first: ${first}`).toBeDefined();
  return JSON.parse(json ?? '{}') as ReturnType<typeof initOf>;
}

/** Relative luminance and the contrast of two `#rrggbb` colours (WCAG). */
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
};

describe('the trend chart', () => {
  const drawn = trendChart(trends(DEMO_POINTS), undefined);

  it('is one chart, its lines in colours that read on both themes, at a bounded height', () => {
    expect(charts(drawn)).toHaveLength(1);
    const [chart = ''] = charts(drawn);
    const init = initOf(chart);
    expect(init.xyChart?.height).toBeLessThanOrEqual(320);
    const palette = (init.themeVariables?.xyChart?.plotColorPalette ?? '').split(',').map((c) => c.trim());
    const lines = chart.split('\n').filter((line) => line.startsWith('  line ['));
    expect(palette).toHaveLength(lines.length);
    // GitHub's light and dark page, and mermaid's dark chart background: at least 3:1 for a line (WCAG graphics).
    for (const colour of palette)
      for (const background of ['#ffffff', '#0d1117', '#333333'])
        expect(contrast(colour, background), `${colour} on ${background}`).toBeGreaterThanOrEqual(3);
  });

  it('draws the figures that moved, each as a percent of its first period, and names each line below it', () => {
    const [chart = ''] = charts(drawn);
    expect(chart).toContain('  x-axis ["11-02", "11-09", "11-16"]');
    // Feedback 528 → 673 → 653, content gaps 31 → 34 → 29, unanswered 285 → 303 → 311; visitors and searches within 5%.
    expect(chart.split('\n').filter((line) => line.startsWith('  line ['))).toEqual([
      '  line [100, 127.5, 123.7]',
      '  line [100, 109.7, 93.5]',
      '  line [100, 106.3, 109.1]',
    ]);
    const legend = drawn.slice(drawn.lastIndexOf('```') + 3).trim();
    expect(legend).toMatch(/^Lines, each as a percent of its first period \(11-02\): /);
    expect(legend).toContain('blue: feedback entries, ≥ 528 → 653');
    expect(legend).toContain('orange: content gaps, 31 → 29');
    expect(legend).toContain('purple: unanswered questions, 285 → 311');
    expect(legend).toMatch(/\. Not drawn: visitors and searches moved by less than 5%\.$/);
  });

  it('draws nothing with fewer than three reported periods', () => {
    expect(trendChart(trends(DEMO_POINTS.slice(1)), undefined)).toBe('');
    const skipped = [DEMO_POINTS[0], { ...DEMO_POINTS[1], reported: false }, DEMO_POINTS[2]] as TrendPoint[];
    expect(trendChart(trends(skipped), undefined)).toBe('');
    expect(trendChart(trends(DEMO_POINTS.slice(1)), 'visitors')).toBe('');
  });

  it('says so, with no chart, when no figure moved', () => {
    const flat = DEMO_POINTS.map((p) => ({ ...p, feedback: 600, contentGaps: 30, unanswered: 300 }));
    expect(trendChart(trends(flat), undefined)).toBe(
      'No figure moved by 5% or more over these periods (the table has them all).',
    );
  });

  it('still draws one figure in its own units for a custom template, in the first colour and the same height', () => {
    const [chart = ''] = charts(trendChart(trends(DEMO_POINTS), 'visitors'));
    expect(initOf(chart).themeVariables?.xyChart?.plotColorPalette).toBe('#2f81f7');
    expect(initOf(chart).xyChart?.height).toBeLessThanOrEqual(320);
    expect(chart).toContain('  line [101636, 101795, 101084]');
  });
});

describe('the top pages chart', () => {
  it('gets the same colours and a bounded height', () => {
    const rows = [1200, 800, 400].map((total, i) => ({ rank: i + 1, path: `/p${i}`, total, human: total, ai: 0 }));
    const [chart = ''] = charts(barChart(rows, 'Top pages by visitors', undefined));
    expect(initOf(chart).themeVariables?.xyChart?.plotColorPalette).toBe('#2f81f7');
    expect(initOf(chart).xyChart?.height).toBeLessThanOrEqual(400);
    expect(chart.split('\n')[1]).toBe('xychart-beta horizontal');
  });
});
