// Stand-ins for the bundle capability in values tests: bundles as path → hash maps (16 hex digits, as the verifier
// keeps them), sealed records as the action writes them, and a reader of the deployed link that counts its calls.
import { createHash } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { generatePages } from '../../emulator/analytics/paths.ts';
import { manifestEncoder } from '../../src/manifest/encoding.ts';
import { isPagePath } from '../../src/manifest/files.ts';
import type { FileHashes } from '../../src/manifest/files.ts';
import { recordKey, sealRecord } from '../../src/manifest/seal.ts';
import type { PreviousBundleSource } from '../../src/values/diff-record.ts';

export function pages(entries: Record<string, string>): FileHashes {
  return new Map(Object.entries(entries));
}

/** A 16-digit hash that stands for `n`. */
export const hashOf = (n: number): string => n.toString(16).padStart(16, '0');

/** `count` pages `docs/section-<i % 50>/page-<i>.html` with a hash that changes with `version` for every `changedEvery`-th page. */
export function site(count: number, version = 0, changedEvery = 0): Map<string, string> {
  const map = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    const changed = changedEvery > 0 && i % changedEvery === 0 ? version : 0;
    map.set(`docs/section-${i % 50}/page-${i}.html`, hashOf(i * 7919 + changed * 104_729));
  }
  return map;
}

/** A key as a test's own configuration derives it (bundleDiff unit tests; rollouts derive theirs from the settings). */
export const TEST_KEY: KeyObject = recordKey('svc_test_key', {
  apiUrl: 'https://api.example.com',
  repository: 'acme/deploy',
  file: 'deploy/values.yaml',
  keyPath: ['staticExport'],
});

/** The record the action writes for `files` of job `jobId`, sealed with `key`. */
export function sealedRecord(files: FileHashes, jobId: string, key: KeyObject = TEST_KEY): string {
  const pageCount = [...files.keys()].filter(isPagePath).length;
  return sealRecord(key, jobId, pageCount, manifestEncoder(files).text(Number.MAX_SAFE_INTEGER) ?? '');
}

/** The deployed-link reader a mode passes in; `linked` is what the deployed link serves (undefined: unreadable). */
export function previousSource(linked?: FileHashes): PreviousBundleSource & { linkReads: string[] } {
  const source = {
    linkReads: [] as string[],
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
