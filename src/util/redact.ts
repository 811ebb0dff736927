/** A link as it may be shown: scheme, host and path, never the query string that carries the signature. */
export function displayUrl(link: string): string {
  try {
    const url = new URL(link);
    return `${url.origin}${url.pathname}`;
  } catch {
    return '<invalid URL>';
  }
}
