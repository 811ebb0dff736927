import { once } from 'node:events';
import { createGunzip } from 'node:zlib';
import { Parser } from 'tar/parse';
import type { ReadEntry } from 'tar/read-entry';
import { quoteEntryPath, verificationError, type BundleError } from '../download/errors.ts';
import { createWriteWindow } from '../download/write-window.ts';
import { findCssReferences } from './css-refs.ts';
import { isFileEntry, normalizeEntryPath, unsafeEntryReason } from './entry-rules.ts';
import { findHtmlReferences } from './html-refs.ts';
import { createSiteLayout } from './site-layout.ts';
import type { AirgapFinding, ExternalReference } from './types.ts';

export interface ArchiveInspectorOptions {
  /** Scan `.html` and `.css` contents for loads from other hosts (false for `airgap-check: off`). */
  scanExternal: boolean;
  /** Bytes of each file that are scanned; later bytes pass unread. */
  scanLimitBytes?: number;
  /** Findings kept; more are counted but not stored, so memory stays bounded. */
  maxFindings?: number;
}

/** What the archive holds, once it has parsed to its end. */
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
  /** Findings beyond `maxFindings`, not stored. */
  findingsLeftOut: number;
}

/** A writable end for the gzip bytes, checking every tar entry as it passes. Failures are `BundleError`s. */
export interface ArchiveInspector {
  /** Resolves when more may be written; rejects on the first problem found. */
  write(chunk: Buffer): Promise<void>;
  end(): Promise<ArchiveFacts>;
  destroy(): void;
  /** The first problem found so far. */
  problem(): BundleError | undefined;
}

const DEFAULT_SCAN_LIMIT = 2 * 1024 * 1024;
const DEFAULT_MAX_FINDINGS = 10_000;
// A gzip bomb inflates without bound; a real site compresses far less than this.
const MAX_RATIO = 1000;
const RATIO_CHECK_AFTER = 64 * 1024 * 1024;

export function createArchiveInspector(options: ArchiveInspectorOptions): ArchiveInspector {
  const scanLimit = options.scanLimitBytes ?? DEFAULT_SCAN_LIMIT;
  const maxFindings = options.maxFindings ?? DEFAULT_MAX_FINDINGS;
  const layout = createSiteLayout();
  const findings: AirgapFinding[] = [];
  let findingsLeftOut = 0;
  let files = 0;
  let pages = 0;
  const errorPages = new Set<string>();
  let endMarker = false;
  let compressedBytes = 0;
  let tarBytes = 0;

  // 256 KB output buffers: fewer round trips to the zlib thread than the 16 KB default.
  const gunzip = createGunzip({ chunkSize: 256 * 1024 });
  const input = createWriteWindow(gunzip, 2 * 1024 * 1024);
  // Strict: every tar warning (bad checksum, truncated entry, unknown format) is an error.
  const parser = new Parser({ strict: true });
  const parsed = new Promise<void>((resolve) => parser.once('end', () => resolve()));

  let failure: BundleError | undefined;
  let rejectFailure: (error: BundleError) => void = () => {};
  const failed = new Promise<never>((_, reject) => (rejectFailure = reject));
  failed.catch(() => {});
  /** The first problem wins; inflating stops, so the download stops at its next chunk. */
  const fail = (reason: string) => {
    if (failure) return;
    failure = verificationError(reason);
    rejectFailure(failure);
    gunzip.destroy();
  };

  gunzip.on('data', (chunk: Buffer) => {
    tarBytes += chunk.length;
    if (tarBytes > RATIO_CHECK_AFTER && tarBytes > compressedBytes * MAX_RATIO) {
      return fail(`the archive inflates more than ${MAX_RATIO} times its size (a decompression bomb)`);
    }
    // After the end-of-archive marker only padding may follow; tar itself ignores it, and so do we.
    if (endMarker || failure) return;
    try {
      parser.write(chunk);
    } catch (error) {
      fail(`the tar archive could not be read (${(error as Error).message})`);
    }
  });
  gunzip.on('error', (error: Error & { code?: string }) => fail(describeGzipError(error)));
  parser.on('error', (error: Error) => fail(`the tar archive is damaged (${error.message})`));
  parser.on('eof', () => (endMarker = true));
  parser.on('ignoredEntry', (entry: ReadEntry) => {
    fail(`entry ${quoteEntryPath(entry.path)} ${entry.meta ? 'has an oversized extended header' : `has the unsupported entry type ${entry.type}`}`);
  });
  parser.on('entry', (entry: ReadEntry) => {
    const reason = failure ? undefined : (unsafeEntryReason(entry.path, entry.type) ?? headerReason(entry));
    if (reason !== undefined) fail(`entry ${quoteEntryPath(entry.path)} ${reason}`);
    if (failure) {
      entry.resume();
      return;
    }
    const path = normalizeEntryPath(entry.path);
    const isFile = isFileEntry(entry.type);
    layout.add(path, isFile);
    if (isFile) files++;
    const lower = path.toLowerCase();
    if (isFile && lower.endsWith('.html')) pages++;
    if (isFile && /^(?:[^/]+\/)?404\.html$/.test(path)) errorPages.add(path);
    const scan = isFile && options.scanExternal ? scannerFor(lower) : undefined;
    if (!scan) {
      entry.resume();
      return;
    }
    const kept: Buffer[] = [];
    let keptBytes = 0;
    entry.on('data', (chunk: Buffer) => {
      if (keptBytes >= scanLimit) return;
      const part = chunk.subarray(0, scanLimit - keptBytes);
      kept.push(part);
      keptBytes += part.length;
    });
    entry.on('end', () => record(path, scan(Buffer.concat(kept).toString('utf8'))));
  });

  function record(page: string, references: ExternalReference[]): void {
    const seen = new Set<string>();
    for (const reference of references) {
      const key = `${reference.kind} ${reference.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (findings.length < maxFindings) findings.push({ page, ...reference });
      else findingsLeftOut++;
    }
  }

  /** Waits for `event` or the first failure; a stream error that is not yet a failure becomes one. */
  async function settle(event: Promise<unknown>): Promise<void> {
    try {
      await Promise.race([event, failed]);
    } catch (error) {
      fail(`the archive could not be read (${(error as Error).message})`);
    }
  }

  return {
    async write(chunk) {
      if (failure) throw failure;
      compressedBytes += chunk.length;
      const room = input.write(chunk);
      if (room) await settle(room);
      if (failure) throw failure;
    },
    async end() {
      if (failure) throw failure;
      const inflated = once(gunzip, 'end');
      gunzip.end();
      await settle(inflated);
      if (!failure) parser.end();
      await settle(parsed);
      if (failure) throw failure;
      const siteRoot = layout.root();
      const errorPage = siteRoot !== undefined && errorPages.has(`${siteRoot}404.html`) ? 1 : 0;
      return { files, pages: pages - errorPage, siteRoot, endMarker, findings, findingsLeftOut };
    },
    destroy() {
      gunzip.destroy();
    },
    problem: () => failure,
  };
}

function scannerFor(lowerPath: string): ((text: string) => ExternalReference[]) | undefined {
  if (lowerPath.endsWith('.html') || lowerPath.endsWith('.htm')) return findHtmlReferences;
  if (lowerPath.endsWith('.css')) return findCssReferences;
  return undefined;
}

/** tar turns `\` into `/` on Windows before we see the path; the raw header still has it. */
function headerReason(entry: ReadEntry): string | undefined {
  const raw = entry.header.path;
  const convertedOnly = raw !== undefined && raw !== entry.path && raw.replaceAll('\\', '/') === entry.path;
  return convertedOnly ? unsafeEntryReason(raw, entry.type) : undefined;
}

function describeGzipError(error: Error & { code?: string }): string {
  if (error.code === 'Z_DATA_ERROR' && /header/i.test(error.message)) return 'the bundle is not a gzip file';
  if (error.code === 'Z_BUF_ERROR' || /unexpected end/i.test(error.message)) {
    return 'the gzip stream ends early: the bundle is truncated';
  }
  return `the gzip stream is corrupt (${error.message})`;
}
