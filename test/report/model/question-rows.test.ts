// What the `questions` section shows of the kept questions: the questions of the categories with most unanswered,
// each text once with every category it was asked under, most asked first, at most a few of each category.
import { describe, expect, it } from 'vitest';
import type { ConversationCounts, KeptQuestion, PeriodData } from '../../../src/report/collect/period-data.ts';
import { buildReportModel } from '../../../src/report/model/build.ts';
import {
  QUESTION_CATEGORIES,
  questionRows,
  QUESTIONS_PER_CATEGORY_SHOWN,
} from '../../../src/report/model/unanswered.ts';
import { loadReportTemplate } from '../../../src/report/render/template.ts';
import { activeParts } from '../../support/gfm.ts';
import { HOSTILE_TERMS, MODEL_OPTIONS, sampleCollected } from '../fixtures.ts';

const CATEGORIES = ['account', 'billing', 'customs', 'returns', 'errors', 'webhooks', 'sdk'];

function period(questions: KeptQuestion[]): PeriodData {
  const counts: ConversationCounts = {
    asked: 900,
    answered: 600,
    unanswered: 300,
    clarifying: 40,
    complete: true,
    rowsRead: 900,
    // Most unanswered first: the first QUESTION_CATEGORIES are shown.
    byCategory: CATEGORIES.map((name, i) => ({ name, asked: 100, unanswered: 70 - i * 10 })),
    byPath: [],
    questions,
  };
  return { conversations: { state: 'ok', value: counts } } as PeriodData;
}

const question = (text: string, count: number, categories: string[], paths: string[] = []): KeptQuestion => ({
  text,
  count,
  categories,
  paths,
});

describe('questionRows', () => {
  it('shows a text asked in four categories once, with its four categories', () => {
    const rows = questionRows(
      period([
        question('How do I delete my account?', 12, ['account', 'billing', 'customs', 'returns'], ['/docs/account']),
        question('Why was I charged twice for one label?', 16, ['billing']),
      ]),
    );
    expect(rows).toEqual([
      {
        rank: 1,
        text: 'Why was I charged twice for one label?',
        count: 16,
        category: 'billing',
        categories: ['billing'],
      },
      {
        rank: 2,
        text: 'How do I delete my account?',
        count: 12,
        category: 'account',
        categories: ['account', 'billing', 'customs', 'returns'],
      },
    ]);
  });

  it('shows the questions of the categories with most unanswered only, with every category of each', () => {
    const shown = CATEGORIES.slice(0, QUESTION_CATEGORIES);
    const rows = questionRows(
      period([
        question('How do I verify the webhook signature in Go?', 30, ['webhooks']),
        question('Does the Python SDK support async?', 20, ['sdk', 'errors']),
        question('What does error 422 address_invalid mean?', 5, ['errors']),
      ]),
    );
    expect(rows.map((row) => [row.text, row.categories])).toEqual([
      ['Does the Python SDK support async?', ['sdk', 'errors']],
      ['What does error 422 address_invalid mean?', ['errors']],
    ]);
    expect(rows.every((row) => row.categories.some((category) => shown.includes(category)))).toBe(true);
  });

  it('shows at most QUESTIONS_PER_CATEGORY_SHOWN of a category, most asked first', () => {
    const many = Array.from({ length: QUESTIONS_PER_CATEGORY_SHOWN + 3 }, (_, i) =>
      question(`How do I close account number ${i} today?`, 100 - i, ['account']),
    );
    const rows = questionRows(period(many));
    expect(rows).toHaveLength(QUESTIONS_PER_CATEGORY_SHOWN);
    expect(rows.map((row) => row.count)).toEqual(many.slice(0, QUESTIONS_PER_CATEGORY_SHOWN).map((q) => q.count));
    expect(rows.map((row) => row.rank)).toEqual(rows.map((_, i) => i + 1));
  });
});

describe('the questions table', () => {
  it('shows each text once with its categories in the row, escaped, and what was counted but not listed', () => {
    const collected = sampleCollected();
    const model = buildReportModel({ ...collected, sections: [...collected.sections, 'questions'] }, MODEL_OPTIONS);
    expect(model.questions.setAside).toEqual({ replies: 4, short: 7 });
    const markdown = loadReportTemplate(undefined)(model);
    const table = markdown.slice(markdown.indexOf('### What they asked'));
    expect(table).toContain('| # | Question | Asked | Categories |');
    expect(table).toContain('| 1 | Why was I charged twice for one label? | 9 | billing, uncategorised |');
    expect(table.split('Why was I charged twice')).toHaveLength(2);
    // A category of hostile text is inert in the row as everywhere.
    expect(model.questionRows.rows.find((row) => row.categories.includes(HOSTILE_TERMS[0] ?? ''))).toBeDefined();
    expect(activeParts(table)).toEqual([]);
    expect(table).toContain(
      "Counted above but not listed: 4 replies to the assistant's clarifying questions and 7 questions of a word or two.",
    );
  });
});
