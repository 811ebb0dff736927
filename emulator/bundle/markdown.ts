// A small Markdown renderer for the emulated docs site: headings, paragraphs, lists, fenced
// code, block quotes, tables, links, images and inline emphasis. Links and images go
// through hooks so the page renderer decides where they point.

export interface MarkdownHooks {
  /** The href to write for a link found in the source. */
  link(href: string): string;
  /** The `<img>` (or other) HTML for an image found in the source. */
  image(src: string, alt: string): string;
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const INLINE_PATTERNS: readonly { pattern: RegExp; render: (m: RegExpExecArray, hooks: MarkdownHooks) => string }[] = [
  { pattern: /^`([^`]+)`/, render: (m) => `<code>${escapeHtml(m[1] ?? '')}</code>` },
  { pattern: /^!\[([^\]]*)\]\(([^)\s]+)\)/, render: (m, hooks) => hooks.image(m[2] ?? '', m[1] ?? '') },
  {
    pattern: /^\[((?:[^\]`]|`[^`]*`)+)\]\(([^)\s]+)\)/,
    render: (m, hooks) => {
      const href = hooks.link(m[2] ?? '');
      const external = /^https?:/.test(href) ? ' rel="noopener"' : '';
      return `<a href="${escapeHtml(href)}"${external}>${renderInline(m[1] ?? '', hooks)}</a>`;
    },
  },
  { pattern: /^\*\*(.+?)\*\*/, render: (m, hooks) => `<strong>${renderInline(m[1] ?? '', hooks)}</strong>` },
  { pattern: /^\*([^*\s][^*]*)\*/, render: (m, hooks) => `<em>${renderInline(m[1] ?? '', hooks)}</em>` },
];

export function renderInline(text: string, hooks: MarkdownHooks): string {
  let out = '';
  let rest = text;
  outer: while (rest.length > 0) {
    for (const { pattern, render } of INLINE_PATTERNS) {
      const m = pattern.exec(rest);
      if (m) {
        out += render(m, hooks);
        rest = rest.slice(m[0].length);
        continue outer;
      }
    }
    out += escapeHtml(rest[0] ?? '');
    rest = rest.slice(1);
  }
  return out;
}

function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

const FENCE = /^```\s*([\w-]*)\s*$/;
const HEADING = /^(#{1,6})\s+(.*)$/;
const LIST_ITEM = /^([-*]|\d+\.)\s+(.*)$/;
const TABLE_RULE = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

function startsBlock(line: string, next: string | undefined): boolean {
  return (
    FENCE.test(line) ||
    HEADING.test(line) ||
    LIST_ITEM.test(line) ||
    line.startsWith('>') ||
    (line.startsWith('|') && next !== undefined && TABLE_RULE.test(next))
  );
}

/** Renders Markdown to an HTML fragment. */
export function renderMarkdown(source: string, hooks: MarkdownHooks): string {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const html: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    const next = lines[i + 1];
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const code: string[] = [];
      i += 1;
      while (i < lines.length && !/^```\s*$/.test(lines[i] ?? '')) code.push(lines[i++] ?? '');
      i += 1;
      const lang = fence[1] ? ` class="language-${fence[1]}"` : '';
      html.push(`<pre><code${lang}>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1]?.length ?? 2;
      const inner = renderInline(heading[2] ?? '', hooks);
      html.push(`<h${level} id="${slugify(inner)}">${inner}</h${level}>`);
      i += 1;
      continue;
    }
    if (line.startsWith('>')) {
      const quoted: string[] = [];
      while (i < lines.length && (lines[i] ?? '').startsWith('>')) quoted.push((lines[i++] ?? '').replace(/^>\s?/, ''));
      html.push(`<blockquote>${renderMarkdown(quoted.join('\n'), hooks)}</blockquote>`);
      continue;
    }
    if (line.startsWith('|') && next !== undefined && TABLE_RULE.test(next)) {
      const head = tableCells(line);
      i += 2;
      const rows: string[][] = [];
      while (i < lines.length && (lines[i] ?? '').startsWith('|')) rows.push(tableCells(lines[i++] ?? ''));
      const th = head.map((c) => `<th>${renderInline(c, hooks)}</th>`).join('');
      const body = rows
        .map((r) => `<tr>${r.map((c) => `<td>${renderInline(c, hooks)}</td>`).join('')}</tr>`)
        .join('\n');
      html.push(`<table>\n<thead><tr>${th}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`);
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = /^\d/.test(item[1] ?? '');
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i] ?? '';
        const m = LIST_ITEM.exec(current);
        if (m) items.push(m[2] ?? '');
        else if (/^\s{2,}\S/.test(current) && items.length > 0) items[items.length - 1] += ` ${current.trim()}`;
        else break;
        i += 1;
      }
      const tag = ordered ? 'ol' : 'ul';
      html.push(`<${tag}>\n${items.map((t) => `<li>${renderInline(t, hooks)}</li>`).join('\n')}\n</${tag}>`);
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length) {
      const current = lines[i] ?? '';
      if (current.trim() === '' || (paragraph.length > 0 && startsBlock(current, lines[i + 1]))) break;
      paragraph.push(current.trim());
      i += 1;
    }
    const text = paragraph.join(' ');
    const lone = /^!\[[^\]]*\]\([^)\s]+\)$/.test(text);
    html.push(lone ? `<figure>${renderInline(text, hooks)}</figure>` : `<p>${renderInline(text, hooks)}</p>`);
  }
  return html.join('\n');
}
