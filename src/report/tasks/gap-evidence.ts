// What a task shows beside its numbers, from what the collect stage read: the page a term's searches clicked most,
// and the unanswered questions that belong to the gap (a category's or page's own, those that hold a term's words),
// asked most first. Only questions the report keeps (`questions` on), already scrubbed of personal data.
import type { Gap, GapEvidence } from '../../tasks/types.ts';
import { EVIDENCE_QUESTIONS } from '../../tasks/types.ts';
import { mentionsTopic } from '../../util/term-form.ts';
import { compareText } from '../../util/text-order.ts';
import type { KeptQuestion } from '../collect/period-data.ts';

/** Whether a kept question belongs to the gap. */
function belongs(question: KeptQuestion, gap: Pick<Gap, 'kind' | 'term'>): boolean {
  switch (gap.kind) {
    case 'category':
      return question.category === gap.term;
    case 'page':
      return false;
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
  if (sources.questions) {
    // One text once (the collect stage keeps a text per category: the same question may come under several).
    const byText = new Map<string, number>();
    for (const question of sources.questions.filter((q) => belongs(q, gap)))
      byText.set(question.text, (byText.get(question.text) ?? 0) + question.count);
    evidence.questions = [...byText]
      .map(([text, count]) => ({ text, count }))
      .sort((a, b) => b.count - a.count || compareText(a.text, b.text))
      .slice(0, EVIDENCE_QUESTIONS);
  }
  return evidence;
}
