// A task holds its evidence: what readers asked that went unanswered (with `questions` on; else how to see it), the
// page a term's searches clicked most, and the rule it is done by, in the numbers the gap rules use.
import { describe, expect, it } from 'vitest';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { DEFAULT_THRESHOLDS } from '../../src/report/model/build.ts';
import type { Tapped, World } from '../report/emulator-world.ts';
import { eachTaskWorld, runWeek, taskIssues } from './support.ts';

let world: World;
let tapped: Tapped;
let fake: GitHubFake;
eachTaskWorld((started) => ({ world, tapped, fake } = started));

const setup = () => ({ world, tapped, fake });
const bodyOf = (title: string) => taskIssues(fake).find((issue) => issue.title === title)?.body ?? '';

describe('the evidence in a task', () => {
  it('lists what readers asked, the page clicked most and the done rule', async () => {
    const run = await runWeek(setup(), 0, {}, { sections: ['traffic', 'searches', 'assistant', 'questions'] });
    expect(run.failure).toBeUndefined();

    const billing = bodyOf('Docs gap: unanswered questions in category “billing”');
    expect(billing).toContain('Unanswered questions asked most (personal data removed):');
    expect(billing).toMatch(/- “Why was I charged twice for one label\?” \(\d+×\)/);
    expect(billing).toMatch(/- “How do I get an invoice with our VAT number\?” \(\d+×\)/);
    expect(billing).toContain(
      `**Done when**: fewer than ${DEFAULT_THRESHOLDS.unansweredGapMinimum} unanswered questions in this category in a period, or fewer than 30% of its questions unanswered, for 2 periods in a row`,
    );
    expect(billing).toMatch(/\*\*Priority \d+(\.\d+)?%\*\*: \d+ of the period's [\d,]+ questions to the assistant/);

    const deleteAccount = bodyOf('Docs gap: search term “delete account”');
    expect(deleteAccount).toMatch(/- “How do I delete my account\?” \(\d+×\)/);
    expect(deleteAccount).toContain(
      `**Done when**: fewer than ${DEFAULT_THRESHOLDS.contentGapMinimumHits} searches for it in a period, or at least 20% of them clicking a result, for 2 periods in a row`,
    );
    // A term whose searches clicked a page names it.
    const clicked = taskIssues(fake).find((issue) => /The page its searches clicked most: /.test(issue.body ?? ''));
    expect(clicked?.body).toMatch(/The page its searches clicked most: `\/[^`]+`/);
  });

  it('says how to see what readers asked when the report keeps no questions', async () => {
    const run = await runWeek(setup(), 0, {}, { sections: ['traffic', 'searches', 'assistant'] });
    expect(run.failure).toBeUndefined();
    const billing = bodyOf('Docs gap: unanswered questions in category “billing”');
    expect(billing).toContain("add `questions` to the report's `sections`");
    expect(billing).not.toContain('charged twice');
  });
});
