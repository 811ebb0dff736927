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

/**
 * `2026-11-28T05:31:56Z`: UTC, whole seconds. Truncated by default, so an expiry is never said to be later
 * than it is; `up` for a time to wait until (a retry is never said to be allowed earlier than it is).
 */
export function formatInstant(ms: number, rounding: 'down' | 'up' = 'down'): string {
  const seconds = rounding === 'up' ? Math.ceil(ms / 1000) : Math.floor(ms / 1000);
  return new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** `1,234,567`: grouped by hand, since `toLocaleString` loads several MB of ICU data into the process. */
export function groupThousands(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const BYTE_UNITS = ['KiB', 'MiB', 'GiB', 'TiB'];

/** `1.5 MiB`; bytes below 1 KiB stay exact. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes;
  let unit = 'B';
  for (const next of BYTE_UNITS) {
    if (value < 1024) break;
    value /= 1024;
    unit = next;
  }
  return `${value >= 100 ? value.toFixed(0) : value.toFixed(1)} ${unit}`;
}

/** `45%`, one decimal only when it says something (`99.5%`). */
export function formatPercent(progress: number): string {
  const rounded = Math.round(progress * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)}%`;
}

/** A share (0 to 1) as a whole percentage: `4%`, as task issues and their comments print rates. */
export function wholePercent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** "in 23h 59m" / "in 6d 23h" / "5m ago", for an expiry relative to now. */
export function formatRelative(targetMs: number, nowMs: number): string {
  const delta = targetMs - nowMs;
  const text = formatLongDuration(Math.abs(delta));
  return delta >= 0 ? `in ${text}` : `${text} ago`;
}

/** Like formatDuration, but days and hours past two days: "6d 23h". */
function formatLongDuration(ms: number): string {
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 48) return formatDuration(ms);
  return `${Math.floor(hours / 24)}d ${hours % 24}h`;
}

/** A small share (a gap's score) as the report and the tasks print it: `1.9%`, `0.42%` below one, never `0%` for one above 0. */
export function shareWords(score: number): string {
  const percent = score * 100;
  if (percent >= 1) return `${percent.toFixed(1)}%`;
  if (percent >= 0.01) return `${percent.toFixed(2)}%`;
  return percent > 0 ? '< 0.01%' : '0%';
}

/** The text with its first letter in capitals: a sentence that starts with a phrase written for the middle of one. */
export function capitalized(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
