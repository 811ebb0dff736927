import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create } from 'tar';
import type { ArtifactFake } from '../../support/artifact-fake/index.ts';

/** Every variable the artifact client reads; all are saved and put back, so a test leaves the process as it found it. */
const clientVariables = [
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RESULTS_URL',
  'GITHUB_SERVER_URL',
  'GITHUB_RETENTION_DAYS',
  'ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY',
  'ACTIONS_ARTIFACT_UPLOAD_TIMEOUT_MS',
] as const;

/** Points the artifact client at the fake (or at nothing, without a fake); returns what restores the environment. */
export function useArtifactService(fake: ArtifactFake | undefined): () => void {
  const saved = new Map(clientVariables.map((name) => [name, process.env[name]]));
  for (const name of clientVariables) delete process.env[name];
  if (fake) {
    process.env['ACTIONS_RUNTIME_TOKEN'] = fake.runtimeToken;
    process.env['ACTIONS_RESULTS_URL'] = fake.resultsUrl;
  }
  return () => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}

export interface Workspace {
  root: string;
  /** Given to uploadBundleArtifact as tempDir: must be empty again after every upload. */
  tempDir: string;
  remove(): Promise<void>;
}

export async function workspace(): Promise<Workspace> {
  const root = await mkdtemp(path.join(tmpdir(), 'artifact-test-'));
  const tempDir = path.join(root, 'runner-temp');
  await mkdir(tempDir);
  return { root, tempDir, remove: () => rm(root, { recursive: true, force: true, maxRetries: 5 }) };
}

/** A real gzipped tar of a small site written to disk; `padding` adds an incompressible asset of that many bytes. */
export async function writeBundle(root: string, padding = 0): Promise<{ path: string; bytes: Buffer }> {
  const site = path.join(root, 'site');
  await mkdir(path.join(site, 'guides'), { recursive: true });
  await writeFile(
    path.join(site, 'index.html'),
    '<!doctype html><title>Home</title><a href="guides/start.html">Start</a>\n',
  );
  await writeFile(
    path.join(site, 'guides', 'start.html'),
    '<!doctype html><title>Start</title><p>Install, then run.</p>\n',
  );
  if (padding > 0) await writeFile(path.join(site, 'video.bin'), randomBytes(padding));
  const bundlePath = path.join(root, 'out', 'bundle.tar.gz');
  await mkdir(path.dirname(bundlePath), { recursive: true });
  await create({ gzip: true, file: bundlePath, cwd: site, portable: true }, ['.']);
  return { path: bundlePath, bytes: await readFile(bundlePath) };
}

/** What must hold for the bundle file after any upload, good or bad: same bytes, and no extra link left to it. */
export async function bundleState(bundlePath: string): Promise<{ bytes: Buffer; links: number }> {
  return { bytes: await readFile(bundlePath), links: (await stat(bundlePath)).nlink };
}

export const leftovers = (directory: string): Promise<string[]> => readdir(directory);
