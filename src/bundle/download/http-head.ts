/** The status line and header fields of an HTTP/1.x response. */
export interface ResponseHead {
  status: number;
  /** Lower-case field names; a repeated field keeps its first value. */
  headers: Record<string, string>;
}

/** Where the head ends in `bytes` (just after the blank line), or -1 when it has not ended yet. */
export function headEnd(bytes: Buffer, from = 0): number {
  const at = bytes.indexOf('\r\n\r\n', Math.max(0, from - 3), 'latin1');
  return at === -1 ? -1 : at + 4;
}

/** Parses a response head (status line and fields, blank line included or not). Throws on what is not HTTP/1.x. */
export function parseResponseHead(text: string): ResponseHead {
  const lines = text.split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})(?: .*)?$/.exec(lines[0] ?? '');
  if (!match) throw new Error(`the server's answer is not HTTP/1.1 (${JSON.stringify((lines[0] ?? '').slice(0, 40))})`);
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon <= 0 || /^\s/.test(line)) throw new Error('the server sent a malformed header line');
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= line.slice(colon + 1).trim();
  }
  return { status: Number(match[1]), headers };
}
