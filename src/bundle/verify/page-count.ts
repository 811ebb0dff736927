/**
 * The bundle's `.html` count against the job's `pageCount`. Equal is a match. A difference of at most
 * 2 pages or 2% of the job's count (whichever is larger) is a warning: a service may count a 404 page
 * or a redirect stub differently. Anything more means the bundle is not the export the job reported.
 */
export type PageCountVerdict =
  | { kind: 'match' }
  | { kind: 'close'; message: string }
  | { kind: 'mismatch'; message: string };

export function pageCountTolerance(expected: number): number {
  return Math.max(2, Math.ceil(expected * 0.02));
}

export function comparePageCount(found: number, expected: number | undefined): PageCountVerdict {
  if (expected === undefined || found === expected) return { kind: 'match' };
  const difference = Math.abs(found - expected);
  const tolerance = pageCountTolerance(expected);
  const counts = `the bundle holds ${found} .html pages but the job reported ${expected}`;
  if (difference <= tolerance) return { kind: 'close', message: `Page count differs slightly: ${counts}.` };
  return {
    kind: 'mismatch',
    message: `${counts} (more than the ${tolerance} pages of difference accepted)`,
  };
}
