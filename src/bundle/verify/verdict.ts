import type { AirgapCheck, ContentCheck } from '../../settings/types.ts';
import { groupThousands } from '../../util/format.ts';
import { BundleError } from '../errors.ts';
import type { AirgapFinding } from './references.ts';

/** What the archive holds, once it has streamed to its end. */
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
  /** Bytes the gzip stream inflated to. */
  unpackedBytes: number;
  /** Tar entries (files and directories). */
  entries: number;
  /**
   * Every file by its path in the site (under the site root) with the start of its SHA-256, for the bundle diff;
   * undefined for a site of more than MAX_MANIFEST_FILES (manifest/files.ts) files.
   */
  fileHashes: Map<string, string> | undefined;
}

/** A content check that did not hold: what the service does not promise, so advice rather than integrity. */
export interface ContentFinding {
  check: 'site-root' | 'page-count' | 'size';
  message: string;
}

/** The content checks' numbers and findings, for the log, the summary and the values pull request. */
export interface ContentReport {
  /** `content-check` as set; `off` means none of the checks ran and `findings` is empty. */
  mode: ContentCheck;
  findings: ContentFinding[];
  /** `.html` pages found, and the job's `pageCount` when the service gave one. */
  pages: { found: number; expected?: number };
  /** Bytes downloaded, and the service's `sizeBytes` when it gave one. */
  size: { downloaded: number; announced?: number };
  /** Where `index.html` is, `''` for the archive root; undefined when the bundle has none. */
  siteRoot: string | undefined;
}

export interface BundleVerdictInput {
  facts: ArchiveFacts;
  /** The job's `pageCount`. */
  expectedPageCount?: number;
  /** The service's `sizeBytes` for the bundle, and the bytes that arrived. */
  announcedSize?: number;
  downloadedSize: number;
  airgapCheck: AirgapCheck;
  contentCheck: ContentCheck;
}

export interface BundleVerdict {
  /** Lines for `Bundle check` warnings: acceptable oddities and, with `content-check: warn`, the content findings. */
  warnings: string[];
  content: ContentReport;
}

/**
 * The checks that need the whole archive. Integrity was settled while streaming; here the content
 * checks (root `index.html`, page count, `sizeBytes`) become findings reported under `content-check`,
 * and the air-gap findings are judged under `airgap-check`. Throws a `BundleError` for what is refused.
 */
export function judgeBundle(input: BundleVerdictInput): BundleVerdict {
  const { facts, contentCheck } = input;
  const warnings: string[] = [];
  const content: ContentReport = {
    mode: contentCheck,
    findings: contentCheck === 'off' ? [] : contentFindings(input),
    pages: { found: facts.pages, expected: input.expectedPageCount },
    size: { downloaded: input.downloadedSize, announced: input.announcedSize },
    siteRoot: facts.siteRoot,
  };
  if (contentCheck === 'error' && content.findings.length > 0) {
    throw new BundleError(
      'content',
      [
        `Content check failed: ${content.findings.map((finding) => finding.message).join('; ')}.`,
        'The service does not promise these; set content-check to warn to accept the bundle with a warning.',
      ].join(' '),
    );
  }
  warnings.push(...content.findings.map((finding) => `${finding.message}.`));
  if (!facts.endMarker) warnings.push('The tar archive has no end-of-archive marker; every entry in it was complete.');
  const total = facts.findings.length + facts.findingsLeftOut;
  if (input.airgapCheck === 'error' && total > 0) {
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
    warnings.push(
      `The air-gap check kept the first ${facts.findings.length} external references and left ${facts.findingsLeftOut} out.`,
    );
  }
  return { warnings, content };
}

function contentFindings(input: BundleVerdictInput): ContentFinding[] {
  const found: ContentFinding[] = [];
  if (input.facts.siteRoot === undefined) {
    found.push({
      check: 'site-root',
      message: 'The bundle has no index.html at its root (nor in a single top-level directory)',
    });
  }
  const pages = comparePageCount(input.facts.pages, input.expectedPageCount);
  if (pages.kind === 'mismatch')
    found.push({ check: 'page-count', message: `The page count is off: ${pages.message}` });
  if (input.announcedSize !== undefined && input.announcedSize !== input.downloadedSize) {
    found.push({
      check: 'size',
      message: `The bundle is ${groupThousands(input.downloadedSize)} bytes, but the service announced ${groupThousands(input.announcedSize)} (sizeBytes)`,
    });
  }
  return found;
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
  { kind: 'match' } | { kind: 'close'; message: string } | { kind: 'mismatch'; message: string };

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
