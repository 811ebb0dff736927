/** Parsers for the textual forms inputs take. Each returns undefined when the text does not fit. */

const DURATION_UNITS_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const DURATION_PATTERN = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)$/;

/** `90s`, `15m`, `2h`, `1d` (and `500ms`) to milliseconds. A bare number is refused: its unit would be a guess. */
export function parseDuration(text: string): number | undefined {
  const match = DURATION_PATTERN.exec(text.trim().toLowerCase());
  if (!match) return undefined;
  const [, amount, unit] = match;
  return Math.round(Number(amount) * (DURATION_UNITS_MS[unit as string] as number));
}

const SIZE_UNITS: Record<string, number> = {
  b: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  tb: 1e12,
  kib: 2 ** 10,
  mib: 2 ** 20,
  gib: 2 ** 30,
  tib: 2 ** 40,
};
const SIZE_PATTERN = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb|tb|kib|mib|gib|tib)?$/;

/** `20GiB`, `500MB`, `1048576` to bytes: a bare number is bytes, the usual unit of sizes. */
export function parseSize(text: string): number | undefined {
  const match = SIZE_PATTERN.exec(text.trim().toLowerCase());
  if (!match) return undefined;
  const [, amount, unit = 'b'] = match;
  return Math.floor(Number(amount) * (SIZE_UNITS[unit] as number));
}

export function parseBoolean(text: string): boolean | undefined {
  const value = text.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** Lists accept commas or newlines; blanks are dropped. */
export function parseList(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export function parseDate(text: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : undefined;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);
}
