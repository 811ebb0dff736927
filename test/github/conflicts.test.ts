import { describe, expect, it } from 'vitest';
import { virtualClock } from '../../devkit/clock.ts';
import { memoryLog } from '../../devkit/log.ts';
import { CONFLICT_RETRY_POLICY, retryOnConflict, WriteConflict } from '../../src/github/conflicts.ts';
import { GitHubError } from '../../src/github/errors.ts';
import { failureKind } from '../../src/util/errors.ts';

const options = (random = () => 0.5) => ({
  clock: virtualClock(),
  log: memoryLog(),
  what: 'deploy/values.yaml on main of acme/deploy',
  random,
});

describe('retryOnConflict', () => {
  it('reads and writes again after a conflict, with a jittered pause from the one retry policy', async () => {
    const given = options();
    let calls = 0;
    const result = await retryOnConflict(() => {
      calls += 1;
      return calls < 3 ? Promise.reject(new WriteConflict('sha moved')) : Promise.resolve('written');
    }, given);
    expect(result).toBe('written');
    // Full jitter at 0.5 of a window that doubles: 200 ms, then 400 ms.
    expect(given.clock.slept).toEqual([CONFLICT_RETRY_POLICY.baseDelayMs / 2, CONFLICT_RETRY_POLICY.baseDelayMs]);
    expect(given.log.text()).toContain(
      'deploy/values.yaml on main of acme/deploy changed meanwhile (sha moved); reading it again in 200ms (attempt 2 of 5).',
    );
  });

  it('gives up after five attempts with a GitHub error that says what to do', async () => {
    const given = options();
    let calls = 0;
    const failure = await retryOnConflict(() => {
      calls += 1;
      return Promise.reject(new WriteConflict('sha moved'));
    }, given).catch((error: unknown) => error);
    expect(calls).toBe(5);
    expect(failure).toBeInstanceOf(GitHubError);
    expect(failureKind(failure)).toBe('github');
    expect((failure as Error).message).toMatch(
      /kept changing while this run tried to update it \(5 attempts\): sha moved\. .*concurrency/,
    );
    expect(given.clock.slept).toHaveLength(4);
  });

  it('ends at once on any other failure', async () => {
    const given = options();
    let calls = 0;
    const failure = new GitHubError('refused', 403);
    await expect(
      retryOnConflict(() => {
        calls += 1;
        return Promise.reject(failure);
      }, given),
    ).rejects.toBe(failure);
    expect(calls).toBe(1);
    expect(given.clock.slept).toEqual([]);
  });
});
