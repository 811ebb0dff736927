/** Plain text facts about a YAML source that the document model does not keep: line ends, columns, comments. */

export type LineEnding = '\n' | '\r\n';

/** The line ending the file mostly uses (CRLF when any line ends with it and most do). */
export function detectLineEnding(text: string): LineEnding {
  const crlf = text.match(/\r\n/g)?.length ?? 0;
  const lf = text.match(/\n/g)?.length ?? 0;
  return crlf > 0 && crlf * 2 >= lf ? '\r\n' : '\n';
}

/** Offset where the line holding `offset` starts. */
export function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** Offset of the line break (`\r\n` or `\n`) ending the line that holds `offset`, or the text's length. */
export function lineBreakOf(text: string, offset: number): number {
  const newline = text.indexOf('\n', offset);
  if (newline === -1) return text.length;
  return newline > 0 && text[newline - 1] === '\r' ? newline - 1 : newline;
}

/** Offset just after the line break of the line holding `offset`; `offset` itself when it already starts a line. */
export function nextLineStart(text: string, offset: number): number {
  if (offset > 0 && text[offset - 1] === '\n') return offset;
  const newline = text.indexOf('\n', offset);
  return newline === -1 ? text.length : newline + 1;
}

export function columnOf(text: string, offset: number): number {
  return offset - lineStartOf(text, offset);
}

/**
 * Where a comment starts in a piece of one line (a `#` at its start or after a space, outside quotes), or -1.
 * The piece begins outside any scalar, e.g. just after a value.
 */
export function commentStart(piece: string): number {
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < piece.length; i += 1) {
    const char = piece[i];
    if (quote === '"') {
      if (char === '\\') i += 1;
      else if (char === '"') quote = undefined;
    } else if (quote === "'") {
      if (char === "'" && piece[i + 1] === "'") i += 1;
      else if (char === "'") quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '#' && (i === 0 || piece[i - 1] === ' ' || piece[i - 1] === '\t')) {
      return i;
    }
  }
  return -1;
}

/** A replacement of `text.slice(start, end)`; insertions have `start === end`. */
export interface Splice {
  start: number;
  end: number;
  text: string;
}

/** Applies non-overlapping splices given in any order. */
export function applySplices(text: string, splices: readonly Splice[]): string {
  const ordered = [...splices].sort((a, b) => b.start - a.start || b.end - a.end);
  let result = text;
  let limit = Number.POSITIVE_INFINITY;
  for (const splice of ordered) {
    if (splice.end > limit) throw new Error('internal error: overlapping edits of the values file');
    result = result.slice(0, splice.start) + splice.text + result.slice(splice.end);
    limit = splice.start;
  }
  return result;
}
