// A server that never stops saying `hasMore`: the page cap ends the paging, over real HTTP with the real client.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { virtualClock } from '../../../devkit/clock.ts';
import { memoryLog } from '../../../devkit/log.ts';
import { createServiceClient } from '../../../src/client/service.ts';
import { collectPeriod } from '../../../src/report/collect/gather.ts';
import { RequestBudget } from '../../../src/report/collect/request-budget.ts';
import { resolvePeriod } from '../../../src/report/period.ts';

const seen: URL[] = [];
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  seen.push(url);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const body = url.pathname.endsWith('/visitors')
    ? {
        totals: { human: 5, ai: 1, total: 6 },
        visitors: [{ path: `/endless/${offset}`, human: 1, ai: 0, total: 1 }],
        hasMore: true,
      }
    : { feedback: [], hasMore: false };
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
});

let apiUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('collectPeriod against a server that never says stop', () => {
  it('stops at the page cap, marks the visitors incomplete and warns', async () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    const clock = virtualClock(now);
    const log = memoryLog();
    const service = createServiceClient({ apiUrl, apiKey: 'svc_test_key', requestTimeoutMs: 5000, clock, log });
    const budget = new RequestBudget(1000);
    const period = resolvePeriod({ period: 'last-7-days' }, now);
    const { data } = await collectPeriod(period, {
      service,
      projectId: 'proj_endless',
      sections: ['traffic', 'feedback'],
      feedbackStatus: [],
      budget,
      maxRateLimitWaitMs: 120_000,
      clock,
      log,
      maxVisitorPages: 12,
    });
    const visitorCalls = seen.filter((u) => u.pathname === '/v1/analytics/proj_endless/visitors');
    expect(visitorCalls.map((u) => u.searchParams.get('offset'))).toEqual(
      Array.from({ length: 12 }, (_, i) => String(i * 250)),
    );
    expect(
      visitorCalls.every((u) => u.searchParams.get('limit') === '250' && u.searchParams.get('dateTo') === '2026-11-21'),
    ).toBe(true);
    expect(seen).toHaveLength(13);
    expect(budget.used).toBe(13);
    expect(data.visitorsComplete).toBe(false);
    expect(data.visitors).toHaveLength(12);
    expect(log.entries.some((e) => e.level === 'warning' && e.message.includes('stopped after 12 pages'))).toBe(true);
  });
});
