// The sticky comment against the GitHub fake over real HTTP: found by marker among the token's own
// comments (all pages read), updated in place, never someone else's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../../devkit/github-fake/index.ts';
import { reportMarker } from '../../../src/report/published-body/report-body.ts';
import { runReport } from '../../../src/report/run.ts';
import { CURRENT_PERIOD, NOW } from '../fixtures.ts';
import { analyticsService, API_KEY, reportRun, reportSettings, REPOSITORY, tempDir, testOctokit } from '../harness.ts';

const PAT = 'ghp_reportbot_token';
const GITHUB_TOKEN = 'ghs_installation_token';
const OWNER = 'owner-token';

let fake: GitHubFake;
let pr: number;

beforeEach(async () => {
  fake = await startGitHubFake({
    tokens: [
      { token: PAT, login: 'report-bot' },
      { token: GITHUB_TOKEN, login: 'github-actions[bot]', type: 'Bot', installation: true },
      { token: OWNER, login: 'acme-admin' },
    ],
    repos: [{ owner: 'acme', name: 'docs', files: { 'README.md': '# docs\n' } }],
  });
  fake.addBranch(REPOSITORY, 'feature');
  fake.commitFiles(REPOSITORY, 'feature', { 'docs/new.md': 'new page\n' });
  const octokit = testOctokit(OWNER, fake.url);
  pr = (
    await octokit.rest.pulls.create({
      owner: 'acme',
      repo: 'docs',
      head: 'feature',
      base: 'main',
      title: 'New docs page',
    })
  ).data.number;
});

afterEach(async () => {
  await fake.close();
});

function run(token: string, now: number, event: Record<string, unknown> = { pull_request: { number: pr } }) {
  const settings = reportSettings({ publish: ['comment'], compare: false }, token, tempDir('report-comment-'));
  return reportRun({
    settings,
    service: analyticsService(),
    now,
    githubUrl: fake.url,
    event,
    eventName: 'pull_request',
  });
}

describe('sticky comment', () => {
  it('is created once and then updated in place, past 120 other comments and a human comment quoting the marker', async () => {
    for (let i = 0; i < 120; i++) fake.addComment(REPOSITORY, pr, { login: `reviewer-${i % 3}`, body: `Comment ${i}` });
    const quoted = `Why does the bot write ${reportMarker('proj_docs', CURRENT_PERIOD)} in its comments?`;
    const human = fake.addComment(REPOSITORY, pr, { login: 'curious-human', body: quoted });

    const first = run(PAT, NOW);
    const firstOutputs = await runReport(first.context);
    const afterFirst = fake.comments(REPOSITORY, pr);
    expect(afterFirst).toHaveLength(122);
    const ours = afterFirst.filter((c) => c.user.login === 'report-bot');
    expect(ours).toHaveLength(1);
    expect(ours[0]?.body).toContain('<!-- docs-export-report project=proj_docs period=2026-11-14..2026-11-21 -->');
    expect(firstOutputs['comment-url']).toBe(`https://github.com/acme/docs/pull/${pr}#issuecomment-${ours[0]?.id}`);

    const second = run(PAT, NOW + 3_600_000); // an hour later: the body differs (generated time)
    const secondOutputs = await runReport(second.context);
    const afterSecond = fake.comments(REPOSITORY, pr);
    expect(afterSecond).toHaveLength(122);
    const updated = afterSecond.filter((c) => c.user.login === 'report-bot');
    expect(updated.map((c) => c.id)).toEqual([ours[0]?.id]);
    expect(updated[0]?.body).not.toBe(ours[0]?.body);
    expect(updated[0]?.body).toContain('2026-11-21T13:00:00.000Z');
    expect(secondOutputs['comment-url']).toBe(firstOutputs['comment-url']);
    expect(afterSecond.find((c) => c.id === human.id)?.body).toBe(quoted);

    // Every page of comments was read, 100 at a time, and the human comment was never written to.
    const lists = fake.requests.filter(
      (r) => r.method === 'GET' && r.path === `/repos/acme/docs/issues/${pr}/comments`,
    );
    expect(lists.every((r) => r.query.per_page === '100')).toBe(true);
    expect(lists.some((r) => r.query.page === '2')).toBe(true);
    const writes = fake.requests.filter((r) => r.method !== 'GET' && r.login === 'report-bot');
    expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /repos/acme/docs/issues/${pr}/comments`,
      `PATCH /repos/acme/docs/issues/comments/${ours[0]?.id}`,
    ]);
  });

  it('leaves an unchanged comment alone', async () => {
    await runReport(run(PAT, NOW).context);
    const before = fake.requests.length;
    await runReport(run(PAT, NOW).context);
    expect(fake.requests.slice(before).filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it("with an installation token (GITHUB_TOKEN), takes /user's 403 to mean github-actions[bot]", async () => {
    fake.addComment(REPOSITORY, pr, { login: 'someone', body: `copy: ${reportMarker('proj_docs', CURRENT_PERIOD)}` });
    await runReport(run(GITHUB_TOKEN, NOW).context);
    await runReport(run(GITHUB_TOKEN, NOW + 60_000).context);
    const comments = fake.comments(REPOSITORY, pr);
    expect(comments.filter((c) => c.user.login === 'github-actions[bot]')).toHaveLength(1);
    expect(comments.find((c) => c.user.login === 'someone')?.body).toMatch(/^copy: /);
    const user = fake.requests.filter((r) => r.path === '/user');
    expect(user.map((r) => r.status)).toEqual([403, 403]);
    expect(fake.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });

  it('comments on the issue of an issue event, or on comment-on', async () => {
    const issue = fake.addIssue(REPOSITORY, { title: 'Weekly numbers', login: 'acme-admin' });
    const outputs = await runReport(run(PAT, NOW, { issue: { number: issue.number } }).context);
    expect(outputs['comment-url']).toContain(`/issues/${issue.number}#issuecomment-`);
    const settings = reportSettings(
      { publish: ['comment'], compare: false, commentOn: pr },
      PAT,
      tempDir('report-comment-'),
    );
    const explicit = await runReport(
      reportRun({ settings, service: analyticsService(), now: NOW, githubUrl: fake.url }).context,
    );
    expect(explicit['comment-url']).toContain(`/pull/${pr}#issuecomment-`);
  });

  it('warns, and does not fail, when the event has no pull request or issue', async () => {
    const { context, log } = run(PAT, NOW, {});
    const outputs = await runReport(context);
    expect(outputs['comment-url']).toBeUndefined();
    expect(outputs['report-path']).toBeDefined();
    expect(log.entries.filter((e) => e.level === 'warning').map((e) => e.message)).toEqual([
      expect.stringContaining('no pull request or issue to comment on'),
    ]);
    expect(fake.requests.filter((r) => r.method !== 'GET' && r.login === 'report-bot')).toEqual([]);
  });

  it('sends no secret to GitHub', async () => {
    await runReport(run(PAT, NOW).context);
    for (const request of fake.requests) expect(request.body).not.toContain(API_KEY);
  });
});
