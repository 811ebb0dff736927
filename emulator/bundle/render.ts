// Renders the site to the files of a static export: one `.html` file per page with
// relative links between them, plus the stylesheet, sitemap, robots.txt and 404 page.
// Canonical and sitemap URLs stay extensionless on https://<domain>/.
import { posix } from 'node:path';
import { externalHead, externalImageUrl, externalStylesheetRules, HERO_STYLE } from './external.ts';
import { escapeHtml, renderMarkdown } from './markdown.ts';
import type { Site, SitePage } from './site.ts';

export interface RenderOptions {
  site: Site;
  domain: string;
  /** Paths of the pages in this export. */
  exported: ReadonlySet<string>;
  externalRefs: boolean;
  /** Timestamp written into the sitemap. */
  lastModified: string;
}

/** `/` -> `index.html`, `/guides/x` -> `guides/x.html`. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

export function canonicalUrl(domain: string, path: string): string {
  return `https://${domain}${path}`;
}

/** Relative href from one bundle file to another. */
function relativeHref(fromFile: string, toFile: string): string {
  const rel = posix.relative(posix.dirname(fromFile), toFile);
  return rel === '' ? posix.basename(toFile) : rel;
}

function linkTarget(options: RenderOptions, fromFile: string, href: string): string {
  if (!href.startsWith('/')) return href;
  const [path = '/', fragment] = href.split('#', 2);
  const suffix = fragment === undefined ? '' : `#${fragment}`;
  if (path.startsWith('/assets/')) return relativeHref(fromFile, path.slice(1)) + suffix;
  // Pages left out of this export stay reachable on the live site.
  if (!options.exported.has(path)) return canonicalUrl(options.domain, path) + suffix;
  return relativeHref(fromFile, pageFile(path)) + suffix;
}

function image(options: RenderOptions, fromFile: string, src: string, alt: string): string {
  const [kind, name] = src.split(':', 2);
  let url = src;
  if ((kind === 'cdn' || kind === 'local') && name) {
    url =
      kind === 'cdn' && options.externalRefs
        ? externalImageUrl(name)
        : relativeHref(fromFile, `assets/images/${name}.svg`);
  }
  return `<img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}" loading="lazy">`;
}

function navigation(options: RenderOptions, fromFile: string, current: string): string {
  const sections = options.site.sections.map((section) => {
    const items = section.pages.map((page) => {
      const href = escapeHtml(linkTarget(options, fromFile, page.path));
      const currentMark = page.path === current ? ' aria-current="page"' : '';
      return `<li><a href="${href}"${currentMark}>${escapeHtml(page.title)}</a></li>`;
    });
    return `<section>\n<h2>${escapeHtml(section.title)}</h2>\n<ul>\n${items.join('\n')}\n</ul>\n</section>`;
  });
  return `<nav class="sidebar" aria-label="Documentation">\n${sections.join('\n')}\n</nav>`;
}

function pager(options: RenderOptions, fromFile: string, page: SitePage): string {
  const pages = options.site.pages.filter((p) => options.exported.has(p.path));
  const at = pages.findIndex((p) => p.path === page.path);
  const prev = pages[at - 1];
  const next = pages[at + 1];
  const link = (p: SitePage | undefined, rel: string, text: (title: string) => string): string =>
    p
      ? `<a rel="${rel}" href="${escapeHtml(linkTarget(options, fromFile, p.path))}">${text(escapeHtml(p.title))}</a>`
      : '<span></span>';
  return `<footer class="pager">${link(prev, 'prev', (t) => `← ${t}`)}${link(next, 'next', (t) => `${t} →`)}</footer>`;
}

interface Document {
  file: string;
  title: string;
  description: string;
  canonical?: string;
  extraHead: readonly string[];
  body: string;
}

function layout(options: RenderOptions, doc: Document, nav: string): string {
  const { site } = options;
  const asset = (name: string): string => escapeHtml(relativeHref(doc.file, name));
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(doc.title)} · ${escapeHtml(site.name)}</title>`,
    `<meta name="description" content="${escapeHtml(doc.description)}">`,
    `<meta name="generator" content="static-export ${escapeHtml(site.version)}">`,
    ...(doc.canonical
      ? [
          `<link rel="canonical" href="${escapeHtml(doc.canonical)}">`,
          `<meta property="og:url" content="${escapeHtml(doc.canonical)}">`,
        ]
      : []),
    `<link rel="icon" href="${asset('assets/favicon.svg')}" type="image/svg+xml">`,
    `<link rel="stylesheet" href="${asset('assets/site.css')}">`,
    ...doc.extraHead,
    `<script src="${asset('assets/site.js')}" defer></script>`,
  ];
  const home = escapeHtml(linkTarget(options, doc.file, '/'));
  return `<!doctype html>
<html lang="en">
<head>
${head.join('\n')}
</head>
<body>
<header class="topbar"><a class="brand" href="${home}">${escapeHtml(site.name)}</a><span class="version">${escapeHtml(site.version)}</span><span class="spacer"></span><a href="${escapeHtml(site.repository)}" rel="noopener">GitHub</a></header>
<div class="layout">
${nav}
<main>
${doc.body}
</main>
</div>
</body>
</html>
`;
}

/** The HTML of one page. */
export function renderPage(options: RenderOptions, page: SitePage): string {
  const file = pageFile(page.path);
  const content = renderMarkdown(page.markdown, {
    link: (href) => linkTarget(options, file, href),
    image: (src, alt) => image(options, file, src, alt),
  });
  const heroStyle = page.path === '/' && options.externalRefs ? ` style="${escapeHtml(HERO_STYLE)}"` : '';
  const intro = `<p class="lead">${escapeHtml(page.description)}</p>`;
  const article = `<article>\n<div class="hero"${heroStyle}>\n<h1>${escapeHtml(page.title)}</h1>\n${intro}\n</div>\n${content}\n</article>\n${pager(options, file, page)}`;
  return layout(
    options,
    {
      file,
      title: page.title,
      description: page.description,
      canonical: canonicalUrl(options.domain, page.path),
      extraHead: options.externalRefs ? externalHead(page.path) : [],
      body: article,
    },
    navigation(options, file, page.path),
  );
}

export function renderNotFound(options: RenderOptions): string {
  const body = `<article>\n<h1>Page not found</h1>\n<p>This page does not exist in this version of the documentation.</p>\n<p><a href="index.html">Back to the start</a></p>\n</article>`;
  return layout(
    options,
    { file: '404.html', title: 'Page not found', description: 'Page not found', extraHead: [], body },
    navigation(options, '404.html', ''),
  );
}

export function renderSitemap(options: RenderOptions): string {
  const urls = options.site.pages
    .filter((p) => options.exported.has(p.path))
    .map(
      (p) =>
        `  <url>\n    <loc>${escapeHtml(canonicalUrl(options.domain, p.path))}</loc>\n    <lastmod>${options.lastModified}</lastmod>\n  </url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobots(options: RenderOptions): string {
  return `User-agent: *\nAllow: /\nSitemap: ${canonicalUrl(options.domain, '/sitemap.xml')}\n`;
}

/** The stylesheet, with web font imports when external refs are on. */
export function renderStylesheet(options: RenderOptions, source: string): string {
  const rules = options.externalRefs ? externalStylesheetRules() : '';
  return source.replace('/* @external-imports */', rules);
}
