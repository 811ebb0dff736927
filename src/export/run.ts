import type { Bundle } from '../client/types.ts';
import { uploadBundleArtifact } from '../bundle/artifact.ts';
import type { RunContext } from '../runtime/context.ts';
import { describeFailure, withOutputs } from '../runtime/failure.ts';
import type { Outputs } from '../runtime/outputs.ts';
import { openValuesStore, rollOutValues } from '../values/rollout.ts';
import { annotateFindings, describeFindings } from '../bundle/airgap-report.ts';
import { requestBundle } from '../bundle/request.ts';
import { fetchAndVerifyBundle } from '../bundle/download/fetch-bundle.ts';
import { extractVerifiedBundle } from '../bundle/extract.ts';
import { jobOutputs } from './job-outputs.ts';
import { startOrReuseJob } from './start.ts';
import { buildExportSummary } from './summary.ts';
import type { AirgapFinding } from '../bundle/verify/types.ts';
import { waitForJob } from './wait.ts';

/** A link that expired mid-download is renewed; a 409 then is retried for at most this long. */
const REFRESH_CONFLICT_WINDOW_MS = 60_000;

/**
 * Export mode: start (or reuse) a job, wait for it, get a bundle link, download and verify the
 * bundle, extract it, summarise, and roll the link into the values. Whatever fails, the outputs
 * known by then (job id, status, ...) go with the failure.
 */
export async function runExport(context: RunContext): Promise<Outputs> {
  const outputs: Outputs = {};
  try {
    return await exportSteps(context, outputs);
  } catch (error) {
    throw withOutputs(error, outputs);
  }
}

async function exportSteps(context: RunContext, outputs: Outputs): Promise<Outputs> {
  const { settings, service, clock, log } = context;
  const options = settings.export;

  // The values target is checked first (repository reachable, not public): a refusal costs no export.
  const valuesStore = settings.values.file ? await log.group('Checking the values target', () => openValuesStore(context)) : undefined;

  const { jobId, started } = await startOrReuseJob(context);
  Object.assign(outputs, jobOutputs(jobId, started));

  const waited = await waitForJob({ service, clock, log, jobId, timeoutMs: options.timeoutMs, started });
  Object.assign(outputs, jobOutputs(jobId, waited.job));
  const deadline = waited.seenAt - waited.waitedMs + options.timeoutMs;

  const askForBundle = (until: number) =>
    requestBundle({ service, clock, log, setSecret: context.setSecret, jobId, deadline: until });
  let bundle = await log.group('Getting the bundle link', () => askForBundle(deadline));
  setBundleOutputs(outputs, bundle);

  let download: { sizeBytes: number; sha256: string; path: string; extractedPath?: string } | undefined;
  let findings: AirgapFinding[] = [];
  let warnings: string[] = [];
  if (options.download) {
    const fetched = await log.group('Downloading and verifying the bundle', () =>
      fetchAndVerifyBundle({
        bundle,
        refreshBundle: () => askForBundle(Math.max(deadline, clock.now() + REFRESH_CONFLICT_WINDOW_MS)),
        destination: options.bundlePath,
        expectedPageCount: waited.job.pageCount,
        airgapCheck: options.airgapCheck,
        requestTimeoutMs: settings.service.requestTimeoutMs,
        clock,
        log,
      }),
    );
    bundle = fetched.bundle;
    setBundleOutputs(outputs, bundle);
    outputs['bundle-size'] = String(fetched.sizeBytes);
    outputs['bundle-sha256'] = fetched.sha256;
    outputs['bundle-path'] = fetched.path;
    download = { sizeBytes: fetched.sizeBytes, sha256: fetched.sha256, path: fetched.path };
    findings = fetched.airgapFindings;
    warnings = fetched.warnings;
    for (const warning of warnings) log.warning(warning, { title: 'Bundle check' });
    if (findings.length > 0) annotateFindings(log, findings);

    const extractTo = options.extractTo;
    if (extractTo) {
      const extracted = await log.group('Extracting the bundle', async () => {
        const result = await extractVerifiedBundle(fetched.path, extractTo);
        log.info(`Extracted ${result.files} files to ${result.path}.`);
        return result;
      });
      outputs['extracted-path'] = extracted.path;
      download.extractedPath = extracted.path;
    }

    const artifactName = options.artifactName;
    if (artifactName) {
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
  }

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
  return outputs;
}

function setBundleOutputs(outputs: Outputs, bundle: Bundle): void {
  outputs['bundle-url'] = bundle.bundleUrl;
  outputs['expires-at'] = bundle.expiresAt;
}

/** A summary that cannot be written (no GITHUB_STEP_SUMMARY outside a runner) is not worth failing the export. */
async function writeSummary(context: RunContext, markdown: string): Promise<void> {
  try {
    await context.writeSummary(markdown);
  } catch (error) {
    context.log.warning(`Could not write the step summary: ${describeFailure(error)}`);
  }
}
