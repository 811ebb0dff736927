// How soon export mode sees a job complete, and with how many status polls, against the public
// guide's fixed loop (poll, then sleep 10 s, at most 60 tries).
// Real time: one 10 s job on the emulator, both loops polling the same job side by side.
// Virtual time: a sweep of job lengths, both loops against the emulator on a shared virtual clock.
// Run: npm exec -- node bench/poll.ts
import { pathToFileURL } from 'node:url';
import { virtualClock } from '../devkit/clock.ts';
import { memoryLog } from '../devkit/log.ts';
import { startEmulator } from '../emulator/server.ts';
import { createServiceClient } from '../src/client/service.ts';
import type { Job, ServiceClient } from '../src/client/types.ts';
import { waitForJob } from '../src/export/job.ts';
import { systemClock } from '../src/util/clock.ts';
import type { Clock } from '../src/util/clock.ts';

const FIXED_INTERVAL_MS = 10_000;
const FIXED_MAX_TRIES = 60;
const DOMAIN = 'docs.example.com';
/** Completion is to be seen within 2 s, the poll floor: polls never come closer than that. */
export const LAG_TARGET_MS = 2_000;

export interface LoopFigures {
  /** Status requests made (the start response not counted). */
  polls: number;
  /** From the emulator's completion time to the loop seeing `completed`. */
  lagMs: number;
  /** The shortest time between two status requests of this loop (Infinity with fewer than two). */
  minGapMs: number;
}

export interface SweepRow {
  jobDurationMs: number;
  adaptive: LoopFigures;
  fixed: LoopFigures;
}

export interface PollFigures {
  jobDurationMs: number;
  fixedIntervalMs: number;
  /** Measured in real time on one job, both loops side by side. */
  adaptive: LoopFigures;
  fixed: LoopFigures;
  /** The real-time job: seen within the lag target. The poll count is judged over the sweep (`sweepMeans`). */
  targets: { lagMs: number; lagMet: boolean };
  /** The same comparison over job lengths, in virtual time (no waiting). */
  sweep: SweepRow[];
  sweepMeans: { adaptive: LoopFigures; fixed: LoopFigures };
  /** Worst case of the adaptive loop over the sweep: the longest lag and the closest two requests. */
  sweepWorst: { lagMs: number; minGapMs: number };
  wallMs: number;
}

export async function benchPoll(
  options: { jobDurationMs?: number; sweepDurationsMs?: number[] } = {},
): Promise<PollFigures> {
  const jobDurationMs = options.jobDurationMs ?? 10_000;
  const began = performance.now();
  const real = await measureRealTime(jobDurationMs);
  const sweep: SweepRow[] = [];
  for (const duration of options.sweepDurationsMs ?? [
    7_000, 10_000, 13_000, 18_000, 25_000, 45_000, 90_000, 180_000, 300_000,
  ]) {
    sweep.push(await measureVirtualTime(duration));
  }
  const mean = (pick: (row: SweepRow) => LoopFigures): LoopFigures => ({
    polls: sweep.reduce((sum, row) => sum + pick(row).polls, 0) / sweep.length,
    lagMs: sweep.reduce((sum, row) => sum + pick(row).lagMs, 0) / sweep.length,
    minGapMs: Math.min(...sweep.map((row) => pick(row).minGapMs)),
  });
  return {
    jobDurationMs,
    fixedIntervalMs: FIXED_INTERVAL_MS,
    ...real,
    targets: { lagMs: LAG_TARGET_MS, lagMet: real.adaptive.lagMs <= LAG_TARGET_MS },
    sweep,
    sweepMeans: { adaptive: mean((row) => row.adaptive), fixed: mean((row) => row.fixed) },
    sweepWorst: {
      lagMs: Math.max(...sweep.map((row) => row.adaptive.lagMs)),
      minGapMs: Math.min(real.adaptive.minGapMs, ...sweep.map((row) => row.adaptive.minGapMs)),
    },
    wallMs: performance.now() - began,
  };
}

/** One job, two loops polling it at the same time, on the real clock. */
async function measureRealTime(jobDurationMs: number): Promise<{ adaptive: LoopFigures; fixed: LoopFigures }> {
  const emulator = await startEmulator({ port: 0, jobDurationMs });
  try {
    const adaptiveService = timed(client(emulator.url, emulator.keys.demo, systemClock), systemClock);
    const fixedService = timed(client(emulator.url, emulator.keys.demo, systemClock), systemClock);
    const started = await adaptiveService.startJob({ domain: DOMAIN });
    const [adaptive, fixed] = await Promise.all([
      waitForJob({
        service: adaptiveService,
        clock: systemClock,
        log: memoryLog(),
        jobId: started.jobId,
        timeoutMs: 10 * jobDurationMs,
        started,
      }),
      fixedLoop(fixedService, systemClock, started.jobId),
    ]);
    const completedAt = completionTime(adaptive.job);
    return {
      adaptive: { polls: adaptive.polls, lagMs: adaptive.seenAt - completedAt, minGapMs: adaptiveService.minGapMs() },
      fixed: { polls: fixed.polls, lagMs: fixed.seenAt - completedAt, minGapMs: fixedService.minGapMs() },
    };
  } finally {
    await emulator.close();
  }
}

/** Both loops on their own job of this length, in virtual time shared with the emulator. */
async function measureVirtualTime(jobDurationMs: number): Promise<SweepRow> {
  const clock = virtualClock();
  const emulator = await startEmulator({ port: 0, jobDurationMs, now: () => clock.now() });
  try {
    const adaptiveService = timed(client(emulator.url, emulator.keys.demo, clock), clock);
    const fixedService = timed(client(emulator.url, emulator.keys.demo, clock), clock);
    const first = await adaptiveService.startJob({ domain: DOMAIN });
    const adaptive = await waitForJob({
      service: adaptiveService,
      clock,
      log: memoryLog(),
      jobId: first.jobId,
      timeoutMs: 10 * jobDurationMs,
      started: first,
    });
    const second = await fixedService.startJob({ domain: DOMAIN });
    const fixed = await fixedLoop(fixedService, clock, second.jobId);
    return {
      jobDurationMs,
      adaptive: {
        polls: adaptive.polls,
        lagMs: adaptive.seenAt - completionTime(adaptive.job),
        minGapMs: adaptiveService.minGapMs(),
      },
      fixed: { polls: fixed.polls, lagMs: fixed.seenAt - completionTime(fixed.job), minGapMs: fixedService.minGapMs() },
    };
  } finally {
    await emulator.close();
  }
}

/** The guide's loop: poll, stop on `completed`, else sleep 10 s; at most 60 tries. */
async function fixedLoop(
  service: ServiceClient,
  clock: Clock,
  jobId: string,
): Promise<{ polls: number; seenAt: number; job: Job }> {
  for (let polls = 1; polls <= FIXED_MAX_TRIES; polls++) {
    const job = await service.getJob(jobId);
    if (job.status === 'completed') return { polls, seenAt: clock.now(), job };
    if (job.status === 'failed') throw new Error(`job ${jobId} failed`);
    await clock.sleep(FIXED_INTERVAL_MS);
  }
  throw new Error(`job ${jobId} did not complete in ${FIXED_MAX_TRIES} tries`);
}

/** The emulator stamps a completed job's `updatedAt` with the moment it completed. */
function completionTime(job: Job): number {
  const at = Date.parse(job.updatedAt ?? '');
  if (Number.isNaN(at)) throw new Error('the completed job carries no updatedAt');
  return at;
}

/** The client, noting when each status request is sent, for the closest two. */
function timed(service: ServiceClient, clock: Clock): ServiceClient & { minGapMs(): number } {
  const sentAt: number[] = [];
  return {
    ...service,
    getJob: (jobId, options) => {
      sentAt.push(clock.now());
      return service.getJob(jobId, options);
    },
    minGapMs: () => Math.min(...sentAt.slice(1).map((at, i) => at - (sentAt[i] as number))),
  };
}

function client(apiUrl: string, apiKey: string, clock: Clock): ServiceClient {
  return createServiceClient({ apiUrl, apiKey, requestTimeoutMs: 10_000, clock, log: memoryLog() });
}

function print(figures: PollFigures): void {
  const ms = (n: number) => `${Math.round(n)} ms`;
  const line = (name: string, f: LoopFigures) =>
    `${name}: lag ${ms(f.lagMs)}, ${Number.isInteger(f.polls) ? f.polls : f.polls.toFixed(1)} polls, closest two ${ms(f.minGapMs)} apart`;
  console.log(`Completion detection, ${figures.jobDurationMs / 1000} s job on the emulator (real time, same job):`);
  console.log(`  ${line('adaptive', figures.adaptive)}`);
  console.log(`  ${line(`fixed ${figures.fixedIntervalMs / 1000} s loop`, figures.fixed)}`);
  console.log(`  target: lag <= ${figures.targets.lagMs} ms ${figures.targets.lagMet ? 'met' : 'MISSED'}`);
  console.log('Sweep over job lengths (virtual time):');
  for (const row of figures.sweep) {
    console.log(
      `  ${String(row.jobDurationMs / 1000).padStart(4)} s: ${line('adaptive', row.adaptive)} | ${line('fixed', row.fixed)}`,
    );
  }
  console.log(`  mean: ${line('adaptive', figures.sweepMeans.adaptive)} | ${line('fixed', figures.sweepMeans.fixed)}`);
  const fewer = figures.sweepMeans.adaptive.polls < figures.sweepMeans.fixed.polls;
  console.log(`  target: fewer polls than the fixed loop on average ${fewer ? 'met' : 'MISSED'}`);
  console.log(
    `  adaptive worst case: lag ${ms(figures.sweepWorst.lagMs)}, closest two status requests ${ms(figures.sweepWorst.minGapMs)} apart`,
  );
  console.log(`Wall time ${ms(figures.wallMs)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  print(await benchPoll());
}
