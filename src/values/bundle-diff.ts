import { groupThousands } from '../util/format.ts';
import { markdownPath } from '../util/markdown.ts';

/**
 * A bundle's pages as the diff sees them: path → content hash. Any digest will do, in any length from 4 characters:
 * a recorded manifest may keep a short hash, so two hashes are equal when the shorter is a prefix of the longer.
 */
export type PageHashes = ReadonlyMap<string, string>;

/** What a rollout changes, page by page; every list sorted. */
export interface BundleDiff {
  added: string[];
  removed: string[];
  changed: string[];
  /** Pages in both bundles with the same content; undefined when neither side's pages are known (same job). */
  unchanged: number | undefined;
}

/** Where the deployed side of a diff came from. */
export type PreviousSource = 'record' | 'link' | 'same-job';

/** The diff of a rollout, or why there is none. */
export type DiffOutcome =
  { kind: 'diff'; diff: BundleDiff; previousJobId: string; source: PreviousSource } | { kind: 'none'; reason: string };

const SHORTEST_HASH = 4;

export function sameContent(a: string, b: string): boolean {
  if (a.length < SHORTEST_HASH || b.length < SHORTEST_HASH) return false;
  return a.length <= b.length ? b.startsWith(a) : a.startsWith(b);
}

/** The pure diff of two manifests. */
export function diffPages(previous: PageHashes, next: PageHashes): BundleDiff {
  const added: string[] = [];
  const changed: string[] = [];
  let unchanged = 0;
  for (const [path, hash] of next) {
    const before = previous.get(path);
    if (before === undefined) added.push(path);
    else if (sameContent(before, hash)) unchanged += 1;
    else changed.push(path);
  }
  const removed = [...previous.keys()].filter((path) => !next.has(path));
  return { added: added.sort(), removed: removed.sort(), changed: changed.sort(), unchanged };
}

/** Identical content: the same pages with the same hashes. */
export function isIdentical(diff: BundleDiff): boolean {
  return diff.added.length === 0 && diff.removed.length === 0 && diff.changed.length === 0;
}

/** One line for the log: the counts and where the deployed side came from. */
export function diffLogLine(outcome: DiffOutcome): string {
  if (outcome.kind === 'none') return `No bundle diff: ${outcome.reason}`;
  const { diff } = outcome;
  const counts = isIdentical(outcome.diff)
    ? 'identical content'
    : `${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed`;
  const unchanged = diff.unchanged === undefined ? '' : `, ${groupThousands(diff.unchanged)} unchanged`;
  return `Bundle diff against the deployed bundle (job ${outcome.previousJobId}, ${SOURCE_TEXT[outcome.source]}): ${counts}${unchanged}.`;
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
  const lines = [
    heading,
    '',
    `**${groupThousands(diff.added.length)} added, ${groupThousands(diff.removed.length)} removed, ${groupThousands(diff.changed.length)} changed** pages${unchanged}, ${against}.`,
  ];
  const kinds: [string, string[]][] = [
    ['Added', diff.added],
    ['Removed', diff.removed],
    ['Changed', diff.changed],
  ];
  const rest: string[] = [];
  for (const [label, paths] of kinds) {
    if (paths.length === 0) continue;
    lines.push('', `${label}:`, ...paths.slice(0, FIRST_PATHS).map((path) => `- ${markdownPath(path)}`));
    if (paths.length > FIRST_PATHS) rest.push(`${label.toLowerCase()} ${groupThousands(paths.length - FIRST_PATHS)}`);
  }
  const head = lines.join('\n');
  if (rest.length === 0) return head;
  return `${head}\n\n${restBlock(kinds, rest, budget - head.length - 2)}`;
}

/** The paths after the first of each kind, in a collapsed block; cut where the budget ends, with a count of what was left out. */
function restBlock(kinds: [string, string[]][], summary: string[], budget: number): string {
  const open = `<details><summary>The other paths (${summary.join(', ')})</summary>\n`;
  const close = '\n</details>';
  const note = (left: number) => `\n\n…and ${groupThousands(left)} more: every path is in the \`diff-file\` output.`;
  const reserve = open.length + close.length + note(Number.MAX_SAFE_INTEGER).length;
  const lines: string[] = [];
  let used = reserve;
  let left = 0;
  for (const [label, paths] of kinds) {
    const others = paths.slice(FIRST_PATHS);
    if (others.length === 0) continue;
    const title = `\n${label}:\n`;
    if (left > 0 || used + title.length > budget) {
      left += others.length;
      continue;
    }
    lines.push(title);
    used += title.length;
    for (const [index, path] of others.entries()) {
      const line = `- ${markdownPath(path)}\n`;
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
      },
      added: diff.added,
      removed: diff.removed,
      changed: diff.changed,
    },
    null,
    2,
  )}\n`;
}
