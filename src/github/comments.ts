// Comments on issues and pull requests: read every page, create, edit. Failures come out explained.
import type { RepositoryRef } from '../settings/types.ts';
import { explainGitHubError } from './errors.ts';
import type { Author } from './identity.ts';
import type { Octokit } from './octokit.ts';
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

/** Every comment of an issue or pull request, oldest first: all pages, 100 at a time (a busy pull request has more). */
export async function listIssueComments(
  octokit: Octokit,
  repo: RepositoryRef,
  issueNumber: number,
): Promise<IssueComment[]> {
  try {
    const comments = await octokit.paginate(octokit.rest.issues.listComments, {
      ...repo,
      issue_number: issueNumber,
      per_page: 100,
    });
    return comments.map(commentOf);
  } catch (error) {
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
