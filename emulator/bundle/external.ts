// What the site loads from other hosts when the `externalRefs` fault is on: the kinds of
// reference an air-gapped deployment cannot fetch (scripts, styles, fonts, images).

/** `<head>` additions per page path. */
const HEAD_LOADS: Readonly<Record<string, readonly string[]>> = {
  '/': [
    '<link rel="preconnect" href="https://fonts.googleapis.com">',
    '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter:wght@400;600&amp;display=swap">',
  ],
  '/guides/getting-started': [
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/prismjs@1.29.0/themes/prism.min.css">',
    '<script src="https://cdn.jsdelivr.net/npm/prismjs@1.29.0/prism.min.js" defer></script>',
  ],
  '/concepts/shipments': [
    '<script src="https://cdn.jsdelivr.net/npm/mermaid@10.9.1/dist/mermaid.min.js" defer></script>',
  ],
  '/guides/troubleshooting': ['<script src="https://widget.example-chat.io/v2/loader.js" async></script>'],
};

/** Pages whose images come from the image CDN (the Markdown `cdn:` images). */
const IMAGE_CDN = 'https://images.example-cdn.com/acme-parcel';

/** Inline style of the home page hero: a background image from another host. */
export const HERO_STYLE = `background-image: url(${IMAGE_CDN}/hero-parcels.jpg)`;

export function externalHead(path: string): readonly string[] {
  return HEAD_LOADS[path] ?? [];
}

export function externalImageUrl(name: string): string {
  return `${IMAGE_CDN}/${name}.png`;
}

/** Replaces the stylesheet's marker with web font imports from Google Fonts. */
export function externalStylesheetRules(): string {
  return [
    '@import url("https://fonts.googleapis.com/css2?family=JetBrains+Mono&display=swap");',
    '@font-face {',
    '  font-family: "Inter";',
    '  font-weight: 400 600;',
    '  src: url(https://fonts.gstatic.com/s/inter/v13/UcCO3FwrK3iLTeHuS_fvQtMwCp50KnMw2boKoduKmMEVuLyfAZ9hiA.woff2) format("woff2");',
    '}',
  ].join('\n');
}

/** Every page path that loads something from another host when external refs are on. */
export function pagesWithExternalLoads(): string[] {
  return [...Object.keys(HEAD_LOADS), '/guides/tracking-shipments'];
}
