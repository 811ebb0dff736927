// What every task period of the task tests carries besides its gaps: the report's own gap rules (the default
// thresholds), totals for the scores, and no kept questions.
import { DEFAULT_THRESHOLDS } from '../../src/report/model/build.ts';
import type { TaskPeriod } from '../../src/tasks/types.ts';

export const PERIOD_RULES: Pick<TaskPeriod, 'doneRule' | 'totals' | 'questionsKept'> = {
  doneRule: {
    searchMinimum: DEFAULT_THRESHOLDS.contentGapMinimumHits,
    clickedShare: DEFAULT_THRESHOLDS.contentGapMaximumCtr,
    unansweredMinimum: DEFAULT_THRESHOLDS.unansweredGapMinimum,
    unansweredShare: DEFAULT_THRESHOLDS.unansweredGapMinimumShare,
  },
  totals: { searches: 4_000, questions: 500 },
  questionsKept: false,
};
