import { encodeDataBlock } from '../history/data-block.ts';
import type { DataFilters } from '../history/data-block.ts';
import { reportMarker } from '../history/marker.ts';
import type { ReportModel } from '../model/types.ts';
import type { CollectedReport } from '../types.ts';
import { GITHUB_BODY_LIMIT, renderWithin, SUMMARY_LIMIT } from './fit.ts';
import type { RenderModel } from './template.ts';

export interface RenderedReport {
  /** report.md: every row. */
  full: string;
  /** A comment or issue body: cut to GitHub's limit, with the marker and the hidden data block. */
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
}

/** Renders every form the report is published in. */
export function renderReport(model: ReportModel, collected: CollectedReport, inputs: RenderInputs): RenderedReport {
  const full = inputs.render(model);
  const hidden = `${reportMarker(model.projectId, model.period)}\n${encodeDataBlock({ projectId: model.projectId, filters: inputs.filters, data: collected.current })}\n`;
  const separator = '\n\n';
  const forGitHub = full.length + separator.length + hidden.length <= GITHUB_BODY_LIMIT ? { markdown: full, omittedRows: 0 } : renderWithin(model, inputs.render, GITHUB_BODY_LIMIT, separator.length + hidden.length);
  const summary = full.length <= SUMMARY_LIMIT ? full : renderWithin(model, inputs.render, SUMMARY_LIMIT).markdown;
  return {
    full,
    githubBody: `${forGitHub.markdown.trimEnd()}${separator}${hidden}`,
    summary,
    title: inputs.renderTitle(model),
    omittedRows: forGitHub.omittedRows,
  };
}
