import path from 'node:path';
import { z } from 'zod';
import { ActionError } from '../util/errors.ts';
import { isJobId } from '../util/job-id.ts';
import * as field from './fields.ts';
import { INPUT_NAMES } from './inputs.ts';
import type { InputName, RawInputs } from './inputs.ts';
import {
  checkBundleUrlTemplate,
  normalizeApiKey,
  normalizeApiUrl,
  normalizeDomain,
  parseKeyPath,
  parseRepository,
} from './normalize.ts';
import type { Normalized } from './normalize.ts';
import {
  AIRGAP_CHECKS,
  CONTENT_CHECKS,
  FEEDBACK_SOURCES,
  FEEDBACK_STATUSES,
  MODES,
  PERIODS,
  PUBLISH_TARGETS,
  PUSH_MODES,
} from './types.ts';
import type {
  ExportJobSource,
  ParsedSettings,
  PublishTarget,
  RepositoryRef,
  Settings,
  SettingsEnvironment,
} from './types.ts';

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

const fail = (ctx: z.RefinementCtx, message: string) => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};

/** An input whose text is reshaped by a normaliser; what it tells the user (notice, warning) travels with the value. */
function normalized<T>(normalize: (text: string) => Normalized<T>) {
  return z.string().transform((text, ctx) => {
    const result = normalize(text);
    return 'error' in result ? fail(ctx, result.error) : result;
  });
}

const nonEmpty = (needs: string) => field.text.refine((value) => value !== '', needs);

/** One schema per input, keyed by the input's name: zod issue paths are therefore input names. */
function inputsSchema(env: SettingsEnvironment) {
  return z.object({
    mode: field.oneOf(MODES),
    'api-key': normalized(normalizeApiKey),
    'api-url': normalized(normalizeApiUrl),
    'github-token': field.text.transform((token) => (token.startsWith('${{') ? '' : token)),
    'request-timeout': field.duration,
    domain: normalized(normalizeDomain),
    'job-id': field.optionalText.refine(
      (id) => id === undefined || isJobId(id),
      'accepts a job id: 1 to 128 letters, digits, "_" or "-", such as se_3f9a2c1b8e7d4a06',
    ),
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
    'values-key': field.text.transform(
      (text, ctx) => parseKeyPath(text) ?? fail(ctx, 'accepts a dotted key such as staticExport or docs.staticExport'),
    ),
    'values-version': field.optionalText,
    'values-repository': field.optionalText.transform((text, ctx) => {
      const given = text ?? env.repository;
      if (!given) return undefined;
      return parseRepository(given) ?? fail(ctx, 'accepts owner/name, such as acme/deployment');
    }),
    'values-branch': field.optionalText,
    push: field.oneOf(PUSH_MODES),
    'pull-request-branch': nonEmpty('needs a branch name'),
    'commit-message': field.optionalText,
    'allow-public-repository': field.boolean,
    'refresh-before': field.duration,
    'values-bundle-url': field.optionalText.superRefine((text, ctx) => {
      const problem = text && checkBundleUrlTemplate(text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    'project-id': field.optionalText,
    period: field.oneOf(PERIODS),
    'date-from': field.optionalDate,
    'date-to': field.optionalDate,
    compare: field.boolean,
    'feedback-source': field.optionalOneOf(FEEDBACK_SOURCES),
    'feedback-status': field.listOf(FEEDBACK_STATUSES),
    top: field.integer(1, 100),
    template: field.optionalText,
    publish: field.listOf(PUBLISH_TARGETS).transform((targets, ctx) => {
      const chosen = targets.filter((target): target is PublishTarget => target !== 'none');
      if (targets.includes('none') && chosen.length > 0)
        return fail(ctx, 'accepts "none" alone, or a list of "summary", "comment" and "issue"');
      return chosen;
    }),
    'comment-on': field.optionalIssueNumber,
    'issue-title': nonEmpty('needs a title (a Handlebars string)'),
    'issue-labels': field.list,
    'close-previous': field.boolean,
    'report-dir': field.optionalText,
    'request-budget': field.integer(1, 100),
    'max-rate-limit-wait': field.duration,
  } satisfies Record<InputName, z.ZodType>);
}

type Inputs = z.output<ReturnType<typeof inputsSchema>>;

/** The requirements the settings' types rely on: checked with the others, and again where the type narrows. */
const REQUIRED = {
  domain:
    'is required for mode "export": the bare hostname of the docs site, such as docs.example.com (or give "job-id" to wait for an existing job)',
  reportProject: 'is required for mode "report": the project identifier from the API keys page',
} as const;
type Report = (input: InputName, accepts: string) => void;

/** `download` defaults by mode: an export downloads, a link refresh does not. */
const downloads = (inputs: Inputs) => inputs.download ?? inputs.mode === 'export';

/** What each mode needs beyond well-formed inputs. */
function checkModeRequirements(inputs: Inputs, problem: Report): void {
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
const publishesToGitHub = (inputs: Inputs) =>
  inputs.publish.some((target) => target === 'comment' || target === 'issue');

function required(ctx: z.RefinementCtx, input: InputName, message: string): never {
  ctx.addIssue({ code: 'custom', path: [input], message });
  return z.NEVER;
}

/** Comments and issues go to the repository the workflow runs in. */
function publishRepository(env: SettingsEnvironment, ctx: z.RefinementCtx): RepositoryRef {
  const repository = env.repository ? parseRepository(env.repository) : undefined;
  return (
    repository ??
    required(
      ctx,
      'publish',
      'includes "comment" or "issue", which publish in the repository the workflow runs in, but GITHUB_REPOSITORY names none',
    )
  );
}

/** The settings of the chosen mode, from inputs that passed every check. */
function buildSettings(inputs: Inputs, env: SettingsEnvironment, ctx: z.RefinementCtx): Settings {
  const resolvePath = (p: string) => path.resolve(env.workspace, p);
  const common = {
    service: {
      apiKey: inputs['api-key'].value,
      apiUrl: inputs['api-url'].value,
      requestTimeoutMs: inputs['request-timeout'],
    },
    githubToken: inputs['github-token'],
  };
  if (inputs.mode === 'report') {
    const projectId = inputs['project-id'];
    if (!projectId) return required(ctx, 'project-id', REQUIRED.reportProject);
    return {
      mode: 'report',
      ...common,
      report: {
        projectId,
        period: inputs.period,
        dateFrom: inputs['date-from'],
        dateTo: inputs['date-to'],
        compare: inputs.compare,
        feedbackSource: inputs['feedback-source'],
        feedbackStatus: inputs['feedback-status'],
        top: inputs.top,
        templatePath: inputs.template && resolvePath(inputs.template),
        publish: inputs.publish,
        commentOn: inputs['comment-on'],
        issueTitle: inputs['issue-title'],
        issueLabels: inputs['issue-labels'],
        closePrevious: inputs['close-previous'],
        reportDir: resolvePath(inputs['report-dir'] ?? path.join(env.runnerTemp, 'docs-report')),
        requestBudget: inputs['request-budget'],
        maxRateLimitWaitMs: inputs['max-rate-limit-wait'],
        github: publishesToGitHub(inputs) ? { repository: publishRepository(env, ctx) } : undefined,
      },
    };
  }

  const domain = inputs.domain.value;
  const jobId = inputs['job-id'];
  const bundle = {
    timeoutMs: inputs.timeout,
    download: downloads(inputs),
    bundlePath: resolvePath(inputs['bundle-path'] ?? path.join(env.runnerTemp, 'docs-export', 'bundle.tar.gz')),
    extractTo: inputs['extract-to'] && resolvePath(inputs['extract-to']),
    airgapCheck: inputs['airgap-check'],
    contentCheck: inputs['content-check'],
    maxUnpackedBytes: inputs['max-unpacked-size'],
    maxEntries: inputs['max-entries'],
    artifactName: inputs['artifact-name'],
    artifactRetentionDays: inputs['artifact-retention-days'],
  };
  const values = {
    file: inputs['values-file'],
    keyPath: inputs['values-key'],
    version: inputs['values-version'] ?? inputs['export-version'],
    repository: inputs['values-repository'],
    branch: inputs['values-branch'],
    push: inputs.push,
    pullRequestBranch: inputs['pull-request-branch'],
    commitMessage:
      inputs['commit-message'] ?? `Update static export bundle link for ${domain ?? jobId ?? 'the docs site'}`,
    allowPublicRepository: inputs['allow-public-repository'],
    refreshBeforeMs: inputs['refresh-before'],
    bundleUrlTemplate: inputs['values-bundle-url'],
  };
  if (inputs.mode === 'refresh-link') return { mode: 'refresh-link', ...common, export: { ...bundle, jobId }, values };

  const source: ExportJobSource | undefined = jobId ? { jobId, domain } : domain ? { domain } : undefined;
  if (!source) return required(ctx, 'domain', REQUIRED.domain);
  const projectId = inputs['project-id'];
  const deployFirst =
    inputs['deploy-first'] && projectId ? { projectId, timeoutMs: inputs['deploy-timeout'] } : undefined;
  return {
    mode: 'export',
    ...common,
    export: { ...bundle, ...source, version: inputs['export-version'], paths: inputs.paths, deployFirst },
    values,
  };
}

/** The whole path from raw inputs to the mode's settings: per-input parsing, cross-input checks, then the union. */
function settingsSchema(env: SettingsEnvironment) {
  return inputsSchema(env)
    .superRefine((inputs, ctx) =>
      checkModeRequirements(inputs, (input, message) => ctx.addIssue({ code: 'custom', path: [input], message })),
    )
    .transform((inputs, ctx) => ({
      settings: buildSettings(inputs, env, ctx),
      notices: [inputs.domain.notice].filter((text): text is string => text !== undefined),
      warnings: [inputs['api-key'].warning].filter((text): text is string => text !== undefined),
    }));
}

const KNOWN_INPUTS = new Set<string>(INPUT_NAMES);
const isInputName = (name: unknown): name is InputName => typeof name === 'string' && KNOWN_INPUTS.has(name);

/** A given value as it may be shown in one line: control characters and line separators written as escapes. */
function printable(text: string): string {
  const escape = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
  return Array.from(text, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return escape(code) ? `\\u${code.toString(16).padStart(4, '0')}` : char;
  }).join('');
}

/**
 * Turns the raw inputs into the settings, or throws a SettingsError listing every problem at once.
 * Nothing here touches the network: mode requirements are checked before any request.
 */
export function parseSettings(raw: RawInputs, env: SettingsEnvironment): ParsedSettings {
  const parsed = settingsSchema(env).safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const input = isInputName(issue.path[0]) ? issue.path[0] : 'mode';
    const given = printable(raw[input].trim());
    const shown =
      input === 'api-key' || given === '' ? '' : ` (got "${given.length > 80 ? `${given.slice(0, 77)}...` : given}")`;
    return { input, message: `Input "${input}" ${issue.message}${shown}.` };
  });
  throw new SettingsError(problems);
}
