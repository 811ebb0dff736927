// Issue 17, finding 2: the manifest record is read from texts others can write (commit messages, pull request
// bodies). A record counts only when this action wrote it with this configuration, and it keeps 64 bits a hash.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deployRepository, startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { findRecord } from '../../src/manifest/framing.ts';
import { recordKey } from '../../src/manifest/seal.ts';
import { rollOutValues } from '../../src/values/rollout.ts';
import type { RolloutFacts } from '../../src/values/rollout.ts';
import { FRESH_LINK, FRESH_RECORD } from './golden-cases.ts';
import { deliveryInputs, exportFacts, testContext } from './helpers.ts';
import { previousSource, realisticSite, sealedRecord } from './manifests.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/values');
const CHART = fs.readFileSync(path.join(FIXTURES, 'chart.input.yaml'), 'utf8');
const FILE = 'deploy/values.yaml';
const JOB_A = 'se_aaaa000000000001';
const JOB_B = 'se_bbbb000000000002';
const linkOf = (job: string) => FRESH_LINK.replaceAll(FRESH_RECORD.jobId, job);
const SITE_A = realisticSite(120, 0);
/** Every third page changed: 40 of them. */
const SITE_B = realisticSite(120, 1);

let fake: GitHubFake;
beforeEach(async () => {
  fake = await startGitHubFake(deployRepository({ [FILE]: CHART }));
});
afterEach(async () => {
  await fake.close();
});

function factsFor(job: string, manifest: Map<string, string> | undefined): RolloutFacts {
  return { ...exportFacts(linkOf(job), FRESH_RECORD.expiresAt, job), manifest };
}

async function rollOut(facts: RolloutFacts, linked?: Map<string, string>) {
  const context = testContext({ inputs: deliveryInputs('commit', FILE), github: fake });
  const source = previousSource(linked);
  const outputs = await rollOutValues(context, facts, { previousBundle: source });
  return { context, outputs, source };
}

/** What someone without the API key can seal with: any key of their own, for the same repository and file. */
const GUESSED_KEY = recordKey('svc_guessed', {
  apiUrl: 'https://api.example.com',
  repository: 'acme/deploy',
  file: FILE,
  keyPath: ['staticExport'],
});

/** Someone else's commit to the values file whose message ends with a record of `pages` for job `job`. */
function commitForgedRecord(job: string, pages: Map<string, string>): string {
  const record = sealedRecord(pages, job, GUESSED_KEY);
  const block = `docs-export-action:bundle-manifest job=${job} pages=${pages.size}\n${record.match(/.{1,100}/g)?.join('\n')}`;
  const edited = (fake.readFile('acme/deploy', 'main', FILE) ?? '').replace('replicaCount: 2', 'replicaCount: 3');
  fake.commitFiles('acme/deploy', 'main', { [FILE]: edited }, { message: `Scale up\n\n${block}`, login: 'mallory' });
  return record;
}

describe('a manifest record someone else wrote', () => {
  it("a commit by someone else carrying a record of the next bundle's hashes makes the rollout say identical content", async () => {
    await rollOut(factsFor(JOB_A, SITE_A));
    commitForgedRecord(JOB_A, SITE_B);
    const { outputs, context, source } = await rollOut(factsFor(JOB_B, SITE_B), SITE_A);
    expect(outputs['pages-changed']).toBe('40');
    expect(context.summaries.join('\n')).not.toContain('Identical content');
    // The forged record is passed over; the one this action sealed, further back, is read: no download needed.
    expect(context.summaries.join('\n')).toContain('from the manifest its rollout recorded');
    expect(source.linkReads).toEqual([]);
  });

  it('a record this action sealed under another API key (a key rotation) is not read: the diff reads the deployed link', async () => {
    const first = await rollOut(factsFor(JOB_A, SITE_A));
    expect(first.outputs['values-changed']).toBe('true');
    const context = testContext({
      inputs: { ...deliveryInputs('commit', FILE), 'api-key': 'svc_rotated_key_0123456789' },
      github: fake,
    });
    const source = previousSource(SITE_A);
    const outputs = await rollOutValues(context, factsFor(JOB_B, SITE_B), { previousBundle: source });
    expect(source.linkReads).toEqual([linkOf(JOB_A)]);
    expect(outputs['pages-changed']).toBe('40');
    expect(context.summaries.join('\n')).toContain('read from the link the values hold');
  });

  it('the same-job path carries a forged record forward', async () => {
    await rollOut(factsFor(JOB_A, SITE_A));
    const forged = commitForgedRecord(JOB_A, SITE_B);
    // A renewal of the deployed job without a download: the deployed record goes on, but never the forged one.
    const renewed = linkOf(JOB_A).replace('X-Amz-Date=20261127T053156Z', 'X-Amz-Date=20261128T000000Z');
    await rollOut({ ...exportFacts(renewed, '2026-11-29T00:00:00Z', JOB_A), sha256: undefined });
    const [renewal] = fake.commits('acme/deploy', 'main');
    const carried = findRecord(renewal?.message ?? '', 'commit-message', JOB_A);
    expect(carried?.text).not.toBe(forged);
    expect(carried?.text).toBe(
      findRecord(fake.commits('acme/deploy', 'main')[2]?.message ?? '', 'commit-message', JOB_A)?.text,
    );
  });

  it("a page variant whose hash starts like the deployed page's passes as unchanged", async () => {
    await rollOut(factsFor(JOB_A, SITE_A));
    // The page author searched for a variant whose SHA-256 shares its first 32 bits with the deployed page's.
    const variant = new Map(SITE_A);
    const [page = '', hash = ''] = [...SITE_A][5] ?? [];
    variant.set(page, `${hash.slice(0, 8)}${hash.slice(8) === 'ffffffff' ? '00000000' : 'ffffffff'}`);
    const { outputs } = await rollOut(factsFor(JOB_B, variant), SITE_A);
    expect(outputs['pages-changed']).toBe('1');
  });
});
