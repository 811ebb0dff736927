// The weekly demo's two fixes, made during its third week: a writer's pull request that fixes the docs for a search
// term and closes its task (the emulator's readers then find the answer), and a task a writer closes by hand as done
// while its gap stays. The fourth and fifth weekly reports then watch both: did the fix work?
import fs from 'node:fs';
import path from 'node:path';
import type { GitHubFake, IssueSnapshot } from '../../devkit/github-fake/index.ts';

/** The writer who fixes the docs, as the GitHub fake knows them. */
const WRITER = { token: 'ghp_demo_docs_writer', login: 'docs-writer' };

/** The search term the pull request fixes, and the gap closed by hand that stays (both opened in the first week). */
export const FIXED_TERM = 'refund';
export const CLOSED_BY_HAND = 'billing';

const FIX_BRANCH = 'explain-refunds';
const REFUNDS_FILE = 'docs/billing/refunds.md';
const REFUNDS_FIXED =
  '# Refunds\n\nA refund is paid to the original card within 5 business days.\n\n' +
  '## Ask for a refund\n\nOpen **Billing → Orders**, choose the order and press **Request a refund**, within 30 days of the purchase.\n' +
  'A label that was never scanned is refunded in full; a scanned one is not refunded.\n';

export interface FixesInput {
  github: GitHubFake;
  repository: string;
  /** The demo's checkout of the repository: the merged fix lands in it too. */
  workspace: string;
  /** The week the fixes are made in (Monday, and the Monday after). */
  week: { dateFrom: string; dateTo: string };
  /** From `from` (`YYYY-MM-DD`) on, the docs answer `term`: its readers click `page`. */
  answerSearch(answer: { term: string; from: string; page: string }): void;
}

export interface DemoFixes {
  fixed: { task: number; pull: number };
  closedByHand: { task: number };
}

/** The task the action opened for a gap, by the gap its title names. */
function taskFor(github: GitHubFake, repository: string, gap: string): IssueSnapshot {
  const task = github
    .issues(repository)
    .find((issue) => issue.labels.includes('docs-gap') && issue.title.includes(`“${gap}”`));
  if (!task) throw new Error(`the weekly demo has no task for “${gap}” after its first weeks`);
  return task;
}

/** A day of `week` at a UTC hour: 2 for its Wednesday. */
const dayOf = (week: FixesInput['week'], days: number, hour: number) =>
  new Date(Date.parse(`${week.dateFrom}T00:00:00Z`) + days * 86_400_000 + hour * 3_600_000);

/**
 * On the week's Wednesday a writer's pull request saying `Fixes #<task>` rewrites the refunds page and is merged (which
 * closes the task as done), and readers who search the term find the page from that day on; on its Thursday the
 * writer closes the other task by hand as done, with nothing changed for its readers.
 */
export async function makeDemoFixes(input: FixesInput): Promise<DemoFixes> {
  const { github, repository } = input;
  github.addToken({ ...WRITER, repos: [repository] });
  const refundTask = taskFor(github, repository, FIXED_TERM);
  const handTask = taskFor(github, repository, CLOSED_BY_HAND);

  const merged = dayOf(input.week, 2, 14);
  github.addBranch(repository, FIX_BRANCH);
  github.commitFiles(
    repository,
    FIX_BRANCH,
    { [REFUNDS_FILE]: REFUNDS_FIXED },
    { login: WRITER.login, message: 'Explain how to ask for a refund' },
  );
  const pull = await openPull(github.url, repository, {
    title: 'Explain how to ask for a refund',
    head: FIX_BRANCH,
    base: 'main',
    body: `Readers searched for "refund" and clicked nothing: the page now says how to ask for one.\n\nFixes #${refundTask.number}`,
  });
  github.mergePull(repository, pull, { login: WRITER.login, at: merged });
  fs.writeFileSync(path.join(input.workspace, REFUNDS_FILE), REFUNDS_FIXED);
  input.answerSearch({ term: FIXED_TERM, from: merged.toISOString().slice(0, 10), page: '/guides/refunds' });

  github.setIssueState(repository, handTask.number, 'closed', WRITER.login, 'completed', dayOf(input.week, 3, 10));
  return { fixed: { task: refundTask.number, pull }, closedByHand: { task: handTask.number } };
}

/** Opens a pull request as the writer would, over the fake's REST API; returns its number. */
async function openPull(
  apiUrl: string,
  repository: string,
  fields: { title: string; head: string; base: string; body: string },
): Promise<number> {
  const answer = await fetch(`${apiUrl}/repos/${repository}/pulls`, {
    method: 'POST',
    headers: {
      authorization: `token ${WRITER.token}`,
      accept: 'application/vnd.github+json',
      'content-type': 'application/json',
    },
    body: JSON.stringify(fields),
  });
  if (answer.status !== 201) throw new Error(`the writer's pull request was not opened: ${answer.status}`);
  const { number } = (await answer.json()) as { number: number };
  return number;
}
