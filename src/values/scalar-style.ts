import { parse } from 'yaml';

/** How a scalar is written; the style of an existing value is kept when its new value allows it. */
export type ScalarStyle = 'plain' | 'single' | 'double';

/** YAML source of `value` in `style`, falling back to double quotes when the style cannot hold it faithfully. */
export function renderString(value: string, style: ScalarStyle, inFlow: boolean): string {
  if (style === 'plain' && isPlainSafe(value, inFlow)) return value;
  if (style === 'single' && !/[\n\r\t\\\p{Cc}]/u.test(value)) return `'${value.replaceAll("'", "''")}'`;
  // JSON's escapes are a subset of YAML's double-quoted escapes.
  return JSON.stringify(value);
}

/**
 * A plain scalar is safe when it reads back as the same string under YAML 1.2 and under YAML 1.1, which Helm's
 * parser follows (`1.0`, `yes`, `2024-06-01` change meaning there).
 */
export function isPlainSafe(value: string, inFlow: boolean): boolean {
  if (value === '' || value !== value.trim() || /[\n\r\t]/.test(value)) return false;
  const source = inFlow ? `{k: ${value}}` : `k: ${value}`;
  for (const version of ['1.2', '1.1'] as const) {
    try {
      const parsed: unknown = parse(source, { version, uniqueKeys: false });
      if (!parsed || typeof parsed !== 'object' || (parsed as Record<string, unknown>).k !== value) return false;
    } catch {
      return false;
    }
  }
  return true;
}

export function styleOf(type: string | undefined): ScalarStyle {
  if (type === 'QUOTE_SINGLE') return 'single';
  if (type === 'QUOTE_DOUBLE') return 'double';
  return 'plain';
}

/** Words YAML 1.1 (and so Helm) reads as true; YAML 1.2 knows the first three. */
const TRUE_WORDS = new Set(['true', 'True', 'TRUE', 'yes', 'Yes', 'YES', 'on', 'On', 'ON', 'y', 'Y']);

export function isTrueSource(source: string): boolean {
  return TRUE_WORDS.has(source);
}
