// The writer owns a task issue; the action owns its part of the body. Over HTTP (emulator, GitHub fake): what a
// writer adds above and below the action's part (in the line ends GitHub's interface sends), who they assign and the
// labels survive the next period's update, a close and a reopen; a title a writer renamed is kept, one the action
// wrote follows the action's wording; "open since" counts from the day the issue was opened.
import { describe, expect, it } from 'vitest';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { taskKey } from '../../src/tasks/key.ts';
import { keyLine, keyOf, stateLine, stateOf } from '../../src/tasks/state.ts';
import type { TaskState } from '../../src/tasks/state.ts';
import type { Tapped, World } from '../report/emulator-world.ts';
import { REPOSITORY } from '../report/harness.ts';
import { BOT, eachTaskWorld, runWeek, taskIssues, withoutTerms } from './support.ts';

let world: World;
let tapped: Tapped;
let fake: GitHubFake;
eachTaskWorld((started) => ({ world, tapped, fake } = started));

const setup = () => ({ world, tapped, fake });
const keyFor = (term: string) => taskKey(world.emulator.projects.demo, 'search', term);
const taskFor = (term: string) => taskIssues(fake).find((i) => keyOf(i.body ?? '') === keyFor(term));

/** What a writer puts above the action's part and below it, with the CR LF line ends GitHub's editor sends. */
const ABOVE = 'Owner: billing docs. Draft in review: https://example.com/docs-pr/42\r\n\r\n';
const BELOW = [
  '',
  '',
  '## Plan',
  '',
  '- [x] ask support which refund questions come most',
  '- [ ] write docs/billing/refunds.md',
  '',
  '> Quote from support: "refunds take 5–7 days".',
  '',
].join('\r\n');

/** The action's own writes to issues: never more than the title, the body and the state. */
function issueWriteFields(): string[] {
  const writes = fake.requests.filter((r) => r.method === 'PATCH' && /\/issues\/\d+$/.test(r.path));
  return [...new Set(writes.flatMap((r) => Object.keys(JSON.parse(r.body) as object)))].sort();
}

describe('the writer owns the task issue', () => {
  it('keeps what a writer wrote above and below the action part, and who they assigned, through an update, a close and a reopen', async () => {
    await runWeek(setup(), 0);
    const opened = taskFor('refund');
    const number = opened?.number ?? 0;
    // The writer edits the body in GitHub's interface (every line end becomes CR LF) and assigns themselves.
    const part = (opened?.body ?? '').replace(/\n/g, '\r\n');
    fake.editIssue(REPOSITORY, number, { body: `${ABOVE}${part}${BELOW}`, assignees: ['writer'] });

    const kept = (step: string) => {
      const issue = fake.issues(REPOSITORY).find((i) => i.number === number);
      const body = issue?.body ?? '';
      expect(body.slice(0, ABOVE.length), step).toBe(ABOVE);
      expect(body.slice(-BELOW.length), step).toBe(BELOW);
      expect(issue?.assignees, step).toEqual(['writer']);
      expect(issue?.labels, step).toEqual(['docs-gap']);
      // Found again by its key under the writer's text: its only task.
      expect(
        taskIssues(fake)
          .filter((i) => keyOf(i.body ?? '') === keyFor('refund'))
          .map((i) => i.number),
        step,
      ).toEqual([number]);
      return body;
    };

    // The next period without the gap: the action's part says so, the writer's text is as it was.
    tapped.rewrite = withoutTerms(['refund']);
    await runWeek(setup(), 1);
    const updated = kept('update');
    expect(updated).toContain('1 of 2 periods in a row without it');
    expect(stateOf(updated)?.without).toEqual(['2025-03-12']);

    await runWeek(setup(), 2);
    kept('close');
    expect(taskFor('refund')).toMatchObject({ number, state: 'closed', closedBy: BOT });

    tapped.rewrite = undefined;
    await runWeek(setup(), 3);
    const reopened = kept('reopen');
    expect(taskFor('refund')).toMatchObject({ number, state: 'open' });
    expect(stateOf(reopened)?.seen.map((s) => s.p)).toEqual(['2025-03-05', '2025-03-26']);
    // Never the assignees, labels or milestone; not even the title, which did not change.
    expect(issueWriteFields()).toEqual(['body', 'state', 'state_reason']);
  });

  it('keeps a title a writer renamed, and brings one the action wrote up to its wording', async () => {
    const plant = (term: string, title: string, state: Partial<TaskState>) =>
      fake.addIssue(REPOSITORY, {
        title,
        body: `${keyLine(keyFor(term))}\nWritten by an earlier version.\n${stateLine({
          v: 1,
          kind: 'search',
          term,
          opened: '2025-02-26',
          seen: [{ p: '2025-02-26', n: 50 }],
          without: [],
          ...state,
        })}`,
        labels: ['docs-gap'],
        login: BOT,
      });
    // Titles an earlier version wrote in an older wording: one left as written, one a writer renamed.
    const unrenamed = plant('refund', 'Docs gap: refund', { title: 'Docs gap: refund' });
    const renamed = plant('sso', 'SSO: document the setup page', { title: 'Docs gap: sso' });
    // Histories from before titles were kept: the title as the action wrote it then, and one a writer renamed.
    const legacy = plant('pricing', 'Docs gap: search term “pricing”', {});
    const legacyRenamed = plant('delete account', 'Account deletion page', {});

    const run = await runWeek(setup(), 0);
    expect(run.failure).toBeUndefined();
    const titleOf = (n: number) => fake.issues(REPOSITORY).find((i) => i.number === n)?.title;
    expect(titleOf(unrenamed.number)).toBe('Docs gap: search term “refund”');
    expect(titleOf(renamed.number)).toBe('SSO: document the setup page');
    expect(titleOf(legacy.number)).toBe('Docs gap: search term “pricing”');
    expect(titleOf(legacyRenamed.number)).toBe('Account deletion page');
    // The history keeps the title the action last wrote: a writer's rename is told apart from the action's own.
    const bodyOf = (n: number) => fake.issues(REPOSITORY).find((i) => i.number === n)?.body ?? '';
    expect(stateOf(bodyOf(unrenamed.number))?.title).toBe('Docs gap: search term “refund”');
    expect(stateOf(bodyOf(renamed.number))?.title).toBe('Docs gap: sso');
    expect(stateOf(bodyOf(legacy.number))?.title).toBe('Docs gap: search term “pricing”');
    expect(stateOf(bodyOf(legacyRenamed.number))?.title).toBeUndefined();
  });

  it('says a task opened today has been open 0 days, and counts from that day on', async () => {
    await runWeek(setup(), 0);
    expect(taskFor('refund')?.body).toContain('Opened 12 Mar 2025; open 0 days.');
    // A rerun of the period writes nothing to the unchanged task.
    const rerun = await runWeek(setup(), 0);
    expect(rerun.outputs).toMatchObject({ 'tasks-opened': '0', 'tasks-updated': '0' });
    await runWeek(setup(), 1);
    expect(taskFor('refund')?.body).toContain('Opened 12 Mar 2025; open 7 days.');
  });
});
