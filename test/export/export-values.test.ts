import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RolloutFacts } from '../../src/values/rollout.ts';
import { groups, useExportHarness } from './context.ts';

const rollOutValues = vi.hoisted(() => vi.fn());
const openValuesStore = vi.hoisted(() => vi.fn(() => Promise.resolve(undefined)));
vi.mock('../../src/values/rollout.ts', () => ({ openValuesStore, rollOutValues }));

const harness = useExportHarness();
beforeEach(() => {
  rollOutValues.mockReset();
});

describe('export mode rolls the link into the values', () => {
  it('hands the verified facts to the values rollout and merges its outputs', async () => {
    rollOutValues.mockResolvedValue({ 'values-changed': 'true', 'commit-sha': '0123abc' });
    harness.emulator.setFaults({ externalRefs: true });
    const run = await harness.run({ 'values-file': 'deploy/values.yaml' });
    expect(run.failure?.message).toBeUndefined();
    expect(rollOutValues).toHaveBeenCalledTimes(1);
    const facts = rollOutValues.mock.calls[0]?.[1] as RolloutFacts;
    const outputs = run.outputs ?? {};
    expect(facts.jobId).toBe(outputs['job-id']);
    expect(facts.bundle.bundleUrl).toBe(outputs['bundle-url']);
    expect(facts.bundle.expiresAt).toBe(outputs['expires-at']);
    expect(facts.sha256).toBe(outputs['bundle-sha256']);
    expect(String(facts.sizeBytes)).toBe(outputs['bundle-size']);
    expect(String(facts.pageCount)).toBe(outputs['page-count']);
    expect(facts.airgapFindings.length).toBeGreaterThan(0);
    expect(facts.airgapFindings[0]).toMatch(/^\S+ loads an? (script|style|font|image) from \S+$/);
    expect(outputs['values-changed']).toBe('true');
    expect(outputs['commit-sha']).toBe('0123abc');
    expect(groups(run).at(-1)).toBe('Updating the values file');
  });

  it('does not touch the values without values-file', async () => {
    const run = await harness.run({ download: 'false' });
    expect(run.failure?.message).toBeUndefined();
    expect(rollOutValues).not.toHaveBeenCalled();
  });

  it('keeps the export outputs when the rollout fails', async () => {
    rollOutValues.mockRejectedValue(
      new Error('Refusing to push a presigned link to the public repository acme/deploy'),
    );
    const run = await harness.run({ 'values-file': 'deploy/values.yaml', download: 'false' });
    expect(run.failure?.message).toBe('Refusing to push a presigned link to the public repository acme/deploy');
    expect(run.failure?.outputs.status).toBe('completed');
    expect(run.failure?.outputs['bundle-url']).toMatch(/^http:/);
  });
});
