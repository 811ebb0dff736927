import type { Bundle } from '../client/types.ts';
import type { RunContext } from '../runtime/context.ts';
import { annotateFindings, describeFindings } from '../bundle/airgap-report.ts';
import { requestBundle } from '../bundle/request.ts';
import { fetchAndVerifyBundle } from '../bundle/download/fetch-bundle.ts';
import { extractVerifiedBundle } from '../bundle/extract.ts';
import { withOutputs } from '../runtime/failure.ts';
import type { Outputs } from '../runtime/outputs.ts';
import { readRecordedLink } from '../values/link-record.ts';
import { decideRefresh } from './decision.ts';
import { openValuesStore, refreshSummary, rollOutValues, type RolloutFacts, writeSummarySafely } from '../values/rollout.ts';

/** A link that expires mid-download is renewed; a 409 then is retried for at most this long. */
const RENEW_WINDOW_MS = 60_000;

/**
 * Mode refresh-link: reads the values file, and only when its link is missing or expires within `refresh-before`
 * asks the bundle endpoint of the finished job for a fresh link (no new export) and rolls it in like an export does.
 * The pull request branch, when its pull request is open, is where the newest link is read (see ValuesStore.readCurrent).
 */
export async function runRefreshLink(context: RunContext): Promise<Outputs> {
  const outputs: Outputs = {};
  try {
    return await refreshSteps(context, outputs);
  } catch (error) {
    throw withOutputs(error, outputs);
  }
}

async function refreshSteps(context: RunContext, outputs: Outputs): Promise<Outputs> {
  const { settings, service, clock, log } = context;
  const values = settings.values;

  const store = await openValuesStore(context);
  const current = store ? await log.group(`Reading ${store.location}`, () => store.readCurrent()) : undefined;
  const recorded = current === undefined ? {} : readRecordedLink(current, values.keyPath);
  const decision = decideRefresh({
    nowMs: clock.now(),
    refreshBeforeMs: values.refreshBeforeMs,
    jobIdInput: settings.export.jobId,
    recorded,
    hasValuesFile: Boolean(values.file),
  });
  if (decision.action === 'no-job') throw new Error(decision.message);
  outputs['job-id'] = decision.jobId;
  log.info(decision.reason);

  if (decision.action === 'skip') {
    Object.assign(outputs, { skipped: 'true', 'values-changed': 'false', ...(decision.expiresAt && { 'expires-at': decision.expiresAt }) });
    await writeSummarySafely(context, refreshSummary([decision.reason]));
    return outputs;
  }

  outputs.skipped = 'false';
  const jobId = decision.jobId;
  const askForBundle = (until: number) => requestBundle({ service, clock, log, setSecret: context.setSecret, jobId, deadline: until });
  let bundle = await log.group('Getting a fresh bundle link', () => askForBundle(clock.now() + settings.export.timeoutMs));
  setLinkOutputs(outputs, bundle);

  const facts: RolloutFacts = { jobId, bundle, airgapFindings: [] };
  if (settings.export.download) {
    const fetched = await log.group('Downloading and verifying the bundle', () =>
      fetchAndVerifyBundle({
        bundle,
        refreshBundle: () => askForBundle(clock.now() + RENEW_WINDOW_MS),
        destination: settings.export.bundlePath,
        airgapCheck: settings.export.airgapCheck,
        requestTimeoutMs: settings.service.requestTimeoutMs,
        clock,
        log,
      }),
    );
    bundle = fetched.bundle;
    setLinkOutputs(outputs, bundle);
    Object.assign(outputs, { 'bundle-size': String(fetched.sizeBytes), 'bundle-sha256': fetched.sha256, 'bundle-path': fetched.path });
    Object.assign(facts, { bundle, pageCount: fetched.pageCount, sizeBytes: fetched.sizeBytes, sha256: fetched.sha256, airgapFindings: describeFindings(fetched.airgapFindings) });
    if (fetched.airgapFindings.length > 0) annotateFindings(log, fetched.airgapFindings);
    const extractTo = settings.export.extractTo;
    if (extractTo) {
      const extracted = await log.group('Extracting the bundle', () => extractVerifiedBundle(fetched.path, extractTo));
      log.info(`Extracted ${extracted.files} files to ${extracted.path}.`);
      outputs['extracted-path'] = extracted.path;
    }
  }

  const summary = [decision.reason, `The new link expires at ${bundle.expiresAt}.`];
  if (!store) summary.push('No `values-file`: the link is in the `bundle-url` output only.');
  await writeSummarySafely(context, refreshSummary(summary));
  if (store) Object.assign(outputs, await log.group('Updating the values file', () => rollOutValues(context, facts, store)));
  return outputs;
}

function setLinkOutputs(outputs: Outputs, bundle: Bundle): void {
  outputs['bundle-url'] = bundle.bundleUrl;
  outputs['expires-at'] = bundle.expiresAt;
}
