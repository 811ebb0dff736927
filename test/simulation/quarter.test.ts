// The short run of `npm run simulate`: a few simulated days through the real modes, so the simulation cannot rot.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { seededRandom } from '../../scripts/simulate/random.ts';
import { runScenario, SIMULATION_START } from '../../scripts/simulate/run-scenario.ts';
import { AFTER, EVERY_3H_DEFAULT, QUARTER } from '../../scripts/simulate/scenarios.ts';
import type { Scenario, Weather } from '../../scripts/simulate/scenarios.ts';
import { layOutTimeline } from '../../scripts/simulate/timeline.ts';

/** Calm service, a busy GitHub: blips and concurrent commits on a fifth of the runs, a twentieth of runs dropped. */
const FEW_DAYS: Weather = {
  ...QUARTER,
  days: 4,
  outages: 0,
  throttlePeriods: 0,
  githubIncidents: 0,
  githubBlipShare: 0.2,
  conflictShare: 0.2,
};

/** A week and a day after one publish: a 7-day link reaches its renewal once, with nothing else to renew it. */
const ONE_RENEWAL: Weather = { ...FEW_DAYS, days: 8, publishesPerWeekday: 0, publishesPerWeekendDay: 0 };

describe('the example refresh workflow through a 12 h outage', () => {
  it('is the setup the simulation runs: every 3 hours, `refresh-before: 36h`', () => {
    const example = parse(fs.readFileSync(new URL('../../examples/refresh-link.yml', import.meta.url), 'utf8')) as {
      on: { schedule: { cron: string }[] };
      jobs: Record<string, { steps: { with?: Record<string, string> }[] }>;
    };
    const step = Object.values(example.jobs)[0]?.steps.find((candidate) => candidate.with?.mode === 'refresh-link');
    expect(example.on.schedule.map((entry) => entry.cron)).toEqual([AFTER.cron]);
    expect(step?.with?.['refresh-before']).toBe(AFTER.refreshBefore);
  });

  it(
    'keeps a 7-day link above 12 h when the service is down for 12 h from the last run before renewal',
    { timeout: 240_000 },
    async () => {
      const setup = { push: 'commit', linkTtlHours: 168, cron: AFTER.cron, outages: 'at-renewal' } as const;
      const example = await runScenario(
        { ...setup, name: 'example', refreshBefore: AFTER.refreshBefore },
        ONE_RENEWAL,
        7,
      );
      expect(example.outageBeforeLeastHours).toBe(12);
      expect(example.runs.failed).toBeGreaterThan(0);
      expect(example.commits).toBeGreaterThanOrEqual(1);
      expect(example.leastValidityHours).toBeGreaterThanOrEqual(12);
      // The outage took its 12 h off the link: the last run that left it found at most 36 h, a 3 h gap and an hour.
      expect(example.leastValidityHours).toBeLessThanOrEqual(36 + 3 + 1 - 12);

      // The default renews 12 h later, so the same outage leaves 12 h less (below 12 h when the phase is worse,
      // as in the quarter's "12h outage at renewal" rows).
      const previous = await runScenario({ ...setup, name: 'default 24h' }, ONE_RENEWAL, 7);
      expect(EVERY_3H_DEFAULT.refreshBefore).toBeUndefined();
      expect(previous.outageBeforeLeastHours).toBe(12);
      expect(previous.leastValidityHours).toBeLessThanOrEqual(example.leastValidityHours - 10);
    },
  );
});

describe('a few simulated days of publishes and scheduled refreshes', () => {
  it('lays out the same quarter for the same seed', () => {
    const lay = () => layOutTimeline(SIMULATION_START, QUARTER, AFTER.cron, seededRandom(7));
    expect(lay()).toEqual(lay());
    expect(lay().refreshRuns.length + lay().dropped).toBe(90 * 8);
  });

  it(
    'push: commit on the example schedule keeps a 24 h link above 12 h, and warns no one',
    { timeout: 120_000 },
    async () => {
      const scenario: Scenario = { name: 'commit 1d', push: 'commit', linkTtlHours: 24, cron: AFTER.cron };
      const result = await runScenario(scenario, FEW_DAYS, 7);
      expect(result.runs.refresh).toBeGreaterThan(20);
      expect(result.commits).toBeGreaterThan(10);
      expect(result.leastValidityHours).toBeGreaterThanOrEqual(12);
      expect(result.expiredHours).toBe(0);
      expect(result.freshnessWarnings).toBe(0);
    },
  );

  it(
    'push: pull-request merged two days late lets a 24 h link expire, and the runs say so',
    { timeout: 120_000 },
    async () => {
      const scenario: Scenario = {
        name: 'pr 1d merged after 48h',
        push: 'pull-request',
        linkTtlHours: 24,
        cron: AFTER.cron,
        mergeDelay: { kind: 'fixed', hours: 48 },
      };
      const result = await runScenario(scenario, FEW_DAYS, 7);
      expect(result.merges).toBeGreaterThan(0);
      expect(result.expiredHours).toBeGreaterThan(0);
      expect(result.leastValidityHours).toBeLessThan(0);
      expect(result.freshnessWarnings).toBeGreaterThan(0);
    },
  );
});
