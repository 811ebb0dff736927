// The documentation site every static export renders: Markdown pages and assets kept as
// source files in emulator/site/.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SitePage {
  /** Extensionless URL path: `/`, `/guides/getting-started`. */
  path: string;
  title: string;
  description: string;
  section: string;
  markdown: string;
}

export interface SiteAsset {
  /** Path inside the bundle, e.g. `assets/site.css`. */
  name: string;
  content: Buffer;
}

export interface Site {
  name: string;
  /** Label of the latest published version (what a job exports by default). */
  version: string;
  repository: string;
  sections: { title: string; pages: SitePage[] }[];
  /** Every page in navigation order. */
  pages: SitePage[];
  assets: SiteAsset[];
}

interface SiteConfig {
  name: string;
  version: string;
  repository: string;
  sections: { title: string; pages: string[] }[];
}

export const SITE_DIR = fileURLToPath(new URL('../site/', import.meta.url));

/** `/` -> `index.md`, `/guides/x` -> `guides/x.md`. */
function sourceFile(path: string): string {
  return path === '/' ? 'index.md' : `${path.slice(1)}.md`;
}

/** A page source split into its front matter (`key: value` lines between `---`) and body; undefined without front matter. */
export function splitFrontMatter(text: string): { meta: Record<string, string>; body: string } | undefined {
  const normalised = text.replace(/\r\n/g, '\n');
  const m = /^---\n([\s\S]*?)\n---\n?/.exec(normalised);
  if (!m) return undefined;
  const meta: Record<string, string> = {};
  for (const line of (m[1] ?? '').split('\n')) {
    const kv = /^(\w+):\s*(.*)$/.exec(line);
    if (kv) meta[kv[1] ?? ''] = kv[2] ?? '';
  }
  return { meta, body: normalised.slice(m[0].length) };
}

function parseFrontMatter(text: string, file: string): { meta: Record<string, string>; body: string } {
  const parsed = splitFrontMatter(text);
  if (!parsed) throw new Error(`${file}: missing front matter`);
  return parsed;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

let cached: Site | undefined;

/** Loads the site sources (once per process). */
export function loadSite(dir: string = SITE_DIR): Site {
  if (cached && dir === SITE_DIR) return cached;
  const config = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as SiteConfig;
  const sections = config.sections.map((section) => ({
    title: section.title,
    pages: section.pages.map((path): SitePage => {
      const file = sourceFile(path);
      const { meta, body } = parseFrontMatter(readFileSync(join(dir, file), 'utf8'), file);
      return {
        path,
        title: meta.title ?? path,
        description: meta.description ?? '',
        section: section.title,
        markdown: body,
      };
    }),
  }));
  const assetsDir = join(dir, 'assets');
  const assets = listFiles(assetsDir)
    .sort()
    .map((file) => ({ name: `assets/${relative(assetsDir, file).split(sep).join('/')}`, content: readFileSync(file) }));
  const site: Site = {
    name: config.name,
    version: config.version,
    repository: config.repository,
    sections,
    pages: sections.flatMap((s) => s.pages),
    assets,
  };
  if (dir === SITE_DIR) cached = site;
  return site;
}

/** Normalises a requested page path (`/guides/x/` -> `/guides/x`); undefined when it is not a page. */
export function findPagePath(site: Site, requested: string): string | undefined {
  const normalised = requested === '/' ? '/' : requested.replace(/\/+$/, '');
  return site.pages.some((p) => p.path === normalised) ? normalised : undefined;
}
