// Cross-input rules: what each mode needs beyond well-formed inputs. Each rule is stated once, here; the mode schemas
// (modes.ts) list the rules that apply to them.
import type { Inputs } from './input-schema.ts';
import type { InputName } from './inputs.ts';
import { parseRepository } from './normalize.ts';
import type { ExportJobSource, RepositoryRef, SettingsEnvironment, TaskLinksSettings, TaskSettings } from './types.ts';

/** Records a problem with one input and stands in for the value that could not be made. */
export type Report = (input: InputName, message: string) => never;

/**
 * A rule over several inputs. It reads only `reads`, so it runs whenever those parsed even if others did not, and its
 * problems are listed with every other. A rule may also derive what the mode's settings need (the job an export
 * follows): the schema checks it, and the settings are built from the same rule once every check passed.
 */
export interface Rule<K extends keyof Inputs = keyof Inputs, T = unknown> {
  readonly reads: readonly K[];
  apply(inputs: Pick<Inputs, K>, problem: Report): T;
}

const rule = <const K extends keyof Inputs, T>(
  reads: readonly K[],
  apply: (inputs: Pick<Inputs, K>, problem: Report) => T,
): Rule<K, T> => ({ reads, apply });

/** `download` defaults by mode: an export downloads, a link refresh does not. */
export const downloads = (inputs: Pick<Inputs, 'download' | 'mode'>) => inputs.download ?? inputs.mode === 'export';

/** A report published as a comment or an issue, which needs a token and the repository to publish in. */
const publishesToGitHub = (inputs: Pick<Inputs, 'publish'>) =>
  inputs.publish.some((target) => target === 'comment' || target === 'issue');

/** Both link modes: where the values file is and what a bundle that is not downloaded cannot do. */
export const LINK_RULES: readonly Rule[] = [
  rule(['push', 'values-file'], ({ push, 'values-file': file }, problem) => {
    if (push !== 'none' && !file)
      problem(
        'values-file',
        `is required with push "${push}": the path of the Helm values file in the values repository`,
      );
    const reason = file && valuesFileProblem(file, push === 'none' ? 'workspace' : 'repository');
    if (reason) problem('values-file', reason);
  }),
  rule(['mode', 'download', 'values-bundle-url', 'extract-to', 'artifact-name'], (inputs, problem) => {
    if (downloads(inputs)) return;
    if (inputs['values-bundle-url']?.includes('{sha256}'))
      problem('values-bundle-url', 'uses {sha256}, which needs the bundle downloaded: set "download: true"');
    if (inputs['extract-to'])
      problem('extract-to', 'needs "download: true": only a downloaded, verified bundle is extracted');
    if (inputs['artifact-name'])
      problem('artifact-name', 'needs "download: true": only a downloaded, verified bundle is uploaded');
  }),
];

/** The job an export follows: the one `job-id` names (then `domain` is only a label), else a new one for `domain`. */
export const EXPORT_SOURCE = rule(['domain', 'job-id'], (inputs, problem): ExportJobSource => {
  const domain = inputs.domain.value;
  const jobId = inputs['job-id'];
  if (jobId) return { jobId, domain };
  return domain
    ? { domain }
    : problem(
        'domain',
        'is required for mode "export": the bare hostname of the docs site, such as docs.example.com (or give "job-id" to wait for an existing job)',
      );
});

/** `deploy-first: true` deploys `project-id`'s project before the export. */
export const DEPLOY_FIRST_PROJECT = rule(['deploy-first', 'project-id'], (inputs, problem) => {
  if (inputs['deploy-first'] && !inputs['project-id'])
    problem(
      'project-id',
      'is required with "deploy-first: true": the project whose deployment is triggered before the export',
    );
});

/** Only an export deploys first. */
export const DEPLOY_FIRST_EXPORT_ONLY = rule(['mode', 'deploy-first'], (inputs, problem) => {
  if (inputs['deploy-first']) problem('deploy-first', `applies to mode "export" only (the mode is "${inputs.mode}")`);
});

/** A link refresh renews the link in a values file, or the one of the job `job-id` names. */
export const REFRESH_LINK_SOURCE = rule(['values-file', 'job-id'], (inputs, problem) => {
  if (!inputs['values-file'] && !inputs['job-id'])
    problem(
      'values-file',
      'is required for mode "refresh-link" (the values file whose link is renewed), unless "job-id" names the job',
    );
});

export const REPORT_PROJECT_REQUIRED = 'is required for mode "report": the project identifier from the API keys page';

export const REPORT_PERIOD = rule(['period', 'date-from', 'date-to'], (inputs, problem) => {
  const from = inputs['date-from'];
  const to = inputs['date-to'];
  if (inputs.period !== 'custom') {
    if (from || to) problem('period', 'must be "custom" when "date-from" or "date-to" is given');
    return;
  }
  if (!from) problem('date-from', 'is required for period "custom": the first day, YYYY-MM-DD');
  if (!to) problem('date-to', 'is required for period "custom": the day after the last one, YYYY-MM-DD (exclusive)');
  if (from && to && from >= to)
    problem('date-to', `must be after "date-from" (${from}); it is exclusive, so one day is date-from + 1`);
});

/**
 * Where a report's comment or issue, and its task issues, go: the repository the workflow runs in, with a token
 * allowed to write there. Undefined when the report writes to GitHub neither way.
 */
export const reportGitHub = (env: SettingsEnvironment) =>
  rule(['publish', 'github-token', 'tasks'], (inputs, problem): { repository: RepositoryRef } | undefined => {
    const publishes = publishesToGitHub(inputs);
    if (!publishes && inputs.tasks !== 'issues') return undefined;
    const blamed = publishes ? 'publish' : 'tasks';
    const what = publishes ? 'publishing a report as a comment or an issue' : 'tasks "issues"';
    if (!inputs['github-token'])
      problem('github-token', `is empty: ${what} needs a token allowed to write issues (and pull requests)`);
    const repository = env.repository ? parseRepository(env.repository) : undefined;
    return {
      repository:
        repository ??
        problem(
          blamed,
          publishes
            ? 'includes "comment" or "issue", which publish in the repository the workflow runs in, but GITHUB_REPOSITORY names none'
            : 'is "issues", which opens issues in the repository the workflow runs in, but GITHUB_REPOSITORY names none',
        ),
    };
  });

/** `tasks: issues` needs at least one label: the action finds its own task issues by their labels. */
export const reportTasks = (env: SettingsEnvironment) =>
  rule(
    ['tasks', 'task-labels', 'max-new-tasks', 'task-close-after', 'docs-path'],
    (inputs, problem): TaskSettings | undefined => {
      if (inputs.tasks !== 'issues') return undefined;
      if (inputs['task-labels'].length === 0)
        problem(
          'task-labels',
          'needs at least one label with tasks "issues": the action finds its task issues by them',
        );
      return {
        labels: inputs['task-labels'],
        maxNew: inputs['max-new-tasks'],
        closeAfter: inputs['task-close-after'],
        docsPaths: inputs['docs-path'],
        workspace: env.workspace,
      };
    },
  );

/**
 * `task-links` reads the pull request and the action's task issues (found by `task-labels`) in the repository the
 * workflow runs in, and comments there: a token, at least one label, and that repository.
 */
export const taskLinksGitHub = (env: SettingsEnvironment) =>
  rule(['github-token', 'task-labels'], (inputs, problem): TaskLinksSettings => {
    if (!inputs['github-token'])
      problem(
        'github-token',
        'is empty: mode "task-links" needs a token allowed to read issues and pull requests (and to comment on them)',
      );
    if (inputs['task-labels'].length === 0)
      problem(
        'task-labels',
        'needs at least one label with mode "task-links": the labels of the task issues, which the action finds them by',
      );
    const repository = env.repository ? parseRepository(env.repository) : undefined;
    return {
      labels: inputs['task-labels'],
      repository:
        repository ??
        problem(
          'mode',
          'is "task-links", which reads the pull request in the repository the workflow runs in, but GITHUB_REPOSITORY names none',
        ),
    };
  });

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
