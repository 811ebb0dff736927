// The files a task body names, read back from the action's part of it: the docs files that mention its term and a
// page's source ("Where the docs mention it", body.ts). A linked name is read from its link (the path is the link's,
// percent-encoded), a bare one from its code span or its escaped text. Pure.
import { partOf } from './body-part.ts';

const SECTION = /^### Where the docs mention it\r?$/m;
/** A file line (`- name: line 3` / `- name: lines 3, 9`) or the page's source (`The page's source: name.`). */
const FILE_LINE = /^- (.+?): lines? \d/;
const SOURCE_LINE = /^The page's source: (.+)\.\r?$/;
const LINKED = /^\[.*\]\((\S+)\)$/;
const CODE = /^`([^`]+)`$/;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#8203;': '' };

/** The path a link to `<server>/<owner>/<repo>/blob/<sha>/<path>` names. */
function pathOfLink(url: string): string | undefined {
  const match = /\/blob\/[^/]+\/([^#?]+)/.exec(url);
  if (!match?.[1]) return undefined;
  try {
    return match[1].split('/').map(decodeURIComponent).join('/');
  } catch {
    return undefined;
  }
}

/** A name as escapeMarkdown wrote it, back to its text: a code span's content, or the text without its escapes. */
function pathOfShown(shown: string): string {
  const code = CODE.exec(shown);
  if (code?.[1]) return code[1];
  return shown
    .replace(/&amp;|&lt;|&gt;|&quot;|&#8203;/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\\(.)/g, '$1');
}

function pathOf(shown: string): string | undefined {
  const linked = LINKED.exec(shown);
  return linked?.[1] ? pathOfLink(linked[1]) : pathOfShown(shown);
}

/** The files the action's part of `body` names in its docs section, each once, in the order named. */
export function namedFiles(body: string): string[] {
  const part = partOf(body)?.text ?? '';
  const section = SECTION.exec(part);
  if (!section) return [];
  const named = new Set<string>();
  for (const line of part
    .slice(section.index + section[0].length)
    .split('\n')
    .slice(1)) {
    // The section ends at the next heading or at the hidden lines below it.
    if (/^#{1,6} |^<!-- /.test(line)) break;
    const shown = FILE_LINE.exec(line)?.[1] ?? SOURCE_LINE.exec(line)?.[1];
    const path = shown === undefined ? undefined : pathOf(shown);
    if (path) named.add(path);
  }
  return [...named];
}
