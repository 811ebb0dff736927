// A happy run of every mode and delivery, through the same row runner as the fault matrix: each
// one gets the data checks and the leak sweep too.
import { describe, expect, it } from 'vitest';
import { earlierRun } from './support/earlier-run.ts';
import { PULL_REQUEST_BRANCH, runRow } from './support/row.ts';
import type { MatrixRow } from './support/row.ts';
import { DEPLOY_REPO, VALUES_FILE } from './support/world.ts';

const exported = {
  status: 'completed',
  'job-id': /^se_[0-9a-f]+$/,
  'page-count': '18',
  'bundle-sha256': /^[0-9a-f]{64}$/,
  'expires-at': /Z$/,
};
const earlierExport = { domain: 'docs.example.com', 'values-file': VALUES_FILE, push: 'none' };

const rows: MatrixRow[] = [
  {
    knob: 'none: extract-to, push none',
    mode: 'export',
    inputs: { 'extract-to': 'site' },
    expect: {
      exitCode: 0,
      outputs: { ...exported, 'values-changed': 'true', 'extracted-path': /site$/ },
      requests: { startJob: 1, bundle: 1, storeGets: 1 },
    },
  },
  {
    knob: 'none: push commit',
    mode: 'export',
    push: 'commit',
    expect: {
      exitCode: 0,
      outputs: { ...exported, 'values-changed': 'true', 'commit-sha': /^[0-9a-f]{40}$/ },
      requests: { startJob: 1, bundle: 1 },
    },
    check: ({ world, run }) =>
      expect(world.github.commits(DEPLOY_REPO, 'main')[0]?.sha).toBe(run.outputs['commit-sha']),
  },
  {
    knob: 'none: push pull-request',
    mode: 'export',
    push: 'pull-request',
    expect: {
      exitCode: 0,
      outputs: { ...exported, 'values-changed': 'true', 'pull-request-url': /\/acme\/deploy\/pull\/\d+$/ },
      requests: { startJob: 1, bundle: 1 },
    },
    check: ({ world }) => {
      const [pull, ...more] = world.github.pulls(DEPLOY_REPO);
      expect(more).toEqual([]);
      expect(pull).toMatchObject({ head: PULL_REQUEST_BRANCH, base: 'main', state: 'open' });
      expect(world.github.readFile(DEPLOY_REPO, 'main', VALUES_FILE)).toBe(world.initialValues);
    },
  },
  {
    knob: 'none: link still fresh (skipped)',
    mode: 'refresh-link',
    before: (world) => earlierRun(world, earlierExport),
    expect: {
      exitCode: 0,
      outputs: { skipped: 'true', 'values-changed': 'false', 'job-id': /^se_/ },
      values: 'unchanged',
      requests: { startJob: 0, statusPolls: 0, bundle: 0, storeGets: 0 },
    },
  },
  {
    knob: 'none: link within refresh-before (refreshed)',
    mode: 'refresh-link',
    inputs: { 'refresh-before': '8d' },
    before: async (world) => {
      await earlierRun(world, earlierExport);
      // The scheduled refresh comes a day later: the emulator signs links to the second, so a refresh within
      // the same second as the export would get the very same link back (and rightly change nothing).
      world.advanceClock(86_400);
    },
    expect: {
      exitCode: 0,
      outputs: { skipped: 'false', 'values-changed': 'true', 'job-id': /^se_/, 'expires-at': /Z$/ },
      requests: { startJob: 0, statusPolls: 0, bundle: 1, storeGets: 0 },
    },
  },
];

describe.concurrent('happy runs of every mode', () => {
  for (const row of rows) it(`${row.mode}: ${row.knob}`, async () => void (await runRow(row)));
});
