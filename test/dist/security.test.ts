// The matrix's attack rows (test/matrix/security-rows.ts) on the committed dist/index.js, as the runner runs it, with the
// same checks and leak sweep: a sample, one row per part the bundle packs on its own (`distSecurityRows` says which
// and why), so a defence the bundling lost fails here. Every row runs on the sources in test/matrix/security.test.ts.
import { describe, it } from 'vitest';
import { distSecurityRows } from '../matrix/security-rows.ts';
import { runRow } from '../matrix/support/row.ts';
import { distEntry } from '../../devkit/harness/run-action.ts';

describe.concurrent('dist/index.js: attacks', () => {
  for (const row of distSecurityRows)
    it(`${row.mode}: ${row.knob}`, async () => void (await runRow({ ...row, entry: distEntry })));
});
