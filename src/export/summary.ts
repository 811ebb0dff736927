/** The step summary of an export: pure markdown from plain facts; text from the service or the bundle through the one escaping. */
import type { AirgapFinding } from '../bundle/verify/references.ts';
import type { AirgapCheck } from '../settings/types.ts';
import { parseExpiry } from '../util/expiry.ts';
import { formatBytes, formatDuration, formatRelative, groupThousands } from '../util/format.ts';
import { escapeMarkdown, markdownPath } from '../util/markdown.ts';
import { displayUrl } from '../util/redact.ts';

export interface ExportSummaryFacts {
  jobId: string;
  domain?: string;
  version?: string;
  pageCount?: number;
  /** The presigned link: only its host and path are shown. */
  bundleUrl: string;
  /** RFC 3339 UTC. */
  expiresAt: string;
  /** Clock time the summary is written, for "in 6d 23h". */
  now: number;
  /** Set when the bundle was downloaded and verified. */
  download?: {
    sizeBytes: number;
    sha256: string;
    path: string;
    extractedPath?: string;
  };
  /** Set with `deploy-first`: the deployment that ran before the export. */
  deployment?: { deploymentId: string; status: string; tookMs: number };
  airgapCheck: AirgapCheck;
  airgapFindings: readonly AirgapFinding[];
  warnings?: readonly string[];
}

/** Rows of the findings table; beyond them a note says how many were left out (the summary has a size limit). */
export const MAX_FINDING_ROWS = 100;

export function buildExportSummary(facts: ExportSummaryFacts): string {
  const lines: string[] = [`## Docs export${facts.domain ? `: ${escapeMarkdown(facts.domain)}` : ''}`, ''];
  const rows: [string, string][] = [];
  if (facts.deployment) {
    const { deploymentId, status, tookMs } = facts.deployment;
    rows.push([
      'Deployment',
      `${markdownPath(deploymentId)} ${escapeMarkdown(status)} after ${formatDuration(tookMs)} (deploy-first)`,
    ]);
  }
  rows.push(['Job', markdownPath(facts.jobId)]);
  if (facts.domain) rows.push(['Domain', escapeMarkdown(facts.domain)]);
  rows.push(['Version', facts.version ? markdownPath(facts.version) : 'latest published']);
  if (facts.pageCount !== undefined) rows.push(['Pages', String(facts.pageCount)]);
  if (facts.download) {
    const { sizeBytes, sha256 } = facts.download;
    rows.push(['Bundle size', `${formatBytes(sizeBytes)} (${groupThousands(sizeBytes)} bytes)`]);
    rows.push(['SHA-256', markdownPath(sha256)]);
  }
  rows.push([
    'Bundle link',
    `${markdownPath(displayUrl(facts.bundleUrl))} (signature hidden; the full link is the \`bundle-url\` output)`,
  ]);
  rows.push(['Link expires', `${facts.expiresAt} (${formatRelative(parseExpiry(facts.expiresAt), facts.now)})`]);
  if (facts.download) {
    rows.push(['Saved to', markdownPath(facts.download.path)]);
    if (facts.download.extractedPath) rows.push(['Extracted to', markdownPath(facts.download.extractedPath)]);
  }
  lines.push('| | |', '|---|---|', ...rows.map(([name, value]) => `| ${name} | ${value} |`), '');

  lines.push('### Air-gap check', '', ...airgapSection(facts), '');
  if (facts.warnings?.length) {
    lines.push('### Warnings', '', ...facts.warnings.map((warning) => `- ${escapeMarkdown(warning)}`), '');
  }
  return lines.join('\n');
}

function airgapSection(facts: ExportSummaryFacts): string[] {
  if (!facts.download) return ['Not run: the bundle was not downloaded (`download: false`).'];
  if (facts.airgapCheck === 'off') return ['Not run (`airgap-check: off`).'];
  const findings = facts.airgapFindings;
  if (findings.length === 0) return ['No page loads scripts, styles, fonts or images from another host.'];
  const pages = new Set(findings.map((finding) => finding.page)).size;
  const rows = distinctRows(findings);
  const lines = [
    `${findings.length} reference${findings.length === 1 ? '' : 's'} to other hosts in ${pages} page${pages === 1 ? '' : 's'}: ` +
      'an air-gapped deployment cannot load them.',
    '',
    '| Page | Kind | Host |',
    '|---|---|---|',
    ...rows.slice(0, MAX_FINDING_ROWS).map((f) => `| ${markdownPath(f.page)} | ${f.kind} | ${markdownPath(f.host)} |`),
  ];
  if (rows.length > MAX_FINDING_ROWS) lines.push('', `… and ${rows.length - MAX_FINDING_ROWS} more not shown.`);
  return lines;
}

/** One row per page, kind and host: two images from one CDN on one page say nothing more than one. */
function distinctRows(findings: readonly AirgapFinding[]): AirgapFinding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = JSON.stringify([f.page, f.kind, f.host]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
