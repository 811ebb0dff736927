import { createHash } from 'node:crypto';
import type { ReadEntry } from 'tar/read-entry';
import { HASH_DIGITS, MAX_MANIFEST_FILES } from '../../manifest/files.ts';
import { findHtmlReferences } from './html-refs.ts';
import { findCssReferences } from './references.ts';
import type { AirgapFinding, ExternalReference } from './references.ts';

const DEFAULT_SCAN_LIMIT = 2 * 1024 * 1024;
const DEFAULT_MAX_FINDINGS = 10_000;

export interface PageContentsOptions {
  /** Scan `.html` and `.css` contents for loads from other hosts (false for `airgap-check: off`). */
  scanExternal: boolean;
  /**
   * Hash every file for the bundle diff (default true). False when no diff is wanted (no values file): hashing
   * every file costs as much as the archive's own SHA-256, and a file nobody hashes or scans is not read at all.
   */
  hashFiles?: boolean;
  /** Bytes of each file that are scanned; later bytes pass unread. */
  scanLimitBytes?: number;
  /** Findings kept; more are counted but not stored, so memory stays bounded. */
  maxFindings?: number;
}

/** What the pass reads inside the files, as they stream by: the air-gap scan, and each file's hash for the diff. */
export interface PageContents {
  /** Reads (or lets pass) the contents of one entry; `path` is normalised, `isFile` says it holds contents. */
  read(entry: ReadEntry, path: string, isFile: boolean): void;
  findings: AirgapFinding[];
  findingsLeftOut(): number;
  /** Every file by its path in the site with the start of its SHA-256; undefined for a site too large to keep, or not hashed. */
  fileHashes(siteRoot: string | undefined): Map<string, string> | undefined;
}

export function createPageContents(options: PageContentsOptions): PageContents {
  const maxFindings = options.maxFindings ?? DEFAULT_MAX_FINDINGS;
  const scanText = createScanText(options.scanLimitBytes ?? DEFAULT_SCAN_LIMIT);
  const findings: AirgapFinding[] = [];
  let leftOut = 0;
  /** File path in the archive → the start of its SHA-256; undefined once there are too many files to keep. */
  let hashes: Map<string, string> | undefined = options.hashFiles === false ? undefined : new Map();

  const record = (page: string, references: ExternalReference[]): void => {
    const seen = new Set<string>();
    for (const reference of references) {
      const key = `${reference.kind} ${reference.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (findings.length < maxFindings) findings.push({ page, ...reference });
      else leftOut++;
    }
  };

  return {
    read(entry, path, isFile) {
      // Every file, not only pages: a script or a style that changes alters every page.
      if (hashes && hashes.size >= MAX_MANIFEST_FILES && isFile && !hashes.has(path)) hashes = undefined;
      const hash = isFile && hashes ? createHash('sha256') : undefined;
      const scan = isFile && options.scanExternal ? scannerFor(path.toLowerCase()) : undefined;
      if (!scan && !hash) {
        entry.resume();
        return;
      }
      const text = scan && scanText.start();
      entry.on('data', (chunk: Buffer) => {
        text?.add(chunk);
        hash?.update(chunk);
      });
      entry.on('end', () => {
        if (scan && text) record(path, scan(text.finish()));
        if (hash) hashes?.set(path, hash.digest('hex').slice(0, HASH_DIGITS));
      });
    },
    findings,
    findingsLeftOut: () => leftOut,
    fileHashes: (siteRoot) => hashes && underSiteRoot(hashes, siteRoot),
  };
}

/** The files by their path in the site: a bundle packed in one top directory has it taken off. */
function underSiteRoot(hashes: Map<string, string>, siteRoot: string | undefined): Map<string, string> {
  if (!siteRoot) return hashes;
  const site = new Map<string, string>();
  for (const [path, hash] of hashes) site.set(path.startsWith(siteRoot) ? path.slice(siteRoot.length) : path, hash);
  return site;
}

/**
 * The scanned start of one page at a time, in a buffer kept from page to page (it grows up to the
 * scan limit), so scanning allocates no buffer per page beyond the text itself.
 */
function createScanText(limit: number): { start(): { add(chunk: Buffer): void; finish(): string } } {
  let spare: Buffer | undefined;
  return {
    start() {
      let buffer = spare ?? Buffer.allocUnsafe(Math.min(limit, 64 * 1024));
      spare = undefined;
      let used = 0;
      return {
        add(chunk) {
          const take = Math.min(chunk.length, limit - used);
          if (take <= 0) return;
          if (used + take > buffer.length) {
            const grown = Buffer.allocUnsafe(Math.min(limit, Math.max(used + take, buffer.length * 2)));
            buffer.copy(grown, 0, 0, used);
            buffer = grown;
          }
          used += chunk.copy(buffer, used, 0, take);
        },
        finish() {
          const text = buffer.toString('utf8', 0, used);
          spare = buffer;
          return text;
        },
      };
    },
  };
}

function scannerFor(lowerPath: string): ((text: string) => ExternalReference[]) | undefined {
  if (lowerPath.endsWith('.html') || lowerPath.endsWith('.htm')) return findHtmlReferences;
  if (lowerPath.endsWith('.css')) return findCssReferences;
  return undefined;
}
