// The bundle diff through a whole rollout against the GitHub fake: the run that rolls a bundle out records its
// manifest where the values go, and the next run reads it back with no request to the service or the storage.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deployRepository, startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { GITHUB_BODY_LIMIT } from '../../src/github/limits.ts';
import { decodeManifest } from '../../src/manifest/encoding.ts';
import { findRecord } from '../../src/manifest/framing.ts';
import { rollOutValues } from '../../src/values/rollout.ts';
import type { RolloutFacts } from '../../src/values/rollout.ts';
import { FRESH_LINK, FRESH_RECORD } from './golden-cases.ts';
import { deliveryInputs, expectNoLeakToGitHub, exportFacts, linkSecrets, tempDir, testContext } from './helpers.ts';
import { hashOf, previousSource, realisticSite, site } from './manifests.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/values');
const CHART = fs.readFileSync(path.join(FIXTURES, 'chart.input.yaml'), 'utf8');
const FILE = 'deploy/values.yaml';
const JOB_A = 'se_aaaa000000000001';
const JOB_B = 'se_bbbb000000000002';
const JOB_C = 'se_cccc000000000003';
const linkOf = (job: string) =>
  FRESH_LINK.replaceAll(FRESH_RECORD.jobId, job).replace(
    /X-Amz-Signature=[0-9a-f]+/,
    `X-Amz-Signature=${job.slice(3).repeat(4)}`,
  );
const SITE_A = site(120);
const SITE_B = (() => {
  const next = site(120, 1, 10); // every 10th page changed (12 of them)
  next.delete('docs/section-1/page-1.html');
  next.set('docs/new/launch.html', hashOf(0xbeef));
  return next;
})();

let fake: GitHubFake;

beforeEach(async () => {
  fake = await startGitHubFake(deployRepository({ [FILE]: CHART }));
});

afterEach(async () => {
  await fake.close();
});

function factsFor(job: string, manifest = job === JOB_A ? SITE_A : SITE_B): RolloutFacts {
  return { ...exportFacts(linkOf(job), FRESH_RECORD.expiresAt, job), manifest };
}

async function rollOut(push: 'commit' | 'pull-request', facts: RolloutFacts, linked?: Map<string, string>) {
  const context = testContext({ inputs: deliveryInputs(push, FILE), github: fake });
  const source = previousSource(linked);
  const outputs = await rollOutValues(context, facts, { previousBundle: source });
  return { context, outputs, source };
}

const readDiffFile = (file: string | undefined) =>
  JSON.parse(fs.readFileSync(file ?? '', 'utf8')) as {
    added: string[];
    removed: string[];
    changed: string[];
    counts: Record<string, number>;
  };

describe('the bundle diff in a rollout', () => {
  it('push: pull-request: from the manifest recorded in the merged pull request body, with zero service requests', async () => {
    const first = await rollOut('pull-request', factsFor(JOB_A));
    expect(first.outputs['pages-added']).toBeUndefined(); // the chart's old link was not rolled out by this action's record
    expect(fake.pulls('acme/deploy')[0]?.body).toMatch(
      /\n<!-- docs-export-action:bundle-manifest job=se_aaaa000000000001 pages=120\n[\s\S]+-->$/,
    );
    fake.mergePull('acme/deploy', 1);

    // The testContext's service rejects every call, and the reader of the deployed link must not be used.
    const second = await rollOut('pull-request', factsFor(JOB_B));
    expect(second.source.linkReads).toEqual([]);
    expect(second.outputs).toMatchObject({ 'pages-added': '1', 'pages-removed': '1', 'pages-changed': '12' });
    const diff = readDiffFile(second.outputs['diff-file']);
    expect(diff.added).toEqual(['docs/new/launch.html']);
    expect(diff.removed).toEqual(['docs/section-1/page-1.html']);
    expect(diff.changed).toHaveLength(12);
    expect(second.outputs['diff-file']).toBe(
      path.join(second.context.runner.runnerTemp, 'docs-export', 'bundle-diff.json'),
    );
    const body = fake.pulls('acme/deploy').find((pull) => pull.state === 'open')?.body ?? '';
    expect(body).toContain(
      '**1 added, 1 removed, 12 changed** pages, 107 unchanged, against the bundle deployed now (job `se_aaaa000000000001`, from the manifest its rollout recorded)',
    );
    expect(body).toContain('Added:\n- `docs/new/launch.html`');
    expect(second.context.summaries.join('\n')).toContain('**1 added, 1 removed, 12 changed**');
    expect(second.context.log.text()).toContain(
      'Bundle diff against the deployed bundle (job se_aaaa000000000001, from the manifest its rollout recorded): 1 added, 1 removed, 12 changed, 107 unchanged.',
    );
    expectNoLeakToGitHub(fake, [...linkSecrets(linkOf(JOB_A)), ...linkSecrets(linkOf(JOB_B))]);
  });

  it('push: commit: from the manifest recorded in the commit message', async () => {
    await rollOut('commit', factsFor(JOB_A));
    const [commit] = fake.commits('acme/deploy', 'main');
    expect(commit?.message).toMatch(
      /^Update static export bundle link for docs\.example\.com\n\ndocs-export-action:bundle-manifest job=se_aaaa000000000001 pages=120\n/,
    );
    // Someone changes another value in the file meanwhile: the record is still found further back.
    const edited = (fake.readFile('acme/deploy', 'main', FILE) ?? '').replace('replicaCount: 2', 'replicaCount: 3');
    fake.commitFiles('acme/deploy', 'main', { [FILE]: edited }, { message: 'Scale up' });

    const second = await rollOut('commit', factsFor(JOB_B));
    expect(second.source.linkReads).toEqual([]);
    expect(second.outputs).toMatchObject({ 'pages-added': '1', 'pages-removed': '1', 'pages-changed': '12' });
    expect(second.context.summaries.join('\n')).toContain('from the manifest its rollout recorded');
  });

  it('from the bundle at the link the values hold, when no rollout recorded a manifest', async () => {
    fake.commitFiles('acme/deploy', 'main', {
      [FILE]: `staticExport:\n  bundleUrl: "${linkOf(JOB_A)}" # docs-export: job=${JOB_A} expires=2026-11-28T05:31:56Z\n`,
    });
    const { outputs, source, context } = await rollOut('commit', factsFor(JOB_B), SITE_A);
    expect(source.linkReads).toEqual([linkOf(JOB_A)]);
    expect(context.secrets).toContain(linkOf(JOB_A));
    expect(outputs).toMatchObject({ 'pages-added': '1', 'pages-removed': '1', 'pages-changed': '12' });
    expect(context.summaries.join('\n')).toContain('read from the link the values hold');
  });

  it('with neither, says so and sets no diff outputs', async () => {
    fake.commitFiles('acme/deploy', 'main', {
      [FILE]: `staticExport:\n  bundleUrl: "${linkOf(JOB_A)}" # docs-export: job=${JOB_A} expires=2026-11-01T00:00:00Z\n`,
    });
    const { outputs, source, context } = await rollOut('pull-request', factsFor(JOB_B), SITE_A);
    expect(source.linkReads).toEqual([]);
    expect(outputs['pages-added']).toBeUndefined();
    expect(outputs['diff-file']).toBeUndefined();
    expect(fake.pulls('acme/deploy')[0]?.body).toContain(
      'No page diff: the deployed bundle (job `se_aaaa000000000001`) is unknown: its rollout recorded no manifest, and the link the values hold expired at 2026-11-01T00:00:00Z.',
    );
    expect(context.summaries.join('\n')).toContain('No page diff');
  });

  it('identical content: the same job again, and the pull request says the rollout only renews the link', async () => {
    await rollOut('pull-request', factsFor(JOB_A));
    fake.mergePull('acme/deploy', 1);
    // A refresh of the same job: a new link, no download (no manifest), the record carried on.
    const renewed = {
      ...exportFacts(
        linkOf(JOB_A).replace('X-Amz-Date=20261127T053156Z', 'X-Amz-Date=20261128T000000Z'),
        '2026-11-29T00:00:00Z',
        JOB_A,
      ),
      sha256: undefined,
    };
    const { outputs, source } = await rollOut('pull-request', renewed);
    expect(source.linkReads).toEqual([]);
    expect(outputs).toMatchObject({ 'pages-added': '0', 'pages-removed': '0', 'pages-changed': '0' });
    const body = fake.pulls('acme/deploy').find((pull) => pull.state === 'open')?.body ?? '';
    expect(body).toContain('**identical content** to the one deployed now, so this rollout only renews the link.');
    expect(body).toContain('**Identical content** (120 pages)');
    expect(body).toMatch(/<!-- docs-export-action:bundle-manifest job=se_aaaa000000000001 pages=120\n/);
  });

  it('a 10,000-page site at 64 bits a hash: too large for the pull request body (the next run reads the link), recorded in a commit message', async () => {
    // The emulator's 10,000-page data set (proj_large): paths like reference/sdk/python/shipments/create.html.
    const deployed = realisticSite(10_000, 0);
    const next = realisticSite(10_000, 1);
    fake.commitFiles('acme/deploy', 'main', {
      [FILE]: `staticExport:\n  bundleUrl: "${linkOf(JOB_A)}" # docs-export: job=${JOB_A} expires=2026-11-28T05:31:56Z\n`,
    });
    const viaPull = await rollOut('pull-request', { ...factsFor(JOB_B), manifest: next }, deployed);
    expect(viaPull.outputs['pages-changed']).toBe('3334');
    const body = fake.pulls('acme/deploy')[0]?.body ?? '';
    expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    expect(body).toContain('every path is in the `diff-file` output');
    expect(body).toContain("This bundle's manifest (10000 pages) is too large to record in this pull request");

    const viaCommit = await rollOut('commit', { ...factsFor(JOB_B), manifest: next }, deployed);
    expect(viaCommit.outputs['pages-changed']).toBe('3334');
    const found = findRecord(fake.commits('acme/deploy', 'main')[0]?.message ?? '', 'commit-message', JOB_B);
    expect(found?.pages).toBe(10_000);
    expect(decodeManifest(found?.text.slice(47) ?? '')).toEqual(next);

    // The next run diffs against the commit's record with no read of the link.
    const third = await rollOut('commit', { ...factsFor(JOB_C), manifest: deployed });
    expect(third.source.linkReads).toEqual([]);
    expect(third.outputs['pages-changed']).toBe('3334');
  });

  it('a record that cannot fit the pull request body is left out with a note, and the next run reads the link', async () => {
    const big = site(10_000);
    const bigger = site(10_000, 2, 3);
    fake.commitFiles('acme/deploy', 'main', {
      [FILE]: `staticExport:\n  bundleUrl: "${linkOf(JOB_A)}" # docs-export: job=${JOB_A} expires=2026-11-28T05:31:56Z\n`,
    });
    const { outputs } = await rollOut('pull-request', { ...factsFor(JOB_B), manifest: bigger }, big);
    expect(outputs['pages-changed']).toBe('3334');
    const body = fake.pulls('acme/deploy')[0]?.body ?? '';
    expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    expect(body).not.toContain('docs-export-action:bundle-manifest');
    expect(body).toContain(
      "This bundle's manifest (10000 pages) is too large to record in this pull request; the next run reads the bundle at its link for the diff.",
    );
  });

  it('push: none diffs against the workspace file, from the link it holds', async () => {
    const workspace = tempDir();
    fs.writeFileSync(
      path.join(workspace, 'values.yaml'),
      `staticExport:\n  bundleUrl: "${linkOf(JOB_A)}" # docs-export: job=${JOB_A} expires=2026-11-28T05:31:56Z\n`,
    );
    const context = testContext({ inputs: { 'values-file': 'values.yaml' }, workspace });
    const source = previousSource(SITE_A);
    const outputs = await rollOutValues(context, factsFor(JOB_B), { previousBundle: source });
    expect(outputs).toMatchObject({
      'values-changed': 'true',
      'pages-added': '1',
      'pages-removed': '1',
      'pages-changed': '12',
    });
    expect(source.linkReads).toEqual([linkOf(JOB_A)]);
  });
});
