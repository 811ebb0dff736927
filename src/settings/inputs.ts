/** Every input the action reads. A test holds this list and action.yml to each other. */
export const INPUT_NAMES = [
  'mode',
  'api-key',
  'api-url',
  'github-token',
  'request-timeout',
  'domain',
  'job-id',
  'export-version',
  'paths',
  'timeout',
  'download',
  'bundle-path',
  'extract-to',
  'airgap-check',
  'values-file',
  'values-key',
  'chart-version',
  'values-repository',
  'values-branch',
  'push',
  'pull-request-branch',
  'commit-message',
  'allow-public-repository',
  'refresh-before',
  'values-bundle-url',
  'project-id',
  'period',
  'date-from',
  'date-to',
  'compare',
  'feedback-source',
  'feedback-status',
  'top',
  'template',
  'publish',
  'comment-on',
  'issue-title',
  'issue-labels',
  'close-previous',
  'report-dir',
  'request-budget',
  'max-rate-limit-wait',
] as const;

export type InputName = (typeof INPUT_NAMES)[number];
export type RawInputs = Record<InputName, string>;

/** Reads every input through `getInput` (the runner's, or the CLI's); trimming is left to the parsers. */
export function readInputs(getInput: (name: InputName) => string): RawInputs {
  return Object.fromEntries(INPUT_NAMES.map((name) => [name, getInput(name) ?? ''])) as RawInputs;
}
