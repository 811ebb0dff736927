import { Agent } from 'undici';
import { virtualClock } from '../../devkit/clock.ts';
import { memoryLog } from '../../devkit/log.ts';
import { createServiceClient } from '../../src/client/service.ts';
import type { ServiceClientOptions } from '../../src/client/service.ts';
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
