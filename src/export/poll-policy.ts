/**
 * When to poll a job next: pure, clock-free. Backs off while nothing is known; once rising
 * progress reveals a rate, aims the next poll at the predicted completion so it is seen soon
 * after it happens, with few polls before.
 */
import { estimateCompletion } from './completion-estimate.ts';

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
  minDelayMs: number;
  /** Added to an aim point so the poll lands just after it, not just before. */
  marginMs: number;
  /** How late a completion may be seen when the predicted window is wide (at the cost of more polls). */
  targetLagMs: number;
  /** A wide window is walked in at most about this many polls (lag grows instead)... */
  maxPollsInWindow: number;
  /** ...but in steps no longer than this: a window that wide is uncertain, and each poll in it narrows it. */
  maxStepMs: number;
}

export const DEFAULT_POLL_POLICY: PollPolicyOptions = {
  firstDelayMs: 1_000,
  backoffFactor: 1.5,
  maxDelayMs: 20_000,
  minDelayMs: 500,
  marginMs: 200,
  targetLagMs: 800,
  maxPollsInWindow: 10,
  maxStepMs: 2_500,
};

/** Milliseconds to wait before the next poll; 0 means poll now (at the deadline: one last time). */
export function nextPollDelay(input: PollPolicyInput, options: PollPolicyOptions = DEFAULT_POLL_POLICY): number {
  const untilDeadline = input.startedAt + input.timeoutMs - input.now;
  if (untilDeadline <= 0) return 0;
  return Math.max(0, Math.min(untilDeadline, chooseDelay(input, options)));
}

function chooseDelay(input: PollPolicyInput, options: PollPolicyOptions): number {
  const { history, now } = input;
  if (input.retryAfterMs !== undefined) return Math.max(0, input.retryAfterMs);
  if (history.length === 0) return 0;

  const window = estimateCompletion(history);
  if (window === undefined) {
    const backoff = options.firstDelayMs * options.backoffFactor ** (unchangedPolls(history) - 1);
    return clamp(backoff, options.minDelayMs, options.maxDelayMs);
  }
  // Completion lies in [earliest, latest]. Walking it in steps keeps the lag at most one step;
  // when it is narrow, one poll just after its end sees completion.
  const { earliest, latest } = window;
  if (now < latest) {
    const stepMs = clamp((latest - earliest) / options.maxPollsInWindow, options.targetLagMs, options.maxStepMs);
    const aim = Math.min(latest, Math.max(earliest, now) + stepMs) + options.marginMs;
    return clamp(aim - now, options.minDelayMs, options.maxDelayMs);
  }
  // Later than any completion the observations allowed: the pace changed; the further past, the longer the pause.
  return clamp((now - latest) / 2, options.minDelayMs, options.maxDelayMs);
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

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
