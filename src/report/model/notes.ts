import { groupThousands } from '../../util/format.ts';
import { escapeMarkdown } from '../../util/markdown.ts';
import type { CollectedReport, Period, PeriodData } from '../types.ts';
import type { ComparisonInfo, ReportNote } from './types.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${groupThousands(n)} ${n === 1 ? one : many}`;

/** Only an http(s) link goes into the report, with the characters that could end a markdown link encoded. */
export function safeLink(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    return parsed.href.replace(/[()<>\s"]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  } catch {
    return undefined;
  }
}

/** A period's label as report text: rebuilt from dates by the action, escaped all the same, as everything read back. */
const labelOf = (period: Period) => escapeMarkdown(period.label);

/** Where the comparison came from, said in one sentence. */
export function describeComparison(collected: CollectedReport, wanted: Period | undefined): ComparisonInfo {
  const previous = collected.previous;
  if (previous && collected.comparisonSource === 'earlier-report') {
    const link = safeLink(collected.comparisonOrigin);
    const from = link ? `[an earlier report](${link})` : 'an earlier report';
    return {
      source: 'earlier-report',
      period: previous.period,
      origin: link,
      text: `Compared with ${labelOf(previous.period)}, read back from ${from} at no request cost.`,
    };
  }
  if (previous)
    return {
      source: 'service',
      period: previous.period,
      text: `Compared with ${labelOf(previous.period)}, fetched from the service.`,
    };
  if (!wanted) return { source: 'none', text: 'No comparison: compare is off.' };
  return {
    source: 'none',
    period: wanted,
    text: `No comparison: the preceding period (${labelOf(wanted)}) could not be fetched (see the notes).`,
  };
}

/** Everything the report cannot show in full, named: never a silently partial table. */
export function reportNotes(collected: CollectedReport): ReportNote[] {
  const notes: ReportNote[] = [];
  const { current, previous } = collected;
  const spent = collected.requestsUsed >= collected.requestBudget;
  notes.push(...periodNotes(current, 'this period', spent));
  if (previous)
    notes.push(...periodNotes(previous, 'the comparison period', spent && collected.comparisonSource === 'service'));
  for (const part of collected.missing) notes.push({ kind: 'missing', text: `Not fetched: ${part}.` });
  return notes;
}

function periodNotes(data: PeriodData, which: string, budgetSpent: boolean): ReportNote[] {
  const why = budgetSpent ? ' the request budget was spent' : '';
  const notes: ReportNote[] = [];
  if (data.feedbackCut) {
    notes.push({
      kind: 'feedback-cut',
      text: `Feedback of ${which} lists the first ${plural(data.feedback.length, 'page')} only: feedback beyond the first 100 pages cannot be fetched, as the API has no next page. Feedback totals count those pages.`,
    });
  }
  if (!data.feedbackFetched)
    notes.push({
      kind: 'feedback-missing',
      text: `Feedback of ${which} (${labelOf(data.period)}) was not fetched${why ? `:${why}` : ''}, so its feedback is not shown.`,
    });
  if (!data.visitorsComplete) {
    notes.push({
      kind: 'visitors-incomplete',
      text: `Visitors of ${which} are incomplete: the list stopped after ${plural(data.visitors.length, 'site page')}${why ? ` because${why}` : ''}. Site-wide totals are complete; page tables${which === 'this period' ? '' : ' and movers'} cover only the pages fetched.`,
    });
  }
  return notes;
}
