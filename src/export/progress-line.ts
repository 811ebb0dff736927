import type { Job } from '../client/types.ts';
import { formatDuration, formatPercent } from '../util/format.ts';

/** `running: 45% · 120 pages · 12s elapsed · about 8s left` */
export function progressLine(job: Pick<Job, 'status' | 'progress' | 'pageCount'>, elapsedMs: number, remainingMs?: number): string {
  const parts: string[] = [];
  if (typeof job.progress === 'number') parts.push(formatPercent(job.progress));
  if (typeof job.pageCount === 'number') parts.push(`${job.pageCount} page${job.pageCount === 1 ? '' : 's'}`);
  parts.push(`${formatDuration(elapsedMs)} elapsed`);
  if (remainingMs !== undefined && remainingMs >= 1_000) parts.push(`about ${formatDuration(remainingMs)} left`);
  return `${shownStatus(job.status)}: ${parts.join(' · ')}`;
}

/** A status as the service sent it, cut to a harmless word: it starts a log line, where `::` would be a command. */
export function shownStatus(status: string): string {
  const cleaned = status.replace(/[^\w .-]/g, '?').slice(0, 40);
  return cleaned || '(empty)';
}

/** `status "running", progress 45%, 120 pages` for a failure message. */
export function lastSeen(job: Pick<Job, 'status' | 'progress' | 'pageCount'> | undefined): string {
  if (!job) return 'no status was received';
  const parts = [`status "${shownStatus(job.status)}"`];
  if (typeof job.progress === 'number') parts.push(`progress ${formatPercent(job.progress)}`);
  if (typeof job.pageCount === 'number') parts.push(`${job.pageCount} page${job.pageCount === 1 ? '' : 's'}`);
  return parts.join(', ');
}
