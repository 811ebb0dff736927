// Issue 12's findings 1, 2, 5 and 8, issue 17's findings 1, 2 and 3 and round four's findings 1 and 2 on the committed dist/index.js, as the
// runner runs it: the matrix's attack rows (test/matrix/security-rows.ts) with the same checks and leak sweep, so a
// fix that the bundle lost, or a bundle built before it, fails here.
import { describe, it } from 'vitest';
import { securityRows } from '../matrix/security-rows.ts';
import { runRow } from '../matrix/support/row.ts';
import { distEntry } from '../../devkit/harness/run-action.ts';

describe.concurrent('dist/index.js: attacks', () => {
  for (const row of securityRows) it(`${row.mode}: ${row.knob}`, async () => void (await runRow({ ...row, entry: distEntry })));
});
