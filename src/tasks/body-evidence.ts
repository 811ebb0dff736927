// The parts of a task body that tell a writer what to do and when it is done: the gap's priority (its score, the one
// that ranks every gap), what readers wanted (the page they clicked, the other spellings, the questions they asked),
// and the done rule in the numbers the report's gap rules use.
import { groupThousands, shareWords, wholePercent } from '../util/format.ts';
import { escapeMarkdown, markdownPath } from '../util/markdown.ts';
import { bodyTerm } from './text.ts';
import type { DoneRule, Gap, GapKind, TaskPeriod } from './types.ts';

/** The score and what it is a share of: "Priority 1.9%: of the 5,475 searches of the week …, 102 clicked nothing here." */
export function priorityLine(gap: Gap | undefined, period: TaskPeriod): string[] {
  if (!gap) return [];
  const { totals } = period;
  if (gap.kind === 'search') {
    if (!totals.searches) return [];
    const unclicked = Math.round(gap.count * (1 - (gap.ctr ?? 0)));
    return [
      `**Priority ${shareWords(gap.score)}**: ${groupThousands(unclicked)} of the period's ${groupThousands(totals.searches)} searches ended on this term without a click (the share that ranks every gap, searches and questions alike).`,
      '',
    ];
  }
  if (!totals.questions) return [];
  return [
    `**Priority ${shareWords(gap.score)}**: ${groupThousands(gap.count)} of the period's ${groupThousands(totals.questions)} questions to the assistant went unanswered here (the share that ranks every gap, searches and questions alike).`,
    '',
  ];
}

/** A reader's question as a list item: escaped, one line, with how often it was asked. */
function questionItem(question: { text: string; count: number }): string {
  return `- “${escapeMarkdown(question.text)}” (${groupThousands(question.count)}×)`;
}

/** What readers wanted: the page clicked most, the spellings folded into the term, the questions asked most. */
export function evidenceSection(kind: GapKind, gap: Gap | undefined, period: TaskPeriod): string[] {
  if (!gap) return [];
  const lines: string[] = [];
  if (gap.evidence?.topClickedPage)
    lines.push(`- The page its searches clicked most: ${markdownPath(gap.evidence.topClickedPage)}`);
  const others = (gap.variants ?? []).filter((v) => v.term !== gap.term);
  if (others.length > 0)
    lines.push(
      `- Also searched as: ${others
        .slice(0, 5)
        .map((v) => `${bodyTerm(v.term)} (${groupThousands(v.count)})`)
        .join(', ')}${others.length > 5 ? `, and ${groupThousands(others.length - 5)} more` : ''}`,
    );
  const questions = gap.evidence?.questions;
  const asked: string[] = [];
  if (questions && questions.length > 0) {
    asked.push(
      '',
      kind === 'search'
        ? 'Unanswered questions to the assistant that hold its words, asked most (personal data removed):'
        : 'Unanswered questions asked most (personal data removed):',
      '',
      ...questions.map(questionItem),
    );
  } else if (!period.questionsKept && kind !== 'search') {
    asked.push(
      '',
      "What readers asked is not shown: add `questions` to the report's `sections` to list here the unanswered questions asked most (it publishes readers' words, personal data removed).",
    );
  }
  if (lines.length === 0 && asked.length === 0) return [];
  // The questions' block opens with a blank line to part it from the lines above, which may be none.
  return ['### What readers wanted', ...(lines.length > 0 ? ['', ...lines] : []), ...asked, ''];
}

/** The done rule, from the same thresholds the report's gap rules use. */
export function doneRuleLine(kind: GapKind, rule: DoneRule, closeAfter: number): string {
  const periods = `${closeAfter} period${closeAfter === 1 ? '' : 's'} in a row`;
  const what =
    kind === 'search'
      ? `fewer than ${groupThousands(rule.searchMinimum)} searches for it in a period, or at least ${wholePercent(rule.clickedShare)} of them clicking a result`
      : `fewer than ${groupThousands(rule.unansweredMinimum)} unanswered questions ${kind === 'page' ? 'on this page' : 'in this category'} in a period, or fewer than ${wholePercent(rule.unansweredShare)} of its questions unanswered`;
  return `**Done when**: ${what}, for ${periods} whose ${kind === 'search' ? 'searches' : 'conversations'} were read in full. The action then closes this issue.`;
}
