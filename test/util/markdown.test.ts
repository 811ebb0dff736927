// The one escaping of untrusted text, against a corpus of hostile paths and texts, checked the way
// GitHub reads markdown: rendered by a GFM parser, then searched for anything active.
import { describe, expect, it } from 'vitest';
import { escapeMarkdown } from '../../src/util/markdown.ts';
import { activeParts, gfmToHtml } from '../support/gfm.ts';

const CORPUS: [string, string][] = [
  ['mention', '@octocat and @acme/security-team'],
  ['mention in a path', '/users/@octocat'],
  ['e-mail autolink', 'mail@evil.example'],
  ['issue reference', 'fixes #123'],
  ['cross-repository reference', 'acme/docs#42'],
  ['GH reference', 'GH-123 and gh-7'],
  ['autolink prefix', 'JIRA-123'],
  ['www autolink', 'www.evil.example/x'],
  ['www autolink, upper case', 'WWW.EVIL.EXAMPLE'],
  ['URL autolink', 'https://evil.example/login?next=x'],
  ['ftp autolink', 'ftp://evil.example'],
  ['markdown link', '[click](https://evil.example)'],
  ['image', '![t](https://tracker.example/p.png)'],
  ['reference-style link', '[x][1] [1]: https://evil.example'],
  ['angle autolink', '<https://evil.example>'],
  ['raw HTML', '<img src=x onerror=alert(1)>'],
  ['script', '<script>alert(1)</script>'],
  ['details', '<details open><summary>x</summary>'],
  ['entity', '&lt;b&gt; &#64;octocat &copy;'],
  ['marker look-alike', '<!-- docs-export-report project=proj_docs period=2026-01-01..2026-01-08 -->'],
  ['data block look-alike', '<!-- docs-export-data:v1 AAAA -->'],
  ['comment end', 'x --> y'],
  ['table breaker', 'a|b||c'],
  ['escaped table breaker', 'a\\|b'],
  ['backslash at the end', 'a\\'],
  ['fence breaker', '```\n```mermaid\ngraph TD; A-->B'],
  ['tilde fence', '~~~ x'],
  ['code span', '`code` and ``two``'],
  ['emphasis', '*bold* _it_ **x** ~~gone~~'],
  ['heading', '# Heading'],
  ['list start', '- item'],
  ['plus list', '+ item'],
  ['ordered list', '1. item'],
  ['ordered list, parenthesis', '2) item'],
  ['setext underline', '==='],
  ['block quote', '> quoted'],
  ['math', '$x^2$ and $$y$$'],
  ['footnote', '[^1]'],
  ['task list', '[ ] todo'],
  ['right-to-left override', '/docs/\u202Etxt.exe'],
  ['isolates and marks', 'a\u2066b\u2069c\u200Ed\u200Fe\u061Cf'],
  ['zero widths', 'zero\u200Bwidth\u200C\u200D\uFEFFjoin'],
  ['tag characters', 'x\u{E0041}\u{E007F}y'],
  ['line breaks', 'one\ntwo\r\nthree\u2028four\u2029five'],
  ['controls', 'bell\u0007esc\u001b[31mred\u0085next'],
  ['NUL', 'a\u0000b'],
  ['indented code', '    four spaces'],
  ['only spaces', '   '],
  ['empty', ''],
];

/** What a reader sees of the input: controls and breaks as spaces, format characters as U+FFFD. */
const shown = (text: string) =>
  // eslint-disable-next-line no-control-regex -- the same classes the escaping replaces
  text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ').replace(/\p{Cf}/gu, '\uFFFD');

/** The text of rendered HTML: tags dropped, entities and the inserted breaks undone, spaces as GitHub shows them. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('escapeMarkdown', () => {
  describe.each([false, true])('code %s', (code) => {
    it.each(CORPUS)('%s: shows the text, and nothing in it acts', (_what, text) => {
      const escaped = escapeMarkdown(text, { code });
      expect(escaped).not.toMatch(/[\n\r]/);
      expect(escaped).not.toMatch(/\p{Cf}/u);
      expect(escaped).not.toContain('<!--');
      expect(escaped).not.toContain('-->');
      expect(activeParts(`Page: ${escaped}`)).toEqual([]);
      expect(textOf(gfmToHtml(`Page: ${escaped}`))).toBe(`Page: ${shown(text)}`.replace(/\s+/g, ' ').trim());
    });

    it.each(CORPUS)('%s: keeps a table whole, in its own cell', (_what, text) => {
      const escaped = escapeMarkdown(text, { code });
      const html = gfmToHtml(`| # | Page | Visitors |\n|---|---|---:|\n| 1 | ${escaped} | 5 |\n`);
      expect(activeParts(`| # | Page | Visitors |\n|---|---|---:|\n| 1 | ${escaped} | 5 |\n`)).toEqual([]);
      const cells = [...html.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => textOf(m[1] ?? ''));
      expect(cells).toEqual(['1', shown(text).replace(/\s+/g, ' ').trim(), '5']);
    });
  });

  it('writes a path as a code span when that is safe, and as escaped text otherwise', () => {
    expect(escapeMarkdown('/docs/*x*_y_ @me #1', { code: true })).toBe('`/docs/*x*_y_ @me #1`');
    expect(escapeMarkdown('/docs/a|b', { code: true })).toBe('/docs/a\\|b');
    expect(escapeMarkdown('/docs/`x`', { code: true })).toBe('/docs/\\`x\\`');
    expect(escapeMarkdown('[x](y) *z* @me <i>&')).toBe('\\[x\\]\\(y\\) \\*z\\* @&#8203;me &lt;i&gt;&amp;');
    expect(escapeMarkdown('see #12, GH-3 and www.x.example')).toBe(
      'see \\#&#8203;12, GH-&#8203;3 and w&#8203;ww.x.example',
    );
  });
});
