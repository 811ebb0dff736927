/** A presigned link is a credential: mask it, and its signature on its own, before anything can print it. */

const SECRET_PARAMETER = /signature|credential|token|^sig$|^key$/i;

/** Masks the whole link, its query string, and each secret-looking query value (raw and decoded). */
export function maskLink(link: string, setSecret: (value: string) => void): void {
  setSecret(link);
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return;
  }
  if (url.search.length > 1) setSecret(url.search.slice(1));
  for (const part of url.search.slice(1).split('&')) {
    const [name = '', raw = ''] = part.split('=', 2);
    if (!raw || !SECRET_PARAMETER.test(safeDecode(name))) continue;
    setSecret(raw);
    const decoded = safeDecode(raw);
    if (decoded !== raw) setSecret(decoded);
  }
}

/** Query values of the link that must never be shown (for leak checks). */
export function secretLinkValues(link: string): string[] {
  const values: string[] = [];
  maskLink(link, (value) => values.push(value));
  return values;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
