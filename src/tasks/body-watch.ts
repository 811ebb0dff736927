// What a task closed as done says while the action watches its gap: in its body, how long the watch has to go or
// whether the fix worked, with the figures behind the verdict; and the one comment when its gap stays. Pure; a term is
// hostile text, printed only through bodyTerm (in verdict-words.ts).
import { dayWords } from '../util/day-words.ts';
import { capitalized } from '../util/format.ts';
import { gapFigures } from './state-history.ts';
import type { FixWatchState } from './task-step.ts';
import type { Gap, GapKind, TaskPeriod } from './types.ts';
import { plural, spanWords, stillAGapSentence, verdictFigures, verdictWords } from './verdict-words.ts';
import type { PeriodUnit } from './verdict-words.ts';
import type { Verdict } from './verdict.ts';

/** A watched task as its body and comment show it. */
export interface WatchView {
  watch: FixWatchState;
  verdict: Verdict;
  unit: PeriodUnit;
  /** The page of the merged pull request that closed it, when one did and it could be read. */
  pullUrl?: string;
}

/** "Closed as done on 18 Nov 2026 by pull request [#12](…)". */
function closedWords(view: WatchView): string {
  const { watch } = view;
  const on = `Closed as done on ${dayWords(watch.day ?? watch.on)}`;
  if (watch.by === 'unread')
    return `${on} by a pull request or commit the workflow's token may not read (\`pull-requests: read\` names it)`;
  if (watch.by !== 'pr' || watch.pr === undefined) return on;
  return `${on} by pull request ${view.pullUrl ? `[#${watch.pr}](${view.pullUrl})` : `#${watch.pr}`}`;
}

/** The body's section on the watch: under way, or its verdict with the figures behind it. */
export function watchSection(view: WatchView): string[] {
  const { verdict, unit } = view;
  const closeAfter = plural(verdict.closeAfter, unit);
  const line =
    verdict.outcome === 'watching'
      ? `${closedWords(view)}. The action watches its gap for ${closeAfter} read in full after the ${unit} of the fix (which counts on neither side) and leaves this issue closed: ${verdictWords(verdict, unit)}.`
      : `${closedWords(view)}. **${capitalized(verdictWords(verdict, unit))}.** The figures: ${verdictFigures(verdict, unit)}.`;
  return ['### Did the fix work?', '', line, ''];
}

/**
 * The one comment on a task closed as done whose gap stays: this period's figures when it has the gap, else the
 * window's after the fix; the verdict and its figures; what a writer can do.
 */
export function stillAGapComment(view: WatchView, kind: GapKind, gap: Gap | undefined, period: TaskPeriod): string {
  const { verdict, unit, watch } = view;
  const figures = gap && gapFigures(gap);
  const events = gap ? (figures?.e ?? gap.count) : verdict.after.events;
  const hits = gap ? figures?.h : verdict.after.hits;
  const sentence = stillAGapSentence({
    kind,
    closedOn: watch.day ?? watch.on,
    phrase: gap ? period.phrase : `${spanWords(verdict.after.periods.length, unit)} after the fix`,
    events,
    ...(hits !== undefined ? { hits } : {}),
  });
  return [
    `**Still a gap after the fix.** ${capitalized(sentence)}.`,
    '',
    `${capitalized(verdictWords(verdict, unit))}. The figures: ${verdictFigures(verdict, unit)}.`,
    '',
    `docs-export-action watched this gap for ${plural(verdict.periodsAfter, unit)} after the fix and says so once. The issue stays closed: reopen it to work on the gap again, and the action keeps it up to date with every report.`,
  ].join('\n');
}
