// Fault matrix, the bundle download: broken connections resume with Range, answers of trouble are
// retried, and an expired link (before the first byte or mid-download) is renewed from the bundle endpoint.
import { describe, it } from 'vitest';
import { until } from './support/job-pace.ts';
import { runRow } from './support/row.ts';
import type { MatrixRow } from './support/row.ts';
import type { World } from './support/world.ts';

const STORE = '^/_store/';
const LINK_TTL_SECONDS = 3600;

/**
 * Once the first bundle GET has arrived, moves the emulator clock past the link's expiry. The delay rule holds the
 * GET on a timer set when it arrived, due later than the next 10 ms check, and due timers run in order: the clock
 * has moved before the GET resumes, however busy the machine.
 */
async function expireLinkInFlight(world: World, runEnded: AbortSignal): Promise<void> {
  if (await until(() => world.emulator.requests.some((r) => r.path.startsWith('/_store/')), runEnded))
    world.advanceClock(LINK_TTL_SECONDS + 60);
}

const rows: MatrixRow[] = [
  {
    knob: 'dropDownloadAfterBytes: 5000 (connection reset mid-body)',
    mode: 'export',
    world: { faults: { dropDownloadAfterBytes: 5000 } },
    expect: {
      exitCode: 0,
      outputs: { status: 'completed', 'bundle-size': /^\d+$/ },
      log: [/resuming from byte 5000/],
      requests: { startJob: 1, bundle: 1, storeGets: 2 },
    },
  },
  {
    knob: 'rules: 503 SlowDown x 2 on the bundle GET (Retry-After 0)',
    mode: 'export',
    world: {
      faults: { rules: [{ method: 'GET', path: STORE, action: 'status', status: 503, times: 2, retryAfter: '0' }] },
    },
    expect: {
      exitCode: 0,
      outputs: { status: 'completed' },
      log: [/answered 503/],
      requests: { startJob: 1, bundle: 1, storeGets: 3 },
    },
  },
  {
    knob: 'link expired on first use (the clock moved while the GET is held)',
    mode: 'export',
    world: {
      linkTtlSeconds: LINK_TTL_SECONDS,
      faults: { rules: [{ method: 'GET', path: STORE, action: 'delay', delayMs: 1500, times: 1 }] },
    },
    during: expireLinkInFlight,
    expect: {
      exitCode: 0,
      outputs: { status: 'completed', 'values-changed': 'true' },
      log: [/The bundle link expired after 0(\.0)? k?B; asking the service for a fresh one/],
      requests: { startJob: 1, bundle: 2, storeGets: 2 },
    },
  },
  {
    knob: 'expireLinkAfterBytes: 6000 (link expires mid-download)',
    mode: 'export',
    world: { faults: { expireLinkAfterBytes: 6000 } },
    expect: {
      exitCode: 0,
      outputs: { status: 'completed', 'values-changed': 'true' },
      log: [/The bundle link expired after .*; asking the service for a fresh one/],
      requests: { startJob: 1, bundle: [2, 4], storeGets: [3, 6] },
    },
  },
];

describe.concurrent('fault matrix: bundle download', () => {
  for (const row of rows) it(`${row.mode}: ${row.knob}`, async () => void (await runRow(row)));
});
