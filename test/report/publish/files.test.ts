import { describe, expect, it } from 'vitest';
import { csv, csvField, feedbackCsv, visitorsCsv } from '../../../src/report/publish/files.ts';
import { currentData, previousData } from '../fixtures.ts';

describe('CSV (RFC 4180)', () => {
  it('quotes fields with a comma, quote, CR or LF, doubling the quotes', () => {
    expect(csvField('/plain')).toBe('/plain');
    expect(csvField('/a,b')).toBe('"/a,b"');
    expect(csvField('/say "hi"')).toBe('"/say ""hi"""');
    expect(csvField('/line\nbreak')).toBe('"/line\nbreak"');
    expect(csvField('/cr\rhere')).toBe('"/cr\rhere"');
    expect(csvField(42)).toBe('42');
  });

  it('writes a text cell that a spreadsheet would take for a formula with a leading quote', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('\rx')).toBe('"\'\rx"');
    expect(csvField('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvField('/docs/=x')).toBe('/docs/=x');
    expect(csvField(-1)).toBe('-1');
  });

  it('ends every line, the last included, with CRLF after a header row', () => {
    expect(
      csv(
        ['a', 'b'],
        [
          ['1', 'x,y'],
          ['2', '"'],
        ],
      ),
    ).toBe('a,b\r\n1,"x,y"\r\n2,""""\r\n');
  });

  it('writes every visitor and feedback row of both periods', () => {
    const visitors = visitorsCsv(currentData(), previousData()).split('\r\n');
    expect(visitors[0]).toBe('period_from,period_to,path,human,ai,total');
    expect(visitors[1]).toBe('2026-11-14,2026-11-21,/,1200,300,1450');
    expect(visitors).toContain('2026-11-07,2026-11-14,/docs/retired,80,0,80');
    expect(visitors).toHaveLength(1 + 13 + 8 + 1);
    const feedback = feedbackCsv(currentData()).split('\r\n');
    expect(feedback[0]).toBe('period_from,period_to,path,thumbs_up,thumbs_down,code,total');
    expect(feedback).toContain('2026-11-14,2026-11-21,/docs/a|b,1,1,0,2');
    expect(feedback).toHaveLength(1 + 5 + 1);
  });
});
