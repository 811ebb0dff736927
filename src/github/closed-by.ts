// What closed an issue: when, why, who, and the merged pull request that did it. GraphQL says it in one request;
// where a server's GraphQL lacks the fields (an older GitHub Enterprise Server) or is not there, the REST timeline's
// last `closed` event and the pull requests of its commit say the same (closed-by-rest.ts). Without
// `pull-requests: read` the answer comes without the pull request, never as a failure.
import type { RepositoryRef } from '../settings/types.ts';
import { lineText } from '../util/line-text.ts';
import { redactUrls } from '../util/redact.ts';
import { closureFromRest } from './closed-by-rest.ts';
import { reasonOf } from './closure.ts';
import type { ClosingPullRequest, IssueClosure } from './closure.ts';
import { explainGitHubError, GitHubError, statusOf } from './errors.ts';
import type { GitHubAttempt } from './errors.ts';
import type { Octokit } from './octokit.ts';
import { rateLimitOf } from './rate-limit.ts';
import { fullNameOf } from './repository.ts';

export type { CloseReason, ClosingPullRequest, IssueClosure } from './closure.ts';

const PULL_FIELDS = 'number url mergedAt mergeCommit { oid }';

// `$repo` and `$number` are no octokit request options, so they go through as GraphQL variables.
const QUERY = `query ($owner: String!, $repo: String!, $number: Int!) {
  repository(owner: $owner, name: $repo) {
    issue(number: $number) {
      state
      stateReason
      closedAt
      closedByPullRequestsReferences(first: 5, includeClosedPrs: true) { nodes { ${PULL_FIELDS} } }
      timelineItems(itemTypes: [CLOSED_EVENT], last: 1) {
        nodes {
          ... on ClosedEvent {
            actor { login }
            closer { __typename ... on PullRequest { ${PULL_FIELDS} } ... on Commit { oid } }
          }
        }
      }
    }
  }
}`;

interface PullNode {
  number: number;
  url: string;
  mergedAt: string | null;
  mergeCommit: { oid: string } | null;
}

interface IssueNode {
  state: 'OPEN' | 'CLOSED';
  stateReason: string | null;
  closedAt: string | null;
  closedByPullRequestsReferences: { nodes: (PullNode | null)[] | null } | null;
  timelineItems: {
    nodes:
      | ({
          actor: { login: string } | null;
          closer: ({ __typename: string; oid?: string } & Partial<PullNode>) | null;
        } | null)[]
      | null;
  } | null;
}

interface Answer {
  repository: { issue: IssueNode | null } | null;
}

type GraphqlFailure = {
  errors?: { type?: string; message?: string; extensions?: { code?: string } }[];
  data?: unknown;
};

const merged = (pull: PullNode | null | undefined): ClosingPullRequest | undefined =>
  pull?.mergedAt
    ? {
        number: pull.number,
        url: pull.url,
        mergedAt: pull.mergedAt,
        ...(pull.mergeCommit ? { mergeCommitSha: pull.mergeCommit.oid } : {}),
      }
    : undefined;

/**
 * The last close's closer: a pull request, or a commit that one of the linked pull requests merged. A close by hand
 * (no closer) names no pull request, even one linked to the issue.
 */
function closingPull(issue: IssueNode): ClosingPullRequest | undefined {
  const closer = issue.timelineItems?.nodes?.at(-1)?.closer;
  if (!closer) return undefined;
  if (closer.__typename === 'PullRequest') return merged(closer as PullNode);
  const linked = issue.closedByPullRequestsReferences?.nodes ?? [];
  return merged(linked.find((pull) => pull?.mergeCommit?.oid === closer.oid));
}

function closureOf(issue: IssueNode): IssueClosure {
  const stateReason = reasonOf(issue.stateReason);
  if (issue.state !== 'CLOSED') return { closedAt: null, stateReason, closedBy: null };
  const pullRequest = closingPull(issue);
  return {
    closedAt: issue.closedAt,
    stateReason,
    closedBy: issue.timelineItems?.nodes?.at(-1)?.actor?.login ?? null,
    ...(pullRequest ? { pullRequest } : {}),
  };
}

const SCHEMA_ERRORS = new Set(['undefinedField', 'argumentNotAccepted', 'undefinedType']);

/**
 * GraphQL is not there for this question: no endpoint (404), refused as a whole (403 that is no rate limit), or a
 * schema without a field or argument asked for (an older GitHub Enterprise Server).
 */
function graphqlNotThere(error: unknown): boolean {
  const status = statusOf(error);
  if (status === 404 || (status === 403 && !rateLimitOf(error))) return true;
  return (
    (error as GraphqlFailure | null)?.errors?.some(
      (e) =>
        SCHEMA_ERRORS.has(e.extensions?.code ?? '') || /doesn't (exist on type|accept argument)/.test(e.message ?? ''),
    ) ?? false
  );
}

const allForbidden = (error: unknown) => {
  const errors = (error as GraphqlFailure | null)?.errors;
  return errors !== undefined && errors.length > 0 && errors.every((e) => e.type === 'FORBIDDEN');
};

/** GitHub's GraphQL errors (HTTP 200) said in one line; any other failure through the explainer. */
function explained(error: unknown, attempt: GitHubAttempt): GitHubError {
  const said = (error as GraphqlFailure | null)?.errors?.find((e) => typeof e.message === 'string')?.message;
  if (said === undefined) return explainGitHubError(error, attempt);
  const notFound = (error as GraphqlFailure).errors?.some((e) => e.type === 'NOT_FOUND') ?? false;
  return new GitHubError(
    `GitHub's GraphQL API did not ${attempt.action} in ${attempt.repository}: ${lineText(redactUrls(said), { max: 300 })}`,
    notFound ? 404 : undefined,
  );
}

/** What closed issue `issueNumber` of `repository`; for an open issue, that it is open. */
export async function closerOf(
  octokit: Octokit,
  repository: RepositoryRef,
  issueNumber: number,
): Promise<IssueClosure> {
  const attempt: GitHubAttempt = {
    repository: fullNameOf(repository),
    action: `find what closed issue #${issueNumber}`,
    permission: 'issues',
  };
  let answer: Answer;
  try {
    answer = await octokit.graphql<Answer>(QUERY, { ...repository, number: issueNumber });
  } catch (error) {
    // Only pull requests the token may not read: the rest of the answer stands, without them.
    const partial = allForbidden(error) ? (error as { data?: Answer }).data?.repository?.issue : undefined;
    if (partial) {
      const closure = closureOf(partial);
      return closure.closedAt && !closure.pullRequest ? { ...closure, pullRequestHidden: true } : closure;
    }
    // Refused as a whole (the issue too): REST says which permission is missing.
    if (graphqlNotThere(error) || allForbidden(error))
      return closureFromRest(octokit, repository, issueNumber, attempt);
    throw explained(error, attempt);
  }
  const issue = answer.repository?.issue;
  if (!issue)
    throw new GitHubError(
      `GitHub's GraphQL API did not ${attempt.action} in ${attempt.repository}: no such issue`,
      404,
    );
  return closureOf(issue);
}
