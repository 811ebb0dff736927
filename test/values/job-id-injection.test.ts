// Issue 12, finding 2: YAML injection through the job id. The note beside bundleUrl was written as `job=${jobId}`
// unescaped, and the post-edit check re-read only bundleUrl and version, so a job id with line breaks added keys.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkEdited, editValues } from '../../src/values/edit.ts';
import { readRecordedLink } from '../../src/values/link-record.ts';
import { pullRequestBody } from '../../src/values/pull-request-body.ts';
import { rollOutValues } from '../../src/values/rollout.ts';
import { FRESH_LINK, FRESH_RECORD } from './golden-cases.ts';
import { exportFacts, tempDir, testContext } from './helpers.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/values');
const CHART = fs.readFileSync(path.join(FIXTURES, 'chart.input.yaml'), 'utf8');
/** The id from the finding: it closes the comment line and adds top-level keys to the chart's values. */
const INJECTING_JOB_ID = 'se_abc\nsecurityContext: {privileged: true}\nhostNetwork: true\nx:\n #';
const change = { keyPath: ['staticExport'], bundleUrl: FRESH_LINK, record: FRESH_RECORD };

const thrown = (run: () => unknown): Error => {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a failure');
};

describe('YAML injection through the job id', () => {
  it('a job id with line breaks cannot add keys to the values file: the edit refuses it', () => {
    const error = thrown(() => editValues(CHART, { ...change, record: { jobId: INJECTING_JOB_ID } }));
    expect(error.message).toMatch(/job id/);
    expect(error.message).not.toContain('securityContext');
    expect(error.message).not.toContain('\n');
  });

  it('a job id with line breaks reaches no file, log line or summary in a rollout', async () => {
    const workspace = tempDir();
    fs.writeFileSync(path.join(workspace, 'values.yaml'), CHART);
    const context = testContext({ inputs: { 'values-file': 'values.yaml' }, workspace });
    const facts = exportFacts(FRESH_LINK, FRESH_RECORD.expiresAt, INJECTING_JOB_ID);
    const failure = await rollOutValues(context, facts).then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    expect(failure?.message).toMatch(/job id/);
    expect(fs.readFileSync(path.join(workspace, 'values.yaml'), 'utf8')).toBe(CHART);
    const seen = [failure?.message ?? '', context.log.text(), ...context.summaries].join('\n');
    expect(seen).not.toContain('securityContext');
    expect(seen).not.toContain('hostNetwork');
  });

  it('a job id with line breaks in the pull request body stays one escaped cell', () => {
    const facts = exportFacts(FRESH_LINK, FRESH_RECORD.expiresAt, INJECTING_JOB_ID);
    const body = pullRequestBody({
      facts,
      mode: 'export',
      file: 'deploy/values.yaml',
      keyPath: ['staticExport'],
      expiresAt: FRESH_RECORD.expiresAt,
    });
    expect(body).not.toContain('\nsecurityContext');
    expect(body).not.toContain('\nhostNetwork');
    const row = body.split('\n').find((line) => line.startsWith('| Export job |')) ?? '';
    expect(row).toContain('securityContext');
    expect(row.endsWith('|')).toBe(true);
  });

  it('a forged note beside bundleUrl is not read back as a job', () => {
    for (const forged of ['se_1/../../v1/other', 'se_1$(id)', 'se_1"', 'se_1%0a', `se_${'a'.repeat(130)}`]) {
      const text = `staticExport:\n  bundleUrl: "${FRESH_LINK}" # docs-export: job=${forged} expires=2026-11-28T05:31:56Z\n`;
      expect(readRecordedLink(text, ['staticExport']).record, forged).toBeUndefined();
    }
    const good = `staticExport:\n  bundleUrl: "${FRESH_LINK}" # docs-export: job=se_AZ-az_09 expires=2026-11-28T05:31:56Z\n`;
    expect(readRecordedLink(good, ['staticExport']).record).toEqual({
      jobId: 'se_AZ-az_09',
      expiresAt: '2026-11-28T05:31:56Z',
    });
  });

  it('the post-edit check compares the whole document: any key the edit did not intend fails before writing', () => {
    const edited = editValues(CHART, { ...change, version: '2024-11-01' }).text;
    expect(() => checkEdited(CHART, edited, { ...change, version: '2024-11-01' })).not.toThrow();
    const injected = [
      `${edited}hostNetwork: true\n`,
      edited.replace('replicaCount: 2', 'replicaCount: 3'),
      edited.replace('staticExport:\n', 'staticExport:\n  privileged: true\n'),
      edited.replace('  enabled: true', '  enabled: false'),
    ];
    for (const text of injected) {
      expect(parse(text)).not.toEqual(parse(edited));
      expect(() => checkEdited(CHART, text, { ...change, version: '2024-11-01' })).toThrow(
        /does not read back as intended/,
      );
    }
  });
});
