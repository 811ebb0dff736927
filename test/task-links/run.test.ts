// Mode task-links against the GitHub fake: one sticky comment naming the tasks a pull request may fix, edited on a
// rerun, none when nothing matches, the step summary only for a fork's read-only token, no service request, and
// readers' text inert.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { COMMENT_MARKER } from '../../src/task-links/comment.ts';
import { testOctokit } from '../report/harness.ts';
import {
  openPullRequest,
  plantTask,
  pullRequestEvent,
  READ_ONLY_TOKEN,
  REPOSITORY,
  runLinks,
  startWorld,
} from './support.ts';

let fake: GitHubFake;
beforeEach(async () => {
  fake = await startWorld();
});
afterEach(async () => {
  await fake.close();
});

const ownComments = (number: number) =>
  fake.comments(REPOSITORY, number).filter((comment) => comment.body.startsWith(COMMENT_MARKER));

describe('task-links on a pull request', () => {
  it('comments once on a pull request that changes a file a task names, and edits that comment on a rerun', async () => {
    const task = plantTask(fake, 'install offline', ['docs/install.md']);
    plantTask(fake, 'label colors', ['docs/labels.md']);
    const pull = await openPullRequest(fake, 'offline', {
      'docs/install.md': '# Install\n\nRun the installer.\n\nOffline: copy the bundle.\n',
    });

    const first = await runLinks(fake, pullRequestEvent(pull));
    expect(first.failure).toBeUndefined();
    const [comment] = ownComments(pull);
    expect(ownComments(pull)).toHaveLength(1);
    expect(comment?.body).toContain(`- #${task.number} Docs gap: search term`);
    expect(comment?.body).toContain('file `docs/install.md` changed');
    expect(comment?.body).toContain(`Add \`Fixes #${task.number}\` to the description to link it.`);
    expect(comment?.body).not.toContain('label colors');
    expect(first.summary).toContain(`#${task.number}`);

    // The writer links it; the rerun edits the one comment and shows the task as linked.
    fake.commitFiles(REPOSITORY, 'offline', { 'docs/labels.md': '# Labels\n\nlabel colors are set per repository.\n' });
    const { data } = await testOctokit('ghp_docs_writer', fake.url).rest.pulls.update({
      owner: 'acme',
      repo: 'docs',
      pull_number: pull,
      body: `Fixes #${task.number}`,
    });
    expect(data.body).toBe(`Fixes #${task.number}`);
    const second = await runLinks(fake, pullRequestEvent(pull));
    expect(second.failure).toBeUndefined();
    expect(ownComments(pull)).toHaveLength(1);
    const [edited] = ownComments(pull);
    expect(edited?.id).toBe(comment?.id);
    expect(edited?.body).toContain(`- #${task.number} Docs gap: search term`);
    expect(edited?.body).toContain('**Linked**');
    expect(edited?.body).toMatch(/adds a line mentioning “label colors” \(in `docs\/labels.md`\)/);

    // A third run with nothing new writes nothing.
    const commentWrites = () => fake.requests.filter((r) => r.method !== 'GET' && r.path.includes('/comments')).length;
    const before = commentWrites();
    await runLinks(fake, pullRequestEvent(pull));
    expect(commentWrites()).toBe(before);
  });

  it('makes no comment on a pull request that touches nothing a task names', async () => {
    plantTask(fake, 'install offline', ['docs/install.md']);
    const pull = await openPullRequest(fake, 'readme', { 'README.md': 'About this repository.\n' });
    const run = await runLinks(fake, pullRequestEvent(pull));
    expect(run.failure).toBeUndefined();
    expect(fake.comments(REPOSITORY, pull)).toHaveLength(0);
    expect(run.summary).toContain('No open documentation task matches this pull request.');
  });

  it('says in its comment that none matches any more once the pull request stops touching the task', async () => {
    plantTask(fake, 'install offline', ['docs/install.md']);
    const pull = await openPullRequest(fake, 'offline', { 'docs/install.md': '# Install\n\nOffline too.\n' });
    await runLinks(fake, pullRequestEvent(pull));
    fake.commitFiles(REPOSITORY, 'offline', { 'docs/install.md': '# Install\n\nRun the installer.\n' });
    await runLinks(fake, pullRequestEvent(pull));
    const comments = ownComments(pull);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('None of the open documentation tasks matches this pull request any more.');
  });

  it("puts a fork's result in the step summary only, with a notice, when its token may not comment", async () => {
    const task = plantTask(fake, 'install offline', ['docs/install.md']);
    const pull = await openPullRequest(fake, 'offline', { 'docs/install.md': '# Install\n\nOffline too.\n' });
    const run = await runLinks(fake, pullRequestEvent(pull, { fork: true }), { token: READ_ONLY_TOKEN });
    expect(run.failure).toBeUndefined();
    expect(fake.comments(REPOSITORY, pull)).toHaveLength(0);
    expect(run.summary).toContain(`- #${task.number} Docs gap: search term`);
    expect(run.summary).toContain('Not commented on the pull request: the pull request comes from a fork');
    expect(run.log).toMatch(/^notice: Task links for pull request #\d+ are in the step summary only/m);
  });

  it("comments on a fork's pull request when its token may (pull_request_target)", async () => {
    plantTask(fake, 'install offline', ['docs/install.md']);
    const pull = await openPullRequest(fake, 'offline', { 'docs/install.md': 'Offline.\n' });
    const run = await runLinks(fake, pullRequestEvent(pull, { fork: true }), { eventName: 'pull_request_target' });
    expect(run.failure).toBeUndefined();
    expect(ownComments(pull)).toHaveLength(1);
  });

  it('fails, naming the permission, when the token of a pull request of the repository itself may not comment', async () => {
    plantTask(fake, 'install offline', ['docs/install.md']);
    const pull = await openPullRequest(fake, 'offline', { 'docs/install.md': 'Offline.\n' });
    const run = await runLinks(fake, pullRequestEvent(pull), { token: READ_ONLY_TOKEN });
    expect(String(run.failure)).toMatch(/may not comment on #\d+ .*\(403 .*pull-requests: write/);
    expect(fake.comments(REPOSITORY, pull)).toHaveLength(0);
  });

  it('makes no service request: it runs with neither api-key nor api-url', async () => {
    plantTask(fake, 'install offline', ['docs/install.md']);
    const pull = await openPullRequest(fake, 'offline', { 'docs/install.md': 'Offline.\n' });
    // The context has no service client but one that refuses every call: a service call would fail the run.
    const run = await runLinks(fake, pullRequestEvent(pull));
    expect(run.failure).toBeUndefined();
    expect(ownComments(pull)).toHaveLength(1);
  });

  it('does nothing but warn on an event that is not a pull request', async () => {
    const run = await runLinks(fake, {}, { eventName: 'push' });
    expect(run.failure).toBeUndefined();
    expect(run.log).toMatch(/^warning: Mode "task-links" runs on a pull request/m);
    expect(fake.requests).toHaveLength(0);
  });

  it('keeps a task term and title of markdown, mentions and references inert', async () => {
    const term = '@everyone [click](https://evil.example) #1 <img src=x> **bold**';
    // Issue #1 is another: only an escaped `#1` can be the term's.
    plantTask(fake, 'label colors', ['docs/labels.md']);
    const task = plantTask(fake, term, ['docs/install.md']);
    const pull = await openPullRequest(fake, 'hostile', {
      'docs/install.md': `# Install\n\n${term}\n`,
    });
    await runLinks(fake, pullRequestEvent(pull));
    const [comment] = ownComments(pull);
    expect(comment?.body).toContain(`#${task.number}`);
    expect(comment?.body).not.toMatch(/(?<!\\)\[click\]|\]\(https|<img|(?<!\\)\*\*bold|(?<!\\)#1\b/);
    expect(comment?.body).toContain('@&#8203;everyone');
    expect(comment?.body).toContain('&lt;img src=x&gt;');
    expect(comment?.body).toContain('\\#&#8203;1');
  });
});
