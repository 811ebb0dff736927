// The report's files in `report-dir`: the markdown, the model with the raw data behind it, and the
// visitors, feedback and search-term tables as CSV (RFC 4180: CRLF line ends, a header row, fields with `,` `;` `"`
// CR or LF quoted). Page paths and search terms are anyone's text, and spreadsheet programs evaluate a cell that
// starts like a formula: such a cell is written with a leading `'`, which they show as text; and so is what
// follows a `;` inside a field, where an importer that splits on `;` starts a cell.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { CollectedReport, PeriodData } from '../collect/period-data.ts';
import type { ReportModel } from '../model/types.ts';

export interface ReportFiles {
  dir: string;
  markdown: string;
  json: string;
  visitors: string;
  feedback: string;
  searches: string;
}

/** The whole report, never cut: markdown, the model with the raw data, and the CSV tables. */
export async function writeReportFiles(
  dir: string,
  markdown: string,
  model: ReportModel,
  collected: CollectedReport,
): Promise<ReportFiles> {
  await fs.mkdir(dir, { recursive: true });
  const files: ReportFiles = {
    dir,
    markdown: path.join(dir, 'report.md'),
    json: path.join(dir, 'report.json'),
    visitors: path.join(dir, 'visitors.csv'),
    feedback: path.join(dir, 'feedback.csv'),
    searches: path.join(dir, 'searches.csv'),
  };
  await fs.writeFile(files.markdown, markdown);
  await fs.writeFile(files.json, `${JSON.stringify({ model, data: collected }, null, 2)}\n`);
  await fs.writeFile(files.visitors, visitorsCsv(collected.current, collected.previous));
  await fs.writeFile(files.feedback, feedbackCsv(collected.current, collected.previous));
  await fs.writeFile(files.searches, searchesCsv(collected.current, collected.previous));
  return files;
}

type Field = string | number;

/**
 * What spreadsheet programs may take for the start of a formula, by OWASP's list: a cell starting with
 * a tab, CR or LF, or with `=`, `+`, `-` or `@`, also behind blanks: importers that trim a cell
 * (LibreOffice with "Trim spaces", Google Sheets, converters to .xlsx) evaluate ` =1+1`, and an invisible
 * character (a zero width space, a byte order mark, a control character) may be dropped before it.
 */
const FORMULA_START = /^(?:[\t\r\n]|[\s\p{Cc}\p{Cf}\p{Z}]*[=+\-@])/u;

/**
 * A `;` that a formula follows. Spreadsheet programs in locales with a decimal comma (Excel in German or French,
 * say) split a .csv on `;` alone, so each `;` inside a field starts a cell there, and the quotes around the field
 * do not count (they are not at that cell's start); a `"` after the `;` may then open a quoted cell, whose `=`
 * some programs still evaluate. The `'` goes right after the `;`.
 */
const FORMULA_AFTER_SEMICOLON = /;(?=[\t\r\n]|[\s\p{Cc}\p{Cf}\p{Z}"]*[=+\-@])/gu;

/**
 * One field: text that a spreadsheet could run as a formula, at the field's start or after a `;` in it, gets a
 * `'` there; then a field with `,`, `;`, `"`, CR or LF is quoted, so that an importer that splits on `,` or on
 * both honours the quotes and keeps it whole. Numbers are written as they are.
 */
export function csvField(value: Field): string {
  if (typeof value !== 'string') return String(value);
  const inert = value.replace(FORMULA_AFTER_SEMICOLON, ";'");
  const text = FORMULA_START.test(inert) ? `'${inert}` : inert;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csv(header: readonly string[], rows: Iterable<readonly Field[]>): string {
  const lines = [header.map(csvField).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

const periods = (current: PeriodData, previous?: PeriodData) => (previous ? [current, previous] : [current]);

/** Every visitor row of the report period, and of the comparison period when there is one. */
export function visitorsCsv(current: PeriodData, previous?: PeriodData): string {
  return csv(
    ['period_from', 'period_to', 'path', 'human', 'ai', 'total'],
    periods(current, previous).flatMap((data) =>
      data.visitors.map((v) => [data.period.dateFrom, data.period.dateTo, v.path, v.human, v.ai, v.total]),
    ),
  );
}

/** Every feedback row fetched, of the report period and of the comparison period when there is one. */
export function feedbackCsv(current: PeriodData, previous?: PeriodData): string {
  return csv(
    ['period_from', 'period_to', 'path', 'thumbs_up', 'thumbs_down', 'code', 'total'],
    periods(current, previous).flatMap((data) =>
      data.feedback.map((f) => [
        data.period.dateFrom,
        data.period.dateTo,
        f.path,
        f.thumbsUp,
        f.thumbsDown,
        f.code,
        f.total,
      ]),
    ),
  );
}

/** Every search term fetched (the report period's pages, the comparison's first page), by hits. */
export function searchesCsv(current: PeriodData, previous?: PeriodData): string {
  return csv(
    ['period_from', 'period_to', 'term', 'hits', 'ctr', 'top_clicked_page', 'last_searched_at'],
    periods(current, previous).flatMap((data) =>
      data.searches?.state === 'ok'
        ? data.searches.value.terms.map((t) => [
            data.period.dateFrom,
            data.period.dateTo,
            t.searchQuery,
            t.hits,
            t.ctr,
            t.topClickedPage ?? '',
            t.lastSearchedAt ?? '',
          ])
        : [],
    ),
  );
}
