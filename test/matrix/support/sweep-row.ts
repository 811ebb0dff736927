// The leak sweep as every matrix row runs it: the secrets of this world (API keys, GitHub token, every
// link the emulator handed out) and the row's planted text, searched in everything the run left behind.
import { join } from 'node:path';
import { expect } from 'vitest';
import { bundlePathOf } from './data-safety.ts';
import { collectLeakSources, findLeaks, linkSecrets } from './leak-sweep.ts';
import type { Secret } from './leak-sweep.ts';
import type { RowResult } from './row.ts';
import { GITHUB_TOKEN, VALUES_FILE } from './world.ts';

/**
 * The leak sweep of one run: the API key nowhere, the link's secret parts only in bundle-url and the values
 * file, and an attacker's planted text nowhere (not in the values file either).
 */
export async function sweepForLeaks(
  result: RowResult,
  apiKey: string | undefined,
  bundlePathInput: string | undefined,
  planted: readonly string[] = [],
): Promise<void> {
  const { run, world } = result;
  const storeQueries = world.emulator.requests
    .filter((r) => r.path.startsWith('/_store/'))
    .map((r) => new URLSearchParams(r.query).toString());
  const links = linkSecrets([...world.tap.bundleAnswers, run.outputs['bundle-url'] ?? '', ...storeQueries]);
  const issuedLink = world.tap.bundleAnswers.some((answer) => answer.includes('X-Amz-Signature='));
  // The sweep must know the link it looks for, or it would pass for the wrong reason.
  if (issuedLink) expect(links.map((s) => s.label)).toContain('X-Amz-Signature');
  const secrets: Secret[] = [
    ...[...new Set([world.apiKey, apiKey ?? ''])]
      .filter(Boolean)
      .map((value): Secret => ({ label: 'API key', value, kind: 'key' })),
    { label: 'GitHub token', value: GITHUB_TOKEN, kind: 'key' },
    ...links,
    ...planted.map((value, index): Secret => ({ label: `planted text ${index + 1}`, value, kind: 'key' })),
  ];
  const bundlePath = bundlePathOf(run.files.runnerTemp, bundlePathInput);
  const sources = await collectLeakSources(run, {
    directories: [run.files.runnerTemp, world.workspace],
    valuesFiles: [join(world.workspace, VALUES_FILE)],
    skipFiles: [bundlePath],
    githubRequests: result.githubRequests,
  });
  expect(findLeaks(sources, secrets), 'leak sweep').toEqual([]);
}
