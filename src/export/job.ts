/**
 * The export job: start one (or take the one `job-id` names), then follow it to `completed` with the
 * polite poll loop, logging its progress. A failed job, the timeout and a status request that failed for
 * good end in a StepFailure carrying the job's outputs.
 */
import type { Job, ServiceClient, StartJobRequest } from '../client/types.ts';
import type { RunContext } from '../runtime/context.ts';
import { StepFailure } from '../runtime/failure.ts';
import type { Outputs } from '../runtime/outputs.ts';
import type { ExportRunSettings } from '../settings/types.ts';
import type { Clock } from '../util/clock.ts';
import { describeFailure, OperationError } from '../util/errors.ts';
import { formatDuration, formatPercent } from '../util/format.ts';
import { lineText } from '../util/line-text.ts';
import type { Log } from '../util/log.ts';
import { followUntilDone, outputStatus, statusText } from './follow.ts';
import { estimateCompletion } from './poll-policy.ts';
import type { PollPolicyOptions } from './poll-policy.ts';

/** The job this run waits for; `started` is the start response when this run created the job. */
export interface JobHandle {
  jobId: string;
  started?: Job;
}

/** Starts a job for the domain, or takes the one named by `job-id`. Logs the job id either way. */
export async function startOrReuseJob(context: RunContext<ExportRunSettings>): Promise<JobHandle> {
  const { settings, service, log } = context;
  const source = settings.export;
  if (source.jobId !== undefined) {
    const { jobId } = source;
    return log.group(`Reusing export job ${jobId}`, () => {
      log.info(`Waiting for the existing export job ${jobId} (job-id input) instead of starting a new one.`);
      return Promise.resolve({ jobId });
    });
  }
  const { domain, version } = source;

  return log.group(`Starting export job for ${domain}`, async () => {
    const request: StartJobRequest = { domain };
    if (version) request.version = version;
    const paths = servicePaths(settings.export.paths);
    if (paths.changed.length > 0) {
      log.notice(
        `paths: sent as the service names pages, without a leading "/" or a trailing ".html": ${paths.changed.map(({ from, to }) => `"${from}" as "${to}"`).join(', ')}.`,
        { title: 'Export paths' },
      );
    }
    if (paths.sent.length > 0) request.paths = paths.sent;
    let started: Job;
    try {
      started = await service.startJob(request);
    } catch (error) {
      throw new OperationError(`Could not start the export job for ${domain}: ${describeFailure(error)}`, {
        cause: error,
      });
    }
    const label = version ? ` (version ${version})` : '';
    const scope = paths.sent.length > 0 ? `, ${paths.sent.length} path${paths.sent.length === 1 ? '' : 's'}` : '';
    log.info(`Started export job ${started.jobId} for ${domain}${label}${scope}: ${statusText(started.status)}.`);
    return { jobId: started.jobId, started };
  });
}

/**
 * `paths` as the service takes them: a page's path without a leading `/` or a trailing `.html` (or `/`);
 * the site's root is `index`, as its file is `index.html`. Entries that become the same are sent once.
 */
export function servicePaths(paths: readonly string[]): { sent: string[]; changed: { from: string; to: string }[] } {
  const sent: string[] = [];
  const changed: { from: string; to: string }[] = [];
  for (const given of paths) {
    const bare =
      given
        .trim()
        .replace(/^\/+/, '')
        .replace(/\/+$/, '')
        .replace(/\.html$/i, '') || 'index';
    if (bare !== given) changed.push({ from: given, to: bare });
    if (!sent.includes(bare)) sent.push(bare);
  }
  return { sent, changed };
}

export interface WaitForJobOptions {
  service: ServiceClient;
  clock: Clock;
  log: Log;
  jobId: string;
  timeoutMs: number;
  /** The start response, when this run started the job: the first observation, so the first poll waits the floor. */
  started?: Job;
  policy?: PollPolicyOptions;
  random?: () => number;
  /** Never shown, in whole or in part, if the service's words carry them (the API key). */
  secrets?: readonly string[];
}

export interface WaitResult {
  job: Job;
  /** Status requests made (the start response not counted). */
  polls: number;
  /** When `completed` was seen (clock time). */
  seenAt: number;
  waitedMs: number;
}

/** The job statuses the service's reference names; `status` is one of them or `unknown`. */
const KNOWN_STATUSES: ReadonlySet<string> = new Set(['queued', 'running', 'completed', 'failed']);

/** Polls the job until it completes, inside one log group. */
export async function waitForJob(options: WaitForJobOptions): Promise<WaitResult> {
  const { service, clock, log, jobId, timeoutMs } = options;
  return log.group(`Waiting for export job ${jobId}`, async () => {
    const followed = await followUntilDone<Job, Job>({
      clock,
      log,
      subject: `export job ${jobId}`,
      timeoutMs,
      policy: options.policy,
      random: options.random,
      first: options.started,
      read: () => service.getJob(jobId, STATUS_CALL),
      observe: (job) => ({ status: job.status, progress: job.progress, pageCount: job.pageCount }),
      knownStatuses: KNOWN_STATUSES,
      timeoutName: 'the timeout',
      describe: (job, { at, elapsedMs, history }) => {
        const window = estimateCompletion(history);
        const remainingMs = window && Math.max(0, (window.earliest + window.latest) / 2 - at);
        return {
          key: `${job.status}|${job.progress}|${job.pageCount}`,
          line: progressLine(job, elapsedMs, remainingMs),
        };
      },
      settle: (job) => {
        if (job.status === 'completed') return job;
        if (job.status === 'failed') {
          const reason = lineText(job.error ?? '', { secrets: options.secrets });
          throw new StepFailure(
            `Export job ${jobId} failed: ${reason || 'the service gave no reason'}`,
            jobOutputs(jobId, job),
          );
        }
        return undefined;
      },
      timedOut: (waitedMs, last) =>
        new StepFailure(
          `Export job ${jobId} did not complete within the timeout of ${formatDuration(timeoutMs)} ` +
            `(waited ${formatDuration(waitedMs)}; last seen: ${lastSeen(last)}). ` +
            `The job may still finish: re-run with job-id: ${jobId} (and a longer timeout if needed) to wait for it instead of starting a new export.`,
          jobOutputs(jobId, last),
        ),
      readFailed: (error, last) =>
        new StepFailure(
          `Could not read the status of export job ${jobId}: ${describeFailure(error)}`,
          jobOutputs(jobId, last),
          { cause: error },
        ),
    });
    return { job: followed.result, polls: followed.polls, seenAt: followed.seenAt, waitedMs: followed.waitedMs };
  });
}

/** A status request is sent once: the poll loop retries at its own polite pace. */
const STATUS_CALL = { attempts: 1 } as const;

/** `job-id`, `status` (a known status or `unknown`) and `page-count` of what was last seen of a job. */
export function jobOutputs(jobId: string, job?: Pick<Job, 'status' | 'pageCount'>): Outputs {
  const outputs: Outputs = { 'job-id': jobId };
  if (job?.status !== undefined) outputs.status = outputStatus(job.status, KNOWN_STATUSES);
  if (typeof job?.pageCount === 'number') outputs['page-count'] = String(job.pageCount);
  return outputs;
}

/** `running: 45% · 120 pages · 12s elapsed · about 8s left` */
export function progressLine(
  job: Pick<Job, 'status' | 'progress' | 'pageCount'>,
  elapsedMs: number,
  remainingMs?: number,
): string {
  const parts: string[] = [];
  if (typeof job.progress === 'number') parts.push(formatPercent(job.progress));
  if (typeof job.pageCount === 'number') parts.push(`${job.pageCount} page${job.pageCount === 1 ? '' : 's'}`);
  parts.push(`${formatDuration(elapsedMs)} elapsed`);
  if (remainingMs !== undefined && remainingMs >= 1_000) parts.push(`about ${formatDuration(remainingMs)} left`);
  return `${statusText(job.status)}: ${parts.join(' · ')}`;
}

/** `status "running", progress 45%, 120 pages` for a failure message. */
function lastSeen(job: Pick<Job, 'status' | 'progress' | 'pageCount'> | undefined): string {
  if (!job) return 'no status was received';
  const parts = [`status "${statusText(job.status)}"`];
  if (typeof job.progress === 'number') parts.push(`progress ${formatPercent(job.progress)}`);
  if (typeof job.pageCount === 'number') parts.push(`${job.pageCount} page${job.pageCount === 1 ? '' : 's'}`);
  return parts.join(', ');
}
