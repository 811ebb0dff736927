// The one rule of the step summary, at its one writer: it repeats what the log and the outputs say, so a summary
// that cannot be written is a warning naming where it points and why, and never the step's result.
import { describe, expect, it } from 'vitest';
import { memoryLog } from '../../devkit/log.ts';
import type { SummaryTarget } from '../../src/runtime/context.ts';
import { writeStepSummary } from '../../src/runtime/summary.ts';
import { parseSettings } from '../../src/settings/schema.ts';
import { ENV, rawInputs } from '../settings/defaults.ts';
import { memorySummary } from '../support/summary.ts';

const API_KEY = 'svc_summary_test_key_0123456789abcdef';
const TOKEN = 'ghs_summaryTestToken0123456789';
const { settings } = parseSettings(
  rawInputs({
    'api-key': API_KEY,
    'api-url': 'https://api.example.com',
    domain: 'docs.example.com',
    'github-token': TOKEN,
  }),
  ENV,
);

function failing(setBy: string, error: Error): SummaryTarget {
  return { setBy, append: () => Promise.reject(error) };
}

describe('writeStepSummary', () => {
  it('appends the markdown and says it was written', async () => {
    const written: string[] = [];
    const log = memoryLog();
    expect(await writeStepSummary({ summary: memorySummary(written), log, settings }, '### Export\n')).toBe(true);
    expect(written).toEqual(['### Export\n']);
    expect(log.entries).toEqual([]);
  });

  it('without GITHUB_STEP_SUMMARY, warns naming it and the cause, and goes on', async () => {
    const log = memoryLog();
    // What the runner's toolkit throws when the variable is unset.
    const unset = new Error(
      'Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.',
    );
    const written = await writeStepSummary({ summary: failing('GITHUB_STEP_SUMMARY', unset), log, settings }, 'x');
    expect(written).toBe(false);
    expect(log.entries).toEqual([
      {
        level: 'warning',
        message:
          'Could not write the step summary (GITHUB_STEP_SUMMARY): Unable to find environment variable for ' +
          '$GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries. The run goes on: the log ' +
          'and the outputs say the same.',
      },
    ]);
  });

  it("names the CLI's --summary-file, and a full disk", async () => {
    const log = memoryLog();
    const full = new Error('ENOSPC: no space left on device, write');
    expect(await writeStepSummary({ summary: failing('--summary-file', full), log, settings }, 'x')).toBe(false);
    expect(log.text()).toBe(
      'warning: Could not write the step summary (--summary-file): ENOSPC: no space left on device, write. The run goes on: the log and the outputs say the same.',
    );
  });

  it('a cause carrying the key, the token, a presigned link and a workflow command on a new line shows none of them', async () => {
    const log = memoryLog();
    const hostile = new Error(
      `ENOSPC writing for ${API_KEY} with ${TOKEN} at https://bundles.example.com/b.tar.gz?X-Amz-Signature=f00dfeed` +
        '\n::error::the step failed',
    );
    const markdown = '| reader | ada@example.com |';
    await writeStepSummary({ summary: failing('GITHUB_STEP_SUMMARY', hostile), log, settings }, markdown);
    const [warning] = log.entries;
    expect(warning?.level).toBe('warning');
    for (const secret of [API_KEY, TOKEN, 'f00dfeed', 'ada@example.com', '\n'])
      expect(warning?.message).not.toContain(secret);
    expect(warning?.message).toContain('ENOSPC writing for *** with ***');
    // One line: the runner reads a command only at the start of one.
    expect(warning?.message).toMatch(
      /^Could not write the step summary \(GITHUB_STEP_SUMMARY\): ENOSPC [^\n]* ::error::/,
    );
  });
});
