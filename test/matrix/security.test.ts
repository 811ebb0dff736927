// Issue 12's findings 1, 2, 5 and 8, issue 17's findings 1, 2 and 3 and round four's findings 1 and 2 as matrix rows, on the sources (test/dist/security.test.ts runs the
// same rows on the built action).
import { describe, it } from 'vitest';
import { securityRows } from './security-rows.ts';
import { runRow } from './support/row.ts';

describe.concurrent('fault matrix: attacks', () => {
  for (const row of securityRows) it(`${row.mode}: ${row.knob}`, async () => void (await runRow(row)));
});
