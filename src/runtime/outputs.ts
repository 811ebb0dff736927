/** Every output the action sets. A test holds this list and action.yml to each other. */
export const OUTPUT_NAMES = [
  'job-id',
  'status',
  'page-count',
  'bundle-url',
  'expires-at',
  'bundle-size',
  'bundle-path',
  'bundle-sha256',
  'extracted-path',
  'values-changed',
  'commit-sha',
  'pull-request-url',
  'skipped',
  'pages-added',
  'pages-removed',
  'pages-changed',
  'diff-file',
  'deployment-id',
  'deployment-status',
  'report-path',
  'data-path',
  'comment-url',
  'issue-url',
  'requests-used',
  'visitors-total',
  'feedback-total',
  'searches-total',
  'content-gaps',
] as const;

export type OutputName = (typeof OUTPUT_NAMES)[number];
export type Outputs = Partial<Record<OutputName, string>>;
