// A period's feedback added up: the sums of feedback by page, and the period's total as the best count it has.
import type { FeedbackRow } from '../../client/types.ts';
import type { PeriodData } from './period-data.ts';

type Counts = Pick<FeedbackRow, 'thumbsUp' | 'thumbsDown' | 'code' | 'total'>;

export function sumFeedback(rows: readonly FeedbackRow[]): Counts {
  const sum = { thumbsUp: 0, thumbsDown: 0, code: 0, total: 0 };
  for (const row of rows) {
    sum.thumbsUp += row.thumbsUp;
    sum.thumbsDown += row.thumbsDown;
    sum.code += row.code;
    sum.total += row.total;
  }
  return sum;
}

/** A period's feedback entries: every entry counted, else the best lower bound, else the sum of feedback by page. */
export function feedbackTotal(data: PeriodData): number {
  return data.feedbackCount?.total ?? sumFeedback(data.feedback).total;
}
