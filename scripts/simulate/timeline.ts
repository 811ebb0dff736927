// The quarter laid out in advance: when the docs are published, when GitHub starts the scheduled refresh runs (late,
// or not at all), and when the service and GitHub are down. Pure: the same seed gives the same timeline.
import { Cron } from 'croner';
import type { Random } from './random.ts';
import { DAY, HOUR } from './scenarios.ts';
import type { Weather } from './scenarios.ts';

export interface Period {
  start: number;
  end: number;
}

export interface Timeline {
  /** Publishes of the docs, each followed by an export run. */
  publishes: number[];
  /** Scheduled refresh runs as GitHub starts them (late), dropped ones left out. */
  refreshRuns: number[];
  /** How many scheduled runs GitHub dropped. */
  dropped: number;
  outages: Period[];
  throttled: Period[];
  githubIncidents: Period[];
}

export function layOutTimeline(start: number, weather: Weather, cron: string, random: Random): Timeline {
  const end = start + weather.days * DAY;
  const scheduler = random.fork('schedule');
  const fired = firings(cron, start, end);
  const refreshRuns: number[] = [];
  for (const at of fired) {
    if (scheduler.chance(weather.scheduleDropShare)) continue;
    refreshRuns.push(at + Math.floor(scheduler.uniform(0, weather.scheduleDelayMaxMs)));
  }
  refreshRuns.sort((a, b) => a - b);
  return {
    publishes: publishTimes(start, weather, random.fork('publishes')),
    refreshRuns,
    dropped: fired.length - refreshRuns.length,
    outages: periods(start, end, weather.outages, weather.outageMs, random.fork('outages')),
    throttled: periods(start, end, weather.throttlePeriods, weather.throttleMs, random.fork('throttle')),
    githubIncidents: periods(start, end, weather.githubIncidents, weather.githubIncidentMs, random.fork('github')),
  };
}

/** When the cron fires within [start, end), in UTC as GitHub reads it. */
export function firings(cron: string, start: number, end: number): number[] {
  const schedule = new Cron(cron, { utcOffset: 0, paused: true });
  const times: number[] = [];
  for (let next = schedule.nextRun(new Date(start - 1)); next && next.getTime() < end;) {
    times.push(next.getTime());
    next = schedule.nextRun(next);
  }
  return times;
}

/** Working hours are busier: publishes fall between 08:00 and 20:00 UTC, weekdays far more than weekends. */
function publishTimes(start: number, weather: Weather, random: Random): number[] {
  const times: number[] = [];
  for (let day = 0; day < weather.days; day++) {
    if (day >= weather.quietDays[0] && day < weather.quietDays[1]) continue;
    const dayStart = start + day * DAY;
    const weekday = new Date(dayStart).getUTCDay();
    const mean = weekday === 0 || weekday === 6 ? weather.publishesPerWeekendDay : weather.publishesPerWeekday;
    for (let count = poisson(mean, random); count > 0; count--)
      times.push(dayStart + Math.floor(random.uniform(8 * HOUR, 20 * HOUR)));
  }
  return times.sort((a, b) => a - b);
}

function poisson(mean: number, random: Random): number {
  const limit = Math.exp(-mean);
  let count = 0;
  for (let product = random.next(); product > limit; product *= random.next()) count++;
  return count;
}

/** `count` periods of a length within `lengthMs`, starting anywhere in the quarter (they may overlap). */
function periods(start: number, end: number, count: number, lengthMs: [number, number], random: Random): Period[] {
  const made: Period[] = [];
  for (let i = 0; i < count; i++) {
    const from = Math.floor(random.uniform(start, end));
    made.push({ start: from, end: from + Math.floor(random.uniform(lengthMs[0], lengthMs[1])) });
  }
  return made.sort((a, b) => a.start - b.start);
}

export function within(periods: readonly Period[], at: number): Period | undefined {
  return periods.find((period) => period.start <= at && at < period.end);
}
