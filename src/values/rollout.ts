import type { RunContext } from '../runtime/context.ts';
import { normalizeExpiry } from '../util/expiry.ts';
import type { Outputs } from '../runtime/outputs.ts';
import { editValues, type ValuesChange } from './edit.ts';
import { openValuesStore } from './open-store.ts';
import { pullRequestBody } from './pull-request-body.ts';
import type { Delivery, ValuesStore } from './store.ts';
import { deliverySummary, writeSummarySafely } from './summary.ts';
import type { RolloutFacts } from './types.ts';

/**
 * Edits the values file and delivers it (`push`). Returns `values-changed`, `commit-sha`, `pull-request-url`.
 * Pass a `store` opened early (`openValuesStore`) to have a public repository refused before the export work.
 * Opens no log group itself: callers wrap it in theirs.
 */
export async function rollOutValues(context: RunContext, facts: RolloutFacts, store?: ValuesStore): Promise<Outputs> {
  const { settings, log, runner } = context;
  const values = settings.values;
  const target = store ?? (await openValuesStore(context));
  if (!target || !values.file) {
    log.info('No `values-file` given: no Helm values to update.');
    return {};
  }
  const change = valuesChange(context, facts);
  log.info(`Setting \`${values.keyPath.join('.')}\` in ${target.location}.`);
  const runUrl = runner.repository && runner.runId ? `${runner.serverUrl}/${runner.repository}/actions/runs/${runner.runId}` : undefined;
  const delivery = await target.deliver((text) => editValues(text, change), {
    title: values.commitMessage,
    body: pullRequestBody({
      facts,
      mode: settings.mode === 'refresh-link' ? 'refresh-link' : 'export',
      file: values.file,
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
export function valuesChange(context: RunContext, facts: RolloutFacts): ValuesChange {
  const { keyPath, version, bundleUrlTemplate } = context.settings.values;
  if (!bundleUrlTemplate) {
    return { keyPath, version, bundleUrl: facts.bundle.bundleUrl, record: { jobId: facts.jobId, expiresAt: normalizeExpiry(facts.bundle.expiresAt) } };
  }
  if (bundleUrlTemplate.includes('{sha256}') && !facts.sha256) {
    throw new Error('`values-bundle-url` uses {sha256}, but the bundle was not downloaded in this run: set `download: true`.');
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
