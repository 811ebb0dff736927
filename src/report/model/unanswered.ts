// The assistant's unanswered questions as the report shows them: asked, answered, unanswered and
// clarifying with their change, the categories and pages with most unanswered questions, and (with
// `questions` on) what was asked in the categories with most, each question once with its categories.
import { compareText } from '../../util/text-order.ts';
import type { ConversationCounts, KeptQuestion, NamedCount, PeriodData } from '../collect/period-data.ts';
import { readersWordsWarning } from './notes.ts';
import { change, share, shareChange } from './pages.ts';
import type { QuestionRow, QuestionsModel, SectionState, UnansweredModel, UnansweredRow } from './types.ts';

/** Categories whose questions the `questions` section shows, and questions shown of each. */
export const QUESTION_CATEGORIES = 5;
export const QUESTIONS_PER_CATEGORY_SHOWN = 10;

const counts = (data: PeriodData | undefined): ConversationCounts | undefined =>
  data?.conversations?.state === 'ok' ? data.conversations.value : undefined;

export function unansweredModel(
  current: PeriodData,
  previous: PeriodData | undefined,
  top: number,
): UnansweredModel | undefined {
  const now = counts(current);
  if (!now) return undefined;
  const before = counts(previous);
  return {
    asked: change(now.asked, before?.asked),
    answered: change(now.answered, before?.answered),
    unanswered: change(now.unanswered, before?.unanswered),
    clarifying: change(now.clarifying, before?.clarifying),
    share: shareChange(share(now.unanswered, now.asked), before && share(before.unanswered, before.asked)),
    complete: now.complete,
    bound: now.complete ? '' : '≥ ',
    byCategory: rows(now.byCategory, before && { rows: before.byCategory, cut: before.namesCut === true }, top),
    byPage: rows(now.byPath, before && { rows: before.byPath, cut: before.namesCut === true }, top),
  };
}

/**
 * The `top` names with unanswered questions, most first, each with its change: a name the comparison lacks
 * had none then, unless its list was cut (then it is unknown).
 */
function rows(
  names: readonly NamedCount[],
  before: { rows: readonly NamedCount[]; cut: boolean } | undefined,
  top: number,
): UnansweredRow[] {
  const earlier = new Map(before?.rows.map((row) => [row.name, row.unanswered]));
  return names
    .filter((row) => row.unanswered > 0)
    .sort((a, b) => b.unanswered - a.unanswered || (b.asked ?? 0) - (a.asked ?? 0) || compareText(a.name, b.name))
    .slice(0, top)
    .map((row, i) => {
      const then = earlier.get(row.name) ?? (before && !before.cut ? 0 : undefined);
      const shown: UnansweredRow = {
        rank: i + 1,
        name: row.name,
        unanswered: change(row.unanswered, then),
        asked: row.asked ?? row.unanswered,
      };
      const part = row.asked ? share(row.unanswered, row.asked) : undefined;
      if (part !== undefined) shown.share = part;
      return shown;
    });
}

export function questionsModel(current: PeriodData, chosen: boolean, published: boolean): QuestionsModel {
  const now = counts(current);
  const state: SectionState = !chosen ? 'off' : (current.conversations?.state ?? 'not-fetched');
  const setAside = now?.questionsSetAside;
  return {
    state,
    published,
    ...(published && { warning: readersWordsWarning('questions') }),
    complete: now?.complete ?? false,
    ...(setAside && setAside.replies + setAside.short > 0 && { setAside: { ...setAside } }),
  };
}

/**
 * The questions of the QUESTION_CATEGORIES categories with most unanswered (at most QUESTIONS_PER_CATEGORY_SHOWN
 * of each), each once with every category it was asked under, most asked first.
 */
export function questionRows(current: PeriodData): QuestionRow[] {
  const now = counts(current);
  if (!now?.questions) return [];
  const byCount = [...now.questions].sort((a, b) => b.count - a.count || compareText(a.text, b.text));
  const shown = new Set<KeptQuestion>();
  for (const category of rows(now.byCategory, undefined, QUESTION_CATEGORIES))
    for (const question of byCount
      .filter((q) => q.categories.includes(category.name))
      .slice(0, QUESTIONS_PER_CATEGORY_SHOWN))
      shown.add(question);
  return byCount
    .filter((question) => shown.has(question))
    .map((question, i) => ({
      rank: i + 1,
      text: question.text,
      count: question.count,
      categories: [...question.categories],
      category: question.categories[0] ?? '',
    }));
}
