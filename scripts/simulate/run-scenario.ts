// One scenario over the quarter: events in time order (publishes, scheduled refresh runs, merges of refresh pull
// requests), each run through the real mode code, and after each the deployed branch's link read back.
import { createHttpDispatcher } from '../../src/client/dispatcher.ts';
import { presignedLinkExpiry } from '../../src/refresh-link/decision.ts';
import { INPUT_TABLE } from '../../src/settings/input-table.generated.ts';
import { parseDuration } from '../../src/settings/parsers.ts';
import { parseExpiry } from '../../src/util/expiry.ts';
import { readRecordedLink } from '../../src/values/link-record.ts';
import { actionRunner } from './action-run.ts';
import type { ModeName, RunResult } from './action-run.ts';
import { DeployedLinkTracker } from './deployed.ts';
import type { Freshness } from './deployed.ts';
import { seededRandom } from './random.ts';
import type { Random } from './random.ts';
import { RenewalOutages } from './renewal-outages.ts';
import { DAY, HOUR } from './scenarios.ts';
import type { MergeDelay, Scenario, Weather } from './scenarios.ts';
import { layOutTimeline } from './timeline.ts';
import type { Timeline } from './timeline.ts';
import { DEPLOY_REPO, PULL_REQUEST_BRANCH, startWorld, VALUES_FILE } from './world.ts';
import type { World } from './world.ts';

/** The action's default `refresh-before` (action.yml), which a scenario without one runs with. */
const DEFAULT_REFRESH_BEFORE = INPUT_TABLE.find((input) => input.name === 'refresh-before')?.default ?? '';

/** A Monday, so weekdays and weekends fall as in any quarter. */
export const SIMULATION_START = Date.parse('2026-01-05T00:00:00Z');

export interface ScenarioResult extends Freshness {
  scenario: string;
  push: Scenario['push'];
  linkTtlHours: number;
  cron: string;
  refreshBefore: string;
  mergeDelay?: string;
  outages: NonNullable<Scenario['outages']>;
  days: number;
  runs: { export: number; refresh: number; failed: number; droppedBySchedule: number };
  /** Requests to the service's API and to its object store; requests to GitHub; commits and merges of the action. */
  serviceRequests: number;
  githubRequests: number;
  commits: number;
  merges: number;
  /** Why runs failed: the first words of each failure, counted. */
  failures: Record<string, number>;
  /** Runs whose log carried a warning that the link outlives too little of the schedule, or an unmerged refresh. */
  freshnessWarnings: number;
}

type SimEvent = { at: number; kind: 'publish' | 'refresh' } | { at: number; kind: 'merge'; pull: number };

export async function runScenario(scenario: Scenario, weather: Weather, seed: number): Promise<ScenarioResult> {
  const random = seededRandom(seed);
  const start = SIMULATION_START;
  const end = start + weather.days * DAY;
  const timeline = layOutTimeline(start, weather, scenario.cron, random.fork('timeline'));
  const renewalOutages = scenario.outages === 'at-renewal' ? atRenewal(scenario, weather, timeline) : undefined;
  const world = await startWorld(start, scenario.linkTtlHours, timeline);
  const http = createHttpDispatcher({ env: {} });
  try {
    const runner = actionRunner(world, scenario, http, random.fork('jitter'));
    const faults = random.fork('run-faults');
    const merges = random.fork('merges');
    const tracker = new DeployedLinkTracker(start);
    const counts = { export: 0, refresh: 0, failed: 0, commits: 0, merges: 0, warnings: 0, service: 0, github: 0 };
    const failures: Record<string, number> = {};
    const events: SimEvent[] = [
      { at: start, kind: 'publish' },
      ...timeline.publishes.map((at): SimEvent => ({ at, kind: 'publish' })),
      ...timeline.refreshRuns.map((at): SimEvent => ({ at, kind: 'refresh' })),
    ];
    const mergeScheduled = new Set<number>();
    const schedule = (event: SimEvent) => {
      const index = events.findIndex((other) => other.at > event.at);
      events.splice(index === -1 ? events.length : index, 0, event);
    };
    events.sort((a, b) => a.at - b.at);

    while (events.length > 0) {
      const event = events.shift() as SimEvent;
      if (event.at >= end) break;
      world.clock.advanceTo(event.at);
      if (event.kind === 'merge') {
        const open = world.github
          .pulls(DEPLOY_REPO)
          .find((pull) => pull.number === event.pull && pull.state === 'open');
        if (open) {
          world.github.mergePull(DEPLOY_REPO, open.number, { login: 'reviewer' });
          counts.merges++;
        }
      } else {
        const mode: ModeName = event.kind === 'publish' ? 'export' : 'refresh-link';
        armRunFaults(world, scenario, weather, faults);
        const result = await runner.run(mode, eventOf(event.kind, scenario.cron));
        tally(counts, mode, result);
        if (result.failure !== undefined) {
          const reason = result.failure.replace(/se_[A-Za-z0-9]+/g, 'se_…').slice(0, 90);
          failures[reason] = (failures[reason] ?? 0) + 1;
        }
        if (scenario.push === 'pull-request') {
          for (const pull of world.github.pulls(DEPLOY_REPO)) {
            if (pull.state !== 'open' || mergeScheduled.has(pull.number)) continue;
            mergeScheduled.add(pull.number);
            schedule({
              at: mergeTime(world.clock.now(), scenario.mergeDelay, merges),
              kind: 'merge',
              pull: pull.number,
            });
          }
        }
      }
      counts.service += world.emulator.requests.length;
      world.emulator.clearRequests();
      counts.github += world.github.requests.length;
      world.github.requests.length = 0;
      const expiresAt = deployedExpiry(world);
      tracker.observe(world.clock.now(), expiresAt);
      if (event.kind === 'refresh')
        renewalOutages?.afterRun(world.clock.now(), expiresAt, events.find((next) => next.kind === 'refresh')?.at);
    }
    world.clock.advanceTo(end);
    return {
      scenario: scenario.name,
      push: scenario.push,
      linkTtlHours: scenario.linkTtlHours,
      cron: scenario.cron,
      refreshBefore: scenario.refreshBefore ?? `${DEFAULT_REFRESH_BEFORE} (default)`,
      outages: scenario.outages ?? 'weather',
      ...(scenario.mergeDelay && { mergeDelay: describeMergeDelay(scenario.mergeDelay) }),
      days: weather.days,
      ...tracker.finish(end, [...timeline.outages, ...timeline.throttled]),
      runs: {
        export: counts.export,
        refresh: counts.refresh,
        failed: counts.failed,
        droppedBySchedule: timeline.dropped,
      },
      serviceRequests: counts.service,
      githubRequests: counts.github,
      commits: counts.commits,
      merges: counts.merges,
      failures,
      freshnessWarnings: counts.warnings,
    };
  } finally {
    await http.dispatcher.close();
    await world.close();
  }
}

/** The weather's random outages and 429 periods give way to its longest outage, at each renewal (see RenewalOutages). */
function atRenewal(scenario: Scenario, weather: Weather, timeline: Timeline): RenewalOutages {
  timeline.outages = [];
  timeline.throttled = [];
  const refreshBeforeMs = parseDuration(scenario.refreshBefore ?? DEFAULT_REFRESH_BEFORE) as number;
  return new RenewalOutages(refreshBeforeMs, weather.outageMs[1], timeline.outages);
}

/** A scheduled run's payload names its cron, as GitHub's does; a publish runs the export on push. */
function eventOf(kind: 'publish' | 'refresh', cron: string) {
  return kind === 'refresh'
    ? { name: 'schedule', payload: { schedule: cron } }
    : { name: 'push', payload: { repository: { full_name: 'acme/docs', private: true } } };
}

/** Now and then GitHub fails one call, or someone else commits to the branch the run writes. */
function armRunFaults(world: World, scenario: Scenario, weather: Weather, random: Random): void {
  const branch = scenario.push === 'commit' ? 'main' : PULL_REQUEST_BRANCH;
  world.armRunFaults([
    ...(random.chance(weather.githubBlipShare) ? [{ kind: 'server-error' as const, status: 502 }] : []),
    ...(random.chance(weather.conflictShare) ? [{ kind: 'race' as const, repo: DEPLOY_REPO, branch }] : []),
  ]);
}

function tally(
  counts: { export: number; refresh: number; failed: number; commits: number; warnings: number },
  mode: ModeName,
  result: RunResult,
) {
  if (mode === 'export') counts.export++;
  else counts.refresh++;
  if (result.failure !== undefined) counts.failed++;
  if (result.outputs?.['commit-sha']) counts.commits++;
  if (result.warnings.some((warning) => warning.title === 'Link freshness')) counts.warnings++;
}

/** The expiry of the link on the deployed branch: its note, else the link's own signature date. */
function deployedExpiry(world: World): number | undefined {
  const text = world.github.readFile(DEPLOY_REPO, 'main', VALUES_FILE);
  if (text === undefined) return undefined;
  const recorded = readRecordedLink(text, ['staticExport']);
  if (!recorded.bundleUrl) return undefined;
  if (recorded.record?.expiresAt) return parseExpiry(recorded.record.expiresAt);
  return presignedLinkExpiry(recorded.bundleUrl);
}

/** A fixed delay, or a reviewer who looks 1 to 4 hours after the pull request opens, on weekdays 09:00 to 18:00 UTC. */
export function mergeTime(openedAt: number, delay: MergeDelay | undefined, random: Random): number {
  if (!delay) return openedAt;
  if (delay.kind === 'fixed') return openedAt + delay.hours * HOUR;
  let at = openedAt + Math.floor(random.uniform(HOUR, 4 * HOUR));
  for (;;) {
    const date = new Date(at);
    const weekday = date.getUTCDay();
    const hour = date.getUTCHours();
    if (weekday !== 0 && weekday !== 6 && hour >= 9 && hour < 18) return at;
    at = Math.ceil((at + 1) / HOUR) * HOUR;
  }
}

function describeMergeDelay(delay: MergeDelay): string {
  return delay.kind === 'fixed' ? `${delay.hours}h` : 'office hours (weekdays 09-18 UTC, 1-4 h after opening)';
}
