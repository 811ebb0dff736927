import { describeFindings } from '../bundle/airgap-report.ts';
import { uploadArtifactStep } from '../bundle/artifact-step.ts';
import type { DownloaderContext } from '../bundle/download/downloader.ts';
import { deployedBundleReader, verifiedManifest } from '../bundle/manifest.ts';
import { obtainVerifiedBundle } from '../bundle/obtain.ts';
import type { RunContext } from '../runtime/context.ts';
import { withOutputs } from '../runtime/failure.ts';
import type { Outputs } from '../runtime/outputs.ts';
import { writeStepSummary } from '../runtime/summary.ts';
import { SettingsError } from '../settings/schema.ts';
import type { RefreshLinkRunSettings } from '../settings/types.ts';
import { parseExpiry } from '../util/expiry.ts';
import { readRecordedLink } from '../values/link-record.ts';
import { withPullRequestNotice } from '../values/pull-request-notice.ts';
import { openValuesStore, rollOutValues } from '../values/rollout.ts';
import type { RolloutFacts } from '../values/rollout.ts';
import type { ValuesStore } from '../values/store.ts';
import { decideRefresh, linkExpiry } from './decision.ts';
import { scheduleCoverWarning, scheduleOfEvent } from './schedule-cover.ts';
import { refreshSummary } from './summary.ts';
import { unmergedRefreshWarning } from './unmerged.ts';

/** The run's context, and where its bundle downloads run (execute.ts chooses). */
type RefreshLinkContext = RunContext<RefreshLinkRunSettings> & DownloaderContext;

/**
 * Mode refresh-link: reads the values file, and only when its link is missing or expires within `refresh-before`
 * asks the bundle endpoint of the finished job for a fresh link (no new export) and rolls it in like an export does.
 * The pull request branch, when its pull request is open, is where the newest link is read (see ValuesStore.readCurrent).
 */
export async function runRefreshLink(context: RefreshLinkContext): Promise<Outputs> {
  const outputs: Outputs = {};
  try {
    return await refreshSteps(context, outputs);
  } catch (error) {
    throw withOutputs(error, outputs);
  }
}

async function refreshSteps(context: RefreshLinkContext, outputs: Outputs): Promise<Outputs> {
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
  if (decision.action === 'no-job') throw new SettingsError([{ input: 'job-id', message: decision.message }]);
  outputs['job-id'] = decision.jobId;
  log.info(decision.reason);
  const unmerged = store && (await unmergedWarning(context, store, current));

  if (decision.action === 'skip') {
    Object.assign(outputs, {
      skipped: 'true',
      'values-changed': 'false',
      ...(decision.expiresAt && { 'expires-at': decision.expiresAt }),
    });
    if (unmerged) await store.pullRequest?.note(unmerged);
    const expiresAtMs = linkExpiry(recorded);
    const cover = expiresAtMs === undefined ? undefined : coverWarning(context, expiresAtMs, false);
    await writeStepSummary(context, refreshSummary([decision.reason, ...warned(context, [unmerged, cover])]));
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
    hashFiles: settings.values.file !== undefined,
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
  const cover = coverWarning(context, parseExpiry(bundle.expiresAt), true);
  const summary = [
    decision.reason,
    `The new link expires at ${bundle.expiresAt}.`,
    ...checks,
    ...warned(context, [unmerged, cover]),
  ];
  if (!store) summary.push('No `values-file`: the link is in the `bundle-url` output only.');
  await writeStepSummary(context, refreshSummary(summary));
  // The bundle diff: a refresh of the job that is deployed carries its recorded manifest on; another job's is diffed.
  const previousBundle = deployedBundleReader(context, bundleSettings, { deadline, newBundle: download });
  if (store)
    Object.assign(
      outputs,
      await log.group('Updating the values file', () =>
        rollOutValues(context, facts, { store: unmerged ? withNotice(store, unmerged) : store, previousBundle }),
      ),
    );

  // Last, as in export mode: an artifact failure never keeps the fresh link out of the values, and fails the step with every output set.
  if (download) await uploadArtifactStep(context, download.path);
  return outputs;
}

/** Freshness warnings go to the log as annotations and to the summary, in one form. */
function warned(context: RunContext, warnings: (string | undefined)[]): string[] {
  const given = warnings.filter((warning): warning is string => warning !== undefined);
  for (const warning of given) context.log.warning(warning, { title: 'Link freshness' });
  return given.map((warning) => `**Warning:** ${warning}`);
}

/** On a scheduled run: whether the schedule can keep the link this run leaves from running low. */
function coverWarning(
  context: RunContext<RefreshLinkRunSettings>,
  expiresAtMs: number,
  written: boolean,
): string | undefined {
  const cron = scheduleOfEvent(context.runner.eventName, context.runner.event);
  if (!cron) return undefined;
  const { refreshBeforeMs } = context.settings.values;
  return scheduleCoverWarning({ cron, nowMs: context.clock.now(), expiresAtMs, written, refreshBeforeMs });
}

/** `push: pull-request`: whether the deployed link runs out while the pull request that would renew it waits. */
async function unmergedWarning(
  context: RunContext<RefreshLinkRunSettings>,
  store: ValuesStore,
  proposedText: string | undefined,
): Promise<string | undefined> {
  if (!store.pullRequest) return undefined;
  const deployed = await store.readDeployed();
  return unmergedRefreshWarning({
    nowMs: context.clock.now(),
    keyPath: context.settings.values.keyPath,
    deployedText: deployed.text,
    proposedText,
    baseBranch: store.pullRequest.base,
  });
}

/** The store, with the notice at the top of the pull request body it writes. */
function withNotice(store: ValuesStore, notice: string): ValuesStore {
  return {
    ...store,
    deliver: (edit, text) =>
      store.deliver(edit, {
        ...text,
        pullRequest: { ...text.pullRequest, body: withPullRequestNotice(text.pullRequest.body, notice) },
      }),
  };
}
