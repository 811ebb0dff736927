import { Parser } from 'tar/parse';
import type { ReadEntry } from 'tar/read-entry';
import { quoteEntryPath, verificationError, type BundleError } from '../errors.ts';
import { isFileEntry, normalizeEntryPath, unsafeEntryReason } from './entry-rules.ts';
import { findHtmlReferences } from './html-refs.ts';
import { createBlockFeeder, createInflater } from './inflate.ts';
import { findCssReferences, type AirgapFinding, type ExternalReference } from './references.ts';
import { createSiteLayout, type ArchiveFacts } from './verdict.ts';

export interface ArchiveInspectorOptions {
  /** Scan `.html` and `.css` contents for loads from other hosts (false for `airgap-check: off`). */
  scanExternal: boolean;
  /** Bytes of each file that are scanned; later bytes pass unread. */
  scanLimitBytes?: number;
  /** Findings kept; more are counted but not stored, so memory stays bounded. */
  maxFindings?: number;
  /** false: inflate through Node's public zlib stream, not in place (see inflate.ts); for tests. */
  inflateInPlace?: boolean;
}

/** A writable end for the gzip bytes, checking every tar entry as it passes. Failures are `BundleError`s. */
export interface ArchiveInspector {
  /**
   * Checks `chunk`, a view that is only valid during the call (nothing of it is kept). Throws the first
   * problem found; a returned promise asks to wait before writing more, and rejects on a problem.
   */
  write(chunk: Buffer): Promise<void> | undefined;
  end(): Promise<ArchiveFacts>;
  destroy(): void;
  /** The first problem found so far. */
  problem(): BundleError | undefined;
}

const DEFAULT_SCAN_LIMIT = 2 * 1024 * 1024;
const DEFAULT_MAX_FINDINGS = 10_000;
// A gzip bomb inflates without bound; a real site compresses far less than this. Checked from the
// first byte, as tar checks it when it extracts: a bundle that passes here also extracts.
const MAX_RATIO = 1000;
// tar's parser inflates a gzip or zstd stream it finds where the tar should start (a tar.gz.gz).
// The extraction would not, and a second layer would escape the ratio check: refuse both.
const NESTED_MAGIC = [Buffer.from([0x1f, 0x8b]), Buffer.from([0x28, 0xb5, 0x2f, 0xfd])];
const MAGIC_BYTES = 4;

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

  // Strict: every tar warning (bad checksum, truncated entry, unknown format) is an error.
  const parser = new Parser({ strict: true });
  const parsed = new Promise<void>((resolve) => parser.once('end', () => resolve()));
  const blocks = createBlockFeeder((bytes) => parser.write(bytes));
  const scanText = createScanText(scanLimit);

  let failure: BundleError | undefined;
  let rejectFailure: (error: BundleError) => void = () => {};
  const failed = new Promise<never>((_, reject) => (rejectFailure = reject));
  failed.catch(() => {});
  /** The first problem wins; inflating stops, so the download stops at its next chunk. */
  const fail = (reason: string) => {
    if (failure) return;
    failure = verificationError(reason);
    rejectFailure(failure);
    inflater.destroy();
  };

  /** The first bytes of the tar (a copy), held until there are enough to tell a nested compressed stream. */
  let head: Buffer | undefined = Buffer.alloc(0);
  /** `piece`, or the held start of the tar once there is enough of it; undefined while held or refused. */
  const pastHead = (piece: Buffer, last: boolean): Buffer | undefined => {
    if (!head) return piece;
    head = Buffer.concat([head, piece]);
    if (head.length < MAGIC_BYTES && !last) return undefined;
    const start = head;
    head = undefined;
    if (NESTED_MAGIC.some((magic) => start.subarray(0, magic.length).equals(magic))) {
      fail('the archive inside the gzip stream is compressed again, not a tar');
      return undefined;
    }
    return start;
  };

  const inflater = createInflater({
    inPlace: options.inflateInPlace,
    onError: (error) => fail(describeGzipError(error)),
    onOutput: (piece) => {
      tarBytes += piece.length;
      if (tarBytes > compressedBytes * MAX_RATIO) {
        return fail(`the archive inflates more than ${MAX_RATIO} times its size (a decompression bomb)`);
      }
      // After the end-of-archive marker only padding may follow; tar itself ignores it, and so do we.
      if (endMarker || failure) return;
      try {
        const bytes = pastHead(piece, false);
        if (bytes) blocks.push(bytes);
      } catch (error) {
        fail(`the tar archive could not be read (${(error as Error).message})`);
      }
    },
  });
  parser.on('error', (error: Error) => fail(`the tar archive is damaged (${error.message})`));
  parser.on('eof', () => (endMarker = true));
  parser.on('ignoredEntry', (entry: ReadEntry) => {
    fail(`entry ${quoteEntryPath(entry.path)} ${entry.meta ? 'has an oversized extended header' : `has the unsupported entry type ${entry.type}`}`);
  });
  parser.on('entry', (entry: ReadEntry) => {
    const reason = failure ? undefined : (unsafeEntryReason(entry.path, entry.type, entry.linkpath) ?? headerReason(entry));
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
    // The data are views of a reused buffer: copied into the page's text at once.
    const text = scanText.start();
    entry.on('data', (chunk: Buffer) => text.add(chunk));
    entry.on('end', () => record(path, scan(text.finish())));
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

  /** Waits for `event` or the first failure; an error that is not yet a failure becomes one. */
  async function settle(event: Promise<unknown>): Promise<void> {
    try {
      await Promise.race([event, failed]);
    } catch (error) {
      fail(`the archive could not be read (${(error as Error).message})`);
    }
  }

  return {
    write(chunk) {
      if (failure) throw failure;
      compressedBytes += chunk.length;
      const room = inflater.write(chunk);
      if (failure) throw failure;
      if (!room) return undefined;
      return settle(room).then(() => {
        if (failure) throw failure;
      });
    },
    async end() {
      if (failure) throw failure;
      await settle(inflater.end());
      if (!failure && head) {
        const start = pastHead(Buffer.alloc(0), true);
        if (start) blocks.push(start);
      }
      if (!failure) {
        blocks.flush();
        parser.end();
      }
      await settle(parsed);
      if (failure) throw failure;
      const siteRoot = layout.root();
      const errorPage = siteRoot !== undefined && errorPages.has(`${siteRoot}404.html`) ? 1 : 0;
      return { files, pages: pages - errorPage, siteRoot, endMarker, findings, findingsLeftOut };
    },
    destroy() {
      inflater.destroy();
    },
    problem: () => failure,
  };
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
