// RFC 4180: CRLF line ends, a header row, fields with `,` `"` CR or LF quoted and their quotes doubled.
import type { PeriodData } from '../types.ts';

type Field = string | number;

export function csvField(value: Field): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
    periods(current, previous).flatMap((data) => data.visitors.map((v) => [data.period.dateFrom, data.period.dateTo, v.path, v.human, v.ai, v.total])),
  );
}

/** Every feedback row fetched, of the report period and of the comparison period when there is one. */
export function feedbackCsv(current: PeriodData, previous?: PeriodData): string {
  return csv(
    ['period_from', 'period_to', 'path', 'thumbs_up', 'thumbs_down', 'code', 'total'],
    periods(current, previous).flatMap((data) =>
      data.feedback.map((f) => [data.period.dateFrom, data.period.dateTo, f.path, f.thumbsUp, f.thumbsDown, f.code, f.total]),
    ),
  );
}
