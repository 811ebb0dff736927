// Collection logic against a scripted client: order, paging, budget, 429 policy, page cap.
import { describe, expect, it } from 'vitest';
import { virtualClock } from '../../../devkit/clock.ts';
import { memoryLog } from '../../../devkit/log.ts';
import { ServiceError } from '../../../src/client/types.ts';
import { collectPeriod } from '../../../src/report/collect/gather.ts';
import type { CollectOptions } from '../../../src/report/collect/gather.ts';
import { AnalyticsQuotaSpent, BudgetExhausted, RequestBudget } from '../../../src/report/collect/request-budget.ts';
import { resolvePeriod } from '../../../src/report/period.ts';
import { fakeService, rateLimited, serverError } from './fake-service.ts';
import type { FakeAnalytics } from './fake-service.ts';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const period = resolvePeriod({ period: 'last-7-days' }, NOW);

function setup(data: FakeAnalytics, budgetLimit = 100, extra: Partial<CollectOptions> = {}) {
  const service = fakeService(data);
  const clock = virtualClock(NOW);
  const log = memoryLog();
  const budget = new RequestBudget(budgetLimit);
  const options: CollectOptions = {
    service,
    projectId: 'proj',
    feedbackStatus: [],
    sections: ['traffic', 'feedback'],
    budget,
    maxRateLimitWaitMs: 120_000,
    clock,
    log,
    ...extra,
  };
  return { service, clock, log, budget, options };
}

const shape = (attempts: ReturnType<typeof fakeService>['attempts']) =>
  attempts.map((a) => (a.call === 'visitors' ? `visitors@${a.query.offset}` : 'feedback'));

describe('collectPeriod', () => {
  it('fetches the first visitors page, then feedback, then the other pages with offset += 250', async () => {
    const { service, options, budget } = setup({ visitorRows: 600, feedbackRows: 40 }, 100, {
      feedbackSource: 'contextual',
      feedbackStatus: ['pending', 'resolved'],
    });
    const { data } = await collectPeriod(period, options);
    expect(shape(service.attempts)).toEqual(['visitors@0', 'feedback', 'visitors@250', 'visitors@500']);
    for (const a of service.attempts) {
      expect(a.query).toMatchObject({ dateFrom: '2026-11-14', dateTo: '2026-11-21' });
      expect(a.options?.maxRetryAfterMs).toBe(0);
      expect(a.query.limit).toBe(a.call === 'visitors' ? 250 : 100);
    }
    expect(service.attempts[1]?.query).toEqual({
      dateFrom: '2026-11-14',
      dateTo: '2026-11-21',
      limit: 100,
      source: 'contextual',
      status: ['pending', 'resolved'],
    });
    expect(data.visitors.map((v) => v.path)).toEqual(Array.from({ length: 600 }, (_, i) => `/page-${i}`));
    expect(data).toMatchObject({
      period,
      totals: { human: 1200, ai: 600, total: 1800 },
      visitorsComplete: true,
      feedbackFetched: true,
      feedbackCut: false,
    });
    expect(data.feedback).toHaveLength(40);
    expect(budget.used).toBe(4);
  });

  it('sends no feedback filters when none are set, and marks feedback cut when the service has more', async () => {
    const { service, options } = setup({ visitorRows: 10, feedbackRows: 150 });
    const { data } = await collectPeriod(period, options);
    expect(service.attempts[1]?.query).toEqual({
      dateFrom: '2026-11-14',
      dateTo: '2026-11-21',
      limit: 100,
      source: undefined,
      status: undefined,
    });
    expect(shape(service.attempts)).toEqual(['visitors@0', 'feedback']);
    expect(data.feedback).toHaveLength(100);
    expect(data.feedbackCut).toBe(true);
  });

  it('stops exactly at offset 9750 for 10,000 rows: 40 visitor pages and one feedback request', async () => {
    const { service, options, budget } = setup({ visitorRows: 10_000 });
    const { data } = await collectPeriod(period, options);
    expect(service.attempts).toHaveLength(41);
    expect(service.attempts.at(-1)?.query).toMatchObject({ offset: 9750 });
    expect(data.visitors).toHaveLength(10_000);
    expect(budget.used).toBe(41);
  });

  it.each([
    [1, ['visitors@0'], false, false],
    [2, ['visitors@0', 'feedback'], true, false],
    [3, ['visitors@0', 'feedback', 'visitors@250'], true, false],
    [4, ['visitors@0', 'feedback', 'visitors@250', 'visitors@500'], true, false],
    [5, ['visitors@0', 'feedback', 'visitors@250', 'visitors@500', 'visitors@750'], true, true],
    [9, ['visitors@0', 'feedback', 'visitors@250', 'visitors@500', 'visitors@750'], true, true],
  ])(
    'with a budget of %i never exceeds it and names what is missing',
    async (limit, expected, feedbackFetched, visitorsComplete) => {
      const { service, options, budget, log } = setup({ visitorRows: 1000, feedbackRows: 5 }, limit);
      const { data } = await collectPeriod(period, options);
      expect(shape(service.attempts)).toEqual(expected);
      expect(budget.used).toBe(service.attempts.length);
      expect(budget.used).toBeLessThanOrEqual(limit);
      expect(data.feedbackFetched).toBe(feedbackFetched);
      expect(data.visitorsComplete).toBe(visitorsComplete);
      expect(data.totals.total).toBe(3000);
      if (!visitorsComplete) expect(log.text()).toMatch(/warning: Visitors, .*request budget \(\d+\) is spent/);
      if (!feedbackFetched) expect(data.feedback).toEqual([]);
    },
  );

  it('throws BudgetExhausted before any request when not even the first page fits', async () => {
    const { service, options } = setup({ visitorRows: 10 }, 0);
    await expect(collectPeriod(period, options)).rejects.toBeInstanceOf(BudgetExhausted);
    expect(service.attempts).toHaveLength(0);
  });

  it("charges the client's own retries to the budget and stops before one it cannot cover", async () => {
    const { service, options, budget } = setup(
      { visitorRows: 300, attemptsPerCall: 3, fault: (a) => (a.call === 'feedback' ? serverError() : undefined) },
      3,
    );
    const { data } = await collectPeriod(period, options);
    expect(shape(service.attempts)).toEqual(['visitors@0', 'feedback', 'feedback']);
    expect(budget.used).toBe(3);
    expect(data).toMatchObject({ feedbackFetched: false, visitorsComplete: false });
  });

  it('recognises the budget refusal even when the client wraps it', async () => {
    const { service, options } = setup({ visitorRows: 600, wrapBeforeAttemptErrors: true }, 2);
    const { data } = await collectPeriod(period, options);
    expect(service.attempts).toHaveLength(2);
    expect(data).toMatchObject({ feedbackFetched: true, visitorsComplete: false });
  });

  it('waits out a short 429 and tries again, the retry paid from the budget', async () => {
    const { service, options, budget, clock } = setup({
      visitorRows: 600,
      fault: (_a, i) => (i === 2 ? rateLimited(30_000) : undefined),
    });
    const { data } = await collectPeriod(period, options);
    expect(shape(service.attempts)).toEqual(['visitors@0', 'feedback', 'visitors@250', 'visitors@250', 'visitors@500']);
    expect(clock.slept).toEqual([30_000]);
    expect(budget.used).toBe(5);
    expect(data.visitors).toHaveLength(600);
    expect(data.visitorsComplete).toBe(true);
  });

  it('waits a Retry-After equal to max-rate-limit-wait', async () => {
    const { options, clock } = setup({
      visitorRows: 10,
      fault: (_a, i) => (i === 0 ? rateLimited(120_000) : undefined),
    });
    await collectPeriod(period, options);
    expect(clock.slept).toEqual([120_000]);
  });

  it('fails on a long 429 with the quota message and the UTC time to retry', async () => {
    const { options, clock } = setup({
      visitorRows: 600,
      fault: (_a, i) => (i === 1 ? rateLimited(45 * 60_000) : undefined),
    });
    const error = await collectPeriod(period, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnalyticsQuotaSpent);
    const quota = error as AnalyticsQuotaSpent;
    expect(quota.retryAt).toBe(NOW + 45 * 60_000);
    expect(quota.message).toContain("organization's hourly analytics quota is spent");
    expect(quota.message).toContain('100 requests an hour, shared by every tool of the organization');
    expect(quota.message).toContain('retry after 2026-11-21T12:45:00Z (in 45m)');
    expect(quota.message).toContain('max-rate-limit-wait (2m)');
    expect(clock.slept).toEqual([]);
  });

  it('fails on a 429 without Retry-After, saying so', async () => {
    const { options } = setup({ visitorRows: 10, fault: () => rateLimited(undefined) });
    await expect(collectPeriod(period, options)).rejects.toThrow(/quota is spent.*no Retry-After/);
  });

  it('keeps within the budget while a server keeps answering 429 with a short Retry-After', async () => {
    const { service, options, budget } = setup(
      { visitorRows: 600, fault: (_a, i) => (i >= 1 ? rateLimited(1000) : undefined) },
      6,
    );
    const { data } = await collectPeriod(period, options);
    expect(service.attempts).toHaveLength(6);
    expect(budget.used).toBe(6);
    expect(data).toMatchObject({ feedbackFetched: false, visitorsComplete: false });
  });

  it('stops at the page cap when the server never says stop, and warns', async () => {
    const { service, options, log } = setup({ visitorRows: 100_000, visitorsHasMore: () => true }, 1000, {
      maxVisitorPages: 5,
    });
    const { data } = await collectPeriod(period, options);
    expect(shape(service.attempts)).toEqual([
      'visitors@0',
      'feedback',
      'visitors@250',
      'visitors@500',
      'visitors@750',
      'visitors@1000',
    ]);
    expect(data.visitorsComplete).toBe(false);
    expect(data.visitors).toHaveLength(1250);
    expect(log.entries.filter((e) => e.level === 'warning').map((e) => e.message)).toEqual([
      expect.stringMatching(/stopped after 5 pages \(1250 rows\) although the service still says there are more/),
    ]);
  });

  it('has a default cap of 200 pages', async () => {
    const { service, options } = setup({ visitorRows: 1_000_000, visitorsHasMore: () => true }, 1000);
    const { data } = await collectPeriod(period, options);
    expect(service.attempts.filter((a) => a.call === 'visitors')).toHaveLength(200);
    expect(data.visitorsComplete).toBe(false);
  });

  it('lets other service errors through', async () => {
    const bad = new ServiceError('bad-request', 'HTTP 400: invalid query', { status: 400 });
    const { options } = setup({ visitorRows: 600, fault: (a) => (a.call === 'feedback' ? bad : undefined) });
    await expect(collectPeriod(period, options)).rejects.toBe(bad);
  });

  it('logs progress: page, rows so far, requests used of the budget', async () => {
    const { options, log } = setup({ visitorRows: 600, feedbackRows: 3 }, 10);
    await collectPeriod(period, options);
    expect(log.text()).toContain(
      'info: Visitors, 2026-11-14 to 2026-11-20, 7 days: page 1, 250 rows so far, more to come (requests 1/10)',
    );
    expect(log.text()).toContain(
      'info: Feedback, 2026-11-14 to 2026-11-20, 7 days: 3 pages with feedback (requests 2/10)',
    );
    expect(log.text()).toContain(
      'info: Visitors, 2026-11-14 to 2026-11-20, 7 days: page 3, 600 rows so far (requests 4/10)',
    );
  });
});

describe('RequestBudget', () => {
  it('counts takes and refuses the one past the limit without counting it', () => {
    const budget = new RequestBudget(2);
    budget.take('a');
    budget.take('b');
    expect(() => budget.take('visitors page 3')).toThrow(
      /budget of 2 analytics requests is spent: visitors page 3 was not fetched/,
    );
    expect(budget.used).toBe(2);
    expect(budget.remaining).toBe(0);
  });

  it('gives back a request that never reached the service, and never below zero', () => {
    const budget = new RequestBudget(1);
    budget.take('a');
    budget.giveBack();
    expect(budget.used).toBe(0);
    budget.giveBack();
    expect(budget.used).toBe(0);
    budget.take('a again');
    expect(budget.remaining).toBe(0);
  });

  it('refuses a limit that is not a whole number', () => {
    expect(() => new RequestBudget(-1)).toThrow();
    expect(() => new RequestBudget(1.5)).toThrow();
  });
});
