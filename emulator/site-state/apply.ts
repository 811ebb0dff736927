// Applies a change to a site, giving a new site (the old one is never mutated: bundles of
// earlier revisions keep rendering from it). Lenient by design: a change validated against
// an older revision still applies (adding an existing page replaces it, removing a missing
// one does nothing).
import { splitFrontMatter } from '../bundle/site.ts';
import type { Site, SitePage } from '../bundle/site.ts';
import type { SiteChange } from './change.ts';

/** `/guides/new-page` -> `New page`. */
function titleFromPath(path: string): string {
  const last = path.split('/').at(-1) ?? '';
  const words = last === '' ? 'Home' : last.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The page a Markdown source describes; `previous` supplies what the source leaves out. */
function pageFromSource(path: string, source: string, previous: SitePage | undefined, section: string): SitePage {
  const front = splitFrontMatter(source);
  let body = front?.body ?? source.replace(/\r\n/g, '\n');
  let title = front?.meta.title;
  const heading = /^# (.+)\n?/.exec(body);
  if (title === undefined && heading) {
    title = heading[1]?.trim();
    body = body.slice(heading[0].length);
  }
  return {
    path,
    title: title ?? previous?.title ?? titleFromPath(path),
    description: front?.meta.description ?? previous?.description ?? '',
    section: front?.meta.section ?? previous?.section ?? section,
    markdown: body,
  };
}

/** Section of a new page: the section of the page sharing the longest path prefix, else the last one. */
function sectionFor(site: Site, path: string): string {
  const segments = path.split('/');
  let best = site.sections.at(-1)?.title ?? 'Pages';
  let bestLength = 1;
  for (const page of site.pages) {
    const other = page.path.split('/');
    let shared = 0;
    while (shared < segments.length - 1 && other[shared] === segments[shared]) shared += 1;
    if (shared > bestLength) {
      best = page.section;
      bestLength = shared;
    }
  }
  return best;
}

/** The site after `change`. */
export function applyChange(site: Site, change: SiteChange): Site {
  const removed = new Set(change.remove ?? []);
  const replaced = new Map<string, SitePage>();
  for (const [path, source] of Object.entries({ ...change.modify, ...change.add })) {
    const previous = site.pages.find((p) => p.path === path);
    replaced.set(path, pageFromSource(path, source, previous, previous?.section ?? sectionFor(site, path)));
  }
  const pages: SitePage[] = [];
  for (const page of site.pages) {
    if (removed.has(page.path)) continue;
    pages.push(replaced.get(page.path) ?? page);
    replaced.delete(page.path);
  }
  pages.push(...replaced.values());

  const titles = [...new Set([...site.sections.map((s) => s.title), ...pages.map((p) => p.section)])];
  const sections = titles
    .map((title) => ({ title, pages: pages.filter((p) => p.section === title) }))
    .filter((s) => s.pages.length > 0);
  return { ...site, sections, pages: sections.flatMap((s) => s.pages) };
}
