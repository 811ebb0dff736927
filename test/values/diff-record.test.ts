import { describe, expect, it } from 'vitest';
import { memoryLog } from '../../devkit/log.ts';
import { PULL_REQUEST_MARKER, recordBlock } from '../../src/manifest/framing.ts';
import { bundleDiff } from '../../src/values/diff-record.ts';
import type { DiffInput } from '../../src/values/diff-record.ts';
import { stringContaining, stringMatching } from '../support/matchers.ts';
import { FRESH_LINK } from './golden-cases.ts';
import { hashOf, pages, previousSource, sealedRecord, TEST_KEY } from './manifests.ts';

const DEPLOYED_JOB = 'se_0a1b2c3d4e5f6071';
const NEXT_JOB = 'se_3f9a2c1b8e7d4a06';
const NOW = Date.parse('2026-11-27T06:00:00Z');
const deployedValues = (expires = '2026-11-28T05:31:56Z') =>
  `staticExport:\n  bundleUrl: "${FRESH_LINK}" # docs-export: job=${DEPLOYED_JOB} expires=${expires}\n`;
const PREVIOUS = pages({ 'index.html': hashOf(1), 'guide.html': hashOf(2), 'old.html': hashOf(3) });
const NEXT = pages({ 'index.html': hashOf(1), 'guide.html': hashOf(0xb2), 'new.html': hashOf(0xb4) });
const EXPECTED = { added: ['new.html'], removed: ['old.html'], changed: ['guide.html'], unchanged: 1, otherFiles: [] };
const bodyWith = (record: string) =>
  `${PULL_REQUEST_MARKER}\n### Static export bundle link\n\ntext\n${recordBlock(DEPLOYED_JOB, 3, record, 'pull-request-body')}`;

function input(overrides: Partial<DiffInput>): DiffInput & { secrets: string[] } {
  const secrets: string[] = [];
  return {
    deployed: { text: deployedValues(), records: [] },
    keyPath: ['staticExport'],
    nextJobId: NEXT_JOB,
    next: NEXT,
    recordKey: TEST_KEY,
    nowMs: NOW,
    setSecret: (s) => void secrets.push(s),
    log: memoryLog(),
    secrets,
    ...overrides,
  };
}

describe('bundleDiff: the deployed side', () => {
  it('comes from the recorded manifest first, with no read of the link', async () => {
    const source = previousSource(pages({}));
    const given = input({
      deployed: {
        text: deployedValues(),
        records: [{ layout: 'pull-request-body', text: bodyWith(sealedRecord(PREVIOUS, DEPLOYED_JOB)) }],
      },
      source,
    });
    const { outcome, record } = await bundleDiff(given);
    expect(outcome).toEqual({ kind: 'diff', diff: EXPECTED, previousJobId: DEPLOYED_JOB, source: 'record' });
    expect(source.linkReads).toEqual([]);
    expect(record?.pages).toBe(3);
    expect(record?.text(10_000)).toBe(sealedRecord(NEXT, NEXT_JOB));
    expect(record?.text(10)).toBeUndefined();
  });

  it('without a record, from the bundle at the link the values hold, masked before it is handed over', async () => {
    const source = previousSource(PREVIOUS);
    const given = input({ source });
    const { outcome } = await bundleDiff(given);
    expect(outcome).toEqual({ kind: 'diff', diff: EXPECTED, previousJobId: DEPLOYED_JOB, source: 'link' });
    expect(source.linkReads).toEqual([FRESH_LINK]);
    expect(given.secrets).toEqual([FRESH_LINK]);
  });

  it('with neither, says why: an expired link, an unreadable one, a reader that fails (without the link in the warning)', async () => {
    const expired = await bundleDiff(
      input({
        deployed: { text: deployedValues('2026-11-01T00:00:00Z'), records: [] },
        source: previousSource(PREVIOUS),
      }),
    );
    expect(expired.outcome).toEqual({
      kind: 'none',
      reason: stringMatching(
        /job `se_0a1b2c3d4e5f6071`\) is unknown: its rollout recorded no manifest, and the link the values hold expired at 2026-11-01T00:00:00Z\./,
      ),
    });

    const unreadable = await bundleDiff(input({ source: previousSource(undefined) }));
    expect(unreadable.outcome).toMatchObject({ kind: 'none', reason: stringMatching(/could not be read/) });

    const log = memoryLog();
    const failing = {
      fromLink: () => Promise.reject(new Error(`GET ${FRESH_LINK} answered 403`)),
    };
    const thrown = await bundleDiff(input({ source: failing, log }));
    expect(thrown.outcome.kind).toBe('none');
    expect(log.text()).toContain('Could not read the deployed bundle for the diff');
    expect(log.text()).not.toContain('X-Amz-Signature');
  });

  it('is known without reading anything when it is the same export job: identical content, and the record carried on', async () => {
    // No reader at all (a refresh-link that passes none): the record still goes on as it is.
    const source = undefined;
    const carried = sealedRecord(PREVIOUS, DEPLOYED_JOB);
    const given = input({
      nextJobId: DEPLOYED_JOB,
      next: undefined,
      source,
      deployed: { text: deployedValues(), records: [{ layout: 'pull-request-body', text: bodyWith(carried) }] },
    });
    const { outcome, record } = await bundleDiff(given);
    expect(outcome).toEqual({
      kind: 'diff',
      diff: { added: [], removed: [], changed: [], unchanged: 3, otherFiles: [] },
      previousJobId: DEPLOYED_JOB,
      source: 'same-job',
    });
    expect(record?.pages).toBe(3);
    expect(record?.text(10_000)).toBe(carried);
    expect(record?.text(carried.length - 1)).toBeUndefined();
  });

  it('says so when nothing is deployed yet, or the new bundle was not read', async () => {
    expect((await bundleDiff(input({ deployed: { text: undefined, records: [] } }))).outcome).toEqual({
      kind: 'none',
      reason: 'there is no values file yet, so nothing is deployed.',
    });
    expect(
      (await bundleDiff(input({ deployed: { text: 'staticExport:\n  bundleUrl: ""\n', records: [] } }))).outcome,
    ).toMatchObject({ reason: 'the values hold no link recorded by this action.' });
    expect((await bundleDiff(input({ next: undefined, source: previousSource(PREVIOUS) }))).outcome).toMatchObject({
      reason: stringContaining('`download: false`'),
    });
  });
});
