// Collection over real HTTP: the real client against the service emulator, on a virtual clock
// that the emulator shares (its "today", its rate-limit window and our waits all move together).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { virtualClock } from '../../../devkit/clock.ts';
import { memoryLog } from '../../../devkit/log.ts';
import { startEmulator } from '../../../emulator/server.ts';
import type { Emulator, RecordedRequest } from '../../../emulator/server.ts';
import { createServiceClient } from '../../../src/client/service.ts';
import { collectPeriod } from '../../../src/report/collect/gather.ts';
import type { CollectOptions } from '../../../src/report/collect/gather.ts';
import { AnalyticsQuotaSpent, BudgetExhausted, RequestBudget } from '../../../src/report/collect/request-budget.ts';
import { precedingPeriod, resolvePeriod } from '../../../src/report/period.ts';
import type { Period, PeriodSpec } from '../../../src/report/period.ts';

const NOW = Date.parse('2026-11-21T12:00:00Z');

let emulator: Emulator;
let clock: ReturnType<typeof virtualClock>;

beforeEach(async () => {
  clock = virtualClock(NOW);
  emulator = await startEmulator({ port: 0, now: () => clock.now() });
});
afterEach(() => emulator.close());

function options(budgetLimit: number, extra: Partial<CollectOptions> = {}): CollectOptions {
  const log = memoryLog();
  const service = createServiceClient({
    apiUrl: emulator.url,
    apiKey: emulator.keys.demo,
    requestTimeoutMs: 10_000,
    clock,
    log,
    random: () => 0,
  });
  return {
    service,
    projectId: emulator.projects.demo,
    feedbackStatus: [],
    sections: ['traffic', 'feedback'],
    budget: new RequestBudget(budgetLimit),
    maxRateLimitWaitMs: 120_000,
    clock,
    log,
    ...extra,
  };
}

/** The requests the emulator answered, once their statuses are known. */
async function served(): Promise<RecordedRequest[]> {
  await new Promise((resolve) => setImmediate(resolve));
  return emulator.requests;
}

/** What the spec says one period costs: visitors at offset 0, feedback, then offset += 250. */
function expectedSequence(projectId: string, period: Period, rows: number, feedbackQuery: Record<string, string> = {}) {
  const window = { dateFrom: period.dateFrom, dateTo: period.dateTo };
  const visitors = (offset: number) => ({
    path: `/v1/analytics/${projectId}/visitors`,
    query: { ...window, limit: '250', offset: String(offset) },
  });
  const pages = Math.max(1, Math.ceil(rows / 250));
  return [
    visitors(0),
    { path: `/v1/analytics/${projectId}/feedback/by-page`, query: { ...window, limit: '100', ...feedbackQuery } },
    ...Array.from({ length: pages - 1 }, (_, i) => visitors((i + 1) * 250)),
  ];
}

const shape = (requests: RecordedRequest[]) => requests.map(({ path, query }) => ({ path, query }));

describe('collectPeriod against the emulator', () => {
  const specs: Array<[string, PeriodSpec, string, string]> = [
    ['last-7-days', { period: 'last-7-days' }, '2026-11-14', '2026-11-21'],
    ['last-28-days', { period: 'last-28-days' }, '2026-10-24', '2026-11-21'],
    ['last-30-days', { period: 'last-30-days' }, '2026-10-22', '2026-11-21'],
    ['previous-week', { period: 'previous-week' }, '2026-11-09', '2026-11-16'],
    ['previous-month', { period: 'previous-month' }, '2026-10-01', '2026-11-01'],
    ['custom', { period: 'custom', dateFrom: '2026-10-05', dateTo: '2026-10-19' }, '2026-10-05', '2026-10-19'],
  ];

  it.each(specs)(
    '%s and its comparison period make exactly the specified requests',
    async (_name, spec, dateFrom, dateTo) => {
      emulator.setFaults({ rateLimitPerHour: 1000 });
      const opts = options(100, { feedbackSource: 'contextual', feedbackStatus: ['pending', 'in_progress'] });
      const period = resolvePeriod(spec, NOW);
      expect(period).toMatchObject({ dateFrom, dateTo });
      const current = (await collectPeriod(period, opts)).data;
      const previous = (await collectPeriod(precedingPeriod(period), opts)).data;

      const filters = { source: 'contextual', status: 'pending,in_progress' };
      const projectId = emulator.projects.demo;
      const requests = await served();
      expect(shape(requests)).toEqual([
        ...expectedSequence(projectId, period, current.visitors.length, filters),
        ...expectedSequence(projectId, precedingPeriod(period), previous.visitors.length, filters),
      ]);
      expect(requests.every((r) => r.status === 200 && r.method === 'GET')).toBe(true);
      expect(opts.budget.used).toBe(requests.length);
      for (const data of [current, previous]) {
        expect(data).toMatchObject({ visitorsComplete: true, feedbackFetched: true });
        expect(data.visitors.length).toBe(3037);
        expect(new Set(data.visitors.map((v) => v.path)).size).toBe(data.visitors.length);
        expect(data.totals.total).toBeGreaterThan(0);
        expect(data.feedback.length).toBeLessThanOrEqual(100);
        expect(data.feedbackCut).toBe(data.feedback.length === 100);
      }
    },
  );

  it('spends exactly ceil(10000/250) + 1 = 41 requests per period on the 10,000-page project', async () => {
    const opts = options(100, { projectId: emulator.projects.large });
    const period = resolvePeriod({ period: 'last-7-days' }, NOW);
    const current = (await collectPeriod(period, opts)).data;
    expect(opts.budget.used).toBe(41);
    const previous = (await collectPeriod(precedingPeriod(period), opts)).data;
    expect(opts.budget.used).toBe(82);

    const requests = await served();
    expect(requests).toHaveLength(82);
    expect(requests.every((r) => r.status === 200)).toBe(true);
    expect(shape(requests.slice(0, 41))).toEqual(expectedSequence(emulator.projects.large, period, 10_000));
    expect(requests[40]?.query.offset).toBe('9750');
    for (const data of [current, previous]) {
      expect(data.visitors).toHaveLength(10_000);
      expect(data.visitorsComplete).toBe(true);
      expect(data.feedbackFetched).toBe(true);
    }
  });

  it.each([
    [1, 0, false],
    [2, 250, true],
    [10, 9 * 250, true],
    [40, 39 * 250, true],
  ])(
    'with a budget of %i never sends more requests and flags what is missing',
    async (limit, rows, feedbackFetched) => {
      const opts = options(limit, { projectId: emulator.projects.large });
      const data = (await collectPeriod(resolvePeriod({ period: 'last-7-days' }, NOW), opts)).data;
      const requests = await served();
      expect(requests.length).toBe(limit);
      expect(opts.budget.used).toBe(limit);
      expect(data.visitorsComplete).toBe(false);
      expect(data.feedbackFetched).toBe(feedbackFetched);
      expect(data.visitors).toHaveLength(Math.max(250, rows));
      expect(data.totals.total).toBeGreaterThan(0);
    },
  );

  it('shares one budget between the period and its comparison, and refuses the comparison when nothing is left', async () => {
    const opts = options(45, { projectId: emulator.projects.large });
    const period = resolvePeriod({ period: 'previous-week' }, NOW);
    const current = (await collectPeriod(period, opts)).data;
    const previous = (await collectPeriod(precedingPeriod(period), opts)).data;
    expect(current.visitorsComplete).toBe(true);
    expect(previous).toMatchObject({ visitorsComplete: false, feedbackFetched: true });
    expect(previous.visitors).toHaveLength(3 * 250);
    await expect(collectPeriod(precedingPeriod(precedingPeriod(period)), opts)).rejects.toBeInstanceOf(BudgetExhausted);
    expect((await served()).length).toBe(45);
  });

  it('waits out a short 429 (Retry-After: 30) and goes on, the retry paid from the budget', async () => {
    emulator.setFaults({ rules: [{ path: '/visitors$', times: 1, action: 'status', status: 429, retryAfter: '30' }] });
    const opts = options(20);
    const data = (await collectPeriod(resolvePeriod({ period: 'last-7-days' }, NOW), opts)).data;
    const requests = await served();
    expect(requests.map((r) => r.status).slice(0, 3)).toEqual([429, 200, 200]);
    const firstPage = {
      path: `/v1/analytics/${emulator.projects.demo}/visitors`,
      query: { dateFrom: '2026-11-14', dateTo: '2026-11-21', limit: '250', offset: '0' },
    };
    expect(shape(requests.slice(0, 2))).toEqual([firstPage, firstPage]);
    expect(clock.slept).toEqual([30_000]);
    expect(opts.budget.used).toBe(requests.length);
    expect(requests.length).toBe(15);
    expect(data).toMatchObject({ visitorsComplete: true, feedbackFetched: true });
  });

  it('fails on a long 429 with the quota message and the UTC time to retry', async () => {
    emulator.setFaults({
      rules: [{ path: '/feedback/by-page$', times: 1, action: 'status', status: 429, retryAfter: '900' }],
    });
    const opts = options(20);
    const error = await collectPeriod(resolvePeriod({ period: 'last-7-days' }, NOW), opts).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnalyticsQuotaSpent);
    expect((error as Error).message).toMatch(
      /^The organization's hourly analytics quota is spent \(100 requests an hour, shared by every tool of the organization .*\)\. The service asks to retry after 2026-11-21T12:15:00Z \(in 15m\), longer than max-rate-limit-wait \(2m\)\./,
    );
    expect(clock.slept).toEqual([]);
    expect((await served()).map((r) => r.status)).toEqual([200, 429]);
    expect(opts.budget.used).toBe(2);
  });

  it("reports when the emulator's own hourly quota frees up once it is spent", async () => {
    emulator.setFaults({ rateLimitPerHour: 3 });
    const opts = options(40, { projectId: emulator.projects.large });
    const error = await collectPeriod(resolvePeriod({ period: 'last-7-days' }, NOW), opts).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnalyticsQuotaSpent);
    expect((error as AnalyticsQuotaSpent).retryAt).toBe(NOW + 3_600_000);
    expect((error as Error).message).toContain('retry after 2026-11-21T13:00:00Z (in 1h)');
    expect((await served()).map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(opts.budget.used).toBe(4);
  });
});
