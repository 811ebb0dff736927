import path from 'node:path';
import { z } from 'zod';
import { ActionError } from '../util/errors.ts';
import { lineText } from '../util/line-text.ts';
import { inputsSchema } from './input-schema.ts';
import type { Inputs } from './input-schema.ts';
import { INPUT_NAMES } from './inputs.ts';
import type { InputName, RawInputs } from './inputs.ts';
import { parseRepository } from './normalize.ts';
import { checkModeRequirements, downloads, publishesToGitHub, REQUIRED } from './requirements.ts';
import type { ExportJobSource, ParsedSettings, RepositoryRef, Settings, SettingsEnvironment } from './types.ts';

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
  // A local path may use either separator, as on Windows: a workflow written there runs on Linux and macOS too.
  const resolvePath = (p: string) => path.resolve(env.workspace, p.replaceAll('\\', '/'));
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
        sections: inputs.sections,
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
  if (inputs.mode === 'refresh-link') return { mode: 'refresh-link', ...common, refresh: { ...bundle, jobId }, values };

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

/**
 * Turns the raw inputs into the settings, or throws a SettingsError listing every problem at once.
 * Nothing here touches the network: mode requirements are checked before any request.
 */
export function parseSettings(raw: RawInputs, env: SettingsEnvironment): ParsedSettings {
  const parsed = settingsSchema(env).safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const input = isInputName(issue.path[0]) ? issue.path[0] : 'mode';
    const given = raw[input].trim();
    const secrets = [raw['api-key'].trim(), raw['github-token'].trim()].filter((value) => value.length >= 4);
    const shown =
      input === 'api-key' || given === '' ? '' : ` (got ${lineText(given, { quoted: true, max: 80, secrets })})`;
    return { input, message: `Input "${input}" ${issue.message}${shown}.` };
  });
  throw new SettingsError(problems);
}
