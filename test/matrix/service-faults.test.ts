// Fault matrix, service API: transient trouble is retried where retrying is safe (and the job is
// still started exactly once); answers that cannot be right fail with a message that says why.
import { describe, expect, it } from 'vitest';
import { paceJob } from './support/job-pace.ts';
import { statusesOf } from './support/request-counts.ts';
import { runRow } from './support/row.ts';
import type { MatrixRow } from './support/row.ts';

const POLL = '^/v1/static-export/jobs/[^/]+$';
const START = '^/v1/static-export/jobs$';
const BUNDLE = '^/v1/static-export/jobs/[^/]+/bundle$';

const ok = { status: 'completed', 'job-id': /^se_[0-9a-f]+$/, 'page-count': '18', 'values-changed': 'true' };

const rows: MatrixRow[] = [
  {
    knob: 'rules: 3 x 503 on status polls, then fine',
    mode: 'export',
    world: { faults: { rules: [{ method: 'GET', path: POLL, action: 'status', status: 503, times: 3 }] } },
    expect: {
      exitCode: 0,
      outputs: ok,
      log: [/A status request failed \(.*503 Service Unavailable.*\); the next status request/],
      requests: { startJob: 1, statusPolls: [4, 12], bundle: 1, storeGets: 1 },
    },
  },
  {
    knob: 'rules: 503 on 30% of status polls (seed 6)',
    mode: 'export',
    // Seed 6 rolls 503 on the 1st and 3rd matching request; the job ends only once three polls were answered.
    world: {
      seed: 6,
      frozenClock: true,
      jobDurationMs: 9000,
      faults: { rules: [{ method: 'GET', path: POLL, action: 'status', status: 503, rate: 0.3 }] },
    },
    during: paceJob([{ afterPolls: 3, advanceSeconds: 9 }]),
    expect: { exitCode: 0, outputs: ok, requests: { startJob: 1, statusPolls: [4, 30], bundle: 1 } },
    check: ({ world }) => {
      expect(
        statusesOf(world.emulator.requests, 'GET', new RegExp(POLL)).filter((s) => s === 503).length,
      ).toBeGreaterThanOrEqual(2);
    },
  },
  {
    knob: 'rules: reset-before-headers x 2 on status polls',
    mode: 'export',
    world: { faults: { rules: [{ method: 'GET', path: POLL, action: 'reset-before-headers', times: 2 }] } },
    expect: {
      exitCode: 0,
      outputs: ok,
      log: [/connection/i],
      requests: { startJob: 1, statusPolls: [3, 12], bundle: 1 },
    },
  },
  {
    knob: 'rules: reset-before-headers on the job start',
    mode: 'export',
    world: { faults: { rules: [{ method: 'POST', path: START, action: 'reset-before-headers' }] } },
    expect: {
      exitCode: 1,
      error: [/Could not start the export job for docs\.example\.com/, /sending it again could start a second export/],
      requests: { startJob: 1, statusPolls: 0, bundle: 0, storeGets: 0 },
    },
  },
  {
    knob: 'rules: truncate-json on the job start',
    mode: 'export',
    world: { faults: { rules: [{ method: 'POST', path: START, action: 'truncate-json' }] } },
    expect: {
      exitCode: 1,
      error: [/Could not start the export job/, /not JSON|not retried/],
      requests: { startJob: 1, statusPolls: 0, bundle: 0 },
    },
  },
  {
    knob: 'rules: truncate-json x 2 on status polls',
    mode: 'export',
    world: { faults: { rules: [{ method: 'GET', path: POLL, action: 'truncate-json', times: 2 }] } },
    expect: { exitCode: 0, outputs: ok, log: [/not JSON/], requests: { startJob: 1, statusPolls: [3, 12], bundle: 1 } },
  },
  {
    knob: 'rules: truncate-json x 2 on the bundle POST',
    mode: 'export',
    world: { faults: { rules: [{ method: 'POST', path: BUNDLE, action: 'truncate-json', times: 2 }] } },
    expect: { exitCode: 0, outputs: ok, requests: { startJob: 1, bundle: 3, storeGets: 1 } },
  },
  {
    // A 429 turns the start away before anything runs, so sending it again cannot start a second export.
    knob: 'rules: 429 once on the job start (Retry-After 1)',
    mode: 'export',
    world: {
      faults: { rules: [{ method: 'POST', path: START, action: 'status', status: 429, retryAfter: '1', times: 1 }] },
    },
    expect: { exitCode: 0, outputs: ok, requests: { startJob: 2 } },
  },
  {
    // The limit applies to every request: 30 s leaves a loaded machine room for the others, while the slowed
    // answer (about 250 bytes at 2 B/s) takes minutes, so only it can trip the limit at any pace.
    knob: 'rules: slow-body 2 B/s x 1 on status polls, request-timeout 30s',
    mode: 'export',
    inputs: { 'request-timeout': '30s' },
    world: { faults: { rules: [{ method: 'GET', path: POLL, action: 'slow-body', bytesPerSecond: 2, times: 1 }] } },
    expect: {
      exitCode: 0,
      outputs: ok,
      log: [/within 30s \(request-timeout\)/],
      requests: { startJob: 1, statusPolls: [2, 12], bundle: 1 },
    },
  },
  {
    knob: 'rules: 502 with an HTML page on the job start',
    mode: 'export',
    world: { faults: { rules: [{ method: 'POST', path: START, action: 'status', status: 502, body: 'html' }] } },
    expect: {
      exitCode: 1,
      error: [/502 Bad Gateway/, /HTML page, not JSON/, /could start a second export/],
      requests: { startJob: 1, statusPolls: 0, bundle: 0 },
    },
  },
  {
    knob: 'rules: 500 with an empty body on every bundle request (Retry-After 0)',
    mode: 'export',
    world: {
      faults: {
        rules: [{ method: 'POST', path: BUNDLE, action: 'status', status: 500, body: 'empty', retryAfter: '0' }],
      },
    },
    expect: {
      exitCode: 1,
      error: [
        /Could not get a bundle link for export job se_/,
        /500 Internal Server Error/,
        /empty body/,
        /gave up after 5 attempts/,
      ],
      outputs: { status: 'completed', 'job-id': /^se_/ },
      requests: { startJob: 1, bundle: 5, storeGets: 0 },
    },
  },
  {
    knob: 'tap: extra fields in every answer',
    mode: 'export',
    world: {
      rewrites: [
        { method: 'POST', path: /jobs$/, edit: (body) => ({ ...body, region: 'eu-west-1', estimate: { seconds: 3 } }) },
        { method: 'GET', path: /jobs\/[^/]+$/, edit: (body) => ({ ...body, phase: 'render', links: { self: '/x' } }) },
        { method: 'POST', path: /bundle$/, edit: (body) => ({ ...body, checksum: { md5: 'abc' }, format: 'tar.gz' }) },
      ],
    },
    expect: { exitCode: 0, outputs: ok, requests: { startJob: 1, bundle: 1, storeGets: 1 } },
  },
  {
    knob: 'tap: required `status` missing from the job answers',
    mode: 'export',
    world: { rewrites: [{ method: 'GET', path: /jobs\/[^/]+$/, edit: ({ status: _status, ...rest }) => rest }] },
    expect: {
      exitCode: 1,
      error: [/Could not read the status of export job se_/, /does not have the expected fields: status/],
      outputs: { 'job-id': /^se_/ },
      requests: { startJob: 1, statusPolls: 1, bundle: 0 },
    },
  },
  {
    knob: 'tap: required `bundleUrl` missing from the bundle answer',
    mode: 'export',
    world: { rewrites: [{ method: 'POST', path: /bundle$/, edit: ({ bundleUrl: _url, ...rest }) => rest }] },
    expect: {
      exitCode: 1,
      error: [/Could not get a bundle link/, /expected fields: bundleUrl/],
      requests: { startJob: 1, bundle: 1, storeGets: 0 },
    },
  },
];

describe.concurrent('fault matrix: service API', () => {
  for (const row of rows) it(`${row.mode}: ${row.knob}`, async () => void (await runRow(row)));
});
