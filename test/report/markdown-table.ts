// Reads GFM table rows the way GitHub's parser splits them, to check that escaped paths keep tables whole.

/** The cells of a table row: `|` splits unless escaped, and a backslash escapes the next character (cmark-gfm). */
export function tableCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '\\' && i + 1 < line.length) {
      cell += c + line[i + 1];
      i += 1;
    } else if (c === '|') {
      cells.push(cell);
      cell = '';
    } else {
      cell += c;
    }
  }
  cells.push(cell);
  // A row starts and ends with a pipe: drop the empty outsides.
  return cells.slice(1, -1).map((s) => s.trim());
}

/** Every table in the markdown: consecutive lines starting with `|`. */
export function tables(markdown: string): string[][] {
  const found: string[][] = [];
  let current: string[] | undefined;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('|')) (current ??= []).push(line);
    else if (current) {
      found.push(current);
      current = undefined;
    }
  }
  if (current) found.push(current);
  return found;
}

/** What a cell shows: a code span's text (with `\|` unescaped, as GitHub tables do), or text with its escapes and entities undone. */
export function cellText(cell: string): string {
  const code = /^`([^`]*)`$/.exec(cell);
  if (code) return (code[1] ?? '').replace(/\\\|/g, '|');
  return cell
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\u200b/g, '');
}
