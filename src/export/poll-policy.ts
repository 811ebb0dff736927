/**
 * When to poll next: pure, clock-free. Backs off while nothing is known; once rising progress reveals
 * a rate, aims the next poll at the predicted completion so it is seen soon after it happens, with few
 * polls before. Never sooner than `minDelayMs` after the last request: the service asks for no more than
 * one status request every 2 s. The same policy paces export jobs and deployments (which report no
 * progress, so they only ever back off).
 */

/** What one status poll (or the start response) showed, and when. */
export interface JobObservation {
  at: number;
  status: string;
  progress?: number;
  pageCount?: number;
}

export interface PollPolicyInput {
  history: readonly JobObservation[];
  /** When waiting began; the deadline is `startedAt + timeoutMs`. */
  startedAt: number;
  timeoutMs: number;
  now: number;
  /** The service asked for this pause (Retry-After of a 429/503): it wins over any guess. */
  retryAfterMs?: number;
}

export interface PollPolicyOptions {
  firstDelayMs: number;
  backoffFactor: number;
  maxDelayMs: number;
  /** The floor: no two status requests closer than this, whatever the estimate, the deadline or a Retry-After say. */
  minDelayMs: number;
  /** Added to the end of a predicted window so the last poll lands just after it, not just before. */
  marginMs: number;
  /** Polls inside a predicted window are this far apart: the longest a completion may go unseen. */
  stepMs: number;
}

export const DEFAULT_POLL_POLICY: PollPolicyOptions = {
  firstDelayMs: 2_000,
  backoffFactor: 1.5,
  maxDelayMs: 20_000,
  minDelayMs: 2_000,
  marginMs: 200,
  stepMs: 2_000,
};

/**
 * Milliseconds to wait before the next poll; 0 only before the first one. The last poll lands at the
 * deadline: a pause that would leave less than the floor before it is stretched to it. Within the floor
 * of the deadline the floor still holds, so the last poll may come up to `minDelayMs` after it.
 */
export function nextPollDelay(input: PollPolicyInput, options: PollPolicyOptions = DEFAULT_POLL_POLICY): number {
  if (input.history.length === 0 && input.retryAfterMs === undefined) return 0;
  const untilDeadline = input.startedAt + input.timeoutMs - input.now;
  const delay = Math.max(options.minDelayMs, chooseDelay(input, options));
  if (delay >= untilDeadline || untilDeadline - delay < options.minDelayMs)
    return Math.max(options.minDelayMs, untilDeadline);
  return delay;
}

function chooseDelay(input: PollPolicyInput, options: PollPolicyOptions): number {
  const { history, now } = input;
  if (input.retryAfterMs !== undefined) return input.retryAfterMs;

  const window = estimateCompletion(history);
  if (window === undefined) {
    const backoff = options.firstDelayMs * options.backoffFactor ** (unchangedPolls(history) - 1);
    return Math.min(backoff, options.maxDelayMs);
  }
  // Completion lies in [earliest, latest]: polls `stepMs` apart from its start see it at most a step late,
  // and one just after its end sees it for certain.
  const { earliest, latest } = window;
  if (now < latest) {
    const aim = Math.min(latest + options.marginMs, Math.max(earliest, now) + options.stepMs);
    return Math.min(aim - now, options.maxDelayMs);
  }
  // Later than any completion the observations allowed: the pace changed; the further past, the longer the pause.
  return Math.min((now - latest) / 2, options.maxDelayMs);
}

/** Polls (counting the latest) since the status or progress last changed: the exponent of the backoff. */
function unchangedPolls(history: readonly JobObservation[]): number {
  const last = history.at(-1) as JobObservation;
  let count = 0;
  for (let i = history.length - 1; i >= 0; i--) {
    const observation = history[i] as JobObservation;
    if (observation.status !== last.status || observation.progress !== last.progress) break;
    count++;
  }
  return count;
}

// The completion estimate: when will a job reach 100%?

export interface CompletionWindow {
  /** Earliest and latest completion times (ms, same clock as the observations) that fit every observation. */
  earliest: number;
  latest: number;
}

/** Statuses that carry no running progress; anything else (even an unknown status) counts as running. */
const NOT_RUNNING = new Set(['queued', 'completed', 'failed']);

/** Fitting more points adds little once the window is narrow, and old ones may describe another pace. */
const FIT_WINDOW = 12;

/** Longest job the fit considers (a week): bounds the search so "no rate known" is not an infinite window. */
const MAX_MS_PER_PERCENT = (7 * 86_400_000) / 100;

/** The completion window, or undefined while no rate is known (fewer than two progress levels seen). */
export function estimateCompletion(history: readonly JobObservation[]): CompletionWindow | undefined {
  let points = runningSegment(history).slice(-FIT_WINDOW);
  while (new Set(points.map((p) => p.progress)).size >= 2) {
    const window = feasibleWindow(points);
    if (window) return window;
    // The pace changed: forget the oldest observation and fit the rest.
    points = points.slice(1);
  }
  return undefined;
}

interface ProgressPoint {
  at: number;
  progress: number;
}

/** Running observations with progress since the job was last queued or its progress went backwards. */
function runningSegment(history: readonly JobObservation[]): ProgressPoint[] {
  let segment: ProgressPoint[] = [];
  for (const { at, status, progress } of history) {
    if (status === 'queued') segment = [];
    if (NOT_RUNNING.has(status) || typeof progress !== 'number' || !Number.isFinite(progress)) continue;
    const previous = segment.at(-1);
    if (previous !== undefined && previous.progress > progress) segment = [];
    segment.push({ at, progress });
  }
  return segment;
}

/** How coarse the reported progress is: 1 for whole percents, 0.1 for one decimal, and so on. */
function progressStep(points: readonly ProgressPoint[]): number {
  let decimals = 0;
  for (const { progress } of points) {
    const text = String(progress);
    const dot = text.indexOf('.');
    if (dot >= 0) decimals = Math.max(decimals, text.length - dot - 1);
  }
  return Math.max(10 ** -decimals, 1e-6);
}

/** A half-plane `a·u + b·T <= c` over u (ms per percent) and T (completion time). */
interface Constraint {
  a: number;
  b: number;
  c: number;
}

/**
 * With u = ms per percent, a job at true progress y at time t completes at T = t + (100 - y)·u.
 * A reported p is taken as rounded down, so y lies in [p, p + step) and T - t lies between
 * (100 - p - step)·u and (100 - p)·u: two half-planes per observation, linear in (u, T). The window
 * is the range of T over their intersection, found at its vertices. (Were progress rounded to
 * nearest, the window would come out early by half a step: an extra poll, never a late one.)
 */
function feasibleWindow(points: readonly ProgressPoint[]): CompletionWindow | undefined {
  const step = progressStep(points);
  // Measured from the first observation so the arithmetic stays in small numbers.
  const origin = (points[0] as ProgressPoint).at;
  const constraints: Constraint[] = [
    { a: -1, b: 0, c: 0 },
    { a: 1, b: 0, c: MAX_MS_PER_PERCENT },
  ];
  for (const { at, progress } of points) {
    const t = at - origin;
    const remainingHigh = Math.max(0, 100 - progress);
    const remainingLow = Math.max(0, 100 - progress - step);
    constraints.push({ a: -remainingHigh, b: 1, c: t }); // T - t <= remainingHigh·u
    constraints.push({ a: remainingLow, b: -1, c: -t }); // T - t >= remainingLow·u
  }

  let earliest = Infinity;
  let latest = -Infinity;
  for (let i = 0; i < constraints.length; i++) {
    for (let j = i + 1; j < constraints.length; j++) {
      const vertex = intersect(constraints[i] as Constraint, constraints[j] as Constraint);
      if (!vertex || !constraints.every((k) => satisfies(k, vertex))) continue;
      earliest = Math.min(earliest, vertex.T);
      latest = Math.max(latest, vertex.T);
    }
  }
  if (!Number.isFinite(earliest) || !Number.isFinite(latest)) return undefined;
  return { earliest: origin + earliest, latest: origin + latest };
}

function intersect(p: Constraint, q: Constraint): { u: number; T: number } | undefined {
  const det = p.a * q.b - p.b * q.a;
  if (Math.abs(det) < 1e-12) return undefined;
  return { u: (p.c * q.b - p.b * q.c) / det, T: (p.a * q.c - p.c * q.a) / det };
}

function satisfies(k: Constraint, { u, T }: { u: number; T: number }): boolean {
  const tolerance = 1e-6 * (1 + Math.abs(k.c) + Math.abs(k.a * u) + Math.abs(T));
  return k.a * u + k.b * T <= k.c + tolerance;
}
