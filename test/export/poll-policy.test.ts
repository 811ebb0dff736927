import { describe, expect, it } from 'vitest';
import { DEFAULT_POLL_POLICY, estimateCompletion, nextPollDelay } from '../../src/export/poll-policy.ts';
import type { JobObservation } from '../../src/export/poll-policy.ts';

/** A job as the service reports it `t` ms after it was created. */
type JobModel = (t: number) => { status: string; progress: number };

/** Queued for a tenth of the run, then progress rising linearly, reported as whole percents rounded down. */
function linearJob(
  durationMs: number,
  options: { queuedShare?: number; report?: (p: number) => number; runningName?: string } = {},
): JobModel {
  const queued = durationMs * (options.queuedShare ?? 0.1);
  const report = options.report ?? Math.floor;
  return (t) => {
    if (t < queued) return { status: 'queued', progress: 0 };
    if (t >= durationMs) return { status: 'completed', progress: 100 };
    return {
      status: options.runningName ?? 'running',
      progress: Math.min(99, report(((t - queued) / (durationMs - queued)) * 100)),
    };
  };
}

interface Simulation {
  /** Time from completion to the poll that saw it. */
  lagMs: number;
  polls: number;
  delays: number[];
}

/** Runs the policy against a job in virtual time; the start response arrives `offsetMs` after creation. */
function simulate(job: JobModel, completesAt: number, offsetMs = 40, timeoutMs = 3_600_000): Simulation {
  let now = offsetMs;
  const history: JobObservation[] = [{ at: now, ...job(now) }];
  const delays: number[] = [];
  for (let polls = 1; polls < 10_000; polls++) {
    const delay = nextPollDelay({ history, startedAt: offsetMs, timeoutMs, now });
    delays.push(delay);
    now += delay;
    const seen = job(now);
    history.push({ at: now, ...seen });
    if (seen.status === 'completed') return { lagMs: now - completesAt, polls, delays };
  }
  throw new Error('the simulation never saw completion');
}

/** The public guide's loop: poll at once, then every 10 s. */
function fixedLoopPolls(completesAt: number, offsetMs = 40): number {
  return Math.ceil(Math.max(0, completesAt - offsetMs) / 10_000) + 1;
}

describe('nextPollDelay', () => {
  it('polls at once with no observation, 2 s after the start response, then backs off by 1.5 up to the cap while queued', () => {
    const base = { startedAt: 0, timeoutMs: 3_600_000 };
    expect(nextPollDelay({ ...base, history: [], now: 0 })).toBe(0);
    const queued: JobObservation[] = [];
    const delays: number[] = [];
    let now = 0;
    for (let i = 0; i < 12; i++) {
      queued.push({ at: now, status: 'queued', progress: 0 });
      const delay = nextPollDelay({ ...base, history: queued, now });
      delays.push(delay);
      now += delay;
    }
    expect(delays.slice(0, 4)).toEqual([2000, 3000, 4500, 6750]);
    expect(Math.max(...delays)).toBe(DEFAULT_POLL_POLICY.maxDelayMs);
    expect(delays.at(-1)).toBe(DEFAULT_POLL_POLICY.maxDelayMs);
  });

  it('lands the last poll on the deadline, stretching a pause rather than leaving less than the floor before it', () => {
    const history: JobObservation[] = [];
    for (let i = 0; i < 10; i++) history.push({ at: i * 10_000, status: 'queued', progress: 0 });
    expect(nextPollDelay({ history, startedAt: 0, timeoutMs: 95_000, now: 90_000 })).toBe(5_000);
    // 20 s would leave 1 s before the deadline: the poll goes to the deadline instead.
    expect(nextPollDelay({ history, startedAt: 0, timeoutMs: 111_000, now: 90_000 })).toBe(21_000);
  });

  it('never asks for two status requests closer than 2 s, not even at the deadline or after a short Retry-After', () => {
    const history: JobObservation[] = [{ at: 0, status: 'queued', progress: 0 }];
    expect(nextPollDelay({ history, startedAt: 0, timeoutMs: 90_500, now: 90_000 })).toBe(2_000);
    expect(nextPollDelay({ history, startedAt: 0, timeoutMs: 90_000, now: 90_000 })).toBe(2_000);
    expect(nextPollDelay({ history, startedAt: 0, timeoutMs: 600_000, now: 0, retryAfterMs: 300 })).toBe(2_000);
    expect(nextPollDelay({ history: [], startedAt: 0, timeoutMs: 600_000, now: 0, retryAfterMs: 0 })).toBe(2_000);
    // Precise progress that predicts completion 100 ms away still waits the floor.
    const precise: JobObservation[] = [
      { at: 0, status: 'running', progress: 50 },
      { at: 1_000, status: 'running', progress: 99.9 },
    ];
    expect(nextPollDelay({ history: precise, startedAt: 0, timeoutMs: 600_000, now: 1_000 })).toBe(2_000);
  });

  it('lets Retry-After win over its own guess', () => {
    const history: JobObservation[] = [{ at: 0, status: 'running', progress: 10 }];
    expect(nextPollDelay({ history, startedAt: 0, timeoutMs: 600_000, now: 0, retryAfterMs: 42_000 })).toBe(42_000);
  });

  it('aims at the predicted completion once rising progress reveals a rate', () => {
    // 1%/s from 20% at t=10s: completion at 90s.
    const history: JobObservation[] = [
      { at: 10_000, status: 'running', progress: 20.5 },
      { at: 12_000, status: 'running', progress: 22.5 },
      { at: 70_000, status: 'running', progress: 80.5 },
    ];
    const delay = nextPollDelay({ history, startedAt: 0, timeoutMs: 3_600_000, now: 80_000 });
    expect(delay).toBeGreaterThan(9_000);
    expect(delay).toBeLessThanOrEqual(11_000);
  });

  it('caps a far-off prediction at the longest pause', () => {
    const history: JobObservation[] = [
      { at: 0, status: 'running', progress: 1.5 },
      { at: 10_000, status: 'running', progress: 2.5 },
    ];
    expect(nextPollDelay({ history, startedAt: 0, timeoutMs: 3_600_000, now: 10_000 })).toBe(
      DEFAULT_POLL_POLICY.maxDelayMs,
    );
  });

  it('backs off again when the job stalls past every completion its progress allowed', () => {
    const history: JobObservation[] = [
      { at: 0, status: 'running', progress: 50.25 },
      { at: 1_000, status: 'running', progress: 75.25 },
      { at: 2_000, status: 'running', progress: 99.25 },
    ];
    const delays: number[] = [];
    let now = 2_000;
    for (let i = 0; i < 20; i++) {
      const delay = nextPollDelay({ history, startedAt: 0, timeoutMs: 3_600_000, now });
      delays.push(delay);
      now += delay;
      history.push({ at: now, status: 'running', progress: 99.25 });
    }
    expect(delays.at(-1)).toBe(DEFAULT_POLL_POLICY.maxDelayMs);
    // Growing pauses, not a tight loop.
    expect(delays.filter((d) => d <= DEFAULT_POLL_POLICY.minDelayMs).length).toBeLessThanOrEqual(3);
  });
});

describe('estimateCompletion', () => {
  it('knows no rate from queued observations or a single progress level', () => {
    expect(
      estimateCompletion([
        { at: 0, status: 'queued', progress: 0 },
        { at: 1000, status: 'queued', progress: 0 },
      ]),
    ).toBeUndefined();
    expect(
      estimateCompletion([
        { at: 0, status: 'running', progress: 40 },
        { at: 1000, status: 'running', progress: 40 },
      ]),
    ).toBeUndefined();
  });

  it('brackets the true completion of a job reported in whole percents', () => {
    const job = linearJob(100_000, { queuedShare: 0 });
    const history = [10_300, 25_700, 41_100].map((at) => ({ at, ...job(at) }));
    const window = estimateCompletion(history);
    expect(window).toBeDefined();
    expect(window?.earliest).toBeLessThanOrEqual(100_000);
    expect(window?.latest).toBeGreaterThanOrEqual(100_000);
    expect((window?.latest ?? Infinity) - (window?.earliest ?? 0)).toBeLessThan(5_000);
  });

  it('pins completion down when progress is precise', () => {
    // 2.5%/s; one decimal: each value is good to a tenth of a percent.
    const window = estimateCompletion([
      { at: 0, status: 'running', progress: 12.5 },
      { at: 5_000, status: 'running', progress: 25 },
      { at: 10_000, status: 'running', progress: 37.5 },
    ]);
    expect(window?.earliest).toBeLessThanOrEqual(35_000);
    expect(window?.latest).toBeGreaterThanOrEqual(35_000);
    expect((window?.latest ?? Infinity) - (window?.earliest ?? 0)).toBeLessThan(500);
  });

  it('fits the recent pace when a job speeds up', () => {
    const history: JobObservation[] = [
      { at: 0, status: 'running', progress: 0.5 },
      { at: 10_000, status: 'running', progress: 10.5 },
      { at: 20_000, status: 'running', progress: 20.5 },
      // From here 3%/s.
      { at: 25_000, status: 'running', progress: 35.5 },
      { at: 30_000, status: 'running', progress: 50.5 },
    ];
    const window = estimateCompletion(history);
    // At the recent pace 46.5 s; at the old one it would be 79.5 s.
    expect(window?.earliest).toBeLessThanOrEqual(46_500);
    expect(window?.latest).toBeGreaterThanOrEqual(46_500);
    expect(window?.latest).toBeLessThan(47_000);
  });

  it('counts an unknown status as running', () => {
    const window = estimateCompletion([
      { at: 0, status: 'rendering', progress: 10.5 },
      { at: 1_000, status: 'rendering', progress: 20.5 },
    ]);
    expect(window?.earliest).toBeLessThanOrEqual(9_000);
    expect(window?.latest).toBeGreaterThanOrEqual(9_000);
  });
});

describe('simulated jobs', () => {
  const durations = [3_000, 10_000, 30_000, 120_000, 600_000, 1_800_000];

  it.each(durations)(
    'sees a %i ms job (whole percents) complete within 2 s, with few polls, none closer than 2 s',
    (durationMs) => {
      for (const offsetMs of [5, 40, 170, 430]) {
        const run = simulate(linearJob(durationMs), durationMs, offsetMs);
        expect(run.lagMs).toBeGreaterThanOrEqual(0);
        expect(run.lagMs).toBeLessThanOrEqual(2_000);
        expect(Math.min(...run.delays)).toBeGreaterThanOrEqual(DEFAULT_POLL_POLICY.minDelayMs);
        // The cap sets a floor of polls on long jobs; beyond it, only the start and the end game.
        expect(run.polls).toBeLessThanOrEqual(Math.ceil(durationMs / DEFAULT_POLL_POLICY.maxDelayMs) + 12);
        expect(run.delays.every((d) => d <= DEFAULT_POLL_POLICY.maxDelayMs)).toBe(true);
      }
    },
  );

  it.each([45_000, 120_000, 600_000, 1_800_000])(
    'polls a %i ms job less often than a fixed 10 s loop',
    (durationMs) => {
      const run = simulate(linearJob(durationMs), durationMs);
      expect(run.polls).toBeLessThan(fixedLoopPolls(durationMs));
    },
  );

  it('sees a job with precise progress complete within one step of it', () => {
    for (const durationMs of [10_000, 45_000, 300_000]) {
      const run = simulate(linearJob(durationMs, { report: (p) => Math.round(p * 100) / 100 }), durationMs);
      expect(run.lagMs).toBeLessThanOrEqual(DEFAULT_POLL_POLICY.stepMs);
    }
  });

  it('copes with progress rounded to nearest and with no queued phase', () => {
    for (const durationMs of [10_000, 60_000, 600_000]) {
      const run = simulate(linearJob(durationMs, { report: Math.round, queuedShare: 0 }), durationMs);
      expect(run.lagMs).toBeLessThanOrEqual(2_000);
    }
  });

  it('treats an unknown running status like running', () => {
    const run = simulate(linearJob(30_000, { runningName: 'rendering' }), 30_000);
    expect(run.lagMs).toBeLessThanOrEqual(2_000);
  });

  it('follows a job that slows down near the end without a long lag', () => {
    // Fast to 90% in 20 s, then the last 10% take another 20 s.
    const job: JobModel = (t) => {
      if (t >= 40_000) return { status: 'completed', progress: 100 };
      const fraction = t < 20_000 ? (t / 20_000) * 0.9 : 0.9 + ((t - 20_000) / 20_000) * 0.1;
      return { status: 'running', progress: Math.floor(fraction * 100) };
    };
    const run = simulate(job, 40_000);
    expect(run.lagMs).toBeLessThanOrEqual(2_000);
    expect(run.polls).toBeLessThanOrEqual(20);
  });
});
