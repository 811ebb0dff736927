// Requests whose answer is lost (the connection dropped, or a 5xx) against the GitHub fake over HTTP: a read is
// sent again; a create looks whether it happened before it is sent again, so nothing is made twice.
import { afterEach, describe, expect, it } from 'vitest';
import { virtualClock } from '../../devkit/clock.ts';
import { startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { FaultSpec, GitHubFake } from '../../devkit/github-fake/index.ts';
import { memoryLog } from '../../devkit/log.ts';
import { createIssueComment } from '../../src/github/comments.ts';
import { createIssue, updateIssue } from '../../src/github/issues.ts';
import { createOctokit } from '../../src/github/octokit.ts';
import { getRepository } from '../../src/github/repository.ts';

const REPO = { owner: 'acme', repo: 'docs' };
const ISSUE = { title: 'Docs analytics: week 47', body: '<!-- marker -->\nThe numbers', labels: ['docs-analytics'] };

let fake: GitHubFake;

async function start(pathPrefix = '') {
  fake = await startGitHubFake({
    tokens: [{ token: 'ghp_report', login: 'report-bot' }],
    repos: [{ owner: 'acme', name: 'docs' }],
    pathPrefix,
  });
  const clock = virtualClock();
  return { clock, octokit: createOctokit('ghp_report', fake.url, memoryLog(), { throttle: false, clock }) };
}

afterEach(async () => {
  await fake.close();
});

const sent = (method: string, path: string) => fake.requests.filter((r) => r.method === method && r.path === path);

const LOST: Record<string, (match: { method: string; path?: string }) => FaultSpec> = {
  'the connection dropped before it was served': (match) => ({
    kind: 'connection-drop',
    when: 'before-serving',
    match,
  }),
  'the connection dropped after it was served': (match) => ({ kind: 'connection-drop', when: 'after-serving', match }),
  'a 502 after it was served': (match) => ({ kind: 'server-error', status: 502, served: true, match }),
  'a 502 before it was served': (match) => ({ kind: 'server-error', status: 502, match }),
};

describe('a lost answer to opening an issue', () => {
  it.each(Object.entries(LOST))('%s: exactly one issue is opened, and its number is returned', async (_, lost) => {
    const { octokit } = await start();
    fake.setFaults([lost({ method: 'POST', path: '/repos/acme/docs/issues' })]);
    const issue = await createIssue(octokit, REPO, ISSUE);
    expect(fake.issues('acme/docs').map((i) => [i.number, i.title])).toEqual([[issue.number, ISSUE.title]]);
    expect(issue.url).toBe(`https://github.com/acme/docs/issues/${issue.number}`);
    expect(fake.pendingFaults()).toEqual([]);
  });

  it('looks before it sends again, and does not send again what it found', async () => {
    const { octokit, clock } = await start();
    fake.setFaults([{ kind: 'connection-drop', when: 'after-serving', match: { method: 'POST' } }]);
    await createIssue(octokit, REPO, ISSUE);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /repos/acme/docs/issues',
      'GET /repos/acme/docs/issues',
    ]);
    expect(clock.slept).toEqual([1000]);
  });

  it('does not take an older issue with the same text, closed since, for the one it opened', async () => {
    const { octokit } = await start();
    fake.addIssue('acme/docs', { ...ISSUE, login: 'report-bot', state: 'closed' });
    fake.setFaults([{ kind: 'connection-drop', when: 'before-serving', match: { method: 'POST' } }]);
    const issue = await createIssue(octokit, REPO, ISSUE);
    expect(fake.issues('acme/docs').map((i) => [i.number, i.state])).toEqual([
      [1, 'closed'],
      [issue.number, 'open'],
    ]);
  });

  it('when it cannot tell whether the issue was opened, fails saying so and does not open a second', async () => {
    const { octokit } = await start();
    fake.setFaults([
      { kind: 'connection-drop', when: 'after-serving', match: { method: 'POST' } },
      { kind: 'server-error', status: 503, times: 10, match: { method: 'GET' } },
    ]);
    await expect(createIssue(octokit, REPO, ISSUE)).rejects.toThrow(
      /open an issue in acme\/docs: GitHub's answer was lost.*may have been done.*not sent again/,
    );
    expect(sent('POST', '/repos/acme/docs/issues')).toHaveLength(1);
    expect(fake.issues('acme/docs')).toHaveLength(1);
  });

  it('when every try is lost, fails saying the last may have been done', async () => {
    const { octokit, clock } = await start();
    fake.setFaults([{ kind: 'connection-drop', when: 'before-serving', match: { method: 'POST' }, times: 4 }]);
    await expect(createIssue(octokit, REPO, ISSUE)).rejects.toThrow(/lost on each of 4 tries.*the last may have been/);
    expect(sent('POST', '/repos/acme/docs/issues')).toHaveLength(4);
    expect(sent('GET', '/repos/acme/docs/issues')).toHaveLength(3);
    expect(clock.slept).toEqual([1000, 4000, 9000]);
  });

  it('looks under /api/v3 on GitHub Enterprise Server', async () => {
    const { octokit } = await start('/api/v3');
    fake.setFaults([{ kind: 'connection-drop', when: 'after-serving', match: { method: 'POST' } }]);
    await createIssue(octokit, REPO, ISSUE);
    expect(fake.issues('acme/docs')).toHaveLength(1);
    expect(sent('GET', '/api/v3/repos/acme/docs/issues')).toHaveLength(1);
  });
});

describe('a lost answer to a comment', () => {
  it.each(Object.entries(LOST))('%s: exactly one comment is made', async (_, lost) => {
    const { octokit } = await start();
    const { number } = fake.addIssue('acme/docs', { title: 'Weekly numbers', login: 'acme-admin' });
    for (let i = 0; i < 150; i++) fake.addComment('acme/docs', number, { login: 'reviewer', body: `Comment ${i}` });
    fake.setFaults([lost({ method: 'POST', path: `/repos/acme/docs/issues/${number}/comments` })]);
    const comment = await createIssueComment(octokit, REPO, number, 'Superseded by #7');
    const ours = fake.comments('acme/docs', number).filter((c) => c.user.login === 'report-bot');
    expect(ours.map((c) => [c.id, c.body])).toEqual([[comment.id, 'Superseded by #7']]);
  });
});

describe('idempotent requests are sent again after a dropped connection', () => {
  it('a read', async () => {
    const { octokit, clock } = await start();
    fake.setFaults([{ kind: 'connection-drop', when: 'after-serving', match: { method: 'GET' }, times: 2 }]);
    await expect(getRepository(octokit, REPO)).resolves.toMatchObject({ fullName: 'acme/docs' });
    expect(sent('GET', '/repos/acme/docs')).toHaveLength(3);
    expect(clock.slept).toEqual([1000, 4000]);
  });

  it('an edit of an issue', async () => {
    const { octokit } = await start();
    const { number } = fake.addIssue('acme/docs', { title: 'Old', login: 'report-bot' });
    fake.setFaults([{ kind: 'connection-drop', when: 'after-serving', match: { method: 'PATCH' } }]);
    await updateIssue(octokit, REPO, number, { title: 'New', body: 'Text' });
    expect(sent('PATCH', `/repos/acme/docs/issues/${number}`)).toHaveLength(2);
    expect(fake.issues('acme/docs')[0]).toMatchObject({ title: 'New', body: 'Text' });
  });
});

describe('a request that is neither idempotent nor looked for', () => {
  it('is not sent again after a lost answer: creating a label', async () => {
    const { octokit } = await start();
    fake.setFaults([{ kind: 'server-error', status: 502, served: true, match: { method: 'POST' } }]);
    await expect(octokit.rest.issues.createLabel({ ...REPO, name: 'docs-analytics' })).rejects.toThrow(
      /answer was lost/,
    );
    expect(sent('POST', '/repos/acme/docs/labels')).toHaveLength(1);
  });
});
