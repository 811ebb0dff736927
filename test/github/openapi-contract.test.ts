import { afterEach, describe, expect, it } from 'vitest';
import { contractProblems } from '../../devkit/github-contract/check.ts';
import type { ContractRequest } from '../../devkit/github-contract/check.ts';
import { loadContract } from '../../devkit/github-contract/contract.ts';
import { checkWatchedRequests } from '../../devkit/github-contract/watch.ts';
import { startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { memoryLog } from '../../devkit/log.ts';
import { createOctokit, GITHUB_API_VERSION } from '../../src/github/octokit.ts';

const request = (fields: Partial<ContractRequest>): ContractRequest => ({
  method: 'GET',
  path: '/repos/acme/deploy',
  query: {},
  body: '',
  apiVersion: GITHUB_API_VERSION,
  ...fields,
});

const PUT_FILE = {
  method: 'PUT',
  path: '/repos/acme/deploy/contents/charts/docs/values.yaml',
  body: JSON.stringify({ message: 'Update values', content: 'c3RhdGljRXhwb3J0Ogo=', branch: 'main', sha: 'abc' }),
};

describe("GitHub's OpenAPI description as the fake's contract", () => {
  it('covers api.github.com and the newest GitHub Enterprise Server of the package', () => {
    const names = Object.keys(loadContract());
    expect(names[0]).toBe('api.github.com');
    expect(names[1]).toMatch(/^ghes-3\.\d+$/);
  });

  it('accepts documented requests: a file path of several segments, a query GitHub names, a body its schema takes', () => {
    expect(contractProblems(request(PUT_FILE))).toEqual([]);
    expect(
      contractProblems(request({ path: '/repos/acme/deploy/pulls', query: { head: 'acme:docs', state: 'open' } })),
    ).toEqual([]);
    expect(contractProblems(request({ path: '/repos/acme/deploy/git/ref/heads/docs-export/static-export' }))).toEqual(
      [],
    );
  });

  it.each([
    [
      'a method GitHub does not document there',
      { method: 'POST', path: '/repos/acme/deploy/contents/a.yaml' },
      /GitHub documents no POST/,
    ],
    [
      'a path GitHub does not document',
      { path: '/repos/acme/deploy/values' },
      /GitHub documents no GET \/repos\/acme\/deploy\/values/,
    ],
    [
      'a query parameter GitHub does not name',
      { path: '/repos/acme/deploy/pulls', query: { branch: 'main' } },
      /query parameter branch is not documented/,
    ],
    [
      'a query value its schema refuses',
      { path: '/repos/acme/deploy/pulls', query: { state: 'merged' } },
      /query parameter state="merged"/,
    ],
    [
      'a body field of the wrong type',
      { ...PUT_FILE, body: JSON.stringify({ message: 'm', content: 5 }) },
      /body: \/content must be string/,
    ],
    [
      'a body without a required field',
      { ...PUT_FILE, body: JSON.stringify({ content: 'YQ==' }) },
      /must have required property 'message'/,
    ],
    ['no X-GitHub-Api-Version', { apiVersion: undefined }, /X-GitHub-Api-Version is not sent/],
  ])('refuses %s', (_what, fields, problem) => {
    expect(contractProblems(request(fields)).join('\n')).toMatch(problem);
  });

  it('is checked against both descriptions', () => {
    const problems = contractProblems(request({ path: '/repos/acme/deploy/values' }));
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(Object.keys(loadContract()));
  });
});

describe('the requests octokit sends to the GitHub fake, checked after each test', () => {
  let fake: GitHubFake | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  const start = async () => {
    fake = await startGitHubFake({
      tokens: [{ token: 'ghp_deploy', login: 'release-bot', repos: ['acme/deploy'] }],
      repos: [{ owner: 'acme', name: 'deploy', files: { 'values.yaml': 'a: 1\n' } }],
    });
    return { fake, octokit: createOctokit('ghp_deploy', fake.url, memoryLog(), { throttle: false, retries: 0 }) };
  };

  it('carry X-GitHub-Api-Version, GraphQL included, and pass the check when GitHub documents them', async () => {
    const { fake: github, octokit } = await start();
    await octokit.rest.repos.get({ owner: 'acme', repo: 'deploy' });
    await octokit.rest.repos.getContent({ owner: 'acme', repo: 'deploy', path: 'values.yaml' });
    await octokit.graphql('query { viewer { login } }');
    expect(github.requests.map((r) => r.apiVersion)).toEqual(Array(3).fill(GITHUB_API_VERSION));
    await expect(checkWatchedRequests()).resolves.toBeUndefined();
  });

  it('fail the check, naming the call, when one is not what GitHub documents', async () => {
    const { octokit } = await start();
    // A deliberately wrong call: pull requests are listed by `head`, there is no `branch` parameter.
    await octokit.request('GET /repos/{owner}/{repo}/pulls', { owner: 'acme', repo: 'deploy', branch: 'main' });
    await expect(checkWatchedRequests()).rejects.toThrow(
      /does not allow:\n- api\.github\.com: GET \/repos\/\{owner\}\/\{repo\}\/pulls: query parameter branch is not documented/,
    );
  });
});
