import { createGunzip } from 'node:zlib';
import { Parser } from 'tar/parse';
import type { ReadEntry } from 'tar/read-entry';
import { isPagePath } from '../../manifest/files.ts';
import { describeFailure } from '../../util/errors.ts';
import { formatBytes, groupThousands } from '../../util/format.ts';
import { lineText } from '../../util/line-text.ts';
import { ENTRY_PATH_TEXT, verificationError } from '../errors.ts';
import type { BundleError } from '../errors.ts';
import { createCollisionCheck, isFileEntry, normalizeEntryPath, unsafeEntryReason } from './entry-rules.ts';
import { createPageContents } from './page-contents.ts';
import type { PageContentsOptions } from './page-contents.ts';
import { createSiteLayout } from './verdict.ts';
import type { ArchiveFacts } from './verdict.ts';

export interface ArchiveInspectorOptions extends PageContentsOptions {
  /** Most bytes the gzip stream may inflate to (the tar stream: contents and headers), `max-unpacked-size`. */
  maxUnpackedBytes: number;
  /** Most entries (files and directories), `max-entries`. */
  maxEntries: number;
}

/** A writable end for the gzip bytes, checking every tar entry as it passes. Failures are `BundleError`s. */
export interface ArchiveInspector {
  /**
   * Inflates and checks `piece`, reading it until it calls `done` (at once when a problem was found before;
   * `problem()` tells it). The caller must not change the piece before then.
   */
  write(piece: Buffer, done: () => void): void;
  /** Settles at the first problem (never rejects): a writer waiting for `done` stops waiting. */
  readonly failed: Promise<void>;
  end(): Promise<ArchiveFacts>;
  destroy(): void;
  /** The first problem found so far. */
  problem(): BundleError | undefined;
}

// Inflated output is handed on in pieces of this size, that of the download's pieces: one thread-pool round trip
// per piece written, where 256 KiB took four, each waiting on the main thread (bench/README.md, issue 21).
const INFLATE_CHUNK_BYTES = 1024 * 1024;
// A gzip bomb inflates without bound; a real site compresses far less than this. Checked from the
// first byte, as tar checks it when it extracts: a bundle that passes here also extracts.
const MAX_RATIO = 1000;
// tar's parser inflates a gzip or zstd stream it finds where the tar should start (a tar.gz.gz).
// The extraction would not, and a second layer would escape the ratio check: refuse both.
const NESTED_MAGIC = [Buffer.from([0x1f, 0x8b]), Buffer.from([0x28, 0xb5, 0x2f, 0xfd])];
const MAGIC_BYTES = 4;

/**
 * The archive checks of the one streaming pass: gzip through node:zlib's public stream, tar through
 * tar's strict parser, every entry against the entry rules, the absolute limits of unpacked bytes and
 * entries (enforced as the bytes arrive, before anything is extracted), and the air-gap scan.
 */
export function createArchiveInspector(options: ArchiveInspectorOptions): ArchiveInspector {
  const { maxUnpackedBytes, maxEntries } = options;
  const layout = createSiteLayout();
  const collisions = createCollisionCheck();
  const contents = createPageContents(options);
  let files = 0;
  let pages = 0;
  let entries = 0;
  const errorPages = new Set<string>();
  let endMarker = false;
  let tarBytes = 0;
  let declaredBytes = 0;

  // Strict: every tar warning (bad checksum, truncated entry, unknown format) is an error.
  const parser = new Parser({ strict: true });
  const parsed = new Promise<void>((resolve) => parser.once('end', () => resolve()));
  const gunzip = createGunzip({ chunkSize: INFLATE_CHUNK_BYTES });
  const inflated = new Promise<void>((resolve) => {
    gunzip.once('end', resolve);
    gunzip.once('close', resolve);
  });

  let failure: BundleError | undefined;
  let rejectFailure: (error: BundleError) => void = () => {};
  const failed = new Promise<never>((_, reject) => (rejectFailure = reject));
  failed.catch(() => {});
  /** The first problem wins; inflating stops, so the download stops at its next chunk. */
  const fail = (reason: string, options: { overSizeLimit?: boolean } = {}) => {
    if (failure) return;
    failure = verificationError(reason, options);
    rejectFailure(failure);
    gunzip.destroy();
  };
  const tooLarge = () =>
    fail(
      `the archive unpacks to more than ${formatBytes(maxUnpackedBytes)} (max-unpacked-size); raise max-unpacked-size if the site is really this large`,
      { overSizeLimit: true },
    );

  /** A function, not an inline check: callbacks set `failure` between the checks, which narrowing cannot see. */
  const throwIfFailed = (): void => {
    if (failure) throw failure;
  };

  /** The first bytes of the tar, held until there are enough to tell a nested compressed stream. */
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

  gunzip.on('error', (error: Error & { code?: string }) => fail(describeGzipError(error)));
  gunzip.on('data', (piece: Buffer) => {
    tarBytes += piece.length;
    // zlib's count of the input it consumed: bytes queued behind it have not produced anything yet.
    if (tarBytes > gunzip.bytesWritten * MAX_RATIO) {
      return fail(`the archive inflates more than ${MAX_RATIO} times its size (a decompression bomb)`);
    }
    if (tarBytes > maxUnpackedBytes) return tooLarge();
    // After the end-of-archive marker only padding may follow; tar itself ignores it, and so do we.
    if (endMarker || failure) return;
    try {
      const bytes = pastHead(piece, false);
      if (bytes) parser.write(bytes);
    } catch (error) {
      fail(`the tar archive could not be read (${describeFailure(error)})`);
    }
  });
  parser.on('error', (error: Error) => fail(`the tar archive is damaged (${error.message})`));
  parser.on('eof', () => (endMarker = true));
  parser.on('ignoredEntry', (entry: ReadEntry) => {
    fail(
      `entry ${lineText(entry.path, ENTRY_PATH_TEXT)} ${entry.meta ? 'has an oversized extended header' : `has the unsupported entry type ${entry.type}`}`,
    );
  });
  parser.on('entry', (entry: ReadEntry) => {
    if (!failure) checkEntry(entry);
    if (failure) {
      entry.resume();
      return;
    }
    const path = normalizeEntryPath(entry.path);
    const isFile = isFileEntry(entry.type);
    layout.add(path, isFile);
    if (isFile) files++;
    if (isFile && isPagePath(path)) pages++;
    if (isFile && /^(?:[^/]+\/)?404\.html$/.test(path)) errorPages.add(path);
    contents.read(entry, path, isFile);
  });

  /** The rules and limits an entry must meet, checked from its header alone: its contents are not inflated yet. */
  function checkEntry(entry: ReadEntry): void {
    if (++entries > maxEntries) {
      return fail(
        `the archive holds more than ${groupThousands(maxEntries)} entries (max-entries); raise max-entries if the site is really this large`,
      );
    }
    declaredBytes += entry.size ?? 0;
    if (declaredBytes > maxUnpackedBytes) return tooLarge();
    const reason =
      unsafeEntryReason(entry.path, entry.type, entry.linkpath) ??
      headerReason(entry) ??
      collisions.add(normalizeEntryPath(entry.path), isFileEntry(entry.type));
    if (reason !== undefined) fail(`entry ${lineText(entry.path, ENTRY_PATH_TEXT)} ${reason}`);
  }

  /** Waits for `event` or the first failure; an error that is not yet a failure becomes one. */
  async function settle(event: Promise<unknown>): Promise<void> {
    try {
      await Promise.race([event, failed]);
    } catch (error) {
      fail(`the archive could not be read (${describeFailure(error)})`);
    }
  }

  return {
    write(piece, done) {
      if (failure) done();
      else gunzip.write(piece, () => done());
    },
    failed: failed.then(
      () => undefined,
      () => undefined,
    ),
    async end() {
      throwIfFailed();
      gunzip.end();
      await settle(inflated);
      if (!failure && head) {
        const start = pastHead(Buffer.alloc(0), true);
        if (start) parser.write(start);
      }
      if (!failure) parser.end();
      await settle(parsed);
      throwIfFailed();
      const siteRoot = layout.root();
      const errorPage = siteRoot !== undefined && errorPages.has(`${siteRoot}404.html`) ? 1 : 0;
      return {
        files,
        pages: pages - errorPage,
        siteRoot,
        endMarker,
        findings: contents.findings,
        findingsLeftOut: contents.findingsLeftOut(),
        unpackedBytes: tarBytes,
        entries,
        fileHashes: contents.fileHashes(siteRoot),
      };
    },
    destroy() {
      gunzip.destroy();
    },
    problem: () => failure,
  };
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
