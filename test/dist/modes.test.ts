// The committed dist/index.js, as a release runs it: one happy run of each mode through the matrix's row
// runner (the same checks and leak sweep). Every other suite runs the sources; this is what proves the
// bundle that ships still works.
import { describe, expect, it } from 'vitest';
import { distEntry } from '../../devkit/harness/run-action.ts';
import { earlierRun } from '../matrix/support/earlier-run.ts';
import { runRow } from '../matrix/support/row.ts';
import type { MatrixRow } from '../matrix/support/row.ts';
import { VALUES_FILE } from '../matrix/support/world.ts';

const rows: MatrixRow[] = [
  {
    knob: 'export: push commit, extract-to',
    mode: 'export',
    push: 'commit',
    inputs: { 'extract-to': 'site' },
    // On the machine's clock, without the virtual-clock preload: one run of the bundle exactly as users run it.
    world: { realTime: true },
    expect: {
      exitCode: 0,
      outputs: { status: 'completed', 'values-changed': 'true', 'commit-sha': /^[0-9a-f]{40}$/, 'extracted-path': /site$/ },
      requests: { startJob: 1, bundle: 1 },
    },
    // The bundle came through dist/bundle-download.js, not the fallback in the action's process.
    check: ({ run }) => {
      expect(run.stdout).toContain('Downloading the bundle from');
      expect(run.stdout).not.toContain('The download process did not start');
    },
  },
  {
    knob: 'refresh-link: link within refresh-before',
    mode: 'refresh-link',
    inputs: { 'refresh-before': '8d' },
    before: async (world) => {
      await earlierRun(world, { domain: 'docs.example.com', 'values-file': VALUES_FILE, push: 'none' }, { entry: distEntry });
      world.advanceClock(86_400); // a link signed in the same second would be the very same link
    },
    expect: { exitCode: 0, outputs: { skipped: 'false', 'values-changed': 'true', 'expires-at': /Z$/ } },
  },
  {
    knob: 'report: publish issue',
    mode: 'report',
    inputs: { publish: 'issue' },
    expect: { exitCode: 0, outputs: { 'issue-url': /\/acme\/docs\/issues\/\d+$/, 'requests-used': /^\d+$/ } },
    check: ({ world }) => expect(world.github.issues('acme/docs')).toHaveLength(1),
  },
];

describe.concurrent('dist/index.js, one happy run per mode', () => {
  for (const row of rows) it(row.knob, async () => void (await runRow({ ...row, entry: distEntry })));
});
