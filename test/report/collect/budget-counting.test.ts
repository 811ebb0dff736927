// requests-used counts what may have reached the service: the budget protects the organization's shared
// hourly quota, so an attempt counts once its bytes may have been sent (a timeout or a broken connection
// after that still counts: when unsure, count it), and one that failed before a connection was made does
// not. Over real HTTP against the emulator, whose request log is what the service saw.
import { afterEach, describe, expect, it } from 'vitest';
import { virtualClock } from '../../../devkit/clock.ts';
import { memoryLog } from '../../../devkit/log.ts';
import { startEmulator } from '../../../emulator/server.ts';
import type { Emulator, RecordedRequest } from '../../../emulator/server.ts';
import { createServiceClient } from '../../../src/client/service.ts';
import { callWithinBudget, RequestBudget } from '../../../src/report/collect/request-budget.ts';
import type { Clock } from '../../../src/util/clock.ts';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const week = { dateFrom: '2026-11-14', dateTo: '2026-11-21' };

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

/** The requests the emulator received, once the last one's status is known. */
async function served(): Promise<RecordedRequest[]> {
  await new Promise((resolve) => setImmediate(resolve));
  return emulator?.requests ?? [];
}

function visitorsWithin(budget: RequestBudget, apiUrl: string, clock: Clock, requestTimeoutMs = 10_000) {
  const log = memoryLog();
  const service = createServiceClient({
    apiUrl,
    apiKey: 'svc_demo_5c1f0a7e93b24d68a1e0f4c2',
    requestTimeoutMs,
    clock,
    log,
  });
  return callWithinBudget(
    'visitors page 1',
    (options) => service.visitors('proj_demo', { ...week, limit: 250, offset: 0 }, options),
    { budget, maxRateLimitWaitMs: 60_000, clock, log },
  );
}

describe('the request budget counts as the service counts', () => {
  it('does not count an attempt whose connection was refused: a budget of 1 still gets its one request through', async () => {
    // The service is down for the first attempt (nothing listens on its port) and back for the retry.
    const probe = await startEmulator({ port: 0 });
    const { port } = new URL(probe.url);
    await probe.close();
    const virtual = virtualClock(NOW);
    const clock: Clock = {
      now: () => virtual.now(),
      sleep: async (ms) => {
        emulator ??= await startEmulator({ port: Number(port), now: () => virtual.now() });
        await virtual.sleep(ms);
      },
    };
    const budget = new RequestBudget(1);

    const page = await visitorsWithin(budget, probe.url, clock);

    expect(page.visitors).toHaveLength(250);
    expect(virtual.slept).toHaveLength(1); // one retry, after the refused attempt
    expect(await served()).toHaveLength(1);
    expect(budget.used).toBe(1);
  });

  it('counts an attempt whose bytes were sent and then timed out, and its retry', async () => {
    const clock = virtualClock(NOW);
    emulator = await startEmulator({ port: 0, now: () => clock.now() });
    // The first answer takes ten minutes: the client gives up on it after request-timeout and asks again.
    emulator.setFaults({ rules: [{ path: '/visitors$', times: 1, action: 'delay', delayMs: 600_000 }] });
    const budget = new RequestBudget(5);

    const page = await visitorsWithin(budget, emulator.url, clock, 2_000);

    expect(page.visitors).toHaveLength(250);
    const requests = await served();
    expect(requests).toHaveLength(2);
    expect(requests[1]?.status).toBe(200);
    expect(budget.used).toBe(2);
  });

  it('counts an attempt whose connection broke after its bytes were sent, and its retry', async () => {
    const clock = virtualClock(NOW);
    emulator = await startEmulator({ port: 0, now: () => clock.now() });
    emulator.setFaults({ rules: [{ path: '/visitors$', times: 1, action: 'reset-before-headers' }] });
    const budget = new RequestBudget(5);

    await visitorsWithin(budget, emulator.url, clock);

    expect((await served()).map((r) => r.status)).toEqual([0, 200]);
    expect(budget.used).toBe(2);
  });
});
