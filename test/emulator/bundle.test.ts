import { posix } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CASE_COLLISION_FIRST, CASE_COLLISION_SECOND } from '../../emulator/bundle/contents.ts';
import { STUFFED_BYTES } from '../../emulator/bundle/pack.ts';
import { completedBundle, download, readTarGz, SITE_PAGES, startTestEmulator } from './helpers.ts';
import type { TarEntry, TestEmulator } from './helpers.ts';

let t: TestEmulator;
beforeAll(async () => {
  t = await startTestEmulator();
});
afterAll(async () => {
  await t.emu.close();
});
beforeEach(() => {
  t.emu.resetFaults();
});

async function bundleEntries(request?: Record<string, unknown>): Promise<TarEntry[]> {
  const bundle = await completedBundle(t, request);
  const { status, data } = await download(bundle.bundleUrl);
  expect(status).toBe(200);
  expect(data.length).toBe(bundle.sizeBytes);
  return readTarGz(data);
}

const pageFile = (path: string): string => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
const htmlFiles = (entries: TarEntry[]): string[] =>
  entries.filter((e) => e.type === 'file' && e.name.endsWith('.html')).map((e) => e.name);

/** Resources a browser loads from another host: scripts, stylesheets, images, CSS urls and imports. */
function externalLoads(text: string): string[] {
  const patterns = [
    /<script[^>]*\ssrc="(https?:[^"]+)"/g,
    /<link[^>]*rel="stylesheet"[^>]*href="(https?:[^"]+)"/g,
    /<img[^>]*\ssrc="(https?:[^"]+)"/g,
    /url\(\s*["']?(https?:[^"')]+)/g,
    /@import\s+["'](https?:[^"']+)/g,
  ];
  return patterns.flatMap((p) => [...text.matchAll(p)].map((m) => m[1] ?? ''));
}

describe('bundle contents', () => {
  it('is a tar.gz of one .html file per page, with assets, sitemap and index.html', async () => {
    const entries = await bundleEntries();
    const files = htmlFiles(entries);
    for (const path of SITE_PAGES) expect(files).toContain(pageFile(path));
    expect(files).toContain('guides/getting-started.html');
    expect(files).toContain('index.html');
    const names = entries.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['assets/site.css', 'assets/site.js', 'sitemap.xml', 'robots.txt']));
    for (const entry of entries) {
      expect(['file', 'directory']).toContain(entry.type);
      expect(entry.name.startsWith('/')).toBe(false);
      expect(entry.name.split('/')).not.toContain('..');
    }
  });

  it('links pages with relative .html URLs that exist in the archive', async () => {
    const entries = await bundleEntries();
    const names = new Set(entries.map((e) => e.name));
    let checked = 0;
    for (const entry of entries.filter((e) => e.name.endsWith('.html'))) {
      const html = entry.content.toString('utf8');
      for (const m of html.matchAll(/(?:href|src)="([^"#]+)(#[^"]*)?"/g)) {
        const target = m[1] ?? '';
        if (/^https?:/.test(target)) continue;
        const resolved = posix.normalize(posix.join(posix.dirname(entry.name), target));
        expect(names.has(resolved), `${entry.name} -> ${target}`).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(400);
    const start = entries.find((e) => e.name === 'guides/getting-started.html')?.content.toString('utf8') ?? '';
    expect(start).toContain('href="authentication.html"');
    expect(start).toContain('href="../concepts/labels.html"');
  });

  it('keeps canonical and sitemap URLs extensionless on https://<domain>/', async () => {
    const entries = await bundleEntries({ domain: 'docs.acme.test' });
    const page = entries.find((e) => e.name === 'guides/getting-started.html')?.content.toString('utf8') ?? '';
    expect(page).toContain('<link rel="canonical" href="https://docs.acme.test/guides/getting-started">');
    const index = entries.find((e) => e.name === 'index.html')?.content.toString('utf8') ?? '';
    expect(index).toContain('<link rel="canonical" href="https://docs.acme.test/">');
    const sitemap = entries.find((e) => e.name === 'sitemap.xml')?.content.toString('utf8') ?? '';
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(SITE_PAGES.length);
    expect(locs).toContain('https://docs.acme.test/reference/api/overview');
    expect(locs.some((l) => l?.endsWith('.html'))).toBe(false);
  });

  it('exports only the requested paths, linking the others to the live site', async () => {
    const entries = await bundleEntries({ domain: 'docs.example.com', paths: ['/', '/guides/getting-started'] });
    expect(htmlFiles(entries).sort()).toEqual(['404.html', 'guides/getting-started.html', 'index.html']);
    const page = entries.find((e) => e.name === 'guides/getting-started.html')?.content.toString('utf8') ?? '';
    expect(page).toContain('href="https://docs.example.com/guides/authentication"');
    expect(page).toContain('href="../index.html"');
  });

  it('is self-contained without externalRefs: nothing is loaded from another host', async () => {
    const entries = await bundleEntries();
    for (const entry of entries.filter((e) => /\.(html|css)$/.test(e.name))) {
      expect(externalLoads(entry.content.toString('utf8')), entry.name).toEqual([]);
    }
    // Links and canonical URLs to other hosts are not loads, and stay.
    const index = entries.find((e) => e.name === 'index.html')?.content.toString('utf8') ?? '';
    expect(index).toContain('href="https://github.com/acme-parcel/docs"');
  });

  it('loads scripts, styles, fonts and images from other hosts with externalRefs', async () => {
    t.emu.setFaults({ externalRefs: true });
    const entries = await bundleEntries();
    const loads = (name: string): string[] =>
      externalLoads(entries.find((e) => e.name === name)?.content.toString('utf8') ?? '');
    expect(loads('index.html')).toEqual(
      expect.arrayContaining([
        expect.stringContaining('https://fonts.googleapis.com/'),
        expect.stringContaining('https://images.example-cdn.com/'),
      ]),
    );
    expect(loads('guides/getting-started.html')).toEqual(
      expect.arrayContaining([expect.stringContaining('https://cdn.jsdelivr.net/')]),
    );
    expect(loads('guides/tracking-shipments.html')).toEqual([
      expect.stringContaining('https://images.example-cdn.com/'),
    ]);
    expect(loads('assets/site.css')).toEqual(
      expect.arrayContaining([
        expect.stringContaining('https://fonts.googleapis.com/'),
        expect.stringContaining('https://fonts.gstatic.com/'),
      ]),
    );
    expect(loads('reference/api/errors.html')).toEqual([]);
  });

  it('adds incompressible padding without holding it, and builds an equal bundle once', async () => {
    const padding = 3 * 1024 * 1024;
    t.emu.setFaults({ bundlePaddingBytes: padding });
    const first = await completedBundle(t);
    const second = await completedBundle(t);
    expect(first.sizeBytes).toBeGreaterThan(padding);
    expect(second.sizeBytes).toBe(first.sizeBytes);
    const a = await download(first.bundleUrl);
    const b = await download(second.bundleUrl);
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
    const media = (await readTarGz(a.data)).filter((e) => e.name.startsWith('assets/media/'));
    expect(media.reduce((sum, e) => sum + e.size, 0)).toBe(padding);
  });
});

describe('archive faults', () => {
  async function entriesWith(archive: Parameters<TestEmulator['emu']['setFaults']>[0]['archive']): Promise<TarEntry[]> {
    t.emu.setFaults({ archive });
    return bundleEntries();
  }

  it('absolute: adds /etc/evil', async () => {
    const entries = await entriesWith('absolute');
    expect(entries.find((e) => e.name === '/etc/evil')?.type).toBe('file');
  });

  it('dotdot: adds ../evil.html', async () => {
    const entries = await entriesWith('dotdot');
    expect(entries.find((e) => e.name === '../evil.html')?.type).toBe('file');
  });

  it('symlink: adds docs/link -> /etc/passwd', async () => {
    const entries = await entriesWith('symlink');
    expect(entries.find((e) => e.name === 'docs/link')).toMatchObject({ type: 'symlink', linkname: '/etc/passwd' });
  });

  it('hardlink: adds a hard link to a file outside the bundle', async () => {
    const entries = await entriesWith('hardlink');
    expect(entries.find((e) => e.type === 'link')).toMatchObject({ name: 'assets/passwd', linkname: '/etc/passwd' });
  });

  it('device: adds a character device', async () => {
    const entries = await entriesWith('device');
    expect(entries.find((e) => e.type === 'character-device')?.name).toBe('dev/null');
  });

  it('fifo: adds a named pipe', async () => {
    const entries = await entriesWith('fifo');
    expect(entries.find((e) => e.type === 'fifo')?.name).toBe('assets/pipe');
  });

  it('case-collision: adds two pages whose names differ in case only, the first one named first', async () => {
    const names = (await entriesWith('case-collision')).map((e) => e.name);
    const first = names.indexOf(`guides/${CASE_COLLISION_FIRST}.html`);
    const second = names.indexOf(`guides/${CASE_COLLISION_SECOND}.html`);
    expect(first).toBeGreaterThan(-1);
    expect(second).toBeGreaterThan(first);
    expect(CASE_COLLISION_FIRST).not.toBe(CASE_COLLISION_SECOND);
    expect(CASE_COLLISION_FIRST.toLowerCase()).toBe(CASE_COLLISION_SECOND.toLowerCase());
  });

  it('no-index: drops index.html', async () => {
    const entries = await entriesWith('no-index');
    expect(entries.map((e) => e.name)).not.toContain('index.html');
    expect(htmlFiles(entries).length).toBeGreaterThan(10);
  });

  it('page-count-mismatch: the bundle holds far fewer pages than the job reported', async () => {
    const entries = await entriesWith('page-count-mismatch');
    const pages = htmlFiles(entries).filter((n) => n !== '404.html');
    expect(pages.length).toBeLessThan(SITE_PAGES.length / 4);
  });

  it('corrupt-gzip: the download is complete but does not decompress', async () => {
    t.emu.setFaults({ archive: 'corrupt-gzip' });
    const bundle = await completedBundle(t);
    const { data, headers } = await download(bundle.bundleUrl);
    expect(data.length).toBe(bundle.sizeBytes);
    expect(Number(headers.get('content-length'))).toBe(bundle.sizeBytes);
    await expect(readTarGz(data)).rejects.toThrow();
  });

  it('truncated: the object itself stops in the middle of the stream', async () => {
    const { data: whole } = await download((await completedBundle(t)).bundleUrl);
    t.emu.setFaults({ archive: 'truncated' });
    const bundle = await completedBundle(t);
    const { data } = await download(bundle.bundleUrl);
    expect(data.length).toBe(bundle.sizeBytes);
    expect(data.length).toBe(Math.floor(whole.length / 2));
    await expect(readTarGz(data)).rejects.toThrow();
  });
});

describe('a bundle far larger than it unpacks to', () => {
  it('stuffed: the same files, then empty deflate blocks up to 4 MiB that inflate to nothing', async () => {
    const plain = await bundleEntries();
    t.emu.setFaults({ archive: 'stuffed' });
    const bundle = await completedBundle(t);
    const { data, headers } = await download(bundle.bundleUrl);
    expect(data.length).toBe(STUFFED_BYTES);
    expect(bundle.sizeBytes).toBe(STUFFED_BYTES);
    expect(Number(headers.get('content-length'))).toBe(STUFFED_BYTES);
    const entries = await readTarGz(data);
    expect(entries.map((e) => [e.name, e.size])).toEqual(plain.map((e) => [e.name, e.size]));
    expect(entries.reduce((sum, e) => sum + e.size, 0)).toBeLessThan(STUFFED_BYTES / 8);
  });
});

describe('an expiresAt the service does not promise', () => {
  it('bundleExpiresAt: the bundle answer carries the given text; the link still works', async () => {
    const exact = await completedBundle(t);
    t.emu.setFaults({ bundleExpiresAt: 'next Tuesday' });
    const bundle = (await t.call('POST', `/v1/static-export/jobs/${exact.jobId}/bundle`)).body as {
      bundleUrl: string;
      expiresAt: string;
    };
    expect(bundle.expiresAt).toBe('next Tuesday');
    expect((await download(bundle.bundleUrl)).status).toBe(200);
    t.emu.setFaults({ bundleExpiresAt: null });
    const again = (await t.call('POST', `/v1/static-export/jobs/${exact.jobId}/bundle`)).body as { expiresAt: string };
    expect(again.expiresAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });
});

describe('sizeBytes the service does not promise', () => {
  it('bundleSizeBytesDelta: sizeBytes differs from the object, whose Content-Length stays true', async () => {
    const exact = await completedBundle(t);
    for (const delta of [4096, -100]) {
      t.emu.setFaults({ bundleSizeBytesDelta: delta });
      const bundle = (await t.call('POST', `/v1/static-export/jobs/${exact.jobId}/bundle`)).body as {
        bundleUrl: string;
        sizeBytes: number;
      };
      expect(bundle.sizeBytes).toBe(exact.sizeBytes + delta);
      const { data, headers } = await download(bundle.bundleUrl);
      expect(data.length).toBe(exact.sizeBytes);
      expect(Number(headers.get('content-length'))).toBe(exact.sizeBytes);
      expect((await readTarGz(data)).map((e) => e.name)).toContain('index.html');
    }
  });
});
