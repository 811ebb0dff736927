import { gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';
import type { Header } from 'tar-stream';

/** One tar entry of a fixture archive; files by default. */
export interface FixtureEntry {
  name: string;
  type?: Header['type'];
  content?: string | Buffer;
  linkname?: string;
}

/** A plain tar of the entries, as tar-stream writes it (with the end-of-archive marker). */
export async function tarOf(entries: FixtureEntry[]): Promise<Buffer> {
  const archive = pack();
  const chunks: Buffer[] = [];
  const collected = (async () => {
    for await (const chunk of archive) chunks.push(chunk as Buffer);
  })();
  for (const entry of entries) {
    const type = entry.type ?? 'file';
    const content = type === 'file' ? Buffer.from(entry.content ?? '') : undefined;
    await new Promise<void>((resolve, reject) => {
      const header: Partial<Header> & { name: string } = {
        name: entry.name,
        type,
        mode: type === 'directory' ? 0o755 : 0o644,
      };
      if (entry.linkname !== undefined) header.linkname = entry.linkname;
      if (type === 'character-device' || type === 'block-device') Object.assign(header, { devmajor: 1, devminor: 3 });
      archive.entry(header, content ?? '', (error) => (error ? reject(error) : resolve()));
    });
  }
  archive.finalize();
  await collected;
  return Buffer.concat(chunks);
}

export async function bundleOf(entries: FixtureEntry[]): Promise<Buffer> {
  return gzipSync(await tarOf(entries));
}

/** A small site: index.html plus `count - 1` more pages in a directory, and a stylesheet. */
export function sitePages(count: number, extra: FixtureEntry[] = []): FixtureEntry[] {
  const entries: FixtureEntry[] = [
    { name: 'index.html', content: page('Home', '<a href="guides/page-1.html">Guides</a>') },
    { name: 'assets/', type: 'directory' },
    { name: 'assets/site.css', content: 'body { font-family: system-ui; background: url(../img/bg.png); }' },
    { name: 'guides/', type: 'directory' },
  ];
  for (let i = 1; i < count; i++)
    entries.push({ name: `guides/page-${i}.html`, content: page(`Page ${i}`, `<p>Text ${i}</p>`) });
  return [...entries, ...extra];
}

export function page(title: string, body: string, head = ''): string {
  return `<!doctype html><html><head><title>${title}</title><link rel="stylesheet" href="/assets/site.css">${head}</head><body>${body}</body></html>`;
}
