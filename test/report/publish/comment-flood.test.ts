// Attack: a pull request flooded with large comments (or a repository flooded with issues) must not make the
// report read without end. The read-back stops at a page cap, counted in the fake's requests; a publication that
// reaches the cap without finding its own comment fails instead of adding a second one.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../../devkit/github-fake/index.ts';
import { memoryLog } from '../../../devkit/log.ts';
import { COMMENT_PAGE_CAP, ISSUE_PAGE_CAP } from '../../../src/github/pages.ts';
import { readBackComparison } from '../../../src/report/published-body/read-back.ts';
import { runReport } from '../../../src/report/run.ts';
import { CURRENT_PERIOD, NOW } from '../fixtures.ts';
import { analyticsService, reportRun, reportSettings, REPOSITORY, tempDir, testOctokit } from '../harness.ts';

const PAT = 'ghp_reportbot_token';
const GITHUB_TOKEN = 'ghs_installation_token';
/** Past the cap of 20 pages of 100. */
const FLOOD = 2_500;
const LARGE = 'flood '.repeat(400);

let fake: GitHubFake;
let pr: number;

beforeEach(async () => {
  fake = await startGitHubFake({
    tokens: [
      { token: PAT, login: 'report-bot' },
      { token: GITHUB_TOKEN, login: 'github-actions[bot]', type: 'Bot', installation: true },
    ],
    repos: [{ owner: 'acme', name: 'docs', files: { 'README.md': '# docs\n' } }],
  });
  pr = fake.addIssue(REPOSITORY, { title: 'Weekly numbers', login: 'acme-admin' }).number;
});

afterEach(async () => {
  await fake.close();
});

const flood = () => {
  for (let i = 0; i < FLOOD; i++) fake.addComment(REPOSITORY, pr, { login: 'flooder', body: `${i} ${LARGE}` });
};
const commentLists = (from = 0) =>
  fake.requests
    .slice(from)
    .filter((r) => r.method === 'GET' && r.path === `/repos/${REPOSITORY}/issues/${pr}/comments`);
const ownComments = () => fake.comments(REPOSITORY, pr).filter((c) => c.user.login === 'report-bot');

function run(now: number) {
  const settings = reportSettings(
    { publish: ['comment'], compare: false, commentOn: pr },
    PAT,
    tempDir('report-flood-'),
  );
  return reportRun({ settings, service: analyticsService(), now, githubUrl: fake.url });
}

describe('a flood of comments on the commented pull request', () => {
  it('is read at most 20 pages deep, and the run fails rather than add a report comment that may be a second one', async () => {
    flood();
    await expect(runReport(run(NOW).context)).rejects.toThrow(
      /publish "comment": .*first 2000 comments of #\d+.*no new report comment was made/,
    );
    expect(COMMENT_PAGE_CAP).toBe(20);
    expect(commentLists()).toHaveLength(COMMENT_PAGE_CAP);
    expect(ownComments()).toEqual([]);
  });

  it('costs one page when the report comment came before the flood, which is then updated in place', async () => {
    await runReport(run(NOW).context);
    const [sticky] = ownComments();
    flood();
    const before = fake.requests.length;
    await runReport(run(NOW + 3_600_000).context);
    expect(commentLists(before)).toHaveLength(1);
    expect(ownComments().map((c) => c.id)).toEqual([sticky?.id]);
    expect(ownComments()[0]?.body).not.toBe(sticky?.body);
  });

  it('stops the comparison read-back at the cap, which then comes from the service', async () => {
    flood();
    const log = memoryLog();
    const place = {
      octokit: testOctokit(PAT, fake.url),
      repository: { owner: 'acme', repo: 'docs' },
      identity: { kind: 'user' as const, login: 'report-bot' },
      issueLabels: ['docs-analytics'],
      commentIssue: pr,
    };
    const need = {
      projectId: 'proj_docs',
      period: CURRENT_PERIOD,
      filters: { feedbackStatus: [] },
    };
    await expect(readBackComparison(place, need, log)).resolves.toBeUndefined();
    expect(commentLists()).toHaveLength(COMMENT_PAGE_CAP);
    expect(log.text()).toMatch(/first 2000 comments of #\d+/);
  });
});

describe('a flood of issues', () => {
  it('is listed at most 10 pages deep by the read-back of an installation token without labels', async () => {
    for (let i = 0; i < 1_050; i++) fake.addIssue(REPOSITORY, { title: `Spam ${i}`, body: LARGE, login: 'flooder' });
    const log = memoryLog();
    const place = {
      octokit: testOctokit(GITHUB_TOKEN, fake.url),
      repository: { owner: 'acme', repo: 'docs' },
      identity: { kind: 'installation' as const, login: 'github-actions[bot]' },
      issueLabels: [],
    };
    const need = { projectId: 'proj_docs', period: CURRENT_PERIOD, filters: { feedbackStatus: [] } };
    await expect(readBackComparison(place, need, log)).resolves.toBeUndefined();
    const lists = fake.requests.filter((r) => r.method === 'GET' && r.path === `/repos/${REPOSITORY}/issues`);
    expect(ISSUE_PAGE_CAP).toBe(10);
    expect(lists).toHaveLength(ISSUE_PAGE_CAP);
    expect(log.text()).toMatch(/first 1000 issues/);
  });
});
