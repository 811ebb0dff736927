// The log of requests the emulator served (control API requests excluded), in arrival order.

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Status sent; 0 when the connection was dropped before any header. */
  status: number;
  /** Whether an Authorization header was present (its value is never kept). */
  authorization: boolean;
  /** Parsed JSON body (or the raw text when it was not JSON). */
  body?: unknown;
}

const MAX_KEPT_BODY = 10_000;

/** Parsed JSON, or the text itself when it does not parse; undefined for no body. */
export function describeBody(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  const text = raw.toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.length > MAX_KEPT_BODY ? `${text.slice(0, MAX_KEPT_BODY)}…` : text;
  }
}
