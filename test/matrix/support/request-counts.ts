import type { RecordedRequest } from '../../../emulator/server.ts';

/** The emulator's request log of one row, counted by what each request was for. */
export interface RequestCounts {
  startJob: number;
  statusPolls: number;
  bundle: number;
  storeGets: number;
  analytics: number;
  /** Anything else (should stay 0). */
  other: number;
}

export function countRequests(requests: readonly RecordedRequest[]): RequestCounts {
  const counts: RequestCounts = { startJob: 0, statusPolls: 0, bundle: 0, storeGets: 0, analytics: 0, other: 0 };
  for (const { method, path } of requests) {
    if (method === 'POST' && path === '/v1/static-export/jobs') counts.startJob++;
    else if (method === 'GET' && /^\/v1\/static-export\/jobs\/[^/]+$/.test(path)) counts.statusPolls++;
    else if (method === 'POST' && /^\/v1\/static-export\/jobs\/[^/]+\/bundle$/.test(path)) counts.bundle++;
    else if (method === 'GET' && path.startsWith('/_store/')) counts.storeGets++;
    else if (method === 'GET' && path.startsWith('/v1/analytics/')) counts.analytics++;
    else counts.other++;
  }
  return counts;
}

/** An inclusive range, or an exact count. */
export type Bound = number | readonly [min: number, max: number];

export type RequestBounds = Partial<Record<keyof RequestCounts, Bound>>;

/** Every bound that does not hold, as readable lines (empty when all hold). */
export function boundViolations(counts: RequestCounts, bounds: RequestBounds): string[] {
  const problems: string[] = [];
  for (const [name, bound] of Object.entries(bounds) as [keyof RequestCounts, Bound][]) {
    const [min, max] = typeof bound === 'number' ? [bound, bound] : bound;
    const seen = counts[name];
    if (seen < min || seen > max)
      problems.push(`${name}: ${seen} requests, expected ${min === max ? min : `${min} to ${max}`}`);
  }
  return problems;
}

/** Statuses the emulator sent to requests matching `method` and `path` (0: connection dropped before headers). */
export function statusesOf(requests: readonly RecordedRequest[], method: string, path: RegExp): number[] {
  return requests.filter((r) => r.method === method && path.test(r.path)).map((r) => r.status);
}
