// Who the token is, exactly, so that the action takes only its own comments and issues for its own:
// never another workflow's, another App's or a person's, whatever their text.
import type { RepositoryRef } from '../settings/types.ts';
import { describeFailure, OperationError } from '../util/errors.ts';
import { explainGitHubError, GitHubError, statusOf } from './errors.ts';
import type { Octokit } from './octokit.ts';
import { fullNameOf } from './repository.ts';

/** The login GitHub shows for comments and issues made with a workflow's GITHUB_TOKEN. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

/**
 * The login the token writes as: a personal token's user, or an installation token's bot
 * (`github-actions[bot]` for the workflow's GITHUB_TOKEN, `<app-slug>[bot]` for a GitHub App's).
 */
export interface TokenIdentity {
  kind: 'user' | 'installation';
  login: string;
}

/** The author of a comment or issue as GitHub lists it. */
export interface Author {
  login: string;
  type?: string;
  /** `performed_via_github_app.slug`, when an App wrote it. */
  app?: string;
}

/** GitHub's documented answer to `GET /user` for an installation token. */
const INTEGRATION_REFUSAL = /resource not accessible by integration/i;

function refusedToIntegration(error: unknown): boolean {
  if (statusOf(error) !== 403) return false;
  const data = (error as { response?: { data?: { message?: unknown } } } | null)?.response?.data;
  const message =
    typeof data?.message === 'string' ? data.message : error instanceof Error ? describeFailure(error) : '';
  return INTEGRATION_REFUSAL.test(message);
}

/** The errors of a GraphQL answer (HTTP 200 with `errors`), when that is what failed. */
function graphqlErrors(error: unknown): { type?: unknown; message?: unknown }[] | undefined {
  const errors = (error as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? (errors as { type?: unknown; message?: unknown }[]) : undefined;
}

/** A GraphQL refusal: a 403, or an answer whose errors say FORBIDDEN. */
function refusedByGraphql(error: unknown): boolean {
  return statusOf(error) === 403 || (graphqlErrors(error)?.some((e) => e.type === 'FORBIDDEN') ?? false);
}

/**
 * `GET /user` names a personal token's user. An installation token gets the documented 403 there;
 * GraphQL's `viewer` then names its bot (an App's own `<slug>[bot]`), and where even that is refused
 * it is the workflow's GITHUB_TOKEN, `github-actions[bot]`. Any other failure is an error: who the
 * token is is never guessed.
 */
export async function resolveIdentity(octokit: Octokit, repository: RepositoryRef): Promise<TokenIdentity> {
  const attempt = (action: string) => ({ repository: fullNameOf(repository), action, permission: 'issues' as const });
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return { kind: 'user', login: data.login };
  } catch (error) {
    if (!refusedToIntegration(error))
      throw explainGitHubError(error, attempt('find out who the token is (GET /user) before publishing'));
  }
  try {
    const { viewer } = await octokit.graphql<{ viewer: { login: string } }>('query { viewer { login } }');
    if (typeof viewer.login !== 'string' || viewer.login === '')
      throw new OperationError('GraphQL named no viewer', { kind: 'github' });
    return { kind: 'installation', login: viewer.login };
  } catch (error) {
    if (refusedByGraphql(error)) return { kind: 'installation', login: ACTIONS_BOT_LOGIN };
    const said = graphqlErrors(error)?.find((e) => typeof e.message === 'string')?.message;
    if (typeof said === 'string') {
      throw new GitHubError(
        `GitHub's GraphQL API did not say which bot the token writes as (${said.split('\n')[0]?.slice(0, 300)}); the report is published only where the action can tell its own comments and issues.`,
      );
    }
    throw explainGitHubError(
      error,
      attempt('find out which bot the token writes as (GraphQL viewer) before publishing'),
    );
  }
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * True when `author` is the token's own identity: the same login, a bot for an installation token,
 * and, when GitHub names the App that wrote it, that App's bot.
 */
export function isOwnAuthor(identity: TokenIdentity, author: Author | null | undefined): boolean {
  if (!author || !same(author.login, identity.login)) return false;
  if (identity.kind === 'user') return author.type !== 'Bot';
  return author.type === 'Bot' && (author.app === undefined || same(`${author.app}[bot]`, identity.login));
}

/**
 * True when `login`, as GitHub names who closed or merged something, is the token's own identity: REST names a bot
 * `name[bot]`, GraphQL names it `name`.
 */
export function isOwnLogin(identity: TokenIdentity, login: string | null | undefined): boolean {
  if (!login) return false;
  if (identity.kind === 'user') return same(login, identity.login);
  return same(login, identity.login) || same(`${login}[bot]`, identity.login);
}
