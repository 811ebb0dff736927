// A proxy or load balancer that drops the connection (or answers 502) during the values write: before GitHub
// served the request, it is sent again; after, the action looks whether it happened instead. One commit lands
// and one pull request is opened either way, and the outputs name them.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { FaultSpec, GitHubFake } from '../../devkit/github-fake/index.ts';
import { FRESH_LINK, FRESH_RECORD } from './golden-cases.ts';
import { deliveryInputs, rollOutWith } from './helpers.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/values');
const CHART = fs.readFileSync(path.join(FIXTURES, 'chart.input.yaml'), 'utf8');
const CHART_EDITED = fs.readFileSync(path.join(FIXTURES, 'chart.expected.yaml'), 'utf8');
const FILE = 'deploy/values.yaml';
const BRANCH = 'docs-export/static-export';

let fake: GitHubFake;

beforeEach(async () => {
  fake = await startGitHubFake({
    tokens: [{ token: 'ghp_deploy', login: 'release-bot', repos: ['acme/deploy'] }],
    repos: [{ owner: 'acme', name: 'deploy', private: true, files: { [FILE]: CHART } }],
  });
});

afterEach(async () => {
  await fake.close();
});

const run = (push: 'commit' | 'pull-request') =>
  rollOutWith(fake, deliveryInputs(push, FILE), FRESH_LINK, FRESH_RECORD.expiresAt, FRESH_RECORD.jobId);
const writes = (method: string, pattern: RegExp) =>
  fake.requests.filter((r) => r.method === method && pattern.test(r.path));

const ON_THE_VALUES_WRITE: Record<string, FaultSpec> = {
  'the connection dropped before the request was served': {
    kind: 'connection-drop',
    when: 'before-serving',
    match: { method: 'PUT' },
  },
  'the connection dropped after the request was served, before the answer': {
    kind: 'connection-drop',
    when: 'after-serving',
    match: { method: 'PUT' },
  },
  'a 502 after the request was served': { kind: 'server-error', status: 502, served: true, match: { method: 'PUT' } },
};

describe('a lost answer to the values write (push: commit)', () => {
  it.each(Object.entries(ON_THE_VALUES_WRITE))(
    '%s: exactly one commit lands, and the outputs name it',
    async (_, fault) => {
      const before = fake.commits('acme/deploy', 'main').length;
      fake.setFaults([fault]);
      const { outputs } = await run('commit');
      const commits = fake.commits('acme/deploy', 'main');
      expect(commits).toHaveLength(before + 1);
      expect(fake.readFile('acme/deploy', 'main', FILE)).toBe(CHART_EDITED);
      expect(outputs).toEqual({ 'values-changed': 'true', 'commit-sha': commits[0]?.sha });
      expect(fake.pendingFaults()).toEqual([]);
    },
  );

  it('sends the write once more when it was not served, and looks instead of sending it when it was', async () => {
    const puts = (from = 0) =>
      writes('PUT', /\/contents\//)
        .slice(from)
        .map((r) => r.dropped ?? r.status);
    fake.setFaults([ON_THE_VALUES_WRITE['the connection dropped before the request was served']!]);
    await run('commit');
    expect(puts()).toEqual(['before-serving', 200]);
    fake.commitFiles('acme/deploy', 'main', { [FILE]: CHART });
    const before = puts().length;
    fake.setFaults([ON_THE_VALUES_WRITE['the connection dropped after the request was served, before the answer']!]);
    await run('commit');
    expect(puts(before)).toEqual(['after-serving']);
  });
});

describe('a lost answer in push: pull-request', () => {
  it.each([
    ['the pull request is opened', { method: 'POST', path: '/repos/acme/deploy/pulls' }],
    ['the branch is created', { method: 'POST', path: '/repos/acme/deploy/git/refs' }],
    ['the values are committed to the branch', { method: 'PUT' }],
  ])('dropped after %s: one commit on the branch and one pull request', async (_, match) => {
    fake.setFaults([{ kind: 'connection-drop', when: 'after-serving', match }]);
    const { outputs } = await run('pull-request');
    expect(fake.pulls('acme/deploy')).toHaveLength(1);
    const onBranch = fake.commits('acme/deploy', BRANCH);
    expect(onBranch[0]?.parents).toEqual([fake.commits('acme/deploy', 'main')[0]?.sha]);
    expect(fake.readFile('acme/deploy', BRANCH, FILE)).toBe(CHART_EDITED);
    expect(outputs['commit-sha']).toBe(onBranch[0]?.sha);
    expect(outputs['pull-request-url']).toBe(
      `https://github.com/acme/deploy/pull/${fake.pulls('acme/deploy')[0]?.number}`,
    );
    expect(writes('POST', /\/pulls$/)).toHaveLength(1);
    expect(fake.pendingFaults()).toEqual([]);
  });

  it('dropped after the branch was reset (a forced ref update): the branch is reset once and carries one commit', async () => {
    fake.addBranch('acme/deploy', BRANCH);
    fake.commitFiles('acme/deploy', BRANCH, { 'stale.txt': 'from an earlier run\n' });
    fake.setFaults([{ kind: 'connection-drop', when: 'after-serving', match: { method: 'PATCH', path: /git\/refs/ } }]);
    await run('pull-request');
    const onBranch = fake.commits('acme/deploy', BRANCH);
    expect(onBranch[0]?.parents).toEqual([fake.commits('acme/deploy', 'main')[0]?.sha]);
    expect(fake.readFile('acme/deploy', BRANCH, 'stale.txt')).toBeUndefined();
    expect(writes('PATCH', /git\/refs/)).toHaveLength(1);
    expect(fake.pendingFaults()).toEqual([]);
  });
});
