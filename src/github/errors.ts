import { ActionError, describeFailure } from '../util/errors.ts';
import { lineText } from '../util/line-text.ts';
import { redactUrls } from '../util/redact.ts';
import { LONGEST_RATE_LIMIT_WAIT_S, rateLimitOf } from './rate-limit.ts';
import type { RateLimit } from './rate-limit.ts';

/** The workflow permissions a call may need; a new kind of call adds its line to PERMISSIONS. */
export type GitHubPermission = 'contents' | 'pull-requests' | 'issues';

/** What the action was doing when GitHub said no, so the message can say what to fix. */
export interface GitHubAttempt {
  /** `owner/name`. */
  repository: string;
  /** "read deploy/values.yaml on main", "open a pull request". */
  action: string;
  /** The permission the workflow token needs for this call. */
  permission: GitHubPermission;
  /** The input that names the repository, for a 404 (default: `values-repository` for contents and pull requests). */
  repositoryInput?: string;
  /** A clearer 404 message than "not found" (a missing file or branch). */
  notFound?: string;
}

/** A GitHub failure turned into one message that says what to do; it never carries the request (its body holds the link). */
export class GitHubError extends ActionError {
  readonly kind = 'github';
  readonly status?: number;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'GitHubError';
    this.status = status;
  }
}

/** GitHub said to wait (a rate limit): nothing is wrong with the token, and the same call later may pass. */
export class GitHubRateLimitError extends GitHubError {
  readonly limit: RateLimit;
  constructor(message: string, status: number, limit: RateLimit) {
    super(message, status);
    this.name = 'GitHubRateLimitError';
    this.limit = limit;
  }
}

/**
 * A request that failed at the runner's proxy, before GitHub could answer (octokit.ts tells it apart). It carries
 * the request's URL as octokit's errors do, and no nested request, so octokit's retry plugin does not retry it.
 */
export class GitHubProxyError extends ActionError {
  readonly kind = 'github';
  readonly request: { url: string };
  constructor(message: string, url: string) {
    super(message);
    this.name = 'GitHubProxyError';
    this.request = { url };
  }
}

/**
 * A request whose answer was lost and that is not sent again: it may have been done. It carries the request's URL
 * as octokit's errors do, and no nested request, so octokit's retry plugin does not retry it.
 */
export class LostAnswerError extends ActionError {
  readonly kind = 'github';
  readonly request: { url: string };
  constructor(message: string, url: string) {
    super(message);
    this.name = 'LostAnswerError';
    this.request = { url };
  }
}

/**
 * For each kind of call: the `permissions:` line the workflow needs, what else it may need beside, and the input that
 * names the repository (the default of `repositoryInput`).
 */
const PERMISSIONS: Record<GitHubPermission, { line: string; beside: string; repositoryInput?: string }> = {
  contents: {
    line: '`contents: write`',
    beside: ' (and `pull-requests: write` for `push: pull-request`)',
    repositoryInput: 'values-repository',
  },
  'pull-requests': { line: '`pull-requests: write`', beside: '', repositoryInput: 'values-repository' },
  issues: { line: '`issues: write`', beside: ' (and `pull-requests: write` to comment on a pull request)' },
};

const TOKEN_REACH =
  'The default github.token reaches only the repository running the workflow: for another repository, pass a ' +
  'personal access token or a GitHub App token with access to it as `github-token`.';

/**
 * The HTTP status of an octokit failure, or undefined when GitHub never answered: octokit reports a network
 * failure as a 500 without a response.
 */
export function statusOf(error: unknown): number | undefined {
  const failure = error as { status?: unknown; response?: unknown } | null;
  return typeof failure?.status === 'number' && failure.response !== undefined ? failure.status : undefined;
}

/**
 * The one explainer of every octokit failure: what was tried, what GitHub said (one line, links without their
 * query), and what to fix, by status.
 */
export function explainGitHubError(error: unknown, attempt: GitHubAttempt): GitHubError {
  const status = statusOf(error);
  const said = gitHubMessage(error);
  const where = `${attempt.action} in ${attempt.repository}`;
  if (error instanceof GitHubProxyError) {
    return new GitHubError(`Could not reach GitHub${hostOf(error)} to ${where}: ${error.message}.`);
  }
  if (error instanceof LostAnswerError) return new GitHubError(`Tried to ${where}: ${error.message}`);
  if (status === undefined) {
    return new GitHubError(
      `Could not reach GitHub${hostOf(error)} to ${where}: ${said}. Check GITHUB_API_URL (on GitHub Enterprise Server it ` +
        "ends in /api/v3) and the runner's proxy settings.",
    );
  }
  const limit = rateLimitOf(error);
  if (limit) {
    const which = limit.secondary ? 'secondary rate limit (too many requests in a short time)' : 'API rate limit';
    const asked =
      limit.retryAfterS === undefined
        ? ''
        : limit.retryAfterS > LONGEST_RATE_LIMIT_WAIT_S
          ? `; GitHub asks to wait ${limit.retryAfterS} s, longer than the ${LONGEST_RATE_LIMIT_WAIT_S} s the action waits`
          : `; GitHub asked to wait ${limit.retryAfterS} s`;
    return new GitHubRateLimitError(
      `GitHub's ${which} stopped the action from trying to ${where} (${status} ${said})${asked}. This is not a ` +
        'missing permission: re-run later, or spread the runs that share this token over time.',
      status,
      limit,
    );
  }
  const permission = PERMISSIONS[attempt.permission];
  switch (status) {
    case 401:
      return new GitHubError(
        `GitHub rejected the token (401 ${said}) when trying to ${where}. Check the \`github-token\` input: the token may be missing, expired or revoked.`,
        401,
      );
    case 403:
      return new GitHubError(
        `The token may not ${where} (403 ${said}): it lacks ${permission.line}${permission.beside}, which the workflow ` +
          `grants with \`permissions:\`. ${TOKEN_REACH}`,
        403,
      );
    case 404: {
      const input = attempt.repositoryInput ?? permission.repositoryInput;
      return new GitHubError(
        attempt.notFound ??
          `Not found (404) when trying to ${where}: check ${input ? `\`${input}\`, and ` : ''}that \`github-token\` can see ` +
            `${attempt.repository} (GitHub answers 404 for a private repository the token cannot reach; github.token reaches ` +
            "only the workflow's own repository).",
        404,
      );
    }
    default:
      return new GitHubError(`GitHub answered ${status} when trying to ${where}: ${said}`, status);
  }
}

/** ` at host`, from the failed request, so a wrong GITHUB_API_URL shows; empty when unknown. */
function hostOf(error: unknown): string {
  const url = (error as { request?: { url?: unknown } } | null)?.request?.url;
  if (typeof url !== 'string') return '';
  try {
    return ` at ${new URL(url).host}`;
  } catch {
    return '';
  }
}

/** GitHub's own `message`, one line, without links that might carry a query string. */
function gitHubMessage(error: unknown): string {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  const raw =
    data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
      ? (data as { message: string }).message
      : describeFailure(error);
  const line = raw.split('\n').find((l) => l.trim() !== '') ?? '';
  return lineText(redactUrls(line), { max: 300 });
}
