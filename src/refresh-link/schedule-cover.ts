/** Whether the refresh schedule can keep the link that a run leaves from running low before a later run renews it. */
import { Cron } from 'croner';
import { formatDuration } from '../util/format.ts';

/** The least validity the deployed link should keep: a pod that starts within it still gets a working link. */
export const FRESHNESS_MARGIN_MS = 12 * 3_600_000;
/** GitHub starts scheduled runs late, by up to about an hour when it is busy. */
export const SCHEDULE_DELAY_MS = 3_600_000;
/** The longest service outage a suggested `refresh-before` rides out: runs fail while it lasts, the link keeps ageing. */
export const OUTAGE_COVER_MS = 12 * 3_600_000;
/** Scheduled workflows repeat at most weekly; a longer look finds no longer gap. */
const LOOKAHEAD_MS = 8 * 24 * 3_600_000;
const MAX_FIRINGS = 2_000;

/** The cron of the schedule that started this run (GitHub puts it in the event), or undefined for other events. */
export function scheduleOfEvent(eventName: string | undefined, event: Record<string, unknown>): string | undefined {
  return eventName === 'schedule' && typeof event.schedule === 'string' ? event.schedule : undefined;
}

/** The longest time between two runs of the cron (UTC, as GitHub reads it) within a week of `fromMs`; undefined if unreadable. */
export function longestGapMs(cron: string, fromMs: number): number | undefined {
  let schedule: Cron;
  try {
    schedule = new Cron(cron, { utcOffset: 0, paused: true });
  } catch {
    return undefined;
  }
  let longest = 0;
  let previous = schedule.nextRun(new Date(fromMs));
  for (let count = 0; previous && previous.getTime() < fromMs + LOOKAHEAD_MS && count < MAX_FIRINGS; count++) {
    const next = schedule.nextRun(previous);
    if (!next) break;
    longest = Math.max(longest, next.getTime() - previous.getTime());
    previous = next;
  }
  return longest > 0 ? longest : undefined;
}

export interface CoverFacts {
  cron: string;
  nowMs: number;
  /** Expiry of the link this run leaves in the values (the one it found, or the one it wrote). */
  expiresAtMs: number;
  /** Whether this run wrote that link (else it found it and left it). */
  written: boolean;
  refreshBeforeMs: number;
}

/**
 * A warning when the run that renews the link could find it with less than FRESHNESS_MARGIN_MS left: GitHub may drop
 * one scheduled run and start the next an hour late, so the link this run leaves must outlast two of the schedule's
 * longest gaps, an hour and the margin. Either the link lives too briefly for the schedule, or `refresh-before` is too
 * short for it. The `refresh-before` it names also rides out a service outage of OUTAGE_COVER_MS, during which no run
 * can renew the link: the trigger leaves outages out, so a schedule that only an outage defeats is not warned about.
 */
export function scheduleCoverWarning(facts: CoverFacts): string | undefined {
  const gap = longestGapMs(facts.cron, facts.nowMs);
  if (gap === undefined) return undefined;
  const cover = 2 * gap + SCHEDULE_DELAY_MS;
  const remaining = facts.expiresAtMs - facts.nowMs;
  if (remaining - cover >= FRESHNESS_MARGIN_MS) return undefined;
  const left = remaining - cover;
  const found = left > 0 ? `with ${formatDuration(left)} left` : 'expired';
  const situation =
    `If GitHub drops one run of the schedule \`${facts.cron}\` (it does under load) and starts the next an hour late, ` +
    `the next run that can renew the link comes ${formatDuration(cover)} from now and finds the link ` +
    `${facts.written ? 'written now' : 'in the values'} ${found}: less than the ${formatDuration(FRESHNESS_MARGIN_MS)} a deployment should keep.`;
  const longestGap = Math.floor((remaining - FRESHNESS_MARGIN_MS - SCHEDULE_DELAY_MS) / 2 / 60_000) * 60_000;
  const often =
    longestGap > 0
      ? `schedule refresh-link at least every ${formatDuration(longestGap)}`
      : 'schedule refresh-link more often';
  const fix = facts.written
    ? `The service's links live ${formatDuration(remaining)}: ${often}.`
    : `Raise \`refresh-before\` (now ${formatDuration(facts.refreshBeforeMs)}) to at least ${formatDuration(cover + FRESHNESS_MARGIN_MS + OUTAGE_COVER_MS)} (it then holds through a ${formatDuration(OUTAGE_COVER_MS)} service outage), or ${often}.`;
  return `${situation} ${fix}`;
}
