import { ActionError } from './errors.ts';
import { formatInstant } from './format.ts';
import { lineText } from './line-text.ts';

/** The `expires-at` output: RFC 3339 UTC to the second, whatever form the service used. */

/** Thrown when the service's expiry cannot be read: rolling out a link of unknown lifetime is unsafe. */
export class ExpiryFormatError extends ActionError {
  readonly kind = 'service';
  constructor(value: unknown) {
    super(
      `The service returned a bundle expiry the action cannot read (expiresAt: ${shownValue(value)}); ` +
        'expected an RFC 3339 date-time such as 2026-11-28T05:31:56Z.',
    );
    this.name = 'ExpiryFormatError';
  }
}

/** The value as the service sent it, inert on one line: a string quoted exactly, anything else as its JSON. */
function shownValue(value: unknown): string {
  if (typeof value === 'string') return lineText(value, { quoted: true, max: 80 });
  return lineText(JSON.stringify(value) ?? String(value), { max: 80 });
}

/** Epoch milliseconds of an expiry given as RFC 3339/ISO 8601, an HTTP date, or epoch seconds/milliseconds. */
export function parseExpiry(value: unknown): number {
  const ms =
    typeof value === 'number' ? epochMs(value) : typeof value === 'string' ? parseText(value.trim()) : undefined;
  if (ms === undefined || !Number.isFinite(ms)) throw new ExpiryFormatError(value);
  return ms;
}

/** `2026-11-28T05:31:56Z`: UTC, no milliseconds (truncated, so the link is never said to live longer than it does). */
export function formatExpiry(ms: number): string {
  return formatInstant(ms);
}

export function normalizeExpiry(value: unknown): string {
  return formatExpiry(parseExpiry(value));
}

function parseText(text: string): number | undefined {
  if (/^\d+(\.\d+)?$/.test(text)) return epochMs(Number(text));
  // A date-time without a zone would be read in the runner's local zone: refuse to guess.
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text) && !/(Z|[+-]\d{2}:?\d{2})$/i.test(text)) return undefined;
  const ms = Date.parse(text.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T'));
  return Number.isNaN(ms) ? undefined : ms;
}

/** The one epoch rule: ten-digit numbers are seconds (until 2286), larger ones milliseconds. */
export function epochMs(value: number): number | undefined {
  if (!Number.isFinite(value) || value <= 0) return undefined;
  return value < 1e11 ? value * 1000 : value;
}
