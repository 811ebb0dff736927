// The report leads with the work: after its headline, the task issues this run opened, updated and closed, each
// linked, then the gaps waiting with the highest priority; the numbers follow.
import { describe, expect, it } from 'vitest';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import type { Tapped, World } from '../report/emulator-world.ts';
import { REPOSITORY } from '../report/harness.ts';
import { eachTaskWorld, runWeek, taskIssues, withoutTerms } from './support.ts';

let world: World;
let tapped: Tapped;
let fake: GitHubFake;
eachTaskWorld((started) => ({ world, tapped, fake } = started));

const setup = () => ({ world, tapped, fake });
const link = (n: number) => `[#${n}](https://github.com/${REPOSITORY}/issues/${n})`;

describe('a report that leads with the work', () => {
  it('names the tasks it opened, updated and closed, linked, before the numbers', async () => {
    const first = await runWeek(setup(), 0, { maxNew: 3 });
    expect(first.failure).toBeUndefined();
    const opened = taskIssues(fake);
    expect(opened).toHaveLength(3);
    const work = first.summary.indexOf('### The work');
    expect(work).toBeGreaterThan(-1);
    expect(work).toBeLessThan(first.summary.indexOf('### What changed'));
    const lead = first.summary.slice(work, first.summary.indexOf('### What changed'));
    for (const issue of opened) expect(lead).toContain(`| ${link(issue.number)} | opened | search term “`);
    expect(lead).toMatch(/Waiting for a task .*\n\n\| Gap \| Priority \| This period \| Trend \|/);
    expect(lead).toMatch(/\| search term “[^”]+” \| \d+\.\d+% \| \d+ \|/);

    // A week later one gap is gone for two weeks running: its task is closed, the others updated, all named.
    const gone = opened[0];
    const term = /“(.+)”/.exec(gone?.title ?? '')?.[1] ?? '';
    tapped.rewrite = withoutTerms([term]);
    await runWeek(setup(), 1, { maxNew: 0 });
    const third = await runWeek(setup(), 2, { maxNew: 0 });
    const lead3 = third.summary.slice(third.summary.indexOf('### The work'), third.summary.indexOf('### What changed'));
    expect(lead3).toContain(`| ${link(gone?.number ?? 0)} | closed |`);
    for (const issue of opened.slice(1)) expect(lead3).toContain(`| ${link(issue.number)} | updated |`);
  });
});
