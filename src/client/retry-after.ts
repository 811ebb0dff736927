/**
 * `Retry-After` as a delay in milliseconds from `nowMs`: either delta-seconds or an HTTP date.
 * Undefined when absent or unreadable (the caller falls back to its own backoff); a date in the
 * past is a delay of 0.
 */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  // Checked before Date.parse, which would happily read "120" as a year.
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  // An HTTP date names a weekday or month; this keeps stray numbers and words out of Date.parse.
  if (!/[a-z]{3}/i.test(text) || !/\d/.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}
