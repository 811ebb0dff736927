import { groupThousands } from '../../util/format.ts';
import { escapeMarkdown } from '../../util/markdown.ts';
import type { CollectedReport, PeriodData } from '../collect/period-data.ts';
import { BUDGET_ADVICE, shortfallWords } from '../collect/shortfall.ts';
import type { CountShortfall } from '../collect/shortfall.ts';
import type { Period } from '../period.ts';
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
/** A period as a sentence says it ("the week of 16–22 Nov 2026"), escaped like the label. */
const phraseOf = (period: Period) => escapeMarkdown(period.phrase);

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
      text: `Compared with ${phraseOf(previous.period)}, read back from ${from} at no request cost.`,
    };
  }
  if (previous)
    return {
      source: 'service',
      period: previous.period,
      text: `Compared with ${phraseOf(previous.period)}, fetched from the service.`,
    };
  if (!wanted) return { source: 'none', text: 'No comparison: compare is off.' };
  return {
    source: 'none',
    period: wanted,
    text: `No comparison: the preceding period (${phraseOf(wanted)}) could not be fetched (see the notes).`,
  };
}

/**
 * A period with visitors whose feedback came back empty: a project whose feedback widget is off answers
 * empty lists, so zero says nothing about what readers thought. Not with a feedback filter
 * (`feedback-source`, `feedback-status`): then zero is what matched it.
 */
export function feedbackMayBeOff(data: PeriodData, filtered: boolean): boolean {
  return (
    !filtered &&
    data.feedbackFetched &&
    data.feedback.length === 0 &&
    (data.feedbackCount?.total ?? 0) === 0 &&
    data.totals.total > 0
  );
}

/** The one wording of the warning that a section publishes readers' own words where the repository's readers see it. */
export function readersWordsWarning(section: 'comments' | 'questions'): string {
  return `This report publishes what readers wrote (the \`${section}\` section) where this repository's readers see it. Take \`${section}\` out of the \`sections\` input to stop publishing them.`;
}

/** Everything the report cannot show in full, named: never a silently partial table. */
export function reportNotes(
  collected: CollectedReport,
  options: { published: boolean; questionsPublished?: boolean; feedbackFiltered: boolean },
): ReportNote[] {
  const notes: ReportNote[] = [];
  const { current, previous } = collected;
  const { sections } = collected;
  const spent = collected.requestsUsed >= collected.requestBudget;
  const { published, feedbackFiltered } = options;
  if (sections.includes('comments') && published)
    notes.push({
      kind: 'comments-public',
      text: readersWordsWarning('comments'),
    });
  if (sections.includes('questions') && sections.includes('assistant') && (options.questionsPublished ?? published))
    notes.push({ kind: 'questions-public', text: readersWordsWarning('questions') });
  if (sections.includes('questions') && !sections.includes('assistant'))
    notes.push({
      kind: 'section-missing',
      text: 'The `questions` section shows what the assistant could not answer, read from its conversations with the `assistant` section: add `assistant` to `sections` to show them.',
    });
  notes.push(...periodNotes(current, 'this period', spent, sections, feedbackFiltered));
  if (previous)
    notes.push(
      ...periodNotes(
        previous,
        'the comparison period',
        spent && collected.comparisonSource === 'service',
        sections,
        feedbackFiltered,
      ),
    );
  for (const part of collected.missing) notes.push({ kind: 'missing', text: `Not fetched: ${part}.` });
  return notes;
}

const SECTION_NAMES = {
  searches: 'Searches',
  assistant: 'AI assistant questions',
  conversations: 'AI assistant conversations',
  views: 'Page views',
  comments: 'Readers’ comments',
} as const;

function sectionNotes(data: PeriodData, which: string): ReportNote[] {
  const notes: ReportNote[] = [];
  for (const [key, name] of Object.entries(SECTION_NAMES) as [keyof typeof SECTION_NAMES, string][]) {
    const section = data[key];
    // A project without conversations has its own note (unansweredNote), or the assistant's when it has neither.
    if (section?.state === 'unavailable' && key !== 'conversations')
      notes.push({
        kind: 'section-unavailable',
        text: `${name} of ${which}: not available for this project (the service answered 404: optional on client-hosted deployments, absent on air-gapped ones).`,
      });
    else if (section?.state === 'not-fetched')
      notes.push({
        kind: 'section-missing',
        text: `${name} of ${which} were not fetched: ${escapeMarkdown(section.why)}.`,
      });
  }
  return notes;
}

/** The assistant's conversations: a project without the endpoint, or counts that are lower bounds. */
function unansweredNote(data: PeriodData, which: string): ReportNote | undefined {
  const section = data.conversations;
  if (section?.state === 'unavailable' && data.assistant?.state === 'ok')
    return {
      kind: 'unanswered',
      text: `Unanswered assistant questions of ${which}: the project has no conversations endpoint (the service answered 404), so the assistant is shown by its caller counts only.`,
    };
  if (section?.state !== 'ok' || section.value.complete) return undefined;
  const { value } = section;
  return {
    kind: 'unanswered',
    text: `Assistant conversations of ${which} were read in part${value.rowsRead > 0 ? ` (${plural(value.rowsRead, 'question')})` : ''}: the questions asked, answered and unanswered, by category and by page, are lower bounds (${countReason(value.shortfall ?? 'error', 'assistant conversations')}).`,
  };
}

/** Search terms whose paging stopped short: the content gaps further down the list, and what that means for tasks. */
function searchesCutNote(data: PeriodData, which: string): ReportNote | undefined {
  const section = data.searches;
  if (section?.state !== 'ok' || !section.value.shortfall) return undefined;
  const { value } = section;
  const read = `${plural(value.terms.length, 'term')}, ${plural(value.pages ?? 1, 'page')}`;
  return {
    kind: 'searches-cut',
    text: `Search terms of ${which} were read in part (${read}): the list stopped before its terms were searched too rarely to be gaps, so content gaps further down it are not counted, and a search task whose term was not read does not count this period toward closing (${countReason(value.shortfall, 'search terms')}).`,
  };
}

function countNote(data: PeriodData, which: string): ReportNote | undefined {
  const count = data.feedbackCount;
  if (!data.feedbackCut) return undefined;
  const pages = plural(data.feedback.length, 'page');
  if (count?.exact)
    return {
      kind: 'feedback-cut',
      text: `Feedback by page of ${which} lists ${pages} only (the API has no next page): every one of its ${groupThousands(count.total)} feedback entries was counted from the entries endpoint (${plural(Math.ceil(count.entriesRead / 100), 'request')}). Thumbs are known for those ${pages}; entries do not say which thumb.`,
    };
  const read =
    count && count.entriesRead > 0
      ? `, and ${plural(count.entriesRead, 'entry', 'entries')} were counted beyond them`
      : '';
  return {
    kind: 'feedback-cut',
    text: `Feedback by page of ${which} lists ${pages} only (the API has no next page)${read}: the feedback total is a lower bound (${countReason(count?.shortfall, 'feedback entries')}).`,
  };
}

/** Why a count is a lower bound, and what to do when the budget cut it short. */
function countReason(shortfall: CountShortfall | undefined, what: string): string {
  if (!shortfall) return 'the entries were not paged';
  const words = shortfallWords(shortfall, what);
  return shortfall === 'budget' ? `${words}; ${BUDGET_ADVICE}` : words;
}

function periodNotes(
  data: PeriodData,
  which: string,
  budgetSpent: boolean,
  sections: readonly string[],
  feedbackFiltered: boolean,
): ReportNote[] {
  const why = budgetSpent ? ' the request budget was spent' : '';
  const notes: ReportNote[] = [];
  const cut = countNote(data, which);
  if (cut) notes.push(cut);
  notes.push(...sectionNotes(data, which));
  const unanswered = unansweredNote(data, which);
  if (unanswered) notes.push(unanswered);
  const searchesCut = searchesCutNote(data, which);
  if (searchesCut) notes.push(searchesCut);
  if (feedbackMayBeOff(data, feedbackFiltered))
    notes.push({
      kind: 'feedback-none',
      text: `No feedback at all in ${which}, which had ${plural(data.totals.total, 'visitor')}: the project's feedback collection (its feedback widget) may be off, so the report does not take 0 as what readers thought.`,
    });
  if (!data.feedbackFetched && sections.includes('feedback'))
    notes.push({
      kind: 'feedback-missing',
      text: `Feedback of ${which} (${labelOf(data.period)}) was not fetched${why ? `:${why}` : ''}, so its feedback is not shown.`,
    });
  if (!data.visitorsComplete && sections.includes('traffic')) {
    notes.push({
      kind: 'visitors-incomplete',
      text: `Visitors of ${which} are incomplete: the list stopped after ${plural(data.visitors.length, 'site page')}${why ? ` because${why}` : ''}. Site-wide totals are complete; page tables${which === 'this period' ? '' : ' and movers'} cover only the pages fetched.`,
    });
  }
  return notes;
}
