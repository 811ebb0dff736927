// One schema per mode, combined as a union on `mode`: every input's own form, the mode's rules, then its settings.
import path from 'node:path';
import { z } from 'zod';
import { fail, nonEmpty } from './fields.ts';
import { inputFields } from './input-schema.ts';
import type { Inputs } from './input-schema.ts';
import {
  DEPLOY_FIRST_EXPORT_ONLY,
  DEPLOY_FIRST_PROJECT,
  downloads,
  EXPORT_SOURCE,
  LINK_RULES,
  REFRESH_LINK_SOURCE,
  REPORT_PERIOD,
  REPORT_PROJECT_REQUIRED,
  reportGitHub,
  reportTasks,
  taskLinksGitHub,
} from './requirements.ts';
import type { Report, Rule } from './requirements.ts';
import type { ParsedSettings, Settings, SettingsEnvironment } from './types.ts';

const reportTo =
  (ctx: z.RefinementCtx): Report =>
  (input, message) =>
    fail(ctx, message, input);

/**
 * Adds a mode's rules to its schema. zod skips an object's refinements once a field failed; these run regardless, each
 * rule whenever the inputs it reads parsed, so a run with several problems hears of all of them at once.
 */
function withRules<S extends z.ZodType<Inputs>>(schema: S, rules: readonly Rule[]) {
  return schema.superRefine(
    (inputs, ctx) => {
      const failed = new Set(ctx.issues.map((issue) => issue.path?.[0]));
      for (const rule of rules) {
        if (rule.reads.every((input) => !failed.has(input))) rule.apply(inputs, reportTo(ctx));
      }
    },
    { when: () => true },
  );
}

/** What parsing changed and the user should be told, beside the settings. */
function parsed(inputs: Inputs, settings: Settings): ParsedSettings {
  return {
    settings,
    notices: [inputs.domain.notice].filter((text): text is string => text !== undefined),
    warnings: [inputs['api-key'].warning].filter((text): text is string => text !== undefined),
  };
}

/** What every mode reads. */
function common(inputs: Inputs) {
  return {
    service: {
      apiKey: inputs['api-key'].value,
      apiUrl: inputs['api-url'].value,
      requestTimeoutMs: inputs['request-timeout'],
    },
    githubToken: inputs['github-token'],
  };
}

// A local path may use either separator, as on Windows: a workflow written there runs on Linux and macOS too.
const resolveIn = (env: SettingsEnvironment) => (p: string) => path.resolve(env.workspace, p.replaceAll('\\', '/'));

/** What both link modes do with the bundle and the values. */
function linkSettings(inputs: Inputs, env: SettingsEnvironment) {
  const label = inputs.domain.value ?? inputs['job-id'] ?? 'the docs site';
  const resolvePath = resolveIn(env);
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
    commitMessage: inputs['commit-message'] ?? `Update static export bundle link for ${label}`,
    allowPublicRepository: inputs['allow-public-repository'],
    refreshBeforeMs: inputs['refresh-before'],
    bundleUrlTemplate: inputs['values-bundle-url'],
  };
  return { bundle, values };
}

function exportSchema(env: SettingsEnvironment) {
  const inputs = z.object({ ...inputFields(env), mode: z.literal('export') });
  return withRules(inputs, [...LINK_RULES, EXPORT_SOURCE, DEPLOY_FIRST_PROJECT]).transform((inputs, ctx) => {
    const source = EXPORT_SOURCE.apply(inputs, reportTo(ctx));
    const { bundle, values } = linkSettings(inputs, env);
    const projectId = inputs['project-id'];
    const deployFirst =
      inputs['deploy-first'] && projectId ? { projectId, timeoutMs: inputs['deploy-timeout'] } : undefined;
    return parsed(inputs, {
      mode: 'export',
      ...common(inputs),
      export: { ...bundle, ...source, version: inputs['export-version'], paths: inputs.paths, deployFirst },
      values,
    });
  });
}

function refreshLinkSchema(env: SettingsEnvironment) {
  const inputs = z.object({ ...inputFields(env), mode: z.literal('refresh-link') });
  return withRules(inputs, [...LINK_RULES, REFRESH_LINK_SOURCE, DEPLOY_FIRST_EXPORT_ONLY]).transform((inputs) => {
    const { bundle, values } = linkSettings(inputs, env);
    const refresh = { ...bundle, jobId: inputs['job-id'] };
    return parsed(inputs, { mode: 'refresh-link', ...common(inputs), refresh, values });
  });
}

function reportSchema(env: SettingsEnvironment) {
  const inputs = z.object({
    ...inputFields(env),
    mode: z.literal('report'),
    'project-id': nonEmpty(REPORT_PROJECT_REQUIRED),
  });
  const github = reportGitHub(env);
  const tasks = reportTasks(env);
  return withRules(inputs, [REPORT_PERIOD, github, tasks, DEPLOY_FIRST_EXPORT_ONLY]).transform((inputs, ctx) => {
    const resolvePath = resolveIn(env);
    return parsed(inputs, {
      mode: 'report',
      ...common(inputs),
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
        publish: inputs.publish,
        commentOn: inputs['comment-on'],
        issueTitle: inputs['issue-title'],
        issueLabels: inputs['issue-labels'],
        closePrevious: inputs['close-previous'],
        reportDir: resolvePath(inputs['report-dir'] ?? path.join(env.runnerTemp, 'docs-report')),
        requestBudget: inputs['request-budget'],
        maxRateLimitWaitMs: inputs['max-rate-limit-wait'],
        sections: inputs.sections,
        github: github.apply(inputs, reportTo(ctx)),
        trendPeriods: inputs['trend-periods'],
        tasks: tasks.apply(inputs, reportTo(ctx)),
        taskIgnore: inputs['task-ignore'],
      },
    });
  });
}

/**
 * `task-links` talks to GitHub only: `api-key` and `api-url` are taken as they are and never read (no service request
 * is made), so a workflow on a pull request needs no service secret.
 */
function taskLinksSchema(env: SettingsEnvironment) {
  const unread = z.string().transform(() => ({ value: '' }));
  const inputs = z.object({
    ...inputFields(env),
    mode: z.literal('task-links'),
    'api-key': unread,
    'api-url': unread,
  });
  const github = taskLinksGitHub(env);
  return withRules(inputs, [github, DEPLOY_FIRST_EXPORT_ONLY]).transform((inputs, ctx): ParsedSettings => ({
    settings: {
      mode: 'task-links',
      githubToken: inputs['github-token'],
      taskLinks: github.apply(inputs, reportTo(ctx)),
    },
    notices: [],
    warnings: [],
  }));
}

/** The settings of the mode `mode` names, from inputs that passed its schema. */
export function settingsSchema(env: SettingsEnvironment) {
  return z.discriminatedUnion('mode', [
    exportSchema(env),
    refreshLinkSchema(env),
    reportSchema(env),
    taskLinksSchema(env),
  ]);
}

/** Every input's own form, for a mode that is none of the three: no mode's rules apply, but a typo is still a typo. */
export const anyModeSchema = (env: SettingsEnvironment) => z.object(inputFields(env));
