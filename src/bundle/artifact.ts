import fs from 'node:fs/promises';
import path from 'node:path';
import { describeFailure, OperationError } from '../util/errors.ts';
import type { Log } from '../util/log.ts';

export interface BundleArtifactRequest {
  bundlePath: string;
  /** The artifact's name; `.tar.gz` is added when missing, since an unzipped artifact is named after its file. */
  name: string;
  retentionDays?: number;
  /** Scratch space for the renamed link to the bundle. */
  tempDir: string;
  log: Log;
}

export interface UploadedArtifact {
  name: string;
  id: number;
  size: number;
  digest?: string;
}

export function artifactFileName(name: string): string {
  return name.endsWith('.tar.gz') || name.endsWith('.tgz') ? name : `${name}.tar.gz`;
}

/** The variables through which a GitHub Actions runner offers its artifact service. */
const runnerVariables = ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL'] as const;

/**
 * Uploads the verified bundle as a workflow artifact without a zip around it. The artifact client is
 * imported here, on first use, so the modes that never upload do not load it at start-up.
 */
export async function uploadBundleArtifact(request: BundleArtifactRequest): Promise<UploadedArtifact> {
  const fileName = artifactFileName(request.name);
  const missing = runnerVariables.filter((name) => !process.env[name]);
  if (missing.length > 0) {
    throw new OperationError(
      `Uploading the bundle as artifact "${fileName}" failed: this runner offers no artifact service (${missing.join(' and ')} not set). Outside GitHub Actions, leave "artifact-name" empty and take the bundle from bundle-path.`,
    );
  }
  const staging = await fs.mkdtemp(path.join(request.tempDir, 'docs-export-artifact-'));
  const staged = path.join(staging, fileName);
  try {
    // link the file itself: a linked symlink would point elsewhere from the staging directory
    const source = await fs.realpath(request.bundlePath);
    await fs.link(source, staged).catch(() => fs.copyFile(source, staged));
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const client = new DefaultArtifactClient();
    const result = await client.uploadArtifact(fileName, [staged], staging, {
      skipArchive: true,
      ...(request.retentionDays ? { retentionDays: request.retentionDays } : {}),
    });
    request.log.info(`Uploaded the bundle as artifact "${fileName}" (id ${result.id}, ${result.size ?? 0} bytes).`);
    return { name: fileName, id: result.id ?? 0, size: result.size ?? 0, digest: result.digest };
  } catch (error) {
    throw new OperationError(
      `Uploading the bundle as artifact "${fileName}" failed: ${describeFailure(error)}. The bundle itself is still at ${request.bundlePath}. Re-run the job if the artifact service failed for a moment, or leave "artifact-name" empty to skip the upload.`,
      { cause: error },
    );
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
