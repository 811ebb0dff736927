// The short run of `npm run simulate`: a few simulated days through the real modes, so the simulation cannot rot.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../scripts/simulate/random.ts';
import { runScenario, SIMULATION_START } from '../../scripts/simulate/run-scenario.ts';
import { AFTER, QUARTER } from '../../scripts/simulate/scenarios.ts';
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
