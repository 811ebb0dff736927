// The mode's one comment on a pull request: the oldest comment of the token's own identity that starts with the
// marker line, edited in place on every rerun (never a second one), written only when its text changes.
import type { IssueComment } from '../github/comments.ts';
import { createIssueComment, listIssueComments, updateIssueComment } from '../github/comments.ts';
import { isOwnAuthor } from '../github/identity.ts';
import type { IdentifiedPlace } from '../github/place.ts';
import { COMMENT_MARKER } from './comment.ts';

/** The mode's comment on pull request `number`, if an earlier run left one. */
export async function findLinksComment(place: IdentifiedPlace, number: number): Promise<IssueComment | undefined> {
  for await (const comment of listIssueComments(place.octokit, place.repository, number)) {
    if (isOwnAuthor(place.identity, comment.author) && comment.body.startsWith(COMMENT_MARKER)) return comment;
  }
  return undefined;
}

/** Writes `body` as the comment: edits `existing`, or creates it; no write when it already reads so. */
export async function writeLinksComment(
  place: IdentifiedPlace,
  number: number,
  existing: IssueComment | undefined,
  body: string,
): Promise<{ url: string; action: 'created' | 'updated' | 'unchanged' }> {
  if (existing?.body === body) return { url: existing.url, action: 'unchanged' };
  if (existing) {
    const updated = await updateIssueComment(place.octokit, place.repository, existing.id, body);
    return { url: updated.url, action: 'updated' };
  }
  const created = await createIssueComment(place.octokit, place.repository, number, body);
  return { url: created.url, action: 'created' };
}
