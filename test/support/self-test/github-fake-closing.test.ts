// The GitHub fake's side of "what closed an issue": closing keywords on merge, the timeline's state events, the pull
// requests of a commit, GraphQL's answers and errors in GitHub's shapes, and the switches of older servers and
// narrower tokens.
import { getOctokit } from '@actions/github';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../../devkit/github-fake/index.ts';
import { closerOf } from '../../../src/github/closed-by.ts';
import { testOctokit } from '../../report/harness.ts';

const REPO = { owner: 'acme', repo: 'docs' };
const FULL = 'acme/docs';
let fake: GitHubFake;

beforeEach(async () => {
  fake = await startGitHubFake({
    // These tests drive the fake itself, wrong queries included.
    checkContract: false,
    tokens: [{ token: 'ghs_app', login: 'docs-app[bot]', type: 'Bot', installation: true, repos: [FULL] }],
    repos: [{ owner: 'acme', name: 'docs', files: { 'a.md': 'a\n' } }],
  });
});

afterEach(async () => {
  await fake.close();
});

const octokit = () => getOctokit('ghs_app', { baseUrl: fake.url });

/** Opens a pull request from a new branch into `base` with `body`; returns its number. */
async function pullRequest(branch: string, base: string, body: string): Promise<number> {
  fake.addBranch(FULL, branch);
  fake.commitFiles(FULL, branch, { [`${branch}.md`]: 'x\n' });
  const { data } = await octokit().rest.pulls.create({ ...REPO, title: branch, head: branch, base, body });
  return data.number;
}

async function graphql(query: string, variables: Record<string, unknown> = {}): Promise<unknown> {
  const answer = await fetch(`${fake.url}/graphql`, {
    method: 'POST',
    headers: { authorization: 'bearer ghs_app', 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  expect(answer.status).toBe(200);
  return answer.json();
}

const CLOSER = `query($n: Int!) { repository(owner: "acme", name: "docs") { issue(number: $n) {
  stateReason
  closedByPullRequestsReferences(first: 5, includeClosedPrs: true) { nodes { number mergedAt } }
  timelineItems(itemTypes: [CLOSED_EVENT], last: 1) { nodes { ... on ClosedEvent { actor { login } closer { __typename ... on PullRequest { number } } } } }
} } }`;

const DATES = `query($n: Int!) { repository(owner: "acme", name: "docs") { issue(number: $n) {
  closedAt
  closedByPullRequestsReferences(first: 5, includeClosedPrs: true) { nodes { mergedAt } }
  timelineItems(itemTypes: [CLOSED_EVENT], last: 1) { nodes { ... on ClosedEvent { createdAt closer { ... on PullRequest { mergedAt } } } } }
} } }`;

describe('closing an issue by a merge', () => {
  it('closes each issue the body names with a keyword, only on a merge into the default branch', async () => {
    const fixed = fake.addIssue(FULL, { title: 'one', login: 'reader' }).number;
    const alsoFixed = fake.addIssue(FULL, { title: 'two', login: 'reader' }).number;
    const mentioned = fake.addIssue(FULL, { title: 'three', login: 'reader' }).number;
    const pull = await pullRequest('fix', 'main', `Fixes #${fixed}, resolves: #${alsoFixed}; see #${mentioned}`);
    fake.addBranch(FULL, 'staging');
    const elsewhere = await pullRequest('side', 'staging', `Closes #${mentioned}`);
    fake.mergePull(FULL, elsewhere);
    const sha = fake.mergePull(FULL, pull, { login: 'docs-writer' });
    const states = Object.fromEntries(fake.issues(FULL).map((i) => [i.number, [i.state, i.stateReason, i.closedBy]]));
    expect(states).toEqual({
      [fixed]: ['closed', 'completed', 'docs-writer'],
      [alsoFixed]: ['closed', 'completed', 'docs-writer'],
      [mentioned]: ['open', null, null],
    });
    const { data: timeline } = await octokit().rest.issues.listEventsForTimeline({ ...REPO, issue_number: fixed });
    const shown = (
      timeline as { event?: string; commit_id?: string; actor?: { login: string }; state_reason?: string }[]
    ).map((e) => [e.event, e.commit_id, e.actor?.login, e.state_reason]);
    expect(shown).toEqual([['closed', sha, 'docs-writer', 'completed']]);
    const { data: pulls } = await octokit().rest.repos.listPullRequestsAssociatedWithCommit({
      ...REPO,
      commit_sha: sha,
    });
    expect(pulls.map((p) => [p.number, p.merge_commit_sha])).toEqual([[pull, sha]]);
  });

  it('answers GraphQL with the pull request as the closer, and as a linked one', async () => {
    const issue = fake.addIssue(FULL, { title: 'one', login: 'reader' }).number;
    const pull = await pullRequest('fix', 'main', `Fixes #${issue}`);
    fake.mergePull(FULL, pull, { login: 'docs-writer' });
    const merged = fake.pulls(FULL)[0]?.mergedAt;
    expect(await graphql(CLOSER, { n: issue })).toEqual({
      data: {
        repository: {
          issue: {
            stateReason: 'COMPLETED',
            closedByPullRequestsReferences: { nodes: [{ number: pull, mergedAt: merged }] },
            timelineItems: {
              nodes: [{ actor: { login: 'docs-writer' }, closer: { __typename: 'PullRequest', number: pull } }],
            },
          },
        },
      },
    });
  });
});

describe('a merge or a close dated in the past (`at`)', () => {
  // A Monday of a past week; the fake's own clock is elsewhere (its stepping start).
  const AT = new Date('2024-11-18T14:30:00Z');
  const WHEN = '2024-11-18T14:30:00Z';

  it('mergePull: the merge, the merge commit and the close of the issue it fixes are dated `at`', async () => {
    const issue = fake.addIssue(FULL, { title: 'one', login: 'reader' }).number;
    const pull = await pullRequest('fix', 'main', `Fixes #${issue}`);
    const sha = fake.mergePull(FULL, pull, { login: 'docs-writer', at: AT });

    const { data: merged } = await octokit().rest.pulls.get({ ...REPO, pull_number: pull });
    expect([merged.merged_at, merged.closed_at, merged.merge_commit_sha]).toEqual([WHEN, WHEN, sha]);
    const { data: asIssue } = await octokit().rest.issues.get({ ...REPO, issue_number: pull });
    expect(asIssue.pull_request?.merged_at).toBe(WHEN);
    const { data: commit } = await octokit().rest.git.getCommit({ ...REPO, commit_sha: sha });
    expect([commit.author.date, commit.committer.date]).toEqual([WHEN, WHEN]);
    const { data: ofCommit } = await octokit().rest.repos.listPullRequestsAssociatedWithCommit({
      ...REPO,
      commit_sha: sha,
    });
    expect(ofCommit.map((p) => [p.number, p.merged_at])).toEqual([[pull, WHEN]]);

    const { data: fixed } = await octokit().rest.issues.get({ ...REPO, issue_number: issue });
    expect(fixed.closed_at).toBe(WHEN);
    // updated_at is the time of the write, as GitHub stamps it: the fake's clock, later than the close.
    expect(fixed.updated_at > WHEN).toBe(true);
    const { data: timeline } = await octokit().rest.issues.listEventsForTimeline({ ...REPO, issue_number: issue });
    expect((timeline as { event?: string; created_at?: string }[]).map((e) => [e.event, e.created_at])).toEqual([
      ['closed', WHEN],
    ]);

    expect(await graphql(DATES, { n: issue })).toEqual({
      data: {
        repository: {
          issue: {
            closedAt: WHEN,
            closedByPullRequestsReferences: { nodes: [{ mergedAt: WHEN }] },
            timelineItems: { nodes: [{ createdAt: WHEN, closer: { mergedAt: WHEN } }] },
          },
        },
      },
    });
  });

  it('setIssueState: the close by hand is dated `at`, however long after it the issue was opened', async () => {
    const issue = fake.addIssue(FULL, { title: 'one', login: 'reader' }).number;
    fake.setIssueState(FULL, issue, 'closed', 'docs-writer', 'completed', AT);
    const shown = fake.issues(FULL).find((i) => i.number === issue);
    expect([shown?.state, shown?.closedAt, shown?.closedBy]).toEqual(['closed', WHEN, 'docs-writer']);

    const { data } = await octokit().rest.issues.get({ ...REPO, issue_number: issue });
    expect([data.closed_at, data.state_reason, data.updated_at > data.created_at]).toEqual([WHEN, 'completed', true]);
    const { data: timeline } = await octokit().rest.issues.listEventsForTimeline({ ...REPO, issue_number: issue });
    expect(
      (timeline as { event?: string; created_at?: string; actor?: { login: string } }[]).map((e) => [
        e.event,
        e.created_at,
        e.actor?.login,
      ]),
    ).toEqual([['closed', WHEN, 'docs-writer']]);
    expect(await graphql(DATES, { n: issue })).toEqual({
      data: {
        repository: {
          issue: {
            closedAt: WHEN,
            closedByPullRequestsReferences: { nodes: [] },
            timelineItems: { nodes: [{ createdAt: WHEN, closer: null }] },
          },
        },
      },
    });
  });

  it('what the action reads of it (closerOf), by GraphQL and by the REST timeline alike', async () => {
    const byHand = fake.addIssue(FULL, { title: 'one', login: 'reader' }).number;
    const byMerge = fake.addIssue(FULL, { title: 'two', login: 'reader' }).number;
    fake.setIssueState(FULL, byHand, 'closed', 'docs-writer', 'completed', AT);
    const pull = await pullRequest('fix', 'main', `Fixes #${byMerge}`);
    const later = new Date('2024-11-20T09:00:00Z');
    fake.mergePull(FULL, pull, { login: 'docs-writer', at: later });
    const read = async () => [
      await closerOf(testOctokit('ghs_app', fake.url), REPO, byHand),
      await closerOf(testOctokit('ghs_app', fake.url), REPO, byMerge),
    ];
    const expected = [
      { closedAt: WHEN, stateReason: 'completed', closedBy: 'docs-writer' },
      {
        closedAt: '2024-11-20T09:00:00Z',
        stateReason: 'completed',
        closedBy: 'docs-writer',
        pullRequest: expect.objectContaining({ number: pull, mergedAt: '2024-11-20T09:00:00Z' }) as unknown,
      },
    ];
    expect(await read()).toEqual(expected);
    fake.setSwitches({ graphql: 'absent' });
    expect(await read()).toEqual(expected);
  });

  it('without `at`, the fake’s clock as before: the close is its write, a second after the opening', () => {
    const opened = fake.addIssue(FULL, { title: 'one', login: 'reader' });
    const closed = fake.setIssueState(FULL, opened.number, 'closed', 'docs-writer');
    const second = new Date(Date.parse(opened.createdAt) + 1000).toISOString().replace('.000Z', 'Z');
    expect([closed.closedAt, closed.updatedAt]).toEqual([second, second]);
  });
});

describe('GraphQL errors in GitHub’s shapes', () => {
  it('an unknown field or argument: errors and no data', async () => {
    expect(await graphql('{ viewer { login email } }')).toEqual({
      errors: [
        {
          message: "Field 'email' doesn't exist on type 'User'",
          path: ['query', 'viewer', 'email'],
          locations: [{ line: 1, column: 18 }],
          extensions: { code: 'undefinedField', typeName: 'User', fieldName: 'email' },
        },
      ],
    });
    const answer = (await graphql('{ viewer(first: 1) { login } }')) as { errors: { extensions: { code: string } }[] };
    expect(answer.errors.map((e) => e.extensions.code)).toEqual(['argumentNotAccepted']);
  });

  it('a query it cannot parse', async () => {
    expect(await graphql('{ viewer { login }')).toEqual({
      errors: [{ message: 'Parse error on end of file at [1, 19]', locations: [{ line: 1, column: 19 }] }],
    });
  });

  it('an issue that is not there: null with NOT_FOUND', async () => {
    const answer = (await graphql(CLOSER, { n: 99 })) as { data: unknown; errors: { type: string; path: unknown }[] };
    expect(answer.data).toEqual({ repository: { issue: null } });
    expect(answer.errors.map((e) => [e.type, e.path])).toEqual([['NOT_FOUND', ['repository', 'issue']]]);
  });
});

describe('switches', () => {
  it('older-server: no closedByPullRequestsReferences; absent: 404', async () => {
    fake.setSwitches({ graphql: 'older-server' });
    const answer = (await graphql(CLOSER, { n: 1 })) as { data?: unknown; errors: { extensions: unknown }[] };
    expect(answer.data).toBeUndefined();
    expect(answer.errors.map((e) => e.extensions)).toEqual([
      { code: 'undefinedField', typeName: 'Issue', fieldName: 'closedByPullRequestsReferences' },
    ]);
    fake.setSwitches({ graphql: 'absent' });
    const refused = await fetch(`${fake.url}/graphql`, {
      method: 'POST',
      headers: { authorization: 'bearer ghs_app' },
      body: JSON.stringify({ query: '{ viewer { login } }' }),
    });
    expect(refused.status).toBe(404);
  });

  it('pull requests unreadable: 403 on the pull request routes, null and FORBIDDEN for each in GraphQL', async () => {
    const issue = fake.addIssue(FULL, { title: 'one', login: 'reader' }).number;
    const pull = await pullRequest('fix', 'main', `Fixes #${issue}`);
    const sha = fake.mergePull(FULL, pull);
    fake.setSwitches({ pullRequestsReadable: false });
    for (const path of [
      `/repos/${FULL}/commits/${sha}/pulls`,
      `/repos/${FULL}/pulls`,
      `/repos/${FULL}/pulls/${pull}`,
    ]) {
      const answer = await fetch(`${fake.url}${path}`, { headers: { authorization: 'bearer ghs_app' } });
      expect([path, answer.status, ((await answer.json()) as { message: string }).message]).toEqual([
        path,
        403,
        'Resource not accessible by integration',
      ]);
    }
    const answer = (await graphql(CLOSER, { n: issue })) as {
      data: unknown;
      errors: { type: string; path: unknown }[];
    };
    expect(answer.data).toEqual({
      repository: {
        issue: {
          stateReason: 'COMPLETED',
          closedByPullRequestsReferences: { nodes: [null] },
          timelineItems: { nodes: [{ actor: { login: 'acme' }, closer: null }] },
        },
      },
    });
    expect(answer.errors.map((e) => [e.type, e.path])).toEqual([
      ['FORBIDDEN', ['repository', 'issue', 'closedByPullRequestsReferences', 'nodes', 0]],
      ['FORBIDDEN', ['repository', 'issue', 'timelineItems', 'nodes', 0, 'closer']],
    ]);
  });
});
