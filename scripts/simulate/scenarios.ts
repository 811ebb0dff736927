// What a simulated quarter is made of: the user's setup (push, link lifetime, schedule, refresh-before, how fast
// refresh pull requests are merged) and the weather (publishes, GitHub's scheduler, outages, throttling, conflicts).

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** How long a refresh pull request waits for its merge: a fixed delay, or a reviewer who merges in office hours. */
export type MergeDelay = { kind: 'fixed'; hours: number } | { kind: 'office-hours' };

export interface Scenario {
  name: string;
  push: 'commit' | 'pull-request';
  linkTtlHours: number;
  /** The refresh workflow's `on.schedule` cron (UTC). */
  cron: string;
  /** The `refresh-before` input; undefined leaves the action's default. */
  refreshBefore?: string;
  mergeDelay?: MergeDelay;
  /**
   * `weather`: the quarter's random outages and 429 periods. `at-renewal`: instead of them, the weather's longest
   * outage at the worst moment, right after the last run that leaves the link in place (at most one every 3 days).
   */
  outages?: 'weather' | 'at-renewal';
}

/** The faults of a quarter; every rate is per quarter of 90 days unless it says otherwise. */
export interface Weather {
  days: number;
  /** Publishes per weekday and per weekend day, on average; none in the quiet weeks (a release freeze, the holidays). */
  publishesPerWeekday: number;
  publishesPerWeekendDay: number;
  quietDays: [number, number];
  /** GitHub starts a scheduled run late by up to this much, and drops this share of them. */
  scheduleDelayMaxMs: number;
  scheduleDropShare: number;
  /** The service answers 503 to every API call for 1 to 12 hours. */
  outages: number;
  outageMs: [number, number];
  /** The service answers 429 with a Retry-After longer than the client waits. */
  throttlePeriods: number;
  throttleMs: [number, number];
  /** GitHub answers 5xx to every call for a while, and once in a while to one call. */
  githubIncidents: number;
  githubIncidentMs: [number, number];
  githubBlipShare: number;
  /** Share of runs that find another commit landing on their branch between read and write. */
  conflictShare: number;
}

export const QUARTER: Weather = {
  days: 90,
  publishesPerWeekday: 0.4,
  publishesPerWeekendDay: 0.05,
  quietDays: [40, 61],
  scheduleDelayMaxMs: HOUR,
  scheduleDropShare: 0.05,
  outages: 6,
  outageMs: [HOUR, 12 * HOUR],
  throttlePeriods: 4,
  throttleMs: [HOUR, 6 * HOUR],
  githubIncidents: 4,
  githubIncidentMs: [15 * 60_000, 3 * HOUR],
  githubBlipShare: 0.05,
  conflictShare: 0.05,
};

const LIFETIMES = [24, 72, 168];
const lifetimeName = (hours: number) => (hours % 24 === 0 ? `${hours / 24}d` : `${hours}h`);

/** The first example workflow: daily at 04:17 with `refresh-before: 48h`. */
export const BEFORE = { cron: '17 4 * * *', refreshBefore: '48h' } as const;
/** The second: every 3 hours with the default `refresh-before` (24h); it held through outages of up to 8 h. */
export const EVERY_3H_DEFAULT = { cron: '17 */3 * * *', refreshBefore: undefined } as const;
/**
 * The example workflow: every 3 hours with `refresh-before: 36h`, for links of 3 days or more to keep 12 h through a
 * 12 h outage (36 h less the outage, less two 3 h gaps and an hour of delay, leaves 17 h: a failed run to spare).
 */
export const AFTER = { cron: EVERY_3H_DEFAULT.cron, refreshBefore: '36h' } as const;
/** For `push: pull-request` merged in office hours: the weekend (up to 67 h) plus the schedule's 4 h plus 12 h. */
export const AFTER_PULL_REQUEST = { cron: AFTER.cron, refreshBefore: '84h' } as const;

function setup(
  schedule: { cron: string; refreshBefore?: string | undefined },
  outages: Scenario['outages'] = 'weather',
) {
  const label = schedule.cron === BEFORE.cron ? 'daily' : '3-hourly';
  return (hours: number, push: Scenario['push'], mergeDelay?: MergeDelay): Scenario => ({
    name: [label, push === 'commit' ? 'commit' : `pr ${mergeName(mergeDelay)}`, `link ${lifetimeName(hours)}`]
      .concat(schedule.refreshBefore ? [`refresh-before ${schedule.refreshBefore}`] : [])
      .concat(outages === 'at-renewal' ? ['12h outage at renewal'] : [])
      .join(' '),
    push,
    linkTtlHours: hours,
    cron: schedule.cron,
    ...(schedule.refreshBefore !== undefined && { refreshBefore: schedule.refreshBefore }),
    ...(mergeDelay && { mergeDelay }),
    ...(outages === 'at-renewal' && { outages }),
  });
}

function mergeName(delay: MergeDelay | undefined): string {
  if (!delay) return '';
  return delay.kind === 'office-hours' ? 'office-hours' : `merge ${delay.hours}h`;
}

/**
 * Every scenario of `npm run simulate`: the three example schedules (daily with `refresh-before: 48h`, every 3 hours
 * with the default 24h, every 3 hours with 36h), push commit and pull-request, for links that live 1, 3 and 7 days;
 * and the last two again with the longest outage at the worst moment.
 */
export function allScenarios(): Scenario[] {
  const before = setup(BEFORE);
  const every3h = setup(EVERY_3H_DEFAULT);
  const after = setup(AFTER);
  const every3hWorst = setup(EVERY_3H_DEFAULT, 'at-renewal');
  const afterWorst = setup(AFTER, 'at-renewal');
  const afterPull = setup(AFTER_PULL_REQUEST);
  const officeHours = { kind: 'office-hours' } as const;
  return [
    ...LIFETIMES.map((hours) => before(hours, 'commit')),
    ...LIFETIMES.map((hours) => every3h(hours, 'commit')),
    ...LIFETIMES.map((hours) => after(hours, 'commit')),
    ...LIFETIMES.map((hours) => every3hWorst(hours, 'commit')),
    ...LIFETIMES.map((hours) => afterWorst(hours, 'commit')),
    before(168, 'pull-request', officeHours),
    ...LIFETIMES.map((hours) => after(hours, 'pull-request', officeHours)),
    ...[6, 12].map((delay) => after(168, 'pull-request', { kind: 'fixed', hours: delay })),
    ...[72, 168].map((hours) => afterPull(hours, 'pull-request', officeHours)),
  ];
}
