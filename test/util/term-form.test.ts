// The one form of a term: nothing invisible is left in it, and it is its own form (a second pass changes nothing,
// so a term and its form always have one key).
import { describe, expect, it } from 'vitest';
import { mentionsTopic, normalizeTerm } from '../../src/util/term-form.ts';

const TRICKY = [
  'Ｄｅｌｅｔｅ\u3000ACCOUNT',
  're\u00adfund\ufe0f',
  '\u115f\u3164refund\uffa0', // Hangul fillers, the half-width one folding to another filler under NFKC
  'e\u200b\u0301clair', // an accent kept apart from its letter by a zero width space
  'İstanbul STRASSE ẞ',
  'tracking\nnumber\u0007\u2028end',
  '\u{e0041}\u{e0042}tags\u{e007f}',
  '\u2066\u202eevil\u202c\u2069',
];

describe('the one form of a term', () => {
  it('has no invisible character left, and is its own form', () => {
    for (const term of TRICKY) {
      const form = normalizeTerm(term);
      expect(form, JSON.stringify(term)).not.toMatch(/[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cc}]/u);
      expect(normalizeTerm(form), JSON.stringify(term)).toBe(form);
    }
  });

  it('folds case, width and whitespace, and joins what invisible characters split', () => {
    expect(normalizeTerm('Ｄｅｌｅｔｅ\u3000ACCOUNT')).toBe('delete account');
    expect(normalizeTerm('re\u00adfund\ufe0f')).toBe('refund');
    expect(normalizeTerm('e\u200b\u0301clair')).toBe('éclair');
    expect(normalizeTerm('tracking\nnumber\u0007end')).toBe('tracking number end');
  });
});

describe('a question about a topic', () => {
  it.each([
    ['How do I delete my account?', 'delete account', true],
    ['How do I list labels?', 'listlabels', true],
    ['Where are the listLabels docs', 'list labels', true],
    ['Why was I charged twice for one label?', 'refund', false],
    ['Any lessons on setup?', 'sso', false],
    ['Does SSO work with Okta?', 'sso', true],
    ['How do I get an invoice with our VAT number?', 'invoices', true],
    ['', 'refund', false],
    ['refund', '???', false],
  ])('“%s” is about “%s”: %s', (question, term, about) => {
    expect(mentionsTopic(question, term)).toBe(about);
  });
});
