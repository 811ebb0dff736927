// What closed an issue, over HTTP against the GitHub fake: the pull request whose merge closed it by GraphQL, the
// same by the REST timeline where GraphQL lacks the fields or is not there, and the rest of the answer without the
// pull request where the token may not read pull requests.
import { afterEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake, GitHubFakeOptions } from '../../devkit/github-fake/index.ts';
import { closerOf } from '../../src/github/closed-by.ts';
import { testOctokit } from '../report/harness.ts';

const REPO = { owner: 'acme', repo: 'docs' };
const FULL = 'acme/docs';
let fake: GitHubFake | undefined;

async function start(options: Partial<GitHubFakeOptions> = {}): Promise<GitHubFake> {
  fake = await startGitHubFake({
    ...options,
    tokens: [
      { token: 'ghp_writer', login: 'docs-writer', repos: [FULL] },
      { token: 'ghs_action', login: 'github-actions[bot]', type: 'Bot', installation: true, repos: [FULL] },
    ],
    repos: [{ owner: 'acme', name: 'docs', private: true, files: { 'docs/export.md': '# Export\n' } }],
  });
  return fake;
}

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** A task the action opened. */
const openTask = (github: GitHubFake) =>
  github.addIssue(FULL, { title: 'Readers search for "export pdf"', login: 'github-actions[bot]', type: 'Bot' }).number;

/** A writer's pull request saying `Fixes #<task>`, merged into the default branch. */
async function mergeFix(github: GitHubFake, task: number): Promise<{ number: number; sha: string }> {
  github.addBranch(FULL, 'explain-pdf-export');
  github.commitFiles(
    FULL,
    'explain-pdf-export',
    { 'docs/export.md': '# Export\n\nAs PDF: ...\n' },
    { login: 'docs-writer' },
  );
  const { data } = await testOctokit('ghp_writer', github.url).rest.pulls.create({
    ...REPO,
    title: 'Explain PDF export',
    head: 'explain-pdf-export',
    base: 'main',
    body: `Readers could not find it.\n\nFixes #${task}`,
  });
  return { number: data.number, sha: github.mergePull(FULL, data.number, { login: 'docs-writer' }) };
}

/** The action's calls only: what closerOf asked, from `since` on. */
const callsSince = (github: GitHubFake, since: number) =>
  github.requests.slice(since).map((r) => `${r.method} ${r.path.replace(/[0-9a-f]{40}/, '{sha}')} ${r.status}`);

const closedAtOf = (github: GitHubFake, task: number) => github.issues(FULL).find((i) => i.number === task)?.closedAt;

describe('closerOf', () => {
  it('finds the merged pull request that closed the task, by GraphQL in one request', async () => {
    const github = await start();
    const task = openTask(github);
    const fix = await mergeFix(github, task);
    const since = github.requests.length;
    const closure = await closerOf(testOctokit('ghs_action', github.url), REPO, task);
    expect(closure).toEqual({
      closedAt: closedAtOf(github, task),
      stateReason: 'completed',
      closedBy: 'docs-writer',
      pullRequest: {
        number: fix.number,
        url: `https://github.com/acme/docs/pull/${fix.number}`,
        mergedAt: github.pulls(FULL).find((p) => p.number === fix.number)?.mergedAt,
        mergeCommitSha: fix.sha,
      },
    });
    expect(callsSince(github, since)).toEqual(['POST /graphql 200']);
  });

  it.each([
    ['lacks closedByPullRequestsReferences, as an older GitHub Enterprise Server', 'older-server', 'POST /graphql 200'],
    ['is not there at all (404)', 'absent', 'POST /graphql 404'],
  ] as const)('finds the same pull request by the REST timeline where GraphQL %s', async (_what, graphql, refusal) => {
    const github = await start();
    const task = openTask(github);
    // Comments before and after the close: the timeline is read from its last page back to the close.
    for (let i = 0; i < 150; i += 1) github.addComment(FULL, task, { login: 'reader', body: `+1 (${i})` });
    const fix = await mergeFix(github, task);
    github.addComment(FULL, task, { login: 'reader', body: 'Thanks!' });
    const viaGraphql = await closerOf(testOctokit('ghs_action', github.url), REPO, task);
    github.setSwitches({ graphql });
    const since = github.requests.length;
    const viaRest = await closerOf(testOctokit('ghs_action', github.url), REPO, task);
    expect(viaRest).toEqual(viaGraphql);
    expect(viaRest.pullRequest?.number).toBe(fix.number);
    expect(callsSince(github, since)).toEqual([
      refusal,
      `GET /repos/acme/docs/issues/${task} 200`,
      `GET /repos/acme/docs/issues/${task}/timeline 200`,
      `GET /repos/acme/docs/issues/${task}/timeline 200`,
      'GET /repos/acme/docs/commits/{sha}/pulls 200',
    ]);
  });

  it.each(['current', 'older-server'] as const)(
    'without pull-requests: read, answers all but the pull request (GraphQL %s)',
    async (graphql) => {
      const github = await start();
      const task = openTask(github);
      await mergeFix(github, task);
      github.setSwitches({ graphql, pullRequestsReadable: false });
      const closure = await closerOf(testOctokit('ghs_action', github.url), REPO, task);
      expect(closure).toEqual({
        closedAt: closedAtOf(github, task),
        stateReason: 'completed',
        closedBy: 'docs-writer',
        pullRequestHidden: true,
      });
    },
  );

  it('names the person who closed the task by hand, and no pull request', async () => {
    const github = await start();
    const task = openTask(github);
    // A pull request that names the task but merged elsewhere closes nothing; the writer then closes it by hand.
    github.setIssueState(FULL, task, 'closed', 'docs-writer');
    for (const graphql of ['current', 'older-server'] as const) {
      github.setSwitches({ graphql });
      expect(await closerOf(testOctokit('ghs_action', github.url), REPO, task)).toEqual({
        closedAt: closedAtOf(github, task),
        stateReason: 'completed',
        closedBy: 'docs-writer',
      });
    }
  });

  it('says "not planned", and the latest close counts: a task reopened after a fix and closed again by hand', async () => {
    const github = await start();
    const task = openTask(github);
    await mergeFix(github, task);
    github.setIssueState(FULL, task, 'open', 'docs-writer');
    github.setIssueState(FULL, task, 'closed', 'docs-lead', 'not_planned');
    for (const graphql of ['current', 'older-server'] as const) {
      github.setSwitches({ graphql });
      expect(await closerOf(testOctokit('ghs_action', github.url), REPO, task)).toEqual({
        closedAt: closedAtOf(github, task),
        stateReason: 'not_planned',
        closedBy: 'docs-lead',
      });
    }
  });

  it('says an open task is not closed', async () => {
    const github = await start();
    const task = openTask(github);
    expect(await closerOf(testOctokit('ghs_action', github.url), REPO, task)).toEqual({
      closedAt: null,
      stateReason: null,
      closedBy: null,
    });
  });

  it('fails, explained, for a task that is not there (never a guess)', async () => {
    const github = await start();
    await expect(closerOf(testOctokit('ghs_action', github.url), REPO, 404)).rejects.toThrow(
      /find what closed issue #404 in acme\/docs/,
    );
  });

  it('on GitHub Enterprise Server, asks GraphQL at /api/graphql beside /api/v3, and REST under /api/v3', async () => {
    const github = await start({ pathPrefix: '/api/v3', webUrl: 'https://ghe.example.com' });
    const task = openTask(github);
    const fix = await mergeFix(github, task);
    let since = github.requests.length;
    const viaGraphql = await closerOf(testOctokit('ghs_action', github.url), REPO, task);
    expect(viaGraphql.pullRequest?.url).toBe(`https://ghe.example.com/acme/docs/pull/${fix.number}`);
    expect(callsSince(github, since)).toEqual(['POST /api/graphql 200']);
    github.setSwitches({ graphql: 'older-server' });
    since = github.requests.length;
    expect(await closerOf(testOctokit('ghs_action', github.url), REPO, task)).toEqual(viaGraphql);
    expect(callsSince(github, since)).toEqual([
      'POST /api/graphql 200',
      `GET /api/v3/repos/acme/docs/issues/${task} 200`,
      `GET /api/v3/repos/acme/docs/issues/${task}/timeline 200`,
      'GET /api/v3/repos/acme/docs/commits/{sha}/pulls 200',
    ]);
  });
});
