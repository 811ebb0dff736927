import type { AirgapCheck } from '../../settings/types.ts';
import { BundleError, verificationError } from '../errors.ts';
import type { AirgapFinding } from './references.ts';

/** What the archive holds, once it has streamed to its end, and what that means for the bundle. */
export interface ArchiveFacts {
  /** Regular files. */
  files: number;
  /** Regular files named `*.html`, except the site's error page (`404.html` beside `index.html`). */
  pages: number;
  /** Where `index.html` is: `''` (archive root) or `'dir/'`; undefined when there is none. */
  siteRoot: string | undefined;
  /** The tar's end-of-archive marker (two zero blocks) was seen. */
  endMarker: boolean;
  findings: AirgapFinding[];
  /** Findings beyond the number kept, not stored. */
  findingsLeftOut: number;
}

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

/**
 * The bundle's `.html` count against the job's `pageCount`. Equal is a match. A difference of at most
 * 2 pages or 2% of the job's count (whichever is larger) is a warning: a service may count a 404 page
 * or a redirect stub differently. Anything more means the bundle is not the export the job reported.
 */
export type PageCountVerdict =
  | { kind: 'match' }
  | { kind: 'close'; message: string }
  | { kind: 'mismatch'; message: string };

export function pageCountTolerance(expected: number): number {
  return Math.max(2, Math.ceil(expected * 0.02));
}

export function comparePageCount(found: number, expected: number | undefined): PageCountVerdict {
  if (expected === undefined || found === expected) return { kind: 'match' };
  const difference = Math.abs(found - expected);
  const tolerance = pageCountTolerance(expected);
  const counts = `the bundle holds ${found} .html pages but the job reported ${expected}`;
  if (difference <= tolerance) return { kind: 'close', message: `Page count differs slightly: ${counts}.` };
  return {
    kind: 'mismatch',
    message: `${counts} (more than the ${tolerance} pages of difference accepted)`,
  };
}

/**
 * Where the site's `index.html` is. The service packs pages at the archive root (`index.html`,
 * `guides/a.html`); an archive whose every entry sits under one top-level directory
 * (`site/index.html`, `site/guides/a.html`) is accepted too, as tools that pack a folder produce it.
 * Nothing is stripped: extraction keeps the archive's layout, and `root` tells where the site starts.
 */
export interface SiteLayout {
  /** Record one entry, already normalized (no `./`, no trailing `/`). */
  add(path: string, isFile: boolean): void;
  /** `''` for the archive root, `'dir/'` for one common top-level directory, undefined when no index.html. */
  root(): string | undefined;
}

export function createSiteLayout(): SiteLayout {
  let rootIndex = false;
  let rootFiles = false;
  const topLevel = new Set<string>();
  const topIndexes = new Set<string>();
  return {
    add(path, isFile) {
      if (path === '') return;
      const slash = path.indexOf('/');
      // A later entry of the same name replaces an earlier one when extracted: a directory named
      // index.html leaves no page behind.
      if (slash < 0) {
        if (isFile) rootFiles = true;
        if (path === 'index.html') rootIndex = isFile;
        if (!isFile && topLevel.size < 2) topLevel.add(path);
        return;
      }
      // Two distinct names are enough to know there is no single common directory.
      if (topLevel.size < 2) topLevel.add(path.slice(0, slash));
      if (path.slice(slash + 1) === 'index.html') {
        if (!isFile) topIndexes.delete(path.slice(0, slash));
        else if (topIndexes.size < 2) topIndexes.add(path.slice(0, slash));
      }
    },
    root() {
      if (rootIndex) return '';
      const [only] = topLevel;
      if (only !== undefined && topLevel.size === 1 && !rootFiles && topIndexes.has(only)) return `${only}/`;
      return undefined;
    },
  };
}
