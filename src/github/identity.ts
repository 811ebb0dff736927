// Who the token is, so that the action takes only its own comments and issues for its own.
import { statusOf } from './errors.ts';
import type { Octokit } from './octokit.ts';

/** The login GitHub shows for comments and issues made with a workflow's GITHUB_TOKEN. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

/**
 * Whose comments and issues the action may treat as its own. A personal token names its user through
 * `GET /user`; an installation token (GITHUB_TOKEN, a GitHub App's) is refused there with 403 and
 * writes as a bot: `github-actions[bot]`, or the App's own `<name>[bot]`, which the token cannot look up.
 */
export type TokenIdentity = { kind: 'user'; login: string } | { kind: 'installation'; login: typeof ACTIONS_BOT_LOGIN };

/** The author of a comment or issue as GitHub lists it. */
export interface Author {
  login: string;
  type?: string;
  /** `performed_via_github_app.slug`, when an App wrote it. */
  app?: string;
}

export async function resolveIdentity(octokit: Octokit): Promise<TokenIdentity> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return { kind: 'user', login: data.login };
  } catch (error) {
    if (statusOf(error) === 401) throw new Error('Input "github-token": GitHub refused the token (401); it is wrong, expired or revoked.');
    // 403 is what installation tokens get; a server without the endpoint (404) or a passing failure is
    // treated alike, since comments are only ever taken together with the report marker.
    return { kind: 'installation', login: ACTIONS_BOT_LOGIN };
  }
}

/**
 * True when `author` is the token's own identity. For an installation token any bot counts (its App
 * name is unknown): a comment is taken only together with the report marker, and GitHub itself refuses
 * an App's edit of another App's comment.
 */
export function isOwnAuthor(identity: TokenIdentity, author: Author | null | undefined): boolean {
  if (!author) return false;
  if (author.login.toLowerCase() === identity.login.toLowerCase()) return true;
  return identity.kind === 'installation' && author.type === 'Bot';
}

/** Prefers the exact login over another bot when several candidates qualify. */
export function ownershipRank(identity: TokenIdentity, author: Author | null | undefined): number {
  return author && author.login.toLowerCase() === identity.login.toLowerCase() ? 0 : 1;
}
