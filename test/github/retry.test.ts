import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { virtualClock } from '../../devkit/clock.ts';
import { deployRepository, startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { memoryLog } from '../../devkit/log.ts';
import { createOctokit } from '../../src/github/octokit.ts';

let fake: GitHubFake;

beforeEach(async () => {
  fake = await startGitHubFake(deployRepository({ 'README.md': '# deploy\n' }));
});

afterEach(async () => {
  await fake.close();
});

const getDeploy = (octokit: ReturnType<typeof createOctokit>) =>
  octokit.rest.repos.get({ owner: 'acme', repo: 'deploy' });

describe('GitHub retries wait on the run clock', () => {
  it('retries server errors 1 s then 4 s apart on the injected clock, not on real timers', async () => {
    const clock = virtualClock();
    const octokit = createOctokit('ghp_deploy', fake.url, memoryLog(), { throttle: false, clock });
    fake.setFaults([{ kind: 'server-error', status: 502, times: 2 }]);
    const { status } = await getDeploy(octokit);
    expect(status).toBe(200);
    expect(fake.requests.map((request) => request.status)).toEqual([502, 502, 200]);
    expect(clock.slept).toEqual([1000, 4000]);
  });

  it('gives up after `retries` and never retries what retrying cannot fix', async () => {
    const clock = virtualClock();
    const octokit = createOctokit('ghp_deploy', fake.url, memoryLog(), { throttle: false, clock, retries: 1 });
    fake.setFaults([{ kind: 'server-error', status: 503, times: 5 }]);
    await expect(getDeploy(octokit)).rejects.toMatchObject({ status: 503 });
    expect(clock.slept).toEqual([1000]);
    fake.setFaults([]);
    await expect(octokit.rest.repos.get({ owner: 'acme', repo: 'missing' })).rejects.toMatchObject({ status: 404 });
    expect(clock.slept).toEqual([1000]);
  });
});

describe('GitHub rate limits wait on the run clock, and only briefly', () => {
  const limited = (retryAfter: number) =>
    fake.setFaults([
      { kind: 'secondary-rate-limit', retryAfter, match: { method: 'GET', path: '/repos/acme/deploy' } },
    ]);

  it('waits out a short secondary rate limit (its Retry-After) on the injected clock, then goes on', async () => {
    const clock = virtualClock();
    const octokit = createOctokit('ghp_deploy', fake.url, memoryLog(), { clock });
    limited(7);
    const { status } = await getDeploy(octokit);
    expect(status).toBe(200);
    expect(fake.requests.map((request) => request.status)).toEqual([403, 200]);
    // GitHub's wait first (then lost-answer.ts's own second before any request is sent again).
    expect(clock.slept[0]).toBe(7000);
  });

  it('does not wait out a long one: the call ends at once as a rate limit, with what GitHub asked', async () => {
    const clock = virtualClock();
    const log = memoryLog();
    const octokit = createOctokit('ghp_deploy', fake.url, log, { clock });
    limited(3600);
    await expect(getDeploy(octokit)).rejects.toMatchObject({ status: 403 });
    expect(clock.slept).toEqual([]);
    expect(log.text()).toMatch(/secondary rate limit .*3600 s/);
  });
});
