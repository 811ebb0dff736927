// What a reader typed into the assistant, made fit to keep: every form of the table of planted personal
// data removed (alone, inside a question, in full-width characters, split by an invisible character),
// ordinary questions left as they are, the cap applied after the removal.
import { describe, expect, it } from 'vitest';
import { keptQuestion, questionKey, REMOVED, removePersonalData } from '../../src/report/question-text.ts';
import { QUESTION_MAX_CHARS } from '../../src/report/text-caps.ts';
import { ORDINARY_QUESTIONS, PLANTED_FORMS } from './planted-personal-data.ts';

const rows = PLANTED_FORMS.map(({ form, value }) => [form, value] as const);
/** ASCII digits and `@` written in their full-width forms, which NFKC folds back. */
const fullWidth = (value: string) => value.replace(/[0-9@]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

describe('removePersonalData', () => {
  it.each(rows)('removes a %s (%s), alone and inside a question', (_form, value) => {
    expect(removePersonalData(value)).toBe(REMOVED);
    expect(removePersonalData(`please help, ${value}, thanks`)).toBe(`please help, ${REMOVED}, thanks`);
    expect(removePersonalData(`see ${fullWidth(value)}`)).toBe(`see ${REMOVED}`);
    const split = `${value.slice(0, 4)}\u200b${value.slice(4)}`;
    expect(removePersonalData(split)).toBe(REMOVED);
  });

  it.each(ORDINARY_QUESTIONS)('keeps an ordinary question: %s', (question) => {
    expect(removePersonalData(question)).toBe(question);
    expect(keptQuestion(question)).toBe(question);
  });

  it('removes e-mail addresses of any shape, and tokens with their prefixes', () => {
    expect(removePersonalData('mail a.b-c+d@sub.example.co.uk now')).toBe(`mail ${REMOVED} now`);
    expect(removePersonalData('write to <jane@example.com>.')).toBe(`write to <${REMOVED}>.`);
    expect(removePersonalData('x@evil.example@jane.doe@example.com')).toBe(REMOVED);
    expect(removePersonalData('key xoxb-1234567890-abcdefghij')).toBe(`key ${REMOVED}`);
    expect(removePersonalData('Authorization: Bearer abcdefghijklmnopqrstuvwx')).toBe(
      `Authorization: Bearer ${REMOVED}`,
    );
    expect(removePersonalData('jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJlMTIz')).not.toMatch(
      /eyJhbGciOiJIUzI1NiJ9|eyJzdWIiOiIxMjM0In0/,
    );
    expect(removePersonalData('call 555 0134 789')).toBe(`call ${REMOVED}`);
  });
});

describe('keptQuestion', () => {
  it('removes before it cuts to the cap: an address at the cap is never left in part', () => {
    const email = PLANTED_FORMS[0]?.value ?? '';
    const long = `${'x'.repeat(QUESTION_MAX_CHARS - 5)} ${email}`;
    const kept = keptQuestion(long);
    expect(Array.from(kept).length).toBeLessThanOrEqual(QUESTION_MAX_CHARS);
    expect(kept).not.toContain(email.slice(0, 4));
  });

  it('collapses whitespace and line breaks to one line', () => {
    expect(keptQuestion('  how\ndo\r\n I   ship?\u2028 ')).toBe('how do I ship?');
  });

  it('counts the same question once whatever its case, spacing and final punctuation', () => {
    expect(questionKey('How do I ship?')).toBe(questionKey('how  do i SHIP'));
    expect(questionKey('How do I ship?')).not.toBe(questionKey('How do I return?'));
  });
});
