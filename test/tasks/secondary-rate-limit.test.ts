// GitHub's secondary rate limit (a 403 with Retry-After, "You have exceeded a secondary rate limit") while tasks
// are kept: it is said as a rate limit, never as a missing `issues: write`; the writes not done are carried to the
// next run, which does them without doing any twice.
import { describe, expect, it } from 'vitest';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { keyOf } from '../../src/tasks/state.ts';
import type { Tapped, World } from '../report/emulator-world.ts';
import { eachTaskWorld, runWeek, taskIssues } from './support.ts';

let world: World;
let tapped: Tapped;
let fake: GitHubFake;
eachTaskWorld((started) => ({ world, tapped, fake } = started));

const setup = () => ({ world, tapped, fake });
const failureText = (failure: unknown) => (failure instanceof Error ? failure.message : '');

describe('a secondary rate limit while tasks are kept', () => {
  it('on a write: said as a rate limit, not a permission, and the rest is done by the next run', async () => {
    // The first task's create is refused, as GitHub refuses a burst of writes.
    fake.setFaults([
      { kind: 'secondary-rate-limit', retryAfter: 3600, match: { method: 'POST', path: '/repos/acme/docs/issues' } },
    ]);
    const run = await runWeek(setup(), 0, { maxNew: 3 });
    const said = `${failureText(run.failure)}\n${run.log}`;
    expect(said).not.toMatch(/issues: write|lacks|permissions:/);
    expect(run.failure).toBeUndefined();
    expect(said).toMatch(
      /warning: GitHub's secondary rate limit .* stopped the action from trying to open an issue in acme\/docs .* carried to the next run/,
    );
    expect(fake.pendingFaults()).toEqual([]);
    expect(run.outputs['tasks-opened']).toBe('0');

    const next = await runWeek(setup(), 0, { maxNew: 3 });
    expect(next.failure).toBeUndefined();
    const keys = taskIssues(fake).map((i) => keyOf(i.body ?? ''));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
  });

  it('on the read of the tasks: said as a rate limit in the report and the log, not a permission', async () => {
    fake.setFaults([
      { kind: 'secondary-rate-limit', retryAfter: 3600, match: { method: 'GET', path: '/repos/acme/docs/issues' } },
    ]);
    const run = await runWeek(setup(), 0, { maxNew: 3 });
    const said = `${failureText(run.failure)}\n${run.log}\n${run.summary}`;
    expect(said).not.toMatch(/issues: write|lacks|permissions:/);
    expect(run.failure).toBeUndefined();
    expect(run.summary).toContain(
      "- Task issues were not kept this run: GitHub's secondary rate limit (too many requests in a short time) stopped the action while it read them",
    );
    expect(run.log).toMatch(
      /warning: Task issues were not kept this run: GitHub's secondary rate limit .*The next run keeps them\./,
    );
    expect(taskIssues(fake)).toEqual([]);
  });
});
