// What a reader typed into the assistant, made fit to keep: every planted piece of personal data of the
// emulator removed, ordinary questions left as they are, the cap applied after the removal.
import { describe, expect, it } from 'vitest';
import { PLANTED_PERSONAL_DATA } from '../../emulator/analytics/conversation-text.ts';
import { keptQuestion, questionKey, REMOVED, removePersonalData } from '../../src/report/question-text.ts';
import { QUESTION_MAX_CHARS } from '../../src/report/text-caps.ts';

const planted = Object.entries(PLANTED_PERSONAL_DATA).flatMap(([kind, values]) =>
  values.map((value) => [kind, value] as const),
);

describe('removePersonalData', () => {
  it.each(planted)('removes the planted %s %s, alone and inside a question', (_kind, value) => {
    expect(removePersonalData(value)).toBe(REMOVED);
    const removed = removePersonalData(`please help, ${value}, thanks`);
    expect(removed).toBe(`please help, ${REMOVED}, thanks`);
    // Written in full-width characters, or split by an invisible character, it is still found.
    const wide = value.replace(/[0-9@]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    expect(removePersonalData(`see ${wide}`)).toBe(`see ${REMOVED}`);
    const split = `${value.slice(0, 4)}\u200b${value.slice(4)}`;
    expect(removePersonalData(split)).toBe(REMOVED);
  });

  it.each([
    'How do I create a shipment with two parcels?',
    'What does error 422 address_invalid mean?',
    'I get 429 Too Many Requests, what is the limit?',
    'How do I print a 4x6 label as ZPL?',
    'Can I void a label after 30 days?',
    'Does the Python SDK support async?',
    'internationalization and localization',
  ])('keeps an ordinary question: %s', (question) => {
    expect(removePersonalData(question)).toBe(question);
  });

  it('removes e-mail addresses of any shape, and tokens with their prefixes', () => {
    expect(removePersonalData('mail a.b-c+d@sub.example.co.uk now')).toBe(`mail ${REMOVED} now`);
    expect(removePersonalData('key xoxb-1234567890-abcdefghij')).toBe(`key ${REMOVED}`);
    expect(removePersonalData('jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJlMTIz')).not.toMatch(
      /eyJhbGciOiJIUzI1NiJ9|eyJzdWIiOiIxMjM0In0/,
    );
    expect(removePersonalData('call 555 0134 789')).toBe(`call ${REMOVED}`);
  });
});

describe('keptQuestion', () => {
  it('removes before it cuts: an address at the cut is never left in part', () => {
    const email = PLANTED_PERSONAL_DATA.emails[0] ?? '';
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
