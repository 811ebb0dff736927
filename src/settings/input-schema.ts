// Per-input parsing: one zod schema per input, keyed by the input's name, with the normalisers that reshape a value.
import { z } from 'zod';
import { isJobId } from '../util/job-id.ts';
import { termPatternsProblem } from '../util/term-pattern.ts';
import * as field from './fields.ts';
import { fail } from './fields.ts';
import { literalText } from './inputs.ts';
import type { InputName } from './inputs.ts';
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
  REPORT_SECTIONS,
  TASK_MODES,
} from './types.ts';
import type { PublishTarget, SettingsEnvironment } from './types.ts';

/** An input whose text is reshaped by a normaliser; what it tells the user (notice, warning) travels with the value. */
function normalized<T>(normalize: (text: string) => Normalized<T>) {
  return z.string().transform((text, ctx) => {
    const result = normalize(text);
    return 'error' in result ? fail(ctx, result.error) : result;
  });
}

/**
 * One schema per input, keyed by the input's name: zod issue paths are therefore input names. Every mode checks every
 * input's form (a typo in an input the mode does not read is still a typo); each mode's schema adds its own rules.
 */
export function inputFields(env: SettingsEnvironment) {
  return {
    mode: field.oneOf(MODES),
    'api-key': normalized(normalizeApiKey),
    'api-url': normalized(normalizeApiUrl),
    'github-token': field.text.transform(literalText),
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
    'artifact-name': field.optionalText.refine(
      (name) => name === undefined || /^[^"<>|*?\\/:\r\n]+$/.test(name),
      'accepts a name without the characters " : < > | * ? \\ / or line breaks',
    ),
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
    'pull-request-branch': field.nonEmpty('needs a branch name'),
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
    'issue-title': field.nonEmpty('needs a title (a Handlebars string)'),
    'issue-labels': field.list,
    'close-previous': field.boolean,
    'report-dir': field.optionalText,
    'request-budget': field.integer(1, 100),
    'max-rate-limit-wait': field.duration,
    sections: field.listOf(REPORT_SECTIONS).transform((chosen, ctx) => {
      if (chosen.length === 0) return fail(ctx, `needs at least one of ${REPORT_SECTIONS.join(', ')}`);
      return REPORT_SECTIONS.filter((section) => chosen.includes(section));
    }),
    tasks: field.oneOf(TASK_MODES),
    'task-labels': field.list,
    'max-new-tasks': field.integer(0, 50),
    'task-close-after': field.integer(1, 52),
    'docs-path': field.list.transform((patterns, ctx) => {
      const outside = patterns.find(
        (pattern) => /^(?:[\\/]|[a-z]:)/i.test(pattern) || pattern.split(/[\\/]/).includes('..'),
      );
      if (outside) return fail(ctx, `accepts glob patterns inside the workspace, such as docs/**/*.md; not ${outside}`);
      return patterns;
    }),
    'task-ignore': field.list.transform((patterns, ctx) => {
      const problem = termPatternsProblem(patterns);
      return problem ? fail(ctx, problem) : patterns;
    }),
    'trend-periods': field.integer(0, 52),
  } satisfies Record<InputName, z.ZodType>;
}

/** Every input parsed on its own, whatever the mode. */
export type Inputs = z.output<z.ZodObject<ReturnType<typeof inputFields>>>;
