// Every form the report is published in, each within its limit: report.md whole, the GitHub body
// (with the marker and hidden data) and the step summary cut to fit, longest tables first.
import { GITHUB_BODY_LIMIT } from '../../github/limits.ts';
import type { CollectedReport } from '../collect/period-data.ts';
import { CUTTABLE_TABLES } from '../model/types.ts';
import type { ReportModel, Table } from '../model/types.ts';
import { encodeDataBlock, publishedBody, reportMarker } from '../published-body/report-body.ts';
import type { DataFilters } from '../published-body/report-body.ts';
import type { TrendHistory } from '../published-body/trend-history.ts';
import { formatNumber } from './helpers.ts';
import type { RenderModel } from './template.ts';

export interface RenderedReport {
  /** report.md: every row. */
  full: string;
  /** A comment or issue body: the marker line, the report cut to GitHub's limit, the hidden data block last. */
  githubBody: string;
  /** The step summary: cut to its own limit. */
  summary: string;
  title: string;
  /** Rows left out of the GitHub body. */
  omittedRows: number;
}

export interface RenderInputs {
  render: RenderModel;
  renderTitle: RenderModel;
  filters: DataFilters;
  /** The trend history the GitHub body carries forward. */
  trend?: TrendHistory;
}

/** Renders every form the report is published in. */
export function renderReport(model: ReportModel, collected: CollectedReport, inputs: RenderInputs): RenderedReport {
  const full = inputs.render(model);
  const marker = reportMarker(model.projectId, model.period);
  const dataBlock = encodeDataBlock({
    projectId: model.projectId,
    filters: inputs.filters,
    data: collected.current,
    ...(inputs.trend ? { trend: inputs.trend } : {}),
  });
  const reserve = publishedBody(marker, '', dataBlock).length;
  const forGitHub =
    full.length + reserve <= GITHUB_BODY_LIMIT
      ? { markdown: full, omittedRows: 0 }
      : renderWithin(model, inputs.render, GITHUB_BODY_LIMIT, reserve);
  const summary = full.length <= SUMMARY_LIMIT ? full : renderWithin(model, inputs.render, SUMMARY_LIMIT).markdown;
  return {
    full,
    githubBody: publishedBody(marker, forGitHub.markdown, dataBlock),
    summary,
    title: inputs.renderTitle(model),
    omittedRows: forGitHub.omittedRows,
  };
}

/** GitHub's limit on a step summary is 1 MiB; this leaves room for what other steps write. */
export const SUMMARY_LIMIT = 900_000;

export interface Fitted {
  markdown: string;
  /** Rows left out over all tables (0 when nothing was cut). */
  omittedRows: number;
  /** True when even empty tables did not fit and the text itself was cut. */
  truncated: boolean;
}

/** The model with each cuttable table cut to at most `cap` rows, and a note when anything was cut. */
export function capTables(model: ReportModel, cap: number, limit: number): ReportModel {
  const capped: ReportModel = { ...model };
  let omitted = 0;
  for (const name of CUTTABLE_TABLES) {
    const table = model[name];
    if (table.rows.length <= cap) continue;
    omitted += table.rows.length - cap;
    (capped as unknown as Record<string, unknown>)[name] = {
      rows: table.rows.slice(0, cap),
      omitted: table.omitted + table.rows.length - cap,
    };
  }
  const trends = model.trends;
  if (trends) {
    const cut = <T>(table: Table<T>): Table<T> =>
      table.rows.length <= cap
        ? table
        : { rows: table.rows.slice(0, cap), omitted: table.omitted + table.rows.length - cap };
    omitted += Math.max(0, trends.gaps.rows.length - cap) + Math.max(0, trends.pages.rows.length - cap);
    capped.trends = { ...trends, gaps: cut(trends.gaps), pages: cut(trends.pages) };
  }
  if (omitted === 0) return model;
  const note = `Tables with more than ${cap} rows are cut to fit ${formatNumber(limit)} characters: report.md and the job's files hold every row.`;
  return { ...capped, notes: [...model.notes, { kind: 'size-cut', text: note }] };
}

const tableRows = (model: ReportModel) =>
  CUTTABLE_TABLES.reduce((n, name) => n + model[name].rows.length, 0) +
  (model.trends ? model.trends.gaps.rows.length + model.trends.pages.rows.length : 0);

/**
 * Renders within `limit` characters (`reserve` of them kept for what is appended): the longest tables
 * are cut first, to the largest common row cap that fits (found by bisection). When even tables with
 * no rows do not fit, the text is cut at a line end with a note.
 */
export function renderWithin(model: ReportModel, render: RenderModel, limit: number, reserve = 0): Fitted {
  const room = limit - reserve;
  const full = render(model);
  if (full.length <= room) return { markdown: full, omittedRows: 0, truncated: false };

  const longest = Math.max(
    0,
    ...CUTTABLE_TABLES.map((name) => model[name].rows.length),
    model.trends?.gaps.rows.length ?? 0,
    model.trends?.pages.rows.length ?? 0,
  );
  let low = -1; // the largest cap known to fit; -1: none yet
  let high = longest; // a cap known not to fit
  let best: string | undefined;
  while (high - low > 1) {
    const cap = Math.floor((low + high) / 2);
    const text = render(capTables(model, cap, limit));
    if (text.length <= room) {
      low = cap;
      best = text;
    } else {
      high = cap;
    }
  }
  if (best !== undefined)
    return {
      markdown: best,
      omittedRows: tableRows(model) - tableRows(capTables(model, low, limit)),
      truncated: false,
    };

  const note = `\n\n_The report is cut here to fit ${formatNumber(limit)} characters: report.md and the job's files hold all of it._\n`;
  const text = render(capTables(model, 0, limit));
  const cutAt = text.lastIndexOf('\n', Math.max(0, room - note.length));
  return { markdown: `${text.slice(0, Math.max(0, cutAt))}${note}`, omittedRows: tableRows(model), truncated: true };
}
