// How numbers read in the report: fixed English formatting, independent of the runner's locale.
import type { Change, ShareChange } from '../model/types.ts';

export const NOT_AVAILABLE = '—';
const MINUS = '−';

/** `1234567.891` -> `1,234,568` (or with `digits` decimals); `—` for anything not a finite number. */
export function formatNumber(value: unknown, digits = 0): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return NOT_AVAILABLE;
  const fixed = Math.abs(value).toFixed(digits);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && Number(fixed) !== 0 ? MINUS : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A fraction as a percentage: `0.1234` -> `12.3%`. */
export function formatPercent(fraction: unknown, digits = 1): string {
  if (typeof fraction !== 'number' || !Number.isFinite(fraction)) return NOT_AVAILABLE;
  return `${formatNumber(fraction * 100, digits)}%`;
}

/** `▲ 1,234 (+12.3%)`, `▼ 56 (−4.0%)`, `no change`, `▲ 12 (new)`; `—` without a comparison. */
export function formatDelta(change: Change | undefined, digits = 1): string {
  if (!change || change.previous === undefined || change.delta === undefined) return NOT_AVAILABLE;
  if (change.delta === 0) return 'no change';
  const arrow = change.delta > 0 ? '▲' : '▼';
  const amount = formatNumber(Math.abs(change.delta));
  if (change.relative === undefined) return `${arrow} ${amount} (new)`;
  const sign = change.relative > 0 ? '+' : MINUS;
  return `${arrow} ${amount} (${sign}${formatNumber(Math.abs(change.relative) * 100, digits)}%)`;
}

/** A share's change in percentage points: `▲ 1.2 pp`. */
export function formatPoints(shareChange: ShareChange | undefined, digits = 1): string {
  const points = shareChange?.deltaPoints;
  if (typeof points !== 'number' || !Number.isFinite(points)) return NOT_AVAILABLE;
  const rounded = Number(Math.abs(points).toFixed(digits));
  if (rounded === 0) return 'no change';
  return `${points > 0 ? '▲' : '▼'} ${formatNumber(rounded, digits)} pp`;
}
