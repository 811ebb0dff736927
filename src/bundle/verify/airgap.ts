import type { AirgapFinding } from './types.ts';

/** Findings as lines a person can read, the first `limit` of them, then how many more there are. */
export function formatAirgapFindings(findings: readonly AirgapFinding[], limit = 20, leftOut = 0): string[] {
  const lines = findings.slice(0, limit).map((f) => `${f.page}: ${f.kind} from ${f.host} (${f.url})`);
  const more = findings.length - Math.min(findings.length, limit) + leftOut;
  if (more > 0) lines.push(`... and ${more} more`);
  return lines;
}

/** How many distinct pages the findings name. */
export function pagesWithFindings(findings: readonly AirgapFinding[]): number {
  return new Set(findings.map((f) => f.page)).size;
}
