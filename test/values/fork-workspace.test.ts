// Issue 17, finding 8: with `push: none` the deployed link comes from the workspace file, which a pull request's
// author controls; from a fork, that is an outsider, so the link is not read.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rollOutValues } from '../../src/values/rollout.ts';
import { FRESH_LINK, FRESH_RECORD } from './golden-cases.ts';
import { exportFacts, tempDir, testContext } from './helpers.ts';
import { previousSource, site } from './manifests.ts';

const JOB_A = 'se_aaaa000000000001';
const JOB_B = 'se_bbbb000000000002';
const OUTSIDER_LINK = 'https://outsider.example.net/huge.tar.gz?X-Amz-Signature=0123456789abcdef';

function forkEvent(head: string): Record<string, unknown> {
  return {
    repository: { full_name: 'acme/docs', private: true, visibility: 'private' },
    pull_request: { head: { repo: { full_name: head } }, base: { repo: { full_name: 'acme/docs' } } },
  };
}

async function rollOutFrom(event: Record<string, unknown>) {
  const workspace = tempDir();
  fs.writeFileSync(
    path.join(workspace, 'values.yaml'),
    `staticExport:\n  bundleUrl: "${OUTSIDER_LINK}" # docs-export: job=${JOB_A} expires=2026-11-28T05:31:56Z\n`,
  );
  const context = testContext({ inputs: { 'values-file': 'values.yaml' }, workspace, event });
  const source = previousSource(site(10));
  const facts = { ...exportFacts(FRESH_LINK.replaceAll(FRESH_RECORD.jobId, JOB_B), FRESH_RECORD.expiresAt, JOB_B) };
  const outputs = await rollOutValues(context, { ...facts, manifest: site(10, 1, 2) }, { previousBundle: source });
  return { outputs, source, context };
}

describe('the deployed link in a workspace an outsider controls', () => {
  it('a pull request from a fork points the workspace values at a link of its choosing, and the action downloads it', async () => {
    const { outputs, source, context } = await rollOutFrom(forkEvent('mallory/docs'));
    expect(source.linkReads).toEqual([]);
    expect(outputs['values-changed']).toBe('true');
    expect(outputs['pages-changed']).toBeUndefined();
    expect(context.log.text()).toMatch(/pull request from a fork/);
    expect(context.summaries.join('\n')).toContain('No page diff');
  });

  it('a pull request from a branch of the same repository, and a push, read the link as before', async () => {
    for (const event of [forkEvent('acme/docs'), { repository: { full_name: 'acme/docs', private: true } }]) {
      const { outputs, source } = await rollOutFrom(event);
      expect(source.linkReads).toEqual([OUTSIDER_LINK]);
      expect(outputs['pages-changed']).toBe('5');
    }
  });
});
