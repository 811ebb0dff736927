import type { RunContext } from '../runtime/context.ts';
import { enterpriseServerAddress } from '../runtime/runner.ts';
import type { LinkRunSettings } from '../settings/types.ts';
import { uploadBundleArtifact } from './artifact.ts';

/**
 * The `artifact-name` step of both link modes, run after the values rollout so that nothing the artifact
 * service does keeps the fresh link from the deployment. Skipped with a warning on GitHub Enterprise
 * Server, whose runners lack the artifact service the client uses. What it throws ends the step, with
 * every output already set by then.
 */
export async function uploadArtifactStep(context: RunContext<LinkRunSettings>, bundlePath: string): Promise<void> {
  const { settings, log, runner } = context;
  const { artifactName: name, artifactRetentionDays } = settings.mode === 'export' ? settings.export : settings.refresh;
  if (!name) return;
  const enterpriseServer = enterpriseServerAddress(runner);
  if (enterpriseServer) {
    log.warning(
      `artifact-name "${name}" is skipped: this runner belongs to GitHub Enterprise Server (${enterpriseServer}), where the artifact ` +
        `service this action uploads to is not available. The verified bundle is at ${bundlePath}: upload it in a later step with ` +
        'actions/upload-artifact@v3 (or the version your GHES supports), or leave artifact-name empty.',
      { title: 'Artifact skipped' },
    );
    return;
  }
  await log.group('Uploading the bundle as an artifact', () =>
    uploadBundleArtifact({
      bundlePath,
      name,
      retentionDays: artifactRetentionDays,
      tempDir: runner.runnerTemp,
      log,
    }),
  );
}
