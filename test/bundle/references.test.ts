import { describe, expect, test } from 'vitest';
import { findHtmlReferences } from '../../src/bundle/verify/html-refs.ts';
import { externalReference, findCssReferences } from '../../src/bundle/verify/references.ts';

const kindsAndUrls = (html: string) => findHtmlReferences(html).map((r) => `${r.kind} ${r.url}`);

describe('HTML', () => {
  test('finds scripts, stylesheets, preloads, icons, images, sources, posters and SVG images', () => {
    const html = `
      <script src="https://cdn.example.com/a.js" defer></script>
      <SCRIPT SRC='//cdn.example.com/b.js'></SCRIPT>
      <link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter">
      <link rel="preload" as="font" href="https://fonts.gstatic.com/x.woff2" crossorigin>
      <link rel="modulepreload" href="https://esm.example.com/m.js">
      <link rel="shortcut icon" href="https://static.example.com/favicon.ico">
      <img src=https://img.example.com/a.png alt="a > b">
      <img srcset="https://img.example.com/s.png 1x, /local.png 2x, https://img.example.com/l.png 3x">
      <picture><source srcset="https://img.example.com/p.webp" type="image/webp"></picture>
      <video poster="https://img.example.com/poster.jpg"><source src="/local.mp4"></video>
      <svg><image href="https://img.example.com/svg.png" /></svg>`;
    expect(kindsAndUrls(html)).toEqual([
      'script https://cdn.example.com/a.js',
      'script //cdn.example.com/b.js',
      'style https://fonts.googleapis.com/css2',
      'font https://fonts.gstatic.com/x.woff2',
      'script https://esm.example.com/m.js',
      'image https://static.example.com/favicon.ico',
      'image https://img.example.com/a.png',
      'image https://img.example.com/s.png',
      'image https://img.example.com/l.png',
      'image https://img.example.com/p.webp',
      'image https://img.example.com/poster.jpg',
      'image https://img.example.com/svg.png',
    ]);
  });

  test('finds url() in style attributes and <style> blocks, including @import and fonts', () => {
    const html = `
      <div style="background-image: url(&quot;https://img.example.com/hero.jpg&quot;)">x</div>
      <style>
        @import url("https://cdn.example.com/theme.css");
        @font-face { font-family: Inter; src: url(https://fonts.example.com/inter.woff2) format("woff2"); }
        .logo { background: url('//img.example.com/logo.svg') }
      </style>`;
    expect(findHtmlReferences(html)).toEqual([
      { kind: 'image', host: 'img.example.com', url: 'https://img.example.com/hero.jpg' },
      { kind: 'style', host: 'cdn.example.com', url: 'https://cdn.example.com/theme.css' },
      { kind: 'font', host: 'fonts.example.com', url: 'https://fonts.example.com/inter.woff2' },
      { kind: 'image', host: 'img.example.com', url: '//img.example.com/logo.svg' },
    ]);
  });

  test('ignores navigation, metadata links, relative and data URLs, comments and inline script text', () => {
    const html = `
      <link rel="canonical" href="https://docs.example.com/guides/start">
      <link rel="alternate" type="application/rss+xml" href="https://docs.example.com/feed.xml">
      <link rel="sitemap" href="https://docs.example.com/sitemap.xml">
      <link rel="preconnect" href="https://fonts.gstatic.com">
      <a href="https://github.com/acme/docs">Source</a>
      <img src="/img/local.png"><img src="../img/rel.png"><img src="data:image/png;base64,AAAA">
      <script src="/assets/app.js"></script>
      <!-- <script src="https://cdn.example.com/commented.js"></script> -->
      <script>document.write('<img src="https://track.example.com/p.gif">')</script>
      <script>el.innerHTML = '<div style="background: url(https://track.example.com/s.png)">';</script>
      <p data-style="url(https://example.com/not-a-style.png)">Text about style = url(https://example.com/prose.png)</p>
      <p>See https://example.com/image.png for details.</p>`;
    expect(findHtmlReferences(html)).toEqual([]);
  });

  test('survives unclosed quotes and tags', () => {
    expect(kindsAndUrls('<img src="https://img.example.com/a.png')).toEqual(['image https://img.example.com/a.png']);
    expect(kindsAndUrls('<script src=https://cdn.example.com/x.js')).toEqual(['script https://cdn.example.com/x.js']);
    expect(kindsAndUrls('<<<>> <img <!-- x')).toEqual([]);
  });
});

describe('CSS', () => {
  test('classifies @import as style, @font-face and font files as font, the rest as image', () => {
    const css = `
      @import "https://cdn.example.com/a.css";
      @import url(//cdn.example.com/b.css) screen;
      /* url(https://commented.example.com/x.png) */
      @font-face { src: url(https://fonts.example.com/f.ttf), url("https://fonts.example.com/g") format("woff"); }
      .x { background: url(https://img.example.com/x.png); mask: url( "https://img.example.com/m.svg" ); }
      .y { src: url(https://fonts.example.com/late.woff2); }
      .z { background: url(/local.png), url(data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg"/>); }`;
    expect(findCssReferences(css).map((r) => `${r.kind} ${r.url}`)).toEqual([
      'style https://cdn.example.com/a.css',
      'style //cdn.example.com/b.css',
      'font https://fonts.example.com/f.ttf',
      'font https://fonts.example.com/g',
      'image https://img.example.com/x.png',
      'image https://img.example.com/m.svg',
      'font https://fonts.example.com/late.woff2',
    ]);
  });
});

describe('external URLs', () => {
  test('keeps the host, drops query and fragment, and reads backslashes as browsers do', () => {
    expect(externalReference(' https://cdn.example.com:8443/a.js?v=1#x ', 'script')).toEqual({
      kind: 'script',
      host: 'cdn.example.com:8443',
      url: 'https://cdn.example.com:8443/a.js',
    });
    expect(externalReference('https:\\\\cdn.example.com\\a.js', 'script')?.host).toBe('cdn.example.com');
    expect(externalReference('ftp://files.example.com/a', 'image')).toBeUndefined();
    expect(externalReference('/relative/a.js', 'script')).toBeUndefined();
    expect(externalReference('https://', 'script')).toBeUndefined();
  });
});
