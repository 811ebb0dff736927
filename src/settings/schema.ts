import path from 'node:path';
import { z } from 'zod';
import * as field from './fields.ts';
import type { InputName, RawInputs } from './inputs.ts';
import { checkBundleUrlTemplate, normalizeApiKey, normalizeApiUrl, normalizeDomain, parseKeyPath, parseRepository } from './normalize.ts';
import { ActionError } from '../util/errors.ts';
import {
  AIRGAP_CHECKS,
  CONTENT_CHECKS,
  FEEDBACK_SOURCES,
  FEEDBACK_STATUSES,
  MODES,
  PERIODS,
  PUBLISH_TARGETS,
  PUSH_MODES,
  type ParsedSettings,
  type PublishTarget,
  type Settings,
  type SettingsEnvironment,
} from './types.ts';

/** One schema per input, keyed by the input's name: zod issue paths are therefore input names. */
const inputsSchema = z.object({
  mode: field.oneOf(MODES),
  'api-key': z.string(),
  'api-url': z.string(),
  'github-token': field.text.transform((token) => (token.startsWith('${{') ? '' : token)),
  'request-timeout': field.duration,
  domain: z.string(),
  'job-id': field.optionalText,
  'export-version': field.optionalText,
  paths: field.list,
  timeout: field.duration,
  download: field.optionalBoolean,
  'bundle-path': field.optionalText,
  'extract-to': field.optionalText,
  'artifact-name': field.optionalText,
  'artifact-retention-days': field.optionalInteger(1, 90),
  'airgap-check': field.oneOf(AIRGAP_CHECKS),
  'content-check': field.oneOf(CONTENT_CHECKS),
  'max-unpacked-size': field.size,
  'max-entries': field.integer(1, 100_000_000),
  'deploy-first': field.boolean,
  'deploy-timeout': field.duration,
  'values-file': field.optionalText,
  'values-key': field.text,
  'values-version': field.optionalText,
  'values-repository': field.optionalText,
  'values-branch': field.optionalText,
  push: field.oneOf(PUSH_MODES),
  'pull-request-branch': field.text,
  'commit-message': field.optionalText,
  'allow-public-repository': field.boolean,
  'refresh-before': field.duration,
  'values-bundle-url': field.optionalText,
  'project-id': field.optionalText,
  period: field.oneOf(PERIODS),
  'date-from': field.optionalDate,
  'date-to': field.optionalDate,
  compare: field.boolean,
  'feedback-source': field.optionalOneOf(FEEDBACK_SOURCES),
  'feedback-status': field.listOf(FEEDBACK_STATUSES),
  top: field.integer(1, 100),
  template: field.optionalText,
  publish: field.listOf(PUBLISH_TARGETS),
  'comment-on': field.optionalIssueNumber,
  'issue-title': field.text,
  'issue-labels': field.list,
  'close-previous': field.boolean,
  'report-dir': field.optionalText,
  'request-budget': field.integer(1, 100),
  'max-rate-limit-wait': field.duration,
} satisfies Record<InputName, z.ZodType>);

type ParsedInputs = z.output<typeof inputsSchema>;

/** One problem with one input; the message names the input and says what it accepts. */
export class SettingsError extends ActionError {
  readonly kind = 'input';
  readonly problems: { input: InputName; message: string }[];
  constructor(problems: { input: InputName; message: string }[]) {
    super(problems.map((p) => p.message).join('\n'));
    this.name = 'SettingsError';
    this.problems = problems;
  }
}

/**
 * Turns the raw inputs into the settings, or throws a SettingsError listing every problem at once.
 * Nothing here touches the network: mode requirements are checked before any request.
 */
export function parseSettings(raw: RawInputs, env: SettingsEnvironment): ParsedSettings {
  const problems: { input: InputName; message: string }[] = [];
  const problem = (input: InputName, accepts: string) => {
    const given = raw[input].trim();
    const shown = input === 'api-key' || given === '' ? '' : ` (got "${given.length > 80 ? `${given.slice(0, 77)}...` : given}")`;
    problems.push({ input, message: `Input "${input}" ${accepts}${shown}.` });
  };

  const parsed = inputsSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problem(issue.path[0] as InputName, issue.message);
    throw new SettingsError(problems);
  }
  const inputs = parsed.data;
  const notices: string[] = [];
  const warnings: string[] = [];

  const apiKey = normalizeApiKey(raw['api-key']);
  if ('error' in apiKey) problem('api-key', apiKey.error);
  else if (apiKey.warning) warnings.push(apiKey.warning);
  const apiUrl = normalizeApiUrl(raw['api-url']);
  if ('error' in apiUrl) problem('api-url', apiUrl.error);
  const domain = normalizeDomain(raw.domain);
  if ('error' in domain) problem('domain', domain.error);
  else if (domain.notice) notices.push(domain.notice);

  const keyPath = parseKeyPath(inputs['values-key']);
  if (!keyPath) problem('values-key', 'accepts a dotted key such as staticExport or docs.staticExport');
  const repositoryText = inputs['values-repository'] ?? env.repository;
  const repository = repositoryText ? parseRepository(repositoryText) : undefined;
  if (repositoryText && !repository) problem('values-repository', 'accepts owner/name, such as acme/deployment');
  const templateProblem = inputs['values-bundle-url'] && checkBundleUrlTemplate(inputs['values-bundle-url']);
  if (templateProblem) problem('values-bundle-url', templateProblem);
  if (inputs['pull-request-branch'] === '') problem('pull-request-branch', 'needs a branch name');
  if (inputs['issue-title'] === '') problem('issue-title', 'needs a title (a Handlebars string)');

  const mode = inputs.mode;
  const download = inputs.download ?? mode === 'export';
  const domainValue = 'error' in domain ? undefined : domain.value;
  checkModeRequirements(inputs, { mode, download, domain: domainValue, problem, domainInvalid: 'error' in domain });

  const publish = inputs.publish.filter((t): t is PublishTarget => t !== 'none');
  if (inputs.publish.includes('none') && publish.length > 0) problem('publish', 'accepts "none" alone, or a list of "summary", "comment" and "issue"');

  if (problems.length > 0) throw new SettingsError(problems);

  const resolvePath = (p: string) => path.resolve(env.workspace, p);
  const settings: Settings = {
    mode,
    service: {
      apiKey: (apiKey as { value: string }).value,
      apiUrl: (apiUrl as { value: string }).value,
      requestTimeoutMs: inputs['request-timeout'],
    },
    githubToken: inputs['github-token'],
    export: {
      domain: domainValue,
      jobId: inputs['job-id'],
      version: inputs['export-version'],
      paths: inputs.paths,
      timeoutMs: inputs.timeout,
      download,
      bundlePath: resolvePath(inputs['bundle-path'] ?? path.join(env.runnerTemp, 'docs-export', 'bundle.tar.gz')),
      extractTo: inputs['extract-to'] && resolvePath(inputs['extract-to']),
      airgapCheck: inputs['airgap-check'],
      contentCheck: inputs['content-check'],
      maxUnpackedBytes: inputs['max-unpacked-size'],
      maxEntries: inputs['max-entries'],
      deployFirst: inputs['deploy-first'],
      deployTimeoutMs: inputs['deploy-timeout'],
      artifactName: inputs['artifact-name'],
      artifactRetentionDays: inputs['artifact-retention-days'],
    },
    values: {
      file: inputs['values-file'],
      keyPath: keyPath as string[],
      version: inputs['values-version'] ?? inputs['export-version'],
      repository,
      branch: inputs['values-branch'],
      push: inputs.push,
      pullRequestBranch: inputs['pull-request-branch'],
      commitMessage: inputs['commit-message'] ?? `Update static export bundle link for ${domainValue ?? inputs['job-id'] ?? 'the docs site'}`,
      allowPublicRepository: inputs['allow-public-repository'],
      refreshBeforeMs: inputs['refresh-before'],
      bundleUrlTemplate: inputs['values-bundle-url'],
    },
    report: {
      projectId: inputs['project-id'],
      period: inputs.period,
      dateFrom: inputs['date-from'],
      dateTo: inputs['date-to'],
      compare: inputs.compare,
      feedbackSource: inputs['feedback-source'],
      feedbackStatus: inputs['feedback-status'],
      top: inputs.top,
      templatePath: inputs.template && resolvePath(inputs.template),
      publish,
      commentOn: inputs['comment-on'],
      issueTitle: inputs['issue-title'],
      issueLabels: inputs['issue-labels'],
      closePrevious: inputs['close-previous'],
      reportDir: resolvePath(inputs['report-dir'] ?? path.join(env.runnerTemp, 'docs-report')),
      requestBudget: inputs['request-budget'],
      maxRateLimitWaitMs: inputs['max-rate-limit-wait'],
    },
  };
  return { settings, notices, warnings };
}

interface ModeContext {
  mode: Settings['mode'];
  download: boolean;
  domain: string | undefined;
  domainInvalid: boolean;
  problem: (input: InputName, accepts: string) => void;
}

/** What each mode needs beyond well-formed inputs. */
function checkModeRequirements(inputs: ParsedInputs, { mode, download, domain, domainInvalid, problem }: ModeContext): void {
  const valuesFile = inputs['values-file'];
  if (mode === 'export' && !domain && !domainInvalid && !inputs['job-id']) {
    problem('domain', 'is required for mode "export": the bare hostname of the docs site, such as docs.example.com (or give "job-id" to wait for an existing job)');
  }
  if (mode === 'refresh-link' && !valuesFile && !inputs['job-id']) {
    problem('values-file', 'is required for mode "refresh-link" (the values file whose link is renewed), unless "job-id" names the job');
  }
  if (mode !== 'report' && inputs.push !== 'none' && !valuesFile) {
    problem('values-file', `is required with push "${inputs.push}": the path of the Helm values file in the values repository`);
  }
  if (mode !== 'report' && inputs['values-bundle-url']?.includes('{sha256}') && !download) {
    problem('values-bundle-url', 'uses {sha256}, which needs the bundle downloaded: set "download: true"');
  }
  if (inputs['extract-to'] && !download && mode !== 'report') problem('extract-to', 'needs "download: true": only a downloaded, verified bundle is extracted');
  if (inputs['artifact-name'] && !download && mode !== 'report') problem('artifact-name', 'needs "download: true": only a downloaded, verified bundle is uploaded');
  if (inputs['artifact-name'] && !/^[^"<>|*?\\/:\r\n]+$/.test(inputs['artifact-name'])) {
    problem('artifact-name', 'accepts a name without the characters " : < > | * ? \\ / or line breaks');
  }
  if (inputs['deploy-first'] && mode !== 'export') problem('deploy-first', `applies to mode "export" only (the mode is "${mode}")`);
  if (inputs['deploy-first'] && mode === 'export' && !inputs['project-id']) {
    problem('project-id', 'is required with "deploy-first: true": the project whose deployment is triggered before the export');
  }
  if (mode === 'report') {
    if (!inputs['project-id']) problem('project-id', 'is required for mode "report": the project identifier from the API keys page');
    if (inputs.period === 'custom') {
      if (!inputs['date-from']) problem('date-from', 'is required for period "custom": the first day, YYYY-MM-DD');
      if (!inputs['date-to']) problem('date-to', 'is required for period "custom": the day after the last one, YYYY-MM-DD (exclusive)');
      if (inputs['date-from'] && inputs['date-to'] && inputs['date-from'] >= inputs['date-to']) {
        problem('date-to', `must be after "date-from" (${inputs['date-from']}); it is exclusive, so one day is date-from + 1`);
      }
    } else if (inputs['date-from'] || inputs['date-to']) {
      problem('period', 'must be "custom" when "date-from" or "date-to" is given');
    }
  }
}
