// What the mode says: the sticky comment on the pull request (a hidden marker first, so the next run finds it again)
// and the step summary. Titles, terms and paths are written by readers and others: escaped (util/markdown.ts). Pure.
import { groupThousands } from '../util/format.ts';
import { escapeMarkdown, markdownPath } from '../util/markdown.ts';
import type { TaskMatch } from './match.ts';

/** The first line of the mode's comment: what finds it again, on every rerun. */
export const COMMENT_MARKER = '<!-- docs-export-action task-links -->';

/** Files named per reason at most: the rest are counted. */
const FILES_SHOWN = 3;
/** Characters of a term shown. */
const TERM_SHOWN = 120;

function fileList(files: readonly string[]): string {
  const shown = files.slice(0, FILES_SHOWN).map(markdownPath).join(', ');
  const rest = files.length - FILES_SHOWN;
  return rest > 0 ? `${shown} and ${groupThousands(rest)} more` : shown;
}

function termShown(term: string): string {
  const cut = [...term].length > TERM_SHOWN ? `${[...term].slice(0, TERM_SHOWN - 1).join('')}…` : term;
  return `“${escapeMarkdown(cut)}”`;
}

function reasons(match: TaskMatch): string {
  const why: string[] = [];
  if (match.changedFiles.length > 0)
    why.push(`${match.changedFiles.length === 1 ? 'file' : 'files'} ${fileList(match.changedFiles)} changed`);
  if (match.mentioningFiles.length > 0 && match.task.term !== undefined)
    why.push(`adds a line mentioning ${termShown(match.task.term)} (in ${fileList(match.mentioningFiles)})`);
  return why.join('; ');
}

/** One line per task: `#N title: why`, then how to link it, or that it is linked. */
export function taskLine(match: TaskMatch): string {
  const { number, title } = match.task;
  const head = `- #${number} ${escapeMarkdown(title)}: ${reasons(match)}.`;
  return match.linked
    ? `${head} **Linked**: the description says this pull request fixes it.`
    : `${head} Add \`Fixes #${number}\` to the description to link it.`;
}

export interface LinksReport {
  matches: TaskMatch[];
  /** Words on what was not read (a bound reached), for the reader to weigh a short list. */
  notes: string[];
}

/** The comment's body: the tasks this pull request may fix, or that none matches any more. */
export function commentBody(report: LinksReport): string {
  const lines = [COMMENT_MARKER, '### Documentation tasks this pull request may fix', ''];
  if (report.matches.length === 0)
    lines.push('None of the open documentation tasks matches this pull request any more.');
  else lines.push(...report.matches.map(taskLine));
  if (report.notes.length > 0) lines.push('', ...report.notes.map((note) => `_${note}_`));
  lines.push(
    '',
    '_By docs-export-action (`task-links`): a task matches when the pull request changes a file the task names, or adds a line that mentions its term. It is only a suggestion: the task closes when the gap is gone._',
  );
  return lines.join('\n');
}

/** Where the result went, for the step summary. */
export type Delivery =
  | { to: 'comment'; url: string; action: 'created' | 'updated' | 'unchanged' }
  | { to: 'summary-only'; why: string }
  | { to: 'nowhere' };

/** The step summary: the same list, and where it went. */
export function summaryText(report: LinksReport, pull: number, delivery: Delivery): string {
  const lines = [`### Documentation tasks pull request #${pull} may fix`, ''];
  if (report.matches.length === 0) lines.push('No open documentation task matches this pull request.');
  else lines.push(...report.matches.map(taskLine));
  if (report.notes.length > 0) lines.push('', ...report.notes);
  lines.push('');
  if (delivery.to === 'comment') lines.push(`The comment on the pull request (${delivery.action}): ${delivery.url}`);
  if (delivery.to === 'summary-only') lines.push(`Not commented on the pull request: ${delivery.why}`);
  return `${lines.join('\n')}\n`;
}
