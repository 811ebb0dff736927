import type { ValuesChange } from '../../src/values/edit.ts';

/** A presigned link as the service hands it out (the signature is what must never leak). */
export const SIGNATURE = '9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0';
export const JOB_ID = 'se_3f9a2c1b8e7d4a06';
export const FRESH_LINK =
  `https://docs-exports.s3.amazonaws.com/${JOB_ID}/bundle.tar.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256` +
  `&X-Amz-Credential=AKIAEXAMPLE%2F20261127%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20261127T053156Z` +
  `&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=${SIGNATURE}`;
export const FRESH_RECORD = { jobId: JOB_ID, expiresAt: '2026-11-28T05:31:56Z' };

export interface GoldenCase {
  name: string;
  /** Fixture files under test/fixtures/values: `input` is edited into `expected`. */
  input: string;
  expected: string;
  what: string;
  change: ValuesChange;
}

/** `<name>.input.yaml` edited into `<name>.expected.yaml`. */
const pair = (name: string, what: string, change: ValuesChange): GoldenCase => ({
  name,
  input: `${name}.input.yaml`,
  expected: `${name}.expected.yaml`,
  what,
  change,
});

const presigned = (keyPath: string[], version?: string): ValuesChange => ({
  keyPath,
  bundleUrl: FRESH_LINK,
  record: FRESH_RECORD,
  ...(version !== undefined && { version }),
});

export const GOLDEN_CASES: GoldenCase[] = [
  pair(
    'chart',
    'a commented chart values file with an earlier link and note',
    presigned(['staticExport'], '2024-11-01'),
  ),
  pair('anchors', 'anchors, aliases, a merge key and document markers', presigned(['staticExport'])),
  pair('quoted', 'single and double quotes; version left alone without values-version', presigned(['staticExport'])),
  pair('crlf', 'CRLF line endings and a missing version', presigned(['staticExport'], '2024-11-01')),
  pair('missing-block', 'no staticExport block yet', presigned(['staticExport'], '2024-11-01')),
  pair('missing-parent', 'neither docs nor docs.staticExport exist; a re-hosted link without expiry', {
    keyPath: ['docs', 'staticExport'],
    bundleUrl: `https://bundles.internal.example/${JOB_ID}/bundle.tar.gz`,
    record: { jobId: JOB_ID },
  }),
  pair('nested', 'docs.staticExport with plain scalars', presigned(['docs', 'staticExport'], '1.4.0')),
  pair('indent4', 'a file indented by 4 spaces', presigned(['docs', 'staticExport'], '1.4.0')),
  {
    name: 'unchanged',
    input: 'chart.expected.yaml',
    expected: 'chart.expected.yaml',
    what: 'a re-run with the same link gives identical bytes',
    change: presigned(['staticExport'], '2024-11-01'),
  },
];
