// What a task shows beside its numbers, from what the collect stage read: the page a term's searches clicked most,
// and the unanswered questions that belong to the gap (a category's or page's own, those that hold a term's words),
// asked most first. Only questions the report keeps (`questions` on): scrubbed of personal data, one text once (with
// the categories and pages it was asked under), replies to the assistant's clarifying questions and a word or two left
// out.
import type { Gap, GapEvidence } from '../../tasks/types.ts';
import { EVIDENCE_QUESTIONS } from '../../tasks/types.ts';
import { mentionsTopic } from '../../util/term-form.ts';
import { compareText } from '../../util/text-order.ts';
import type { KeptQuestion } from '../collect/period-data.ts';

/** Whether a kept question belongs to the gap. */
function belongs(question: KeptQuestion, gap: Pick<Gap, 'kind' | 'term'>): boolean {
  switch (gap.kind) {
    case 'category':
      return question.categories.includes(gap.term);
    case 'page':
      return question.paths.includes(gap.term);
    case 'search':
      return mentionsTopic(question.text, gap.term);
  }
}

/** The gap's evidence: `questions` undefined when the report keeps none. */
export function evidenceOf(
  gap: Pick<Gap, 'kind' | 'term'>,
  sources: { topClickedPage?: string; questions?: readonly KeptQuestion[] },
): GapEvidence {
  const evidence: GapEvidence = {};
  if (sources.topClickedPage) evidence.topClickedPage = sources.topClickedPage;
  if (sources.questions)
    evidence.questions = sources.questions
      .filter((question) => belongs(question, gap))
      .map(({ text, count }) => ({ text, count }))
      .sort((a, b) => b.count - a.count || compareText(a.text, b.text))
      .slice(0, EVIDENCE_QUESTIONS);
  return evidence;
}
