import { ServiceError, type Job, type ServiceClient } from '../client/types.ts';
import { StepFailure } from '../runtime/failure.ts';
import { describeFailure } from '../util/errors.ts';
import type { Clock } from '../util/clock.ts';
import type { Log } from '../util/log.ts';
import { estimateCompletion } from './completion-estimate.ts';
import { formatDuration } from '../util/format.ts';
import { jobOutputs } from './job-outputs.ts';
import { DEFAULT_POLL_POLICY, nextPollDelay, type JobObservation, type PollPolicyOptions } from './poll-policy.ts';
import { lastSeen, progressLine, shownStatus } from './progress-line.ts';

export interface WaitForJobOptions {
  service: ServiceClient;
  clock: Clock;
  log: Log;
  jobId: string;
  timeoutMs: number;
  /** The start response, when this run started the job: the first observation, so the first poll waits ~1 s. */
  started?: Job;
  policy?: PollPolicyOptions;
}

export interface WaitResult {
  job: Job;
  /** Status requests made (the start response not counted). */
  polls: number;
  /** When `completed` was seen (clock time). */
  seenAt: number;
  waitedMs: number;
}

const KNOWN_STATUSES = new Set(['queued', 'running', 'completed', 'failed']);
/** An unchanged job is still reported this often, so a long wait never looks hung. */
const HEARTBEAT_MS = 60_000;

/**
 * Polls the job until it completes, inside one log group. A failed job, the timeout and a status
 * request that failed even after the client's retries all end in a StepFailure carrying the job's outputs.
 */
export async function waitForJob(options: WaitForJobOptions): Promise<WaitResult> {
  return options.log.group(`Waiting for export job ${options.jobId}`, () => pollUntilDone(options));
}

async function pollUntilDone(options: WaitForJobOptions): Promise<WaitResult> {
  const { service, clock, log, jobId, timeoutMs } = options;
  const policy = options.policy ?? DEFAULT_POLL_POLICY;
  const startedAt = clock.now();
  const deadline = startedAt + timeoutMs;
  const history: JobObservation[] = [];
  const reporter = progressReporter(log, startedAt);
  let last: Job | undefined;
  let polls = 0;
  let retryAfterMs: number | undefined;

  const record = (job: Job): WaitResult | undefined => {
    const at = clock.now();
    last = job;
    history.push({ at, status: job.status, progress: job.progress, pageCount: job.pageCount });
    const window = estimateCompletion(history);
    reporter.report(job, at, window && Math.max(0, (window.earliest + window.latest) / 2 - at));
    if (job.status === 'completed') return { job, polls, seenAt: at, waitedMs: at - startedAt };
    if (job.status === 'failed') {
      throw new StepFailure(`Export job ${jobId} failed: ${job.error?.trim() || 'the service gave no reason'}`, jobOutputs(jobId, job));
    }
    return undefined;
  };

  if (options.started) {
    const done = record(options.started);
    if (done) return done;
  }
  for (;;) {
    const now = clock.now();
    if (history.length > 0 && now >= deadline) throw timeoutFailure(jobId, timeoutMs, now - startedAt, last);
    const delayMs = nextPollDelay({ history, startedAt, timeoutMs, now, retryAfterMs }, policy);
    retryAfterMs = undefined;
    log.debug(`Next status poll of ${jobId} in ${formatDuration(delayMs)}`);
    await clock.sleep(delayMs);

    let job: Job;
    try {
      polls++;
      job = await service.getJob(jobId);
    } catch (error) {
      // The client already retried what is safe; a Retry-After longer than it would wait is still honoured here.
      if (isPause(error) && clock.now() + (error.retryAfterMs as number) < deadline) {
        log.info(`The service asked to wait ${formatDuration(error.retryAfterMs as number)} before the next status request.`);
        retryAfterMs = error.retryAfterMs;
        continue;
      }
      throw new StepFailure(`Could not read the status of export job ${jobId}: ${describeFailure(error)}`, jobOutputs(jobId, last));
    }
    const done = record(job);
    if (done) return done;
  }
}

function isPause(error: unknown): error is ServiceError {
  return error instanceof ServiceError && error.retryAfterMs !== undefined && (error.reason === 'rate-limited' || error.reason === 'server');
}

function timeoutFailure(jobId: string, timeoutMs: number, waitedMs: number, last: Job | undefined): StepFailure {
  return new StepFailure(
    `Export job ${jobId} did not complete within the timeout of ${formatDuration(timeoutMs)} ` +
      `(waited ${formatDuration(waitedMs)}; last seen: ${lastSeen(last)}). ` +
      `The job may still finish: re-run with job-id: ${jobId} (and a longer timeout if needed) to wait for it instead of starting a new export.`,
    jobOutputs(jobId, last),
  );
}

/** Logs a line when the job's status, progress or page count changes, and a heartbeat when nothing does. */
function progressReporter(log: Log, startedAt: number) {
  let lastKey: string | undefined;
  let lastLoggedAt = -Infinity;
  const unknownStatuses = new Set<string>();
  return {
    report(job: Job, at: number, remainingMs: number | undefined): void {
      if (!KNOWN_STATUSES.has(job.status) && !unknownStatuses.has(job.status)) {
        unknownStatuses.add(job.status);
        log.info(`Status "${shownStatus(job.status)}" is not one this action knows; it counts as still running until the timeout.`);
      }
      const key = `${job.status}|${job.progress}|${job.pageCount}`;
      if (key === lastKey && at - lastLoggedAt < HEARTBEAT_MS) return;
      lastKey = key;
      lastLoggedAt = at;
      log.info(progressLine(job, at - startedAt, remainingMs));
    },
  };
}
