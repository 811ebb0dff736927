// Fault matrix, bundles that must not be rolled out: unsafe or broken archives and pages that load
// from other hosts. Whatever fails verification is deleted (nothing at bundle-path, no temp file),
// and no values file, commit or pull request gets the link.
import { describe, expect, it } from 'vitest';
import { runRow } from './support/row.ts';
import type { MatrixRow, RowResult } from './support/row.ts';
import { DEPLOY_REPO } from './support/world.ts';

const DELETED = /It was deleted; run the export again/;
const downloadedOnce = { startJob: 1, bundle: 1, storeGets: 1 } as const;

function expectWarning({ run }: RowResult, pattern: RegExp): void {
  const warnings = run.annotations.filter((a) => a.level === 'warning').map((a) => a.message);
  expect(
    warnings.some((message) => pattern.test(message)),
    warnings.join('\n'),
  ).toBe(true);
}

function nothingPushed(result: RowResult): void {
  expect(result.githubRequests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([]);
  expect(result.world.github.pulls(DEPLOY_REPO)).toEqual([]);
}

const CORRUPT = /failed verification: the (gzip stream is corrupt|tar archive is damaged)/;

const rows: MatrixRow[] = [
  {
    knob: 'archive: corrupt-gzip',
    mode: 'export',
    world: { faults: { archive: 'corrupt-gzip' } },
    expect: { exitCode: 1, error: [CORRUPT, DELETED], requests: downloadedOnce },
  },
  {
    knob: 'archive: truncated',
    mode: 'export',
    world: { faults: { archive: 'truncated' } },
    expect: { exitCode: 1, error: [/the bundle is truncated/, DELETED], requests: downloadedOnce },
  },
  {
    knob: 'archive: dotdot',
    mode: 'export',
    world: { faults: { archive: 'dotdot' } },
    expect: {
      exitCode: 1,
      error: [/entry "\.\.\/evil\.html" contains a '\.\.' segment/, DELETED],
      requests: downloadedOnce,
    },
  },
  {
    knob: 'archive: absolute',
    mode: 'export',
    world: { faults: { archive: 'absolute' } },
    expect: { exitCode: 1, error: [/entry "\/etc\/evil" is an absolute path/, DELETED], requests: downloadedOnce },
  },
  {
    knob: 'archive: symlink',
    mode: 'export',
    world: { faults: { archive: 'symlink' } },
    expect: { exitCode: 1, error: [/entry "docs\/link" is a symbolic link/, DELETED], requests: downloadedOnce },
  },
  {
    knob: 'archive: hardlink',
    mode: 'export',
    world: { faults: { archive: 'hardlink' } },
    expect: { exitCode: 1, error: [/entry "assets\/passwd" is a hard link/, DELETED], requests: downloadedOnce },
  },
  {
    knob: 'archive: device',
    mode: 'export',
    world: { faults: { archive: 'device' } },
    expect: { exitCode: 1, error: [/entry "dev\/null" is a character device/, DELETED], requests: downloadedOnce },
  },
  {
    knob: 'archive: fifo',
    mode: 'export',
    world: { faults: { archive: 'fifo' } },
    expect: { exitCode: 1, error: [/entry "assets\/pipe" is a FIFO/, DELETED], requests: downloadedOnce },
  },
  {
    knob: 'archive: no-index (content-check warn, the default)',
    mode: 'export',
    world: { faults: { archive: 'no-index' } },
    expect: { exitCode: 0, outputs: { status: 'completed', 'values-changed': 'true' }, requests: downloadedOnce },
    check: (result) => expectWarning(result, /The bundle has no index\.html at its root/),
  },
  {
    knob: 'archive: no-index, content-check error',
    mode: 'export',
    inputs: { 'content-check': 'error' },
    world: { faults: { archive: 'no-index' } },
    expect: {
      exitCode: 1,
      error: /Content check failed: The bundle has no index\.html at its root/,
      requests: downloadedOnce,
    },
  },
  {
    knob: 'archive: page-count-mismatch (content-check warn, the default)',
    mode: 'export',
    world: { faults: { archive: 'page-count-mismatch' } },
    expect: { exitCode: 0, outputs: { status: 'completed', 'values-changed': 'true' }, requests: downloadedOnce },
    check: (result) => expectWarning(result, /holds 1 \.html pages but the job reported 18/),
  },
  {
    knob: 'archive: page-count-mismatch, content-check error',
    mode: 'export',
    inputs: { 'content-check': 'error' },
    world: { faults: { archive: 'page-count-mismatch' } },
    expect: {
      exitCode: 1,
      error: /Content check failed: .*holds 1 \.html pages but the job reported 18/,
      requests: downloadedOnce,
    },
  },
  {
    knob: 'archive: page-count-mismatch, content-check off',
    mode: 'export',
    inputs: { 'content-check': 'off' },
    world: { faults: { archive: 'page-count-mismatch' } },
    expect: { exitCode: 0, outputs: { status: 'completed' }, requests: downloadedOnce },
    check: ({ run }) => expect(run.annotations.filter((a) => /job reported/.test(a.message))).toEqual([]),
  },
  {
    knob: 'archive: corrupt-gzip, push pull-request',
    mode: 'export',
    push: 'pull-request',
    world: { faults: { archive: 'corrupt-gzip' } },
    expect: { exitCode: 1, error: CORRUPT, requests: downloadedOnce },
    check: nothingPushed,
  },
  {
    knob: 'jobOutcome: fail, push commit',
    mode: 'export',
    push: 'commit',
    world: { faults: { jobOutcome: 'fail' } },
    expect: { exitCode: 1, error: /failed: Export failed/, requests: { startJob: 1, bundle: 0, storeGets: 0 } },
    check: nothingPushed,
  },
  {
    knob: 'externalRefs, airgap-check error',
    mode: 'export',
    inputs: { 'airgap-check': 'error' },
    world: { faults: { externalRefs: true } },
    expect: {
      exitCode: 1,
      error: /Air-gap check failed: \d+ page\(s\) load \d+ resource\(s\) from other hosts/,
      requests: downloadedOnce,
    },
  },
  {
    knob: 'externalRefs, airgap-check warn',
    mode: 'export',
    world: { faults: { externalRefs: true } },
    expect: { exitCode: 0, outputs: { status: 'completed', 'values-changed': 'true' }, requests: downloadedOnce },
    check: ({ run }) => expect(run.annotations.filter((a) => a.level === 'warning').length).toBeGreaterThan(0),
  },
];

describe.concurrent('fault matrix: archives', () => {
  for (const row of rows) it(`${row.mode}: ${row.knob}`, async () => void (await runRow(row)));
});
