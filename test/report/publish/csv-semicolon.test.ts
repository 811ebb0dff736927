/**
 * A formula behind a `;` inside a field. Spreadsheet programs in locales whose decimal separator is a comma
 * (Excel in German, French, ...) open a .csv split on `;`, not on `,`: then a page path `/docs/x;=HYPERLINK(…)`
 * starts a cell of its own with `=`, whatever the RFC 4180 quoting says (that importer does not see the quote at
 * the start of its cell). Every cell such an importer makes must read as text, and an importer that splits on
 * both `,` and `;` but honours quotes must keep the field whole.
 */
import { describe, expect, it } from 'vitest';
import type { PeriodData } from '../../../src/report/collect/period-data.ts';
import { csvField, feedbackCsv, searchesCsv, visitorsCsv } from '../../../src/report/publish/files.ts';
import { currentData, currentSections } from '../fixtures.ts';

const PLANTED = [
  '/docs/x;=HYPERLINK("https://evil.example","open")',
  '/docs/y; +1+1',
  '/docs/z;\u200b@SUM(A1:A9)',
  '/docs/w;"=1+1"',
  '/docs/v;\t-2+3',
  ";=cmd|' /C calc'!A0",
  '=lead;=also',
];

/** What a spreadsheet may take for a formula at a cell's start: the field rule, plus a quote it may drop. */
const FORMULA_START = /^(?:[\t\r\n]|[\s\p{Cc}\p{Cf}\p{Z}"]*[=+\-@])/u;

/** The cells an importer that splits every line on `;` alone makes, quotes not honoured mid-cell. */
const semicolonCells = (text: string) => text.split('\r\n').flatMap((line) => line.split(';'));

/** An RFC 4180 reader that splits on `,` and on `;`, honouring a quote at the start of a field. */
function readBothDelimiters(line: string): string[] {
  const fields: string[] = [];
  let at = 0;
  for (;;) {
    let field = '';
    if (line[at] === '"') {
      for (at++; at < line.length; at++) {
        if (line[at] === '"' && line[at + 1] !== '"') break;
        if (line[at] === '"') at++;
        field += line[at];
      }
      at++;
    } else {
      while (at < line.length && line[at] !== ',' && line[at] !== ';') field += line[at++];
    }
    fields.push(field);
    if (at >= line.length) return fields;
    at++;
  }
}

function dataWith(paths: readonly string[]): PeriodData {
  const data = { ...currentData(), ...currentSections() };
  data.visitors = paths.map((p, i) => ({ path: p, human: i, ai: 0, total: i }));
  data.feedback = paths.map((p) => ({ path: p, thumbsUp: 1, thumbsDown: 0, code: 0, total: 1 }));
  data.searches = {
    state: 'ok',
    value: {
      total: paths.length,
      terms: paths.map((p) => ({ searchQuery: p, hits: 1, ctr: 0, topClickedPage: p, lastSearchedAt: p })),
    },
  };
  return data;
}

describe('a formula behind a `;` in a CSV field', () => {
  const data = dataWith(PLANTED);
  const files = {
    'visitors.csv': visitorsCsv(data),
    'feedback.csv': feedbackCsv(data),
    'searches.csv': searchesCsv(data),
  };

  it.each(Object.entries(files))(
    '%s: no cell that an importer splitting on `;` makes starts a formula',
    (_name, text) => {
      const formulas = semicolonCells(text).filter((cell) => FORMULA_START.test(cell));
      expect(formulas).toEqual([]);
    },
  );

  it.each(Object.entries(files))(
    '%s: an importer splitting on `,` and `;` that honours quotes keeps each planted field whole',
    (_name, text) => {
      const fields = text
        .split('\r\n')
        .slice(1, -1)
        .flatMap((line) => readBothDelimiters(line));
      for (const planted of PLANTED) {
        const kept = fields.filter((field) => field.replaceAll("'", '') === planted.replaceAll("'", ''));
        expect(kept.length, planted).toBeGreaterThan(0);
      }
    },
  );

  it("quotes a field that holds `;`, and writes `'` after a `;` that a formula follows", () => {
    expect(csvField('/docs/a;b')).toBe('"/docs/a;b"');
    expect(csvField('/docs/x;=HYPERLINK("u","o")')).toBe('"/docs/x;\'=HYPERLINK(""u"",""o"")"');
    expect(csvField('/docs/y; +1')).toBe('"/docs/y;\' +1"');
    expect(csvField('=a;=b')).toBe('"\'=a;\'=b"');
    expect(csvField('/docs/a;b=c')).toBe('"/docs/a;b=c"');
  });
});
