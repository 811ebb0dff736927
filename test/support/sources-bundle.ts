// Global setup: the action's sources bundled once for the run (devkit/harness/sources-bundle.ts says why); the
// harness starts children from it. Removed at the end.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSourcesBundle, SOURCES_BUNDLE_VARIABLE } from '../../devkit/harness/sources-bundle.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const before = process.env[SOURCES_BUNDLE_VARIABLE];
  const dir = await mkdtemp(join(tmpdir(), 'docs-export-sources-'));
  await buildSourcesBundle(dir);
  process.env[SOURCES_BUNDLE_VARIABLE] = dir;
  return async function teardown() {
    if (before === undefined) delete process.env[SOURCES_BUNDLE_VARIABLE];
    else process.env[SOURCES_BUNDLE_VARIABLE] = before;
    await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
}
