import { describeFindings } from '../bundle/airgap-report.ts';
import { uploadArtifactStep } from '../bundle/artifact-step.ts';
import { deployedBundleReader, verifiedManifest } from '../bundle/manifest.ts';
import { obtainVerifiedBundle } from '../bundle/obtain.ts';
import type { RunContext } from '../runtime/context.ts';
import { withOutputs } from '../runtime/failure.ts';
import type { Outputs } from '../runtime/outputs.ts';
import type { RefreshLinkRunSettings } from '../settings/types.ts';
import { readRecordedLink } from '../values/link-record.ts';
import { openValuesStore, refreshSummary, rollOutValues, writeSummarySafely } from '../values/rollout.ts';
import type { RolloutFacts } from '../values/rollout.ts';
import { decideRefresh } from './decision.ts';

/**
 * Mode refresh-link: reads the values file, and only when its link is missing or expires within `refresh-before`
 * asks the bundle endpoint of the finished job for a fresh link (no new export) and rolls it in like an export does.
 * The pull request branch, when its pull request is open, is where the newest link is read (see ValuesStore.readCurrent).
 */
export async function runRefreshLink(context: RunContext<RefreshLinkRunSettings>): Promise<Outputs> {
  const outputs: Outputs = {};
  try {
    return await refreshSteps(context, outputs);
  } catch (error) {
    throw withOutputs(error, outputs);
  }
}

async function refreshSteps(context: RunContext<RefreshLinkRunSettings>, outputs: Outputs): Promise<Outputs> {
  const { settings, clock, log } = context;
  const values = settings.values;

  const store = await openValuesStore(context);
  const current = store ? await log.group(`Reading ${store.location}`, () => store.readCurrent()) : undefined;
  const recorded = current === undefined ? {} : readRecordedLink(current, values.keyPath);
  const decision = decideRefresh({
    nowMs: clock.now(),
    refreshBeforeMs: values.refreshBeforeMs,
    jobIdInput: settings.refresh.jobId,
    recorded,
    hasValuesFile: Boolean(values.file),
  });
  if (decision.action === 'no-job') throw new Error(decision.message);
  outputs['job-id'] = decision.jobId;
  log.info(decision.reason);

  if (decision.action === 'skip') {
    Object.assign(outputs, {
      skipped: 'true',
      'values-changed': 'false',
      ...(decision.expiresAt && { 'expires-at': decision.expiresAt }),
    });
    await writeSummarySafely(context, refreshSummary([decision.reason]));
    return outputs;
  }

  outputs.skipped = 'false';
  const jobId = decision.jobId;
  const bundleSettings = { ...settings.refresh, requestTimeoutMs: settings.service.requestTimeoutMs };
  const deadline = clock.now() + settings.refresh.timeoutMs;
  const obtained = await obtainVerifiedBundle(context, {
    jobId,
    deadline,
    settings: bundleSettings,
    linkStep: 'Getting a fresh bundle link',
    onOutputs: (known) => Object.assign(outputs, known),
  });
  const { bundle, download } = obtained;
  const facts: RolloutFacts = { jobId, bundle, airgapFindings: [] };
  if (download) {
    Object.assign(facts, {
      pageCount: download.pageCount,
      sizeBytes: download.sizeBytes,
      sha256: download.sha256,
      airgapFindings: describeFindings(download.airgapFindings),
      manifest: verifiedManifest(download),
    });
  }

  const checks = (download?.warnings ?? []).map((warning) => `Bundle check: ${warning}`);
  const summary = [decision.reason, `The new link expires at ${bundle.expiresAt}.`, ...checks];
  if (!store) summary.push('No `values-file`: the link is in the `bundle-url` output only.');
  await writeSummarySafely(context, refreshSummary(summary));
  // The bundle diff: a refresh of the job that is deployed carries its recorded manifest on; another job's is diffed.
  const previousBundle = deployedBundleReader(context, bundleSettings, { deadline, newBundle: download });
  if (store)
    Object.assign(
      outputs,
      await log.group('Updating the values file', () => rollOutValues(context, facts, { store, previousBundle })),
    );

  // Last, as in export mode: an artifact failure never keeps the fresh link out of the values, and fails the step with every output set.
  if (download) await uploadArtifactStep(context, download.path);
  return outputs;
}
