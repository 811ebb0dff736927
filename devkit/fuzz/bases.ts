import { gzipSync } from 'node:zlib';
import { page, tarOf } from '../bundle/archives.ts';
import type { FixtureEntry } from '../bundle/archives.ts';
import { caseRandom } from './prng.ts';
import { fixChecksum, octal, setField, tarLayout } from './tar-raw.ts';

/** A valid bundle that the mutations start from. */
export interface BaseBundle {
  name: string;
  tar: Buffer;
  gzip: Buffer;
  /** `.html` pages, as the job would count them. */
  pages: number;
  /** Where `index.html` is. */
  siteRoot: string;
}

/** Deterministic bytes that do not compress, so a bundle spans several deflate blocks. */
function noise(length: number, salt: number): Buffer {
  return caseRandom(0x5eed, salt).bytes(length);
}

function siteEntries(root: string, pages: number, extra: FixtureEntry[]): FixtureEntry[] {
  const entries: FixtureEntry[] = [
    {
      name: `${root}index.html`,
      content: page('Home', '<a href="guides/page-1.html">Guides</a><img src="assets/logo.png">'),
    },
    { name: `${root}404.html`, content: page('Not found', '<p>No such page.</p>') },
    { name: `${root}assets/`, type: 'directory' },
    {
      name: `${root}assets/site.css`,
      content: 'body { font-family: system-ui; background: url(../assets/logo.png); }',
    },
    { name: `${root}assets/app.js`, content: 'document.documentElement.dataset.ready = "1";\n' },
    { name: `${root}assets/logo.png`, content: noise(3000, 1) },
    { name: `${root}guides/`, type: 'directory' },
  ];
  for (let i = 1; i < pages; i++) {
    entries.push({
      name: `${root}guides/page-${i}.html`,
      content: page(`Page ${i}`, `<p>Text of page ${i}.</p>`.repeat(i)),
    });
  }
  return [...entries, ...extra];
}

async function base(
  name: string,
  siteRoot: string,
  pageCount: number,
  extra: FixtureEntry[] = [],
): Promise<BaseBundle> {
  const entries = siteEntries(siteRoot, pageCount, extra);
  const tar = withFixedTimes(await tarOf(entries));
  const pages = entries.filter((e) => e.name.endsWith('.html') && e.name !== `${siteRoot}404.html`).length;
  return { name, tar, gzip: gzipSync(tar), pages, siteRoot };
}

/** tar-stream stamps each header with the time of packing: a fixed time keeps case N the same bytes from run to run. */
function withFixedTimes(tar: Buffer): Buffer {
  const fixed = Buffer.from(tar);
  for (const { offset } of tarLayout(fixed).entries) {
    setField(fixed, 'mtime', octal(1_790_000_000, 12), offset);
    fixChecksum(fixed, offset);
  }
  return fixed;
}

/**
 * Three small valid bundles: pages at the root; everything in one top-level folder with a path long
 * enough for a pax header and a non-ASCII name; and one with external loads and an incompressible asset.
 */
export async function buildBaseBundles(): Promise<BaseBundle[]> {
  const longDirectory = `reference/${'deeply-nested-section/'.repeat(6)}`;
  return [
    await base('root-site', '', 6),
    await base('folder-site', 'site/', 4, [
      { name: `site/${longDirectory}`, type: 'directory' },
      { name: `site/${longDirectory}api-overview-with-a-long-name.html`, content: page('API', '<p>API</p>') },
      { name: 'site/guides/café.html', content: page('Café', '<p>Unicode name</p>') },
    ]),
    await base('airgap-site', '', 3, [
      {
        name: 'guides/external.html',
        content: page(
          'External',
          '<img src="https://images.example.com/a.png">',
          '<script src="https://cdn.example.com/lib.js"></script>',
        ),
      },
      { name: 'assets/fonts.css', content: '@import url("https://fonts.example.com/css?family=Inter");' },
      { name: 'assets/video.bin', content: noise(48 * 1024, 2) },
    ]),
  ];
}
