// The politeness meter. The service asks clients to poll job and deployment status no more
// than once every 2 s; the emulator notes, on each status request in the request log, how
// long after the previous status request for the same job or deployment it came (on the
// emulator clock), and sums that up per job and per deployment.
import type { PollKind, PollNote, RecordedRequest } from './recorded-request.ts';

/** Polls closer together than this count as impolite. */
export const POLL_FLOOR_MS = 2000;

const POLL_PATHS: readonly { kind: PollKind; pattern: RegExp }[] = [
  { kind: 'job', pattern: /^\/v1\/static-export\/jobs\/([^/]+)$/ },
  { kind: 'deployment', pattern: /^\/v1\/project\/update-status\/([^/]+)$/ },
];

export interface PollTargetStats {
  id: string;
  polls: number;
  /** Polls that came less than POLL_FLOOR_MS after the previous one. */
  fastPolls: number;
  /** Gaps between consecutive polls, in order. */
  gapsMs: number[];
  shortestGapMs: number | null;
}

export interface PollStats {
  floorMs: number;
  polls: number;
  fastPolls: number;
  jobs: PollTargetStats[];
  deployments: PollTargetStats[];
}

/** The poll note of a status request arriving at `atMs`, given the log so far; undefined when it is not a status request. */
export function notePoll(
  method: string,
  path: string,
  atMs: number,
  log: readonly RecordedRequest[],
): PollNote | undefined {
  if (method !== 'GET') return undefined;
  for (const { kind, pattern } of POLL_PATHS) {
    const id = pattern.exec(path)?.[1];
    if (id === undefined) continue;
    const previous = log.findLast((r) => r.poll?.kind === kind && r.poll.id === id);
    const note: PollNote = { kind, id };
    if (previous?.at !== undefined) note.sincePreviousMs = atMs - Date.parse(previous.at);
    return note;
  }
  return undefined;
}

function statsOf(log: readonly RecordedRequest[], kind: PollKind): PollTargetStats[] {
  const byId = new Map<string, PollTargetStats>();
  for (const { poll } of log) {
    if (poll?.kind !== kind) continue;
    const stats = byId.get(poll.id) ?? { id: poll.id, polls: 0, fastPolls: 0, gapsMs: [], shortestGapMs: null };
    stats.polls += 1;
    if (poll.sincePreviousMs !== undefined) {
      stats.gapsMs.push(poll.sincePreviousMs);
      if (poll.sincePreviousMs < POLL_FLOOR_MS) stats.fastPolls += 1;
      stats.shortestGapMs = Math.min(stats.shortestGapMs ?? Infinity, poll.sincePreviousMs);
    }
    byId.set(poll.id, stats);
  }
  return [...byId.values()];
}

/** Poll counts of the request log, per job and per deployment. */
export function pollStats(log: readonly RecordedRequest[]): PollStats {
  const jobs = statsOf(log, 'job');
  const deployments = statsOf(log, 'deployment');
  const all = [...jobs, ...deployments];
  return {
    floorMs: POLL_FLOOR_MS,
    polls: all.reduce((n, s) => n + s.polls, 0),
    fastPolls: all.reduce((n, s) => n + s.fastPolls, 0),
    jobs,
    deployments,
  };
}
