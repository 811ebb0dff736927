import type { AirgapCheck } from '../../settings/types.ts';
import { BundleError, verificationError } from '../download/errors.ts';
import { formatAirgapFindings, pagesWithFindings } from './airgap.ts';
import type { ArchiveFacts } from './archive-inspector.ts';
import { comparePageCount } from './page-count.ts';

/**
 * The checks that need the whole archive: an `index.html`, the page count, the air-gap findings.
 * Returns warnings for what is acceptable; throws a `BundleError` for what is not.
 */
export function judgeArchive(facts: ArchiveFacts, expectedPageCount: number | undefined, airgapCheck: AirgapCheck): string[] {
  const warnings: string[] = [];
  if (facts.siteRoot === undefined) {
    throw verificationError('it has no index.html at its root (nor in a single top-level directory)');
  }
  if (!facts.endMarker) warnings.push('The tar archive has no end-of-archive marker; every entry in it was complete.');
  const pages = comparePageCount(facts.pages, expectedPageCount);
  if (pages.kind === 'mismatch') throw verificationError(pages.message);
  if (pages.kind === 'close') warnings.push(pages.message);
  const total = facts.findings.length + facts.findingsLeftOut;
  if (airgapCheck === 'error' && total > 0) {
    const lines = formatAirgapFindings(facts.findings, 20, facts.findingsLeftOut).map((line) => `  - ${line}`);
    throw new BundleError(
      'airgap',
      [
        `Air-gap check failed: ${pagesWithFindings(facts.findings)} page(s) load ${total} resource(s) from other hosts, which an air-gapped deployment cannot reach:`,
        ...lines,
        'Serve these scripts, styles, fonts and images from the docs site itself, or set airgap-check to warn to accept them.',
      ].join('\n'),
    );
  }
  if (facts.findingsLeftOut > 0) {
    warnings.push(`The air-gap check kept the first ${facts.findings.length} external references and left ${facts.findingsLeftOut} out.`);
  }
  return warnings;
}
