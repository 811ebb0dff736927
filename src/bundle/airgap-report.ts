import { lineText } from '../util/line-text.ts';
import type { Log } from '../util/log.ts';
import type { AirgapFinding, ReferenceKind } from './verify/references.ts';

/** GitHub shows only the first few annotations of a step; the rest is summed up in one more line. */
export const MAX_PAGE_ANNOTATIONS = 8;

export interface PageFindings {
  page: string;
  /** Hosts in first-seen order, each with the kinds of resources loaded from it. */
  hosts: { host: string; kinds: ReferenceKind[] }[];
}

/** Findings grouped by page, pages and hosts in the order they were found. */
export function groupFindingsByPage(findings: readonly AirgapFinding[]): PageFindings[] {
  const pages = new Map<string, Map<string, Set<ReferenceKind>>>();
  for (const { page, host, kind } of findings) {
    let hosts = pages.get(page);
    if (!hosts) pages.set(page, (hosts = new Map<string, Set<ReferenceKind>>()));
    let kinds = hosts.get(host);
    if (!kinds) hosts.set(host, (kinds = new Set()));
    kinds.add(kind);
  }
  return [...pages].map(([page, hosts]) => ({
    page,
    hosts: [...hosts].map(([host, kinds]) => ({ host, kinds: [...kinds] })),
  }));
}

/** `guides/intro.html loads resources from other hosts: cdn.example.com (script, style), fonts.example.net (font)` */
export function pageFindingLine({ page, hosts }: PageFindings): string {
  const list = hosts.map(({ host, kinds }) => `${lineText(host)} (${kinds.join(', ')})`).join(', ');
  return `${lineText(page)} loads resources from other hosts, which an air-gapped deployment cannot reach: ${list}`;
}

/** One readable line per finding, for a pull request body. */
export function describeFindings(findings: readonly AirgapFinding[]): string[] {
  return findings.map(
    ({ page, kind, host }) => `${lineText(page)} loads ${article(kind)} ${kind} from ${lineText(host)}`,
  );
}

/** One warning annotation per page (capped, with an "and N more" line), so the check is seen on the run page. */
export function annotateFindings(log: Log, findings: readonly AirgapFinding[]): void {
  const pages = groupFindingsByPage(findings);
  const title = 'Air-gap check';
  for (const page of pages.slice(0, MAX_PAGE_ANNOTATIONS)) log.warning(pageFindingLine(page), { title });
  const more = pages.length - MAX_PAGE_ANNOTATIONS;
  if (more > 0) {
    log.warning(
      `… and ${more} more page${more === 1 ? '' : 's'} load resources from other hosts; see the step summary.`,
      { title },
    );
  }
}

function article(kind: ReferenceKind): string {
  return kind === 'image' ? 'an' : 'a';
}
