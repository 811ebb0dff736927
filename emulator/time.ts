// Calendar helpers. The service thinks in UTC days; timestamps go out as RFC 3339.

export const DAY_MS = 86_400_000;

/** Index of the UTC day holding the instant (days since 1970-01-01). */
export function dayIndex(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/** RFC 3339 with milliseconds, as the service writes job timestamps. */
export function rfc3339(ms: number): string {
  return new Date(ms).toISOString();
}

/** RFC 3339 to the second (`2023-11-07T05:31:56Z`), as the service writes `expiresAt`. */
export function rfc3339Seconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** `YYYYMMDDTHHMMSSZ`, the basic ISO 8601 form of AWS signature version 4. */
export function amzDate(ms: number): string {
  return rfc3339Seconds(ms).replace(/[-:]/g, '');
}

/** Parses `YYYYMMDDTHHMMSSZ`; undefined when it is not one. */
export function parseAmzDate(text: string): number | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  return amzDate(ms) === text ? ms : undefined;
}

/** `YYYY-MM-DD` of a UTC day index. */
export function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
