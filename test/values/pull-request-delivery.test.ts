import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { PULL_REQUEST_MARKER } from '../../src/manifest/framing.ts';
import { stringMatching } from '../support/matchers.ts';
import { FRESH_LINK, FRESH_RECORD } from './golden-cases.ts';
import { deliveryInputs, expectNoLeakToGitHub, expectNoLeakToUser, linkSecrets, rollOutWith } from './helpers.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/values');
const CHART = fs.readFileSync(path.join(FIXTURES, 'chart.input.yaml'), 'utf8');
const CHART_EDITED = fs.readFileSync(path.join(FIXTURES, 'chart.expected.yaml'), 'utf8');
const FILE = 'deploy/values.yaml';
const BRANCH = 'docs-export/static-export';
const NEXT_JOB = 'se_77aa00bb11cc22dd';
const NEXT_LINK = FRESH_LINK.replace(/X-Amz-Signature=[0-9a-f]+/, `X-Amz-Signature=${'5e'.repeat(32)}`).replaceAll(
  FRESH_RECORD.jobId,
  NEXT_JOB,
);

let fake: GitHubFake;

beforeEach(async () => {
  fake = await startGitHubFake({
    tokens: [{ token: 'ghp_deploy', login: 'release-bot', repos: ['acme/deploy', 'acme/public-deploy'] }],
    repos: [
      { owner: 'acme', name: 'deploy', private: true, files: { [FILE]: CHART } },
      { owner: 'acme', name: 'public-deploy', private: false, files: { [FILE]: CHART } },
    ],
  });
});

afterEach(async () => {
  await fake.close();
});

const prInputs = (extra: Record<string, string> = {}) => deliveryInputs('pull-request', FILE, extra);

const run = (inputs: Record<string, string>, link = FRESH_LINK, jobId = FRESH_RECORD.jobId) =>
  rollOutWith(fake, inputs, link, FRESH_RECORD.expiresAt, jobId);

const writes = () => fake.requests.filter((r) => r.method !== 'GET');

describe('push: pull-request', () => {
  it('builds the branch from the base head, commits there and opens one pull request without the link', async () => {
    const mainHead = fake.commits('acme/deploy', 'main')[0]?.sha;
    const { context, outputs } = await run(prInputs());

    expect(fake.readFile('acme/deploy', 'main', FILE)).toBe(CHART);
    expect(fake.readFile('acme/deploy', BRANCH, FILE)).toBe(CHART_EDITED);
    const [commit] = fake.commits('acme/deploy', BRANCH);
    expect(commit?.parents).toEqual([mainHead]);
    expect(commit?.message).toBe('Update static export bundle link for docs.example.com');

    const pulls = fake.pulls('acme/deploy');
    expect(pulls).toHaveLength(1);
    const pull = pulls[0];
    expect(pull).toMatchObject({
      head: BRANCH,
      base: 'main',
      state: 'open',
      title: 'Update static export bundle link for docs.example.com',
    });
    expect(outputs).toEqual({
      'values-changed': 'true',
      'commit-sha': commit?.sha,
      'pull-request-url': stringMatching(/\/acme\/deploy\/pull\/1$/),
    });

    const body = pull?.body ?? '';
    expect(body.startsWith(PULL_REQUEST_MARKER)).toBe(true);
    for (const fact of [
      '`se_3f9a2c1b8e7d4a06`',
      '| Pages | 17 |',
      '48213 bytes',
      'a3f1c9e0b7d25a4e8c6f1b3d9e0a7c5b2f4d6e8a1c3b5d7f9e0a2c4b6d8f0e1a',
      '2026-11-28T05:31:56Z',
      'guides/intro.html loads a script from cdn.example.com',
      'actions/runs/4242',
    ]) {
      expect(body).toContain(fact);
    }
    expect(body).not.toContain('X-Amz');
    expect(body).not.toContain('docs-exports.s3.amazonaws.com');

    expect(writes().map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /repos/acme/deploy/git/refs',
      `PUT /repos/acme/deploy/contents/${FILE}`,
      'POST /repos/acme/deploy/pulls',
    ]);
    expectNoLeakToGitHub(fake, linkSecrets(FRESH_LINK));
    expectNoLeakToUser(context, linkSecrets(FRESH_LINK));
  });

  it('a re-run with the same link commits nothing and keeps the one pull request', async () => {
    const first = await run(prInputs());
    const branchCommits = fake.commits('acme/deploy', BRANCH).length;
    const writesBefore = writes().length;

    const second = await run(prInputs());
    expect(second.outputs).toEqual({
      'values-changed': 'false',
      'pull-request-url': first.outputs['pull-request-url'],
    });
    expect(fake.commits('acme/deploy', BRANCH)).toHaveLength(branchCommits);
    // Same facts, same run link: not even the pull request body is rewritten.
    expect(writes().slice(writesBefore)).toEqual([]);
    expect(fake.pulls('acme/deploy')).toHaveLength(1);
  });

  it('a second export updates the same pull request: branch reset onto the base, body updated', async () => {
    await run(prInputs());
    // The base moves on meanwhile.
    const mainHead = fake.commitFiles('acme/deploy', 'main', { 'README.md': 'deployment notes\n' });

    const { outputs, context } = await run(prInputs(), NEXT_LINK, NEXT_JOB);
    const pulls = fake.pulls('acme/deploy');
    expect(pulls).toHaveLength(1);
    expect(pulls[0]?.body).toContain(`\`${NEXT_JOB}\``);
    expect(pulls[0]?.body).not.toContain('se_3f9a2c1b8e7d4a06');
    const [commit] = fake.commits('acme/deploy', BRANCH);
    expect(commit?.parents).toEqual([mainHead]);
    expect(outputs['commit-sha']).toBe(commit?.sha);
    const file = fake.readFile('acme/deploy', BRANCH, FILE) ?? '';
    expect(file).toContain(NEXT_LINK);
    expect(file).toContain(`# docs-export: job=${NEXT_JOB} expires=`);
    expect(fake.readFile('acme/deploy', BRANCH, 'README.md')).toBe('deployment notes\n');
    expect(context.log.text()).toContain('Updated pull request #1');
    expectNoLeakToGitHub(fake, [...linkSecrets(FRESH_LINK), ...linkSecrets(NEXT_LINK)]);
  });

  it('a commit pushed to the branch between reset and write is a conflict: the run starts over', async () => {
    fake.setFaults([{ kind: 'race', repo: 'acme/deploy', branch: BRANCH, path: FILE }]);
    const { context } = await run(prInputs());
    expect(fake.readFile('acme/deploy', BRANCH, FILE)).toBe(CHART_EDITED);
    expect(fake.commits('acme/deploy', BRANCH)[0]?.author).toBe('release-bot');
    expect(fake.pulls('acme/deploy')).toHaveLength(1);
    expect(context.clock.slept).toHaveLength(1);
    expect(fake.pendingFaults()).toEqual([]);
  });

  it('nothing to propose when the base already holds the link', async () => {
    fake.commitFiles('acme/deploy', 'main', { [FILE]: CHART_EDITED });
    const { outputs } = await run(prInputs());
    expect(outputs).toMatchObject({ 'values-changed': 'false', 'pages-changed': '0' });
    expect(outputs['pull-request-url']).toBeUndefined();
    expect(fake.pulls('acme/deploy')).toHaveLength(0);
    expect(writes()).toHaveLength(0);
  });

  it('refuses a public repository before creating a branch or a pull request', async () => {
    await expect(run(prInputs({ 'values-repository': 'acme/public-deploy' }))).rejects.toThrow(
      /open a pull request with the bundle link in acme\/public-deploy: the repository is public/,
    );
    expect(writes()).toHaveLength(0);
  });

  it('refuses a pull request branch that is the base branch', async () => {
    await expect(run(prInputs({ 'pull-request-branch': 'main' }))).rejects.toThrow(
      /`pull-request-branch` \(main\) is the base branch/,
    );
  });
});
