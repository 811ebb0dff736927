import { uploadBundleArtifact } from '../bundle/artifact.ts';
import type { RunContext } from '../runtime/context.ts';
import type { ExportRunSettings } from '../settings/types.ts';
import { withOutputs } from '../runtime/failure.ts';
import { describeFailure } from '../util/errors.ts';
import type { Outputs } from '../runtime/outputs.ts';
import { openValuesStore, rollOutValues } from '../values/rollout.ts';
import { describeFindings } from '../bundle/airgap-report.ts';
import { obtainVerifiedBundle } from '../bundle/obtain.ts';
import { jobOutputs } from './job-outputs.ts';
import { startOrReuseJob } from './start.ts';
import { buildExportSummary } from './summary.ts';
import { waitForJob } from './wait.ts';

/**
 * Export mode: start (or reuse) a job, wait for it, get a bundle link, download and verify the
 * bundle, extract it, summarise, and roll the link into the values. Whatever fails, the outputs
 * known by then (job id, status, ...) go with the failure.
 */
export async function runExport(context: RunContext<ExportRunSettings>): Promise<Outputs> {
  const outputs: Outputs = {};
  try {
    return await exportSteps(context, outputs);
  } catch (error) {
    throw withOutputs(error, outputs);
  }
}

async function exportSteps(context: RunContext<ExportRunSettings>, outputs: Outputs): Promise<Outputs> {
  const { settings, service, clock, log } = context;
  const options = settings.export;

  // The values target is checked first (repository reachable, not public): a refusal costs no export.
  const valuesStore = settings.values.file ? await log.group('Checking the values target', () => openValuesStore(context)) : undefined;

  const { jobId, started } = await startOrReuseJob(context);
  Object.assign(outputs, jobOutputs(jobId, started));

  const waited = await waitForJob({ service, clock, log, jobId, timeoutMs: options.timeoutMs, started });
  Object.assign(outputs, jobOutputs(jobId, waited.job));
  const deadline = waited.seenAt - waited.waitedMs + options.timeoutMs;

  const obtained = await obtainVerifiedBundle(context, {
    jobId,
    deadline,
    expectedPageCount: waited.job.pageCount,
    settings: { ...options, requestTimeoutMs: settings.service.requestTimeoutMs },
    onOutputs: (known) => Object.assign(outputs, known),
  });
  const { bundle } = obtained;
  const fetched = obtained.download;
  const download = fetched && {
    sizeBytes: fetched.sizeBytes,
    sha256: fetched.sha256,
    path: fetched.path,
    extractedPath: fetched.extracted?.path,
  };
  const findings = fetched?.airgapFindings ?? [];
  const warnings = fetched?.warnings ?? [];

  await writeSummary(context, buildExportSummary({
    jobId,
    domain: options.domain,
    version: options.version,
    pageCount: waited.job.pageCount,
    bundleUrl: bundle.bundleUrl,
    expiresAt: bundle.expiresAt,
    now: clock.now(),
    download,
    airgapCheck: options.airgapCheck,
    airgapFindings: findings,
    warnings,
  }));

  if (settings.values.file) {
    const rolled = await log.group('Updating the values file', () =>
      rollOutValues(context, {
        jobId,
        bundle,
        pageCount: waited.job.pageCount,
        sizeBytes: download?.sizeBytes,
        sha256: download?.sha256,
        airgapFindings: describeFindings(findings),
      }, valuesStore),
    );
    Object.assign(outputs, rolled);
  }

  // After the rollout: an artifact that fails must not keep the fresh link from being rolled out.
  const artifactName = options.artifactName;
  if (artifactName && fetched) {
    await log.group('Uploading the bundle as an artifact', () =>
      uploadBundleArtifact({
        bundlePath: fetched.path,
        name: artifactName,
        retentionDays: options.artifactRetentionDays,
        tempDir: context.runner.runnerTemp,
        log,
      }),
    );
  }
  return outputs;
}

/** A summary that cannot be written (no GITHUB_STEP_SUMMARY outside a runner) is not worth failing the export. */
async function writeSummary(context: RunContext, markdown: string): Promise<void> {
  try {
    await context.writeSummary(markdown);
  } catch (error) {
    context.log.warning(`Could not write the step summary: ${describeFailure(error)}`);
  }
}
