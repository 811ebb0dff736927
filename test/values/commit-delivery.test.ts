import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { FRESH_LINK, FRESH_RECORD } from './golden-cases.ts';
import { deliveryInputs, expectNoLeakToGitHub, expectNoLeakToUser, linkSecrets, rollOutWith } from './helpers.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/values');
const CHART = fs.readFileSync(path.join(FIXTURES, 'chart.input.yaml'), 'utf8');
const CHART_EDITED = fs.readFileSync(path.join(FIXTURES, 'chart.expected.yaml'), 'utf8');
const FILE = 'deploy/values.yaml';
const SECOND_LINK = FRESH_LINK.replace(/X-Amz-Signature=[0-9a-f]+/, `X-Amz-Signature=${'5e'.repeat(32)}`).replaceAll(
  'se_3f9a2c1b8e7d4a06',
  'se_77aa00bb11cc22dd',
);

let fake: GitHubFake;

beforeEach(async () => {
  fake = await startGitHubFake({
    tokens: [
      // The workflow's own token: an installation token for the docs repository only.
      { token: 'ghs_workflow', login: 'github-actions[bot]', type: 'Bot', installation: true, repos: ['acme/docs'] },
      // A token made for the deployment repository.
      { token: 'ghp_deploy', login: 'release-bot', repos: ['acme/deploy', 'acme/public-deploy'] },
    ],
    repos: [
      { owner: 'acme', name: 'docs', private: true, files: { 'README.md': '# docs\n' } },
      { owner: 'acme', name: 'deploy', private: true, files: { [FILE]: CHART, 'README.md': '# deploy\n' } },
      { owner: 'acme', name: 'public-deploy', private: false, files: { [FILE]: CHART } },
    ],
  });
});

afterEach(async () => {
  await fake.close();
});

const commitInputs = (extra: Record<string, string> = {}) => deliveryInputs('commit', FILE, extra);

const run = (inputs: Record<string, string>, link = FRESH_LINK, jobId = FRESH_RECORD.jobId) =>
  rollOutWith(fake, inputs, link, FRESH_RECORD.expiresAt, jobId);

const puts = () => fake.requests.filter((r) => r.method === 'PUT' && r.path.includes('/contents/'));

describe('push: commit', () => {
  it('commits the edited file to the default branch of another repository, based on the blob it read', async () => {
    const before = fake.commits('acme/deploy', 'main');
    const { context, outputs } = await run(commitInputs());

    expect(fake.readFile('acme/deploy', 'main', FILE)).toBe(CHART_EDITED);
    const commits = fake.commits('acme/deploy', 'main');
    expect(commits).toHaveLength(before.length + 1);
    expect(commits[0]).toMatchObject({
      message: 'Update static export bundle link for docs.example.com',
      author: 'release-bot',
    });
    expect(outputs).toEqual({ 'values-changed': 'true', 'commit-sha': commits[0]?.sha });
    // The write named the blob that was read.
    const put = JSON.parse(puts()[0]?.body ?? '{}') as { sha?: string; branch?: string };
    expect(put.branch).toBe('main');
    expect(put.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(context.summaries.join('\n')).toContain('Committed deploy/values.yaml on main of acme/deploy');
    expectNoLeakToGitHub(fake, linkSecrets(FRESH_LINK));
    expectNoLeakToUser(context, linkSecrets(FRESH_LINK));
  });

  it('commits to values-branch when given', async () => {
    fake.addBranch('acme/deploy', 'production');
    await run(commitInputs({ 'values-branch': 'production', 'values-file': './deploy/values.yaml' }));
    expect(fake.readFile('acme/deploy', 'production', FILE)).toBe(CHART_EDITED);
    expect(fake.readFile('acme/deploy', 'main', FILE)).toBe(CHART);
  });

  it('commits nothing when re-run with the same link', async () => {
    await run(commitInputs());
    const commits = fake.commits('acme/deploy', 'main').length;
    const writes = puts().length;
    const { outputs, context } = await run(commitInputs());
    // The same job's bundle: identical content, known without reading either side.
    expect(outputs).toMatchObject({
      'values-changed': 'false',
      'pages-added': '0',
      'pages-removed': '0',
      'pages-changed': '0',
    });
    expect(outputs['commit-sha']).toBeUndefined();
    expect(fake.commits('acme/deploy', 'main')).toHaveLength(commits);
    expect(puts()).toHaveLength(writes);
    expect(context.log.text()).toContain('already holds this link: nothing committed');
  });

  it('re-reads and retries when another commit lands between its read and its write', async () => {
    fake.setFaults([{ kind: 'race', repo: 'acme/deploy', path: FILE }]);
    const { context, outputs } = await run(commitInputs());

    const final = fake.readFile('acme/deploy', 'main', FILE) ?? '';
    expect(final).toBe(`${CHART_EDITED}# concurrent change 1\n`); // the other change kept, ours on top
    const [ours, theirs] = fake.commits('acme/deploy', 'main');
    expect(ours?.author).toBe('release-bot');
    expect(theirs?.author).toBe('concurrent-editor');
    expect(ours?.parents).toEqual([theirs?.sha]);
    expect(outputs['commit-sha']).toBe(ours?.sha);
    expect(puts().map((r) => r.status)).toEqual([409, 200]);
    expect(context.clock.slept).toHaveLength(1);
    expect(context.log.text()).toContain('changed meanwhile');
    expect(fake.pendingFaults()).toEqual([]);
  });

  it('gives up after a bounded number of conflicts, saying what to do', async () => {
    fake.setFaults([{ kind: 'race', repo: 'acme/deploy', path: FILE, times: 10 }]);
    await expect(run(commitInputs())).rejects.toThrow(
      /kept changing while this run tried to update it \(5 attempts\).*concurrency/,
    );
    expect(puts().filter((r) => r.status === 409)).toHaveLength(5);
  });

  it('two runs racing on one branch both land, the second on top of the first', async () => {
    const base = fake.commits('acme/deploy', 'main').length;
    const [first, second] = await Promise.all([
      run(commitInputs(), FRESH_LINK),
      run(commitInputs(), SECOND_LINK, 'se_77aa00bb11cc22dd'),
    ]);
    const commits = fake.commits('acme/deploy', 'main');
    expect(commits).toHaveLength(base + 2);
    const [later, earlier] = commits;
    expect(later?.parents).toEqual([earlier?.sha]);
    // The file holds the link of whichever run committed last; neither commit was lost.
    const shas = [first.outputs['commit-sha'], second.outputs['commit-sha']];
    expect(shas).toContain(later?.sha);
    expect(shas).toContain(earlier?.sha);
    const lastLink = later?.sha === first.outputs['commit-sha'] ? FRESH_LINK : SECOND_LINK;
    expect(fake.readFile('acme/deploy', 'main', FILE)).toContain(lastLink);
    // Each run wrote a whole file based on what it read: the earlier file had the other link.
    const written = puts()
      .filter((r) => r.status === 200)
      .map((r) => Buffer.from((JSON.parse(r.body) as { content: string }).content, 'base64').toString('utf8'));
    expect(written).toHaveLength(2);
    expect(written[1]).toContain(lastLink);
    expect(written[0]).toContain(lastLink === FRESH_LINK ? SECOND_LINK : FRESH_LINK);
  });

  it('refuses a public repository before writing anything', async () => {
    const attempt = run(commitInputs({ 'values-repository': 'acme/public-deploy' }));
    await expect(attempt).rejects.toThrow(
      /public, and a presigned link is a credential.*allow-public-repository: true.*values-bundle-url/s,
    );
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /repos/acme/public-deploy']);
    expect(fake.readFile('acme/public-deploy', 'main', FILE)).toBe(CHART);
  });

  it('writes to a public repository when allowed, or when values-bundle-url keeps the link out of the file', async () => {
    await run(commitInputs({ 'values-repository': 'acme/public-deploy', 'allow-public-repository': 'true' }));
    expect(fake.readFile('acme/public-deploy', 'main', FILE)).toContain(FRESH_LINK);

    await run(
      commitInputs({
        'values-repository': 'acme/public-deploy',
        'values-bundle-url': 'https://mirror.internal/{jobId}.tar.gz',
      }),
    );
    const file = fake.readFile('acme/public-deploy', 'main', FILE) ?? '';
    expect(file).toContain(
      'bundleUrl: "https://mirror.internal/se_3f9a2c1b8e7d4a06.tar.gz"   # docs-export: job=se_3f9a2c1b8e7d4a06\n',
    );
    expect(file).not.toContain('X-Amz-Signature');
  });
});

describe('GitHub errors say what to do', () => {
  it('404: the workflow token cannot see another private repository', async () => {
    await expect(run(commitInputs({ 'github-token': 'ghs_workflow' }))).rejects.toThrow(
      /Not found \(404\) when trying to read the repository in acme\/deploy: check `values-repository`, and that `github-token` can see acme\/deploy/,
    );
  });

  it('403: a token that can read but not write names the permissions and the PAT way out', async () => {
    const attempt = run(
      commitInputs({
        'github-token': 'ghs_workflow',
        'values-repository': 'acme/public-deploy',
        'allow-public-repository': 'true',
      }),
    );
    await expect(attempt).rejects.toThrow(
      /may not commit deploy\/values.yaml to main in acme\/public-deploy \(403 .*\).*contents: write.*personal access token/s,
    );
  });

  it('401: a bad token', async () => {
    await expect(run(commitInputs({ 'github-token': 'ghp_revoked' }))).rejects.toThrow(
      /GitHub rejected the token \(401 Bad credentials\).*`github-token`/,
    );
  });

  it('a missing file or branch is named', async () => {
    await expect(run(commitInputs({ 'values-file': 'deploy/missing.yaml' }))).rejects.toThrow(
      /deploy\/missing.yaml does not exist on branch main of acme\/deploy: check `values-file`/,
    );
    await expect(run(commitInputs({ 'values-branch': 'nope' }))).rejects.toThrow(
      /Branch nope does not exist in acme\/deploy: check `values-branch`/,
    );
  });

  it('a values file that is not valid YAML is reported with its line, without its content', async () => {
    fake.commitFiles('acme/deploy', 'main', { [FILE]: `staticExport:\n  bundleUrl: "${FRESH_LINK}\n  bad: [\n` });
    const attempt = run(commitInputs());
    await expect(attempt).rejects.toThrow(/The values file is not valid YAML \(line \d+, column \d+\)/);
    await expect(attempt).rejects.not.toThrow(/X-Amz-Signature/);
  });
});

describe('values-file written with backslashes (a Windows habit)', () => {
  it('becomes the repository path with / for the contents API', async () => {
    const { outputs } = await run(commitInputs({ 'values-file': '.\\deploy\\values.yaml' }));
    expect(outputs['values-changed']).toBe('true');
    expect(fake.readFile('acme/deploy', 'main', FILE)).toBe(CHART_EDITED);
    const contents = fake.requests.filter((r) => r.path.includes('/contents/'));
    expect(contents.length).toBeGreaterThan(0);
    for (const request of contents) expect(request.path).toBe(`/repos/acme/deploy/contents/${FILE}`);
  });
});
