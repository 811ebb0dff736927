import { GITHUB_BODY_LIMIT } from '../github/limits.ts';
import { isIdentical } from '../manifest/diff.ts';
import type { DiffOutcome } from '../manifest/diff.ts';
import { PULL_REQUEST_MARKER, recordBlockWithin } from '../manifest/framing.ts';
import type { ManifestRecord } from '../manifest/framing.ts';
import { formatBytes } from '../util/format.ts';
import { escapeMarkdown, markdownPath } from '../util/markdown.ts';
import { diffMarkdown } from './bundle-diff.ts';
import { unrecordedNote } from './diff-record.ts';

/** Room kept for the diff's counts and first paths when the manifest record competes for the body. */
const DIFF_MINIMUM = 8_000;
const MAX_FINDINGS = 30;

/** What the body says of the bundle rolled out. */
export interface BodyFacts {
  jobId: string;
  pageCount?: number;
  sizeBytes?: number;
  /** Set when the bundle was downloaded and verified in this run. */
  sha256?: string;
  /** Human-readable air-gap findings, e.g. "guides/intro.html loads a script from cdn.example.com". */
  airgapFindings: string[];
}

export interface PullRequestBodyInput {
  facts: BodyFacts;
  mode: 'export' | 'refresh-link';
  file: string;
  keyPath: readonly string[];
  version?: string;
  /** RFC 3339 expiry of the link written, or undefined for a re-hosted `values-bundle-url`. */
  expiresAt?: string;
  /** The workflow run, when known. */
  runUrl?: string;
  /** The pages this rollout changes against the deployed bundle; undefined when no diff was attempted. */
  diff?: DiffOutcome;
  /** The new bundle's manifest record, hidden at the end for the next run's diff. */
  record?: ManifestRecord;
}

/**
 * The pull request description: what was exported and checked, and what the rollout changes; never the link (a
 * credential). Within GitHub's limit: the manifest record comes last when it fits beside the diff's counts and first
 * paths, and the diff's other paths fill what is left.
 */
export function pullRequestBody(input: PullRequestBodyInput): string {
  const top = [
    PULL_REQUEST_MARKER,
    '### Static export bundle link',
    '',
    intro(input),
    '',
    ...factRows(input),
    '',
    linkNote(input),
    '',
    ...airgapSection(input.facts),
  ];
  const footer = `<sub>Maintained by docs-export-action${input.runUrl ? ` ([run](${input.runUrl}))` : ''}: the next run rebuilds this branch from its base.</sub>`;
  const fixed = top.join('\n').length + footer.length + 4;
  const room = GITHUB_BODY_LIMIT - fixed - (input.diff ? DIFF_MINIMUM : 0) - 1;
  const record = input.record && recordBlockWithin(input.facts.jobId, input.record, 'pull-request-body', room);
  const unrecorded =
    input.record && !record ? `\n<sub>${unrecordedNote(input.record.pages, 'this pull request')}</sub>` : '';
  const used = fixed + unrecorded.length + (record ? record.length + 1 : 0);
  const diff = input.diff ? `${diffMarkdown(input.diff, GITHUB_BODY_LIMIT - used - 2)}\n\n` : '';
  return [...top, `${diff}${footer}${unrecorded}`, ...(record ? [record] : [])].join('\n');
}

function intro(input: PullRequestBodyInput): string {
  const target = `${markdownPath(input.file)} (${markdownPath(input.keyPath.join('.'))})`;
  if (input.diff?.kind === 'diff' && isIdentical(input.diff.diff)) {
    return `Renews the static export bundle link in ${target}: the bundle holds **identical content** to the one deployed now, so this rollout only renews the link.`;
  }
  return input.mode === 'refresh-link'
    ? `Renews the static export bundle link in ${target} before the one in use expires. No new export ran.`
    : `Rolls the bundle of a fresh static export into ${target}.`;
}

function factRows(input: PullRequestBodyInput): string[] {
  const { facts } = input;
  const size = facts.sizeBytes;
  const rows: [string, string | undefined][] = [
    ['Export job', markdownPath(facts.jobId)],
    ['Pages', facts.pageCount === undefined ? undefined : String(facts.pageCount)],
    ['Bundle size', size === undefined ? undefined : `${formatBytes(size)} (${size} bytes)`],
    ['SHA-256', facts.sha256 && `\`${facts.sha256}\``],
    ['Link expires', input.expiresAt ?? 'never (re-hosted at `values-bundle-url`)'],
    ['Version label', input.version && markdownPath(input.version)],
  ];
  return [
    '| | |',
    '|---|---|',
    ...rows
      .filter((row): row is [string, string] => row[1] !== undefined)
      .map(([label, value]) => `| ${label} | ${value} |`),
  ];
}

function linkNote(input: PullRequestBodyInput): string {
  return input.expiresAt
    ? 'The presigned link itself is only in the file: it is a credential, so it is not repeated here. Merge before it expires.'
    : 'The values point at the bundle re-hosted on your own storage, not at the presigned link.';
}

function airgapSection(facts: BodyFacts): string[] {
  if (facts.sha256 === undefined) return ['The bundle was not downloaded in this run, so it was not checked here.', ''];
  if (facts.airgapFindings.length === 0)
    return ['**Air-gap check:** no page loads scripts, styles, fonts or images from another host.', ''];
  const shown = facts.airgapFindings.slice(0, MAX_FINDINGS).map((finding) => `- ${escapeMarkdown(finding)}`);
  const more = facts.airgapFindings.length - shown.length;
  return [
    `**Air-gap check:** ${facts.airgapFindings.length} reference(s) to other hosts, which an air-gapped deployment cannot reach:`,
    '',
    ...shown,
    ...(more > 0 ? [`- ... and ${more} more (see the run's annotations)`] : []),
    '',
  ];
}
