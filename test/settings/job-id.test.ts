import { describe, expect, it } from 'vitest';
import { parseSettings, SettingsError } from '../../src/settings/schema.ts';
import { ENV, rawInputs } from './defaults.ts';

/** Issue 12, finding 2: a job id that would add top-level keys to the values file if written raw. */
const YAML_INJECTION = 'se_abc\nsecurityContext: {privileged: true}\nhostNetwork: true\nx:\n #';

function problemsFor(jobId: string, mode = 'export') {
  try {
    parseSettings(
      rawInputs({
        mode,
        'api-key': 'svc_live_5b1f0c9e2d7a4e88',
        'api-url': 'https://api.example.com',
        'job-id': jobId,
        'values-file': 'values.yaml',
      }),
      ENV,
    );
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as SettingsError).problems;
  }
  return [];
}

describe('YAML injection through the job id: the job-id input', () => {
  it.each(['export', 'refresh-link'])('refuses the injected id in mode %s, naming the input, on one line', (mode) => {
    const problems = problemsFor(YAML_INJECTION, mode);
    expect(problems.map((p) => p.input)).toEqual(['job-id']);
    const [problem] = problems;
    expect(problem?.message).toMatch(/^Input "job-id" accepts a job id: 1 to 128 letters, digits, "_" or "-"/);
    expect(problem?.message).not.toMatch(/[\n\r]/);
    expect(problem?.message).toContain('se_abc\\u000asecurityContext');
  });

  it.each([['se_3f9a2c1b8e7d4a06'], ['A-b_9'], ['x'.repeat(128)]])('takes %s', (id) => {
    expect(problemsFor(id)).toEqual([]);
  });

  it.each([['x'.repeat(129)], ['se 1'], ['se/../1'], ['se_1%0a'], ['<b>se</b>']])('refuses %s', (id) => {
    expect(problemsFor(id).map((p) => p.input)).toEqual(['job-id']);
  });
});
