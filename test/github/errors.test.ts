import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { memoryLog } from '../../devkit/log.ts';
import { explainGitHubError, GitHubRateLimitError, statusOf } from '../../src/github/errors.ts';
import type { GitHubAttempt } from '../../src/github/errors.ts';
import { createOctokit } from '../../src/github/octokit.ts';

const ATTEMPT: GitHubAttempt = { repository: 'acme/deploy', action: 'read the repository', permission: 'contents' };

let fake: GitHubFake;

beforeEach(async () => {
  fake = await startGitHubFake({
    tokens: [
      { token: 'ghp_deploy', login: 'release-bot', repos: ['acme/deploy'] },
      { token: 'ghs_workflow', login: 'github-actions[bot]', type: 'Bot', installation: true, repos: ['acme/docs'] },
    ],
    repos: [
      { owner: 'acme', name: 'deploy', private: true, files: { 'README.md': '# deploy\n' } },
      { owner: 'acme', name: 'docs', private: true, files: { 'README.md': '# docs\n' } },
      // Public, so the workflow token of acme/docs can read it but not write to it.
      { owner: 'acme', name: 'site', private: false, files: { 'README.md': '# site\n' } },
    ],
  });
});

afterEach(async () => {
  await fake.close();
});

/** The error octokit throws for one call, explained as the action explains it. */
async function failureOf(
  call: (octokit: ReturnType<typeof createOctokit>) => Promise<unknown>,
  token = 'ghp_deploy',
  baseUrl = fake.url,
  attempt = ATTEMPT,
) {
  const octokit = createOctokit(token, baseUrl, memoryLog(), { throttle: false, retries: 0 });
  try {
    await call(octokit);
  } catch (error) {
    return { raw: error, explained: explainGitHubError(error, attempt) };
  }
  throw new Error('the call did not fail');
}

const getDeploy = (octokit: ReturnType<typeof createOctokit>) =>
  octokit.rest.repos.get({ owner: 'acme', repo: 'deploy' });

describe('explainGitHubError: one message per failure that says what to fix', () => {
  it('401 names the github-token input', async () => {
    const { explained } = await failureOf(getDeploy, 'ghp_revoked');
    expect(explained.status).toBe(401);
    expect(explained.message).toMatch(
      /^GitHub rejected the token \(401 Bad credentials\) when trying to read the repository in acme\/deploy\. Check the `github-token` input/,
    );
  });

  it('404 names the input that chose the repository, and why a private one looks missing', async () => {
    const { explained } = await failureOf(getDeploy, 'ghs_workflow');
    expect(explained.message).toMatch(
      /Not found \(404\) when trying to read the repository in acme\/deploy: check `values-repository`, and that `github-token` can see acme\/deploy/,
    );
    const other = await failureOf(getDeploy, 'ghs_workflow', fake.url, { ...ATTEMPT, repositoryInput: 'comment-on' });
    expect(other.explained.message).toContain('check `comment-on`');
  });

  it('403 names the permission the call needs and the token that reaches another repository', async () => {
    const write = (octokit: ReturnType<typeof createOctokit>) =>
      octokit.rest.repos.createOrUpdateFileContents({
        owner: 'acme',
        repo: 'site',
        path: 'x',
        message: 'm',
        content: 'eA==',
      });
    for (const [permission, line] of [
      ['contents', '`contents: write`'],
      ['pull-requests', '`pull-requests: write`'],
      ['issues', '`issues: write`'],
    ] as const) {
      const { explained } = await failureOf(write, 'ghs_workflow', fake.url, {
        repository: 'acme/site',
        action: 'write x',
        permission,
      });
      expect(explained.status).toBe(403);
      expect(explained.message).toMatch(
        new RegExp(
          `^The token may not write x in acme/site \\(403 .+\\): it lacks ${line}.*, which the workflow grants with \`permissions:\`.*personal access token`,
        ),
      );
    }
  });

  it('a rate limit (403 with no requests left, or 429) is not mistaken for a missing permission', async () => {
    for (const status of [403, 429] as const) {
      fake.setFaults([{ kind: 'primary-rate-limit', status }]);
      const { explained } = await failureOf(getDeploy);
      expect(explained.message).toMatch(
        new RegExp(
          `^GitHub's API rate limit stopped the action from trying to read the repository in acme/deploy \\(${status} API rate limit exceeded`,
        ),
      );
      expect(explained.message).not.toContain('lacks');
    }
  });

  it('a secondary rate limit (a 403 with Retry-After, whatever its words) is a rate limit, not a permission', async () => {
    const forms = [
      // GitHub's older words for it, which name no rate limit.
      { message: 'You have triggered an abuse detection mechanism. Please wait before you try again.', said: /abuse/ },
      { message: undefined, said: /secondary rate limit/ },
    ];
    for (const form of forms) {
      fake.setFaults([{ kind: 'secondary-rate-limit', retryAfter: 120, message: form.message }]);
      const { explained } = await failureOf(getDeploy);
      expect(explained.message).not.toContain('lacks');
      expect(explained).toBeInstanceOf(GitHubRateLimitError);
      expect(explained.status).toBe(403);
      expect(explained.message).toMatch(
        /^GitHub's secondary rate limit \(too many requests in a short time\) stopped the action from trying to read the repository in acme\/deploy \(403 /,
      );
      expect(explained.message).toMatch(form.said);
      expect(explained.message).toContain('GitHub asks to wait 120 s, longer than the 60 s the action waits');
    }
  });

  it("another status keeps GitHub's own message", async () => {
    fake.setFaults([{ kind: 'server-error', status: 502 }]);
    const { explained } = await failureOf(getDeploy);
    expect(explained.message).toBe(
      'GitHub answered 502 when trying to read the repository in acme/deploy: Server Error',
    );
  });

  it('no answer at all (octokit calls it a 500) names the host and GITHUB_API_URL', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { raw, explained } = await failureOf(getDeploy, 'ghp_deploy', `http://127.0.0.1:${port}/api/v3`);
    expect((raw as { status?: number }).status).toBe(500);
    expect(statusOf(raw)).toBeUndefined();
    expect(explained.status).toBeUndefined();
    expect(explained.message).toMatch(
      new RegExp(
        `^Could not reach GitHub at 127\\.0\\.0\\.1:${port} to read the repository in acme/deploy: .*ECONNREFUSED.*GITHUB_API_URL`,
      ),
    );
  });

  it('never carries a link with its query from what GitHub said', () => {
    const error = Object.assign(new Error('x'), {
      status: 422,
      response: { data: { message: 'Invalid https://bucket.example/b.tar.gz?X-Amz-Signature=0123abcd in body' } },
    });
    const explained = explainGitHubError(error, ATTEMPT);
    expect(explained.message).not.toContain('X-Amz-Signature');
    expect(explained.message).toContain('bucket.example/b.tar.gz');
  });
});
