import { describe, expect, it } from 'vitest';
import { ExpiryFormatError, normalizeExpiry } from '../../src/util/expiry.ts';

describe('normalizeExpiry', () => {
  it.each([
    ['2026-11-28T05:31:56Z', '2026-11-28T05:31:56Z'],
    ['2026-11-28T05:31:56.789Z', '2026-11-28T05:31:56Z'],
    ['2026-11-28T06:31:56+01:00', '2026-11-28T05:31:56Z'],
    ['2026-11-28T00:01:56-05:30', '2026-11-28T05:31:56Z'],
    ['2026-11-28 05:31:56Z', '2026-11-28T05:31:56Z'],
    ['2026-11-28t05:31:56z', '2026-11-28T05:31:56Z'],
    ['Sat, 28 Nov 2026 05:31:56 GMT', '2026-11-28T05:31:56Z'],
    ['1795843916', '2026-11-28T05:31:56Z'],
    ['1795843916789', '2026-11-28T05:31:56Z'],
    [1795843916, '2026-11-28T05:31:56Z'],
    [' 2026-11-28T05:31:56Z ', '2026-11-28T05:31:56Z'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalizeExpiry(input)).toBe(expected);
  });

  it.each([
    '',
    'soon',
    'tomorrow at noon',
    '2026-11-28T05:31:56',
    '2026-13-45T99:00:00Z',
    'NaN',
    null,
    undefined,
    {},
    -5,
  ])('refuses %j with a message that names the field and the expected form', (input) => {
    expect(() => normalizeExpiry(input)).toThrow(ExpiryFormatError);
    expect(() => normalizeExpiry(input)).toThrow(/expiresAt.*RFC 3339/);
  });
});

describe('ExpiryFormatError', () => {
  it.each([
    '##vso[task.setvariable variable=PWNED]yes',
    'soon ##[error]forged',
    'a\n::error::forged',
    { at: '##vso[task.prependpath]/tmp' },
  ])('shows an expiresAt that carries a CI command inert, on one line: %j', (value) => {
    const message = new ExpiryFormatError(value).message;
    expect(message).toMatch(/^The service returned a bundle expiry the action cannot read \(expiresAt: .+\); expected/);
    expect(message).not.toMatch(/##(?:vso)?\[|\n/i);
  });

  it('quotes a string exactly, the bracket of an opener as its escape', () => {
    expect(new ExpiryFormatError('##vso[task.setvariable variable=PWNED]yes').message).toContain(
      '(expiresAt: "##vso\\u005btask.setvariable variable=PWNED]yes")',
    );
    expect(new ExpiryFormatError('next Tuesday').message).toContain('(expiresAt: "next Tuesday")');
    expect(new ExpiryFormatError(-5).message).toContain('(expiresAt: -5)');
  });
});
