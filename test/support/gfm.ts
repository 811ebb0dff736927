// Renders markdown as GitHub's parser does (CommonMark + GFM: tables, autolink literals, raw HTML) and
// lists what in the result would act on a reader: links, images, HTML, mentions, references, bidi.
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

/** HTML as a GFM renderer makes it, raw HTML passed through (GitHub filters it later; here it must not occur). */
export function gfmToHtml(markdown: string): string {
  return micromark(markdown, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });
}

/** HTML tags the action itself writes in its reports. */
const OWN_TAGS = new Set([
  'a',
  'p',
  'h2',
  'h3',
  'h4',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'pre',
  'strong',
  'em',
  'ul',
  'li',
  'details',
  'summary',
  'br',
]);

// eslint-disable-next-line no-control-regex -- control characters are part of what is looked for
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\p{Cf}\u2028\u2029]/u;

/**
 * What GitHub would turn into something active in `markdown`: every `<a>` whose address is not in
 * `ownLinks`, images, unknown tags, HTML comments, and, in text outside code (where GitHub looks for
 * them), mentions, issue references and invisible or direction-changing characters.
 */
export function activeParts(markdown: string, ownLinks: readonly string[] = []): string[] {
  const html = gfmToHtml(markdown);
  const found: string[] = [];
  for (const [, href] of html.matchAll(/<a\s[^>]*href="([^"]*)"/g))
    if (!ownLinks.includes(href ?? '')) found.push(`link ${href}`);
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) found.push(`image ${tag}`);
  for (const [, name] of html.matchAll(/<\/?([A-Za-z][\w-]*)/g))
    if (!OWN_TAGS.has((name ?? '').toLowerCase())) found.push(`tag <${name}>`);
  if (html.includes('<!--')) found.push('HTML comment');
  // The text of the action's own links (`[#12](…/issues/12)`) is its own reference, not a reader's.
  const ownAnchor = (href: string) => ownLinks.includes(href);
  const text = html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>[\s\S]*?<\/a>/g, (anchor, href: string) => (ownAnchor(href) ? ' ' : anchor))
    .replace(/<pre>[\s\S]*?<\/pre>/g, ' ')
    .replace(/<code>[\s\S]*?<\/code>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  for (const [mention] of text.matchAll(/(?<![\w`])@[A-Za-z0-9][\w-]*(\/[\w-]+)?/g)) found.push(`mention ${mention}`);
  for (const [reference] of text.matchAll(/(?<![\w&])(#\d+|GH-\d+|[\w.-]+\/[\w.-]+#\d+)/gi))
    found.push(`reference ${reference}`);
  for (const [www] of text.matchAll(/(?<![\w])www\.[\w-]/gi)) found.push(`autolink ${www}`);
  const invisible = INVISIBLE.exec(html.replace(/\n/g, ' ').replace(/\u200b/g, ''));
  if (invisible)
    found.push(`invisible U+${(invisible[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`);
  return found;
}
