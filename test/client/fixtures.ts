import { Agent } from 'undici';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { virtualClock } from '../../devkit/clock.ts';
import { memoryLog } from '../../devkit/log.ts';
import { startEmulator } from '../../emulator/server.ts';
import type { Emulator } from '../../emulator/server.ts';
import { createServiceClient } from '../../src/client/service.ts';
import type { ServiceClientOptions } from '../../src/client/service.ts';
import { ServiceError } from '../../src/client/types.ts';
import type { ServiceClient } from '../../src/client/types.ts';

export const API_KEY = 'svc_test_9f8e7d6c5b4a39281706';

export const runningJob = { jobId: 'se_3f9a2c1b8e7d4a06', status: 'running', progress: 40, pageCount: 12 };

export const visitorsBody = {
  totals: { human: 10, ai: 4, total: 12 },
  visitors: [{ path: '/guides/start', human: 6, ai: 2, total: 7 }],
  hasMore: false,
};

export interface TestClient {
  client: ServiceClient;
  clock: ReturnType<typeof virtualClock>;
  log: ReturnType<typeof memoryLog>;
  close(): Promise<void>;
}

/** A client on a virtual clock (sleeps are recorded, never waited) with its own Agent. */
export function testClient(
  url: string,
  overrides: Partial<ServiceClientOptions> = {},
  clock = virtualClock(),
): TestClient {
  const log = memoryLog();
  const dispatcher = new Agent();
  const client = createServiceClient({
    apiUrl: url,
    apiKey: API_KEY,
    requestTimeoutMs: 5_000,
    clock,
    log,
    dispatcher,
    random: () => 0.5,
    ...overrides,
  });
  return { client, clock, log, close: () => dispatcher.close() };
}

/**
 * One emulator for the file on one virtual clock (jobs advance as the client "sleeps"), and clients by key that
 * are closed, with the emulator's faults and request log reset, after each test.
 */
export function useEmulatorClients(jobDurationMs: number, now = Date.UTC(2026, 10, 21, 12)) {
  const clock = virtualClock(now);
  const clients: TestClient[] = [];
  const state: { emulator: Emulator } = { emulator: undefined as unknown as Emulator };
  beforeAll(async () => {
    state.emulator = await startEmulator({ port: 0, jobDurationMs, now: () => clock.now() });
  });
  afterEach(async () => {
    state.emulator.resetFaults();
    state.emulator.clearRequests();
    await Promise.all(clients.splice(0).map((c) => c.close()));
    clock.slept.length = 0;
  });
  afterAll(async () => {
    await state.emulator?.close();
  });
  return {
    clock,
    get emulator(): Emulator {
      return state.emulator;
    },
    clientWith: (key: string): ServiceClient => {
      const handle = testClient(state.emulator.url, { apiKey: key }, clock);
      clients.push(handle);
      return handle.client;
    },
  };
}

/** The ServiceError `promise` failed with; the test fails when it did not fail so. */
export async function serviceFailure(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}
