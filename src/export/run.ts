import { describeFindings } from '../bundle/airgap-report.ts';
import { uploadArtifactStep } from '../bundle/artifact-step.ts';
import type { DownloaderContext } from '../bundle/download/downloader.ts';
import { deployedBundleReader, verifiedManifest } from '../bundle/manifest.ts';
import { obtainVerifiedBundle } from '../bundle/obtain.ts';
import type { RunContext } from '../runtime/context.ts';
import { withOutputs } from '../runtime/failure.ts';
import type { Outputs } from '../runtime/outputs.ts';
import { writeStepSummary } from '../runtime/summary.ts';
import type { ExportRunSettings } from '../settings/types.ts';
import { openValuesStore, rollOutValues } from '../values/rollout.ts';
import { deployFirst, deploymentOutputs } from './deploy.ts';
import type { DeploymentResult } from './deploy.ts';
import { jobOutputs, startOrReuseJob, waitForJob } from './job.ts';
import { buildExportSummary } from './summary.ts';

/** The run's context, and where its bundle downloads run (execute.ts chooses). */
type ExportContext = RunContext<ExportRunSettings> & DownloaderContext;

/**
 * Export mode: (deploy first,) start or reuse a job, wait for it, obtain the verified bundle, summarise,
 * roll the link into the values, and upload the artifact last, so nothing the artifact service does can
 * keep the fresh link from the deployment. Whatever fails, the outputs known by then (job id, status,
 * ...) go with the failure.
 */
export async function runExport(context: ExportContext): Promise<Outputs> {
  const outputs: Outputs = {};
  try {
    return await exportSteps(context, outputs);
  } catch (error) {
    throw withOutputs(error, outputs);
  }
}

async function exportSteps(context: ExportContext, outputs: Outputs): Promise<Outputs> {
  const { settings, service, clock, log } = context;
  const options = settings.export;

  // The values target is checked first (repository reachable, not public): a refusal costs no export.
  const valuesStore = settings.values.file
    ? await log.group('Checking the values target', () => openValuesStore(context))
    : undefined;

  let deployment: DeploymentResult | undefined;
  if (options.deployFirst) {
    const { projectId, timeoutMs } = options.deployFirst;
    deployment = await deployFirst({ service, clock, log, projectId, timeoutMs, secrets: [settings.service.apiKey] });
    Object.assign(outputs, deploymentOutputs(deployment.deploymentId, deployment));
  }

  const { jobId, started } = await startOrReuseJob(context);
  Object.assign(outputs, jobOutputs(jobId, started));

  const waited = await waitForJob({
    service,
    clock,
    log,
    jobId,
    timeoutMs: options.timeoutMs,
    started,
    secrets: [settings.service.apiKey],
  });
  Object.assign(outputs, jobOutputs(jobId, waited.job));
  const deadline = waited.seenAt - waited.waitedMs + options.timeoutMs;

  const bundleSettings = { ...options, requestTimeoutMs: settings.service.requestTimeoutMs };
  const obtained = await obtainVerifiedBundle(context, {
    jobId,
    deadline,
    expectedPageCount: waited.job.pageCount,
    settings: bundleSettings,
    // The files' hashes feed only the bundle diff of the values rollout.
    hashFiles: settings.values.file !== undefined,
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

  await writeStepSummary(
    context,
    buildExportSummary({
      jobId,
      domain: options.domain,
      version: options.version,
      pageCount: waited.job.pageCount,
      bundleUrl: bundle.bundleUrl,
      expiresAt: bundle.expiresAt,
      now: clock.now(),
      download,
      deployment,
      airgapCheck: options.airgapCheck,
      airgapFindings: findings,
      warnings: fetched?.warnings ?? [],
    }),
  );

  if (settings.values.file) {
    const rolled = await log.group('Updating the values file', () =>
      rollOutValues(
        context,
        {
          jobId,
          bundle,
          pageCount: waited.job.pageCount,
          sizeBytes: download?.sizeBytes,
          sha256: download?.sha256,
          airgapFindings: describeFindings(findings),
          manifest: verifiedManifest(fetched),
        },
        // The bundle diff: the deployed side from its recorded manifest, else from its link (hashing only).
        {
          store: valuesStore,
          previousBundle: deployedBundleReader(context, bundleSettings, { deadline, newBundle: fetched }),
        },
      ),
    );
    Object.assign(outputs, rolled);
  }

  // Last: an artifact failure never keeps the link from the deployment, and fails the step with every output set.
  if (fetched) await uploadArtifactStep(context, fetched.path);
  return outputs;
}
