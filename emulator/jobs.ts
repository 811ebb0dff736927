// Static export jobs. A job's state is a pure function of its settings and the clock:
// queued for the first tenth of its duration, then running with progress and page count
// rising linearly, then completed (or failed halfway, or stuck below 100%).
import { randomBytes } from 'node:crypto';
import type { Site } from './bundle/site.ts';
import { rfc3339 } from './time.ts';

export type JobOutcome = 'complete' | 'fail' | 'never';

export interface Job {
  id: string;
  orgId: string;
  domain: string;
  version: string;
  /** Page paths the job exports (every page when none were asked for). */
  pages: readonly string[];
  /** The site revision published when the job started: its bundle renders that. */
  site: Site;
  revision: number;
  createdAt: number;
  /** Settings fixed when the job started, so later fault changes do not rewrite its history. */
  durationMs: number;
  outcome: JobOutcome;
  runningStatusName: string | null;
  failureMessage: string;
}

export interface JobView {
  jobId: string;
  status: string;
  progress: number;
  pageCount: number;
  createdAt: string;
  updatedAt: string;
  error?: string;
  domain: string;
  version: string;
}

/** Share of the duration spent queued. */
const QUEUED_SHARE = 0.1;
/** Share of the duration after which a failing job fails. */
const FAILURE_SHARE = 0.5;
/** A job that never ends creeps up to this fraction and stays there. */
const STUCK_FRACTION = 0.97;

export function newJobId(): string {
  return `se_${randomBytes(8).toString('hex')}`;
}

/** Whether the job reached `completed` at `now`. */
export function isCompleted(job: Job, now: number): boolean {
  return jobView(job, now).status === 'completed';
}

/** The job object the service reports at `now`. */
export function jobView(job: Job, now: number): JobView {
  const total = job.pages.length;
  const elapsed = Math.max(0, now - job.createdAt);
  const queuedFor = job.durationMs * QUEUED_SHARE;
  const view = (status: string, progress: number, pageCount: number, updatedAt: number): JobView => ({
    jobId: job.id,
    status,
    progress,
    pageCount,
    createdAt: rfc3339(job.createdAt),
    updatedAt: rfc3339(updatedAt),
    domain: job.domain,
    version: job.version,
  });
  const running = (fraction: number, at: number): JobView =>
    view(
      job.runningStatusName ?? 'running',
      Math.min(99, Math.floor(fraction * 100)),
      Math.floor(total * fraction),
      at,
    );
  const fractionAt = (ms: number): number =>
    job.durationMs <= queuedFor ? 0 : Math.min(1, Math.max(0, (ms - queuedFor) / (job.durationMs - queuedFor)));

  if (job.outcome === 'fail' && elapsed >= job.durationMs * FAILURE_SHARE) {
    const failedAfter = job.durationMs * FAILURE_SHARE;
    const stopped = running(fractionAt(failedAfter), job.createdAt + failedAfter);
    return { ...stopped, status: 'failed', error: job.failureMessage };
  }
  if (elapsed < queuedFor) return view('queued', 0, 0, job.createdAt);
  if (job.outcome === 'never') return running(Math.min(STUCK_FRACTION, fractionAt(elapsed)), now);
  if (elapsed >= job.durationMs) return view('completed', 100, total, job.createdAt + job.durationMs);
  return running(fractionAt(elapsed), now);
}

/** Jobs by id; a job is visible only to its own organization. */
export class JobStore {
  readonly #jobs = new Map<string, Job>();

  add(job: Job): void {
    this.#jobs.set(job.id, job);
  }

  find(orgId: string, jobId: string): Job | undefined {
    const job = this.#jobs.get(jobId);
    return job && job.orgId === orgId ? job : undefined;
  }
}
