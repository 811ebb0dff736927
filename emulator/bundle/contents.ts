// The entries of a bundle: rendered pages and assets, plus whatever the `archive` and
// `bundlePaddingBytes` faults add (unsafe entries, missing index, incompressible media).
import { createCipheriv } from 'node:crypto';
import type { Header } from 'tar-stream';
import type { ArchiveKind } from '../fault-config.ts';
import { pageFile, renderNotFound, renderPage, renderRobots, renderSitemap, renderStylesheet } from './render.ts';
import type { RenderOptions } from './render.ts';
import type { Site } from './site.ts';

/** Everything that decides the bytes of a bundle; equal variants share one file. */
export interface BundleVariant {
  /** Site revision the pages come from (the site passed along must be that revision). */
  revision: number;
  /** 0 for the bundle itself; 1 for the rebuilt object that replaces it (other bytes, same content). */
  rebuild: number;
  domain: string;
  version: string;
  /** Page paths exported, in navigation order. */
  pages: readonly string[];
  archive: ArchiveKind;
  externalRefs: boolean;
  paddingBytes: number;
}

/** A tar header; only the name is required. */
export type EntryHeader = Partial<Header> & Pick<Header, 'name'>;

export interface BundleEntry {
  header: EntryHeader;
  /** File content; a function streams large content without holding it. */
  body?: Buffer | (() => Iterable<Buffer>);
}

/** Largest padding file; bigger paddings are split over several. */
const PADDING_FILE_BYTES = 64 * 1024 * 1024;
const PADDING_CHUNK = 64 * 1024;

/** Incompressible, deterministic bytes: AES-CTR keystream over zeros. */
function* noise(size: number, index: number): Iterable<Buffer> {
  const iv = Buffer.alloc(16);
  iv.writeUInt32BE(index, 0);
  const cipher = createCipheriv('aes-256-ctr', Buffer.alloc(32, 0x5a), iv);
  const zeros = Buffer.alloc(PADDING_CHUNK);
  for (let left = size; left > 0; left -= PADDING_CHUNK) {
    yield cipher.update(left >= PADDING_CHUNK ? zeros : zeros.subarray(0, left));
  }
}

function paddingEntries(total: number, mtime: Date): BundleEntry[] {
  const entries: BundleEntry[] = [];
  for (let index = 0, left = total; left > 0; index += 1, left -= PADDING_FILE_BYTES) {
    const size = Math.min(left, PADDING_FILE_BYTES);
    const name = `assets/media/walkthrough-${String(index + 1).padStart(2, '0')}.webm`;
    entries.push({ header: { name, size, mtime, type: 'file', mode: 0o644 }, body: () => noise(size, index) });
  }
  return entries;
}

/** The two names of `case-collision` (under `guides/`, with `.html`): they differ in case only. */
export const CASE_COLLISION_FIRST = '##vso[task.setvariable variable=PWNED]yes';
export const CASE_COLLISION_SECOND = '##VSO[task.setvariable variable=PWNED]yes';

/** Entries that a safe extractor must refuse. */
function unsafeEntries(kind: ArchiveKind, mtime: Date): BundleEntry[] {
  const text = (name: string, content: string): BundleEntry => ({
    header: { name, size: Buffer.byteLength(content), mtime, type: 'file', mode: 0o644 },
    body: Buffer.from(content),
  });
  switch (kind) {
    case 'absolute':
      return [text('/etc/evil', 'written outside the extraction directory\n')];
    case 'dotdot':
      return [text('../evil.html', '<!doctype html><title>outside</title>\n')];
    case 'symlink':
      return [{ header: { name: 'docs/link', type: 'symlink', linkname: '/etc/passwd', mtime, mode: 0o777 } }];
    case 'hardlink':
      return [{ header: { name: 'assets/passwd', type: 'link', linkname: '/etc/passwd', mtime, mode: 0o644 } }];
    case 'device':
      return [{ header: { name: 'dev/null', type: 'character-device', devmajor: 1, devminor: 3, mtime, mode: 0o666 } }];
    case 'fifo':
      return [{ header: { name: 'assets/pipe', type: 'fifo', mtime, mode: 0o644 } }];
    case 'case-collision':
      // One file where case does not count (macOS, Windows); the names carry a CI logging command, as a hostile
      // service's could, which a client must not print as one.
      return [CASE_COLLISION_FIRST, CASE_COLLISION_SECOND].map((name) =>
        text(`guides/${name}.html`, '<!doctype html><title>collision</title>\n'),
      );
    default:
      return [];
  }
}

/** Pages to render: for `page-count-mismatch`, far fewer (or far more) than the job reported. */
function pagesToRender(variant: BundleVariant): { pages: string[]; legacyPages: number } {
  const pages = [...variant.pages];
  if (variant.archive === 'no-index') return { pages: pages.filter((p) => p !== '/'), legacyPages: 0 };
  if (variant.archive !== 'page-count-mismatch') return { pages, legacyPages: 0 };
  return pages.length >= 4 ? { pages: pages.slice(0, 1), legacyPages: 0 } : { pages, legacyPages: 40 };
}

function directoriesOf(names: readonly string[], mtime: Date): BundleEntry[] {
  const dirs = new Set<string>();
  for (const name of names) {
    const parts = name.split('/').slice(0, -1);
    for (let i = 1; i <= parts.length; i++) {
      const dir = parts.slice(0, i).join('/');
      if (dir !== '' && dir !== '..') dirs.add(`${dir}/`);
    }
  }
  return [...dirs].sort().map((name) => ({ header: { name, type: 'directory', mtime, mode: 0o755 } }));
}

/** Every entry of the bundle of `variant`, in archive order. */
export function bundleEntries(site: Site, variant: BundleVariant): BundleEntry[] {
  const mtime = new Date(Date.parse(`${site.version}T00:00:00Z`) + variant.rebuild * 3_600_000);
  const options: RenderOptions = {
    site,
    domain: variant.domain,
    exported: new Set(variant.pages),
    externalRefs: variant.externalRefs,
    lastModified: site.version,
  };
  const file = (name: string, content: string | Buffer): BundleEntry => {
    const body = typeof content === 'string' ? Buffer.from(content) : content;
    return { header: { name, size: body.length, mtime, type: 'file', mode: 0o644 }, body };
  };

  const { pages, legacyPages } = pagesToRender(variant);
  const files: BundleEntry[] = pages.map((path) => {
    const page = site.pages.find((p) => p.path === path);
    if (!page) throw new Error(`not a page of the site: ${path}`);
    return file(pageFile(path), renderPage(options, page));
  });
  for (let i = 1; i <= legacyPages; i++) {
    const n = String(i).padStart(2, '0');
    files.push(
      file(`v1/legacy-${n}.html`, `<!doctype html><title>Legacy page ${n}</title><p>Archived page ${n}.</p>\n`),
    );
  }
  files.push(file('404.html', renderNotFound(options)));
  for (const asset of site.assets) {
    const content =
      asset.name === 'assets/site.css' ? renderStylesheet(options, asset.content.toString('utf8')) : asset.content;
    files.push(file(asset.name, content));
  }
  files.push(file('sitemap.xml', renderSitemap(options)));
  files.push(file('robots.txt', renderRobots(options)));
  files.push(...paddingEntries(variant.paddingBytes, mtime));

  const extra = unsafeEntries(variant.archive, mtime);
  const names = [...files, ...extra].map((e) => e.header.name);
  return [
    ...directoriesOf(
      names.filter((n) => !n.startsWith('/')),
      mtime,
    ),
    ...files,
    ...extra,
  ];
}
