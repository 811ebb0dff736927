// A step summary that cannot be written is a warning, never the export's result: what it would say is in the log
// and the outputs already.
import { describe, expect, it } from 'vitest';
import { stringMatching } from '../support/matchers.ts';
import { expectNoLeaks, useExportHarness } from './context.ts';

const harness = useExportHarness();

describe('export with a step summary that cannot be written', () => {
  it('warns, naming GITHUB_STEP_SUMMARY and the cause, and succeeds with every output', async () => {
    const run = await harness.run({ 'extract-to': 'site' }, { unwritableSummary: true });

    expect(run.failure?.message).toBeUndefined();
    expect(run.outputs).toMatchObject({ status: 'completed', 'extracted-path': stringMatching(/site$/) });
    expect(run.outputs?.['bundle-sha256']).toMatch(/^[0-9a-f]{64}$/);
    const warnings = run.entries.filter((entry) => entry.level === 'warning').map((entry) => entry.message);
    expect(warnings).toEqual([
      stringMatching(/^Could not write the step summary \(GITHUB_STEP_SUMMARY\): EISDIR: .*The run goes on/),
    ]);
    expectNoLeaks(harness.emulator, run, harness.emulator.keys.demo);
  });
});
