// The "no data lost" checks every row runs must be able to fail: each kind of damage is caught.
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { noBundleProblems, valuesProblems, valuesTempProblems, verifiedBundleProblems } from './support/data-safety.ts';
import { boundViolations, countRequests } from './support/request-counts.ts';
import { INITIAL_VALUES } from './support/world.ts';

const LINK = 'http://127.0.0.1:1/_store/b/se_1/bundle.tar.gz?X-Amz-Signature=abc';
const KEY = ['staticExport'];

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'data-safety-'));
  dirs.push(dir);
  return dir;
}

function outputsFor(path: string, bytes: Buffer): Record<string, string> {
  return {
    'bundle-path': path,
    'bundle-sha256': createHash('sha256').update(bytes).digest('hex'),
    'bundle-size': String(bytes.length),
  };
}

describe('bundle-path checks', () => {
  it('accept the verified file the outputs describe, and nothing else', async () => {
    const dir = await tempDir();
    const bytes = gzipSync('tar bytes');
    await writeFile(join(dir, 'bundle.tar.gz'), bytes);
    expect(
      await verifiedBundleProblems(join(dir, 'bundle.tar.gz'), outputsFor(join(dir, 'bundle.tar.gz'), bytes)),
    ).toEqual([]);
    expect(await noBundleProblems(join(dir, 'other.tar.gz'))).toEqual([]);
  });

  it('catch a missing file, another sha, a cut gzip, a leftover .part and a file left after a failure', async () => {
    const dir = await tempDir();
    const path = join(dir, 'bundle.tar.gz');
    expect(await verifiedBundleProblems(path, {})).toEqual([expect.stringContaining('no bundle at bundle-path')]);
    const bytes = gzipSync('tar bytes');
    await writeFile(path, bytes.subarray(0, 10));
    await writeFile(join(dir, '.bundle.tar.gz.0a1b2c.part'), 'half');
    const problems = await verifiedBundleProblems(path, outputsFor(path, bytes));
    expect(problems.join('\n')).toMatch(/temp file \.bundle\.tar\.gz\.0a1b2c\.part/);
    expect(problems.join('\n')).toMatch(/SHA-256/);
    expect(problems.join('\n')).toMatch(/not a whole gzip stream/);
    expect((await noBundleProblems(path)).join('\n')).toMatch(/a file was left at bundle-path/);
  });
});

describe('values file checks', () => {
  const withLink = INITIAL_VALUES.replace('bundleUrl: ""', `bundleUrl: "${LINK}"`);

  it('accept an unchanged file, or the new link with the rest kept', () => {
    expect(valuesProblems(INITIAL_VALUES, INITIAL_VALUES, 'unchanged', undefined, KEY)).toEqual([]);
    expect(valuesProblems(INITIAL_VALUES, withLink, 'new-link', LINK, KEY)).toEqual([]);
  });

  it('catch a half-written file, a missing file, a change on failure, another link, the old link and a lost key', () => {
    expect(
      valuesProblems(
        INITIAL_VALUES,
        withLink.slice(0, withLink.indexOf('bundleUrl') + 16),
        'new-link',
        LINK,
        KEY,
      ).join(),
    ).toMatch(/does not parse as YAML/);
    expect(valuesProblems(INITIAL_VALUES, undefined, 'unchanged', undefined, KEY)).toEqual(['the values file is gone']);
    expect(valuesProblems(INITIAL_VALUES, withLink, 'unchanged', LINK, KEY).join()).toMatch(/changed although/);
    expect(valuesProblems(INITIAL_VALUES, withLink, 'new-link', `${LINK}x`, KEY).join()).toMatch(
      /is not the bundle-url output/,
    );
    expect(valuesProblems(withLink, withLink, 'new-link', LINK, KEY).join()).toMatch(/still holds the link it had/);
    expect(
      valuesProblems(
        INITIAL_VALUES,
        withLink.replace('replicaCount: 2', 'replicaCount: 3'),
        'new-link',
        LINK,
        KEY,
      ).join(),
    ).toMatch(/replicaCount/);
  });

  it('catch a temp file left beside the values file', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'values.yaml'), INITIAL_VALUES);
    await writeFile(join(dir, 'values.yaml.docs-export-42.tmp'), 'half');
    expect(await valuesTempProblems(join(dir, 'values.yaml'))).toEqual([
      'temp file values.yaml.docs-export-42.tmp left beside the values file',
    ]);
  });
});

describe('request bounds', () => {
  it('count requests by purpose and name each bound that does not hold', () => {
    const counts = countRequests([
      { method: 'POST', path: '/v1/static-export/jobs', query: {}, status: 202, authorization: true },
      { method: 'POST', path: '/v1/static-export/jobs', query: {}, status: 202, authorization: true },
      { method: 'GET', path: '/v1/static-export/jobs/se_1', query: {}, status: 200, authorization: true },
      { method: 'POST', path: '/v1/static-export/jobs/se_1/bundle', query: {}, status: 200, authorization: true },
      { method: 'GET', path: '/_store/b/se_1/bundle.tar.gz', query: {}, status: 200, authorization: false },
      { method: 'GET', path: '/v1/analytics/p/visitors', query: {}, status: 200, authorization: true },
    ]);
    expect(counts).toEqual({ startJob: 2, statusPolls: 1, bundle: 1, storeGets: 1, analytics: 1, other: 0 });
    expect(boundViolations(counts, { startJob: 1, statusPolls: [0, 5], analytics: [2, 3] })).toEqual([
      'startJob: 2 requests, expected 1',
      'analytics: 1 requests, expected 2 to 3',
    ]);
  });
});
