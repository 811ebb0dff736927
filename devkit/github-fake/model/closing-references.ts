import type { IssueRecord } from './issues.ts';
import type { RepoState } from './repository.ts';

// GitHub's closing keywords: "Fixes #12", "closes: #3", "Resolved #7" (any case).
const KEYWORD = /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?):?\s+#(\d+)\b/gi;

/** Issue numbers a pull request body closes with a keyword, in order, each once. */
export function closingReferences(body: string | null): number[] {
  const numbers = [...(body ?? '').matchAll(KEYWORD)].map((m) => Number(m[1]));
  return [...new Set(numbers)];
}

/**
 * Pull requests linked to close `issue`: those into the default branch whose body names it with a keyword (merging
 * into another branch closes nothing), oldest first; closed and merged ones only when `includeClosed`.
 */
export function closingPulls(repo: RepoState, issue: IssueRecord, includeClosed: boolean): IssueRecord[] {
  return [...repo.issues.values()].filter(
    (candidate) =>
      candidate.pull?.baseRef === repo.defaultBranch &&
      (includeClosed || candidate.state === 'open') &&
      closingReferences(candidate.body).includes(issue.number),
  );
}
