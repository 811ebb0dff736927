// The request target (RFC 9112 section 3.2). Clients send the origin form (`GET /v1/x`);
// a forward proxy, or a client talking to one, sends the absolute form
// (`GET http://127.0.0.1:8787/v1/x`). Both route the same way; the host in an absolute
// target, like the Host header, is never used to build links (they use the emulator's own
// address).

export interface RequestTarget {
  /** Path and query; the host part is a placeholder for origin-form targets. */
  url: URL;
  form: 'origin' | 'absolute';
}

/** Parses a request target; undefined for a form the emulator does not serve (`*`, authority form, other schemes). */
export function parseRequestTarget(raw: string | undefined): RequestTarget | undefined {
  const target = raw ?? '/';
  try {
    // Keeps `//` in paths: a client bug the service answers 404, not something to clean up.
    if (target.startsWith('/')) return { url: new URL(`http://emulator${target}`), form: 'origin' };
    if (!/^https?:\/\//i.test(target)) return undefined;
    return { url: new URL(target), form: 'absolute' };
  } catch {
    return undefined;
  }
}
