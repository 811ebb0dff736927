// Fault matrix, the export job itself: statuses the action does not know, jobs that fail or never
// end, a bundle that is not ready yet, keys that cannot export.
import { describe, it } from 'vitest';
import { paceJob } from './support/job-pace.ts';
import { runRow } from './support/row.ts';
import type { MatrixRow } from './support/row.ts';

const rows: MatrixRow[] = [
  {
    knob: 'jobStatusName: rendering (a status the action does not know)',
    mode: 'export',
    // The job stands halfway ("rendering") until a status poll has seen it there, then ends: on any machine's pace.
    world: { frozenClock: true, jobDurationMs: 10_000, faults: { jobStatusName: 'rendering' } },
    during: paceJob([
      { afterPolls: 0, advanceSeconds: 5 },
      { afterPolls: 1, advanceSeconds: 10 },
    ]),
    expect: {
      exitCode: 0,
      outputs: { status: 'completed', 'page-count': '18' },
      log: [/Status "rendering" is not one this action knows; it counts as still running until the timeout/],
      requests: { startJob: 1, statusPolls: [2, 12], bundle: 1, storeGets: 1 },
    },
  },
  {
    knob: "jobOutcome: fail (the job's own error)",
    mode: 'export',
    world: { faults: { jobOutcome: 'fail' } },
    expect: {
      exitCode: 1,
      error:
        /Export job se_[0-9a-f]+ failed: Export failed: rendering timed out for 3 pages \(first: \/reference\/api\/shipments\)/,
      outputs: { status: 'failed', 'job-id': /^se_/ },
      requests: { startJob: 1, statusPolls: [1, 12], bundle: 0, storeGets: 0 },
    },
  },
  {
    knob: 'jobOutcome: never, timeout 5s',
    mode: 'export',
    inputs: { timeout: '5s' },
    world: { faults: { jobOutcome: 'never' } },
    expect: {
      exitCode: 1,
      error: [/did not complete within the timeout of 5s/, /last seen: .*97%/, /re-run with job-id: se_[0-9a-f]+/],
      outputs: { 'job-id': /^se_/, status: 'running' },
      // The job never ends, so the limit is met at any pace; on a busy machine the first poll's answer may
      // come after it, so one poll is all the row can count on.
      requests: { startJob: 1, statusPolls: [1, 15], bundle: 0, storeGets: 0 },
    },
  },
  {
    knob: 'rules: 409 x 2 on the bundle POST',
    mode: 'export',
    world: {
      faults: {
        rules: [
          { method: 'POST', path: '^/v1/static-export/jobs/[^/]+/bundle$', action: 'status', status: 409, times: 2 },
        ],
      },
    },
    expect: {
      exitCode: 0,
      outputs: { status: 'completed', 'values-changed': 'true' },
      log: [/is not ready yet \(409\); asking again/],
      requests: { startJob: 1, bundle: 3, storeGets: 1 },
    },
  },
  {
    knob: 'key of an organization without Enterprise (403)',
    mode: 'export',
    before: (world) => Promise.resolve({ 'api-key': world.emulator.keys.starter }),
    expect: {
      exitCode: 1,
      error: [/403 Forbidden/, /Enterprise plan/],
      requests: { startJob: 1, statusPolls: 0, bundle: 0 },
    },
  },
  {
    // Least privilege for the report is a `read` key; export needs `write`, and says so when it meets 403.
    knob: 'key restricted to read (403 on starting the export)',
    mode: 'export',
    before: (world) => Promise.resolve({ 'api-key': world.emulator.keys.readOnly }),
    expect: {
      exitCode: 1,
      error: [/403 Forbidden/, /the key is restricted to `read`, which allows only GET requests/],
      requests: { startJob: 1, statusPolls: 0, bundle: 0 },
    },
  },
  {
    knob: 'revoked key (401)',
    mode: 'export',
    before: (world) => Promise.resolve({ 'api-key': world.emulator.keys.revoked }),
    expect: {
      exitCode: 1,
      error: [/401 Unauthorized/, /the API key is wrong, revoked or expired/i],
      requests: { startJob: 1, statusPolls: 0, bundle: 0 },
    },
  },
  {
    knob: 'refresh-link: job-id unknown to the service (404)',
    mode: 'refresh-link',
    inputs: { 'job-id': 'se_0000000000000000' },
    expect: {
      exitCode: 1,
      error: [/404 Not Found/, /no such job: check job-id/i],
      requests: { bundle: 1, storeGets: 0 },
    },
  },
  {
    knob: 'refresh-link: 503 on every bundle request (Retry-After 0)',
    mode: 'refresh-link',
    inputs: { 'job-id': 'se_0000000000000000' },
    world: {
      faults: {
        rules: [
          {
            method: 'POST',
            path: '^/v1/static-export/jobs/[^/]+/bundle$',
            action: 'status',
            status: 503,
            retryAfter: '0',
          },
        ],
      },
    },
    expect: {
      exitCode: 1,
      error: [/503 Service Unavailable/, /gave up after 5 attempts/],
      outputs: { 'job-id': 'se_0000000000000000' },
      requests: { bundle: 5 },
    },
  },
];

describe.concurrent('fault matrix: export job', () => {
  for (const row of rows) it(`${row.mode}: ${row.knob}`, async () => void (await runRow(row)));
});
