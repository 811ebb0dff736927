// Comments on issues and pull requests: read page by page up to a cap, create, edit. Failures come out explained.
import type { RepositoryRef } from '../settings/types.ts';
import { explainGitHubError } from './errors.ts';
import type { Author } from './identity.ts';
import type { Octokit } from './octokit.ts';
import { cappedItems, COMMENT_PAGE_CAP, PageCapReached, PER_PAGE } from './pages.ts';
import { fullNameOf } from './repository.ts';

export interface IssueComment {
  id: number;
  body: string;
  url: string;
  author?: Author;
}

const attemptOf = (repo: RepositoryRef, action: string, notFound?: string) => ({
  repository: fullNameOf(repo),
  action,
  permission: 'issues' as const,
  notFound,
});

type CommentData = {
  id: number;
  body?: string | null;
  html_url: string;
  user: Author | null;
  performed_via_github_app?: { slug?: string } | null;
};

function commentOf(data: CommentData): IssueComment {
  const app = data.performed_via_github_app?.slug;
  const author = data.user ? { login: data.user.login, type: data.user.type, ...(app ? { app } : {}) } : undefined;
  return { id: data.id, body: data.body ?? '', url: data.html_url, author };
}

/**
 * The comments of an issue or pull request, oldest first, page by page (the caller may stop early). Anyone who may
 * comment can lengthen the list, so it ends at COMMENT_PAGE_CAP pages: a PageCapReached when there are more.
 */
export async function* listIssueComments(
  octokit: Octokit,
  repo: RepositoryRef,
  issueNumber: number,
): AsyncGenerator<IssueComment> {
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    ...repo,
    issue_number: issueNumber,
    per_page: PER_PAGE,
  });
  try {
    for await (const comment of cappedItems(pages, COMMENT_PAGE_CAP, `comments of #${issueNumber}`))
      yield commentOf(comment);
  } catch (error) {
    if (error instanceof PageCapReached) throw error;
    throw explainGitHubError(
      error,
      attemptOf(
        repo,
        `read the comments of #${issueNumber}`,
        `There is no issue or pull request #${issueNumber} in ${fullNameOf(repo)} (404): check \`comment-on\`.`,
      ),
    );
  }
}

export async function createIssueComment(
  octokit: Octokit,
  repo: RepositoryRef,
  issueNumber: number,
  body: string,
): Promise<IssueComment> {
  try {
    const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: issueNumber, body });
    return commentOf(data);
  } catch (error) {
    throw explainGitHubError(error, attemptOf(repo, `comment on #${issueNumber}`));
  }
}

export async function updateIssueComment(
  octokit: Octokit,
  repo: RepositoryRef,
  commentId: number,
  body: string,
): Promise<IssueComment> {
  try {
    const { data } = await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body });
    return commentOf(data);
  } catch (error) {
    throw explainGitHubError(error, attemptOf(repo, `edit comment ${commentId}`));
  }
}
