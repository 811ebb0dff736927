import type { Change, ShareChange } from './types.ts';

/** The change from `previous` to `current`; no relative change on a base of 0. */
export function change(current: number, previous?: number): Change {
  if (previous === undefined) return { current };
  const delta = current - previous;
  return previous === 0 ? { current, previous, delta } : { current, previous, delta, relative: delta / previous };
}

/** `part / whole`, or undefined when the whole is 0. */
export function share(part: number, whole: number): number | undefined {
  return whole > 0 ? part / whole : undefined;
}

export function shareChange(current: number | undefined, previous: number | undefined): ShareChange {
  const deltaPoints = current !== undefined && previous !== undefined ? (current - previous) * 100 : undefined;
  return { current, previous, deltaPoints };
}
