import { isIdentical } from '../manifest/diff.ts';
import type { BundleDiff, DiffOutcome, PreviousSource } from '../manifest/diff.ts';
import { groupThousands } from '../util/format.ts';
import { markdownPath } from '../util/markdown.ts';

// The bundle diff as the rollout shows it: a log line, markdown for the pull request body and the step summary, and
// the JSON of the `diff-file` output. The diff itself is manifest/diff.ts.

/** One line for the log: the counts and where the deployed side came from. */
export function diffLogLine(outcome: DiffOutcome): string {
  if (outcome.kind === 'none') return `No bundle diff: ${outcome.reason}`;
  const { diff } = outcome;
  const counts = isIdentical(outcome.diff)
    ? 'identical content'
    : `${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed`;
  const unchanged = diff.unchanged === undefined ? '' : `, ${groupThousands(diff.unchanged)} unchanged`;
  const others = diff.otherFiles.length === 0 ? '' : `; ${otherFilesCount(diff)}`;
  return `Bundle diff against the deployed bundle (job ${outcome.previousJobId}, ${SOURCE_TEXT[outcome.source]}): ${counts}${unchanged}${others}.`;
}

/** "1 other file differs", "3 other files differ". */
function otherFilesCount(diff: BundleDiff): string {
  const count = diff.otherFiles.length;
  return `${groupThousands(count)} other ${count === 1 ? 'file differs' : 'files differ'}`;
}

const SOURCE_TEXT: Record<PreviousSource, string> = {
  record: 'from the manifest its rollout recorded',
  link: 'read from the link the values hold',
  'same-job': 'the same export job',
};

/** How many paths of each kind are listed before the rest goes into a collapsed block. */
const FIRST_PATHS = 10;

/**
 * The diff as markdown, at most `budget` characters: the counts, the first paths of each kind (escaped), the rest in a
 * collapsed `<details>` block as far as the budget allows, and where the full list is (the `diff-file` output).
 */
export function diffMarkdown(outcome: DiffOutcome, budget: number): string {
  const heading = '#### What this rollout changes';
  if (outcome.kind === 'none') return [heading, '', `No page diff: ${outcome.reason}`].join('\n');
  const { diff } = outcome;
  const against = `against the bundle deployed now (job \`${outcome.previousJobId}\`, ${SOURCE_TEXT[outcome.source]})`;
  if (isIdentical(diff)) {
    const pages = diff.unchanged === undefined ? '' : ` (${groupThousands(diff.unchanged)} pages)`;
    return [heading, '', `**Identical content**${pages} ${against}: only the link changes.`].join('\n');
  }
  const unchanged = diff.unchanged === undefined ? '' : `, ${groupThousands(diff.unchanged)} unchanged`;
  const others = diff.otherFiles.length === 0 ? '' : `; **${otherFilesCount(diff)}**`;
  const lines = [
    heading,
    '',
    `**${groupThousands(diff.added.length)} added, ${groupThousands(diff.removed.length)} removed, ${groupThousands(diff.changed.length)} changed** pages${unchanged}${others}, ${against}.`,
  ];
  // The other files first, scripts and styles at their top: what changes every page is what a reviewer must see.
  const kinds: Kind[] = [
    {
      label: 'Other files (scripts and styles first)',
      short: 'other files',
      items: diff.otherFiles.map(({ path, change }) => `${markdownPath(path)} (${change})`),
    },
    { label: 'Added', short: 'added', items: diff.added.map(markdownPath) },
    { label: 'Removed', short: 'removed', items: diff.removed.map(markdownPath) },
    { label: 'Changed', short: 'changed', items: diff.changed.map(markdownPath) },
  ];
  const rest: string[] = [];
  for (const { label, short, items } of kinds) {
    if (items.length === 0) continue;
    lines.push('', `${label}:`, ...items.slice(0, FIRST_PATHS).map((item) => `- ${item}`));
    if (items.length > FIRST_PATHS) rest.push(`${short} ${groupThousands(items.length - FIRST_PATHS)}`);
  }
  const head = lines.join('\n');
  if (rest.length === 0) return head;
  return `${head}\n\n${restBlock(kinds, rest, budget - head.length - 2)}`;
}

/** The items after the first of each kind, in a collapsed block; cut where the budget ends, with a count of what was left out. */
interface Kind {
  label: string;
  /** As the collapsed block's summary counts it. */
  short: string;
  /** Markdown lines, escaped. */
  items: string[];
}

function restBlock(kinds: Kind[], summary: string[], budget: number): string {
  const open = `<details><summary>The other paths (${summary.join(', ')})</summary>\n`;
  const close = '\n</details>';
  const note = (left: number) => `\n\n…and ${groupThousands(left)} more: every path is in the \`diff-file\` output.`;
  const reserve = open.length + close.length + note(Number.MAX_SAFE_INTEGER).length;
  const lines: string[] = [];
  let used = reserve;
  let left = 0;
  for (const { label, items } of kinds) {
    const others = items.slice(FIRST_PATHS);
    if (others.length === 0) continue;
    const title = `\n${label}:\n`;
    if (left > 0 || used + title.length > budget) {
      left += others.length;
      continue;
    }
    lines.push(title);
    used += title.length;
    for (const [index, item] of others.entries()) {
      const line = `- ${item}\n`;
      if (used + line.length > budget) {
        left += others.length - index;
        break;
      }
      lines.push(line);
      used += line.length;
    }
  }
  return `${open}${lines.join('').replace(/\n$/, '')}${close}${left > 0 ? note(left) : ''}`;
}

/** The full diff for the `diff-file` output. */
export function diffJson(outcome: Extract<DiffOutcome, { kind: 'diff' }>, nextJobId: string): string {
  const { diff } = outcome;
  return `${JSON.stringify(
    {
      previous: { jobId: outcome.previousJobId, source: outcome.source },
      next: { jobId: nextJobId },
      identical: isIdentical(diff),
      counts: {
        added: diff.added.length,
        removed: diff.removed.length,
        changed: diff.changed.length,
        unchanged: diff.unchanged ?? null,
        otherFiles: diff.otherFiles.length,
      },
      added: diff.added,
      removed: diff.removed,
      changed: diff.changed,
      // Files that are not pages and differ, scripts and styles first: `{ path, change }`.
      otherFiles: diff.otherFiles,
    },
    null,
    2,
  )}\n`;
}
