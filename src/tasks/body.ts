// A task issue's body and the comments the action leaves on it: the action's part of the body (the gap in this
// period's numbers, how long the task has been open, the trend of its numbers, and the docs files that mention its
// term) in place of its part in the issue's body, the writer's text around it kept, within GitHub's body limit.
import { GITHUB_BODY_LIMIT } from '../github/limits.ts';
import { dayWords } from '../util/day-words.ts';
import { groupThousands, wholePercent } from '../util/format.ts';
import { markdownPath } from '../util/markdown.ts';
import { doneRuleLine, evidenceSection, priorityLine } from './body-evidence.ts';
import { endLine, splicePart, writerLength } from './body-part.ts';
import { watchSection } from './body-watch.ts';
import type { WatchView } from './body-watch.ts';
import type { DocsIndex } from './docs-files.ts';
import { mentionsOf, pageSource, unreadDocs } from './docs-files.ts';
import { MAX_FILES_NAMED, MAX_LINES_NAMED } from './docs-search.ts';
import type { Mention } from './docs-search.ts';
import { keyLine, stateLine, TREND_LIMIT } from './state.ts';
import type { TaskState } from './state.ts';
import { bodyTerm, kindWords } from './text.ts';
import type { Gap, GapKind, TaskPeriod } from './types.ts';

/** Room kept for the closing lines and the hidden history when the file list is fitted. */
const RESERVE = 4_000;

/** Where the workspace's files are shown: `<server>/<owner>/<repo>/blob/<sha>/<path>`; no links without a sha. */
export interface SourceLinks {
  serverUrl: string;
  /** `owner/name` of the checked-out repository. */
  repository?: string;
  sha?: string;
}

export interface TaskBodyInput {
  key: string;
  kind: GapKind;
  term: string;
  /** The gap this period, or undefined when the period had none. */
  gap?: Gap;
  period: TaskPeriod;
  state: TaskState;
  /** `YYYY-MM-DD`: the day the issue was opened (GitHub's `created_at`), or the run's day for a new task. */
  openedOn: string;
  /** The issue's body now (undefined for a new task): what a writer wrote around the action's part is kept. */
  current?: string;
  closeAfter: number;
  docs: DocsIndex;
  links: SourceLinks;
  /** A task closed as done that the action watches: the watch and its verdict so far. */
  watch?: WatchView;
}

const UNIT: Record<GapKind, string> = { search: 'Searches', category: 'Unanswered', page: 'Unanswered' };

function periodLine(input: TaskBodyInput): string {
  const { gap, period, state, closeAfter } = input;
  if (gap?.kind === 'search')
    return `In ${period.phrase}, visitors searched for it **${groupThousands(gap.count)}** times${
      gap.ctr === undefined ? '' : `; ${wholePercent(gap.ctr)} of those searches clicked a result`
    }.`;
  if (gap)
    return `In ${period.phrase}, **${groupThousands(gap.count)}** questions to the assistant ${
      gap.kind === 'page' ? 'on this page' : 'in this category'
    } went unanswered${gap.asked ? ` (of ${groupThousands(gap.asked)} asked)` : ''}.`;
  // A period counts without the gap when read in full, or when the term was read with figures that make it no gap.
  const counts = input.watch ? 'toward the watch of the fix' : 'toward closing this task';
  if (!period.readInFull[input.kind] && !state.without.includes(period.dateFrom))
    return input.kind === 'search'
      ? `Not among the search terms read for ${period.phrase}, a list not read in full (down to a term searched fewer times than the gap minimum, or to its end): the period does not count ${counts}.`
      : `Not among the gaps of ${period.phrase}, whose conversations were not read in full: the period does not count ${counts}.`;
  if (input.watch) return `Not a gap in ${period.phrase}.`;
  return `Not a gap in ${period.phrase}: ${state.without.length} of ${closeAfter} periods in a row without it before the action closes this task.`;
}

function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000));
}

function trendTable(input: TaskBodyInput): string[] {
  if (input.state.seen.length === 0) return [];
  const unit = UNIT[input.kind];
  return [
    `| Period from | ${unit} |`,
    '| --- | ---: |',
    // A task watched after its close keeps more periods (for the verdict's windows); its body shows the latest.
    ...input.state.seen.slice(-TREND_LIMIT).map((s) => `| ${s.p} | ${groupThousands(s.n)} |`),
  ];
}

const encodePath = (file: string) =>
  file
    .split('/')
    .map((part) =>
      encodeURIComponent(part).replace(/[()'!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('/');

function fileUrl(links: SourceLinks, file: string, line?: number): string | undefined {
  if (!links.sha || !links.repository) return undefined;
  const base = links.serverUrl.replace(/\/+$/, '');
  return `${base}/${links.repository}/blob/${links.sha}/${encodePath(file)}${line ? `#L${line}` : ''}`;
}

function fileLine(links: SourceLinks, mention: Mention): string {
  const first = mention.lines[0];
  const url = fileUrl(links, mention.path, first);
  const name = url ? `[${markdownPath(mention.path)}](${url})` : markdownPath(mention.path);
  const shown = mention.lines.slice(0, MAX_LINES_NAMED).join(', ');
  const more = mention.lineCount - Math.min(mention.lines.length, MAX_LINES_NAMED);
  return `- ${name}: line${mention.lineCount === 1 ? '' : 's'} ${shown}${more > 0 ? ` and ${groupThousands(more)} more` : ''}`;
}

/**
 * The docs section: the files that mention the term, fitted into `room` characters, and the files not read (past
 * the run's limits), so that a writer never takes a short list, or none, for all there is.
 */
function docsSection(input: TaskBodyInput, room: number): string[] {
  const { docs, links } = input;
  const lines = ['### Where the docs mention it', ''];
  if (docs.state === 'unavailable') return [...lines, `Could not look: ${docs.why}.`];
  if (input.kind === 'page') {
    const source = pageSource(docs, input.term);
    if (source) {
      const url = fileUrl(links, source);
      lines.push(`The page's source: ${url ? `[${markdownPath(source)}](${url})` : markdownPath(source)}.`, '');
    }
  }
  const mentions = mentionsOf(docs, input.term);
  if (!mentions) return [...lines, 'Not looked for in this run.'];
  const unread = unreadDocs(docs);
  if (mentions.fileCount === 0)
    return [
      ...lines,
      unread
        ? `No file read mentions it, but ${unread}: one of those may.`
        : 'No file matching `docs-path` mentions it.',
    ];
  lines.push('Files matching `docs-path` that mention it (the whole phrase, any case):', '');
  const after = unread ? ['', `${unread}: more files may mention it.`] : [];
  let used = [...lines, ...after].join('\n').length;
  let named = 0;
  for (const mention of mentions.files.slice(0, MAX_FILES_NAMED)) {
    const line = fileLine(links, mention);
    if (used + line.length + 1 > room) break;
    lines.push(line);
    used += line.length + 1;
    named += 1;
  }
  const rest = mentions.fileCount - named;
  if (rest > 0) lines.push(`- and ${groupThousands(rest)} more file${rest === 1 ? '' : 's'}`);
  return [...lines, ...after];
}

/**
 * Days from the day the issue was opened to the period's end, or none for a period that ended before it (a rerun of an
 * older period): the same on every rerun of a period, so an unchanged task takes no write.
 */
function openedLine(input: TaskBodyInput): string {
  if (input.watch) return `Opened ${dayWords(input.openedOn)}.`;
  const days = daysBetween(input.openedOn, input.period.dateTo);
  return `Opened ${dayWords(input.openedOn)}; open ${groupThousands(days)} day${days === 1 ? '' : 's'}.`;
}

/**
 * The whole body: the issue's body now with the action's part (hidden key first, hidden history and end line last)
 * in place of its own, within GITHUB_BODY_LIMIT whatever the term, the file names and the writer's text. The writer's
 * text is never cut: the part gets the room it leaves (the docs files fitted into it, or, when even the numbers do not
 * fit, only the heading and the hidden lines); with no room for that either, the body is left as it is.
 */
export function taskBody(input: TaskBodyInput): string {
  const { state, period } = input;
  const current = input.current ?? '';
  // Two characters more for the blank line before a part appended to a body that lost its own.
  const room = GITHUB_BODY_LIMIT - writerLength(current, input.key) - 2;
  const top = [keyLine(input.key), `**Documentation gap**: ${kindWords(input.kind)} ${bodyTerm(input.term)}`];
  const head = [
    ...top,
    '',
    periodLine(input),
    '',
    ...(input.watch ? watchSection(input.watch) : []),
    ...priorityLine(input.gap, period),
    // A watched task is closed and stays so: the rule by which the action closes an open one would say otherwise.
    ...(input.watch ? [] : [doneRuleLine(input.kind, period.doneRule, input.closeAfter), '']),
    ...evidenceSection(input.kind, input.gap, period),
    openedLine(input),
    '',
    ...trendTable(input),
    '',
    '',
  ].join('\n');
  const tail = [
    '',
    `_Kept up to date by docs-export-action with the docs report: it rewrites this part of the issue at every report, down to a hidden end line under this one. Write below this line or above the part: what you write there stays, as do the title you give the issue, its assignees and its labels. The action closes this issue when the gap has been gone for ${input.closeAfter} period${input.closeAfter === 1 ? '' : 's'} in a row; close it yourself and it stays closed (closed as done, it is watched: did the fix work?)._`,
    stateLine(state),
    endLine,
  ].join('\n');
  const docs = docsSection(input, room - head.length - tail.length - RESERVE).join('\n');
  const part = `${head}${docs}\n${tail}`;
  if (part.length <= room) return splicePart(current, input.key, part);
  const bare = [
    ...top,
    '',
    'The numbers and the docs files are left out: the text around this part leaves no room.',
    tail,
  ];
  const short = bare.join('\n');
  return short.length <= room ? splicePart(current, input.key, short) : current;
}

export function closingComment(kind: GapKind, closeAfter: number, period: TaskPeriod): string {
  // A period not read in full counted because the term was read in it with figures that make it no gap.
  const how = period.readInFull[kind]
    ? `with its ${kind === 'search' ? 'searches' : 'conversations'} read in full`
    : 'in which its term was read with figures that make it no gap';
  return `Closed by docs-export-action: this ${kindWords(kind)} has not been a gap for ${closeAfter} period${
    closeAfter === 1 ? '' : 's'
  } in a row (the last, ${period.phrase}, ${how}). If it comes back, the action reopens this issue.`;
}

export function reopeningComment(gap: Gap, period: TaskPeriod): string {
  const what = gap.kind === 'search' ? 'searches' : 'unanswered questions';
  return `Reopened by docs-export-action: the gap is back in ${period.phrase} (${groupThousands(gap.count)} ${what}).`;
}
