import type { Bundle } from '../client/types.ts';
import type { RunContext } from '../runtime/context.ts';
import type { LinkRunSettings } from '../settings/types.ts';
import { describeFailure } from '../util/errors.ts';
import type { Outputs } from '../runtime/outputs.ts';
import { normalizeExpiry } from '../util/expiry.ts';
import { badJobIdMessage, isJobId } from '../util/job-id.ts';
import { ValuesFileError } from './document.ts';
import { editValues, type ValuesChange } from './edit.ts';
import { commitStore, openGitHubTarget, pullRequestStore } from './github-stores.ts';
import { pullRequestBody } from './pull-request-body.ts';
import { type Delivery, refusePublicWorkspace, type ValuesStore, ValuesTargetError, valuesFilePath, workspaceStore } from './store.ts';

/** What an export or a refresh knows when it rolls a link into the values. */
export interface RolloutFacts {
  jobId: string;
  /** The bundle as the service returned it (the presigned link and its expiry). */
  bundle: Bundle;
  pageCount?: number;
  /** Set when the bundle was downloaded and verified. */
  sizeBytes?: number;
  sha256?: string;
  /** Human-readable air-gap findings for a pull request body, e.g. "guides/intro.html loads a script from cdn.example.com". */
  airgapFindings: string[];
}

/**
 * The values file for the configured `push`, or undefined without `values-file`. It refuses a public repository (the
 * one pushed to, or for `push: none` the workspace's), so call it before asking for a link or downloading anything.
 */
export async function openValuesStore(context: RunContext<LinkRunSettings>): Promise<ValuesStore | undefined> {
  const { values } = context.settings;
  if (!values.file) return undefined;
  if (values.push === 'none') {
    await refusePublicWorkspace(context);
    return workspaceStore(valuesFilePath(values.file, 'workspace'), context.runner.workspace);
  }
  const target = await openGitHubTarget(context, valuesFilePath(values.file, 'repository'));
  return values.push === 'commit'
    ? commitStore(target, values.commitMessage, context.clock, context.log)
    : pullRequestStore(target, values.pullRequestBranch, values.commitMessage, context.clock, context.log);
}

/**
 * Edits the values file and delivers it (`push`). Returns `values-changed`, `commit-sha`, `pull-request-url`.
 * Pass a `store` opened early (`openValuesStore`) to have a public repository refused before the export work.
 * Opens no log group itself: callers wrap it in theirs.
 */
export async function rollOutValues(context: RunContext<LinkRunSettings>, facts: RolloutFacts, store?: ValuesStore): Promise<Outputs> {
  const { settings, log, runner } = context;
  const values = settings.values;
  if (!store && !values.file) {
    log.info('No `values-file` given: no Helm values to update.');
    return {};
  }
  const change = valuesChange(context, facts);
  const target = store ?? (await openValuesStore(context));
  if (!target) return {};
  log.info(`Setting \`${values.keyPath.join('.')}\` in ${target.location}.`);
  const runUrl = runner.repository && runner.runId ? `${runner.serverUrl}/${runner.repository}/actions/runs/${runner.runId}` : undefined;
  const delivery = await target.deliver((text) => editValues(text, change), {
    title: values.commitMessage,
    body: pullRequestBody({
      facts,
      mode: settings.mode === 'refresh-link' ? 'refresh-link' : 'export',
      file: target.file,
      keyPath: values.keyPath,
      version: values.version,
      expiresAt: change.record.expiresAt,
      runUrl,
    }),
  });
  log.info(delivery.story);
  await writeSummarySafely(context, deliverySummary(delivery, values.keyPath));
  return valuesOutputs(delivery);
}

/** The link written (the presigned one, or the re-hosted `values-bundle-url`) and the note recorded beside it. */
export function valuesChange(context: RunContext<LinkRunSettings>, facts: RolloutFacts): ValuesChange {
  const { keyPath, version, bundleUrlTemplate } = context.settings.values;
  // Checked before anything is read or written: the id goes into a YAML comment, a URL and the pull request.
  if (!isJobId(facts.jobId)) throw new ValuesFileError(badJobIdMessage('The job id of the bundle to roll out'));
  if (!bundleUrlTemplate) {
    return { keyPath, version, bundleUrl: facts.bundle.bundleUrl, record: { jobId: facts.jobId, expiresAt: normalizeExpiry(facts.bundle.expiresAt) } };
  }
  if (bundleUrlTemplate.includes('{sha256}') && !facts.sha256) {
    throw new ValuesTargetError('`values-bundle-url` uses {sha256}, but the bundle was not downloaded in this run: set `download: true`.');
  }
  const bundleUrl = bundleUrlTemplate.replaceAll('{jobId}', facts.jobId).replaceAll('{sha256}', facts.sha256 ?? '');
  return { keyPath, version, bundleUrl, record: { jobId: facts.jobId } };
}

export function valuesOutputs(delivery: Delivery): Outputs {
  return {
    'values-changed': String(delivery.changed),
    ...(delivery.commitSha && { 'commit-sha': delivery.commitSha }),
    ...(delivery.pullRequestUrl && { 'pull-request-url': delivery.pullRequestUrl }),
  };
}

/** Step summary lines for the values half; only facts, never the link. */
export function deliverySummary(delivery: Delivery, keyPath: readonly string[]): string {
  const lines = ['### Helm values', '', `- \`${keyPath.join('.')}\`: ${delivery.story}`];
  if (delivery.commitSha) lines.push(`- Commit: \`${delivery.commitSha}\``);
  if (delivery.pullRequestUrl) lines.push(`- Pull request: ${delivery.pullRequestUrl}`);
  return `${lines.join('\n')}\n`;
}

export function refreshSummary(lines: string[]): string {
  return `${['### Bundle link refresh', '', ...lines.map((line) => `- ${line}`)].join('\n')}\n`;
}

/** Without GITHUB_STEP_SUMMARY (outside a runner) the summary is skipped, not the step failed. */
export async function writeSummarySafely(context: RunContext, markdown: string): Promise<void> {
  try {
    await context.writeSummary(markdown);
  } catch (error) {
    context.log.warning(`Could not write the step summary: ${describeFailure(error)}`);
  }
}
