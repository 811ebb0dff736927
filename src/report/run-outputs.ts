// The report mode's outputs, the one place they are set: from what the run knows so far, so that a failure after
// any phase still reports what was done before it.
import type { Outputs } from '../runtime/outputs.ts';
import type { TaskOutcome } from '../tasks/types.ts';
import { feedbackTotal } from './collect/feedback-sums.ts';
import type { CollectedReport } from './collect/period-data.ts';
import type { ReportModel } from './model/types.ts';
import type { ReportFiles } from './publish/files.ts';
import type { Published } from './publish/publish.ts';

/** What a report run knows, phase by phase. */
export interface KnownSoFar {
  collected?: CollectedReport;
  model?: ReportModel;
  files?: ReportFiles;
  published?: Published;
  tasks?: TaskOutcome;
}

/** Sets every output `known` has the value of. */
export function recordOutputs(outputs: Outputs, known: KnownSoFar): void {
  const { collected, model, files, published, tasks } = known;
  if (collected)
    Object.assign(outputs, {
      'requests-used': String(collected.requestsUsed),
      'visitors-total': String(collected.current.totals.total),
      'feedback-total': String(feedbackTotal(collected.current)),
    });
  if (model?.searches.total) {
    outputs['searches-total'] = String(model.searches.total.current);
    outputs['content-gaps'] = String(model.contentGaps.rows.length);
    outputs['terms-set-aside'] = String(model.setAside.terms);
  }
  // A count only (a lower bound when paging was cut): never a question.
  const unanswered = model?.assistant.unanswered;
  if (unanswered) outputs['unanswered-questions'] = String(unanswered.unanswered.current);
  if (files) Object.assign(outputs, { 'report-path': files.markdown, 'data-path': files.json });
  if (published?.commentUrl) outputs['comment-url'] = published.commentUrl;
  if (published?.issueUrl) outputs['issue-url'] = published.issueUrl;
  if (tasks)
    Object.assign(outputs, {
      'tasks-opened': String(tasks.opened),
      'tasks-updated': String(tasks.updated),
      'tasks-closed': String(tasks.closed),
      'fixes-holding': String(tasks.fixes.filter((fix) => fix.outcome === 'holding').length),
      'fixes-failing': String(tasks.fixes.filter((fix) => fix.outcome === 'failing').length),
    });
}
