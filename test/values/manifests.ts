// Stand-ins for the bundle capability in values tests: manifests as path → hash maps, a record codec with the
// same character set as the real compact serialisation, and a reader of the deployed link that counts its calls.
import { createHash } from 'node:crypto';
import { generatePages } from '../../emulator/analytics/paths.ts';
import { manifestRecorder, parseManifestRecord } from '../../src/bundle/manifest-record.ts';
import type { PageHashes } from '../../src/values/bundle-diff.ts';
import type { BundleManifest, PreviousBundleSource } from '../../src/values/diff-record.ts';

export function pages(entries: Record<string, string>): PageHashes {
  return new Map(Object.entries(entries));
}

/** `count` pages `docs/section-<i % 50>/page-<i>.html` with a hash that changes with `version` for every `changedEvery`-th page. */
export function site(count: number, version = 0, changedEvery = 0): Map<string, string> {
  const map = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    const changed = changedEvery > 0 && i % changedEvery === 0 ? version : 0;
    map.set(
      `docs/section-${i % 50}/page-${i}.html`,
      `h${(i * 7919 + changed * 104_729).toString(16).padStart(8, '0')}`,
    );
  }
  return map;
}

export function encodeRecord(manifest: PageHashes): string {
  return Buffer.from(JSON.stringify([...manifest])).toString('base64url');
}

function decodeRecord(record: string): PageHashes | undefined {
  try {
    const entries: unknown = JSON.parse(Buffer.from(record, 'base64url').toString('utf8'));
    if (
      !Array.isArray(entries) ||
      !entries.every((e) => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string')
    )
      return undefined;
    return new Map(entries as [string, string][]);
  } catch {
    return undefined;
  }
}

export function manifestOf(map: PageHashes): BundleManifest {
  const text = encodeRecord(map);
  return { pages: map, record: (maxCharacters) => (text.length <= maxCharacters ? text : undefined) };
}

/** The previous-manifest reader a mode passes in; `linked` is what the deployed link serves (undefined: unreadable). */
export function previousSource(
  linked?: PageHashes,
  parse: (record: string) => PageHashes | undefined = decodeRecord,
): PreviousBundleSource & { linkReads: string[]; recordReads: number } {
  const source = {
    linkReads: [] as string[],
    recordReads: 0,
    parseRecord(record: string) {
      source.recordReads += 1;
      return parse(record);
    },
    fromLink(bundleUrl: string) {
      source.linkReads.push(bundleUrl);
      return Promise.resolve(linked);
    },
  };
  return source;
}

/**
 * The emulator's page paths of its 10,000-page project as bundle paths (`reference/sdk/python/shipments/create.html`),
 * with 16-digit hashes as the verifier keeps them; `version` changes every third page.
 */
export function realisticSite(count: number, version: number): Map<string, string> {
  const map = new Map<string, string>();
  for (const [index, page] of generatePages(42, 'proj_large', count).entries()) {
    const file = page.path === '/' ? 'index.html' : `${page.path.slice(1).replace(/\/$/, '/index')}.html`;
    const content = `${page.path} ${index % 3 === 0 ? version : 0}`;
    map.set(file, createHash('sha256').update(content).digest('hex').slice(0, 16));
  }
  return map;
}

/** A manifest with the real compact record, as the bundle capability hands it to a mode. */
export function realManifest(map: PageHashes): BundleManifest {
  const recorder = manifestRecorder(map);
  return { pages: map, record: (maxCharacters) => recorder.text(maxCharacters) };
}

/** The bundle capability's own record parser. */
export const realParser = parseManifestRecord;
