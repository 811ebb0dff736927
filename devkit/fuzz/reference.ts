import { list } from 'tar/list';
import type { ReadEntry } from 'tar/read-entry';
import { isFileEntry, normalizeEntryPath, unsafeEntryReason } from '../../src/bundle/verify/entry-rules.ts';
import { findHtmlReferences } from '../../src/bundle/verify/html-refs.ts';
import { findCssReferences } from '../../src/bundle/verify/references.ts';
import { createSiteLayout } from '../../src/bundle/verify/verdict.ts';

/** What a plain, whole-file reading of a bundle finds, to hold the streaming verification's verdict against. */
export interface ReferenceFacts {
  pages: number;
  siteRoot: string | undefined;
  /** Entries the rules refuse: must be none in a verified bundle. */
  unsafe: string[];
  /** Distinct external references per page (`undefined` unless scanned). */
  findings?: number;
}

const SCAN_LIMIT = 2 * 1024 * 1024;

/**
 * Reads `file` with tar's own synchronous lister (its gunzip, its parser, no reused buffers), counting
 * pages and external references the way the verification defines them. A streaming pass that misread
 * the bytes (a reused buffer overwritten too early, a block split wrongly) disagrees with it.
 */
export function readReference(file: string, scanExternal: boolean): ReferenceFacts {
  const layout = createSiteLayout();
  const unsafe: string[] = [];
  const errorPages = new Set<string>();
  let pages = 0;
  let findings = 0;
  list({
    file,
    sync: true,
    strict: true,
    onReadEntry: (entry: ReadEntry) => {
      const reason = unsafeEntryReason(entry.path, entry.type, entry.linkpath);
      if (reason) unsafe.push(`${JSON.stringify(entry.path)} ${reason}`);
      const path = normalizeEntryPath(entry.path);
      const isFile = isFileEntry(entry.type);
      layout.add(path, isFile);
      const lower = path.toLowerCase();
      if (isFile && lower.endsWith('.html')) pages++;
      if (isFile && /^(?:[^/]+\/)?404\.html$/.test(path)) errorPages.add(path);
      const scan =
        !isFile || !scanExternal
          ? undefined
          : /\.html?$/.test(lower)
            ? findHtmlReferences
            : lower.endsWith('.css')
              ? findCssReferences
              : undefined;
      if (!scan) return;
      const chunks: Buffer[] = [];
      let kept = 0;
      entry.on('data', (chunk: Buffer) => {
        if (kept >= SCAN_LIMIT) return;
        chunks.push(Buffer.from(chunk.subarray(0, SCAN_LIMIT - kept)));
        kept += Math.min(chunk.length, SCAN_LIMIT - kept);
      });
      entry.on('end', () => {
        findings += new Set(scan(Buffer.concat(chunks).toString('utf8')).map((r) => `${r.kind} ${r.url}`)).size;
      });
    },
  });
  const siteRoot = layout.root();
  const errorPage = siteRoot !== undefined && errorPages.has(`${siteRoot}404.html`) ? 1 : 0;
  return { pages: pages - errorPage, siteRoot, unsafe, findings: scanExternal ? findings : undefined };
}
