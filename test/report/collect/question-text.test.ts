// What a reader typed into the assistant, made fit to keep: every form of the table of planted personal
// data removed (alone, inside a question, in full-width characters, split by an invisible character),
// ordinary questions left as they are, the question cut before the scrub reads it, then cut to the cap.
import { describe, expect, it } from 'vitest';
import {
  keptQuestion,
  questionKey,
  REMOVED,
  removePersonalData,
  SCRUB_INPUT_MAX_CHARS,
  shownQuestion,
} from '../../../src/report/collect/question-text.ts';
import { QUESTION_MAX_CHARS } from '../../../src/report/text-caps.ts';
import { ORDINARY_QUESTIONS, PLANTED_FORMS } from '../planted-personal-data.ts';

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
  it('gives the scrub at most SCRUB_INPUT_MAX_CHARS of a question, however long and whatever its shape', () => {
    const long = 100_000;
    const shapes = [
      'x'.repeat(long),
      '@'.repeat(long),
      'a@'.repeat(long / 2),
      '1'.repeat(long),
      '1 '.repeat(long / 2),
      `${'how do I ship '.repeat(long / 14)}`,
    ];
    for (const text of shapes) {
      const seen: string[] = [];
      const kept = keptQuestion(text, (cut) => {
        seen.push(cut);
        return removePersonalData(cut);
      });
      expect(seen).toHaveLength(1);
      expect(seen[0]?.length).toBeLessThanOrEqual(SCRUB_INPUT_MAX_CHARS);
      expect(Array.from(kept).length).toBeLessThanOrEqual(QUESTION_MAX_CHARS);
    }
    // The cut leaves room for the cap: a long question still fills it.
    expect(SCRUB_INPUT_MAX_CHARS).toBeGreaterThan(QUESTION_MAX_CHARS * 4);
    expect(keptQuestion('how do I ship '.repeat(1_000))).toHaveLength(QUESTION_MAX_CHARS);
  });

  it.each(PLANTED_FORMS.map(({ form, value }) => [form, value] as const))(
    'leaves no part of a %s that the cut splits, even when what comes before it collapses (%s)',
    (_form, value) => {
      // Spaces collapse to one, so what stood at the cut would be near the start of the kept question.
      for (let at = 1; at < value.length; at++) {
        const text = `${' '.repeat(SCRUB_INPUT_MAX_CHARS - at)}${value} and more after it`;
        const kept = keptQuestion(text);
        const head = value.slice(0, at).trim();
        if (/[\p{L}\p{N}]{2}/u.test(head)) expect(kept, `cut after ${head}`).not.toContain(head);
      }
    },
  );

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

describe('shownQuestion', () => {
  it.each([
    ['hello?', false],
    ['PDF please', false],
    ['Python, version 3', true],
    ['order.updated', false],
    ['[removed] [removed] [removed]', false],
    ['my key [removed]', false],
    ['is my key [removed] still valid?', true],
    ['wo ist die API-Referenz?', true],
    ['こんにちは', false],
    ['ラベルを印刷できません', true],
    ['如何删除我的账户？', true],
    ['安装 SDK', false],
    ['안녕하세요', false],
    ['계정을 어떻게 삭제하나요?', true],
    ['สวัสดีครับ', false],
    ['ฉันจะลบบัญชีของฉันได้อย่างไร', true],
    ['تاریخ ۲۰۲۶-۱۱-۲۷ چیست؟', true],
    ['привет', false],
    ['Как удалить аккаунт?', true],
  ])('%s: shown %s', (text, shown) => {
    expect(shownQuestion(text)).toBe(shown);
  });

  it.each(ORDINARY_QUESTIONS)('shows an ordinary question: %s', (question) => {
    expect(shownQuestion(keptQuestion(question))).toBe(true);
  });
});
