/** Text that may end up in a log or an error: secrets removed, length bounded, durations readable. */

const MAX_SNIPPET = 200;

/**
 * Removes the given secrets, anything that follows a `Bearer` scheme, and the query string of every
 * URL (a presigned link's signature lives there), then collapses whitespace and cuts to ~200 characters.
 */
export function scrub(text: string, secrets: readonly string[] = [], max = MAX_SNIPPET): string {
  let out = text;
  for (const secret of secrets) if (secret) out = out.split(secret).join('***');
  out = out
    .replace(/\b(bearer)\s+[\w\-.~+/*]+=*/gi, '$1 ***')
    .replace(/(\bhttps?:\/\/[^\s?#"'<>]*)\?[^\s"'<>]*/gi, '$1?…')
    .replace(/\s+/g, ' ')
    .trim();
  return out.length > max ? `${out.slice(0, max - 1)}…` : out;
}

/** `950ms`, `42s`, `3m 20s`, `1h 5m`. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))}ms`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes}m ${seconds % 60}s` : `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours}h ${minutes % 60}m` : `${hours}h`;
}

/** `2026-11-21T12:42:00Z`: an instant as a person reads it in a log. */
export function formatInstant(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
