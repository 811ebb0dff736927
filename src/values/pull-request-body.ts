import { formatBytes } from '../util/format.ts';
import { markdownPath } from '../util/markdown.ts';
import type { RolloutFacts } from './rollout.ts';

/** Lets a later run find the pull request it opened, whatever its title became. */
export const PULL_REQUEST_MARKER = '<!-- docs-export-action:values-pull-request -->';

const MAX_FINDINGS = 30;

export interface PullRequestBodyInput {
  facts: RolloutFacts;
  mode: 'export' | 'refresh-link';
  file: string;
  keyPath: readonly string[];
  version?: string;
  /** RFC 3339 expiry of the link written, or undefined for a re-hosted `values-bundle-url`. */
  expiresAt?: string;
  /** The workflow run, when known. */
  runUrl?: string;
}

/** The pull request description: what was exported and checked. Never the link: it is a credential. */
export function pullRequestBody(input: PullRequestBodyInput): string {
  const { facts } = input;
  const target = `\`${input.file}\` (\`${input.keyPath.join('.')}\`)`;
  const intro =
    input.mode === 'refresh-link'
      ? `Renews the static export bundle link in ${target} before the one in use expires. No new export ran.`
      : `Rolls the bundle of a fresh static export into ${target}.`;
  const size = facts.sizeBytes ?? facts.bundle.sizeBytes;
  const rows: [string, string | undefined][] = [
    ['Export job', markdownPath(facts.jobId)],
    ['Pages', facts.pageCount === undefined ? undefined : String(facts.pageCount)],
    ['Bundle size', size === undefined ? undefined : `${formatBytes(size)} (${size} bytes)`],
    ['SHA-256', facts.sha256 && `\`${facts.sha256}\``],
    ['Link expires', input.expiresAt ?? 'never (re-hosted at `values-bundle-url`)'],
    ['Version label', input.version && `\`${escapeMarkdown(input.version)}\``],
  ];
  const lines = [
    PULL_REQUEST_MARKER,
    '### Static export bundle link',
    '',
    intro,
    '',
    '| | |',
    '|---|---|',
    ...rows.filter((row): row is [string, string] => row[1] !== undefined).map(([label, value]) => `| ${label} | ${value} |`),
    '',
    input.expiresAt
      ? 'The presigned link itself is only in the file: it is a credential, so it is not repeated here. Merge before it expires.'
      : 'The values point at the bundle re-hosted on your own storage, not at the presigned link.',
    '',
    ...airgapSection(facts),
    `<sub>Maintained by docs-export-action${input.runUrl ? ` ([run](${input.runUrl}))` : ''}: the next run rebuilds this branch from its base.</sub>`,
  ];
  return lines.join('\n');
}

function airgapSection(facts: RolloutFacts): string[] {
  if (facts.sha256 === undefined) return ['The bundle was not downloaded in this run, so it was not checked here.', ''];
  if (facts.airgapFindings.length === 0) return ['**Air-gap check:** no page loads scripts, styles, fonts or images from another host.', ''];
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

/** Page paths and hosts are data: they must not become markup. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|#~]/g, (char) => `\\${char}`).replace(/\s+/g, ' ');
}
