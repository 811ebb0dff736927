// Cross-input checks: what each mode needs beyond well-formed inputs, every problem reported at once.
import type { Inputs } from './input-schema.ts';
import type { InputName } from './inputs.ts';

/** The requirements the settings' types rely on: checked with the others, and again where the type narrows. */
export const REQUIRED = {
  domain:
    'is required for mode "export": the bare hostname of the docs site, such as docs.example.com (or give "job-id" to wait for an existing job)',
  reportProject: 'is required for mode "report": the project identifier from the API keys page',
} as const;
type Report = (input: InputName, accepts: string) => void;

/** `download` defaults by mode: an export downloads, a link refresh does not. */
export const downloads = (inputs: Inputs) => inputs.download ?? inputs.mode === 'export';

/** What each mode needs beyond well-formed inputs. */
export function checkModeRequirements(inputs: Inputs, problem: Report): void {
  const { mode } = inputs;
  const valuesFile = inputs['values-file'];
  const download = downloads(inputs);
  if (mode === 'export' && !inputs.domain.value && !inputs['job-id']) {
    problem('domain', REQUIRED.domain);
  }
  if (mode === 'refresh-link' && !valuesFile && !inputs['job-id']) {
    problem(
      'values-file',
      'is required for mode "refresh-link" (the values file whose link is renewed), unless "job-id" names the job',
    );
  }
  if (mode !== 'report' && inputs.push !== 'none' && !valuesFile) {
    problem(
      'values-file',
      `is required with push "${inputs.push}": the path of the Helm values file in the values repository`,
    );
  }
  if (mode !== 'report' && valuesFile) {
    const reason = valuesFileProblem(valuesFile, inputs.push === 'none' ? 'workspace' : 'repository');
    if (reason) problem('values-file', reason);
  }
  if (mode !== 'report' && inputs['values-bundle-url']?.includes('{sha256}') && !download) {
    problem('values-bundle-url', 'uses {sha256}, which needs the bundle downloaded: set "download: true"');
  }
  if (inputs['extract-to'] && !download && mode !== 'report')
    problem('extract-to', 'needs "download: true": only a downloaded, verified bundle is extracted');
  if (inputs['artifact-name'] && !download && mode !== 'report')
    problem('artifact-name', 'needs "download: true": only a downloaded, verified bundle is uploaded');
  if (inputs['artifact-name'] && !/^[^"<>|*?\\/:\r\n]+$/.test(inputs['artifact-name'])) {
    problem('artifact-name', 'accepts a name without the characters " : < > | * ? \\ / or line breaks');
  }
  if (inputs['deploy-first'] && mode !== 'export')
    problem('deploy-first', `applies to mode "export" only (the mode is "${mode}")`);
  if (inputs['deploy-first'] && mode === 'export' && !inputs['project-id']) {
    problem(
      'project-id',
      'is required with "deploy-first: true": the project whose deployment is triggered before the export',
    );
  }
  if (mode === 'report') {
    if (!inputs['project-id']) problem('project-id', REQUIRED.reportProject);
    if (publishesToGitHub(inputs) && !inputs['github-token']) {
      problem(
        'github-token',
        'is empty: publishing a report as a comment or an issue needs a token allowed to write issues (and pull requests)',
      );
    }
    if (inputs.period === 'custom') {
      if (!inputs['date-from']) problem('date-from', 'is required for period "custom": the first day, YYYY-MM-DD');
      if (!inputs['date-to'])
        problem('date-to', 'is required for period "custom": the day after the last one, YYYY-MM-DD (exclusive)');
      if (inputs['date-from'] && inputs['date-to'] && inputs['date-from'] >= inputs['date-to']) {
        problem(
          'date-to',
          `must be after "date-from" (${inputs['date-from']}); it is exclusive, so one day is date-from + 1`,
        );
      }
    } else if (inputs['date-from'] || inputs['date-to']) {
      problem('period', 'must be "custom" when "date-from" or "date-to" is given');
    }
  }
}

/** A report published as a comment or an issue, which needs a token and the repository to publish in. */
export const publishesToGitHub = (inputs: Inputs) =>
  inputs.publish.some((target) => target === 'comment' || target === 'issue');

/**
 * What is wrong with `values-file` as a file path, if anything. Either separator is accepted. In the values repository
 * (push commit or pull-request) it is a path from the repository's root, which `..` cannot leave and a drive letter
 * cannot name; in the workspace (push none) any path is the user's choice, but it must name a file.
 */
export function valuesFileProblem(file: string, where: 'repository' | 'workspace'): string | undefined {
  const slashed = file.replaceAll('\\', '/');
  if (slashed.endsWith('/') || /(?:^|\/)\.{1,2}$/.test(slashed)) {
    return 'names a directory: give the values file itself, such as deploy/values.yaml';
  }
  if (where === 'workspace') return undefined;
  if (/^[a-z]:/i.test(slashed)) {
    return 'is a path in the values repository, from its root, such as deploy/values.yaml, not a drive path';
  }
  if (slashed.split('/').includes('..')) {
    return 'is a path in the values repository, from its root, and cannot leave it with ".."';
  }
  return undefined;
}
