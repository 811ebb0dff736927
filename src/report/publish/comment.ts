import type { Octokit } from '../../github/octokit.ts';
import type { RepositoryRef } from '../../settings/types.ts';
import type { Log } from '../../util/log.ts';
import { markerFor } from '../history/marker.ts';
import { isOwnAuthor, ownershipRank } from './identity.ts';
import type { TokenIdentity } from './identity.ts';

export interface StickyComment {
  id: number;
  body: string;
  url: string;
}

export interface CommentPlace {
  octokit: Octokit;
  repository: RepositoryRef;
  issueNumber: number;
  identity: TokenIdentity;
  projectId: string;
}

/**
 * The report comment of `projectId` on the issue or pull request: a comment of the token's own
 * identity carrying the project's marker. Every page of comments is read (a busy pull request has
 * more than 100); a comment of anyone else is never taken, whatever text it contains.
 */
export async function findStickyComment(place: CommentPlace): Promise<StickyComment | undefined> {
  const { octokit, repository, issueNumber, identity, projectId } = place;
  const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...repository, issue_number: issueNumber, per_page: 100 });
  const ours = comments
    .filter((c) => isOwnAuthor(identity, c.user) && markerFor(c.body, projectId))
    .sort((a, b) => ownershipRank(identity, a.user) - ownershipRank(identity, b.user) || a.id - b.id);
  const first = ours[0];
  return first ? { id: first.id, body: first.body ?? '', url: first.html_url } : undefined;
}

export type PublishAction = 'created' | 'updated' | 'unchanged';

/** Creates the sticky comment, or updates it in place (not at all when its body is already this one). */
export async function publishStickyComment(place: CommentPlace, body: string, log: Log): Promise<{ url: string; action: PublishAction }> {
  const { octokit, repository, issueNumber } = place;
  const existing = await findStickyComment(place);
  if (existing && existing.body === body) {
    log.info(`The report comment on #${issueNumber} is already up to date: ${existing.url}`);
    return { url: existing.url, action: 'unchanged' };
  }
  if (existing) {
    const { data } = await octokit.rest.issues.updateComment({ ...repository, comment_id: existing.id, body });
    log.info(`Updated the report comment on #${issueNumber}: ${data.html_url}`);
    return { url: data.html_url, action: 'updated' };
  }
  const { data } = await octokit.rest.issues.createComment({ ...repository, issue_number: issueNumber, body });
  log.info(`Commented the report on #${issueNumber}: ${data.html_url}`);
  return { url: data.html_url, action: 'created' };
}
