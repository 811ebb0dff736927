/** Small formatters for log lines and the step summary. */
import { formatDuration } from '../util/format.ts';

export { formatDuration };

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
