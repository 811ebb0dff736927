/** Formatting shared by log lines, messages and summaries. */

/** `850ms`, `42s`, `3m 20s`, `1h 5m`. */
export function formatDuration(ms: number): string {
  const whole = Math.max(0, Math.round(ms));
  if (whole < 1_000) return `${whole}ms`;
  const seconds = Math.round(whole / 1000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes}m ${seconds % 60}s` : `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours}h ${minutes % 60}m` : `${hours}h`;
}

/** `2026-11-28T05:31:56Z`: UTC, whole seconds (truncated, so an expiry is never said to be later than it is). */
export function formatInstant(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** `1,234,567`: grouped by hand, since `toLocaleString` loads several MB of ICU data into the process. */
export function groupThousands(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
