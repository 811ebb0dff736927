// The hidden marker that makes a published report findable again: by project (the sticky comment)
// and by project and period (the report issue).
import type { Period } from '../types.ts';

export interface ReportMarker {
  projectId: string;
  /** `dateFrom` and `dateTo` (exclusive) of the report's period. */
  period?: { dateFrom: string; dateTo: string };
}

const MARKER = /<!-- docs-export-report ([^<>]*?) -->/g;

export function reportMarker(projectId: string, period: Pick<Period, 'dateFrom' | 'dateTo'>): string {
  return `<!-- docs-export-report project=${encodeURIComponent(projectId)} period=${period.dateFrom}..${period.dateTo} -->`;
}

/** Every marker in a body (a body normally holds one). */
export function readMarkers(body: string | null | undefined): ReportMarker[] {
  const markers: ReportMarker[] = [];
  for (const match of (body ?? '').matchAll(MARKER)) {
    const fields = new Map<string, string>();
    for (const pair of (match[1] ?? '').split(/\s+/)) {
      const eq = pair.indexOf('=');
      if (eq > 0) fields.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const project = fields.get('project');
    if (project === undefined) continue;
    let projectId: string;
    try {
      projectId = decodeURIComponent(project);
    } catch {
      continue;
    }
    const range = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(fields.get('period') ?? '');
    markers.push(range ? { projectId, period: { dateFrom: range[1] ?? '', dateTo: range[2] ?? '' } } : { projectId });
  }
  return markers;
}

/** The marker of `projectId` in a body, if any. */
export function markerFor(body: string | null | undefined, projectId: string): ReportMarker | undefined {
  return readMarkers(body).find((marker) => marker.projectId === projectId);
}
