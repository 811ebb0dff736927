import type { ExternalReference, ReferenceKind } from './types.ts';

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', sol: '/', colon: ':' };

/** Enough entity decoding for URLs in attributes: named basics and numeric references. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The reference when `raw` loads from another host: `http(s)://host/...` or protocol-relative `//host/...`.
 * Browsers read `\` as `/` in such URLs and drop tabs and newlines, so this does too.
 */
export function externalReference(raw: string, kind: ReferenceKind): ExternalReference | undefined {
  const cleaned = raw.trim().replace(/[\t\n\r]/g, '').replace(/\\/g, '/');
  if (!/^(?:https?:)?\/\//i.test(cleaned)) return undefined;
  let host: string;
  try {
    host = new URL(cleaned.startsWith('//') ? `https:${cleaned}` : cleaned).host;
  } catch {
    return undefined;
  }
  if (host === '') return undefined;
  // eslint-disable-next-line no-control-regex -- control characters must not reach a log line
  const url = (cleaned.split(/[?#]/, 1)[0] ?? cleaned).replace(/[\u0000-\u001f\u007f]/g, '');
  return { kind, host, url };
}
