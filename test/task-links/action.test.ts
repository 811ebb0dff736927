// The action as the runner starts it (the sources bundled for the test run), on a pull request event: INPUT_MODE
// task-links, GITHUB_EVENT_PATH, the GitHub fake as GITHUB_API_URL, and neither api-key nor api-url.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { runAction } from '../../devkit/harness/run-action.ts';
import { COMMENT_MARKER } from '../../src/task-links/comment.ts';
import { openPullRequest, plantTask, pullRequestEvent, REPOSITORY, startWorld, WRITE_TOKEN } from './support.ts';

let fake: GitHubFake;
beforeEach(async () => {
  fake = await startWorld();
});
afterEach(async () => {
  await fake.close();
});

it('comments the task a pull request may fix, run as the runner runs it, with the GitHub token alone', async () => {
  const task = plantTask(fake, 'install offline', ['docs/install.md']);
  const pull = await openPullRequest(fake, 'offline', { 'docs/install.md': '# Install\n\nOffline too.\n' });
  const run = await runAction({
    inputs: { mode: 'task-links', 'github-token': WRITE_TOKEN },
    event: pullRequestEvent(pull),
    eventName: 'pull_request',
    repository: REPOSITORY,
    githubApiUrl: fake.url,
  });
  expect(run.stderr).toBe('');
  expect(run.exitCode).toBe(0);
  expect(run.annotations.filter((a) => a.level === 'error' || a.level === 'warning')).toEqual([]);
  const comments = fake.comments(REPOSITORY, pull).filter((c) => c.body.startsWith(COMMENT_MARKER));
  expect(comments).toHaveLength(1);
  expect(comments[0]?.body).toContain(`Add \`Fixes #${task.number}\` to the description to link it.`);
  expect(run.summary).toContain(
    `The comment on the pull request (created): https://github.com/acme/docs/pull/${pull}#issuecomment-${comments[0]?.id}`,
  );
  expect(run.outputs).toEqual({});
});
