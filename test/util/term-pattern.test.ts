// `task-ignore` patterns: the text exactly or with `*` for any run of characters, on the one form of a term (case,
// width, invisible characters, spaces); nothing else is syntax, so no pattern is slow on any text.
import { describe, expect, it } from 'vitest';
import {
  TERM_PATTERN_MAX_CHARS,
  TERM_PATTERNS_MAX,
  termPatterns,
  termPatternsProblem,
} from '../../src/util/term-pattern.ts';

describe('term patterns', () => {
  it.each([
    // pattern, text, matches
    ['sso', 'sso', true],
    ['sso', 'SSO', true],
    ['sso', 'sso login', false],
    ['sso', 's\u200bso', true],
    ['Ｓｓｏ', 'sso', true],
    ['delete  account', 'Delete\u3000Account', true],
    ['*refund*', 'how do I get a refund now', true],
    ['*refund*', 'refund', true],
    ['*refund*', 'refun', false],
    ['refund*', 'refund policy', true],
    ['refund*', 'a refund', false],
    ['*refund', 'a refund', true],
    ['*refund', 'refund policy', false],
    ['a*b*c', 'abc', true],
    ['a*b*c', 'axxbyyc', true],
    ['a*b*c', 'acb', false],
    ['a*a', 'a', false],
    ['a*a', 'aa', true],
    ['a**b', 'ab', true],
    ['*', 'anything at all', true],
    ['/internal/*', '/internal/runbooks/pager', true],
    ['/internal/*', '/guides/internal/x', false],
    ['billing.*', 'billingxyz', false],
    ['[abc]', 'a', false],
    ['(a|b)', 'a', false],
    ['(a|b)', '(a|b)', true],
    ['.*', 'anything', false],
  ])('%s against %s: %s', (pattern, text, matches) => {
    expect(termPatterns([pattern])(text)).toBe(matches);
  });

  it('matches any of several, and none when the list is empty or blank in the one form', () => {
    const test = termPatterns(['sso', '*hyperlink*']);
    expect(test('=HYPERLINK("x")')).toBe(true);
    expect(test('SSO')).toBe(true);
    expect(test('refund')).toBe(false);
    expect(termPatterns([])('refund')).toBe(false);
    expect(termPatterns(['\u200b', ' '])('')).toBe(false);
  });

  it('is quick on the worst pattern and text', () => {
    const pattern = `${'*a'.repeat(148)}*c*b`;
    const text = `${'a'.repeat(100_000)}b`;
    expect(termPatterns([pattern])(text)).toBe(false);
  });

  it('says what is wrong with too many or too long patterns', () => {
    expect(termPatternsProblem(['sso', '*refund*'])).toBeUndefined();
    expect(termPatternsProblem(Array.from({ length: TERM_PATTERNS_MAX }, (_, i) => `t${i}`))).toBeUndefined();
    expect(termPatternsProblem(['x'.repeat(TERM_PATTERN_MAX_CHARS)])).toBeUndefined();
    expect(termPatternsProblem(Array.from({ length: TERM_PATTERNS_MAX + 1 }, (_, i) => `t${i}`))).toMatch(
      /^accepts up to 200 .*; it has 201$/,
    );
    expect(termPatternsProblem(['sso', 'x'.repeat(TERM_PATTERN_MAX_CHARS + 1)])).toMatch(/; one has 301$/);
  });
});
